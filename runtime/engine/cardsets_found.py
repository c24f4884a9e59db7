"""The card instances a set of cards names (cards as objects, issue 10): `cards_of` finds
them for any `Cards` node ("the top 4 cards of your deck", "a JEET KUNE DO card in your
discard pile", "2 of them", "the other 2"), asking the player where the text offers a
choice and dealing by chance where it says "random", and hands them on."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from .actions import CardUse, Decline, DeclineUse, RandomCard, pick_card
from .agenda import Call, call, rule
from .card_places import cards_in
from .cards import distinct_cards, take_from_deck
from .context import EffectContext
from .decisions import DecisionKind as K, chance, choice
from .effects_piles import matches, pile_owner
from .events import CardId
from .interpreter import value

if TYPE_CHECKING:
    from .data import GameData


def cards_of(data: "GameData", ctx: EffectContext, cards: Any, then: Call,
             player: int | None = None) -> None:
    """The card instances `cards` names, handed to `then` as a tuple; `player` chooses
    (default: the effect's player)."""
    chooser = ctx.player if player is None else player
    if isinstance(cards, n.CardSet):
        _card_set(data, ctx, cards, then, chooser)
    elif isinstance(cards, n.TopCards):
        wanted = cards.count.value if cards.count is not None else 1
        owners = (cards.owner,) if cards.also is None else (cards.owner, cards.also)
        decks = tuple(pile_owner(data, ctx, owner) for owner in owners)
        data.then(call(_tops_of, (), decks, wanted, then))
    elif isinstance(cards, (n.SomeOfThem, n.TheOther, n.TheRest, n.CardsThem)):
        _earlier(data, ctx, cards, then, chooser)
    elif isinstance(cards, n.Pile):
        _hand_on(data, then, tuple(cards_in(data, ctx, cards)))
    elif isinstance(cards, n.TitledCard):
        _hand_on(data, then, tuple(i for i in range(len(data.cards))
                                   if data.cards[i].title.casefold() == cards.title.casefold()
                                   and data.cards[i].owner == ctx.player)[:1])
    elif isinstance(cards, n.BoostedWith):  # "one card you boosted with": the player's pick
        found = tuple(data.system.cards_named(data, ctx, cards))
        data.then(call(pick_cards, chooser, found, (), 1, False, then))
    else:  # one card ("it", "this card", "your opponent's card")
        _hand_on(data, then, tuple(data.system.cards_named(data, ctx, cards)))


def _hand_on(data: "GameData", then: Call, found: tuple) -> None:
    data.then(Call(then.fn, (found, *then.args)))


def _candidates(data: "GameData", ctx: EffectContext, cards: n.CardSet) -> list[CardId]:
    if cards.where is n.CardWhere.YOU_DISCARDED:
        found = list(ctx.discarded)
    else:
        found = cards_in(data, ctx, cards.pile)
    this = ctx.card.id if ctx.card is not None else None
    title = (cards.title or "").casefold()
    return [i for i in found if matches(data, i, cards)
            and not ((cards.other or cards.different) and i == this)
            and not (title and data.cards[i].title.casefold() == title)]


def enough_cards(data: "GameData", ctx: EffectContext, cards: n.CardSet) -> bool:
    """Whether as many cards as the set asks for are there to take ("2 cards from your
    cauldron"); a set of up to, any number or all of them always is."""
    if cards.amount is not n.SetAmount.COUNT:
        return True
    wanted = value(data, ctx, cards.count) if cards.count is not None else 1
    return len(_candidates(data, ctx, cards)) >= wanted


def _card_set(data: "GameData", ctx: EffectContext, cards: n.CardSet, then: Call,
              chooser: int) -> None:
    candidates = _candidates(data, ctx, cards)
    amount = cards.amount
    if amount in (n.SetAmount.ALL, n.SetAmount.NONE):
        _hand_on(data, then, tuple(candidates))
        return
    wanted = value(data, ctx, cards.count) if cards.count is not None else 1
    if amount is n.SetAmount.ANY_NUMBER:
        wanted = len(candidates)
    optional = amount in (n.SetAmount.UP_TO, n.SetAmount.ANY_NUMBER)
    if cards.random:
        data.then(call(_random_next, chooser, tuple(candidates), (), wanted, then))
    else:
        data.then(call(pick_cards, chooser, tuple(candidates), (), wanted, optional, then))


@rule
def pick_cards(data: "GameData", chooser: int, left: tuple, chosen: tuple, wanted: int,
               optional: bool, then: Call) -> None:
    """The chooser picks `wanted` of the cards `left` (`optional`: up to that many)."""
    if len(chosen) >= wanted or not left:
        _hand_on(data, then, chosen)
        return
    if not optional and len(left) <= wanted - len(chosen):
        _hand_on(data, then, chosen + left)  # all of them: no choice
        return
    options: list[Any] = [Decline(DeclineUse.DONE_CHOOSING)] if optional else []
    options += [pick_card(i, CardUse.CHOOSE) for i in distinct_cards(data, list(left))]
    data.ask(choice(chooser, K.CHOOSE_CARD, options),
             call(_picked_one, chooser, left, chosen, wanted, optional, then))


@rule
def _picked_one(data: "GameData", answer: Any, chooser: int, left: tuple, chosen: tuple,
                wanted: int, optional: bool, then: Call) -> None:
    if isinstance(answer, Decline):
        _hand_on(data, then, chosen)
        return
    data.then(call(pick_cards, chooser, tuple(i for i in left if i != answer.card),
                   chosen + (answer.card,), wanted, optional, then))


@rule
def _random_next(data: "GameData", player: int, left: tuple, chosen: tuple, wanted: int,
                 then: Call) -> None:
    """ "a random card in your discard pile": a chance decision, one card at a time."""
    if len(chosen) >= wanted or not left:
        _hand_on(data, then, chosen)
        return
    counts = Counter(data.cards[i].kind for i in left)
    kinds = sorted(counts)
    data.ask(chance(K.RANDOM_CARD, [RandomCard(k) for k in kinds], [counts[k] for k in kinds],
                    player), call(_random_picked, player, left, chosen, wanted, then))


@rule
def _random_picked(data: "GameData", picked: RandomCard, player: int, left: tuple,
                   chosen: tuple, wanted: int, then: Call) -> None:
    card_id = min(i for i in left if data.cards[i].kind == picked.kind)
    data.then(call(_random_next, player, tuple(i for i in left if i != card_id),
                   chosen + (card_id,), wanted, then))


@rule
def _tops_of(data: "GameData", found: tuple[CardId, ...], decks: tuple[int, ...], wanted: int,
             then: Call) -> None:
    """The top cards of each deck in turn ("the top card of your deck and your opponent's
    deck"): those of the first deck first."""
    if not decks:
        _hand_on(data, then, found)
        return
    data.then(call(_top_next, decks[0], wanted, (), call(_more_tops, found, decks[1:], wanted,
                                                            then)))


@rule
def _more_tops(data: "GameData", these: tuple[CardId, ...], found: tuple[CardId, ...],
               decks: tuple[int, ...], wanted: int, then: Call) -> None:
    _tops_of(data, found + these, decks, wanted, then)


@rule
def _top_next(data: "GameData", player: int, left: int, found: tuple, then: Call) -> None:
    """The top cards of a deck: they stay on it, now known, in their order."""
    owner = data.players[player]
    if left <= 0 or len(found) >= owner.deck_size:
        _hand_on(data, then, found)
        return
    if len(owner.deck_top) > len(found):  # already known
        data.then(call(_top_next, player, left - 1, found + (owner.deck_top[len(found)],), then))
        return
    take_from_deck(data, player, call(_top_taken, player, left, found, then))


@rule
def _top_taken(data: "GameData", card_id: CardId, player: int, left: int, found: tuple,
               then: Call) -> None:
    data.players[player].deck_top.append(card_id)  # the known ones were taken first
    data.then(call(_top_next, player, left - 1, found + (card_id,), then))


def _earlier(data: "GameData", ctx: EffectContext, cards: Any, then: Call, chooser: int) -> None:
    """ "them", "2 of them", "the other 2", "the rest": of the cards an earlier step found;
    "the other" and "the rest" are those no later step has moved."""
    found = ctx.referent(cards) or ()
    if isinstance(cards, (n.TheOther, n.TheRest)):
        found = tuple(i for i in found if i not in ctx.moved_cards)
    if isinstance(cards, n.SomeOfThem):
        data.then(call(pick_cards, chooser, found, (), value(data, ctx, cards.count), False, then))
        return
    _hand_on(data, then, found)
