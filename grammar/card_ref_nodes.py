"""AST nodes, part 1b (the published catalogue, issue 10): cards as objects.

A set of cards (`CardSet`: "a card in your discard pile", "all other VOYAGE cards from your
discard pile"), the top cards of a deck, the cards an earlier step looked at ("2 of them",
"the other 2", "the rest"), piles (a deck, a discard pile, a hand, or a card area the hero
declares), and the cards a fighter plays ("the opposing fighter's card", "her attack
cards"). Import these through `nodes`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Union

from .ref_nodes import CardRef, FighterRef, Node, Number, Owner, Possessive, ValueKind


class CardType(str, Enum):
    ATTACK = "attack"
    DEFENSE = "defense"
    VERSATILE = "versatile"


class PileKind(str, Enum):
    DECK = "deck"
    DISCARD_PILE = "discard pile"
    HAND = "hand"
    AREA = "area"  # a card area the hero declares ("Vibranium Suit", "cauldron")


@dataclass(frozen=True)
class Pile(Node):
    """Where cards are: "your discard pile", "their deck", "your Vibranium Suit"; two at
    once: "your deck and discard pile", "your deck or discard pile", "your hand or
    cauldron" (`either`: the player's choice of one)."""

    kind: PileKind
    owner: Owner = Owner.YOUR
    area: str | None = None  # the area's name, when kind is AREA
    also: PileKind | None = None
    also_area: str | None = None
    either: bool = False


class SetAmount(str, Enum):
    COUNT = "count"  # "2 cards", "a card"
    UP_TO = "up to"
    ANY_NUMBER = "any number of"
    ALL = "all"
    NONE = "none"  # no amount written: "Dr. Jekyll cards", "VOYAGE card" after "for each"


class CardWhere(str, Enum):
    IN = "in"  # "in your discard pile"
    FROM = "from"  # "from your hand"
    OTHER_THAN = "other than"  # other than "<title>"
    THEY_CAN_PLAY = "they can play"
    YOU_DISCARDED = "you discarded"  # by this effect


@dataclass(frozen=True)
class CardSet(Node):
    """Cards described by how many, which kind and where: "a card in your discard pile",
    "up to 3 Jill Trent cards in your discard pile", "1 scheme from your discard pile", "an
    attack or versatile card they can play", "a card other than "65 Million ..."".
    `kind` is a word of the title ("VOYAGE") or a fighter who may use the card ("Jill
    Trent")."""

    amount: SetAmount = SetAmount.COUNT
    count: Number | None = None
    other: bool = False  # "other VOYAGE cards": but this one
    different: bool = False  # "a different card": not this one
    random: bool = False
    kind: str | None = None
    symbol: str | None = None  # "🔵 cards"
    types: tuple[CardType, ...] = ()  # "an attack or versatile card"
    scheme_noun: bool = False  # written "scheme(s)" for "scheme card(s)"
    where: CardWhere | None = None
    pile: Pile | None = None  # with IN and FROM
    title: str | None = None  # with OTHER_THAN


@dataclass(frozen=True)
class TopCards(Node):
    """ "the top card of your deck", "the top 3 cards of your opponent's deck", "the top card
    of your deck and your opponent's deck" (`also`: of each of the two) """

    count: Number | None = None  # None: "the top card"
    owner: Owner = Owner.YOUR
    also: Owner | None = field(default=None, metadata={"values": (Owner.OPPONENTS,)})


@dataclass(frozen=True)
class SomeOfThem(Node):
    """ "2 of them": of the cards an earlier step looked at or revealed."""

    count: Number
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class TheOther(Node):
    """ "the other 2": those of the cards looked at that "N of them" did not take."""

    count: Number
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class TheRest(Node):
    """ "the rest of the revealed cards", "the rest": those of the cards an earlier step
    found that no later step has moved."""

    revealed: bool = True  # written "the rest of the revealed cards" (else "the rest")
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class CardsThem(Node):
    """ "them": the cards an earlier step named ("store them in your Vibranium Suit")."""

    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class BoostedWith(Node):
    """ "one card you boosted with": one of the cards that boosted this card."""


@dataclass(frozen=True)
class TitledCard(Node):
    """ "the EXCALIBUR card": the card with that title."""

    title: str


@dataclass(frozen=True)
class FighterCard(Node):
    """ "the opposing fighter's card": the card a fighter plays in this combat."""

    fighter: FighterRef


@dataclass(frozen=True)
class FightersCards(Node):
    """ "his defense cards", "her attack cards", "their attack cards": in a lasting
    ability, the cards of that kind the fighter plays."""

    owner: Possessive
    kind: ValueKind


# A card where an effect names one card (its value, its effects, where it goes).
AnyCard = Union[CardRef, FighterCard, FightersCards]
# What a set of cards is written as ("a card in your discard pile", "the top 2 cards of your
# deck", "2 of them"); and cards an effect moves: a set, one card, or a pile ("shuffle your
# hand into your deck").
CardSets = Union[CardSet, TopCards, SomeOfThem, TheOther, TheRest, CardsThem, BoostedWith,
                 TitledCard]
Cards = Union[CardSet, TopCards, SomeOfThem, TheOther, TheRest, CardsThem, BoostedWith,
              TitledCard, CardRef, FighterCard, FightersCards, Pile]
