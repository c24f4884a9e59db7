"""Traps: tokens face down on trap hexes. At set-up each player lays two (the first player
first) on empty trap hexes of their choice, the token's kind drawn from the supply. A
champion that enters a trap hex sets its trap off (effects_move.spring: walking, pushed,
pulled, placed; only where a jump or swoop ends); its damage counts as from the activation
in progress. After the action a new token is laid for each one set off, on an empty trap
hex, by the active player's opponent (who lays it and when: the project's choice, as the
rules summary does not say)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..engine.agenda import call, rule
from ..engine.decisions import DecisionKind as K, chance, choice
from .actions import DrawTrap, PickHex
from .events import TrapLaid

if TYPE_CHECKING:
    from ..engine.context import EffectContext
    from .data import SfbData

LAID_EACH = 2
LAID_TOTAL = 4


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
    return sorted(n for n in (arena.number(h) for h in arena.trap_hexes)
                  if data.traps.get(n) is None and not any(f.space == n for f in data.fighters))


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


@rule
def restock_traps(data: "SfbData") -> None:
    """After an action, a new token for each trap set off during it: there are always four
    on the arena while the supply lasts."""
    laid = sum(1 for trap in data.traps.values() if trap is not None)
    for _ in range(min(LAID_TOTAL - laid, len(data.trap_supply))):
        data.then(call(lay_trap, 1 - data.active))


# ---------------------------------------------------------------- texts about traps


def effect_look_at_trap(data: "SfbData", ctx: "EffectContext", node: Any) -> None:
    """ "look at a trap token in play": the player picks one (its hex kept for the text
    after it, "then place it ...")."""
    laid = sorted(h for h, token in data.traps.items() if token is not None)
    if laid and ctx.combat is not None:
        data.ask(choice(ctx.player, K.SPACE, [PickHex(h) for h in laid]),
                 call(_looked_at, ctx))


@rule
def _looked_at(data: "SfbData", answer: PickHex, ctx: "EffectContext") -> None:
    ctx.combat.trap_seen = answer.hex


def effect_move_trap(data: "SfbData", ctx: "EffectContext", node: Any) -> None:
    """ "then place it on any free trap hex": the token looked at, to a trap hex with no
    token and no champion."""
    seen = ctx.combat.trap_seen if ctx.combat is not None else None
    free = empty_trap_hexes(data)
    if seen is not None and data.traps.get(seen) is not None and free:
        data.ask(choice(ctx.player, K.SPACE, [PickHex(h) for h in free]),
                 call(_trap_moved, seen))


@rule
def _trap_moved(data: "SfbData", answer: PickHex, start: int) -> None:
    data.traps[answer.hex], data.traps[start] = data.traps[start], None
