"""Cards as objects (issue 10): choosing cards of a hand or a discard pile, and putting the
chosen cards somewhere ("choose 2 cards from your hand and put them on top of your deck in
any order"). The cards chosen are what the step introduces for "them" (grammar/resolve.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from .actions import CardUse, pick_card
from .agenda import call, rule
from .cards import distinct_cards, take_from_deck
from .context import EffectContext
from .decisions import DecisionKind as K, choice
from .events import CardDiscarded, CardId
from .interpreter import opponent

if TYPE_CHECKING:
    from .data import GameData, Player


def pile_owner(data: "GameData", ctx: EffectContext, owner: n.Owner) -> int:
    return ctx.player if owner is n.Owner.YOUR else opponent(data, ctx)


def pile_cards(data: "GameData", ctx: EffectContext, pile: n.Pile | None) -> list[int]:
    """The cards of a hand or a discard pile (the default: your hand); a deck's unknown
    order is not a set to choose from."""
    pile = pile or n.Pile(n.PileKind.HAND)
    player = data.players[pile_owner(data, ctx, pile.owner)]
    return list({n.PileKind.HAND: player.hand,
                 n.PileKind.DISCARD_PILE: player.discard}.get(pile.kind, []))


def matches(data: "GameData", card_id: int, cards: n.CardSet) -> bool:
    """A card of the kind a set describes: its type, a word of its title or its user, the
    symbol it shows."""
    card = data.cards[card_id]
    definition = card.definition
    if cards.types and definition.type not in {t.value for t in cards.types}:
        return False
    if cards.symbol is not None and data.players[card.owner].hero.symbols.get(
            cards.symbol, cards.symbol) not in card.symbols:
        return False
    return cards.kind is None or cards.kind.lower() in definition.title.lower() or (
        cards.kind == getattr(definition, "user", None))


def effect_choose_cards(data: "GameData", ctx: EffectContext, node: n.ChooseCards) -> None:
    cards = node.cards
    if not isinstance(cards, n.CardSet):
        return
    candidates = [i for i in pile_cards(data, ctx, cards.pile) if matches(data, i, cards)]
    wanted = min(cards.count.value if cards.count is not None else 1, len(candidates))
    ctx.introduce(Referent.CARDS, ())
    put = put_after(ctx)
    if put is not None:  # picking them in order says which and where: one decision a card
        data.then(call(put_next, ctx, tuple(candidates), put.destination, 0, wanted, ()))
        return
    data.then(call(_choose_next, ctx, tuple(candidates), (), wanted))


def put_after(ctx: EffectContext) -> n.PutCards | None:
    """The clause after this one when it puts the cards chosen here on the deck in any
    order ("choose 2 cards ... and put them on top of your deck in any order")."""
    sentence, position = divmod(ctx.step, 100)  # grammar/resolve.py's step()
    clauses = ctx.section.sentences[sentence].clauses
    after = clauses[position] if position < len(clauses) else None
    if not (isinstance(after, n.PutCards) and isinstance(after.cards, n.CardsThem)
            and after.order is n.Order.ANY):
        return None
    on_deck = after.pile is None or after.pile.kind is n.PileKind.DECK
    ordered = after.destination in (n.Destination.ON_TOP, n.Destination.ON_BOTTOM)
    return after if on_deck and ordered else None


@rule
def _choose_next(data: "GameData", ctx: EffectContext, left: tuple, chosen: tuple,
                 wanted: int) -> None:
    if len(chosen) >= wanted or not left:
        ctx.introduce(Referent.CARDS, chosen)
        return
    options = [pick_card(i, CardUse.CHOOSE) for i in distinct_cards(data, list(left))]
    data.ask(choice(ctx.player, K.CHOOSE_CARD, options),
             call(_chose, ctx, left, chosen, wanted))


@rule
def _chose(data: "GameData", answer, ctx: EffectContext, left: tuple, chosen: tuple,
           wanted: int) -> None:
    data.then(call(_choose_next, ctx, tuple(i for i in left if i != answer.card),
                   chosen + (answer.card,), wanted))


def effect_put_cards(data: "GameData", ctx: EffectContext, node: n.PutCards) -> None:
    """ "put them on top of your deck in any order": the chosen cards, one at a time, in the
    order the player picks (the first picked ends on top); cards the choice before already
    put there (effect_choose_cards) stay."""
    chosen = ctx.referent(node.cards) if isinstance(node.cards, n.CardsThem) else None
    if not chosen or node.destination not in (n.Destination.ON_TOP, n.Destination.ON_BOTTOM):
        return
    pile = node.pile or n.Pile(n.PileKind.DECK)
    if pile.kind is not n.PileKind.DECK:
        return
    owner = data.players[ctx.player]
    placed = owner.deck_top if node.destination is n.Destination.ON_TOP else owner.deck_bottom
    left = tuple(i for i in chosen if i not in placed)
    data.then(call(put_next, ctx, left, node.destination, 0, len(left), ()))


@rule
def put_next(data: "GameData", ctx: EffectContext, left: tuple,
              destination: n.Destination, position: int, wanted: int, put: tuple) -> None:
    """Put `wanted` of the cards `left`, one a decision; what is put is then "them"."""
    if position >= wanted or not left:
        ctx.introduce(Referent.CARDS, put)
        return
    use = CardUse.ON_TOP if destination is n.Destination.ON_TOP else CardUse.ON_BOTTOM
    if len(left) == 1:  # the last card has no choice of place left
        _put_one(data, ctx.player, left[0], destination, position)
        ctx.introduce(Referent.CARDS, put + left)
        return
    options = [pick_card(i, use) for i in distinct_cards(data, list(left))]
    data.ask(choice(ctx.player, K.ORDER, options),
             call(_picked, ctx, left, destination, position, wanted, put))


@rule
def _picked(data: "GameData", answer, ctx: EffectContext, left: tuple,
            destination: n.Destination, position: int, wanted: int, put: tuple) -> None:
    _put_one(data, ctx.player, answer.card, destination, position)
    data.then(call(put_next, ctx, tuple(i for i in left if i != answer.card), destination,
                   position + 1, wanted, put + (answer.card,)))


def _put_one(data: "GameData", player: int, card_id: int, destination: n.Destination,
             position: int) -> None:
    """On top of (at `position`) or under the deck of the card's owner (whoever puts it)."""
    owner = data.players[data.cards[card_id].owner]
    take_out(data, card_id)
    if destination is n.Destination.ON_TOP:
        owner.deck_top.insert(position, card_id)
    else:
        owner.deck_bottom.append(card_id)
    data.revealed.discard(card_id)


def take_out(data: "GameData", card_id: int) -> None:
    """A card out of wherever it is: in play, or one of its owner's piles and areas."""
    if card_id in data.in_play:
        data.in_play.remove(card_id)
        return
    owner = data.players[data.cards[card_id].owner]
    for where in (owner.hand, owner.discard, owner.deck_top, owner.deck_bottom, owner.pile,
                  *owner.areas.values()):
        if card_id in where:
            where.remove(card_id)
            return


# ---------------------------------------------------------------- shuffling and the deck


def shuffle_deck(owner: "Player") -> None:
    """A shuffled deck: the cards whose place was known join the unordered pile."""
    owner.pile.extend(owner.deck_top + owner.deck_bottom)
    owner.deck_top.clear()
    owner.deck_bottom.clear()


def effect_shuffle_pile(data: "GameData", ctx: EffectContext, node: n.ShufflePile) -> None:
    """ "shuffle your deck": only a deck has an order a shuffle forgets here (a discard
    pile's order is its top card, and the text that shuffles one puts it in a deck)."""
    if node.pile.kind is n.PileKind.DECK:
        shuffle_deck(data.players[pile_owner(data, ctx, node.pile.owner)])


def effect_shuffle_into(data: "GameData", ctx: EffectContext, node: n.ShuffleInto) -> None:
    """ "shuffle your discard pile into your deck": every card of the pile into the deck,
    which is then shuffled (cards named one by one: effects_cardsets)."""
    if not isinstance(node.cards, n.Pile) or node.pile.kind is not n.PileKind.DECK:
        return
    deck = data.players[pile_owner(data, ctx, node.pile.owner)]
    shuffle_in(data, deck, pile_cards(data, ctx, node.cards))


def shuffle_in(data: "GameData", deck: "Player", cards: list[int]) -> None:
    """The cards go into the deck (face down, from wherever they are), which is shuffled."""
    for card_id in cards:
        take_out(data, card_id)
        data.revealed.discard(card_id)
    deck.pile.extend(cards)
    shuffle_deck(deck)


def effect_discard_from_pile(data: "GameData", ctx: EffectContext, node: n.DiscardFromPile) -> None:
    """ "discard the top card of your deck", "... the top 3 cards of their deck" """
    if not isinstance(node.cards, n.TopCards):
        return
    player = pile_owner(data, ctx, node.cards.owner)
    wanted = node.cards.count.value if node.cards.count is not None else 1
    data.then(call(_discard_top, ctx, player, wanted))


@rule
def _discard_top(data: "GameData", ctx: EffectContext, player: int, left: int) -> None:
    if left <= 0 or data.players[player].deck_size == 0:
        return
    take_from_deck(data, player, call(_discarded_top, ctx, player))
    data.then(call(_discard_top, ctx, player, left - 1))


@rule
def _discarded_top(data: "GameData", card_id: CardId, ctx: EffectContext, player: int) -> None:
    """The card is "that card" for the steps after ("... equal to that card's BOOST value")."""
    data.players[player].discard.append(card_id)
    data.revealed.discard(card_id)
    ctx.discarded.append(card_id)
    ctx.introduce(Referent.CARD, data.cards[card_id])
    ctx.introduce(Referent.DISCARDED_CARD, data.cards[card_id])
    data.emit(CardDiscarded(player, card_id, "effect"))


# ---------------------------------------------------------------- counting cards


def count_cards(data: "GameData", ctx: EffectContext, node: n.CardCount) -> int:
    """ "for each VOYAGE card in your discard pile", "... 🔵 card you discarded" """
    cards = node.cards
    if cards.where is n.CardWhere.YOU_DISCARDED:
        found = list(ctx.discarded)
    else:
        found = pile_cards(data, ctx, cards.pile)
    return sum(1 for i in found if matches(data, i, cards))
