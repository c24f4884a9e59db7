"""Effects that run other effects or answer them (issue 10): a cost paid for an effect
("discard 2 cards to gain 1 action"), several effects as one option, cycling forms
("change size"), sub-decks and card areas ("acquire a new mission", "your active gadget is
Hypnoray Blaster", "for each different ingredient symbol in your cauldron"), and reactions:
a card in the hand answering an opponent's effect before it happens ("If an effect would
let an opponent look at your hand, you may reveal this card and cancel that effect.").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from .agenda import Call, call, rule
from .card_places import area_key, move_card
from .cardsets_found import enough_cards
from .context import EffectContext
from .events import Transformed
from .subdecks import deal
from .interpreter import run_clause, run_sentence, subject_player

if TYPE_CHECKING:
    from .data import GameData


# ---------------------------------------------------------------- costs and groups


def can_pay(data: "GameData", ctx: EffectContext, cost: Any) -> bool:
    """Whether a cost can be paid in full: the cards to discard are there."""
    if isinstance(cost, n.Discard):
        hand = data.players[subject_player(data, ctx, cost.subject)].hand
        return len(hand) >= (cost.amount.value if cost.amount is not None else 0)
    if isinstance(cost, n.DiscardCards):  # "discard 2 cards to ..."
        wanted = 0 if cost.amount is None or cost.up_to else cost.amount.value
        return len(data.players[ctx.player].hand) >= wanted
    if isinstance(cost, n.DiscardMatching):
        return bool(data.players[subject_player(data, ctx, cost.player)].hand)
    if isinstance(cost, n.DiscardFromPile) and isinstance(cost.cards, n.TopCards):
        wanted = cost.cards.count.value if cost.cards.count is not None else 1
        return data.players[ctx.player].deck_size >= wanted
    if isinstance(cost, n.DiscardFromPile) and isinstance(cost.cards, n.CardSet):
        return enough_cards(data, ctx, cost.cards)  # "discard 2 cards from your cauldron"
    return True


def effect_pay_to(data: "GameData", ctx: EffectContext, node: n.PayTo) -> None:
    """ "discard 2 cards to gain 1 action": the effect only once the cost is paid in full;
    a cost that cannot be paid is not paid at all."""
    if not can_pay(data, ctx, node.cost):
        return
    data.then(call(run_clause, ctx, node.cost), call(_paid, ctx, node))


@rule
def _paid(data: "GameData", ctx: EffectContext, node: n.PayTo) -> None:
    data.then(call(run_clause, ctx, node.effect))


def effect_together(data: "GameData", ctx: EffectContext, node: n.Together) -> None:
    """ "- place Hamlet in any space in his zone and gain 1 action": one option, in order."""
    data.then(*(call(run_clause, ctx, effect) for effect in node.effects))


def effect_change_form(data: "GameData", ctx: EffectContext, node: n.ChangeForm) -> None:
    """ "change size": the hero's next form, in the order the hero file lists them (BIG,
    SMALL, BIG, ...)."""
    owner = data.players[ctx.player]
    forms = owner.hero.hero_fighter.forms
    if not forms:
        return
    at = next((i for i, f in enumerate(forms) if f.casefold() == (owner.form or "").casefold()),
              -1)
    owner.form = forms[(at + 1) % len(forms)]
    data.emit(Transformed(ctx.player, owner.form))


# ---------------------------------------------------------------- areas and sub-decks


def effect_acquire(data: "GameData", ctx: EffectContext, node: n.Acquire) -> None:
    """ "acquire a new mission": the next card of the hero's sub-deck of that name (or
    plural) dealt face up into its area (subdecks.py); nothing when the hero file declares
    no such sub-deck (W320) or it is used up."""
    deck = data.players[ctx.player].hero.sub_deck(node.area)
    if deck is not None:
        data.then(call(deal, ctx.player, deck.name, 1))


def area_holds(data: "GameData", ctx: EffectContext, node: n.AreaHolds) -> bool:
    """ "your active gadget is Hypnoray Blaster" """
    cards = data.players[ctx.player].areas.get(area_key(node.area), [])
    return any(data.cards[i].title.casefold() == node.title.casefold() for i in cards)


def symbol_count(data: "GameData", ctx: EffectContext, node: n.SymbolCount) -> int:
    """ "for each different ingredient symbol in your cauldron": the symbols its cards show."""
    cards = data.players[ctx.player].areas.get(area_key(node.area), [])
    return len({symbol for i in cards for symbol in data.cards[i].symbols})


# ---------------------------------------------------------------- reactions


def reactions(data: "GameData", player: int, kind: n.WouldKind) -> list[tuple[Any, Any, int]]:
    """The (card, section, sentence index) of the player's cards in hand that answer an
    effect of this kind ("If an effect would let an opponent look at your hand, ...")."""
    found = []
    for card_id in data.players[player].hand:
        card = data.cards[card_id]
        for section in card.definition.sections:
            for index, sentence in enumerate(section.sentences):
                if isinstance(sentence.condition, n.Would) and sentence.condition.kind is kind:
                    found.append((card, section, index))
    return found


def react(data: "GameData", ctx: EffectContext, player: int, kind: n.WouldKind,
          then: Call) -> None:
    """Before an effect of `ctx` does `kind` to `player`, each reaction the player holds may
    answer it; `then` runs unless one cancelled or ignored it."""
    answers = reactions(data, player, kind) if player != ctx.player else []
    if not answers:
        data.then(then)
        return
    for card, section, index in answers:
        reactor = EffectContext(player, None, section, card=card, answers=ctx,
                                source=card.definition.source)
        data.then(call(run_sentence, reactor, index, True))
    data.then(call(_unless_cancelled, ctx, then))


@rule
def _unless_cancelled(data: "GameData", ctx: EffectContext, then: Call) -> None:
    if ctx.cancelled:
        ctx.cancelled = False  # the next effect of the same text is not cancelled
        return
    data.then(then)


def discarded_by_opponent(data: "GameData", ctx: EffectContext, player: int,
                          card_id: int) -> None:
    """A card an opponent's effect made its owner discard: its sentences "If you discard
    this card as a result of an opponent's effect, ..." resolve, for its owner."""
    if player == ctx.player:
        return
    card = data.cards[card_id]
    for section in card.definition.sections:
        for index, sentence in enumerate(section.sentences):
            if isinstance(sentence.condition, n.DiscardedByOpponent):
                owner = EffectContext(player, None, section, card=card, answers=ctx,
                                      source=card.definition.source)
                data.then(call(run_sentence, owner, index, True))


def by_opponent(data: "GameData", ctx: EffectContext, node: n.DiscardedByOpponent) -> bool:
    """ "you discard this card as a result of an opponent's effect" """
    return ctx.answers is not None and ctx.card is not None and \
        ctx.card.id in ctx.answers.discarded


def would(data: "GameData", ctx: EffectContext, node: n.Would) -> bool:
    """A reaction's condition: it holds while the reaction answers an effect (react)."""
    return ctx.answers is not None


def effect_cancel_that_effect(data: "GameData", ctx: EffectContext, node: Any) -> None:
    """ "(you may reveal this card and) cancel that effect", "(you may choose to) ignore
    it": the effect answered does not happen, if the player did what the "may" offered."""
    if ctx.answers is not None and ctx.took_option.get(ctx.player, True):
        ctx.answers.cancelled = True


EFFECTS: dict[type, Any] = {
    n.PayTo: effect_pay_to,
    n.Together: effect_together,
    n.ChangeForm: effect_change_form,
    n.Acquire: effect_acquire,
    n.CancelThatEffect: effect_cancel_that_effect,
    n.IgnoreIt: effect_cancel_that_effect,
}

CONDITIONS: dict[type, Any] = {
    n.AreaHolds: area_holds,
    n.Would: would,
}

COUNTS: dict[type, Any] = {
    n.SymbolCount: symbol_count,
}
