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
    # the published catalogue (issue 10)
    YOUR_OTHER_FIGHTER = "your other fighter"  # the fighter of yours that is not this one
    DEFENDER = "the defender"  # the fighter defending in this combat
    HER = "her"  # like "him" ("her zone", "place her adjacent to ...")
    SHE = "she"  # "She may move through opposing fighters."
    HE = "he"
    THEY = "they"  # the fighters named before ("They cannot leave that space this turn.")


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




class Quantifier(str, Enum):
    EACH = "each"
    ALL = "all"
    ANY = "any"
    ANY_ONE = "any one"
    ONE = "one"
    ONE_OF = "one of the"
    A = "a"
    NO = "no"  # only in "there are no ..."
    EITHER = "either"  # either fighter in the combat
    ONE_OR_MORE = "one or more"  # at least one of them ("one or more of your Raptors")


@dataclass(frozen=True)
class ZoneOf(Node):
    """The zone(s) of a fighter: "Robin Hood's zone", "this fighter's zone"."""

    fighter: FighterRef


@dataclass(frozen=True)
class AdjacentTo(Node):
    # None: written before the noun ("each adjacent fighter"); a selection: any one of a
    # kind ("adjacent to a Raven", "adjacent to an opposing fighter"); a token ("that trap");
    # at least a number of a selection ("adjacent to four or more Squirrels")
    fighter: "FighterRef | FighterSelection | ThatToken | AtLeastFighters | None"


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
    """ "in the same zone as the opposing fighter", "... as one of your Ingen Workers" """

    fighter: "FighterRef | FighterSelection | ThatToken"



@dataclass(frozen=True)
class FighterSelection(Node):
    """A set of fighters: "each opposing fighter adjacent to your fighter"."""

    quantifier: Quantifier
    opposing: bool = False
    defeated: bool = False
    kind: str | None = None  # a fighter name used as a noun ("a defeated Outlaw"); None: "fighter"
    # AdjacentTo(None) is written before the noun ("each adjacent fighter"), the rest after it
    filters: tuple[Filter, ...] = ()
    owner: "Owner | None" = None  # "each of your fighters", "one of their fighters"
    other: bool = False  # "each other fighter", "your other Raptors": not the one acting
    friendly: bool = False  # "each friendly fighter": your team's
    undefeated: bool = False  # written "undefeated" (fighters on the board, as always)
    role: "Role | None" = None  # the noun "hero(es)" or "sidekick(s)" instead of "fighter(s)"




class SpaceQuantifier(str, Enum):
    ANY = "any"
    AN = "an"
    A = "a"
    BARE = ""  # written without "space": "adjacent to Black Widow", "Muldoon's zone"


@dataclass(frozen=True)
class SpaceSelection(Node):
    quantifier: SpaceQuantifier
    empty: bool = False
    zone: ZoneOf | None = None
    adjacent_to: "FighterRef | FighterSelection | ThatToken | AtLeastFighters | None" = None  # as AdjacentTo
    with_token: str | None = None  # "a space with a fog token"
    # other wordings: "without a fighter" (empty), "another" / "any other" (not the one it is in)
    phrasing: str = ""
    starting: bool = False  # "a starting space", "another starting space"


@dataclass(frozen=True)
class ThatSpace(Node):
    # Set by the resolver (grammar/resolve.py): the step of the section that introduced what
    # this refers to; left out of equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)




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
    # the published catalogue (issue 10)
    THIS_ATTACK = "this attack"  # this card, played to attack
    THAT_ATTACK = "that attack"  # the attack card of the attack that triggered the ability
    YOUR_ATTACK_CARD = "your attack card"
    THAT_CARD = "that card"  # the card named just before, like "it"
    THE_CARD_YOU_DISCARDED = "the card you discarded"  # by an earlier timing window
    YOUR_CARD = "your card"  # of the cards an earlier step revealed or looked at, yours


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
    spelled: bool = False  # written as a word ("two", "four"): prints no digits


@dataclass(frozen=True)
class BoostValue(Node):
    card: "AnyCard"
    form: str = "possessive"  # "its BOOST value", "the BOOST value from/of <card>"


@dataclass(frozen=True)
class PrintedValue(Node):
    card: "AnyCard"
    possessive: bool = False  # written "its printed value"


@dataclass(frozen=True)
class CardValue(Node):
    """A card's value now, in the combat, with what effects did to it: "the value of this
    card", "its value", "your opponent's card's attack value" (`possessive`)."""

    card: "AnyCard"
    kind: "ValueKind" = ValueKind.ANY
    possessive: bool = False


@dataclass(frozen=True)
class DamageDealt(Node):
    """The amount of combat damage dealt to a fighter in this combat."""

    to: FighterRef
    you_were: bool = False  # written "the damage you were dealt"




@dataclass(frozen=True)
class EqualTo(Node):
    """ "a number of cards equal to <expr>" """

    expr: Expr


Amount = Union[Number, EqualTo]


# --- the published catalogue (issue 10) ---------------------------------------------


class Owner(str, Enum):
    """Whose fighters, cards or piles: "each of your fighters", "their deck"."""

    YOUR = "your"
    THEIR = "their"
    OPPONENTS = "your opponent's"
    AN_OPPONENTS = "an opponent's"
    THAT_OPPONENTS = "that opponent's"
    THE = "the"  # "the top card of the deck": the deck named before


class Role(str, Enum):
    HERO = "hero"
    SIDEKICK = "sidekick"


class Possessive(str, Enum):
    """A pronoun's possessive: "his defense cards", "her zone", "their health"."""

    HIS = "his"
    HER = "her"
    THEIR = "their"


@dataclass(frozen=True)
class ChosenFighter(Node):
    """ "the chosen Raptor", "the chosen fighter": what a "Choose ..." chose."""

    kind: str | None = None
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class Fighters(Node):
    """Fighters named together: "Dr. Malcolm and Dr. Sattler", "Dr. Strange or a friendly
    fighter adjacent to him" (`either`: one of them, the player's choice)."""

    items: tuple["FighterRef | FighterSelection", ...]
    either: bool = False


class PlayerGroupKind(str, Enum):
    EACH_OPPONENT = "each opponent"
    BOTH_PLAYERS = "both players"
    ALL_PLAYERS = "all players"
    EACH_PLAYER = "each player"
    # by what they did in this effect (`who`); ties: all of them, however it is written
    THE_PLAYERS_WHO = "the player(s) who"
    THE_PLAYER_WHO = "the player who"


# The groups written in the singular, each player of them in turn: "each opponent discards"
EACH_ONE = (PlayerGroupKind.EACH_OPPONENT, PlayerGroupKind.EACH_PLAYER,
            PlayerGroupKind.THE_PLAYERS_WHO, PlayerGroupKind.THE_PLAYER_WHO)
# The groups chosen by what their players did (`PlayerGroup.who`)
WHO_DID = (PlayerGroupKind.THE_PLAYERS_WHO, PlayerGroupKind.THE_PLAYER_WHO)


class CountedAct(str, Enum):
    """What a player did with cards in this effect, as a group chooses by it."""

    DREW = "drew"
    DISCARDED = "discarded"


class Superlative(str, Enum):
    MOST = "most"
    FEWEST = "fewest"


@dataclass(frozen=True)
class CountedCards(Node):
    """ "drew the most cards", "discarded the fewest cards": the players whose count of the
    cards they drew (discarded) in this effect is the highest (lowest) of all players'."""

    act: CountedAct
    superlative: Superlative


@dataclass(frozen=True)
class PlayerGroup(Node):
    """Several players at once: "each opponent (with a fighter adjacent to T-Rex)", "both
    players", "all players", "the player(s) who drew the most cards"."""

    kind: PlayerGroupKind
    filter: "Filter | None" = None  # each opponent with a fighter <filter>
    who: CountedCards | None = None  # the players WHO_DID: what they did the most or fewest


@dataclass(frozen=True)
class Within(Node):
    """ "within 3 spaces of Ciri" """

    distance: int
    fighter: FighterRef


@dataclass(frozen=True)
class OnOrAdjacentTo(Node):
    """ "on or adjacent to a space with an insight token" """

    space: SpaceSelection


@dataclass(frozen=True)
class InThatSpace(Node):
    """ "in that space", "in that space and in one adjacent space" (one chosen) """

    space: "ThatSpace"
    and_adjacent: bool = False


@dataclass(frozen=True)
class ThatToken(Node):
    """ "that trap": the token an earlier step chose (a filter measures from it) """

    token: str


@dataclass(frozen=True)
class MovedByYou(Node):
    """ "each fighter you moved" (by this effect) """


@dataclass(frozen=True)
class MovedThrough(Node):
    """ "an opposing fighter he moved through": the fighters that the last move of `fighter`
    in this text passed through (spaces entered on the way, not the one it ended in)."""

    fighter: FighterPronoun
    # Set by the resolver (grammar/resolve.py): the step of that move; left out of equality.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class SpaceOf(Node):
    """ "Dr. Malcolm's space"; "their new space" (fighter None: the one that just moved) """

    fighter: FighterRef | None = None


@dataclass(frozen=True)
class CombatDamage(Node):
    """The combat damage of this combat: "the amount of combat damage dealt", "... you
    took", "... your fighter took", "the damage dealt" (`short`)."""

    fighter: FighterRef | None = None  # who took it; None: dealt by the attack
    you: bool = False  # written "you took" (your fighter)
    short: bool = False  # written "the damage dealt"


@dataclass(frozen=True)
class ThatMany(Node):
    """ "that many": as many cards as the effect before put or discarded."""


@dataclass(frozen=True)
class ThatMuch(Node):
    """ "that much": the count a group of players was chosen by ("the player(s) who drew the
    most cards deals that much damage"): as many as each of them drew."""

    # Set by the resolver (grammar/resolve.py): the step that chose the group; left out of
    # equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class NumberOf(Node):
    """ "the number of cards in your hand", "... of insight tokens on the board" """

    what: "CardsInHand | TokensOnBoard | ZonesOfFighters"


@dataclass(frozen=True)
class CardsInHand(Node):
    """ "cards in your hand" """


@dataclass(frozen=True)
class TokensOnBoard(Node):
    """ "insight tokens on the board" """

    token: str


@dataclass(frozen=True)
class ZonesOfFighters(Node):
    """ "different zones all of your fighters are in" """


# ---- summoned groups of sidekicks (issue 10, squirrels)


@dataclass(frozen=True)
class AtLeastFighters(Node):
    """ "four or more Squirrels", what adjacency measures from: "adjacent to four or more
    Squirrels", "a space with four or more Squirrels adjacent to it" (at least that many of
    the selection are adjacent) """

    amount: Number
    selection: FighterSelection
    around: bool = False  # of a space, written "with four or more Squirrels adjacent to it"


# The unions, once every class they name is defined (earlier annotations name them as
# strings).
FighterRef = Union[FighterPronoun, FighterName, ChosenFighter]
Target = Union[FighterPronoun, FighterName, ChosenFighter, FighterSelection]
SpaceRef = Union[SpaceSelection, ThatSpace, SpaceOf]
Filter = Union[AdjacentTo, InZone, InCombat, InSameZone, OnTokenSpaces, Within, OnOrAdjacentTo,
               InThatSpace, MovedByYou, MovedThrough]
Expr = Union[Number, BoostValue, PrintedValue, DamageDealt, NumberOf, CombatDamage, ThatMany,
             CardValue, ThatMuch]
