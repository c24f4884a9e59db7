"""The data of one game in progress: players, fighters, cards, the turn, the events, and
the agenda of rules in progress (agenda.py) with the decision they wait on.

Everything that changes during a game is here, so `copy()` is a copy, never a replay.
A game system keeps what only it has in a subclass (runtime/unmatched/data.py); mutable
records that rules in progress share (an effect's context, a combat) derive from `Shared`
and are copied once per copy, wherever they are referred to.

Decks are kept as an unordered pile plus known cards on top and bottom: drawing from the
pile is a chance action, which is the same as shuffling the deck.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Callable

from cardsmith.grammar import nodes as n

from .agenda import Call
from .decisions import Decision
from .errors import EventSinkError
from .events import Event

if TYPE_CHECKING:
    from ..defs import BoardDef, CardDef, FighterDef, HeroDef, Ruleset
    from .system import GameSystem


class Fighter:
    __slots__ = ("id", "owner", "definition", "label", "health", "space", "defeated",
                 "turn_start_space")

    def __init__(self, id: int, owner: int, definition: "FighterDef", label: str, health: int,
                 space: int | None = None) -> None:
        self.id, self.owner, self.definition, self.label = id, owner, definition, label
        self.health, self.space = health, space
        self.defeated = False
        self.turn_start_space: int | None = None

    @property
    def on_board(self) -> bool:
        return self.space is not None and not self.defeated

    @property
    def is_hero(self) -> bool:
        return self.definition.is_hero

    def copy(self) -> "Fighter":
        new = Fighter.__new__(Fighter)
        new.id, new.owner, new.definition, new.label = self.id, self.owner, self.definition, self.label
        new.health, new.space, new.defeated = self.health, self.space, self.defeated
        new.turn_start_space = self.turn_start_space
        return new

    def __repr__(self) -> str:
        return f"Fighter({self.label!r}, health={self.health}, space={self.space})"


@dataclass(eq=False)
class Card:
    """A card instance: one per copy in the game. Never changed during a game."""

    id: int
    owner: int
    definition: "CardDef"
    symbols: tuple[str, ...] = ()
    kind: str = ""  # what tells copies apart: the card, and its copy's symbols where they differ
    label: str = ""

    def __post_init__(self) -> None:
        if self.definition.copies_differ:
            shown = " ".join(self.symbols)
            self.kind = f"{self.definition.id} [{shown}]"
            self.label = f"{self.definition.title} [{shown}]"
        else:
            self.kind, self.label = self.definition.id, self.definition.title

    @property
    def title(self) -> str:
        return self.definition.title


class Player:
    __slots__ = ("index", "team", "hero", "fighters", "hand", "pile", "deck_top",
                 "deck_bottom", "discard", "resources", "form", "areas")

    def __init__(self, index: int, team: int, hero: "HeroDef") -> None:
        self.index, self.team, self.hero = index, team, hero
        self.fighters: list[int] = []
        self.hand: list[int] = []
        self.pile: list[int] = []  # the unordered part of the deck
        self.deck_top: list[int] = []  # known cards, next drawn first
        self.deck_bottom: list[int] = []  # known cards, drawn last
        self.discard: list[int] = []
        self.resources: dict[str, int] = {r.name: r.start for r in hero.resources}
        self.form: str | None = hero.start_form
        # cards in the hero's own areas and sub-decks ("cauldron", "Vibranium Suit"), by the
        # area's name as text writes it, casefolded; an area is made when a card goes in
        self.areas: dict[str, list[int]] = {}

    @property
    def deck_size(self) -> int:
        return len(self.pile) + len(self.deck_top) + len(self.deck_bottom)

    def copy(self) -> "Player":
        new = Player.__new__(Player)
        new.index, new.team, new.hero, new.fighters = self.index, self.team, self.hero, self.fighters
        new.hand, new.pile = list(self.hand), list(self.pile)
        new.deck_top, new.deck_bottom = list(self.deck_top), list(self.deck_bottom)
        new.discard, new.resources, new.form = list(self.discard), dict(self.resources), self.form
        new.areas = {name: list(cards) for name, cards in self.areas.items()}
        return new


_SHARED_TYPES: dict[str, type] = {}


def shared_types() -> dict[str, type]:
    """Every `Shared` record type by class name (for saved states)."""
    return dict(_SHARED_TYPES)


class Shared:
    """A mutable record that rules in progress refer to (an effect's context, a combat):
    copied once per copy of the game, its fields copied with `copy_value`."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _SHARED_TYPES[cls.__name__] = cls

    def copy(self, memo: dict[int, Any]) -> "Shared":
        found = memo.get(id(self))
        if found is not None:
            return found
        new = object.__new__(type(self))
        memo[id(self)] = new
        for name in _field_names(type(self)):
            object.__setattr__(new, name, copy_value(getattr(self, name), memo))
        return new


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


# Values that never change once made: shared by every copy of a game.
_IMMUTABLE = (int, str, float, type(None), Enum, Card, n.Node, Decision, Event, type)


def copy_value(value: Any, memo: dict[int, Any]) -> Any:
    kind = type(value)
    if kind is int or kind is str or kind is bool or value is None:
        return value
    if kind is Fighter:
        return memo[id(value)]
    if isinstance(value, Shared):
        return value.copy(memo)
    if kind is tuple or kind is frozenset:
        items = [copy_value(item, memo) for item in value]
        return value if all(a is b for a, b in zip(items, value)) else kind(items)
    if kind is list or kind is set or kind is dict:  # once each: contexts may share them
        found = memo.get(id(value))
        if found is None:
            if kind is dict:
                found = {copy_value(k, memo): copy_value(v, memo) for k, v in value.items()}
            else:
                found = kind(copy_value(item, memo) for item in value)
            memo[id(value)] = found
        return found
    if kind is Call:
        return Call(value.fn, copy_value(value.args, memo))
    if isinstance(value, _IMMUTABLE) or getattr(kind, "__dataclass_params__", None) and \
            kind.__dataclass_params__.frozen:
        return value
    raise TypeError(f"the game data holds a {kind.__name__}, which cannot be copied")


class GameData:
    """One game in progress. The rules change it; `State` (state.py) is its public face."""

    def __init__(self, system: "GameSystem", board: "BoardDef", ruleset: "Ruleset") -> None:
        self.system = system
        self.board = board
        self.ruleset = ruleset
        self.players: list[Player] = []
        self.fighters: list[Fighter] = []
        self.cards: list[Card] = []
        self.turn = 0
        self.active = 0
        self.winner: int | None = None  # the winning team
        self.in_play: list[int] = []  # cards out of their hands, not yet discarded
        self.revealed: set[int] = set()  # cards in a hand or on a deck that all have seen
        # "At the start of your next turn, ...": (player, section, sentence index)
        self.delayed: list[tuple[int, n.Section, int]] = []
        self.events: list[Event] = []
        self.headers: list[Event] = []  # events that are logged only if something follows
        self.stack: list[Call] = []
        self.mark = 0  # where the running rule's `then` calls go (agenda.run)
        self.decision: Decision | None = None
        self.waiting: Call | None = None  # the rule the decision's answer goes to
        self.sink: Callable[[Event], None] | None = None  # streams events (not copied)

    # ------------------------------------------------------------ the agenda

    def then(self, *calls: Call) -> None:
        """Run these rules, in order, once the current rule (and its decision) is done;
        after what earlier `then` calls of the same rule scheduled."""
        if len(self.stack) == self.mark:
            self.stack.extend(reversed(calls))
        else:
            self.stack[self.mark:self.mark] = reversed(calls)

    def ask(self, decision: Decision, then: Call) -> None:
        """Put a decision; `then` gets the answer. One option: taken at once."""
        if len(decision.options) == 1:
            self.stack.append(Call(then.fn, (decision.options[0], *then.args)))
            return
        if self.headers and not decision.is_chance:
            self._flush_headers()  # an ability that asks a player does something
        self.decision, self.waiting = decision, then

    def answer(self, option: Any) -> None:
        then = self.waiting
        self.decision = self.waiting = None
        self.stack.append(Call(then.fn, (option, *then.args)))

    # ------------------------------------------------------------ the log

    def emit(self, event: Event) -> None:
        event.turn = self.turn
        if self.headers:
            self._flush_headers()
        self._record(event)

    def _flush_headers(self) -> None:
        for header in self.headers:
            self._record(header)
        self.headers.clear()

    def _record(self, event: Event) -> None:
        self.events.append(event)
        if self.sink is not None:
            try:
                self.sink(event)
            except Exception as error:
                raise EventSinkError(f"{type(error).__name__}: {error}") from error

    def open_header(self, event: Event) -> int:
        """An event logged only if another one follows before `close_header` with the
        depth this returns (an ability that does nothing leaves no trace)."""
        event.turn = self.turn
        self.headers.append(event)
        return len(self.headers) - 1

    def close_header(self, depth: int) -> None:
        del self.headers[depth:]

    # ------------------------------------------------------------ queries

    def occupant(self, space: int) -> Fighter | None:
        for fighter in self.fighters:
            if fighter.space == space and not fighter.defeated:
                return fighter
        return None

    def on_board(self) -> list[Fighter]:
        return [f for f in self.fighters if f.on_board]

    def fighters_of(self, player: int) -> list[Fighter]:
        fighters = self.fighters
        return [fighters[i] for i in self.players[player].fighters]

    def hero_of(self, player: int) -> Fighter:
        return next(f for f in self.fighters_of(player) if f.is_hero)

    def opponents(self, player: int) -> list[int]:
        team = self.players[player].team
        return [p.index for p in self.players if p.team != team]

    def is_opposing(self, fighter: Fighter, player: int) -> bool:
        return self.players[fighter.owner].team != self.players[player].team

    def shown_symbols(self, player: int) -> tuple[str, ...]:
        """What the top of the player's discard pile shows (a card, or the starting marker)."""
        owner = self.players[player]
        if owner.discard:
            return self.cards[owner.discard[-1]].symbols
        return owner.hero.discard_pile_marker or ()

    def card_kind_label(self, kind: str) -> str:
        return next(card.label for card in self.cards if card.kind == kind)

    # ------------------------------------------------------------ copying

    def copy(self) -> "GameData":
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        memo: dict[int, Any] = {}
        new.players = [p.copy() for p in self.players]
        new.fighters = fighters = [f.copy() for f in self.fighters]
        for old, fresh in zip(self.fighters, fighters):
            memo[id(old)] = fresh
        new.in_play, new.delayed = list(self.in_play), list(self.delayed)
        new.revealed = set(self.revealed)
        new.events, new.headers = list(self.events), list(self.headers)
        new.stack = [Call(c.fn, copy_value(c.args, memo)) for c in self.stack]
        new.waiting = None if self.waiting is None else copy_value(self.waiting, memo)
        new.sink = None
        self.copy_extra(new, memo)
        return new

    def copy_extra(self, new: "GameData", memo: dict[int, Any]) -> None:
        """Copy what a game system's subclass adds (its mutable fields)."""
