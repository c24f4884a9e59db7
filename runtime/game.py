"""The game/state interface (in the manner of OpenSpiel).

`Game` holds what does not change during play: the library of definitions, the heroes,
the board. `State` is one game in progress: whose decision it is (a player, chance, or
terminal), the legal actions in a stable order, `apply`, `clone`, the winner and the event
log. A state's history (the index of every action applied) replays it exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .decisions import CHANCE, TERMINAL, Action, Decision
from .defs import Library
from .state import GameData, new_game_data
from .turns import play


class RulesError(ValueError):
    """A game that cannot be set up, or an action that is not legal now."""


@dataclass(frozen=True)
class Game:
    library: Library
    heroes: tuple[str, ...]  # one per seat; seat 0 goes first
    board: str
    teams: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        missing = [h for h in self.heroes if h not in self.library.heroes]
        if missing:
            raise RulesError(f"unknown hero {missing[0]!r}")
        if self.board not in self.library.boards:
            raise RulesError(f"unknown board {self.board!r}")
        board = self.library.boards[self.board]
        if len(self.heroes) > len(board.starts):
            raise RulesError(f"board {self.board!r} has {len(board.starts)} start spaces, "
                             f"not {len(self.heroes)}")
        if not self.teams:
            teams = tuple(range(len(self.heroes))) if len(self.heroes) != 4 else (0, 1, 0, 1)
            object.__setattr__(self, "teams", teams)

    def new_data(self) -> GameData:
        """The game's data before set-up: every card in its deck, no fighter on the board."""
        heroes = [self.library.heroes[h] for h in self.heroes]
        ruleset = self.library.ruleset_for(self.heroes[0])
        return new_game_data(self.library.boards[self.board], ruleset, heroes, list(self.teams))

    def new_initial_state(self) -> "State":
        return State(self, self.new_data())

    def state_from_position(self, data: GameData) -> "State":
        """A state that starts at the first turn of a position set up by hand (for scenario
        tests and analysis); such a state cannot be cloned by replay."""
        return State(self, data, set_up=False)


class State:
    def __init__(self, game: Game, data: GameData, set_up: bool = True) -> None:
        self.game = game
        self.data = data
        self.history: list[int] = []
        self.replayable = set_up
        self._steps = play(data, set_up)
        self._decision: Decision | None = None
        self._advance(None)

    # ------------------------------------------------------------ queries

    def decision(self) -> Decision | None:
        return self._decision

    def current_player(self) -> int:
        return TERMINAL if self._decision is None else self._decision.player

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_terminal(self) -> bool:
        return self._decision is None

    def legal_actions(self) -> list[Action]:
        return [] if self._decision is None else list(self._decision.options)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        decision = self._decision
        if decision is None or not decision.is_chance:
            return []
        total = sum(decision.weights)
        return [(a, w / total) for a, w in zip(decision.options, decision.weights)]

    def winner(self) -> int | None:
        """The winning team (in a two-player game, the winning seat), or None."""
        return self.data.winner

    def returns(self) -> list[float]:
        if self.data.winner is None:
            return [0.0] * len(self.data.players)
        return [1.0 if p.team == self.data.winner else -1.0 for p in self.data.players]

    @property
    def events(self) -> list[dict[str, Any]]:
        return self.data.events

    # ------------------------------------------------------------ changes

    def apply(self, action: Action | int) -> None:
        if self._decision is None:
            raise RulesError("the game is over")
        options = self._decision.options
        index = action if isinstance(action, int) else options.index(action)
        if not 0 <= index < len(options):
            raise RulesError(f"no action {index} among {len(options)}")
        self.history.append(index)
        self._advance(options[index])

    def sample_chance(self, rng: random.Random) -> int:
        """Pick a chance outcome by its weight, with the caller's seeded generator."""
        weights = self._decision.weights
        return rng.choices(range(len(weights)), weights=weights)[0]

    def clone(self) -> "State":
        """An independent copy: a new game replaying this one's history."""
        if not self.replayable:
            raise RulesError("a state started from a hand-made position cannot be cloned")
        copy = self.game.new_initial_state()
        for index in self.history:
            copy.apply(index)
        return copy

    def _advance(self, action: Action | None) -> None:
        try:
            self._decision = self._steps.send(action)
        except StopIteration:
            self._decision = None
