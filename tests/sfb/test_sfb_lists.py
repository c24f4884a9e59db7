"""Super Fantasy Brawl's traps, challenges and standard actions as content
(content/super-fantasy-brawl/{traps,challenges,standard-actions}.yaml; compiler/sfb_lists.py):
checked and built through the command line, bundled as the bundle schema says, and bad files
get file:line:col diagnostics, exit status 1 and nothing written."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.bundle import bundle_schema_errors

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content" / "super-fantasy-brawl"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("build")
    result = run("build", str(CONTENT), "-o", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads((out / "super-fantasy-brawl.json").read_text(encoding="utf-8"))
    assert bundle_schema_errors(data) == []
    return data


def test_the_traps_are_bundled(bundle):
    assert [(t["id"], t["count"], t["text"]) for t in bundle["traps"]] == [
        ("spikes", 3, "That Champion suffers 1 damage."),
        ("blades", 2, "That Champion suffers 2 damage."),
        ("snare", 2, "That Champion suffers Root."),
        ("flash", 2, "That Champion suffers Stun."),
    ]
    spikes = bundle["traps"][0]
    assert spikes["source"].endswith("content/super-fantasy-brawl/traps.yaml")
    assert spikes["span"] == [11, 11, 11, 42]
    (clause,) = spikes["ast"]["sections"][0]["sentences"][0]["clauses"]
    assert clause["node"] == "Suffers" and clause["subject"]["word"] == "that champion"


def test_the_eleven_challenges_are_the_projects_own(bundle):
    challenges = bundle["challenges"]
    assert [c["id"] for c in challenges] == [
        "hold-the-red", "hold-the-yellow", "hold-the-blue", "two-shrines", "first-blood",
        "unscathed", "statue-guard", "invasion", "sent-home", "hold-the-line", "blue-vigil"]
    assert not any(c["published"] for c in challenges)
    for challenge in challenges:
        (sentence,) = challenge["ast"]["sections"][0]["sentences"]
        assert [c["node"] for c in sentence["clauses"]] == ["ScoreIf"]
        assert challenge["text"].startswith("Score if ")


def test_the_standard_actions_are_bundled(bundle):
    assert [(a["id"], a["core"], a["movement"], a["text"])
            for a in bundle["standard_actions"]] == [
        ("scheme", "manipulation", 1, "Plan 1."),
        ("recover", "creation", 1, "Heal 1."),
        ("strike", "destruction", 1, "Deal 1 damage to an adjacent Enemy."),
        ("run", "any", 2, None),
    ]
    assert bundle["standard_actions"][3]["ast"] is None


def test_check_counts_a_lone_list(tmp_path):
    result = run("check", str(CONTENT / "challenges.yaml"), str(CONTENT / "traps.yaml"))
    assert result.exit_code == 0, result.output
    assert result.output == ("checked 2 files: 0 boxes, 0 heroes, 0 cards, 0 boards, "
                             "0 champions, 0 arenas, 11 challenges, 9 traps, 0 standard "
                             "actions; 0 errors, 0 warnings\n")


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path


def errors(tmp_path: Path, *paths: Path) -> list[str]:
    """The error lines of `cardsmith build` on the files (paths shown relative to tmp_path),
    which exits 1 and writes nothing."""
    out = tmp_path / "out"
    result = run("build", *map(str, paths), "-o", str(out))
    assert result.exit_code == 1, result.output
    assert not out.exists() or not any(out.iterdir())
    return [line.replace(f"{tmp_path}/", "") for line in result.output.splitlines()
            if ": error[" in line]


def test_a_challenge_with_a_syntax_error(tmp_path):
    path = write(tmp_path, "challenges.yaml", """
        kind: challenges
        name: Mine
        source: project
        cards:
          - title: Red
            text: Score if you control the area of the purple statue.
        """)
    assert errors(tmp_path, path) == [
        "challenges.yaml:6:48: error[E200]: unexpected word 'purple'"]


def test_a_challenge_must_be_one_score_condition(tmp_path):
    path = write(tmp_path, "challenges.yaml", """
        kind: challenges
        name: Mine
        source: project
        cards:
          - title: Red
            text: Score if you control the area of the red statue. Draw 1.
          - title: Draw
            text: Draw 1.
        """)
    assert errors(tmp_path, path) == [
        "challenges.yaml:6:11: error[E411]: challenge 'Red' is not one condition",
        "challenges.yaml:8:11: error[E411]: challenge 'Draw' is not one condition"]


def test_only_a_challenge_scores(tmp_path):
    path = write(tmp_path, "traps.yaml", """
        kind: traps
        name: Mine
        counts: exact
        tokens:
          - name: Odd
            count: 1
            text: Score if 2 enemy Champions are Bloodied.
        """)
    assert errors(tmp_path, path) == [
        "traps.yaml:7:11: error[E411]: only a challenge scores, not trap 'Odd'"]


def test_a_standard_action_uses_only_what_sfb_has(tmp_path):
    path = write(tmp_path, "standard-actions.yaml", """
        kind: standard-actions
        name: Mine
        actions:
          - title: Fight
            core: destruction
            movement: 1
            text: "During combat: Draw 1 card."
        """)
    assert errors(tmp_path, path) == [
        "standard-actions.yaml:7:12: error[E409]: Super Fantasy Brawl cards cannot say "
        "'During combat' (a construct of Unmatched)",
        "standard-actions.yaml:7:27: error[E409]: Super Fantasy Brawl cards cannot say "
        "'Draw 1 card' (a construct of Unmatched)"]


def test_a_standard_action_of_an_unknown_core(tmp_path):
    path = write(tmp_path, "standard-actions.yaml", """
        kind: standard-actions
        name: Mine
        actions:
          - title: Walk
            core: all
            movement: 1
        """)
    assert errors(tmp_path, path) == [
        "standard-actions.yaml:5:11: error[E100]: actions[0].core: 'all' is not one of "
        "destruction, creation, manipulation, any"]


def test_the_same_challenge_twice_over_two_files(tmp_path):
    first = write(tmp_path, "challenges.yaml", """
        kind: challenges
        name: Mine
        source: project
        cards:
          - title: Hold the Red
            text: Score if you control the area of the red statue.
        """)
    second = write(tmp_path, "more-challenges.yaml", """
        kind: challenges
        name: More
        source: project
        cards:
          - title: Hold the red!
            text: Score if you control the area of the blue statue.
        """)
    assert errors(tmp_path, first, second) == [
        "more-challenges.yaml:5:12: error[E305]: challenge 'Hold the red!' has the same title "
        "as cards[0] of challenges.yaml"]


def test_a_trap_count_out_of_bounds(tmp_path):
    path = write(tmp_path, "traps.yaml", """
        kind: traps
        name: Mine
        counts: exact
        tokens:
          - name: Many
            count: 21
            text: That Champion suffers Stun.
        """)
    assert errors(tmp_path, path) == [
        "traps.yaml:6:12: error[E100]: tokens[0].count: 21 is more than the maximum, 20"]
