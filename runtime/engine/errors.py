"""Errors of the engine."""


class RulesError(ValueError):
    """A game that cannot be set up, or an action that is not legal now."""


class EventSinkError(Exception):
    """What the events were streamed to failed (a closed pipe, a full disk): not a fault of
    the rules. The cause is the original error."""


class RuleFailure(RuntimeError):
    """A rule or an effect failed while it ran (a bug): the message names the rule and,
    when an effect was resolving, its card with the card's file and line."""
