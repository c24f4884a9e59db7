"""`cardsmith matchups`: every pair of the bundled heroes, its boards, the table and the JSON;
a game that stops in `sim` or `matchups`."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime.engine import simulate as simulate_module
from cardsmith.runtime.engine.matchups import boards_of_pair, plan, run_seed, split_games
from cardsmith.runtime.engine.simulate import Matchup, simulate
from cardsmith.runtime.unmatched import system as unmatched_system

from matchup_tables import tables_played_once

from .scenario import bundled_result

HEROES = ["alice", "king-arthur", "medusa", "sinbad", "bruce-lee", "dracula", "jekyll-and-hyde",
          "invisible-man", "sherlock-holmes", "harry-houdini", "the-genie", "ingen", "raptors",
          "dr-ellie-sattler", "t-rex", "little-red-riding-hood", "beowulf", "robin-hood",
          "bigfoot"]
BOX_BOARDS = {hero: ["marmoreal", "sarpedon"] for hero in HEROES[:4]}
BOX_BOARDS |= {"bruce-lee": []}  # a box without a battlefield: the other hero's boards
BOX_BOARDS |= {hero: ["soho", "baskerville-manor"] for hero in HEROES[5:9]}
BOX_BOARDS |= {"harry-houdini": ["king-solomons-mine"], "the-genie": ["king-solomons-mine"],
               "ingen": ["raptor-paddock"], "raptors": ["raptor-paddock"],
               "dr-ellie-sattler": ["t-rex-paddock"], "t-rex": ["t-rex-paddock"],
               "little-red-riding-hood": ["heorot"], "beowulf": ["heorot"],
               "robin-hood": ["sherwood-forest", "yukon"], "bigfoot": ["sherwood-forest", "yukon"]}
PAIRS = len(HEROES) * (len(HEROES) - 1) // 2  # 171
# every board of the content, in content order: where a pair with no board of its own plays
ALL_BOARDS = list(dict.fromkeys(board for hero in HEROES for board in BOX_BOARDS[hero]))
SIM_KEYS = {"heroes", "board", "agents", "seed", "games", "average_turns", "endings",
            "first_player"}
FIRST_KEYS = {"wins", "games", "win_rate", "ci95", "draws"}
RATE_KEYS = {"wins", "win_rate", "ci95"}


def invoke(*args: str):
    return CliRunner().invoke(main, ["matchups", *args])


@lru_cache(maxsize=None)
def output(*args: str) -> str:
    with tables_played_once():  # the text and the JSON of one table: its games played once
        result = invoke(*args)
    assert result.exit_code == 0, result.output
    return result.output


def json_of(*args: str) -> dict:
    return json.loads(output(*args, "--format", "json"))


@lru_cache(maxsize=None)
def _bundles() -> tuple[dict, ...]:
    from cardsmith.compiler.pipeline import compile_paths

    return tuple(compile_paths().bundles.values())


def bundles() -> list[dict]:
    """The bundled content, compiled once for the module."""
    return list(_bundles())


# ---------------------------------------------------------------- the plan


def test_games_are_dealt_to_the_boards_two_at_a_time():
    assert split_games(20, 1) == [20]
    assert split_games(20, 2) == [10, 10]
    assert split_games(20, 3) == [8, 6, 6]
    assert split_games(10, 4) == [4, 2, 2, 2]
    assert split_games(5, 2) == [3, 2]
    assert split_games(1, 4) == [1, 0, 0, 0]


def test_the_plan_has_every_pair_in_content_order_on_the_boards_of_their_boxes():
    content = bundles()
    pairings = plan(content, 20, seed=0)
    assert [p.heroes for p in pairings] == [(a, b) for i, a in enumerate(HEROES)
                                            for b in HEROES[i + 1:]]
    assert len(pairings) == PAIRS == 171
    for pairing in pairings:
        first, second = pairing.heroes
        expected = list(dict.fromkeys(BOX_BOARDS[first] + BOX_BOARDS[second]))
        assert list(pairing.boards) == expected == boards_of_pair(content, first, second)
        assert [run.board for run in pairing.runs] == expected
        assert sum(pairing.games) == 20
        assert all(count % 2 == 0 for count in pairing.games)  # both seatings equally
        assert all(run.agents == ("greedy", "greedy") and run.heroes == pairing.heroes
                   for run in pairing.runs)
        assert [run.seed for run in pairing.runs] == [run_seed(0, pairing.heroes, board)
                                                      for board in expected]
    by_heroes = {p.heroes: p for p in pairings}
    assert by_heroes[("little-red-riding-hood", "beowulf")].boards == ("heorot",)
    assert by_heroes[("dracula", "robin-hood")].boards == (
        "soho", "baskerville-manor", "sherwood-forest", "yukon")
    assert by_heroes[("beowulf", "bigfoot")].games == (8, 6, 6)
    assert by_heroes[("bruce-lee", "dracula")].boards == ("soho", "baskerville-manor")


def test_every_run_has_its_own_seed_and_the_seeds_follow_the_seed_option():
    content = bundles()
    seeds = [run.seed for p in plan(content, 4, seed=0) for run in p.runs]
    assert len(set(seeds)) == len(seeds)
    other = [run.seed for p in plan(content, 4, seed=1) for run in p.runs]
    assert not set(seeds) & set(other)


# ---------------------------------------------------------------- the JSON


def test_json_has_every_pair_s_summary_in_an_exact_structure():
    data = json_of("--games", "4")
    assert set(data) == {"agents", "games_per_pair", "seed", "heroes", "pairs", "table",
                         "overall", "first_player"}
    assert data["agents"] == ["greedy", "greedy"]
    assert data["games_per_pair"] == 4 and data["seed"] == 0
    assert data["heroes"] == HEROES
    assert len(data["pairs"]) == PAIRS
    seen = set()
    for pair in data["pairs"]:
        assert set(pair) == {"heroes", "games", "boards", "agents", "average_turns", "endings",
                             "runs"}
        first, second = pair["heroes"]
        assert HEROES.index(first) < HEROES.index(second)
        seen.add((first, second))
        assert pair["games"] == 4 and pair["agents"] == ["greedy", "greedy"]
        assert pair["boards"] == list(dict.fromkeys(BOX_BOARDS[first] + BOX_BOARDS[second]))
        for figures in pair["heroes"].values():
            assert set(figures) == RATE_KEYS
            low, high = figures["ci95"]
            assert 0 <= low <= figures["win_rate"] <= high <= 1
        assert pair["heroes"][first]["wins"] + pair["heroes"][second]["wins"] == 4
        assert sum(pair["endings"].values()) == 4
        assert pair["average_turns"] > 0
        # one sim run per board that got games, in board order
        assert [run["board"] for run in pair["runs"]] == [
            board for board, count in zip(pair["boards"], split_games(4, len(pair["boards"])))
            if count]
        for run in pair["runs"]:
            assert set(run) == SIM_KEYS
            assert list(run["heroes"]) == [first, second]
            assert run["seed"] == run_seed(0, (first, second), run["board"])
        assert sum(run["games"] for run in pair["runs"]) == 4
        for hero in (first, second):
            assert pair["heroes"][hero]["wins"] == sum(run["heroes"][hero]["wins"]
                                                       for run in pair["runs"])
    assert len(seen) == PAIRS
    runs = [run for pair in data["pairs"] for run in pair["runs"]]
    first = data["first_player"]
    assert set(first) == FIRST_KEYS and first["games"] == PAIRS * 4
    assert first["wins"] == sum(run["first_player"]["wins"] for run in runs)
    assert first["draws"] == sum(run["endings"].get("draw", 0) for run in runs)
    assert first["win_rate"] == first["wins"] / first["games"]


def test_rows_and_columns_are_symmetric_and_agree_with_the_pairs():
    data = json_of("--games", "4")
    table = data["table"]
    assert list(table) == HEROES
    for row in HEROES:
        assert list(table[row]) == [hero for hero in HEROES if hero != row]
    for pair in data["pairs"]:
        first, second = pair["heroes"]
        assert table[first][second]["win_rate"] + table[second][first]["win_rate"] == \
            pytest.approx(1.0, abs=1e-12)
        for row, column in ((first, second), (second, first)):
            cell = table[row][column]
            assert set(cell) == {"win_rate", "ci95", "games"}
            assert cell["win_rate"] == pair["heroes"][row]["win_rate"]
            assert cell["ci95"] == pair["heroes"][row]["ci95"]
            assert cell["games"] == 4
    for hero, figures in data["overall"].items():
        assert set(figures) == RATE_KEYS | {"games"}
        assert figures["games"] == 4 * (len(HEROES) - 1)
        assert figures["wins"] == sum(pair["heroes"][hero]["wins"] for pair in data["pairs"]
                                      if hero in pair["heroes"])


def test_a_run_is_replayed_exactly_by_cardsmith_sim():
    data = json_of("--games", "4")
    pair = next(p for p in data["pairs"] if list(p["heroes"]) == ["beowulf", "robin-hood"])
    run = pair["runs"][0]
    first, second = run["heroes"]
    result = CliRunner().invoke(main, ["sim", first, second, "--board", run["board"],
                                       "--seed", str(run["seed"]), "--games", str(run["games"]),
                                       "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == run


# ---------------------------------------------------------------- the table, jobs, errors


def test_text_table_has_a_row_and_a_column_for_each_hero():
    text = output("--games", "4")
    lines = text.splitlines()
    assert lines[0].startswith("Win rate (%) of the row hero against the column hero")
    assert lines[1] == "agents greedy vs greedy, 4 games a pair, seed 0"
    assert lines[3].split() == [str(i) for i in range(1, len(HEROES) + 1)] + ["all"]
    data = json_of("--games", "4")
    for i, hero in enumerate(HEROES):
        rates, intervals = lines[4 + 2 * i], lines[5 + 2 * i]
        cells = rates.split()
        assert cells[:2] == [str(i + 1), hero]
        assert cells[2 + i] == "-"  # the diagonal
        for j, column in enumerate(HEROES):
            if column != hero:
                rate = data["table"][hero][column]["win_rate"]
                assert cells[2 + j] == f"{rate:.0%}".rstrip("%")
        assert len(intervals.split()) == len(HEROES)  # an interval a rival, and the overall one
    assert "--format json" in lines[-1]


def test_results_are_identical_for_one_and_two_jobs():
    # the one-job runs are the other tests' (cached): 171 pairs, 684 games a run
    assert output("--games", "4", "--jobs", "2") == output("--games", "4")
    assert json_of("--games", "4", "--jobs", "2") == json_of("--games", "4")


def test_the_seed_changes_the_games():
    assert json_of("--games", "4", "--seed", "1")["pairs"] != json_of("--games", "4")["pairs"]


def test_a_fan_s_hero_from_content_plays_every_bundled_hero(tmp_path):
    assert CliRunner().invoke(main, ["new", "hero", "Test Hero", "-o", str(tmp_path)]
                              ).exit_code == 0
    data = json_of("--games", "2", "--content", str(tmp_path))
    assert data["heroes"] == HEROES + ["test-hero"]
    assert len(data["pairs"]) == PAIRS + len(HEROES) == 190
    for pair in data["pairs"]:
        if "test-hero" in pair["heroes"]:
            other = next(hero for hero in pair["heroes"] if hero != "test-hero")
            # Bruce Lee's box has no battlefield either: the pair plays on every board
            assert pair["boards"] == (BOX_BOARDS[other] or ALL_BOARDS)


def test_hero_plays_only_the_pairs_with_it_each_as_in_the_whole_table():
    whole = json_of("--games", "4")
    data = json_of("--games", "4", "--hero", "bruce-lee", "--hero", "t-rex")
    assert data["pairs"] == [pair for pair in whole["pairs"]
                             if {"bruce-lee", "t-rex"} & set(pair["heroes"])]
    assert len(data["pairs"]) == 2 * (len(HEROES) - 1) - 1 == 35
    assert data["heroes"] == HEROES
    for hero in ("bruce-lee", "t-rex"):
        assert data["table"][hero] == whole["table"][hero]
        assert data["overall"][hero] == whole["overall"][hero]
    assert data["table"]["alice"] == {hero: whole["table"]["alice"][hero]
                                      for hero in ("bruce-lee", "t-rex")}
    assert data["overall"]["alice"]["games"] == 2 * 4
    text = output("--games", "4", "--hero", "bruce-lee", "--hero", "t-rex").splitlines()
    alice = text[4].split()  # row 1: against Bruce Lee (5) and T. Rex (15) only
    assert alice[:2] == ["1", "alice"] and len(alice) == 2 + len(HEROES) + 1
    assert [i for i, cell in enumerate(alice[2:-1], 1) if cell != "-"] == [5, 15]


@pytest.mark.parametrize("args", [
    ["--games", "0"],
    ["--games", "many"],
    ["--jobs", "0"],
    ["--seed", "one"],
    ["--format", "xml"],
    ["--colour"],
    ["robin-hood"],
    ["--content", "no/such/folder"],
    ["--hero", "nobody"],
    ["--hero", "akhet", "--game", "super-fantasy-brawl"],
])
def test_usage_errors_exit_2(args):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert "Usage:" in result.output


def test_help_says_which_boards_are_played():
    text = invoke("--help").output
    assert "same box play on that box's boards" in text
    assert "boards of both boxes" in text


def test_the_first_player_figure_counts_the_games_the_first_seat_won():
    bundles = list(bundled_result().bundles.values())
    report = simulate(bundles, Matchup(("robin-hood", "bigfoot"), "yukon", ("greedy", "random"),
                                       2), 30)
    first = report.summary()["first_player"]
    assert first["wins"] == sum(1 for r in report.results if r.winner == r.seats[0])
    assert 0 < first["wins"] < 30 and first["games"] == 30
    text = CliRunner().invoke(main, ["sim", "robin-hood", "bigfoot", "--board", "yukon",
                                     "--seed", "2", "--games", "30", "--agents", "greedy,random"])
    low, high = first["ci95"]
    assert (f"  first player won: {first['win_rate']:.1%} (95% CI {low:.1%} to {high:.1%})"
            in text.output.splitlines())


# ---------------------------------------------------------------- a game that stops


def test_a_game_that_does_not_end_stops_sim_and_matchups_with_the_command_that_replays_it(
        monkeypatch):
    monkeypatch.setattr(simulate_module, "MAX_STEPS", 20)  # every game is too long now
    seed = run_seed(0, ("alice", "king-arthur"), "marmoreal")
    for command, replay in (
            (["sim", "robin-hood", "bigfoot", "--seed", "5"],
             "game 1 of robin-hood vs bigfoot on sherwood-forest, which `cardsmith sim "
             "robin-hood bigfoot --board sherwood-forest --seed 5 --games 1 --agents "
             "greedy,greedy` plays again"),
            (["matchups"],
             f"game 1 of alice vs king-arthur on marmoreal, which `cardsmith sim alice "
             f"king-arthur --board marmoreal --seed {seed} --games 1 --agents greedy,greedy` "
             "plays again")):
        result = CliRunner().invoke(main, [*command, "--games", "2"])
        assert result.exit_code == 3, result.output
        assert result.output == ("cardsmith: the game stopped: the game did not end after 20 "
                                 f"decisions (a rule that repeats for ever); in {replay}\n")


def test_a_rule_that_fails_in_sim_names_the_card_and_the_game(monkeypatch):
    def broken(data, ctx, node):
        raise KeyError("look at hand")

    monkeypatch.setitem(unmatched_system.EFFECTS, next(
        t for t in unmatched_system.EFFECTS if t.__name__ == "Draw"), broken)
    result = CliRunner().invoke(main, ["sim", "robin-hood", "bigfoot", "--games", "2"])
    assert result.exit_code == 3 and "Traceback" not in result.output
    assert result.output.startswith("cardsmith: the game stopped: KeyError: 'look at hand' "
                                    "in card '")
    assert "robin-hood-vs-bigfoot/heroes/" in result.output
    assert result.output.endswith("in game 1 of robin-hood vs bigfoot on sherwood-forest, "
                                  "which `cardsmith sim robin-hood bigfoot --board "
                                  "sherwood-forest --seed 0 --games 1 --agents greedy,greedy` "
                                  "plays again\n")
