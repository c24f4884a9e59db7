"""What the effects of the interpreter act on, shared by its effect modules: the player a
subject names, the fighters a target names, and the cards worth offering as choices."""

from __future__ import annotations

from cardsmith.grammar import nodes as n

from . import refs
from .context import EffectContext
from .engine import Steps, distinct_cards  # noqa: F401 - shared by the effect modules
from .state import GameData


def subject_player(data: GameData, ctx: EffectContext, subject: n.Player | None) -> int:
    """The player a clause's subject names (no subject: the player of the effect)."""
    if subject in (None, n.Player.YOU):
        return ctx.player
    return refs.opponent(data, ctx)


def fighter_targets(data: GameData, ctx: EffectContext, target) -> Steps:
    """The fighters on the board a target names (a selection may ask for a choice)."""
    if isinstance(target, n.FighterSelection):
        return (yield from refs.select(data, ctx, target))
    one = yield from refs.fighter(data, ctx, target)
    return [one] if one is not None and one.on_board else []
