"""Traps: tokens face down on trap hexes. At set-up each player lays two (the first player
first) on empty trap hexes of their choice, the token's kind drawn from the supply. A
champion that enters a trap hex sets its trap off (walking, pushed, pulled, placed; only
where a jump or swoop ends): the token is turned up, its text happens to "that Champion"
(damage counts as from the source of what moved it: the activation in progress), then the
token goes back to the supply and a new one is laid on an empty trap hex by the opponent
of the champion's controller (who lays it: the project's choice, as the rules summary does
not say)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.decisions import DecisionKind as K, chance, choice
from ..engine.interpreter import run_section
from .actions import DrawTrap, PickHex
from .events import TrapLaid, TrapTriggered

if TYPE_CHECKING:
    from .data import SfbData

LAID_EACH = 2


@rule
def set_up_traps(data: "SfbData") -> None:
    data.trap_supply = sorted(t.id for t in data.ruleset.traps for _ in range(t.count))
    if not data.trap_supply:
        return
    for player in data.players:
        for _ in range(LAID_EACH):
            data.then(call(lay_trap, player.index))


def empty_trap_hexes(data: "SfbData") -> list[int]:
    arena = data.arena
    return sorted(n for n in (arena.number(h) for h in arena.trap_hexes) if n not in data.traps)


@rule
def lay_trap(data: "SfbData", player: int) -> None:
    free = empty_trap_hexes(data)
    if free and data.trap_supply:
        data.ask(choice(player, K.SPACE, [PickHex(h) for h in free]), call(_trap_hex, player))


@rule
def _trap_hex(data: "SfbData", answer: PickHex, player: int) -> None:
    counts = Counter(data.trap_supply)
    kinds = sorted(counts)
    data.ask(chance(K.RANDOM_CARD, [DrawTrap(k) for k in kinds], [counts[k] for k in kinds]),
             call(_trap_laid, player, answer.hex))


@rule
def _trap_laid(data: "SfbData", drawn: DrawTrap, player: int, hex_number: int) -> None:
    data.trap_supply.remove(drawn.trap)
    data.traps[hex_number] = drawn.trap
    data.emit(TrapLaid(player, hex_number))


def spring(data: "SfbData", fighter: Fighter, hex_number: int) -> None:
    """`fighter` has entered `hex_number`: its trap, if one is laid there, goes off."""
    trap_id = data.traps.get(hex_number)
    if trap_id is None or fighter.space != hex_number:
        return
    del data.traps[hex_number]
    data.emit(TrapTriggered(fighter.id, trap_id, hex_number))
    trap = data.ruleset.trap(trap_id)
    for section in trap.sections:
        ctx = EffectContext(fighter.owner, fighter, section, source=f"the trap {trap.name}")
        data.then(call(run_section, ctx))
    data.then(call(_trap_returns, trap_id, 1 - fighter.owner))


@rule
def _trap_returns(data: "SfbData", trap_id: str, player: int) -> None:
    data.trap_supply.append(trap_id)
    data.trap_supply.sort()
    data.then(call(lay_trap, player))
