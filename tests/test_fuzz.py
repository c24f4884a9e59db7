"""A short fuzz run of every target (tests/fuzz), and the harness's own checks: it reports a
crash, a hang and a disagreement between check and build, and keeps the smallest input of
each distinct failure. The long campaign is `python -m tests.fuzz --minutes N`."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import strategies as st

from cardsmith.compiler import check as check_module
from cardsmith.compiler import output
from cardsmith.runtime.engine.agenda import rule
from cardsmith.runtime.unmatched import turns

from fuzz.campaign import Tally, Target, known_findings, run_round, targets
from fuzz import games
from fuzz.content import ContentCase, write_case
from fuzz.effects import _HERO
from fuzz.games import GameCase, run_game
from fuzz.harness import Finding, check_and_build, finding, time_budget

ROOT = Path(__file__).resolve().parent.parent
SHORT = {"content": 20, "effects": 30, "games": 12}  # inputs per target in the suite (seconds each)


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


@pytest.mark.parametrize("name", sorted(targets()))
def test_a_short_run_of_each_target_finds_nothing(name):
    tally = Tally(name)
    run_round(targets()[name], tally, seed_value=15, examples=SHORT[name], budget=120)
    assert {s: k.detail for s, k in tally.kept.items()} == {}
    assert tally.inputs >= SHORT[name]


def test_every_target_is_short_run_here():
    assert set(targets()) == set(SHORT)


def _a_box() -> Path:
    return ROOT / "content" / "robin-hood-vs-bigfoot"


def test_the_harness_reports_a_crash_where_it_happens(monkeypatch, tmp_path):
    def broken(context):
        raise ZeroDivisionError("planted")
    monkeypatch.setattr(check_module, "HERO_PASSES", (broken,))
    with pytest.raises(Finding) as found:
        check_and_build(_a_box(), tmp_path)
    # where: the innermost frame of cardsmith's own code, the pass loop that called it
    assert re.fullmatch(r"ZeroDivisionError at compiler/check\.py:\d+ \(check_hero\)",
                        found.value.signature), found.value.signature
    assert "planted" in found.value.detail


def test_the_harness_reports_a_hang_with_where_it_was_stuck(monkeypatch, tmp_path):
    def stuck(context):
        while True:
            time.sleep(0.01)
    monkeypatch.setattr(check_module, "HERO_PASSES", (stuck,))
    with pytest.raises(Finding) as found:
        with time_budget(1):
            check_and_build(_a_box(), tmp_path)
    assert re.fullmatch(r"Hang at compiler/check\.py:\d+ \(check_hero\)",
                        found.value.signature), found.value.signature
    assert "in stuck" in found.value.detail


def test_the_harness_reports_a_build_that_disagrees_with_check(monkeypatch, tmp_path):
    monkeypatch.setattr(output, "write_file", lambda path, content: path.write_bytes(b"{}"))
    with pytest.raises(Finding) as found:
        check_and_build(_a_box(), tmp_path)
    assert found.value.signature == "a bundle breaks bundle.schema.json at required"


def test_a_campaign_keeps_the_smallest_input_of_each_failure(tmp_path):
    def run(text: str, scratch: Path) -> None:  # two planted faults
        if len(text) >= 20 and text.count("q") >= 2:
            raise finding("long with q", "planted")
        if "z" in text:
            raise finding("ValueError on z", "planted")

    def save(text: str, folder: Path) -> Path:
        folder.mkdir(parents=True)
        (folder / "text.txt").write_text(text)
        return folder

    target = Target("toy", st.text(alphabet="abqz", min_size=0, max_size=60),
                    run, save, len)
    tally = Tally("toy")
    for round_seed in range(6):
        run_round(target, tally, seed_value=round_seed, examples=300, budget=60,
                  findings=tmp_path)
    assert sorted(tally.kept) == ["ValueError on z", "long with q"]
    assert tally.kept["ValueError on z"].size == 1  # shrunk to "z"
    assert (tally.kept["ValueError on z"].folder / "case" / "text.txt").read_text() == "z"
    assert tally.kept["long with q"].size == 20
    again = known_findings(tmp_path, "toy")
    assert sorted(again) == sorted(tally.kept) and not any(k.new for k in again.values())


def test_the_content_target_writes_what_it_checks(tmp_path):
    files = (("box.yaml", b"kind: box\n"), ("heroes/ada.yaml", b"kind: hero\n"))
    folder = write_case(ContentCase("a-box", files, "link out"), tmp_path)
    assert (folder / "box.yaml").read_bytes() == b"kind: box\n"
    assert (folder / "boards" / "passwd.yaml").resolve() == (tmp_path / "secret" / "passwd.yaml").resolve()


def test_replay_runs_the_kept_reproducers_again(monkeypatch, tmp_path, capsys):
    from fuzz.__main__ import main as fuzz_main

    box = ContentCase("robin-hood-vs-bigfoot", tuple(
        (str(p.relative_to(_a_box())), p.read_bytes()) for p in sorted(_a_box().rglob("*.yaml"))),
        None)
    tally = Tally("content")
    target = targets()["content"]
    from fuzz.campaign import _keep
    _keep(target, tally, box, finding("planted crash", "detail"), tmp_path)
    assert fuzz_main(["--replay", "--findings", str(tmp_path), "--target", "content"]) == 0
    assert capsys.readouterr().out == "fixed: planted crash\n"

    def broken(context):
        raise ZeroDivisionError("planted")
    monkeypatch.setattr(check_module, "HERO_PASSES", (broken,))
    assert fuzz_main(["--replay", "--findings", str(tmp_path), "--target", "content"]) == 1
    assert capsys.readouterr().out.startswith("fails: planted crash (now: ZeroDivisionError at ")


def test_a_fault_of_the_harness_itself_is_reported_not_lost():
    def broken_strategy(value):
        raise KeyError("the strategy's own bug")
    target = Target("toy", st.integers().map(broken_strategy), lambda case, scratch: None,
                    lambda case, folder: folder, lambda case: 0)
    tally = Tally("toy")
    run_round(target, tally, seed_value=0, examples=5, budget=60)
    [signature] = tally.kept
    assert signature.startswith("fuzz harness: KeyError at ")


def _a_game() -> GameCase:
    return GameCase(yaml.safe_dump(_HERO, sort_keys=False, allow_unicode=True), "robin-hood",
                    "sherwood-forest", 1)


def test_the_games_target_plays_a_hero_through_the_command_line_and_the_api(monkeypatch,
                                                                          tmp_path):
    played = []
    monkeypatch.setattr(games.inv, "play_random",
                        lambda game, seed: played.append((game.heroes, game.board, seed))
                        or real_play_random(game, seed))
    run_game(_a_game(), tmp_path)
    assert played == [(("ada", "robin-hood"), "sherwood-forest", 1)]


real_play_random = games.inv.play_random


def test_the_games_target_reports_a_game_that_crashes(monkeypatch, tmp_path):
    @rule
    def broken(data, player):
        raise ZeroDivisionError("planted")
    monkeypatch.setattr(turns, "next_turn", broken)
    with pytest.raises(Finding) as found:
        run_game(_a_game(), tmp_path)
    assert found.value.signature == "exit status 3 of play", found.value.signature
    assert "ZeroDivisionError" in found.value.detail


def test_the_games_target_reports_a_broken_invariant(monkeypatch, tmp_path):
    monkeypatch.setattr(games.inv, "violations", lambda state: ["planted"])
    with pytest.raises(Finding) as found:
        run_game(_a_game(), tmp_path)
    assert found.value.signature == "an invariant does not hold"
    assert found.value.detail.endswith(": planted")


def test_a_kept_game_says_how_to_play_it_and_replays(monkeypatch, tmp_path, capsys):
    from fuzz.__main__ import main as fuzz_main
    from fuzz.campaign import _keep

    _keep(targets()["games"], Tally("games"), _a_game(), finding("planted", "detail"), tmp_path)
    [report] = (tmp_path / "games").glob("*/finding.txt")
    assert report.read_text().splitlines()[-1] == (
        "reproduce, in this folder: cardsmith check case/content && cardsmith play ada "
        "robin-hood --content case/content --board sherwood-forest --seed 1 "
        "--agents random,random")
    assert fuzz_main(["--replay", "--findings", str(tmp_path), "--target", "games"]) == 0
    assert capsys.readouterr().out == "fixed: planted\n"
    monkeypatch.setattr(games.inv, "violations", lambda state: ["planted"])
    assert fuzz_main(["--replay", "--findings", str(tmp_path), "--target", "games"]) == 1
    assert capsys.readouterr().out == "fails: planted (now: an invariant does not hold)\n"
