"""AST nodes, part 4a: the words of Super Fantasy Brawl that name and ask. Import them
through `nodes`.

Super Fantasy Brawl shares the effect language with Unmatched (sentences, headers, "you
may", "deal N damage to ...", names); its own words are in sfb_champion_nodes.py (this
module), sfb_keyword_nodes.py and sfb_effect_nodes.py. This module has cores and kinds of
card, champions named by their place in an activation ("the target", "the attacker"),
groups of champions ("each adjacent Enemy", "Gold'arr's Allies"), statues, the states and
conditions of champions and the conditions of challenges, and what "for each" counts.
Which classes a game's cards may use is decided in grammar/games.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Union

from .condition_nodes import DamageDealtCount, DiscardedCount
from .ref_nodes import ChosenFighter, FighterName, FighterPronoun, Node, Number


# --- cores and cards ------------------------------------------------------------------


class Core(str, Enum):
    DESTRUCTION = "destruction"  # red
    CREATION = "creation"  # yellow
    MANIPULATION = "manipulation"  # blue


@dataclass(frozen=True)
class CardKind(Node):
    """Which cards: "card", "red card", "Destruction card"."""

    core: Core | None = None
    colour: bool = False  # named by its colour ("red") rather than its core ("Destruction")


@dataclass(frozen=True)
class ChampionCard(Node):
    """ "a Sulka Manipulation card" (a trigger's card)."""

    champion: FighterName
    kind: CardKind


# --- champions ------------------------------------------------------------------------


class ChampionWord(str, Enum):
    TARGET = "the target"  # of the attack, the skill or the reaction
    TARGETED = "the targeted champion"
    TARGET_CHAMPION = "the target champion"
    ATTACKER = "the attacker"
    THEY = "they"  # the champion named before (a condition's, a trigger's)
    IT = "it"
    HE = "he"
    THAT_ALLY = "that ally"  # the ally named just before
    THAT_CHAMPION = "that champion"
    MATCHING_ENEMY = "the matching enemy"  # the owner of the card discarded just before
    FIRST_SWOOPED = "the first champion swooped through"


@dataclass(frozen=True)
class ChampionPronoun(Node):
    word: ChampionWord
    # Set by the resolver (grammar/resolve.py) for the words that refer back; left out of
    # equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


ChampionRef = Union[FighterName, FighterPronoun, ChampionPronoun]


class Side(str, Enum):
    """The noun of a group: whose champions it takes."""

    CHAMPION = "champion"  # any champion
    ENEMY = "enemy"
    ENEMY_CHAMPION = "enemy champion"
    ALLY = "ally"  # another champion of the same player
    ALLIED_CHAMPION = "allied champion"
    OPPONENT = "opponent"  # an enemy (Dugrun: "adjacent opponents")
    TARGET = "target"  # a target of the attack


class Pick(str, Enum):
    """How many of a group, as written."""

    EACH = "each"
    EACH_OTHER = "each other"  # each but the target(s)
    ALL = "all"
    A = "a"
    ANOTHER = "another"
    ANY = "any"
    ONE_OF = "one of"
    NONE_OF = "none of"
    EACH_OF = "each of"
    COUNT = "count"  # "2 enemy Champions", "2 of your Champions"
    PLURAL = "plural"  # no word: "Enemies adjacent to the target", "Targets"
    KIND = "kind"  # no word, singular: after "for each" ("for each Ally adjacent to ...")
    NO = "no"  # "no Allies within 2 hexes"


class Passage(str, Enum):
    DASHED = "dashed through"
    SWOOPED = "swooped through"
    MOVED = "moved through"


class StatueColour(str, Enum):
    RED = "red"
    YELLOW = "yellow"
    BLUE = "blue"


@dataclass(frozen=True)
class StatueRef(Node):
    """ "a statue", "the red statue", "2 statues", "each statue" """

    colour: StatueColour | None = None
    count: Number | None = None  # None: one


@dataclass(frozen=True)
class NearTo(Node):
    """ "adjacent to the target" (hexes None), "within 2 hexes of the attacker", "within 2
    hexes" (anchor None: of the champion the sentence is about)."""

    anchor: "ChampionRef | ChampionGroup | StatueRef | None" = None
    hexes: Number | None = None


@dataclass(frozen=True)
class PassedThrough(Node):
    """ "dashed through": the champions the movement just before passed."""

    passage: Passage


GroupFilter = Union[NearTo, PassedThrough]


@dataclass(frozen=True)
class ChampionGroup(Node):
    """Some champions: "each adjacent Enemy", "Gold'arr's Allies", "2 of your Champions"."""

    pick: Pick
    side: Side
    count: Number | None = None  # for Pick.COUNT
    owner: "ChampionRef | None" = None  # "Gold'arr's Allies"
    yours: bool = False  # "your Champions", "one of your Champions"
    adjacent: bool = False  # written before the noun: "each adjacent Enemy"
    bloodied: bool = False  # "each Bloodied Enemy"
    either: "ChampionRef | None" = None  # "Taze or an Ally"
    filters: tuple[GroupFilter, ...] = ()


ChampionTarget = Union[FighterName, FighterPronoun, ChosenFighter, ChampionPronoun, ChampionGroup]


# --- states and conditions -----------------------------------------------------------


@dataclass(frozen=True)
class Bloodied(Node):
    pass


@dataclass(frozen=True)
class OnTrapHex(Node):
    inside: bool = False  # written "in a trap hex"


@dataclass(frozen=True)
class OnGate(Node):
    """ "on their gate": out of action, waiting to come back."""


class AreaOwner(str, Enum):
    YOUR = "your"
    ENEMY = "the enemy"


@dataclass(frozen=True)
class InDeploymentArea(Node):
    owner: AreaOwner = AreaOwner.YOUR


State = Union[Bloodied, OnTrapHex, OnGate, InDeploymentArea, NearTo]


@dataclass(frozen=True)
class ChampionIs(Node):
    """ "the target is Bloodied", "the attacker is not adjacent to the target", "2 enemy
    Champions are Bloodied" """

    subject: ChampionTarget
    state: State
    negated: bool = False


@dataclass(frozen=True)
class ChampionHas(Node):
    """ "the target has no Allies within 2 hexes" """

    champion: ChampionRef
    group: ChampionGroup


@dataclass(frozen=True)
class DamageWasDealt(Node):
    """ "damage was dealt" / "no damage was dealt" (by this attack) """

    dealt: bool = True


@dataclass(frozen=True)
class TakenOutOfAction(Node):
    """ "the target was (not) taken Out of Action (by the attack)" """

    champion: ChampionRef
    taken: bool = True
    by_attack: bool = False


class KeywordName(str, Enum):
    PUSH = "push"
    PULL = "pull"
    FORCE = "force"
    FEAR = "fear"
    STUN = "stun"
    ROOT = "root"


@dataclass(frozen=True)
class DamagedBy(Node):
    """ "the target is damaged by the Push" (falling short of it) """

    champion: ChampionRef
    keyword: KeywordName


@dataclass(frozen=True)
class NoCardsInDiscard(Node):
    """ "there are no Destruction cards in your discard pile" """

    kind: CardKind


@dataclass(frozen=True)
class YouControl(Node):
    """ "you control the area of the red statue", "you control the areas of 2 statues" """

    statue: StatueRef


SfbCondition = Union[ChampionIs, ChampionHas, DamageWasDealt, TakenOutOfAction, DamagedBy,
                     NoCardsInDiscard, YouControl]


# --- counted things and amounts --------------------------------------------------------


class TargetsWord(str, Enum):
    TARGET = "target"
    CHAMPION_TARGETED = "champion targeted"


@dataclass(frozen=True)
class TargetCount(Node):
    word: TargetsWord = TargetsWord.TARGET


@dataclass(frozen=True)
class ChampionCount(Node):
    """ "Ally adjacent to the target" """

    group: ChampionGroup


@dataclass(frozen=True)
class DiscardPileCount(Node):
    """ "Destruction card in your discard pile" """

    kind: CardKind


@dataclass(frozen=True)
class ReadyCoreCount(Node):
    """ "ready standard Core you control" """


@dataclass(frozen=True)
class DamageOnCount(Node):
    """ "damage on the target" """

    champion: ChampionRef


@dataclass(frozen=True)
class HexCount(Node):
    """ "hex dashed", "hex moved through" (by the movement of this card) """

    passage: Passage


@dataclass(frozen=True)
class DiscardedKindCount(Node):
    """ "Manipulation card discarded" (by this effect) """

    kind: CardKind


@dataclass(frozen=True)
class TheirCardsDiscardedCount(Node):
    """ "of their cards discarded": each champion's own cards discarded by this effect """


SfbCountable = Union[TargetCount, ChampionCount, DiscardPileCount, ReadyCoreCount,
                     DamageOnCount, HexCount, DiscardedKindCount, TheirCardsDiscardedCount,
                     DiscardedCount, DamageDealtCount]
