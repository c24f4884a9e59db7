"""The agenda: the rules in progress of a game, as data.

A rule is a plain function `rule(data, *args)`, registered with `@rule`. It changes the
game's data and says what happens next: `data.then(Call(f, ...), ...)` schedules rules to
run in order once it returns, and `data.ask(decision, Call(k, ...))` puts a decision to a
player or to chance, whose answer is handed to `k(data, answer, ...)`. A decision with one
option is answered at once.

Nothing of a rule in progress lives in Python frames between decisions: the agenda is a
stack of `Call`s in `GameData`, so a state copies (`GameData.copy`) and serialises
(serialize.py) in the middle of a combat or an effect. Rules are registered by name so a
serialised agenda can only name functions written as rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from .errors import EventSinkError, RuleFailure

if TYPE_CHECKING:
    from .data import GameData

RULES: dict[str, Callable[..., None]] = {}
RULE_NAMES: dict[Callable[..., None], str] = {}


FINALLY: set[Callable[..., None]] = set()


def rule(fn: Callable[..., None]) -> Callable[..., None]:
    name = f"{fn.__module__}:{fn.__qualname__}"
    RULES[name] = fn
    RULE_NAMES[fn] = name
    return fn


def finally_rule(fn: Callable[..., None]) -> Callable[..., None]:
    """A rule that also runs when the game ends before it is reached, as a `finally`
    block would (the cards of a combat still go to the discard piles)."""
    FINALLY.add(fn)
    return rule(fn)


class Call(NamedTuple):
    """A rule to run, with its arguments (after `data`, and after the answer for a rule
    that continues a decision)."""

    fn: Callable[..., None]
    args: tuple[Any, ...] = ()


def call(fn: Callable[..., None], *args: Any) -> Call:
    return _new_tuple(Call, (fn, args))  # Call(fn, args), without its __new__'s extra call


_new_tuple = tuple.__new__


class GameOver(Exception):
    """Raised the moment a team has won; the agenda is dropped (R-19)."""


def run(data: "GameData") -> None:
    """Run the agenda until a decision is asked or nothing is left (the game is over).
    `data.mark` is where the running rule's own `then` calls go: below what it asks."""
    stack = data.stack
    fn, args = run, ()
    try:
        while stack and data.decision is None:
            fn, args = stack.pop()
            data.mark = len(stack)
            fn(data, *args)
    except GameOver:
        _unwind(data)
    except EventSinkError:
        raise
    except Exception as error:
        raise RuleFailure(_failure(fn, args, error)) from error


def _failure(fn: Callable[..., None], args: tuple[Any, ...], error: Exception) -> str:
    where = next((f" in {a.describe()}" for a in args if hasattr(a, "describe")), "")
    return (f"{type(error).__name__}: {error}{where} "
            f"(rule {RULE_NAMES.get(fn, getattr(fn, '__qualname__', fn))})")


def _unwind(data: "GameData") -> None:
    """The game is over: drop the agenda, running its `finally_rule`s, innermost first."""
    pending = data.stack
    data.stack, data.decision, data.waiting = [], None, None
    for fn, args in reversed(pending):
        if fn in FINALLY:
            data.mark = 0
            fn(data, *args)
    data.stack = []
