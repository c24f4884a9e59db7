"""The events only Unmatched has: actions, schemes, combat and its values, doors, tokens."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..engine.events import CardId, Event, FighterId, PlayerIndex, event
from ..engine.serialize import saved_enum


@event("action")
@dataclass(slots=True)
class ActionTaken(Event):
    player: PlayerIndex
    action: str  # "maneuver", "scheme", "attack"


@event("scheme")
@dataclass(slots=True)
class SchemePlayed(Event):
    player: PlayerIndex
    card: CardId
    fighter: FighterId


@event("combat")
@dataclass(slots=True)
class CombatStarted(Event):
    attacker: FighterId
    defender: FighterId
    attack_card: CardId
    defense_card: CardId | None


@event("effect")
@dataclass(slots=True)
class CardEffect(Event):
    """A combat card's effects of one timing begin to resolve."""

    card: CardId
    player: PlayerIndex
    timing: str  # "immediately", "during combat", "after combat"


@event("ongoing trigger")
@dataclass(slots=True)
class OngoingTriggered(Event):
    """A sentence of an ONGOING card in play triggers ("After each combat your fighter is
    in, draw 1 card.")."""

    card: CardId
    player: PlayerIndex
    trigger: str  # the header's kind: "after each combat", ...


@event("cancel")
@dataclass(slots=True)
class EffectsCancelled(Event):
    card: CardId
    player: PlayerIndex


@saved_enum
class CombatSide(str, Enum):
    """Which value of a combat a card gives."""

    ATTACK = "attack"
    DEFENSE = "defense"


@saved_enum
class ValueChange(str, Enum):
    """How a combat card's value changes (`amount` is what it is changed by or to)."""

    ADD = "add"  # `amount` added (may be negative)
    SET = "set"  # set at `amount`
    IGNORE = "ignore"  # counts as 0
    LOCK = "lock"  # at `amount`, and cannot change
    PRINTED = "printed"  # back to its printed value, `amount`


@event("value")
@dataclass(slots=True)
class CombatValueChanged(Event):
    """A combat card's value changes: "Hex Shield: +2 defense -> 4"."""

    card: CardId  # the card whose value changes
    side: CombatSide  # which value it is
    player: PlayerIndex  # the player of the effect that changes it
    source: CardId | None  # the card whose effect changes it (None: an ability)
    change: ValueChange
    amount: int  # what is added (may be negative), or the value it is set, locked or printed at
    value: int  # the card's value after it


@event("combat damage")
@dataclass(slots=True)
class CombatResolved(Event):
    attack: int
    defense: int
    damage: int
    winner: str  # "attacker" or "defender"


@event("predict")
@dataclass(slots=True)
class ValuePredicted(Event):
    player: PlayerIndex
    value: int


@event("attack card")
@dataclass(slots=True)
class AttackCardChosen(Event):
    """An effect chose the attack card an opponent plays (Do My Bidding)."""

    player: PlayerIndex
    card: CardId


@event("gain action")
@dataclass(slots=True)
class ActionsGained(Event):
    player: PlayerIndex
    amount: int


@event("spend action")
@dataclass(slots=True)
class ActionSpent(Event):
    """An effect spends one of the turn's actions left ("spend an additional action to ...")."""

    player: PlayerIndex


@event("end turn")
@dataclass(slots=True)
class TurnEnded(Event):
    player: PlayerIndex


@event("now in combat")
@dataclass(slots=True)
class NowInCombat(Event):
    """Another fighter takes its side's place in the combat ("your other fighter is now in
    the combat")."""

    fighter: FighterId
    player: PlayerIndex
    side: str  # "attacker" or "defender"


@event("open door")
@dataclass(slots=True)
class DoorOpened(Event):
    player: PlayerIndex
    between: tuple[int, int]


@event("close door")
@dataclass(slots=True)
class DoorClosed(Event):
    player: PlayerIndex
    between: tuple[int, int]


@event("place token")
@dataclass(slots=True)
class TokenPlaced(Event):
    player: PlayerIndex
    token: str
    to: int


@event("remove token")
@dataclass(slots=True)
class TokenRemoved(Event):
    """A token leaves the board: back to its owner ("remove all insight tokens from the
    board") or to the box ("return that trap"), out of the game."""

    player: PlayerIndex  # the token's owner
    token: str
    start: int
    to: str  # "supply" or "box"


@event("move token")
@dataclass(slots=True)
class TokenMoved(Event):
    player: PlayerIndex
    token: str
    start: int
    to: int


@event("invoke")
@dataclass(slots=True)
class EffectInvoked(Event):
    """A named effect the hero declares resolves, invoked by a text ("Cast any spell."):
    issue 10."""

    player: PlayerIndex
    card: CardId | None  # the card whose text invoked it (None: the hero's ability)
    word: str  # the kind's word: "spell"
    effect: str  # the effect's name: "Toad's Blessing"


# ---- the BOOST of an attack before the reveal (issue 10: attack_boosts.py)


@event("boost played")
@dataclass(slots=True)
class BoostPlayed(Event):
    """A card played to BOOST the attack before the reveal, lying with the attack card: face
    down, the other players see that a card is played, not which."""

    player: PlayerIndex
    card: CardId
    face_down: bool


@event("boost revealed")
@dataclass(slots=True)
class BoostRevealed(Event):
    """A BOOST played face down is revealed with the attack card."""

    player: PlayerIndex
    card: CardId


@event("boost discarded")
@dataclass(slots=True)
class BoostDiscarded(Event):
    """A BOOST lying with the attack card is discarded without effect (the attack card's
    effects were cancelled): its BOOST value no longer counts."""

    player: PlayerIndex
    card: CardId
