"""Conditions, values and counts that read the board, the turn or the combat: the
Unmatched entries of the interpreter's registries (the generic ones are the engine's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.context import EffectContext
from ..engine.effects import card_ref
from .board import is_adjacent
from .refs import adjacent_to_anchor, anchors, fighter_now, matches

if TYPE_CHECKING:
    from .data import UnmatchedData


def _won(data: "UnmatchedData", ctx: EffectContext) -> bool:
    combat = ctx.combat
    if combat is None or combat.attacker_won is None:
        return False
    attacker_team = data.players[combat.attacker.owner].team
    return (data.players[ctx.player].team == attacker_team) is combat.attacker_won


def combat_outcome(data: "UnmatchedData", ctx: EffectContext, node: n.CombatOutcome) -> bool:
    return _won(data, ctx) is node.won


def is_adjacent_to(data: "UnmatchedData", ctx: EffectContext, node: n.IsAdjacent) -> bool:
    """Any of the fighters a name means (a group: "If Outlaw is adjacent to ..."); "... is
    adjacent to four or more Squirrels": to at least that many of them; "Daisy and Jill
    Trent are adjacent": each of the fighters named is adjacent to the next."""
    if isinstance(node.other, n.AtLeastFighters):
        return any(adjacent_to_anchor(data, ctx, node.other, a.space)
                   for a in anchors(data, ctx, node.fighter))
    if node.other is None:
        named = [anchors(data, ctx, item) for item in node.fighter.items]
        return all(any(is_adjacent(data, a.space, b.space) for a in first for b in second)
                   for first, second in zip(named, named[1:]))
    others = anchors(data, ctx, node.other)
    return any(is_adjacent(data, a.space, b.space)
               for a in anchors(data, ctx, node.fighter) for b in others)


def started_elsewhere(data: "UnmatchedData", ctx: EffectContext,
                      node: n.StartedTurnElsewhere) -> bool:
    subject = fighter_now(data, ctx, node.fighter)
    return bool(subject and subject.on_board and subject.space != subject.turn_start_space)


def none_there(data: "UnmatchedData", ctx: EffectContext, node: n.NoneThere) -> bool:
    return not matches(data, ctx, node.selection)


def attacked_sidekick(data: "UnmatchedData", ctx: EffectContext, node: Any) -> bool:
    combat = ctx.combat
    return bool(combat and combat.attacker.owner == ctx.player and not combat.defender.is_hero)


def playing_to(data: "UnmatchedData", ctx: EffectContext, node: n.PlayingTo) -> bool:
    combat, card = ctx.combat, ctx.card
    if combat is None or card is None:
        return False
    side = combat.attack_card if node.kind is n.ValueKind.ATTACK else combat.defense_card
    return side is card


def predicted_correctly(data: "UnmatchedData", ctx: EffectContext, node: Any) -> bool:
    foe_card = card_ref(data, ctx, n.CardRef(n.CardWord.OPPONENTS_CARD))
    predicted = ctx.combat.predictions.get(ctx.card.id) if ctx.combat and ctx.card else None
    return foe_card is not None and predicted == (foe_card.definition.value or 0)


def on_token(data: "UnmatchedData", ctx: EffectContext, node: n.OnToken) -> bool:
    """Whether the fighter is (or started the turn) on a space with such a token; the
    token there becomes "that fog token"."""
    subject = fighter_now(data, ctx, node.fighter)
    kind = data.token_kind(ctx.player, node.token)
    if subject is None or kind is None:
        return False
    if node.started:
        return subject.turn_start_space in [
            s for s in data.turn_start_tokens.get(kind, []) if s is not None]
    spaces = data.tokens.get(kind, [])
    if not subject.on_board or subject.space not in spaces:
        return False
    ctx.that_token = (kind, spaces.index(subject.space))
    return True


def first_action(data: "UnmatchedData", ctx: EffectContext, node: Any) -> bool:
    return data.action_number == 1


def dealt_damage_this_way(data: "UnmatchedData", ctx: EffectContext,
                          node: n.DealtDamageThisWay) -> bool:
    subject = fighter_now(data, ctx, node.fighter)
    return subject is not None and subject.id in ctx.damaged_this_way


def damage_dealt(data: "UnmatchedData", ctx: EffectContext, node: n.DamageDealt) -> int:
    target = fighter_now(data, ctx, node.to)
    if ctx.combat is None or target is None:
        return 0
    return ctx.combat.damage.get(target.id, 0)


def fighter_count(data: "UnmatchedData", ctx: EffectContext, node: n.FighterCount) -> int:
    return len(matches(data, ctx, node.selection))


CONDITIONS: dict[type, Any] = {
    n.CombatOutcome: combat_outcome,
    n.IsAdjacent: is_adjacent_to,
    n.StartedTurnElsewhere: started_elsewhere,
    n.NoneThere: none_there,
    n.AttackedSidekick: attacked_sidekick,
    n.PlayingTo: playing_to,
    n.PredictedCorrectly: predicted_correctly,
    n.OnToken: on_token,
    n.PlayedAsFirstAction: first_action,
    n.DealtDamageThisWay: dealt_damage_this_way,
}

VALUES: dict[type, Any] = {n.DamageDealt: damage_dealt}

COUNTS: dict[type, Any] = {n.FighterCount: fighter_count}
