"""`cardsmith play`, `sim` and `matchups` for Super Fantasy Brawl, the way users run them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.i18n_lang import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "logs"
TEAM_A, TEAM_B = "akhet,deryn,goldarr", "dugrun,gwaien,korvash"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_a_game_prints_the_golden_english_log():
    result = run("play", TEAM_A, TEAM_B, "--seed", "1", "--agents", "greedy,greedy")
    assert result.exit_code == 0, result.output
    golden = GOLDEN / "sfb-akhet-deryn-goldarr-vs-dugrun-gwaien-korvash-seed-1.en.txt"
    assert result.output == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_random_game_plays_to_a_winner_in_every_language(lang):
    result = run("play", TEAM_B, TEAM_A, "--seed", "5", "--agents", "random,random",
                 "--lang", lang)
    assert result.exit_code == 0, result.output
    last = result.output.strip().splitlines()[-1]
    assert "Dugrun" in last or "Akhet" in last


def test_the_log_file_has_one_json_line_per_event(tmp_path):
    log = tmp_path / "game.jsonl"
    result = run("play", TEAM_A, TEAM_B, "--seed", "2", "--log", str(log))
    assert result.exit_code == 0
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    kinds = {line["event"] for line in lines}
    assert {"deploy", "round", "activate", "upkeep", "winner"} <= kinds
    assert lines[-1] == {"event": "winner", "team": lines[-1]["team"], "turn": lines[-1]["turn"]}


@pytest.mark.parametrize("a, b, message", [
    ("akhet,deryn", TEAM_B, "a Super Fantasy Brawl team is 3 different champions, like A,B,C; "
                            "got 'akhet,deryn'"),
    ("akhet,akhet,deryn", TEAM_B, "a Super Fantasy Brawl team is 3 different champions, like "
                                  "A,B,C; got 'akhet,akhet,deryn'"),
    ("akhet,deryn,goldar", TEAM_B, "no champion 'goldar'; did you mean 'goldarr'?"),
    ("robin-hood", TEAM_B, "an Unmatched hero cannot play a Super Fantasy Brawl team: "
                           "robin-hood vs dugrun,gwaien,korvash"),
    ("akhet,deryn,robin-hood", TEAM_B, "'robin-hood' is an Unmatched hero; a Super Fantasy "
                                       "Brawl team is champions only (A,B,C)"),
])
def test_bad_teams_are_usage_errors(a, b, message):
    for command in (("play", a, b), ("sim", a, b, "--games", "2")):
        result = run(*command)
        assert result.exit_code == 2
        assert message in result.output.splitlines()[-1]


def test_sim_plays_sfb_teams_alternating_the_first_player():
    result = run("sim", TEAM_A, TEAM_B, "--games", "4", "--agents", "greedy,random",
                 "--format", "json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 4 and summary["board"] == "fabulosa-arena"
    assert summary["heroes"][TEAM_A]["wins"] + summary["heroes"][TEAM_B]["wins"] == 4 - \
        summary["first_player"]["draws"]


def test_matchups_gives_each_champion_s_win_rate_over_drafted_teams():
    result = run("matchups", "--game", "super-fantasy-brawl", "--games", "4",
                 "--agents", "random,random", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    rows = data["champions"]
    assert len(rows) == 24 and sum(r["games"] for r in rows.values()) == 4 * 6
    assert sum(r["wins"] for r in rows.values()) == 3 * (4 - data["draws"])
    text = run("matchups", "--game", "super-fantasy-brawl", "--games", "4", "--agents",
               "random,random")
    assert text.exit_code == 0 and text.output.startswith("4 drafted games on fabulosa-arena")
    assert len(text.output.strip().splitlines()) == 2 + 24


def test_the_installed_command_plays_a_game():
    command = shutil.which("cardsmith", path=str(Path(sys.executable).parent))
    assert command is not None
    done = subprocess.run([command, "play", TEAM_A, TEAM_B, "--seed", "3"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Set-up\n") and done.stdout.rstrip().endswith("the game.")


def test_matchups_give_the_same_results_for_any_number_of_jobs():
    args = ["matchups", "--game", "super-fantasy-brawl", "--games", "4", "--agents",
            "random,random", "--format", "json"]
    one, two = run(*args), run(*args, "--jobs", "2")
    assert one.exit_code == two.exit_code == 0
    assert json.loads(one.output) == json.loads(two.output)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_log_names_each_standard_action_by_its_own_word(lang):
    """The activation line selects on the ids of the bundled standard actions: each prints
    a word of its own (none falls to the default), in English its title."""
    from cardsmith.runtime.engine.log import log_bundle

    actions = yaml.safe_load((ROOT / "content" / "super-fantasy-brawl" /
                              "standard-actions.yaml").read_text(encoding="utf-8"))["actions"]
    bundle = log_bundle(lang)
    message = bundle.get_message("log-activate")
    printed = {}
    for action in actions:
        action_id = action["title"].lower()
        text, errors = bundle.format_pattern(message.value, {
            "fighter": "Dugrun", "card": "none", "action": action_id, "core": "none"})
        assert errors == [], errors
        printed[action_id] = text
    assert len(set(printed.values())) == len(actions), printed
    if lang == "en":
        assert all(f"the standard action {a['title']} " in printed[a["title"].lower()]
                   for a in actions), printed
