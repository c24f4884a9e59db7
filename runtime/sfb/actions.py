"""The action records only Super Fantasy Brawl has: playing a card, the standard actions,
moving on the arena, an area's orientation, a core, a champion of a draft."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..engine.actions import Decline, DeclineUse, action_record
from ..engine.events import CardId
from ..engine.serialize import ENUMS

if TYPE_CHECKING:
    from .data import SfbData


class Standard(StrEnum):
    """The four standard actions (reference README): each once per activation phase."""

    PLAN = "plan"  # manipulation: move 1, then Plan 1
    HEAL = "heal"  # creation: move 1, then Heal 1
    STRIKE = "strike"  # destruction: move 1, then 1 damage to an adjacent enemy
    MOVE = "move"  # any core: move 2


ENUMS[Standard.__name__] = Standard  # saved states name it, as they name the engine's enums

STANDARD_CORE = {Standard.PLAN: "manipulation", Standard.HEAL: "creation",
                 Standard.STRIKE: "destruction", Standard.MOVE: None}


@action_record
@dataclass(frozen=True, slots=True)
class PlayCard:
    card: CardId
    fighter: int

    def label(self, data: "SfbData") -> str:
        return f"Play {data.cards[self.card].label} ({data.fighters[self.fighter].label})"


@action_record
@dataclass(frozen=True, slots=True)
class UseStandard:
    action: Standard
    fighter: int
    core: str

    def label(self, data: "SfbData") -> str:
        return f"Standard action {self.action} with {data.fighters[self.fighter].label} ({self.core})"


@action_record
@dataclass(frozen=True, slots=True)
class EndActivations:
    def label(self, data: "SfbData") -> str:
        return "End the activation phase"


@action_record
@dataclass(frozen=True, slots=True)
class MoveToHex:
    fighter: int
    hex: int  # its number; the hex it stands on: it stays

    def label(self, data: "SfbData") -> str:
        fighter = data.fighters[self.fighter]
        if fighter.space == self.hex:
            return f"{fighter.label} stays on hex {self.hex}"
        return f"Move {fighter.label} to hex {self.hex}"


@action_record
@dataclass(frozen=True, slots=True)
class PickHex:
    hex: int

    def label(self, data: "SfbData") -> str:
        return f"Hex {self.hex}"


@action_record
@dataclass(frozen=True, slots=True)
class AimArea:
    """An area of effect's hexes, as the attacker turned it."""

    hexes: tuple[int, ...]

    def label(self, data: "SfbData") -> str:
        return "Area on hexes " + ", ".join(map(str, self.hexes))


@action_record
@dataclass(frozen=True, slots=True)
class PickChampion:
    champion: str  # a champion id (drafts)
    ban: bool = False

    def label(self, data: "SfbData") -> str:
        return f"{'Ban' if self.ban else 'Pick'} {self.champion}"


@action_record
@dataclass(frozen=True, slots=True)
class Refuse:
    """Choosing not to: no attack, no reaction."""

    what: str  # "attack", "reaction"

    def label(self, data: "SfbData") -> str:
        return f"No {self.what}"


END_ACTIVATIONS = EndActivations()
NO_ATTACK, NO_REACTION = Refuse("attack"), Refuse("reaction")
STOP = Decline(DeclineUse.STOP_DISCARDING)  # mulligan, Plan: no more cards
