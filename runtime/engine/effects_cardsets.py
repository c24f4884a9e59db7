"""Cards as objects (issue 10), part 2: the effects on a set of cards an effect names ("the
top 4 cards of your deck", "a JEET KUNE DO card in your discard pile", "2 of them", "the
other 2"): looked at, revealed, taken, added to a hand, stored in an area, returned,
searched for, put on a deck, discarded.

`cards_of` (cardsets_found.py) finds the cards, asking the player where the text offers a
choice; `move_card` (card_places.py) takes a card from wherever it is. What a step found is
"them" ("it" for one) for the steps after it (grammar/resolve.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from .actions import PickPile
from .agenda import call, rule
from .card_places import move_card, pile_list, piles_of
from .cardsets_found import _random_next, cards_of, pick_cards
from .context import EffectContext
from .decisions import DecisionKind as K, choice
from .effects_piles import (effect_choose_cards as choose_to_put,
                            effect_discard_from_pile as discard_top_cards, effect_put_cards as put_them,
                            effect_shuffle_into as shuffle_pile_into, matches, pile_owner,
                            put_after, put_next, shuffle_in, take_out)
from .events import CardDiscarded, CardId, CardRevealed
from .interpreter import subject_player

if TYPE_CHECKING:
    from .data import GameData


def _found(data: "GameData", ctx: EffectContext, found: tuple) -> None:
    """What the step found: "them" (instances), "it" (the one card)."""
    ctx.introduce(Referent.CARDS, found)
    if len(found) == 1:
        ctx.introduce(Referent.CARD, data.cards[found[0]])


def effect_choose_cards(data: "GameData", ctx: EffectContext, node: n.ChooseCards) -> None:
    """ "choose a JEET KUNE DO card in your discard pile": what is chosen is "it" ("them")
    for the steps after; chosen to be put on the deck in any order: effects_piles."""
    if isinstance(node.cards, n.CardSet) and put_after(ctx) is not None:
        choose_to_put(data, ctx, node)
        return
    cards_of(data, ctx, node.cards, call(_looked, ctx))


def effect_put_cards(data: "GameData", ctx: EffectContext, node: n.PutCards) -> None:
    """ "put them on top of your deck in any order" (effects_piles), "put 2 of them in your
    hand", "put the other 2 back on top of your deck in any order", "put it in your hand
    or cauldron", "put them back in any order" """
    if isinstance(node.cards, n.CardsThem) and node.destination in (
            n.Destination.ON_TOP, n.Destination.ON_BOTTOM) and node.order is n.Order.ANY:
        put_them(data, ctx, node)
        return
    cards_of(data, ctx, node.cards, call(_put, ctx, node))


@rule
def _put(data: "GameData", found: tuple, ctx: EffectContext, node: n.PutCards) -> None:
    destination = node.destination
    if destination is n.Destination.IN and node.pile is not None:
        _put_in(data, found, ctx, node.pile, True)
        return
    if destination in (n.Destination.BACK, n.Destination.ON_TOP_SAME):
        destination = n.Destination.ON_TOP  # where they were looked at: the deck's top
    if destination not in (n.Destination.ON_TOP, n.Destination.ON_BOTTOM):
        return
    ctx.moved_cards.extend(found)
    if node.order is n.Order.RANDOM and len(found) > 1:  # their order by chance
        data.then(call(_random_next, ctx.player, found, (), len(found),
                       call(_put_in_order, ctx, destination)))
        return
    if node.order is None or len(found) <= 1:
        for position, card_id in enumerate(found):
            move_card(data, card_id, n.PileKind.DECK, None, destination is n.Destination.ON_TOP)
        _found(data, ctx, found)
        return
    for card_id in found:  # picked in order: the first picked ends on top
        take_out(data, card_id)
    data.then(call(put_next, ctx, found, destination, 0, len(found), ()))


@rule
def _put_in_order(data: "GameData", found: tuple, ctx: EffectContext,
                  destination: n.Destination) -> None:
    """On top of (or under) their owners' decks in this order: the last one put ends on top
    (or at the very bottom)."""
    for card_id in found:
        move_card(data, card_id, n.PileKind.DECK, None, destination is n.Destination.ON_TOP)
    _found(data, ctx, found)


def effect_discard_from_pile(data: "GameData", ctx: EffectContext, node: n.DiscardFromPile) -> None:
    """ "discard up to 3 cards from your cauldron", "discard all cards in your cauldron": a
    set of cards to their owners' discard piles; the top cards of a deck: effects_piles."""
    if not isinstance(node.cards, n.CardSet):
        discard_top_cards(data, ctx, node)
        return
    player = subject_player(data, ctx, node.subject)  # who chooses: who discards
    cards_of(data, ctx.acting_for(player), node.cards, call(_discarded, ctx))


@rule
def _discarded(data: "GameData", found: tuple, ctx: EffectContext) -> None:
    for card_id in found:
        owner = data.cards[card_id].owner
        take_out(data, card_id)
        data.players[owner].discard.append(card_id)
        data.revealed.discard(card_id)
        ctx.discarded.append(card_id)
        data.emit(CardDiscarded(owner, card_id, "effect"))
    _found(data, ctx, found)


def effect_look_at(data: "GameData", ctx: EffectContext, node: n.LookAt) -> None:
    """ "look at the top 4 cards of your deck": they stay where they are, known."""
    cards_of(data, ctx, node.cards, call(_looked, ctx))


@rule
def _looked(data: "GameData", found: tuple, ctx: EffectContext) -> None:
    _found(data, ctx, found)


def effect_reveal(data: "GameData", ctx: EffectContext, node: n.Reveal) -> None:
    """ "reveal the top 2 cards of their deck", "reveal a card from your hand", "each player
    reveals a card from their hand" (each chooses theirs: "their" is the subject's; one
    after the other, each seeing what the ones before revealed); "... simultaneously
    reveals ...": each chooses unseen by the others, then all are revealed at once."""
    players = tuple(data.system.players_of(data, ctx, node.subject))
    if node.simultaneous:
        reveal_unseen(data, ctx, node, players)
        return
    for player in players:  # (a group's players each reveal in turn: effects_players)
        cards_of(data, ctx.acting_for(player), node.cards, call(_revealed, ctx))


def reveal_unseen(data: "GameData", ctx: EffectContext, node: n.Reveal,
                  players: tuple[int, ...]) -> None:
    """Each of the players chooses what they reveal ("their hand": their own), unseen by
    the others; once the last has chosen, all are revealed."""
    data.then(call(_choose_unseen, (), ctx, node, players))


@rule
def _choose_unseen(data: "GameData", chosen: tuple[CardId, ...], ctx: EffectContext,
                   node: n.Reveal, players: tuple[int, ...]) -> None:
    """The next player chooses; the cards chosen so far stay where they are, unrevealed
    (held only on the agenda, which no observation shows), until the last has chosen."""
    if not players:
        _revealed(data, chosen, ctx)
        return
    acting = ctx.acting_as(players[0])
    acting.opponent = players[0]  # "their hand": their own, the effect's player's too
    cards_of(data, acting, node.cards,
             call(_chosen_unseen, chosen, ctx, node, players[1:]))


@rule
def _chosen_unseen(data: "GameData", found: tuple[CardId, ...], chosen: tuple[CardId, ...],
                   ctx: EffectContext, node: n.Reveal, players: tuple[int, ...]) -> None:
    for card_id in found:  # kept last in its hand: the hidden place it holds tells nothing
        hand = data.players[data.cards[card_id].owner].hand
        if card_id in hand:
            hand.remove(card_id)
            hand.append(card_id)
    _choose_unseen(data, chosen + found, ctx, node, players)


@rule
def _revealed(data: "GameData", found: tuple, ctx: EffectContext) -> None:
    for card_id in found:
        data.revealed.add(card_id)
        data.emit(CardRevealed(data.cards[card_id].owner, card_id))
    _found(data, ctx, found)


def effect_take_cards(data: "GameData", ctx: EffectContext, node: n.TakeCards) -> None:
    """ "take all other VOYAGE cards from your discard pile" (and a later step puts them)."""
    cards_of(data, ctx, node.cards, call(_looked, ctx))


def effect_add_to(data: "GameData", ctx: EffectContext, node: n.AddTo) -> None:
    """ "add it to your hand", "add 2 of them to your hand" """
    cards_of(data, ctx, node.cards, call(_put_in, ctx, node.pile, True))


def effect_store_cards(data: "GameData", ctx: EffectContext, node: n.StoreCards) -> None:
    """ "store it in your Vibranium Suit": an area of the hero's."""
    cards_of(data, ctx, node.cards, call(_put_in, ctx, node.pile, True))


def effect_return_cards(data: "GameData", ctx: EffectContext, node: n.ReturnCards) -> None:
    """ "return a card in your discard pile to your cauldron", "return this card to the top
    of your deck", "return one card you boosted with to your hand" """
    cards_of(data, ctx, node.cards, call(_put_in, ctx, node.pile, True))


@rule
def _put_in(data: "GameData", found: tuple, ctx: EffectContext, pile: n.Pile,
            on_top: bool) -> None:
    if pile.either and pile.also is not None and found:
        data.then(call(choose_pile, ctx, found, pile))
        return
    player = pile_owner(data, ctx, pile.owner) if pile.kind is n.PileKind.AREA else None
    for card_id in found:
        move_card(data, card_id, pile.kind, pile.area, on_top, player)
        ctx.moved_cards.append(card_id)
    _found(data, ctx, found)


@rule
def choose_pile(data: "GameData", ctx: EffectContext, found: tuple, pile: n.Pile) -> None:
    """ "put it in your hand or cauldron": the player's choice of the two."""
    options = [PickPile(kind, area) for kind, area in piles_of(pile)]
    data.ask(choice(ctx.player, K.PILE, options), call(_pile_chosen, ctx, found))


@rule
def _pile_chosen(data: "GameData", answer: Any, ctx: EffectContext, found: tuple) -> None:
    _put_in(data, found, ctx, n.Pile(answer.kind, area=answer.area), True)


def effect_search(data: "GameData", ctx: EffectContext, node: n.Search) -> None:
    """ "search your deck and discard pile for the EXCALIBUR card": the player picks one of
    the matching cards there; "you searched your deck" holds once the deck was searched."""
    owner = data.players[pile_owner(data, ctx, node.pile.owner)]
    places = piles_of(node.pile)
    # "your deck or discard pile": the one the card is taken from is the one searched
    ctx.searched_deck = not node.pile.either and any(k is n.PileKind.DECK for k, _ in places)
    found = [i for kind, area in places for i in pile_list(owner, kind, area)
             if _searched_for(data, ctx, i, node.cards)]
    data.then(call(pick_cards, ctx.player, tuple(found), (), 1, False, call(_searched, ctx)))


def _searched_for(data: "GameData", ctx: EffectContext, card_id: CardId, cards: Any) -> bool:
    if isinstance(cards, n.TitledCard):
        return data.cards[card_id].title.casefold() == cards.title.casefold()
    return isinstance(cards, n.CardSet) and matches(data, card_id, cards)


@rule
def _searched(data: "GameData", found: tuple, ctx: EffectContext) -> None:
    owner = data.players[ctx.player]
    deck = owner.deck_top + owner.pile + owner.deck_bottom
    ctx.took_from_deck = any(i in deck for i in found)
    ctx.searched_deck = ctx.searched_deck or ctx.took_from_deck
    _found(data, ctx, found)


def effect_shuffle_into(data: "GameData", ctx: EffectContext, node: n.ShuffleInto) -> None:
    """ "shuffle this card (back) into your deck", "shuffle them into ...": the cards go into
    the deck, which is shuffled; a whole pile: effects_piles."""
    cards, pile = node.cards, node.pile
    if not isinstance(cards, (n.CardRef, n.CardsThem)) or pile.kind is not n.PileKind.DECK:
        shuffle_pile_into(data, ctx, node)
        return
    found = [ctx.card.id] if isinstance(cards, n.CardRef) and cards.word is n.CardWord.THIS_CARD \
        and ctx.card is not None else list(ctx.referent(cards) or ())
    shuffle_in(data, data.players[pile_owner(data, ctx, pile.owner)], found)


def searched_deck(data: "GameData", ctx: EffectContext, node: n.SearchedDeck) -> bool:
    """ "you searched your deck"; "you took it from your deck" """
    return ctx.took_from_deck if node.took else ctx.searched_deck


def that_many(data: "GameData", ctx: EffectContext, node: n.ThatMany) -> int:
    """ "that many": as many cards as the step before moved or discarded."""
    return len(ctx.moved_cards) or len(ctx.discarded)


EFFECTS: dict[type, Any] = {
    n.ChooseCards: effect_choose_cards,
    n.PutCards: effect_put_cards,
    n.LookAt: effect_look_at,
    n.Reveal: effect_reveal,
    n.TakeCards: effect_take_cards,
    n.AddTo: effect_add_to,
    n.StoreCards: effect_store_cards,
    n.ReturnCards: effect_return_cards,
    n.Search: effect_search,
    n.ShuffleInto: effect_shuffle_into,
    n.DiscardFromPile: effect_discard_from_pile,
}
