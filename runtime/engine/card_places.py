"""Where cards are: the list each pile keeps its cards in (a hand, a discard pile, a deck, an
area of the hero's), the piles a text names, and `move_card`, which puts a card in a pile
from wherever it is (cards as objects, issue 10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from .context import EffectContext
from .effects_piles import pile_owner, take_out
from .events import CardId, CardMoved, CardPutInHand

if TYPE_CHECKING:
    from .data import GameData, Player


def pile_list(owner: "Player", kind: n.PileKind, area: str | None = None) -> list[CardId]:
    """The list a pile's cards are kept in (a deck: its unordered part and known ends)."""
    if kind is n.PileKind.HAND:
        return owner.hand
    if kind is n.PileKind.DISCARD_PILE:
        return owner.discard
    if kind is n.PileKind.AREA:
        return owner.areas.setdefault(area_key(area or ""), [])
    return owner.deck_top + owner.pile + owner.deck_bottom  # a copy: read only


def area_key(name: str) -> str:
    return name.casefold()


def piles_of(pile: n.Pile) -> list[tuple[n.PileKind, str | None]]:
    """ "your deck and discard pile": both; "your hand or cauldron": both, one chosen."""
    found = [(pile.kind, pile.area)]
    if pile.also is not None:
        found.append((pile.also, pile.also_area))
    return found


def cards_in(data: "GameData", ctx: EffectContext, pile: n.Pile | None) -> list[CardId]:
    pile = pile or n.Pile(n.PileKind.HAND)
    owner = data.players[pile_owner(data, ctx, pile.owner)]
    return [i for kind, area in piles_of(pile) for i in pile_list(owner, kind, area)]


def move_card(data: "GameData", card_id: CardId, kind: n.PileKind, area: str | None = None,
              on_top: bool = True, player: int | None = None) -> None:
    """Put a card in a pile of its owner's (or `player`'s): out of wherever it is first."""
    card = data.cards[card_id]
    take_out(data, card_id)
    owner = data.players[card.owner if player is None else player]
    if kind is n.PileKind.DECK:
        (owner.deck_top.insert(0, card_id) if on_top else owner.deck_bottom.append(card_id))
    else:
        pile_list(owner, kind, area).append(card_id)
    if kind is n.PileKind.HAND:
        data.emit(CardPutInHand(owner.index, card_id))
    else:
        data.emit(CardMoved(owner.index, card_id, _place_name(kind, on_top),
                            area if kind is n.PileKind.AREA else None))
    if kind in (n.PileKind.HAND, n.PileKind.DECK):
        data.revealed.discard(card_id)  # once in a hand or a deck, no longer face up


def _place_name(kind: n.PileKind, on_top: bool) -> str:
    if kind is n.PileKind.DECK:
        return "deck top" if on_top else "deck bottom"
    return kind.value
