"""The action records only Super Fantasy Brawl has: playing a card, a standard action,
moving on the arena, an area's orientation, a core, a champion of a draft."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import Decline, DeclineUse, action_record
from ..engine.events import CardId

if TYPE_CHECKING:
    from .data import SfbData


@action_record
@dataclass(frozen=True, slots=True)
class PlayCard:
    card: CardId
    fighter: int
    core: str | None = None  # another core paying for the card's (a passive lets it)

    def label(self, data: "SfbData") -> str:
        paid = f", with the {self.core} core" if self.core is not None else ""
        return f"Play {data.cards[self.card].label} ({data.fighters[self.fighter].label}{paid})"


NO_CORE = "none"  # the core of a standard action made without spending one


@action_record
@dataclass(frozen=True, slots=True)
class UseStandard:
    """A standard action (the ruleset's, by id) for one champion, exhausting `core` (NO_CORE:
    one a passive lets it make without spending a core)."""

    action: str
    fighter: int
    core: str

    def label(self, data: "SfbData") -> str:
        title = data.ruleset.standard(self.action).title
        paid = "no core spent" if self.core == NO_CORE else self.core
        return f"{title} with {data.fighters[self.fighter].label} ({paid})"


@action_record
@dataclass(frozen=True, slots=True)
class PlanFromDiscard:
    """Plan: a card of the discard pile put on top of the deck (a passive lets)."""

    card: CardId

    def label(self, data: "SfbData") -> str:
        return f"Put {data.cards[self.card].label} on top from the discard pile"


@action_record
@dataclass(frozen=True, slots=True)
class PickCore:
    """A core a text readies or exhausts ("ready a Core", "exhaust a Core to ...")."""

    core: str
    ready: bool

    def label(self, data: "SfbData") -> str:
        return f"{'Ready' if self.ready else 'Exhaust'} the {self.core} core"


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
class React:
    """A reaction card played on one of the defender's targeted champions."""

    card: CardId
    fighter: int

    def label(self, data: "SfbData") -> str:
        return f"Play {data.cards[self.card].label} on {data.fighters[self.fighter].label}"


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


@action_record
@dataclass(frozen=True, slots=True)
class DrawChallenge:
    """Chance: the challenge card turned up next."""

    challenge: str

    def label(self, data: "SfbData") -> str:
        return f"Challenge {data.ruleset.challenge(self.challenge).title}"


@action_record
@dataclass(frozen=True, slots=True)
class DrawTrap:
    """Chance: the trap token laid face down (its kind)."""

    trap: str

    def label(self, data: "SfbData") -> str:
        return f"Trap {data.ruleset.trap(self.trap).name}"
