"""The bundled Super Fantasy Brawl champions, through the command line and against the
reference data: every champion checks, builds, prints its exact golden text in each of
the five languages (tests/golden/sfb/, one folder a language beside English), and matches
the reference card for card (numbers exactly; text after the typo fixes and the listed
rewordings, tests/reference/sfb-rewordings.yaml). Bad SFB content gets line:col diagnostics.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.bundle import bundle_schema_errors
from cardsmith.compiler.pipeline import compile_paths

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content" / "super-fantasy-brawl"
# A copy of the shared reference data (sfbdb, MIT: LICENSE-sfbdb.txt beside it)
REFERENCE = ROOT / "tests" / "reference" / "sfb"
GOLDEN = ROOT / "tests" / "golden" / "sfb"
FIXTURES = ROOT / "tests" / "fixtures" / "sfb"
CHAMPIONS = sorted(path.stem for path in (CONTENT / "champions").glob("*.yaml"))
# The reference's typos, fixed before comparing ("keep meaning, not typos").
TYPOS = {"damages": "damage", "enemey": "enemy", "lifsteal": "lifesteal",
         "adjacet": "adjacent"}


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def reference(champion_id: str) -> dict:
    return yaml.safe_load((REFERENCE / f"{champion_id}.yaml").read_text(encoding="utf-8"))


def ours(champion_id: str) -> dict:
    return yaml.safe_load((CONTENT / "champions" / f"{champion_id}.yaml").read_text("utf-8"))


def normalise(text: str) -> str:
    text = re.sub(r"[^\w\s]", " ", text.replace("\u2019", "'").replace("'", "").lower())
    return " ".join(TYPOS.get(word, word) for word in text.split())


def rewordings() -> list[dict]:
    path = ROOT / "tests" / "reference" / "sfb-rewordings.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_all_24_champions_are_bundled():
    assert len(CHAMPIONS) == 24
    assert len({reference(c)["id"] for c in CHAMPIONS}) == 24


def test_check_reports_the_champions_and_the_arena():
    result = run("check", str(CONTENT))
    assert result.exit_code == 0, result.output
    assert result.output == ("checked 28 files: 0 boxes, 0 heroes, 0 cards, 0 boards, "
                             "24 champions, 1 arenas, 11 challenges, 9 traps, 4 standard "
                             "actions; 0 errors, 0 warnings\n")


def test_build_writes_one_valid_bundle(tmp_path):
    result = run("build", str(CONTENT), "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    bundle_path = tmp_path / "super-fantasy-brawl.json"
    assert result.output.splitlines()[0] == (f"{bundle_path}: Super Fantasy Brawl: "
                                             "24 champions, 144 cards, 1 arenas, "
                                             "11 challenges, 9 traps, 4 standard actions")
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    assert bundle_schema_errors(bundle) == []
    assert sorted(c["id"] for c in bundle["champions"]) == CHAMPIONS
    assert bundle["arenas"][0]["layout"] == "approximate"
    assert bundle["box"]["ruleset"]["system"] == "super-fantasy-brawl"


def test_compile_self_check_passes():
    result = compile_paths([CONTENT], self_check=True)
    assert result.ok, [d.message for d in result.diagnostics]


@pytest.mark.parametrize("champion_id", CHAMPIONS)
def test_text_prints_the_golden_cards(champion_id):
    result = run("text", champion_id)
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / f"{champion_id}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("champion_id", CHAMPIONS)
def test_champion_card_matches_reference(champion_id):
    ref, mine = reference(champion_id), ours(champion_id)
    assert mine["name"] == ref["name"]
    assert (mine["hp"], mine["defense"]) == (ref["hp"], ref["defense"])
    assert (mine["level_up"]["hp"], mine["level_up"]["defense"]) == (
        ref["level_up"]["hp"], ref["level_up"]["defense"])
    assert ("ability" in mine["level_up"]) == bool(ref["level_up"].get("text"))


def _numbers(card: dict, is_reference: bool) -> tuple:
    targeting = card.get("targeting")
    aoe = card.get("aoe_hexes" if is_reference else "aoe")
    if card["type"] == "reaction":
        aoe = None
    elif aoe is None:
        aoe = 1  # the default; the reference leaves it out on one card
    return (card["number"], card["title"], card["type"], card["core"], card["movement"],
            json.dumps(targeting, sort_keys=True), aoe, card.get("strength"),
            card.get("defense_bonus"))


@pytest.mark.parametrize("champion_id", CHAMPIONS)
def test_action_cards_match_reference_numbers(champion_id):
    ref, mine = reference(champion_id), ours(champion_id)
    assert [_numbers(c, False) for c in mine["cards"]] == [_numbers(c, True)
                                                          for c in ref["cards"]]


def _reworded(champion_id: str, card: str, printed: str, text: str) -> bool:
    return any(entry["champion"] == champion_id and entry["card"] == card
               and normalise(entry["printed"]) == normalise(printed)
               and normalise(entry["ours"]) == normalise(text) for entry in rewordings())


@pytest.mark.parametrize("champion_id", CHAMPIONS)
def test_card_text_matches_reference(champion_id):
    ref, mine = reference(champion_id), ours(champion_id)
    pairs = [("level_up", ref["level_up"].get("text") or "",
              mine["level_up"].get("ability", ""))]
    pairs += [(r["title"], " ".join(r.get("text", [])), m.get("text", ""))
              for r, m in zip(ref["cards"], mine["cards"])]
    problems = [f"{card}\n  printed: {printed}\n  ours:    {text}"
                for card, printed, text in pairs
                if normalise(printed) != normalise(text)
                and not _reworded(champion_id, card, printed, text)]
    assert not problems, "\n".join(problems)


def test_every_rewording_is_used():
    """A listed rewording that no card needs any more is stale."""
    for entry in rewordings():
        ref, mine = reference(entry["champion"]), ours(entry["champion"])
        if entry["card"] == "level_up":
            printed, text = ref["level_up"]["text"], mine["level_up"]["ability"]
        else:
            index = [c["title"] for c in ref["cards"]].index(entry["card"])
            printed = " ".join(ref["cards"][index]["text"])
            text = mine["cards"][index]["text"]
        assert normalise(printed) != normalise(text), entry["card"]
        assert _reworded(entry["champion"], entry["card"], printed, text), entry["card"]


# ---------------------------------------------------------------- diagnostics


def errors_of(monkeypatch, name: str) -> list[str]:
    """The error lines of `cardsmith check` on a fixture, its path shown as F; exit 1."""
    monkeypatch.chdir(ROOT)
    path = f"tests/fixtures/sfb/{name}"
    result = run("check", path)
    assert result.exit_code == 1, result.output
    return [line.replace(path, "F") for line in result.output.splitlines()
            if ": error[" in line]


def test_bad_champion_gets_line_col_diagnostics(monkeypatch):
    assert errors_of(monkeypatch, "broken-champion.yaml") == [
        "F:8:13: error[E409]: Super Fantasy Brawl cards cannot say 'During combat' "
        "(a construct of Unmatched)",
        "F:16:18: error[E200]: unexpected name 'Stun'",
        "F:21:15: error[E410]: 'Gold'arr' is not this champion; a card names only its own "
        "champion",
    ]


def test_champion_schema_faults_are_located(monkeypatch):
    assert errors_of(monkeypatch, "schema-champion.yaml") == ["F:3:5: error[E100]: hp: 0 is less than the minimum, 1",
                     "F:7:3: error[E100]: cards[0]: missing required field 'strength'"]


def test_bad_arena_hexes_are_located(monkeypatch):
    assert errors_of(monkeypatch, "broken-arena.yaml") == ["F:10:9: error[E621]: hex [0, 0] is used twice (also at statues/0/hex)",
                     "F:10:17: error[E620]: hex [5, 0] is outside the arena (radius 2)"]


def test_push_on_an_unmatched_card_is_rejected(monkeypatch):
    assert errors_of(monkeypatch, "unmatched-push.yaml") == ["F:13:24: error[E409]: Unmatched cards cannot say 'Push 2' "
                      "(a construct of Super Fantasy Brawl)"]


def test_nothing_is_written_when_a_champion_is_broken(tmp_path):
    out = tmp_path / "out"
    result = run("build", str(CONTENT), str(FIXTURES / "broken-champion.yaml"), "-o", str(out))
    assert result.exit_code == 1
    assert not out.exists() or not any(out.iterdir())


@pytest.mark.parametrize("lang", ["it", "pl", "pt-BR", "tr"])
@pytest.mark.parametrize("champion_id", CHAMPIONS)
def test_text_prints_the_golden_cards_in_every_language(champion_id, lang):
    result = run("text", champion_id, "--lang", lang)
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / lang / f"{champion_id}.txt").read_text(encoding="utf-8")


def test_every_language_has_a_golden_text_of_every_champion():
    for lang in ("it", "pl", "pt-BR", "tr"):
        assert sorted(p.stem for p in (GOLDEN / lang).glob("*.txt")) == CHAMPIONS, lang


@pytest.mark.parametrize("command", [["play", "goldarr", "robin-hood"],
                                     ["sim", "robin-hood", "goldarr", "--games", "2"]])
def test_a_lone_champion_is_named_as_a_champion_not_as_an_unknown_hero(command):
    result = run(*command)
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: a Super Fantasy Brawl team is 3 different champions, like A,B,C; got 'goldarr'")
