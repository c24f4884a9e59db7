"""A state as JSON, and back: the whole position, rules in progress included.

`state_to_json` writes what changes during a game (players' cards, fighters, the turn, the
events, the agenda and its decision, and the game system's own fields); what does not
change (the cards and fighters a game is made of) comes back from the game itself. Values
on the agenda are tagged by type: {"tuple": [...]}, {"fighter": 3}, {"ast": {...}},
{"rule": "module:function", "args": [...]}, {"shared": 0} for a record the rules share (an
effect's context, a combat), written once in "shared". Only registered rules, records and
events can be named, so loading a saved state runs no code it names.
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent
from cardsmith.grammar.serialize import node_from_json, node_to_json

from .actions import ACTION_TYPES, CardUse, DeclineUse, NumberUse
from .agenda import RULE_NAMES, RULES, Call
from .data import Card, Fighter, GameData, Shared, shared_types
from .decisions import Decision, DecisionKind
from .errors import RulesError
from .events import EVENT_TYPES, Event

if TYPE_CHECKING:
    from .game import Game
    from .state import State

FORMAT, VERSION = "cardsmith-state", 1

ENUMS: dict[str, type[Enum]] = {
    cls.__name__: cls for cls in (*(v for v in vars(n).values()
                                    if isinstance(v, type) and issubclass(v, Enum)),
                                  DecisionKind, CardUse, NumberUse, DeclineUse, Referent)}


def saved_enum(cls: type[Enum]) -> type[Enum]:
    """A game system's enum that its state holds (in an event, a decision): a saved state
    names it, so loading it finds it here."""
    if ENUMS.setdefault(cls.__name__, cls) is not cls:
        raise RulesError(f"two enums named {cls.__name__} in a saved state")
    return cls


class Encoder:
    def __init__(self) -> None:
        self.shared: list[dict[str, Any]] = []
        self._index: dict[int, int] = {}

    def value(self, v: Any) -> Any:
        if v is None or isinstance(v, (bool, int, str, float)) and not isinstance(v, Enum):
            return v
        if isinstance(v, Enum):
            return {"enum": type(v).__name__, "value": v.value}
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if isinstance(v, tuple) and not isinstance(v, Call):
            return {"tuple": [self.value(x) for x in v]}
        if isinstance(v, (set, frozenset)):
            items = sorted((self.value(x) for x in v), key=repr)
            return {"frozenset" if isinstance(v, frozenset) else "set": items}
        if isinstance(v, dict):
            return {"dict": [[self.value(k), self.value(x)] for k, x in v.items()]}
        return self._object(v)

    def _object(self, v: Any) -> Any:
        if isinstance(v, Fighter):
            return {"fighter": v.id}
        if isinstance(v, Card):
            return {"card": v.id}
        if isinstance(v, n.Node):
            return {"ast": node_to_json(v)}
        if isinstance(v, Call):
            if v.fn not in RULE_NAMES:
                raise RulesError(f"{v.fn.__qualname__} is on the agenda but is not a @rule")
            return {"rule": RULE_NAMES[v.fn], "args": [self.value(a) for a in v.args]}
        if isinstance(v, Shared):
            return {"shared": self._shared(v)}
        if isinstance(v, Decision):
            return {"decision": {f.name: self.value(getattr(v, f.name))
                                 for f in dataclasses.fields(v)}}
        if isinstance(v, Event):
            return {"event": v.KIND, "turn": v.turn, "fields": self._fields(v)}
        if type(v).__name__ in ACTION_TYPES and type(v) is ACTION_TYPES[type(v).__name__]:
            return {"action": type(v).__name__, "fields": self._fields(v)}
        raise RulesError(f"a state holds a {type(v).__name__}, which cannot be saved")

    def _fields(self, v: Any) -> dict[str, Any]:
        return {f.name: self.value(getattr(v, f.name)) for f in dataclasses.fields(v)
                if f.name != "turn"}

    def _shared(self, v: Shared) -> int:
        index = self._index.get(id(v))
        if index is None:
            index = self._index[id(v)] = len(self.shared)
            self.shared.append({})  # reserved first: a record may refer to itself
            self.shared[index] = {"type": type(v).__name__, "fields": self._fields(v)}
        return index


class Decoder:
    def __init__(self, data: GameData, shared: list[dict[str, Any]]) -> None:
        self.data = data
        types = shared_types()
        self.shared = [object.__new__(types[entry["type"]]) for entry in shared]
        for obj, entry in zip(self.shared, shared):
            for name, value in entry["fields"].items():
                object.__setattr__(obj, name, self.value(value))

    def value(self, v: Any) -> Any:
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if not isinstance(v, dict):
            return v
        tag = next(iter(v))
        if tag == "tuple":
            return tuple(self.value(x) for x in v["tuple"])
        if tag in ("set", "frozenset"):
            return (set if tag == "set" else frozenset)(self.value(x) for x in v[tag])
        if tag == "dict":
            return {self.value(k): self.value(x) for k, x in v["dict"]}
        if tag == "enum":
            return ENUMS[v["enum"]](v["value"])
        return self._object(tag, v)

    def _object(self, tag: str, v: dict[str, Any]) -> Any:
        if tag == "fighter":
            return self.data.fighters[v["fighter"]]
        if tag == "card":
            return self.data.cards[v["card"]]
        if tag == "ast":
            return node_from_json(v["ast"])
        if tag == "rule":
            if v["rule"] not in RULES:
                raise RulesError(f"the saved state names an unknown rule {v['rule']!r}")
            return Call(RULES[v["rule"]], tuple(self.value(a) for a in v["args"]))
        if tag == "shared":
            return self.shared[v["shared"]]
        if tag == "decision":
            return Decision(**{k: self.value(x) for k, x in v["decision"].items()})
        if tag == "event":
            event = EVENT_TYPES[v["event"]](**{k: self.value(x) for k, x in v["fields"].items()})
            event.turn = v["turn"]
            return event
        if tag == "action":
            return ACTION_TYPES[v["action"]](**{k: self.value(x) for k, x in v["fields"].items()})
        raise RulesError(f"the saved state holds an unknown value {tag!r}")


_PLAYER_ZONES = ("hand", "pile", "deck_top", "deck_bottom", "discard")


def state_to_json(state: "State") -> dict[str, Any]:
    data, encode = state.data, Encoder()
    game = state.game
    saved = {
        "format": FORMAT, "version": VERSION,
        "game": {"heroes": list(game.heroes), "board": game.board, "teams": list(game.teams)},
        "history": list(state.history),
        "turn": data.turn, "active": data.active, "winner": data.winner,
        "players": [{**{z: list(getattr(p, z)) for z in _PLAYER_ZONES},
                     "resources": dict(p.resources), "form": p.form,
                     "areas": {k: list(v) for k, v in p.areas.items()}} for p in data.players],
        "fighters": [{"health": f.health, "space": f.space, "defeated": f.defeated,
                      "turn_start_space": f.turn_start_space} for f in data.fighters],
        "in_play": list(data.in_play), "revealed": sorted(data.revealed),
        "delayed": encode.value(data.delayed),
        "events": encode.value(data.events), "headers": encode.value(data.headers),
        "system": encode.value(data.system.data_to_json(data)),
        "stack": encode.value(data.stack), "decision": encode.value(data.decision),
        "waiting": encode.value(data.waiting),
    }
    saved["shared"] = encode.shared
    return saved


def data_from_json(game: "Game", saved: dict[str, Any]) -> GameData:
    """The data of a saved state, for `State.from_json`, which adds the history."""
    if saved.get("format") != FORMAT or saved.get("version") != VERSION:
        raise RulesError(f"not a saved state of version {VERSION}")
    if (saved["game"]["heroes"], saved["game"]["board"]) != (list(game.heroes), game.board):
        raise RulesError("the saved state is of another game (heroes or board)")
    data = game.new_data()
    data.turn, data.active, data.winner = saved["turn"], saved["active"], saved["winner"]
    for player, entry in zip(data.players, saved["players"]):
        for zone in _PLAYER_ZONES:
            setattr(player, zone, list(entry[zone]))
        player.resources, player.form = dict(entry["resources"]), entry["form"]
        player.areas = {k: list(v) for k, v in entry.get("areas", {}).items()}
    for fighter, entry in zip(data.fighters, saved["fighters"]):
        fighter.health, fighter.space = entry["health"], entry["space"]
        fighter.defeated, fighter.turn_start_space = entry["defeated"], entry["turn_start_space"]
    data.in_play, data.revealed = list(saved["in_play"]), set(saved["revealed"])
    decode = Decoder(data, saved["shared"])
    data.delayed = decode.value(saved["delayed"])
    data.events, data.headers = decode.value(saved["events"]), decode.value(saved["headers"])
    data.system.data_from_json(data, decode.value(saved["system"]))
    data.stack, data.decision = decode.value(saved["stack"]), decode.value(saved["decision"])
    data.waiting = decode.value(saved["waiting"])
    return data
