"""Conditions, values and counts of Super Fantasy Brawl text (cards and challenges)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.context import EffectContext
from . import refs
from .effects_move import hexes_moved
from .hexes import distance

if TYPE_CHECKING:
    from .data import SfbData


def in_state(data: "SfbData", ctx: EffectContext, fighter: Any, state: Any) -> bool:
    if fighter is None:
        return False
    if isinstance(state, n.Bloodied):
        return data.bloodied(fighter)
    if isinstance(state, n.OnGate):
        return fighter.space is None
    if not fighter.on_board:
        return False
    if isinstance(state, n.OnTrapHex):
        return data.hex_of(fighter) in data.arena.trap_hexes
    if isinstance(state, n.InDeploymentArea):
        side = fighter.owner if state.owner is n.AreaOwner.YOUR else 1 - fighter.owner
        return data.hex_of(fighter) in data.arena.deployment[side]
    if isinstance(state, n.NearTo):
        return refs.near(data, ctx, fighter, state)
    return False


def champion_is(data: "SfbData", ctx: EffectContext, node: n.ChampionIs) -> bool:
    who = refs.champions(data, ctx, node.subject) if isinstance(node.subject, n.ChampionGroup) \
        else [refs.champion(data, ctx, node.subject)]
    needed = node.subject.count.value if isinstance(node.subject, n.ChampionGroup) and \
        node.subject.count is not None else 1
    found = sum(1 for f in who if in_state(data, ctx, f, node.state))
    return (found >= needed) != node.negated


def champion_has(data: "SfbData", ctx: EffectContext, node: n.ChampionHas) -> bool:
    return bool(refs.group(data, ctx.with_fighter(refs.champion(data, ctx, node.champion)
                                                  or ctx.fighter), node.group))


def damage_was_dealt(data: "SfbData", ctx: EffectContext, node: n.DamageWasDealt) -> bool:
    dealt = ctx.combat is not None and any(v > 0 for v in ctx.combat.damage.values())
    return dealt == node.dealt


def taken_out(data: "SfbData", ctx: EffectContext, node: n.TakenOutOfAction) -> bool:
    fighter = refs.champion(data, ctx, node.champion)
    out = ctx.combat is not None and fighter is not None and fighter.id in ctx.combat.knocked_out
    return out == node.taken


def damaged_by(data: "SfbData", ctx: EffectContext, node: n.DamagedBy) -> bool:
    return ctx.combat is not None and any(v > 0 for v in ctx.combat.damage.values())


def no_cards_in_discard(data: "SfbData", ctx: EffectContext, node: n.NoCardsInDiscard) -> bool:
    core = node.kind.core
    return not any(core is None or data.cards[c].definition.core == core.value
                   for c in data.players[ctx.player].discard)


def you_control(data: "SfbData", ctx: EffectContext, node: n.YouControl) -> bool:
    """More of your champions than the opponent's in the statue's area (Control)."""
    statues = [s for s in data.arena.statues
               if node.statue.colour is None or s.colour == node.statue.colour.value]
    controlled = sum(1 for s in statues if controls(data, ctx.player, s.area))
    needed = node.statue.count.value if node.statue.count is not None else 1
    return controlled >= needed


def controls(data: "SfbData", player: int, area: frozenset) -> bool:
    mine = sum(1 for f in data.allies(player) if data.hex_of(f) in area)
    theirs = sum(1 for f in data.enemies(player) if data.hex_of(f) in area)
    return mine > theirs


def is_adjacent(data: "SfbData", ctx: EffectContext, node: n.IsAdjacent) -> bool:
    """ "the attacker is adjacent to the target"; negated: "is not adjacent to" (as
    ChampionIs's negation: true also when one of them is off the board). """
    a, b = refs.champion(data, ctx, node.fighter), refs.champion(data, ctx, node.other)
    adjacent = bool(a and b and a.on_board and b.on_board and
                    distance(data.hex_of(a), data.hex_of(b)) == 1)
    return adjacent != node.negated


CONDITIONS = {n.ChampionIs: champion_is, n.ChampionHas: champion_has,
              n.DamageWasDealt: damage_was_dealt, n.TakenOutOfAction: taken_out,
              n.DamagedBy: damaged_by, n.NoCardsInDiscard: no_cards_in_discard,
              n.YouControl: you_control, n.IsAdjacent: is_adjacent}


def _number(data: "SfbData", ctx: EffectContext, node: n.Number) -> int:
    return node.value


VALUES = {n.Number: _number}


def _targets(data, ctx, node) -> int:
    return len(refs.targets(data, ctx))


def _champions(data, ctx, node) -> int:
    return len(refs.group(data, ctx, node.group))


def _discard_pile(data, ctx, node) -> int:
    core = node.kind.core
    return sum(1 for c in data.players[ctx.player].discard
               if core is None or data.cards[c].definition.core == core.value)


def _ready_cores(data, ctx, node) -> int:
    return 3 - len(data.exhausted[ctx.player])


def _damage_on(data, ctx, node) -> int:
    fighter = refs.champion(data, ctx, node.champion)
    return data.damage_on(fighter) if fighter is not None else 0


def _hexes(data, ctx, node) -> int:
    return hexes_moved(data, ctx, node)


def _discarded_kind(data, ctx, node) -> int:
    core = node.kind.core
    return sum(1 for c in ctx.discarded if core is None or data.cards[c].definition.core == core.value)


def _their_discarded(data, ctx, node) -> int:
    return sum(1 for c in ctx.discarded if data.cards[c].owner != ctx.player)


def _discarded(data, ctx, node) -> int:
    return len(ctx.discarded)


def _damage_dealt(data, ctx, node) -> int:
    return sum(ctx.combat.damage.values()) if ctx.combat is not None else ctx.damage_dealt


COUNTS = {n.TargetCount: _targets, n.ChampionCount: _champions, n.DiscardPileCount: _discard_pile,
          n.ReadyCoreCount: _ready_cores, n.DamageOnCount: _damage_on, n.HexCount: _hexes,
          n.DiscardedKindCount: _discarded_kind, n.TheirCardsDiscardedCount: _their_discarded,
          n.DiscardedCount: _discarded, n.DamageDealtCount: _damage_dealt}
