"""The search agent (ISMCTS): budgets, determinism for a seed, observations only, strength."""

from __future__ import annotations

import json
import math
import random

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime import Game
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.agents import AgentError, agent_class
from cardsmith.runtime.engine.search import Budget, SearchAgent
from cardsmith.runtime.engine.simulate import play_game

from .scenario import bundled_library, bundled_result
from .test_observations import mid_game, twin_positions


@pytest.mark.parametrize("name, iterations, seconds", [
    ("ismcts", 50, None), ("ismcts:30", 30, None), ("ismcts:2s", None, 2.0),
    ("ismcts:0.5s", None, 0.5), ("ismcts:250ms", None, 0.25)])
def test_a_budget_in_iterations_or_time(name, iterations, seconds):
    cls = agent_class(name)
    assert issubclass(cls, SearchAgent) and cls.needs_position
    assert (cls.budget.iterations, cls.budget.seconds) == (iterations, seconds)
    assert agent_class(name) is cls  # one class per budget


@pytest.mark.parametrize("name", ["ismcts:0", "ismcts:abc", "ismcts:-3", "ismcts:1.5",
                                  "ismcts:0s", "ismcts:"])
def test_a_bad_budget_is_refused(name):
    with pytest.raises(AgentError, match="iterations|seconds|time budget"):
        agent_class(name)


def test_a_bad_budget_is_a_usage_error_on_the_command_line():
    result = CliRunner().invoke(main, ["sim", "robin-hood", "bigfoot", "--agents",
                                       "ismcts:lots,greedy"])
    assert result.exit_code == 2
    assert "a budget is a number of iterations (ismcts:500) or of seconds" in result.output


def test_a_game_is_the_same_for_the_same_seed_and_not_for_another():
    game = Game(bundled_library(), ("little-red-riding-hood", "beowulf"), "heorot")
    logs = [play_game(game, ("ismcts:6", "greedy"), seed).event_json()
            for seed in ("a", "a", "b")]
    assert logs[0] == logs[1]
    assert logs[0] != logs[2]


def test_a_time_budget_does_at_least_one_iteration():
    state = mid_game()
    while state.is_chance_node():
        state.apply(inv.choose(state, random.Random(0)))
    seen = state.observation(state.current_player(), position=True)
    agent = agent_class("ismcts:1ms")(random.Random(0))
    assert 0 <= agent.act(seen) < len(seen.decision.options)
    assert agent.iterations >= 1


def test_the_agent_decides_the_same_when_only_a_hidden_card_differs():
    for seed, state, twin in twin_positions(range(4)):
        agent = agent_class("ismcts:12")
        assert agent(random.Random(seed)).act(state.observation(0, position=True)) == \
            agent(random.Random(seed)).act(twin.observation(0, position=True))


def strength_games() -> list[tuple[str, tuple[str, str]]]:
    """Two heroes of each bundled board's box, on that board."""
    games = []
    for bundle in bundled_result().bundles.values():
        heroes = tuple(h["id"] for h in bundle["heroes"][:2])
        games += [(board["id"], heroes) for board in bundle["boards"]]
    return games


def wins_against_greedy(agent: str) -> int:
    """Games won by `agent` against greedy: on every board, as each hero, first and second."""
    wins, library = 0, bundled_library()
    for board, heroes in strength_games():
        for seat in (0, 1):
            seats = (agent, "greedy") if seat == 0 else ("greedy", agent)
            state = play_game(Game(library, heroes, board), seats, f"strength:{board}")
            wins += state.winner() == seat
    return wins


def test_the_search_agent_beats_greedy_where_greedy_does_not():
    """The small, seeded form of benchmarks/strength.py (issue 13's 75% over 200 games a
    board): one pair of heroes a board in both seats (20 games on the 10 boards); 80% of
    them or more (19 measured). Greedy in the search agent's seat wins far fewer of the same
    games (half: each board's game is the same in both seats)."""
    boards = {b["id"] for bundle in bundled_result().bundles.values() for b in bundle["boards"]}
    assert len(strength_games()) == len(boards) == 10
    enough = math.ceil(0.8 * 2 * len(boards))  # 16
    assert wins_against_greedy("greedy") < enough
    assert wins_against_greedy("ismcts:30") >= enough


def test_matchups_and_sim_take_the_search_agent_on_the_command_line():
    result = CliRunner().invoke(main, ["sim", "robin-hood", "bigfoot", "--games", "2",
                                       "--agents", "ismcts:4,greedy", "--format", "json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["agents"] == ["ismcts:4", "greedy"] and summary["games"] == 2


def test_budget_text():
    assert str(Budget.parse("40")) == "40" and str(Budget.parse("250ms")) == "0.25s"
