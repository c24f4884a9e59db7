"""The Ray backend: the same results as the local backend for the same seed, on a local Ray
instance, also when a worker dies and its task is run again."""

from __future__ import annotations

import json
import os
import sys

import pytest
import ray  # the test extra installs it
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime.engine.matchups import matchups
from cardsmith.runtime.engine.simulate import Matchup, simulate

from .scenario import bundled_result



@pytest.fixture(scope="module")
def local_ray(tmp_path_factory):
    """One local Ray instance for the module (its workers inherit the environment)."""
    marker = tmp_path_factory.mktemp("ray") / "crashed"
    os.environ["CARDSMITH_CRASH_MARKER"] = str(marker)
    ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR", log_to_driver=False)
    yield marker
    ray.shutdown()
    del os.environ["CARDSMITH_CRASH_MARKER"]


def bundles() -> list[dict]:
    return list(bundled_result().bundles.values())


def test_sim_on_ray_gives_the_local_results(local_ray):
    matchup = Matchup(("robin-hood", "bigfoot"), "yukon", ("greedy", "random"), 5)
    local = simulate(bundles(), matchup, 40)
    on_ray = simulate(bundles(), matchup, 40, backend="ray")
    assert on_ray.results == local.results  # game by game: winner, turns, ending
    assert on_ray.summary() == local.summary()


def test_matchups_on_ray_give_the_local_table(local_ray):
    assert matchups(bundles(), 2, seed=3, backend="ray") == matchups(bundles(), 2, seed=3)


def test_the_command_line_prints_the_same_on_ray(local_ray):
    runner = CliRunner()
    for command in (["sim", "little-red-riding-hood", "beowulf", "--games", "30"],
                    ["matchups", "--games", "2"]):
        local = runner.invoke(main, [*command, "--format", "json"])
        on_ray = runner.invoke(main, [*command, "--format", "json", "--backend", "ray"])
        assert local.exit_code == on_ray.exit_code == 0, on_ray.output
        assert json.loads(on_ray.output) == json.loads(local.output)


def test_a_task_whose_worker_dies_is_run_again_with_the_same_results(local_ray):
    marker = local_ray
    crashing = Matchup(("robin-hood", "bigfoot"), "sherwood-forest",
                       ("tests.runtime.plugin_agents:GreedyThatCrashesOnce", "greedy"), 9)
    greedy = Matchup(crashing.heroes, crashing.board, ("greedy", "greedy"), 9)
    assert not marker.exists()
    on_ray = simulate(bundles(), crashing, 30, backend="ray")
    assert marker.exists()  # a worker did die
    assert on_ray.results == simulate(bundles(), greedy, 30).results


def test_an_agent_that_fails_on_ray_is_reported_as_its_own_fault(local_ray):
    result = CliRunner().invoke(main, ["sim", "robin-hood", "bigfoot", "--games", "2",
                                       "--backend", "ray", "--agents",
                                       "tests.runtime.plugin_agents:Broken,random"])
    assert result.exit_code == 1
    assert "agent 'tests.runtime.plugin_agents:Broken' answered" in result.output


def test_without_ray_the_ray_backend_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # as if it were not installed
    runner = CliRunner()
    for command in (["sim", "robin-hood", "bigfoot"], ["matchups"]):
        result = runner.invoke(main, [*command, "--games", "2", "--backend", "ray"])
        assert result.exit_code == 2
        assert "--backend ray needs Ray: pip install 'cardsmith[ray]'" in result.output
    local = runner.invoke(main, ["sim", "robin-hood", "bigfoot", "--games", "2"])
    assert local.exit_code == 0 and "2 games on sherwood-forest" in local.output
