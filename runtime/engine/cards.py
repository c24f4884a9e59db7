"""Cards between the deck, the hand and the discard pile: rules every game system uses.

Drawing from the pile is a chance decision: any copy of a card is as good as another, so
the options are the kinds of card left, weighted by how many copies of each there are.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import DrawCard, RandomCard, draw_card
from .agenda import Call, call, rule
from .decisions import DecisionKind as K, chance
from .events import CardDiscarded, CardDrawn, CardId, DeckEmpty

if TYPE_CHECKING:
    from .context import EffectContext
    from .data import GameData


def distinct_cards(data: "GameData", card_ids: list[int]) -> list[int]:
    """One card of each kind among `card_ids` (copies are interchangeable), in a stable order:
    the choices worth offering."""
    seen: dict[str, int] = {}
    for card_id in sorted(card_ids):
        seen.setdefault(data.cards[card_id].kind, card_id)
    return list(seen.values())


# A decision that picks a number offers at most this many: the schemas keep the numbers of
# content far below it (docs/limits.md), and a game must not list a million options.
MOST_NUMBERS = 101


def numbers_up_to(limit: int) -> range:
    """The numbers a player may pick from 0 to `limit` ("draw up to 3 cards": 0, 1, 2, 3)."""
    return range(min(limit, MOST_NUMBERS - 1) + 1)


def nameable_values(data: "GameData") -> range:
    """The values one can name or predict: 0 up to the largest printed value in the game."""
    return numbers_up_to(max((card.definition.value or 0) for card in data.cards))


@rule
def draw(data: "GameData", player: int, count: int, ctx: "EffectContext | None" = None) -> None:
    """Draw `count` cards, one at a time; what the game does instead of drawing from an
    empty deck is the system's rule. The cards drawn are added to `ctx.drawn`."""
    if count <= 0:
        return
    if data.players[player].deck_size == 0:
        data.emit(DeckEmpty(player))
        data.system.empty_deck(data, player)
        data.then(call(draw, player, count - 1, ctx))
        return
    take_from_deck(data, player, call(_drawn, player, count, ctx))


@rule
def _drawn(data: "GameData", card_id: CardId, player: int, count: int,
           ctx: "EffectContext | None") -> None:
    data.players[player].hand.append(card_id)
    data.revealed.discard(card_id)  # only its owner sees what is drawn
    data.emit(CardDrawn(player, card_id))
    if ctx is not None:
        ctx.drawn.append(card_id)
        ctx.drew[player] = ctx.drew.get(player, 0) + 1
    data.then(call(draw, player, count - 1, ctx))


def take_from_deck(data: "GameData", player: int, then: Call) -> None:
    """Take the next card of the deck (known cards on top first, then the pile, then known
    cards at the bottom); `then` gets its id. The caller adds it where it goes."""
    owner = data.players[player]
    if owner.deck_top or not owner.pile:
        card_id = owner.deck_top.pop(0) if owner.deck_top else owner.deck_bottom.pop(0)
        data.then(Call(then.fn, (card_id, *then.args)))
        return
    counts = Counter(data.cards[i].kind for i in owner.pile)
    kinds = sorted(counts)
    data.ask(chance(K.DRAW, [draw_card(kind) for kind in kinds], [counts[k] for k in kinds],
                    player), call(_took_from_pile, player, then))


@rule
def _took_from_pile(data: "GameData", picked: DrawCard, player: int, then: Call) -> None:
    pile = data.players[player].pile
    card_id = min(i for i in pile if data.cards[i].kind == picked.kind)
    pile.remove(card_id)
    data.then(Call(then.fn, (card_id, *then.args)))


def discard_from_hand(data: "GameData", player: int, card_id: int, reason: str) -> None:
    data.players[player].hand.remove(card_id)
    data.players[player].discard.append(card_id)
    data.emit(CardDiscarded(player, card_id, reason))


def random_card_in_hand(data: "GameData", player: int, then: Call) -> None:
    """Pick a card of the hand at random (a chance decision); `then` gets its id, or None
    from an empty hand."""
    hand = data.players[player].hand
    if not hand:
        data.then(Call(then.fn, (None, *then.args)))
        return
    counts = Counter(data.cards[i].kind for i in hand)
    kinds = sorted(counts)
    data.ask(chance(K.RANDOM_CARD, [RandomCard(k) for k in kinds], [counts[k] for k in kinds],
                    player), call(_picked_at_random, player, then))


@rule
def _picked_at_random(data: "GameData", picked: RandomCard, player: int, then: Call) -> None:
    card_id = min(i for i in data.players[player].hand if data.cards[i].kind == picked.kind)
    data.then(Call(then.fn, (card_id, *then.args)))
