"""Agents, simulations and the play/sim commands."""

from __future__ import annotations

import json

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime.engine.simulate import Matchup, simulate, wilson_interval

from .scenario import bundled_library


def bundles():
    from cardsmith.compiler.pipeline import compile_paths

    return list(compile_paths().bundles.values())


def test_greedy_wins_at_least_80_percent_against_random_over_both_seats():
    for board in ("sherwood-forest", "yukon"):
        for heroes, agents in ((("robin-hood", "bigfoot"), ("greedy", "random")),
                               (("robin-hood", "bigfoot"), ("random", "greedy"))):
            report = simulate(bundles(), Matchup(heroes, board, agents, seed=7), games=20)
            greedy_hero = heroes[agents.index("greedy")]
            assert report.wins(greedy_hero) >= 16, (board, agents, report.summary())


def test_simulation_alternates_the_first_player():
    report = simulate(bundles(), Matchup(("robin-hood", "bigfoot"), "yukon",
                                         ("random", "random"), seed=1), games=6)
    assert [r.seats[0] for r in report.results] == ["robin-hood", "bigfoot"] * 3


def test_results_are_identical_for_any_number_of_jobs():
    matchup = Matchup(("robin-hood", "bigfoot"), "sherwood-forest", ("random", "greedy"), 3)
    one = simulate(bundles(), matchup, games=120, jobs=1)
    two = simulate(bundles(), matchup, games=120, jobs=2)
    assert one.results == two.results


def test_wilson_interval():
    low, high = wilson_interval(96, 100)
    assert (round(low, 4), round(high, 4)) == (0.9016, 0.9843)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_play_prints_the_same_game_for_the_same_seed(tmp_path):
    runner = CliRunner()
    args = ["play", "robin-hood", "bigfoot", "--seed", "5", "--agents", "random,greedy"]
    first = runner.invoke(main, args + ["--log", str(tmp_path / "a.jsonl")])
    second = runner.invoke(main, args + ["--log", str(tmp_path / "b.jsonl")])
    assert first.exit_code == 0, first.output
    assert first.output == second.output
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    assert first.output.startswith("Set-up\n    Robin Hood is placed in space 1\n")
    assert first.output.rstrip().endswith("wins the game.")
    events = [json.loads(line) for line in (tmp_path / "a.jsonl").read_text().splitlines()]
    assert events[-1]["event"] == "winner"


def test_sim_json_reports_rates_intervals_turns_and_endings():
    result = CliRunner().invoke(main, ["sim", "robin-hood", "bigfoot", "--games", "10",
                                       "--board", "yukon", "--format", "json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 10 and summary["board"] == "yukon"
    heroes = summary["heroes"]
    assert heroes["robin-hood"]["wins"] + heroes["bigfoot"]["wins"] == 10
    assert sum(summary["endings"].values()) == 10
    assert summary["average_turns"] > 1


def test_play_and_sim_usage_errors_exit_2():
    runner = CliRunner()
    assert runner.invoke(main, ["play", "robin", "bigfoot"]).exit_code == 2
    assert runner.invoke(main, ["sim", "robin-hood", "bigfoot", "--board", "moon"]).exit_code == 2
    assert runner.invoke(main, ["sim", "robin-hood", "bigfoot", "--agents", "smart,random"]
                         ).exit_code == 2


def test_library_has_the_bundled_heroes_and_boards():
    library = bundled_library()
    assert {"robin-hood", "bigfoot"} <= set(library.heroes)
    assert {"sherwood-forest", "yukon"} <= set(library.boards)
