"""Typed events: what happened in a game, in order.

Every event is a dataclass registered under its kind (the "event" field of the JSON log).
Fields typed `PlayerIndex`, `FighterId` and `CardId` hold ids; `to_json` turns fighters
into their labels and card instances into card ids, so the JSON lines of a log read on
their own. The shape of every kind is listed in docs/log.md and stays stable.

Game systems register events of their own beside these (runtime/unmatched/events.py);
each kind has a formatter in every language (runtime/engine/log.py and the log catalogs).
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, NewType

if TYPE_CHECKING:
    from .data import GameData

PlayerIndex = NewType("PlayerIndex", int)
FighterId = NewType("FighterId", int)
CardId = NewType("CardId", int)  # a card instance
TeamIndex = NewType("TeamIndex", int)

EVENT_TYPES: dict[str, type["Event"]] = {}  # every event class by kind


def event(kind: str) -> Callable[[type], type]:
    def register(cls: type) -> type:
        if kind in EVENT_TYPES:
            raise ValueError(f"two event classes for {kind!r}")
        cls.KIND = kind
        EVENT_TYPES[kind] = cls
        return cls
    return register


@dataclass(slots=True)
class Event:
    """The base of every event; `turn` is set when the event is emitted, and an event is
    never changed after that (clones of a state share them)."""

    KIND: typing.ClassVar[str] = ""
    turn: int = field(default=0, kw_only=True)

    def to_json(self, data: "GameData") -> dict[str, Any]:
        out: dict[str, Any] = {"turn": self.turn, "event": self.KIND}
        for name, convert in _converters(type(self)):
            value = getattr(self, name)
            out[name] = value if convert is None or value is None else convert(data, value)
        return out


def _fighter_label(data: "GameData", fighter: int) -> str:
    return data.fighters[fighter].label


def _card_id(data: "GameData", card: int) -> str:
    return data.cards[card].definition.id


def _card_ids(data: "GameData", cards: tuple[int, ...]) -> list[str]:
    return sorted(data.cards[c].definition.id for c in cards)


_CONVERTERS = {"FighterId": _fighter_label, "CardId": _card_id,
               "tuple[CardId, ...]": _card_ids}


@lru_cache(maxsize=None)
def _converters(cls: type) -> tuple[tuple[str, Any], ...]:
    return tuple((f.name, _CONVERTERS.get(str(f.type).removesuffix(" | None")))
                 for f in dataclasses.fields(cls) if f.name != "turn")


def event_fields(cls: type[Event]) -> tuple[tuple[str, str], ...]:
    """Each field of an event kind with its type as written (for docs and tests)."""
    return tuple((f.name, str(f.type)) for f in dataclasses.fields(cls) if f.name != "turn")


# ---------------------------------------------------------------- events of every game


@event("turn")
@dataclass(slots=True)
class TurnStarted(Event):
    player: PlayerIndex


@event("draw")
@dataclass(slots=True)
class CardDrawn(Event):
    player: PlayerIndex
    card: CardId


@event("discard")
@dataclass(slots=True)
class CardDiscarded(Event):
    player: PlayerIndex
    card: CardId
    reason: str  # "boost", "hand limit", "effect"


@event("exhausted")
@dataclass(slots=True)
class DeckEmpty(Event):
    """A card had to be drawn from an empty deck."""

    player: PlayerIndex


@event("damage")
@dataclass(slots=True)
class DamageDealt(Event):
    fighter: FighterId
    player: PlayerIndex
    amount: int
    health: int  # left after it
    source: str  # "combat", "effect", "exhaustion"


@event("recover")
@dataclass(slots=True)
class HealthRecovered(Event):
    fighter: FighterId
    player: PlayerIndex
    amount: int
    health: int


@event("health set")
@dataclass(slots=True)
class HealthSet(Event):
    """ "set his health to 8": neither damage nor a recovery (issue 10)."""

    fighter: FighterId
    player: PlayerIndex
    health: int


@event("defeated")
@dataclass(slots=True)
class FighterDefeated(Event):
    fighter: FighterId
    player: PlayerIndex


@event("winner")
@dataclass(slots=True)
class GameWon(Event):
    team: TeamIndex


@event("draw game")
@dataclass(slots=True)
class GameDrawn(Event):
    """The game ended with no winner: the ruleset's turn limit was reached."""

    turns: int


@event("ability")
@dataclass(slots=True)
class AbilityTriggered(Event):
    player: PlayerIndex
    trigger: str  # the header's kind: "after you attack", ...


@event("resource")
@dataclass(slots=True)
class ResourceChanged(Event):
    player: PlayerIndex
    resource: str
    amount: int  # held after the change


@event("name value")
@dataclass(slots=True)
class ValueNamed(Event):
    player: PlayerIndex
    value: int


@event("reveal")
@dataclass(slots=True)
class CardRevealed(Event):
    player: PlayerIndex
    card: CardId


@event("put in hand")
@dataclass(slots=True)
class CardPutInHand(Event):
    player: PlayerIndex
    card: CardId


@event("move card")
@dataclass(slots=True)
class CardMoved(Event):
    """A card goes to a pile other than a hand (issue 10): "store it in your Vibranium
    Suit", "return this card to the top of your deck"."""

    player: PlayerIndex  # whose pile it goes to
    card: CardId
    to: str  # "deck top", "deck bottom", "discard pile", "area"
    area: str | None = None  # the area's name as the text writes it


@event("acquire")
@dataclass(slots=True)
class CardAcquired(Event):
    """A card of a sub-deck dealt face up into its area: at set-up, or by "acquire a new
    mission" (issue 10)."""

    player: PlayerIndex
    card: CardId
    area: str  # the sub-deck's name: "mission"


@event("look at hand")
@dataclass(slots=True)
class HandShown(Event):
    """A hand is looked at or revealed: its cards, in id order."""

    player: PlayerIndex
    cards: tuple[CardId, ...]


@event("return card")
@dataclass(slots=True)
class CardReturnedToHand(Event):
    player: PlayerIndex
    card: CardId


@event("transform")
@dataclass(slots=True)
class Transformed(Event):
    player: PlayerIndex
    form: str


@event("starting form")
@dataclass(slots=True)
class StartingFormChosen(Event):
    """At set-up, the form the player's hero starts the game in."""

    player: PlayerIndex
    form: str


@event("move")
@dataclass(slots=True)
class FighterMoved(Event):
    fighter: FighterId
    player: PlayerIndex
    start: int
    to: int


@event("place")
@dataclass(slots=True)
class FighterPlaced(Event):
    fighter: FighterId
    player: PlayerIndex
    to: int
    start: int | None = None  # None: it was not on the board


@event("remove")
@dataclass(slots=True)
class FighterRemoved(Event):
    fighter: FighterId
    player: PlayerIndex
    start: int


@event("return")
@dataclass(slots=True)
class FighterReturned(Event):
    """A defeated fighter comes back to the board."""

    fighter: FighterId
    player: PlayerIndex
    to: int


@event("swap")
@dataclass(slots=True)
class FightersSwapped(Event):
    fighter: FighterId
    other: FighterId
