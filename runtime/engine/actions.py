"""Action records: the typed values of a decision's options.

Each record is a small frozen dataclass naming what is chosen by ids (a card instance, a
fighter, a space); records of different types never compare equal. `label(data)` says in
English what the option does ("Play Feint", "Move Robin Hood to space 12"): labels are made
only when asked for (`State.legal_actions()`), never while agents play.

Game systems add records of their own beside these (runtime/unmatched/actions.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from cardsmith.grammar import nodes as n
from cardsmith.grammar.render_en import capitalise, render_en

from .events import CardId

if TYPE_CHECKING:
    from .data import GameData

ACTION_TYPES: dict[str, type] = {}  # every record type by name, for serialisation


def action_record(cls: type) -> type:
    """Register a record type (a frozen dataclass with slots) under its class name."""
    ACTION_TYPES[cls.__name__] = cls
    return cls


class Action(NamedTuple):
    """An option as `State.legal_actions()` lists it: its label and its record."""

    label: str
    value: Any

    def __str__(self) -> str:
        return self.label


class CardUse(StrEnum):
    """What picking a card does, for its label."""

    PLAY = "Play {title}"
    THEY_PLAY = "They play {title}"
    DISCARD = "Discard {title}"
    BOOST = "Boost with {title} (+{boost})"
    KEEP = "Keep {title}"
    ON_TOP = "Put {title} on top"
    ON_BOTTOM = "Put {title} on the bottom next"
    CHOOSE = "Choose {title}"


class NumberUse(StrEnum):
    DRAW = "Draw {value}"
    PREDICT = "Predict {value}"
    NAME = "Name {value}"
    SPEND = "Spend {value} {resource}"


class DeclineUse(StrEnum):
    NO_BOOST = "No boost"
    NO_DEFENSE = "No defense card"
    STOP_DISCARDING = "Stop discarding"
    DONE_MOVING = "Done moving"
    DONE_CHOOSING = "Done choosing"
    DONE_PLACING = "Done placing"


@action_record
@dataclass(frozen=True, slots=True)
class Decline:
    """Choosing not to: no boost, no defense card, stop discarding, done moving."""

    use: DeclineUse

    def label(self, data: "GameData") -> str:
        return self.use.value


@action_record
@dataclass(frozen=True, slots=True)
class Answer:
    yes: bool

    def label(self, data: "GameData") -> str:
        return "Yes" if self.yes else "No"


YES, NO = Answer(True), Answer(False)


@action_record
@dataclass(frozen=True, slots=True)
class PickCard:
    card: CardId
    use: CardUse

    def label(self, data: "GameData") -> str:
        card = data.cards[self.card]
        return self.use.value.format(title=card.label, boost=card.definition.boost)


@action_record
@dataclass(frozen=True, slots=True)
class PickNumber:
    value: int
    use: NumberUse
    resource: str = ""

    def label(self, data: "GameData") -> str:
        return self.use.value.format(value=self.value, resource=self.resource)


@action_record
@dataclass(frozen=True, slots=True)
class PickSpace:
    space: int

    def label(self, data: "GameData") -> str:
        return f"Space {self.space}"


@action_record
@dataclass(frozen=True, slots=True)
class PickFighter:
    fighter: int

    def label(self, data: "GameData") -> str:
        fighter = data.fighters[self.fighter]
        where = f"space {fighter.space}" if fighter.on_board else "defeated"
        return f"{fighter.label} (player {fighter.owner + 1}, {where})"


@action_record
@dataclass(frozen=True, slots=True)
class MoveFighter:
    """A fighter moves to a space, or stays where it is (the space it stands in); `through`:
    the fighters it passes on the way, where the text asks whom the move passed through."""

    fighter: int
    space: int
    through: tuple[int, ...] = ()

    def label(self, data: "GameData") -> str:
        fighter = data.fighters[self.fighter]
        if fighter.space == self.space:
            return f"Leave {fighter.label} in space {self.space}"
        passed = " and ".join(data.fighters[f].label for f in self.through)
        return f"Move {fighter.label} to space {self.space}" + (f" through {passed}" if passed else "")


@action_record
@dataclass(frozen=True, slots=True)
class PlaceFighter:
    fighter: int
    space: int

    def label(self, data: "GameData") -> str:
        return f"Place {data.fighters[self.fighter].label} in space {self.space}"


@action_record
@dataclass(frozen=True, slots=True)
class PlaceToken:
    token: str
    space: int

    def label(self, data: "GameData") -> str:
        return f"Place a {self.token} in space {self.space}"


@action_record
@dataclass(frozen=True, slots=True)
class PickToken:
    token: str
    index: int  # which token of its kind
    space: int  # where it stands

    def label(self, data: "GameData") -> str:
        return f"The {self.token} in space {self.space}"


@action_record
@dataclass(frozen=True, slots=True)
class MoveTokenTo:
    token: str
    start: int
    space: int

    def label(self, data: "GameData") -> str:
        return f"Move the {self.token} from space {self.start} to space {self.space}"


@action_record
@dataclass(frozen=True, slots=True)
class PickSymbol:
    glyph: str
    symbol: str

    def label(self, data: "GameData") -> str:
        return f"The wild symbol counts as {self.glyph} ({self.symbol})"


@action_record
@dataclass(frozen=True, slots=True)
class PickEffect:
    index: int  # among the options still left
    effect: n.Node

    def label(self, data: "GameData") -> str:
        return capitalise(render_en(self.effect))


@action_record
@dataclass(frozen=True, slots=True)
class PickPlayer:
    player: int

    def label(self, data: "GameData") -> str:
        return f"Player {self.player + 1} ({data.players[self.player].hero.name})"


@action_record
@dataclass(frozen=True, slots=True)
class PickForm:
    form: str

    def label(self, data: "GameData") -> str:
        return f"Transform into {self.form}"


@action_record
@dataclass(frozen=True, slots=True)
class PickStartingForm:
    """The form the hero starts the game in, chosen at set-up."""

    form: str

    def label(self, data: "GameData") -> str:
        return f"Start the game {self.form}"


@action_record
@dataclass(frozen=True, slots=True)
class PickPile:
    """ "put it in your hand or cauldron": which of the two."""

    kind: n.PileKind
    area: str | None = None

    def label(self, data: "GameData") -> str:
        return f"Put it in your {self.area or self.kind.value}"


@action_record
@dataclass(frozen=True, slots=True)
class DrawCard:
    """Chance: the next card drawn is a copy of this kind (copies are interchangeable)."""

    kind: str

    def label(self, data: "GameData") -> str:
        return f"Draw {data.card_kind_label(self.kind)}"


@action_record
@dataclass(frozen=True, slots=True)
class RandomCard:
    """Chance: the card picked at random from a hand is a copy of this kind."""

    kind: str

    def label(self, data: "GameData") -> str:
        return self.kind


# Records made in the hottest loops are made once and reused (they are immutable).
pick_card = lru_cache(maxsize=8192)(PickCard)
move_fighter = lru_cache(maxsize=8192)(MoveFighter)
pick_space = lru_cache(maxsize=1024)(PickSpace)
pick_fighter = lru_cache(maxsize=1024)(PickFighter)
draw_card = lru_cache(maxsize=4096)(DrawCard)
