"""Super Fantasy Brawl positions set up by hand, for scenario tests: champions on hexes
(axial q, r), hands, damage; then the first player's activation phase begins."""

from __future__ import annotations

from functools import lru_cache

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.runtime import Game, Library, State
from cardsmith.runtime.sfb.hexes import Hex

ARENA = "fabulosa-arena"


@lru_cache(maxsize=1)
def sfb_bundles() -> tuple[dict, ...]:
    result = compile_paths()
    assert result.ok, [d.message for d in result.diagnostics]
    return tuple(result.bundles.values())


@lru_cache(maxsize=1)
def sfb_library() -> Library:
    return Library.from_bundles(sfb_bundles())


class Position:
    def __init__(self, team_a: str, team_b: str) -> None:
        self.game = Game(sfb_library(), (team_a, team_b), ARENA)
        self.data = self.game.new_data()
        self.arena = self.data.arena
        self.state: State | None = None

    def champion(self, name: str):
        return next(f for f in self.data.fighters if f.label == name)

    def at(self, name: str, q: int, r: int) -> "Position":
        self.champion(name).space = self.arena.number(Hex(q, r))
        return self

    def hex(self, q: int, r: int) -> int:
        return self.arena.number(Hex(q, r))

    def damage(self, name: str, amount: int) -> "Position":
        self.champion(name).health -= amount
        return self

    def hand(self, player: int, *titles: str) -> "Position":
        owner = self.data.players[player]
        for title in titles:
            card_id = next(c for c in owner.pile if self.data.cards[c].title == title)
            owner.pile.remove(card_id)
            owner.hand.append(card_id)
        return self

    def start(self) -> "Position":
        self.state = self.game.state_from_position(self.data)
        return self

    @property
    def now(self):
        return self.state.data

    def options(self) -> list[str]:
        return [a.label for a in self.state.legal_actions()]

    def choose(self, label: str) -> "Position":
        actions = self.state.legal_actions()
        found = [a for a in actions if a.label == label] or [a for a in actions if label in a.label]
        assert len(found) == 1, f"{label!r} matches {[a.label for a in found]} among {self.options()}"
        self.state.apply(found[0])
        return self

    def play(self, *labels: str) -> "Position":
        for label in labels:
            self.choose(label)
        return self

    def settle(self) -> "Position":
        """Take the first outcome of each chance decision (the draws) until a player decides."""
        while self.state.is_chance_node():
            self.state.apply(0)
        return self

    def health(self, name: str) -> int:
        return next(f for f in self.now.fighters if f.label == name).health

    def where(self, name: str) -> int | None:
        return next(f for f in self.now.fighters if f.label == name).space

    def kinds(self) -> list[str]:
        return [e.KIND for e in self.now.events]
