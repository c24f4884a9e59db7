"""AST nodes, part 4c: the other clauses of Super Fantasy Brawl: damage, cards and cores,
the arena (placing champions, traps), the passives of a levelled champion and challenges;
and `SfbEffect`, every clause of Super Fantasy Brawl. Import them through `nodes`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from .catalogue_effects import PayTo
from .ref_nodes import FighterName, Node, Number
from .sfb_champion_nodes import (ChampionGroup, ChampionPronoun, ChampionRef, ChampionTarget,
                                 CardKind, Core, InDeploymentArea, NearTo, SfbCondition, State)
from .sfb_keyword_nodes import (AnotherReaction, AttackGains, CancelPostAttack, CardDefense,
                                Dash, Double, DrawExtra, DrawUpTo, EndOtherEffects, Fear,
                                Force, ForEach, Gains, Heal, IgnoresDefense, IgnorePostAttack,
                                ImmuneTo, Jump, Lifesteal, LifestealToAlly, NegateDisplacement,
                                NoReactions, Plan, PlanFromDiscard, Poison, Pull, Push, Root,
                                Stun, Suffers, Swoop)


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
