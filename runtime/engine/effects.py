"""The effects every game system shares: cards and hands, resources, forms, and the
effects that run other effects. One handler per AST node class, in `EFFECTS`; generic
conditions, values and counts beside them. A game system merges these into its registries
(and may replace an entry, as Unmatched does for effects that reach into a combat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from .actions import (CardUse, DeclineUse, Decline, NumberUse, PickCard, PickEffect, PickForm,
                      PickNumber, pick_card)
from .agenda import call, rule
from .cards import (discard_from_hand, distinct_cards, draw, nameable_values, numbers_up_to,
                    random_card_in_hand, take_from_deck)
from .context import EffectContext
from .decisions import DecisionKind as K, choice
from . import effects_cardsets as cardsets, effects_flow as flow, effects_players as players
from .effects_piles import (count_cards, effect_choose_cards, effect_discard_from_pile,
                            effect_put_cards, effect_shuffle_into, effect_shuffle_pile,
                            shuffle_in)
from .events import (CardId, CardPutInHand, CardReturnedToHand, CardRevealed, HandShown,
                     ResourceChanged, Transformed, ValueNamed)
from .interpreter import (count, effect_may, holds, opponent, run_clause, subject_player,
                          value)

if TYPE_CHECKING:
    from .data import Card, GameData


# ---------------------------------------------------------------- resources


def effect_gain_resource(data: "GameData", ctx: EffectContext, node: n.GainResource) -> None:
    gain_resource(data, ctx.player, node.resource, value(data, ctx, node.amount))


def gain_resource(data: "GameData", player: int, name: str, amount: int) -> None:
    resource = data.players[player].hero.resource(name)
    if resource is None:
        return
    held = data.players[player].resources
    held[name] = min(resource.max, held[name] + amount)
    data.emit(ResourceChanged(player, name, held[name]))


def effect_spend(data: "GameData", ctx: EffectContext, node: n.Spend) -> None:
    have = data.players[ctx.player].resources.get(node.resource, 0)
    if node.amount is None:
        options = [PickNumber(k, NumberUse.SPEND, node.resource) for k in numbers_up_to(have)]
        data.ask(choice(ctx.player, K.SPEND, options, node), call(_spend, ctx, node))
    elif have >= node.amount.value:  # else: cannot pay, so what it pays for does not happen
        _spend(data, PickNumber(node.amount.value, NumberUse.SPEND, node.resource), ctx, node)


@rule
def _spend(data: "GameData", answer: PickNumber, ctx: EffectContext, node: n.Spend) -> None:
    held = data.players[ctx.player].resources
    held[node.resource] = held.get(node.resource, 0) - answer.value
    ctx.spent[node.resource] = ctx.spent.get(node.resource, 0) + answer.value
    data.emit(ResourceChanged(ctx.player, node.resource, held[node.resource]))
    if node.then is not None:
        data.then(call(run_clause, ctx, node.then))


def effect_choose_effects(data: "GameData", ctx: EffectContext, node: n.ChooseEffects) -> None:
    if node.all_if is not None and holds(data, ctx, node.all_if):  # "do both": nothing chosen
        data.then(*(call(run_clause, ctx, option) for option in node.options))
        return
    times = ctx.spent.get(node.per_spent, 0) if node.per_spent else node.count.value
    data.then(call(_choose_effect, ctx, node.options, min(times, len(node.options))))


@rule
def _choose_effect(data: "GameData", ctx: EffectContext, left: tuple, times: int) -> None:
    if times <= 0 or not left:
        return
    options = [PickEffect(i, effect) for i, effect in enumerate(left)]
    data.ask(choice(ctx.player, K.EFFECT, options), call(_chose_effect, ctx, left, times))


@rule
def _chose_effect(data: "GameData", answer: PickEffect, ctx: EffectContext, left: tuple,
                  times: int) -> None:
    rest = left[:answer.index] + left[answer.index + 1:]
    data.then(call(run_clause, ctx, left[answer.index]), call(_choose_effect, ctx, rest, times - 1))


def effect_transform(data: "GameData", ctx: EffectContext, node: n.Transform) -> None:
    if len(node.forms) > 1:
        options = [PickForm(form) for form in node.forms]
        data.ask(choice(ctx.player, K.FORM, options), call(_transform, ctx))
    else:
        _transform(data, PickForm(node.forms[0]), ctx)


@rule
def _transform(data: "GameData", answer: PickForm, ctx: EffectContext) -> None:
    data.players[ctx.player].form = answer.form
    data.emit(Transformed(ctx.player, answer.form))


# ---------------------------------------------------------------- drawing and discarding


def effect_draw(data: "GameData", ctx: EffectContext, node: n.Draw) -> None:
    player = subject_player(data, ctx, node.subject)
    amount = value(data, ctx, node.amount)
    if node.until:  # "draw until you have 7 cards in your hand"
        amount = max(0, amount - len(data.players[player].hand))
    ctx.drawn = []
    if node.up_to:
        options = [PickNumber(k, NumberUse.DRAW) for k in numbers_up_to(amount)]
        data.ask(choice(player, K.HOW_MANY, options, node), call(_draw_chosen, ctx, player))
    else:
        data.then(call(draw, player, amount, ctx))


@rule
def _draw_chosen(data: "GameData", answer: PickNumber, ctx: EffectContext, player: int) -> None:
    data.then(call(draw, player, answer.value, ctx))


def discarded_by_effect(data: "GameData", ctx: EffectContext, player: int, card_id: int) -> None:
    discard_from_hand(data, player, card_id, "effect")
    ctx.introduce(Referent.CARD, data.cards[card_id])
    ctx.introduce(Referent.DISCARDED_CARD, data.cards[card_id])
    ctx.discarded.append(card_id)
    flow.discarded_by_opponent(data, ctx, player, card_id)


def effect_discard(data: "GameData", ctx: EffectContext, node: n.Discard) -> None:
    """ "discard 1 card", "your opponent discards 1 random card" (which a card in that hand
    may answer: effects_flow.react)."""
    player = subject_player(data, ctx, node.subject)
    if node.amount is None:
        then = call(_discard_any, ctx, player, node.kind)
    else:
        then = call(_discard_next, ctx, player, node.amount.value, node.random)
    flow.react(data, ctx, player, n.WouldKind.DISCARD_FROM_HAND, then)


@rule
def _discard_next(data: "GameData", ctx: EffectContext, player: int, left: int,
                  at_random: bool) -> None:
    hand = data.players[player].hand
    if left <= 0 or not hand:
        return
    then = call(_discarded_one, ctx, player, left, at_random)
    if at_random:
        random_card_in_hand(data, player, then)
        return
    options = [pick_card(i, CardUse.DISCARD) for i in distinct_cards(data, hand)]
    data.ask(choice(player, K.DISCARD, options), then)


@rule
def _discarded_one(data: "GameData", answer: Any, ctx: EffectContext, player: int, left: int,
                   at_random: bool) -> None:
    card_id = answer.card if isinstance(answer, PickCard) else answer
    discarded_by_effect(data, ctx, player, card_id)
    data.then(call(_discard_next, ctx, player, left - 1, at_random))


@rule
def _discard_any(data: "GameData", ctx: EffectContext, player: int, kind: str | None) -> None:
    """ "discard any number of cards", "discard Dr. Jekyll cards": one at a time, until done."""
    hand = [i for i in data.players[player].hand
            if kind is None or data.cards[i].definition.user.casefold() == kind.casefold()]
    options = [Decline(DeclineUse.STOP_DISCARDING)] + [
        pick_card(i, CardUse.DISCARD) for i in distinct_cards(data, hand)]
    data.ask(choice(player, K.DISCARD, options), call(_discarded_any, ctx, player, kind))


@rule
def _discarded_any(data: "GameData", answer: Any, ctx: EffectContext, player: int,
                   kind: str | None) -> None:
    if isinstance(answer, PickCard):
        discarded_by_effect(data, ctx, player, answer.card)
        data.then(call(_discard_any, ctx, player, kind))


def effect_discard_cards(data: "GameData", ctx: EffectContext, node: n.DiscardCards) -> None:
    """ "discard up to 3 cards", "discard any number of cards" (written as Super Fantasy
    Brawl's cards write it): from the player's hand; answerable as any discard is."""
    if node.amount is None:
        then = call(_discard_any, ctx, ctx.player, None)
    elif node.up_to:
        then = call(_discard_up_to, ctx, ctx.player, value(data, ctx, node.amount))
    else:
        then = call(_discard_next, ctx, ctx.player, value(data, ctx, node.amount), False)
    data.then(then)


@rule
def _discard_up_to(data: "GameData", ctx: EffectContext, player: int, left: int) -> None:
    hand = data.players[player].hand
    if left <= 0 or not hand:
        return
    options = [Decline(DeclineUse.STOP_DISCARDING)] + [
        pick_card(i, CardUse.DISCARD) for i in distinct_cards(data, hand)]
    data.ask(choice(player, K.DISCARD, options), call(_discarded_up_to, ctx, player, left))


@rule
def _discarded_up_to(data: "GameData", answer: Any, ctx: EffectContext, player: int,
                     left: int) -> None:
    if isinstance(answer, PickCard):
        discarded_by_effect(data, ctx, player, answer.card)
        data.then(call(_discard_up_to, ctx, player, left - 1))


def effect_shuffle_discard(data: "GameData", ctx: EffectContext, node: n.ShuffleDiscard) -> None:
    """ "Shuffle all cards from your discard pile into your deck." """
    owner = data.players[ctx.player]
    shuffle_in(data, owner, list(owner.discard))


def effect_discard_matching(data: "GameData", ctx: EffectContext, node: n.DiscardMatching) -> None:
    player = subject_player(data, ctx, node.player)
    hand = [i for i in data.players[player].hand
            if data.cards[i].definition.value == ctx.named_value]
    if not hand:
        ctx.lacks_named_value.add(player)
        return
    options = [pick_card(i, CardUse.DISCARD) for i in distinct_cards(data, hand)]
    data.ask(choice(player, K.DISCARD, options), call(_discard_picked, ctx, player))


@rule
def _discard_picked(data: "GameData", answer: PickCard, ctx: EffectContext, player: int) -> None:
    discarded_by_effect(data, ctx, player, answer.card)


def effect_name_value(data: "GameData", ctx: EffectContext, node: n.NameValue) -> None:
    options = [PickNumber(v, NumberUse.NAME) for v in nameable_values(data)]
    data.ask(choice(ctx.player, K.NAME, options), call(_named, ctx))


@rule
def _named(data: "GameData", answer: PickNumber, ctx: EffectContext) -> None:
    ctx.named_value = answer.value
    data.emit(ValueNamed(ctx.player, answer.value))


def discard_for_them(data: "GameData", ctx: EffectContext, node: n.ChooseCardFor) -> None:
    """ "Choose N cards in their hand for them to discard": your choice, their cards."""
    foe = opponent(data, ctx)
    flow.react(data, ctx, foe, n.WouldKind.DISCARD_FROM_HAND,
               call(_choose_for_them, ctx, foe, node.count.value))


@rule
def _choose_for_them(data: "GameData", ctx: EffectContext, foe: int, left: int) -> None:
    hand = data.players[foe].hand
    if left <= 0 or not hand:
        return
    options = [pick_card(i, CardUse.DISCARD) for i in distinct_cards(data, hand)]
    data.ask(choice(ctx.player, K.DISCARD, options), call(_chosen_for_them, ctx, foe, left))


@rule
def _chosen_for_them(data: "GameData", answer: PickCard, ctx: EffectContext, foe: int,
                     left: int) -> None:
    discard_from_hand(data, foe, answer.card, "effect")
    ctx.discarded.append(answer.card)
    flow.discarded_by_opponent(data, ctx, foe, answer.card)
    data.then(call(_choose_for_them, ctx, foe, left - 1))


# ---------------------------------------------------------------- the deck and the hand


def effect_reveal_top(data: "GameData", ctx: EffectContext, node: n.RevealTop) -> None:
    owner = data.players[ctx.player]
    if owner.deck_size == 0:
        return  # nothing to reveal, and no exhaustion: it is not a draw
    if owner.deck_top:
        _revealed(data, None, ctx)
    else:
        take_from_deck(data, ctx.player, call(_revealed, ctx))


@rule
def _revealed(data: "GameData", card_id: CardId | None, ctx: EffectContext) -> None:
    owner = data.players[ctx.player]
    if card_id is not None:
        owner.deck_top.insert(0, card_id)
    top = data.cards[owner.deck_top[0]]
    ctx.introduce(Referent.CARD, top)
    data.revealed.add(top.id)
    data.emit(CardRevealed(ctx.player, top.id))


def effect_put_in_hand(data: "GameData", ctx: EffectContext, node: n.PutInHand) -> None:
    card = card_ref(data, ctx, node.card)
    owner = data.players[ctx.player]
    if card is not None and card.id in owner.deck_top:
        owner.deck_top.remove(card.id)
        owner.hand.append(card.id)
        data.emit(CardPutInHand(ctx.player, card.id))


def effect_reveal_hand(data: "GameData", ctx: EffectContext, node: Any) -> None:
    """ "Reveal your hand", "Look at your opponent's hand" (which a card in that hand may
    answer: effects_flow.react)."""
    player = subject_player(data, ctx, node.player)
    if isinstance(node, n.LookAtHand):
        flow.react(data, ctx, player, n.WouldKind.LOOK_AT_HAND, call(_hand_shown, player))
    else:
        _hand_shown(data, player)


@rule
def _hand_shown(data: "GameData", player: int) -> None:
    data.revealed.update(data.players[player].hand)  # seen by every player
    data.emit(HandShown(player, tuple(sorted(data.players[player].hand))))


def effect_keep_one(data: "GameData", ctx: EffectContext, node: n.KeepOne) -> None:
    owner = data.players[ctx.player]
    drawn = [i for i in ctx.drawn if i in owner.hand]
    if drawn:
        options = [pick_card(i, CardUse.KEEP) for i in distinct_cards(data, drawn)]
        data.ask(choice(ctx.player, K.KEEP, options), call(_kept, ctx, tuple(drawn)))


@rule
def _kept(data: "GameData", answer: PickCard, ctx: EffectContext,
          drawn: tuple[CardId, ...]) -> None:
    data.then(call(_to_bottom, ctx, tuple(i for i in drawn if i != answer.card)))


@rule
def _to_bottom(data: "GameData", ctx: EffectContext, others: tuple[CardId, ...]) -> None:
    if others:
        options = [pick_card(i, CardUse.ON_BOTTOM) for i in distinct_cards(data, list(others))]
        data.ask(choice(ctx.player, K.ORDER, options), call(_put_on_bottom, ctx, others))


@rule
def _put_on_bottom(data: "GameData", answer: PickCard, ctx: EffectContext,
                   others: tuple[CardId, ...]) -> None:
    owner = data.players[ctx.player]
    owner.hand.remove(answer.card)
    owner.deck_bottom.append(answer.card)
    data.revealed.discard(answer.card)
    data.then(call(_to_bottom, ctx, tuple(i for i in others if i != answer.card)))


def return_top_of_discard(data: "GameData", ctx: EffectContext) -> None:
    owner = data.players[ctx.player]
    if owner.discard:
        card_id = owner.discard.pop()
        owner.hand.append(card_id)
        data.revealed.add(card_id)  # it was face up on the pile
        data.emit(CardReturnedToHand(ctx.player, card_id))


# ---------------------------------------------------------------- cards named in text


def card_ref(data: "GameData", ctx: EffectContext, ref: n.CardRef) -> "Card | None":
    """The card a reference names; references into a combat are the system's to resolve."""
    if isinstance(ref, n.FightersCards):  # "his defense cards": a card of the combat
        return data.system.combat_card(data, ctx, ref)
    if isinstance(ref, n.FighterCard):  # "the opposing fighter's card": the system names it
        named = data.system.cards_named(data, ctx, ref)
        return data.cards[named[0]] if named else None
    word = ref.word
    if word is n.CardWord.THIS_CARD:
        return ctx.card
    if word in (n.CardWord.IT, n.CardWord.THE_CARD, n.CardWord.THAT_CARD,
                n.CardWord.THE_DISCARDED_CARD):
        return ctx.referent(ref)
    if word is n.CardWord.TOP_OF_DISCARD:
        return None  # read by "return ... to your hand" itself
    if word is n.CardWord.YOUR_CARD:  # of the cards the step it is bound to found, yours
        return next((data.cards[i] for i in ctx.referent(ref) or ()
                     if data.cards[i].owner == ctx.player), None)
    if word is n.CardWord.THEIR_CARD and ref.binding is not None:  # theirs, of those found
        found = ctx.referents.get((ref.binding, Referent.CARDS)) or ()
        return next((data.cards[i] for i in found
                     if data.cards[i].owner == opponent(data, ctx)), None)
    return data.system.combat_card(data, ctx, word)


# ---------------------------------------------------------------- conditions, values, counts


def _both(data: "GameData", ctx: EffectContext, node: n.Both) -> bool:
    from .interpreter import holds

    return holds(data, ctx, node.first) and holds(data, ctx, node.second)


def _did_optional(data: "GameData", ctx: EffectContext, node: n.DidOptional) -> bool:
    if node.binding is not None:  # the step the resolver bound it to: did it happen?
        return ctx.done.get(node.binding, False) is node.did
    player = ctx.player if node.player is n.Player.YOU else opponent(data, ctx)
    if player not in ctx.took_option:  # "X and Y may swap spaces. If they do": the fighters
        player = ctx.player
    return ctx.took_option.get(player, False) is node.did


def _form_is(data: "GameData", ctx: EffectContext, node: n.FormIs) -> bool:
    return (data.players[ctx.player].form or "").casefold() == node.form.casefold()


def _lacks_named_value(data: "GameData", ctx: EffectContext, node: n.LacksNamedValue) -> bool:
    return opponent(data, ctx) in ctx.lacks_named_value


def _boost_value(data: "GameData", ctx: EffectContext, node: n.BoostValue) -> int:
    target = card_ref(data, ctx, node.card)
    return (target.definition.boost or 0) if target else 0


def _printed_value(data: "GameData", ctx: EffectContext, node: n.PrintedValue) -> int:
    target = card_ref(data, ctx, node.card)
    return (target.definition.value or 0) if target else 0


EFFECTS: dict[type, Any] = {
    n.May: effect_may,
    n.Spend: effect_spend,
    n.ChooseEffects: effect_choose_effects,
    n.GainResource: effect_gain_resource,
    n.Transform: effect_transform,
    n.Draw: effect_draw,
    n.Discard: effect_discard,
    n.DiscardMatching: effect_discard_matching,
    n.DiscardCards: effect_discard_cards,
    n.ShuffleDiscard: effect_shuffle_discard,
    n.NameValue: effect_name_value,
    n.RevealTop: effect_reveal_top,
    n.PutInHand: effect_put_in_hand,
    n.RevealHand: effect_reveal_hand,
    n.LookAtHand: effect_reveal_hand,
    n.KeepOne: effect_keep_one,
    n.ChooseCards: effect_choose_cards,
    n.PutCards: effect_put_cards,
    n.ShufflePile: effect_shuffle_pile,
    **flow.EFFECTS,
    n.ShuffleInto: effect_shuffle_into,
    n.DiscardFromPile: effect_discard_from_pile,
    **cardsets.EFFECTS,
    **players.EFFECTS,
}

CONDITIONS: dict[type, Any] = {
    n.Both: _both,
    n.DidOptional: _did_optional,
    n.FormIs: _form_is,
    n.LacksNamedValue: _lacks_named_value,
    n.SearchedDeck: cardsets.searched_deck,
    **flow.CONDITIONS,
    n.DiscardedByOpponent: flow.by_opponent,
}

VALUES: dict[type, Any] = {
    n.Number: lambda data, ctx, node: node.value,
    n.EqualTo: lambda data, ctx, node: value(data, ctx, node.expr),
    n.BoostValue: _boost_value,
    n.PrintedValue: _printed_value,
    n.ThatMany: cardsets.that_many,
    **players.VALUES,
}

COUNTS: dict[type, Any] = {
    n.ResourceCount: lambda data, ctx, node: data.players[ctx.player].resources.get(node.resource, 0),
    n.SpentCount: lambda data, ctx, node: ctx.spent.get(node.resource, 0),
    n.DiscardedCount: lambda data, ctx, node: len(ctx.discarded),
    n.DamageDealtCount: lambda data, ctx, node: ctx.damage_dealt,
    n.CardCount: count_cards,
    **flow.COUNTS,
}
