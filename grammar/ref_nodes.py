"""AST nodes, part 1: the base of every node, and what effects refer to.

`Span` and `Node` first, then players, fighters, spaces, cards, numbers and expressions.
Import these through `nodes` (`from cardsmith.grammar import nodes as n`), which exposes
every node class; see its docstring.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from enum import Enum
from typing import Union


@dataclass(frozen=True)
class Span:
    start: int  # offset of the first character in the effect text
    end: int  # offset just past the last character


NOT_TEXT = frozenset({"span", "binding"})  # fields of a node that its text does not show


@lru_cache(maxsize=None)
def text_fields(cls: type) -> tuple[dataclasses.Field, ...]:
    """The fields of a node class that its text shows: all but `span` (where it stands)
    and `binding` (what a back-reference refers to, set by the resolver)."""
    return tuple(f for f in dataclasses.fields(cls) if f.name not in NOT_TEXT)


@dataclass(frozen=True)
class Node:
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


# --- players, fighters, cards, places -------------------------------------------------


class Player(str, Enum):
    YOU = "you"  # written "you" (an imperative sentence has no subject at all)
    OPPONENT = "your opponent"
    THEY = "they"


class FighterWord(str, Enum):
    YOUR_FIGHTER = "your fighter"  # the fighter that played the card
    ATTACKING_FIGHTER = "your attacking fighter"
    THIS_FIGHTER = "this fighter"
    THAT_FIGHTER = "that fighter"  # the fighter a previous sentence named or moved
    OPPOSING_FIGHTER = "the opposing fighter"  # the other fighter in the combat
    THEM = "them"  # the fighter chosen just before
    THAT_SIDEKICK = "that sidekick"  # the sidekick attacked in this combat
    THEIR_HERO = "their hero"  # the hero of the opponent chosen or fought
    THAT_HERO = "that hero"  # the hero named just before
    HIM = "him"  # the fighter the clause is about ("his zone")


@dataclass(frozen=True)
class FighterPronoun(Node):
    word: FighterWord
    # Set by the resolver (grammar/resolve.py): the step of the section that introduced what
    # this refers to; left out of equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class FighterName(Node):
    name: str  # as written, without the article
    article: bool = False  # written "the Jackalope"


FighterRef = Union[FighterPronoun, FighterName]


class Quantifier(str, Enum):
    EACH = "each"
    ALL = "all"
    ANY = "any"
    ANY_ONE = "any one"
    ONE = "one"
    ONE_OF = "one of the"
    A = "a"
    NO = "no"  # only in "there are no ..."


@dataclass(frozen=True)
class ZoneOf(Node):
    """The zone(s) of a fighter: "Robin Hood's zone", "this fighter's zone"."""

    fighter: FighterRef


@dataclass(frozen=True)
class AdjacentTo(Node):
    # None: written before the noun ("each adjacent fighter"); a selection: any one of a
    # kind ("adjacent to a Raven", "adjacent to an opposing fighter")
    fighter: "FighterRef | FighterSelection | None"


@dataclass(frozen=True)
class InZone(Node):
    zone: ZoneOf


@dataclass(frozen=True)
class InCombat(Node):
    pass


@dataclass(frozen=True)
class OnTokenSpaces(Node):
    """ "on spaces with fog tokens" """

    token: str


@dataclass(frozen=True)
class InSameZone(Node):
    """ "in the same zone as the opposing fighter" """

    fighter: FighterRef


Filter = Union[AdjacentTo, InZone, InCombat, InSameZone, OnTokenSpaces]


@dataclass(frozen=True)
class FighterSelection(Node):
    """A set of fighters: "each opposing fighter adjacent to your fighter"."""

    quantifier: Quantifier
    opposing: bool = False
    defeated: bool = False
    kind: str | None = None  # a fighter name used as a noun ("a defeated Outlaw"); None: "fighter"
    # AdjacentTo(None) is written before the noun ("each adjacent fighter"), the rest after it
    filters: tuple[Filter, ...] = ()


Target = Union[FighterPronoun, FighterName, FighterSelection]


class SpaceQuantifier(str, Enum):
    ANY = "any"
    AN = "an"
    A = "a"


@dataclass(frozen=True)
class SpaceSelection(Node):
    quantifier: SpaceQuantifier
    empty: bool = False
    zone: ZoneOf | None = None
    adjacent_to: "FighterRef | FighterSelection | None" = None  # as AdjacentTo.fighter
    with_token: str | None = None  # "a space with a fog token"
    # other wordings: "without a fighter" (empty), "another" / "any other" (not the one it is in)
    phrasing: str = ""


@dataclass(frozen=True)
class ThatSpace(Node):
    # Set by the resolver (grammar/resolve.py): the step of the section that introduced what
    # this refers to; left out of equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


SpaceRef = Union[SpaceSelection, ThatSpace]


class CardWord(str, Enum):
    THIS_CARD = "this card"
    OPPONENTS_CARD = "your opponent's card"
    THEIR_CARD = "their card"
    IT = "it"  # the card named last (a discarded card, the opponent's card)
    TOP_OF_DISCARD = "the top card of your discard pile"
    OPPONENTS_ATTACK_CARD = "your opponent's attack card"
    THE_OPPONENTS_CARD = "the opponent's card"
    THE_CARD = "the card"  # the card named just before, like "it"
    THE_DISCARDED_CARD = "the discarded card"
    HIS_DEFENSE_CARDS = "his defense cards"  # in a "While ...:" ability


@dataclass(frozen=True)
class CardRef(Node):
    word: CardWord
    # Set by the resolver (grammar/resolve.py): the step of the section that introduced what
    # this refers to; left out of equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


class ValueKind(str, Enum):
    ANY = ""  # "this card's value"
    ATTACK = "attack"
    DEFENSE = "defense"


# --- numbers and expressions --------------------------------------------------------


@dataclass(frozen=True)
class Number(Node):
    value: int
    article: bool = False  # written "a" ("draw a card")


@dataclass(frozen=True)
class BoostValue(Node):
    card: CardRef
    form: str = "possessive"  # "its BOOST value", "the BOOST value from/of <card>"


@dataclass(frozen=True)
class PrintedValue(Node):
    card: CardRef


@dataclass(frozen=True)
class DamageDealt(Node):
    """The amount of combat damage dealt to a fighter in this combat."""

    to: FighterRef
    you_were: bool = False  # written "the damage you were dealt"


Expr = Union[Number, BoostValue, PrintedValue, DamageDealt]


@dataclass(frozen=True)
class EqualTo(Node):
    """ "a number of cards equal to <expr>" """

    expr: Expr


Amount = Union[Number, EqualTo]
