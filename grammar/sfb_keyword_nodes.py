"""AST nodes, part 4b: the keywords of Super Fantasy Brawl (Push, Dash, Stun, Heal, ...),
what champions suffer and gain ("the attacker suffers Fear 2", "gain +1 strength"), attack
modifiers ("this attack gains +1 strength") and the attack and its reaction. Import them
through `nodes`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Union

from .ref_nodes import FighterName, Node, Number, Player
from .sfb_champion_nodes import (ChampionGroup, ChampionRef, ChampionTarget, KeywordName,
                                 SfbCondition, SfbCountable, State)

if TYPE_CHECKING:
    from .sfb_effect_nodes import SfbEffect


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
