"""The action records only Unmatched has: the actions of a turn and the doors."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import action_record
from ..engine.events import CardId

if TYPE_CHECKING:
    from ..engine.data import GameData


@action_record
@dataclass(frozen=True, slots=True)
class Maneuver:
    def label(self, data: "GameData") -> str:
        return "Maneuver"


@action_record
@dataclass(frozen=True, slots=True)
class PlayScheme:
    card: CardId
    fighter: int

    def label(self, data: "GameData") -> str:
        return f"Scheme: {data.cards[self.card].label} ({data.fighters[self.fighter].label})"


@action_record
@dataclass(frozen=True, slots=True)
class AttackWith:
    attacker: int
    target: int

    def label(self, data: "GameData") -> str:
        target = data.fighters[self.target]
        return (f"Attack {target.label} (space {target.space}) with "
                f"{data.fighters[self.attacker].label}")


@action_record
@dataclass(frozen=True, slots=True)
class CloseDoor:
    a: int
    b: int

    def label(self, data: "GameData") -> str:
        return f"Close the door between {self.a} and {self.b}"


@action_record
@dataclass(frozen=True, slots=True)
class OpenDoor:
    a: int
    b: int
    fighter: int  # who spends 1 of its movement on it

    def label(self, data: "GameData") -> str:
        return (f"Open the door between {self.a} and {self.b} with "
                f"{data.fighters[self.fighter].label}")


MANEUVER = Maneuver()


@action_record
@dataclass(frozen=True, slots=True)
class PickNamedEffect:
    """Which of the hero's named effects an invocation resolves ("Cast Toad's Blessing")."""

    verb: str  # "cast"
    word: str  # "spell"
    name: str  # "Toad's Blessing"

    def label(self, data: "GameData") -> str:
        return f"{self.verb.capitalize()} {self.name}"
