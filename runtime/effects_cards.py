"""The interpreter's effects on cards: drawing, discarding, the deck and the hand.

One `effect_*` function per effect node; interpreter.py registers them in `EFFECTS`.
"""

from __future__ import annotations

from cardsmith.grammar import nodes as n

from . import refs
from .context import EffectContext
from .decisions import Action
from .effect_targets import distinct_cards, subject_player
from .engine import (Steps, ask, discard_from_hand, draw, highest_printed_value,
                     random_card_in_hand, take_from_deck)
from .state import GameData


# ---------------------------------------------------------------- drawing and discarding


def effect_draw(data: GameData, ctx: EffectContext, node: n.Draw) -> Steps:
    player = subject_player(data, ctx, node.subject)
    count = refs.value(data, ctx, node.amount)
    if node.up_to:
        options = [Action(f"Draw {k}", k) for k in range(count + 1)]
        count = yield from ask(player, "how many", "draw how many cards?", options)
    ctx.drawn = yield from draw(data, player, count)


def effect_discard(data: GameData, ctx: EffectContext, node: n.Discard) -> Steps:
    player = subject_player(data, ctx, node.subject)
    if node.amount is None:
        yield from _discard_any(data, ctx, player, node.kind)
        return
    for _ in range(node.amount.value):
        hand = data.players[player].hand
        if not hand:
            return
        if node.random:
            card_id = yield from random_card_in_hand(data, player)
        else:
            options = [Action(f"Discard {data.cards[i].label}", i) for i in distinct_cards(data, hand)]
            card_id = yield from ask(player, "discard", "discard a card", options)
        discard_from_hand(data, player, card_id, "effect")
        ctx.last_card = data.cards[card_id]
        ctx.discarded.append(card_id)


def _discard_any(data: GameData, ctx: EffectContext, player: int, kind: str | None) -> Steps:
    """ "discard any number of cards", "discard Dr. Jekyll cards": one at a time, until done."""
    while True:
        hand = [i for i in data.players[player].hand
                if kind is None or data.cards[i].definition.user.casefold() == kind.casefold()]
        options = [Action("Stop discarding", None)] + [
            Action(f"Discard {data.cards[i].label}", i) for i in distinct_cards(data, hand)]
        card_id = yield from ask(player, "discard", "discard another card?", options)
        if card_id is None:
            return
        discard_from_hand(data, player, card_id, "effect")
        ctx.last_card = data.cards[card_id]
        ctx.discarded.append(card_id)


def effect_discard_matching(data: GameData, ctx: EffectContext, node: n.DiscardMatching) -> Steps:
    player = subject_player(data, ctx, node.player)
    hand = [i for i in data.players[player].hand
            if data.cards[i].definition.value == ctx.named_value]
    if not hand:
        ctx.lacks_named_value.add(player)
        return
    options = [Action(f"Discard {data.cards[i].label}", i) for i in distinct_cards(data, hand)]
    card_id = yield from ask(player, "discard", "discard a card of the named value", options)
    discard_from_hand(data, player, card_id, "effect")
    ctx.last_card = data.cards[card_id]
    ctx.discarded.append(card_id)


def effect_name_value(data: GameData, ctx: EffectContext, node: n.NameValue) -> Steps:
    highest = highest_printed_value(data)
    options = [Action(f"Name {value}", value) for value in range(highest + 1)]
    ctx.named_value = yield from ask(ctx.player, "name", "name a value", options)
    data.log("name value", player=ctx.player, value=ctx.named_value)


# ---------------------------------------------------------------- the deck and the hand


def effect_reveal_top(data: GameData, ctx: EffectContext, node: n.RevealTop) -> Steps:
    owner = data.players[ctx.player]
    if owner.deck_size == 0:
        return  # nothing to reveal, and no exhaustion: it is not a draw
    if not owner.deck_top:
        owner.deck_top.insert(0, (yield from take_from_deck(data, ctx.player)))
    ctx.last_card = data.cards[owner.deck_top[0]]
    data.log("reveal", player=ctx.player, card=ctx.last_card.definition.id)


def effect_put_in_hand(data: GameData, ctx: EffectContext, node: n.PutInHand) -> Steps:
    card = refs.card(ctx, node.card)
    owner = data.players[ctx.player]
    if card is not None and card.id in owner.deck_top:
        owner.deck_top.remove(card.id)
        owner.hand.append(card.id)
        data.log("put in hand", player=ctx.player, card=card.definition.id)
    return
    yield


def effect_reveal_hand(data: GameData, ctx: EffectContext, node) -> Steps:
    # Everyone sees the hand: the engine has no hidden information to change.
    player = subject_player(data, ctx, node.player)
    data.log("look at hand", player=player,
             cards=sorted(data.cards[i].definition.id for i in data.players[player].hand))
    return
    yield


def effect_choose_card_for(data: GameData, ctx: EffectContext, node: n.ChooseCardFor) -> Steps:
    foe = refs.opponent(data, ctx)
    if node.purpose == "discard":
        for _ in range(node.count.value):
            hand = data.players[foe].hand
            if not hand:
                return
            options = [Action(f"Discard {data.cards[i].label}", i) for i in distinct_cards(data, hand)]
            card_id = yield from ask(ctx.player, "discard", "choose a card for them to discard",
                                     options)
            discard_from_hand(data, foe, card_id, "effect")
        return
    yield from _choose_their_attack(data, ctx, foe)


def _choose_their_attack(data: GameData, ctx: EffectContext, foe: int) -> Steps:
    """Do My Bidding: you choose the card the attacker plays, from their hand."""
    from .combat import attack_cards
    from .context import CardValue

    combat = ctx.combat
    if combat is None:
        return
    cards = attack_cards(data, combat.attacker)
    if not cards:
        return
    options = [Action(f"They play {data.cards[i].label}", i) for i in distinct_cards(data, cards)]
    card_id = yield from ask(ctx.player, "attack card", "choose their attack card", options)
    data.players[foe].hand.remove(card_id)
    combat.kept.discard(card_id)  # it may be the card just returned: it is in play again
    combat.attack_card = data.cards[card_id]
    combat.values[card_id] = CardValue(combat.attack_card.definition.value or 0)
    data.log("attack card", player=foe, card=combat.attack_card.definition.id)


def effect_keep_one(data: GameData, ctx: EffectContext, node: n.KeepOne) -> Steps:
    owner = data.players[ctx.player]
    drawn = [i for i in ctx.drawn if i in owner.hand]
    if not drawn:
        return
    options = [Action(f"Keep {data.cards[i].label}", i) for i in distinct_cards(data, drawn)]
    kept = yield from ask(ctx.player, "keep", "keep one card", options)
    others = [i for i in drawn if i != kept]
    while others:
        options = [Action(f"Put {data.cards[i].label} on the bottom next", i)
                   for i in distinct_cards(data, others)]
        card_id = yield from ask(ctx.player, "order", "the next card on the bottom", options)
        others.remove(card_id)
        owner.hand.remove(card_id)
        owner.deck_bottom.append(card_id)


def effect_put_on_deck(data: GameData, ctx: EffectContext, node: n.PutOnDeck) -> Steps:
    owner = data.players[ctx.player]
    for position in range(min(node.count.value, len(owner.hand))):
        options = [Action(f"Put {data.cards[i].label} on top", i)
                   for i in distinct_cards(data, owner.hand)]
        card_id = yield from ask(ctx.player, "order", "the next card for the top of your deck",
                                 options)
        owner.hand.remove(card_id)
        owner.deck_top.insert(position, card_id)  # each card is always in one place


def effect_return_card(data: GameData, ctx: EffectContext, node: n.ReturnCard) -> Steps:
    # a card in play goes back to its owner's hand ("to their hand" for the opponent's)
    owner = data.players[ctx.player]
    if node.card.word is n.CardWord.TOP_OF_DISCARD:
        if owner.discard:
            card_id = owner.discard.pop()
            owner.hand.append(card_id)
            data.log("return card", player=ctx.player, card=data.cards[card_id].definition.id)
        return
    card = refs.card(ctx, node.card)
    if card is not None and ctx.combat is not None and card.id not in ctx.combat.kept:
        ctx.combat.kept.add(card.id)
        data.players[card.owner].hand.append(card.id)
        data.log("return card", player=card.owner, card=card.definition.id)
    return
    yield


def effect_transform(data: GameData, ctx: EffectContext, node: n.Transform) -> Steps:
    form = node.forms[0]
    if len(node.forms) > 1:
        options = [Action(f"Transform into {f}", f) for f in node.forms]
        form = yield from ask(ctx.player, "form", "transform into", options)
    data.players[ctx.player].form = form
    data.log("transform", player=ctx.player, form=form)
