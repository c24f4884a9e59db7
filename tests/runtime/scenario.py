"""Scenario tests: set up a real position by hand, play decisions by their labels, and check
the exact outcome.

The test board is a 3 x 4 grid (spaces 1-12, row by row), so positions are easy to read:

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        space 6 and 7 are in both zones ("west", "east")
     9 10 11 12        secret passages: 1 and 12 (only on the "grid-passages" board)

Start spaces: 1 (seat 0) and 12 (seat 1), plus 4 and 9 for a four-player game.
"""

from __future__ import annotations

from functools import lru_cache

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.runtime.engine.actions import Action
from cardsmith.runtime.defs import Library, board_from_json
from cardsmith.runtime import Game, State
from cardsmith.runtime.engine.data import Fighter, GameData

COLUMNS, ROWS = 4, 3


def grid_board(board_id: str = "grid", passages: tuple[int, ...] = ()) -> dict:
    spaces = []
    for space in range(1, COLUMNS * ROWS + 1):
        row, column = divmod(space - 1, COLUMNS)
        adjacent = [space + d for d, ok in ((-COLUMNS, row > 0), (COLUMNS, row < ROWS - 1),
                                            (-1, column > 0), (1, column < COLUMNS - 1)) if ok]
        zones = ["west"] if column < 2 else ["east"]
        if space in (6, 7):
            zones = ["west", "east"]
        entry = {"id": space, "zones": zones, "adjacent": sorted(adjacent)}
        starts = {1: 1, 12: 2, 4: 3, 9: 4}
        if space in starts:
            entry["start"] = starts[space]
        spaces.append(entry)
    return {"id": board_id, "name": board_id, "layout": "exact", "players": 4,
            "zones": [{"id": "west", "name": "West"}, {"id": "east", "name": "East"}],
            "spaces": spaces, "doors": [], "passages": list(passages)}


def corridor_board() -> dict:
    """Five spaces in a row, all in zone "hall", with a door between 3 and 4, open at the
    start; start spaces 1 and 5."""
    spaces = [{"id": i, "zones": ["hall"], "adjacent": [j for j in (i - 1, i + 1) if 1 <= j <= 5]}
              for i in range(1, 6)]
    spaces[0]["start"], spaces[4]["start"] = 1, 2
    return {"id": "corridor", "name": "corridor", "layout": "exact", "players": 2,
            "zones": [{"id": "hall", "name": "Hall"}], "spaces": spaces,
            "doors": [{"between": [3, 4], "open": True}], "passages": []}


@lru_cache(maxsize=1)
def bundled_result():
    result = compile_paths()
    assert result.ok, [d.message for d in result.diagnostics]
    return result


def position_names(*heroes: str):
    """The names of these heroes in every language (for game logs), as `cardsmith play`
    gets them."""
    from cardsmith.cli_play import game_names

    return game_names(list(bundled_result().bundles.values()), heroes)


@lru_cache(maxsize=1)
def bundled_library() -> Library:
    result = bundled_result()
    library = Library.from_bundles(result.bundles.values())
    for board in (grid_board(), grid_board("grid-passages", (1, 12)), corridor_board()):
        library.boards[board["id"]] = board_from_json(board)
    return library


class Scenario:
    def __init__(self, *heroes: str, board: str = "grid", library: Library | None = None):
        self.game = Game(library or bundled_library(), heroes or ("robin-hood", "bigfoot"), board)
        self.data: GameData = self.game.new_data()
        self.state: State | None = None

    # ------------------------------------------------------------ the position

    def fighter(self, label: str) -> Fighter:
        found = [f for f in self.data.fighters if f.label == label]
        assert len(found) == 1, f"no single fighter {label!r}"
        return found[0]

    def place(self, label: str, space: int | None) -> "Scenario":
        self.fighter(label).space = space
        return self

    def health(self, label: str, health: int) -> "Scenario":
        self.fighter(label).health = health
        return self

    def defeated(self, label: str) -> "Scenario":
        fighter = self.fighter(label)
        fighter.defeated, fighter.space = True, None
        return self

    def _take(self, player: int, title: str) -> int:
        owner = self.data.players[player]
        for zone in (owner.pile, owner.deck_top, owner.deck_bottom, owner.discard, owner.hand):
            for card_id in zone:
                if self.data.cards[card_id].title == title:
                    zone.remove(card_id)
                    return card_id
        raise AssertionError(f"player {player} has no card {title!r} left")

    def hand(self, player: int, *titles: str) -> "Scenario":
        self.data.players[player].hand.extend(self._take(player, t) for t in titles)
        return self

    def deck_top(self, player: int, *titles: str) -> "Scenario":
        """Known cards on top of the deck, drawn in this order."""
        self.data.players[player].deck_top.extend(self._take(player, t) for t in titles)
        return self

    def empty_deck(self, player: int) -> "Scenario":
        owner = self.data.players[player]
        owner.discard.extend(owner.pile + owner.deck_top + owner.deck_bottom)
        owner.pile, owner.deck_top, owner.deck_bottom = [], [], []
        return self

    # ------------------------------------------------------------ playing

    def start(self, active: int = 0) -> State:
        """Begin the turn of seat `active` from this position."""
        self.data.active = active
        self.state = self.game.state_from_position(self.data)
        return self.state

    def options(self) -> list[str]:
        return [a.label for a in self.state.legal_actions()]

    def choose(self, label: str) -> "Scenario":
        """Apply the one legal action whose label is `label`, or that contains it."""
        actions: list[Action] = self.state.legal_actions()
        exact = [a for a in actions if a.label == label]
        found = exact or [a for a in actions if label in a.label]
        assert len(found) == 1, f"{label!r} matches {[a.label for a in found]} among {self.options()}"
        self.state.apply(found[0])
        return self

    def play(self, *labels: str) -> "Scenario":
        for label in labels:
            self.choose(label)
        return self

    def kind(self) -> str | None:
        decision = self.state.decision()
        return None if decision is None else decision.kind

    def events(self, name: str) -> list[dict]:
        """The events of that kind, in the JSON shape of a game log (docs/log.md)."""
        return [e for e in self.state.event_json() if e["event"] == name]


def assert_alike_to_a_searcher(seen: list) -> None:
    """Positions one player cannot tell apart (`seen`: their observations with the position)
    look alike to them, determinise alike for any seed, and get the same move from a search
    agent: nothing hidden leaks into what they decide."""
    import random

    from cardsmith.runtime.engine.determinize import determinize
    from cardsmith.runtime.engine.search import SearchAgent

    assert seen[0].to_json() == seen[1].to_json()
    for seed in range(10):
        one, two = (determinize(o, random.Random(seed)) for o in seen)
        assert one.to_json() == two.to_json()
    agents = [SearchAgent.with_budget(SearchAgent.budget)(random.Random(3)) for _ in seen]
    assert agents[0].act(seen[0]) == agents[1].act(seen[1])
