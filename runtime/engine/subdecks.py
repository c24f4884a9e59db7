"""Sub-decks (issue 10): cards a hero file sets aside from the deck (`sub_decks`), dealt at
random, face up, into the area of the sub-deck's name: at set-up as many as its `face_up`,
then one for each "acquire a new <name>". The face-down rest waits in the area `stock`
(runtime/defs.py SubDeckDef); which of them comes next is a chance decision, weighted by
copies, like a draw.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from .actions import RandomCard
from .agenda import call, rule
from .card_places import area_key
from .context import EffectContext
from .decisions import DecisionKind as K, chance
from .events import CardAcquired
from .interpreter import holds

if TYPE_CHECKING:
    from ..defs import SubDeckDef
    from .data import Fighter, GameData


def set_aside(data: "GameData", player: int) -> None:
    """Every card of the player's sub-decks out of the deck, face down in its stock."""
    owner = data.players[player]
    for deck in owner.hero.sub_decks:
        stock = owner.areas.setdefault(area_key(deck.stock), [])
        for card_id in [i for i in owner.pile if data.cards[i].definition.id in deck.cards]:
            owner.pile.remove(card_id)
            stock.append(card_id)


@rule
def deal(data: "GameData", player: int, name: str, count: int) -> None:
    """Deal `count` cards of the sub-deck `name` face up into its area, one at a time; none
    once its stock is empty."""
    deck = data.players[player].hero.sub_deck(name)
    if deck is None or count <= 0:
        return
    stock = data.players[player].areas.get(area_key(deck.stock), [])
    if not stock:
        return
    counts = Counter(data.cards[i].kind for i in stock)
    kinds = sorted(counts)
    data.ask(chance(K.RANDOM_CARD, [RandomCard(k) for k in kinds], [counts[k] for k in kinds],
                    player), call(_dealt, player, deck.name, count))


@rule
def _dealt(data: "GameData", picked: RandomCard, player: int, name: str, count: int) -> None:
    deck: "SubDeckDef" = data.players[player].hero.sub_deck(name)
    stock = data.players[player].areas[area_key(deck.stock)]
    card_id = min(i for i in stock if data.cards[i].kind == picked.kind)
    stock.remove(card_id)  # not move_card: one event, CardAcquired, says where it went
    data.players[player].areas.setdefault(area_key(deck.name), []).append(card_id)
    data.emit(CardAcquired(player, card_id, deck.name))
    data.then(call(deal, player, name, count - 1))


def set_up_sub_decks(data: "GameData", player: int) -> None:
    """Set-up: each sub-deck's `face_up` cards dealt into its area."""
    for deck in data.players[player].hero.sub_decks:
        data.then(call(deal, player, deck.name, deck.face_up))


def playable_cards(data: "GameData", player: int) -> list[int]:
    """The cards a player may play: the hand, and the face-up cards of each sub-deck the hero
    file makes `playable` (Black Widow's active mission)."""
    owner = data.players[player]
    found = list(owner.hand)
    for deck in owner.hero.sub_decks:
        if deck.playable:
            found += owner.areas.get(area_key(deck.name), [])
    return found


def mission_holds(data: "GameData", player: int, fighter: "Fighter", card_id: int) -> bool:
    """A card with a "Mission: <condition>." is played only while its condition holds, for
    the fighter who would play it; any other card always may be."""
    card = data.cards[card_id]
    section = card.definition.section(n.HeaderKind.MISSION)
    if section is None or section.header.condition is None:
        return True
    ctx = EffectContext(player, fighter, section, card=card, source=card.definition.source)
    return holds(data, ctx, section.header.condition)
