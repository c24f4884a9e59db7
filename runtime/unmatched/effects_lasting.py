"""The effects that begin lasting effects (lasting.py): who cannot leave a space, attack and
BOOST bonuses, move bonuses, damage prevented, attack range, values locked or set to an
amount. One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.effects import card_ref
from ..engine.interpreter import count, opponent, value
from . import refs
from .effects_combat import value_changed
from .events import ValueChange
from .lasting import Lasting, begin, lock

if TYPE_CHECKING:
    from .data import UnmatchedData


def effect_cannot_leave(data: "UnmatchedData", ctx: EffectContext, node: n.CannotLeave) -> None:
    """ "the opposing fighter cannot leave their space this turn"; no fighter named: all."""
    if node.fighters is None:
        begin(data, ctx, node)
        return
    refs.targets(data, ctx, node.fighters, call(_held, ctx, node))


@rule
def _held(data: "UnmatchedData", found: list[Fighter], ctx: EffectContext,
          node: n.CannotLeave) -> None:
    if found:
        begin(data, ctx, node, found)


def effect_attacks_plus(data: "UnmatchedData", ctx: EffectContext, node: n.AttacksPlus) -> None:
    """ "All of Bruce Lee's attacks this turn are +1 value." (this combat's too)"""
    fighters = refs.named(data, ctx, node.fighter.name)
    begin(data, ctx, node, fighters, amount=node.amount)
    combat = ctx.combat
    if combat is not None and combat.attacker in fighters:
        card_value = combat.values[combat.attack_card.id]
        if not card_value.locked:
            card_value.added += node.amount
            value_changed(data, ctx, combat.attack_card, card_value, ValueChange.ADD, node.amount)


def effect_boost_values_plus(data: "UnmatchedData", ctx: EffectContext,
                             node: n.BoostValuesPlus) -> None:
    begin(data, ctx, node, amount=node.amount)


def effect_move_bonus(data: "UnmatchedData", ctx: EffectContext, node: n.MoveBonus) -> None:
    """ "move your fighters +1 space for each VOYAGE card in your discard pile": the count
    when the maneuver's move begins."""
    begin(data, ctx, node, amount=node.amount * count(data, ctx, node.per))


def effect_cannot_gain_actions(data: "UnmatchedData", ctx: EffectContext,
                               node: n.CannotGainActions) -> None:
    """ "your opponent cannot gain actions" (this turn); `fighters` holds the player."""
    data.lasting.append(Lasting(node, ctx.player, (opponent(data, ctx),), False))  # this turn


def effect_prevent_damage(data: "UnmatchedData", ctx: EffectContext,
                          node: n.PreventDamage) -> None:
    """ "prevent all damage": your fighter takes none in this combat."""
    if ctx.fighter is not None:
        begin(data, ctx, node, [ctx.fighter], this_combat=True)


def effect_only_combat_damage(data: "UnmatchedData", ctx: EffectContext,
                              node: n.OnlyCombatDamage) -> None:
    subject = refs.fighter_now(data, ctx, node.fighter)
    if subject is not None:
        begin(data, ctx, node, [subject], this_combat=True)


def effect_attack_range(data: "UnmatchedData", ctx: EffectContext, node: n.AttackRange) -> None:
    """ "T-Rex can attack up to 2 spaces away." (this turn, as an effect)"""
    subject = refs.fighter_now(data, ctx, node.fighter)
    if subject is not None:
        begin(data, ctx, node, [subject], amount=node.distance)


def effect_values_locked(data: "UnmatchedData", ctx: EffectContext,
                         node: n.ValuesLocked) -> None:
    """ "for the rest of your turn, your cards' values are 4 and cannot be changed": the
    combat in progress too."""
    begin(data, ctx, node, amount=node.value)
    combat = ctx.combat
    if combat is not None:
        for card in combat.cards():
            if card.owner == ctx.player:
                lock(combat.values[card.id], node.value)
                value_changed(data, ctx, card, combat.values[card.id], ValueChange.LOCK, node.value)


def effect_value_equal_to(data: "UnmatchedData", ctx: EffectContext,
                          node: n.ValueEqualTo) -> None:
    """ "the value of this card is equal to the number of cards in your hand" (in a combat:
    its value now; "... and cannot be changed": locked at it)."""
    card = card_ref(data, ctx, node.card)
    combat = ctx.combat
    if card is None or combat is None or card.id not in combat.values:
        return
    card_value = combat.values[card.id]
    ctx.introduce(Referent.CARD, card)  # "... equal to its BOOST value": that card's
    if card_value.locked:
        return
    amount = value(data, ctx, node.value)
    if node.locked:
        lock(card_value, amount)
    else:
        card_value.set_to, card_value.added = amount, 0
    value_changed(data, ctx, card, card_value,
                  ValueChange.LOCK if node.locked else ValueChange.SET, amount)


def effect_discard_at_end(data: "UnmatchedData", ctx: EffectContext,
                          node: n.DiscardAtEnd) -> None:
    """ "discard this card at the end of your turn if you did not attack": an ONGOING card
    leaves play then (turns.py asks at the end of each of its owner's turns)."""
    if ctx.card is not None:
        begin(data, ctx, node)


EFFECTS: dict[type, Any] = {
    n.DiscardAtEnd: effect_discard_at_end,
    n.CannotLeave: effect_cannot_leave,
    n.AttacksPlus: effect_attacks_plus,
    n.BoostValuesPlus: effect_boost_values_plus,
    n.MoveBonus: effect_move_bonus,
    n.CannotGainActions: effect_cannot_gain_actions,
    n.PreventDamage: effect_prevent_damage,
    n.OnlyCombatDamage: effect_only_combat_damage,
    n.AttackRange: effect_attack_range,
    n.ValuesLocked: effect_values_locked,
    n.ValueEqualTo: effect_value_equal_to,
}
