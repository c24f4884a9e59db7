"""The game/state interface, in the manner of OpenSpiel.

A `State` is one game in progress: whose decision it is (a player, chance, or nobody when
the game is over), the legal actions in a stable order, `apply`, `clone`, the winner, the
events, what each player may observe, and a JSON form. The position, rules in progress
included, is its data (data.py), so `clone()` copies and a saved state loads back equal.
The history (the index of every action applied) replays a game from its start exactly.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .actions import Action
from .agenda import run
from .data import GameData
from .decisions import CHANCE, TERMINAL, Decision
from .errors import RulesError
from .events import Event
from .observation import Observation, observe
from .serialize import data_from_json, state_to_json

if TYPE_CHECKING:
    from .game import Game


class State:
    def __init__(self, game: "Game", data: GameData, history: list[int] | None = None) -> None:
        self.game = game
        self.data = data
        self.history: list[int] = history if history is not None else []

    # ------------------------------------------------------------ queries

    def decision(self) -> Decision | None:
        return self.data.decision

    def current_player(self) -> int:
        decision = self.data.decision
        return TERMINAL if decision is None else decision.player

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_terminal(self) -> bool:
        return self.data.decision is None

    def legal_actions(self) -> list[Action]:
        """The options of the decision, each with its label, in a stable order."""
        decision = self.data.decision
        if decision is None:
            return []
        return [Action(option.label(self.data), option) for option in decision.options]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        decision = self.data.decision
        if decision is None or not decision.is_chance:
            return []
        total = sum(decision.weights)
        return [(a, w / total) for a, w in zip(self.legal_actions(), decision.weights)]

    def winner(self) -> int | None:
        """The winning team (in a two-player game, the winning seat), or None."""
        return self.data.winner

    def returns(self) -> list[float]:
        if self.data.winner is None:
            return [0.0] * len(self.data.players)
        return [1.0 if p.team == self.data.winner else -1.0 for p in self.data.players]

    @property
    def events(self) -> list[Event]:
        return self.data.events

    def event_json(self) -> list[dict[str, Any]]:
        """The events as the JSON lines of a log (docs/log.md)."""
        return [event.to_json(self.data) for event in self.data.events]

    def observation(self, player: int, position: bool = False) -> Observation:
        """What `player` may know now: nothing hidden from them (observation.py); with
        `position`, also the position as they may know it (for search agents)."""
        return observe(self, player, position)

    # ------------------------------------------------------------ changes

    def apply(self, action: Action | int | Any) -> None:
        """Apply an option of the decision: by index, as listed, or by its record."""
        decision = self.data.decision
        if decision is None:
            raise RulesError("the game is over")
        options = decision.options
        if isinstance(action, int) and not isinstance(action, bool):
            index = action
        else:
            record = action.value if isinstance(action, Action) else action
            if record not in options:
                raise RulesError(f"{record!r} is not an option of this {decision.kind} decision")
            index = options.index(record)
        if not 0 <= index < len(options):
            raise RulesError(f"no action {index} among {len(options)}")
        self.history.append(index)
        self.data.answer(options[index])
        run(self.data)

    def sample_chance(self, rng: random.Random) -> int:
        """Pick a chance outcome by its weight, with the caller's seeded generator."""
        weights = self.data.decision.weights
        return rng.choices(range(len(weights)), weights=weights)[0]

    def clone(self) -> "State":
        """An independent copy, made by copying the data (never by replaying)."""
        return State(self.game, self.data.copy(), list(self.history))

    # ------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        return state_to_json(self)

    @classmethod
    def from_json(cls, game: "Game", saved: dict[str, Any]) -> "State":
        """A state saved by `to_json`, of this game, loaded back (equal to the one saved)."""
        return cls(game, data_from_json(game, saved), list(saved["history"]))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.game == other.game and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

