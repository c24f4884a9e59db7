"""Card instances renumbered everywhere in a game's data: what determinisation (determinize.py)
does to put other cards where the cards an observer cannot see are.

`relabel(data, mapping)` changes, in place, a fresh copy of a game's data (`GameData.copy()`)
so that card instance `i` becomes `mapping[i]` wherever the data refers to it: the players'
zones, the cards in play and revealed, and every value on the agenda, in the records rules
share, in pending decisions and events. What is a card instance is said by types, never
guessed from a number: a `Card` object anywhere, and ints in fields and rule parameters
typed `CardId` (events.py), as in `card: CardId`, `list[CardId]` or `dict[CardId, ...]`.
A rule that keeps a card instance as a plain `int` is therefore a fault
(tests/runtime/test_determinize.py checks the rules and records for it).

Mutable containers and shared records are changed in place, once each (rules may share
them); immutable values (tuples, calls, action records, events) are rebuilt.
"""

from __future__ import annotations

import dataclasses
import inspect
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

from cardsmith.grammar import nodes as n

from .agenda import Call
from .data import Card, Fighter, Shared
from .decisions import Decision

if TYPE_CHECKING:
    from .data import GameData

PLAYER_ZONES = ("hand", "deck_top", "deck_bottom", "pile", "discard")
# GameData attributes that hold no card instance, or that relabel() treats on its own
_NOT_WALKED = frozenset({"system", "board", "ruleset", "players", "fighters", "cards", "turn",
                         "active", "winner", "in_play", "revealed", "events", "headers", "stack",
                         "mark",
                         "decision", "waiting", "sink"})


class Shape(Enum):
    """Where a typed value holds card instances."""

    NONE = "none"  # nowhere of its own (records inside it still are walked)
    ITEMS = "items"  # it is one, or its items are (`CardId`, `list[CardId]`, `tuple[CardId, ...]`)
    KEYS = "keys"  # its keys are (`dict[CardId, ...]`)


def shape_of(annotation: Any) -> Shape:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__",
                                                                  str(annotation))
    text = text.replace(" ", "")
    if "CardId" not in text:
        return Shape.NONE
    if text.startswith("dict[CardId"):
        return Shape.KEYS
    return Shape.ITEMS


@lru_cache(maxsize=None)
def field_shapes(cls: type) -> tuple[tuple[str, Shape], ...]:
    """Each field of a record type (a dataclass) with where it holds card instances."""
    return tuple((f.name, shape_of(f.type)) for f in dataclasses.fields(cls))


@lru_cache(maxsize=None)
def parameter_shapes(fn: Callable[..., None]) -> tuple[Shape, ...]:
    """Where each parameter of a rule after `data` holds card instances."""
    parameters = list(inspect.signature(fn).parameters.values())[1:]
    return tuple(shape_of(p.annotation) for p in parameters)


class Relabeller:
    def __init__(self, data: "GameData", mapping: dict[int, int]) -> None:
        self.data = data
        self.mapping = mapping
        self.done: set[int] = set()  # mutable values changed already (by id)

    def card_id(self, value: Any) -> Any:
        return self.mapping.get(value, value) if type(value) is int else value

    def typed(self, value: Any, shape: Shape) -> Any:
        """A value of a field or parameter whose type says where its card instances are."""
        if shape is Shape.NONE or value is None:
            return self.value(value)
        if shape is Shape.KEYS and isinstance(value, dict):
            return self._in_place(value, lambda d: {self.card_id(k): self.value(v)
                                                    for k, v in d.items()})
        if type(value) is int:
            return self.card_id(value)
        if isinstance(value, (list, set)):
            return self._in_place(value, lambda items: [self.card_id(i) for i in items])
        if isinstance(value, (tuple, frozenset)):
            return type(value)(self.card_id(i) for i in value)
        return self.value(value)

    def _in_place(self, value: Any, remake: Callable[[Any], Any]) -> Any:
        if id(value) in self.done:
            return value
        self.done.add(id(value))
        fresh = remake(value)
        if isinstance(value, dict):
            value.clear()
            value.update(fresh)
        elif isinstance(value, set):
            value.clear()
            value.update(fresh)
        else:
            value[:] = fresh
        return value

    def value(self, value: Any) -> Any:
        """Any value: card instances in it are found by their types."""
        kind = type(value)
        if kind in (int, str, bool, float) or value is None or isinstance(value, (Enum, n.Node,
                                                                                  Fighter, type)):
            return value
        if kind is Card:
            return self.data.cards[self.mapping.get(value.id, value.id)]
        if kind is Call:
            return self.call(value, skip=0)
        if isinstance(value, Shared):
            return self.record_in_place(value)
        if kind in (list, set):
            return self._in_place(value, lambda items: [self.value(i) for i in items])
        if kind is dict:
            return self._in_place(value, lambda d: {self.value(k): self.value(v)
                                                    for k, v in d.items()})
        if kind in (tuple, frozenset):
            return kind(self.value(i) for i in value)
        if kind is Decision:
            return dataclasses.replace(value, options=self.value(value.options))
        if dataclasses.is_dataclass(value):  # action records and events: rebuilt
            return self.record_copy(value)
        raise TypeError(f"the game data holds a {kind.__name__}, which relabel() cannot read")

    def call(self, value: Call, skip: int) -> Call:
        """A rule call; `skip` arguments of its rule come before the ones it holds (the
        answer of a decision it waits on)."""
        shapes = parameter_shapes(value.fn)[skip:]
        args = tuple(self.typed(a, s) if not isinstance(a, Call) else self.call(a, skip=1)
                     for a, s in zip(value.args, shapes))
        return Call(value.fn, args + value.args[len(args):])

    def record_in_place(self, record: Shared) -> Shared:
        if id(record) in self.done:
            return record
        self.done.add(id(record))
        for name, shape in field_shapes(type(record)):
            object.__setattr__(record, name, self.typed(getattr(record, name), shape))
        return record

    def record_copy(self, record: Any) -> Any:
        changes = {}
        for name, shape in field_shapes(type(record)):
            old = getattr(record, name)
            new = self.typed(old, shape)
            if new is not old and new != old:
                changes[name] = new
        if not changes:
            return record
        return dataclasses.replace(record, **changes)  # an event keeps its turn


def relabel(data: "GameData", mapping: dict[int, int]) -> None:
    """Renumber the card instances of `data` (a fresh copy) by `mapping`, everywhere; the
    past events are left out (the copy's log starts empty)."""
    walk = Relabeller(data, mapping)
    for player in data.players:
        for zone in PLAYER_ZONES:
            getattr(player, zone)[:] = [walk.card_id(c) for c in getattr(player, zone)]
        for cards in player.areas.values():
            cards[:] = [walk.card_id(c) for c in cards]
    data.in_play[:] = [walk.card_id(c) for c in data.in_play]
    data.revealed = {walk.card_id(c) for c in data.revealed}
    data.events = []
    data.headers[:] = [walk.value(event) for event in data.headers]
    data.stack[:] = [walk.call(c, skip=0) for c in data.stack]
    if data.waiting is not None:
        data.waiting = walk.call(data.waiting, skip=1)
    if data.decision is not None:
        data.decision = walk.value(data.decision)
    for name, value in vars(data).items():
        if name not in _NOT_WALKED:
            setattr(data, name, walk.value(value))
