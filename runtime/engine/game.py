"""`Game`: what does not change during play (the library, the seats, the board, the game
system); it makes new states (state.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from .agenda import run
from .errors import RulesError

if TYPE_CHECKING:
    from ..defs import Library, Ruleset
    from .data import GameData
    from .state import State
    from .system import GameSystem


@dataclass(frozen=True)
class Game:
    library: "Library"
    heroes: tuple[str, ...]  # one per seat; seat 0 goes first
    board: str
    teams: tuple[int, ...] = ()
    system: "GameSystem" = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        from ..systems import system_named

        missing = [h for h in self.heroes if not self.library.knows_seat(h)]
        if missing:
            raise RulesError(f"unknown hero {missing[0]!r}")
        if not self.library.knows_board(self.board):
            raise RulesError(f"unknown board {self.board!r}")
        board = self.library.boards.get(self.board)
        if board is not None and len(self.heroes) > len(board.starts):
            raise RulesError(f"board {self.board!r} has {len(board.starts)} start spaces, "
                             f"not {len(self.heroes)}")
        systems = {self.library.ruleset_for(h).system for h in self.heroes}
        if len(systems) != 1:
            raise RulesError(f"heroes of different games cannot play together: {sorted(systems)}")
        if not self.teams:
            teams = tuple(range(len(self.heroes))) if len(self.heroes) != 4 else (0, 1, 0, 1)
            object.__setattr__(self, "teams", teams)
        object.__setattr__(self, "system", system_named(systems.pop()))

    @property
    def ruleset(self) -> "Ruleset":
        return self.library.ruleset_for(self.heroes[0])

    @cached_property
    def card_table(self) -> tuple[tuple, tuple[int, ...]]:
        """Each card instance's definition and owner, by instance id (the same in every
        state of the game)."""
        cards = self.new_data().cards
        return tuple(c.definition for c in cards), tuple(c.owner for c in cards)

    def new_data(self) -> "GameData":
        """The game's data before set-up: every card in its deck, no fighter on the board."""
        return self.system.new_data(self)

    def new_initial_state(self) -> "State":
        return self._started(self.new_data(), set_up=True)

    def state_from_position(self, data: "GameData") -> "State":
        """A state that starts at the first turn of a position set up by hand (scenario
        tests, analysis): the fighters' spaces, hands, decks and health as `data` has them."""
        return self._started(data, set_up=False)

    def _started(self, data: "GameData", set_up: bool) -> "State":
        from .state import State

        self.system.start(data, set_up)
        run(data)
        return State(self, data)
