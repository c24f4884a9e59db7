"""AST nodes, part 4: the words of Super Fantasy Brawl. Import them through `nodes`.

Super Fantasy Brawl shares the effect language with Unmatched (sentences, headers, "you
may", "deal N damage to ...", names): this module adds what only it has: champions named
by their place in an activation ("the target", "the attacker"), groups of champions
("each adjacent Enemy", "Gold'arr's Allies"), hexes, cores, the keywords (Push, Dash,
Stun, ...), attack modifiers ("this attack gains +1 strength"), the passives of a levelled
champion and the conditions of challenges. Which classes a game's cards may use is decided
in grammar/games.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Union

from .catalogue_effects import PayTo
from .condition_nodes import DamageDealtCount, DiscardedCount
from .ref_nodes import ChosenFighter, FighterName, FighterPronoun, Node, Number, Player


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


# --- keywords ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Push(Node):
    amount: Number


@dataclass(frozen=True)
class Pull(Node):
    amount: Number


@dataclass(frozen=True)
class Force(Node):
    """ "Force 1" (the target), "Force 1 your Allies" """

    amount: Number
    target: "ChampionGroup | None" = None


@dataclass(frozen=True)
class Fear(Node):
    amount: Number


@dataclass(frozen=True)
class Stun(Node):
    pass


@dataclass(frozen=True)
class Root(Node):
    pass


class Ignoring(str, Enum):
    CHAMPIONS_AND_TRAPS = "champions and traps"
    TRAPS_AND_CHAMPIONS = "traps and champions"


@dataclass(frozen=True)
class Dash(Node):
    amount: Number
    ignoring: Ignoring | None = None  # passes champions and traps (triggers none it passes)


@dataclass(frozen=True)
class Jump(Node):
    amount: Number


@dataclass(frozen=True)
class Swoop(Node):
    amount: Number


@dataclass(frozen=True)
class Heal(Node):
    """ "Heal 2", "Heal an adjacent Ally" (the heal of the sentence it replaces), "Heal your
    Champions 1 for each of their cards discarded" """

    amount: Number | None
    champion: "ChampionGroup | None" = None  # None: the champion activated
    per: SfbCountable | None = None


@dataclass(frozen=True)
class DrawUpTo(Node):
    """Draw X: up to X cards, the number said first. "Draw 1 for each damage dealt." """

    amount: Number
    per: SfbCountable | None = None
    subject: Player | None = None  # "your opponent draws 1"


@dataclass(frozen=True)
class DrawExtra(Node):
    """ "draw 2 additional cards" (in the upkeep phase) """

    amount: Number


@dataclass(frozen=True)
class Plan(Node):
    amount: Number


@dataclass(frozen=True)
class PlanFromDiscard(Node):
    """ "Plan from your discard pile" """


@dataclass(frozen=True)
class Double(Node):
    pass


@dataclass(frozen=True)
class Lifesteal(Node):
    pass


@dataclass(frozen=True)
class Poison(Node):
    amount: Number


# --- what champions suffer and gain ---------------------------------------------------


class Stat(str, Enum):
    STRENGTH = "strength"
    DEFENSE = "defense"
    MOVEMENT = "movement"


@dataclass(frozen=True)
class StatChange(Node):
    """ "+1 strength", "-2 defense" """

    amount: Number
    stat: Stat
    negative: bool = False


@dataclass(frozen=True)
class Damage(Node):
    """ "1 damage" (suffered) """

    amount: Number


@dataclass(frozen=True)
class AttackDamage(Node):
    """ "the attack damage" (suffered as well) """


Affliction = Union[Push, Pull, Force, Fear, Stun, Root, Damage, AttackDamage, StatChange]
Bonus = Union[StatChange, Double, Lifesteal, Poison, Stun]


class AttackWord(str, Enum):
    THIS_ATTACK = "this attack"
    THIS_CARD = "this card"
    THE_ATTACK = "the attack"
    ATTACKS_OF = "'s attacks"  # "Rath's attacks"
    NEXT_ATTACK_OF = "'s next attack this turn"  # "Rath's next attack this turn"
    NEXT_ATTACK_ON = "the next attack on"  # "the next attack on the target this turn"


@dataclass(frozen=True)
class AttackRef(Node):
    word: AttackWord
    champion: ChampionRef | None = None


@dataclass(frozen=True)
class Suffers(Node):
    """ "the attacker suffers Fear 2", "Enemies swooped through suffer 1 damage and Fear 1";
    `elided`: the subject of the clause before, not written ("... and suffers -1 defense")."""

    subject: ChampionTarget | None
    afflictions: tuple[Affliction, ...]
    also: bool = False
    against: AttackRef | None = None  # "-2 defense against Ko'lel's attacks"
    lasting: bool = False  # "until the end of the turn"
    elided: bool = False  # the subject is the clause before's, not written again


@dataclass(frozen=True)
class Gains(Node):
    """ "Gold'arr's Allies gain +1 strength and +1 movement until the end of the turn"; no
    subject: the champion of the effect ("gain +1 defense"); `elided`: the subject of the
    clause before, not written."""

    subject: ChampionTarget | None
    bonuses: tuple[Bonus, ...]
    against: ChampionRef | None = None  # "+2 strength against the target"
    lasting: bool = False
    whilst: State | None = None  # "whilst on a trap hex"
    elided: bool = False


@dataclass(frozen=True)
class AttackGains(Node):
    """ "This attack gains +1 strength for each Champion targeted", "Rath's attacks gain
    Poison 1", "... if Deryn is on a trap hex"; `elided`: the attack of the clause before,
    not written ("... ignores defense and gains +1 strength")."""

    attack: AttackRef
    bonuses: tuple[Bonus, ...]
    per: SfbCountable | None = None
    condition: SfbCondition | None = None
    while_: bool = False  # the condition written "while ..." rather than "if ..."
    lasting: bool = False
    elided: bool = False


class DefenseWord(str, Enum):
    DEFENSE = "defense"
    TARGETS = "the target's defense"
    OF_TARGET = "the defense of the target"


@dataclass(frozen=True)
class IgnoresDefense(Node):
    attack: AttackRef
    word: DefenseWord = DefenseWord.DEFENSE
    condition: SfbCondition | None = None


@dataclass(frozen=True)
class ImmuneTo(Node):
    """ "Immune to Push." (the champion itself), "The target is immune to Fear until the end
    of the turn." """

    keyword: KeywordName
    subject: ChampionRef | None = None
    lasting: bool = False


# --- the attack and its reaction ------------------------------------------------------


@dataclass(frozen=True)
class NoReactions(Node):
    """ "Reactions cannot be played during this attack." """


@dataclass(frozen=True)
class AnotherReaction(Node):
    """ "You can play another reaction this attack." """


@dataclass(frozen=True)
class CardDefense(Node):
    """ "this card gives +2 defense (instead)": the defence bonus of a reaction ("this card
    gains +2 defense" adds to it: AttackGains)."""

    amount: Number


@dataclass(frozen=True)
class ForEach(Node):
    """ "For each Manipulation card discarded, gain +1 defense." """

    countable: SfbCountable
    effect: "SfbEffect"


@dataclass(frozen=True)
class NegateDisplacement(Node):
    """ "Negate any displacement effects caused by the attack." """


@dataclass(frozen=True)
class CancelPostAttack(Node):
    """ "Cancel all ↷ effects of the attack." """


@dataclass(frozen=True)
class IgnorePostAttack(Node):
    """ "ignore any further ↷ effects" """


@dataclass(frozen=True)
class EndOtherEffects(Node):
    """ "ignore any other ↷ effects, and end all other lasting effects" """


@dataclass(frozen=True)
class LifestealToAlly(Node):
    """ "The heal from this Lifesteal may be assigned to one of Sulka's Allies instead of
    her." """

    champion: FighterName


# --- damage, cards and cores ------------------------------------------------------------


@dataclass(frozen=True)
class DamageEqualToDefense(Node):
    """ "Deal damage to each Champion equal to their defense." """

    target: "Target"


@dataclass(frozen=True)
class DamageUntilBloodied(Node):
    """ "Deal damage to each target until they are Bloodied." """

    target: ChampionGroup


@dataclass(frozen=True)
class RemoveDamage(Node):
    """ "Remove 1 damage from an enemy Champion" """

    amount: Number
    source: ChampionGroup


@dataclass(frozen=True)
class DiscardHand(Node):
    """ "Discard your hand." """


@dataclass(frozen=True)
class DiscardCards(Node):
    """ "Discard up to 3 cards", "discard any number of red cards from your hand", "discard a
    blue card from your hand" """

    amount: Number | None  # None: any number
    kind: CardKind
    up_to: bool = False
    from_hand: bool = False


@dataclass(frozen=True)
class ControllerDiscards(Node):
    """ "The targeted Champion's controller discards a card at random." """

    champion: ChampionRef


@dataclass(frozen=True)
class ControllerPutsOnTop(Node):
    """ "its controller puts 1 card at random from their hand on top of their deck" """

    champion: ChampionPronoun  # "it"
    amount: Number


@dataclass(frozen=True)
class ReturnFromDiscard(Node):
    """ "Return a red card from your discard pile to your hand", "Return one of that
    champion's cards from your discard pile to your hand" """

    amount: Number | None  # None: "one of <champion>'s cards"
    kind: CardKind
    owner: ChampionRef | None = None


@dataclass(frozen=True)
class ShuffleDiscard(Node):
    """ "Shuffle all cards from your discard pile into your deck." """


@dataclass(frozen=True)
class DiscardTopOfDeck(Node):
    """ "Discard the top card of an opponent's deck." """


@dataclass(frozen=True)
class ReadyCore(Node):
    """ "Ready your Destruction Core", "ready a Core" (None: any) """

    core: Core | None = None


@dataclass(frozen=True)
class ExhaustCore(Node):
    """ "exhaust your Manipulation Core", "exhaust a Core" (what an effect costs) """

    core: Core | None = None


@dataclass(frozen=True)
class PlayAgain(Node):
    """ "play this card again" """


@dataclass(frozen=True)
class YouCan(Node):
    """ "You can exhaust a Core to play this card again." (an option, as "you may") """

    body: PayTo


# --- the arena --------------------------------------------------------------------------


@dataclass(frozen=True)
class FreeHex(Node):
    """ "any free hex" """


@dataclass(frozen=True)
class OriginalHex(Node):
    """ "the target's original hex": where it stood before this skill moved it """

    champion: ChampionRef


@dataclass(frozen=True)
class AnywhereExcept(Node):
    """ "anywhere on the board except adjacent to a Champion" """

    group: ChampionGroup


Location = Union[NearTo, FreeHex, OriginalHex, InDeploymentArea, AnywhereExcept]


@dataclass(frozen=True)
class PlaceChampion(Node):
    champion: ChampionTarget
    where: Location


@dataclass(frozen=True)
class SwapLocation(Node):
    """ "Swap the target's location with another Enemy Champion." """

    champion: ChampionRef
    other: ChampionGroup


@dataclass(frozen=True)
class LookAtTrap(Node):
    """ "look at a trap token in play" """


@dataclass(frozen=True)
class MoveTrap(Node):
    """ "place it on any free trap hex" (the trap token looked at) """


class Obstacle(str, Enum):
    ENEMIES = "enemies"
    STATUES = "statues"
    TRAPS = "traps"


@dataclass(frozen=True)
class MayMoveThrough(Node):
    """ "May move through Enemies, statues, and traps without activating them." """

    obstacles: tuple[Obstacle, ...]
    without_activating: bool = False


@dataclass(frozen=True)
class TargetChampion(Node):
    """ "Target any allied Champion." (a skill's target, declared in its text) """

    group: ChampionGroup


@dataclass(frozen=True)
class MayTargetAllies(Node):
    """ "This may target Izabella's Allies." """

    champion: FighterName


# --- passives of a levelled champion ----------------------------------------------------


@dataclass(frozen=True)
class IgnoresDisplacement(Node):
    """ "he ignores displacement effects from enemies" """

    champion: ChampionPronoun  # "he"


class TargetedBy(str, Enum):
    ATTACKS = "attacks"
    OPPONENTS_REACTIONS = "an opponent's reactions"


@dataclass(frozen=True)
class CannotBeTargeted(Node):
    """ "Cannot be targeted by attacks while adjacent to an Ally.", "Enemies adjacent to
    Nevamor cannot be targeted by an opponent's Reactions." """

    by: TargetedBy
    subject: ChampionGroup | None = None  # None: the champion itself
    whilst: State | None = None


@dataclass(frozen=True)
class CannotAttackUnless(Node):
    """ "Adjacent opponents cannot attack unless Dugrun is a target of the attack." """

    subject: ChampionGroup
    champion: ChampionRef


@dataclass(frozen=True)
class FreeStandardAction(Node):
    """ "One of your Champions can make one standard action per round, without spending a
    core." """

    who: ChampionGroup


@dataclass(frozen=True)
class AnyCoreAs(Node):
    """ "You can use any Core as a Creation Core." """

    core: Core


@dataclass(frozen=True)
class NoTrapTrigger(Node):
    """ "Do not trigger traps in Deryn's hex." """

    champion: ChampionRef


class RangeBound(str, Enum):
    MINIMUM = "minimum"
    MAXIMUM = "maximum"


@dataclass(frozen=True)
class RangeChange(Node):
    """ "decrease the minimum range by 1", "increase the maximum range by 1" """

    bound: RangeBound
    amount: Number
    increase: bool = True


@dataclass(frozen=True)
class ScoreIf(Node):
    """A challenge: "Score if you control the area of the red statue." """

    condition: SfbCondition


SfbEffect = Union[
    Push, Pull, Force, Fear, Stun, Root, Dash, Jump, Swoop, Heal, DrawUpTo, DrawExtra, Plan,
    PlanFromDiscard, Double, Lifesteal, Poison, Suffers, Gains, AttackGains, IgnoresDefense,
    ImmuneTo, NoReactions, AnotherReaction, CardDefense, ForEach,
    NegateDisplacement, CancelPostAttack, IgnorePostAttack, EndOtherEffects, LifestealToAlly,
    DamageEqualToDefense, DamageUntilBloodied, RemoveDamage, DiscardHand, DiscardCards, ControllerDiscards,
    ControllerPutsOnTop, ReturnFromDiscard, ShuffleDiscard, DiscardTopOfDeck, ReadyCore,
    ExhaustCore, PlayAgain, PayTo, YouCan, PlaceChampion, SwapLocation, LookAtTrap, MoveTrap,
    MayMoveThrough, TargetChampion, MayTargetAllies, IgnoresDisplacement, CannotBeTargeted,
    CannotAttackUnless, FreeStandardAction, AnyCoreAs, NoTrapTrigger, RangeChange, ScoreIf,
]
