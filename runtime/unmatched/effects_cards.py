"""Card effects that reach into a combat or the turn: the card an opponent must play
(Do My Bidding), returning a card in play to a hand, gaining actions, ending the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from ..engine.actions import CardUse, PickCard, pick_card
from ..engine.agenda import call, rule
from ..engine.cards import distinct_cards
from ..engine.context import EffectContext
from ..engine.effects import card_ref, discard_for_them, return_top_of_discard
from ..engine.events import CardReturnedToHand
from ..engine.interpreter import opponent
from ..engine.decisions import DecisionKind as K, choice
from .combat import attack_cards
from .combat_data import CardValue
from .lasting import cannot_gain_actions
from .events import ActionsGained, AttackCardChosen, TurnEnded

if TYPE_CHECKING:
    from .data import UnmatchedData


def effect_choose_card_for(data: "UnmatchedData", ctx: EffectContext,
                           node: n.ChooseCardFor) -> None:
    if node.purpose == "discard":
        discard_for_them(data, ctx, node)
        return
    # Do My Bidding: you choose the card the attacker plays, from their hand; only the
    # attacker plays an attack card, so it does nothing unless "they" are attacking.
    combat, foe = ctx.combat, opponent(data, ctx)
    if combat is None or combat.attacker.owner != foe:
        return
    cards = attack_cards(data, combat.attacker)
    if cards:
        options = [pick_card(i, CardUse.THEY_PLAY) for i in distinct_cards(data, cards)]
        data.ask(choice(ctx.player, K.ATTACK_CARD, options), call(_they_play, ctx, foe))


@rule
def _they_play(data: "UnmatchedData", answer: PickCard, ctx: EffectContext, foe: int) -> None:
    combat = ctx.combat
    data.players[foe].hand.remove(answer.card)
    data.in_play.append(answer.card)
    combat.played.append(answer.card)
    combat.attack_card = data.cards[answer.card]
    combat.values[answer.card] = CardValue(combat.attack_card.definition.value or 0)
    data.emit(AttackCardChosen(foe, answer.card))


def effect_return_card(data: "UnmatchedData", ctx: EffectContext, node: n.ReturnCard) -> None:
    """A card in play goes back to its owner's hand ("to their hand" for the opponent's)."""
    if node.card.word is n.CardWord.TOP_OF_DISCARD:
        return_top_of_discard(data, ctx)
        return
    card = card_ref(data, ctx, node.card)
    if card is not None and ctx.combat is not None and card.id in data.in_play:
        data.in_play.remove(card.id)
        data.players[card.owner].hand.append(card.id)
        data.revealed.add(card.id)  # it was face up in the combat
        data.emit(CardReturnedToHand(card.owner, card.id))


def effect_gain_action(data: "UnmatchedData", ctx: EffectContext, node: n.GainAction) -> None:
    if cannot_gain_actions(data, ctx.player):  # "your opponent cannot gain actions"
        return
    data.actions_left += node.amount.value
    data.emit(ActionsGained(ctx.player, node.amount.value))


def effect_end_turn(data: "UnmatchedData", ctx: EffectContext, node: n.EndTurn) -> None:
    data.actions_left = 0
    data.emit(TurnEnded(ctx.player))
