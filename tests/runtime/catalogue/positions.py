"""Helpers of the catalogue heroes' scenario tests (issue 10): a position of two bundled
heroes on the 3 x 4 grid of `tests/runtime/scenario.py`, and what to read from it."""

from __future__ import annotations

from ..scenario import Scenario
from ..test_rulings import discard, hand, health, space

__all__ = ["damage_events", "discard", "hand", "health", "position", "space"]


def position(first: str, second: str, where: dict[str, int],
             hands: list[tuple[int, str]] = (), library=None) -> Scenario:
    """Only the fighters named stand on the board, in the spaces given; the rest are
    defeated. `hands`: (seat, card title) to put in that player's hand, in order;
    `library`: other than the bundled heroes (imported.py)."""
    s = Scenario(first, second, board="grid", library=library)
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, at in where.items():
        fighter = s.fighter(label)
        fighter.defeated, fighter.space = False, at
    for seat, title in hands:
        s.hand(seat, title)
    return s


def damage_events(s: Scenario) -> list[tuple[str, int]]:
    """Each damage dealt, as (fighter label, amount), combat damage included."""
    return [(e["fighter"], e["amount"]) for e in s.state.event_json()
            if e["event"] == "damage"]
