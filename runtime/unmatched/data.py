"""What an Unmatched game holds beyond the engine's data: actions left in the turn, doors,
tokens, the combat in progress, the lasting effects in force, and each fighter's and token's
start-of-turn spaces."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import GameData, copy_value

if TYPE_CHECKING:
    from .combat_data import Combat
    from .lasting import Lasting


class UnmatchedData(GameData):
    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.actions_left = 0
        self.action_number = 0  # which action of the turn is being taken (1, 2, ...)
        self.closed_doors: set[frozenset[int]] = set(self.board.closed_doors)
        # token spaces by (owning player, token name); None: not on the board yet
        self.tokens: dict[tuple[int, str], list[int | None]] = {}
        self.turn_start_tokens: dict[tuple[int, str], list[int | None]] = {}
        self.combat: "Combat | None" = None
        self.lasting: list["Lasting"] = []  # lasting effects in force (lasting.py)

    def copy_extra(self, new: GameData, memo: dict[int, Any]) -> None:
        new.closed_doors = set(self.closed_doors)
        new.tokens = {kind: list(spaces) for kind, spaces in self.tokens.items()}
        new.turn_start_tokens = {kind: list(s) for kind, s in self.turn_start_tokens.items()}
        new.combat = copy_value(self.combat, memo)
        new.lasting = copy_value(self.lasting, memo)

    def token_kind(self, player: int, written: str) -> tuple[int, str] | None:
        """The tokens text means: the player's own kind first, then any other player's."""
        order = [player] + [p.index for p in self.players if p.index != player]
        for owner in order:
            for token in self.players[owner].hero.tokens:
                if token.written(written):
                    return owner, token.name
        return None

    def token_spaces(self, kind: tuple[int, str] | None) -> list[int]:
        return [s for s in self.tokens.get(kind, []) if s is not None]
