"""The `cardsmith` command: exit statuses, outputs and the files it writes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from cardsmith.cli import main

GOLDEN = Path(__file__).parent / "golden"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_check_bundled_content_is_clean():
    result = run("check")
    assert result.exit_code == 0, result.output
    assert result.output == ("checked 71 files: 8 boxes, 19 heroes, 570 cards, 10 boards, "
                             "24 champions, 1 arenas, 11 challenges, 9 traps, 4 standard "
                             "actions; 0 errors, 0 warnings\n")


def test_check_json_on_clean_content_has_no_diagnostics():
    result = run("check", "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.output)["diagnostics"] == []


def test_build_writes_a_valid_bundle_per_box_and_a_summary(tmp_path):
    result = run("build", "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    bundle_path = tmp_path / "robin-hood-vs-bigfoot.json"
    boxes = [("battle-of-legends-volume-one", "Battle of Legends, Volume One", 4, 2),
             ("bruce-lee", "Bruce Lee", 1, 0), ("cobble-and-fog", "Cobble & Fog", 4, 2),
             ("houdini-vs-the-genie", "Houdini vs. The Genie", 2, 1),
             ("jurassic-park-ingen-vs-raptors", "Jurassic Park: InGen vs. Raptors", 2, 1),
             ("jurassic-park-sattler-vs-t-rex", "Jurassic Park: Sattler vs. T-Rex", 2, 1),
             ("little-red-riding-hood-vs-beowulf", "Little Red Riding Hood vs. Beowulf", 2, 1),
             ("robin-hood-vs-bigfoot", "Robin Hood vs. Bigfoot", 2, 2)]
    assert result.output.splitlines() == [
        f"{tmp_path / (box + '.json')}: {name}: {heroes} heroes, {30 * heroes} cards, {boards} boards"
        for box, name, heroes, boards in boxes] + [
        f"{tmp_path / 'super-fantasy-brawl.json'}: Super Fantasy Brawl: 24 champions, "
        "144 cards, 1 arenas, 11 challenges, 9 traps, 4 standard actions",
        "checked 71 files: 8 boxes, 19 heroes, 570 cards, 10 boards, 24 champions, 1 arenas, "
        "11 challenges, 9 traps, 4 standard actions; 0 errors, 0 warnings"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        box + ".json" for box, *_ in boxes] + ["super-fantasy-brawl.json"]
    schema = json.loads((Path(__file__).parents[1] / "schemas" / "bundle.schema.json").read_text())
    for box, *_ in boxes:
        written = json.loads((tmp_path / f"{box}.json").read_text(encoding="utf-8"))
        assert list(Draft202012Validator(schema).iter_errors(written)) == [], box
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    assert [h["id"] for h in bundle["heroes"]] == ["robin-hood", "bigfoot"]
    ambush = bundle["heroes"][0]["cards"][0]
    source = (Path(__file__).parents[1] / "content" / "robin-hood-vs-bigfoot" / "heroes"
              / "robin-hood.yaml").read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(source, 1) if "During combat: Your opponent" in text)
    column = source[line - 1].index("During") + 1
    assert ambush["span"] == [line, column, line, len(source[line - 1]) + 1]
    assert ambush["ast"]["sections"][0]["header"] == {
        "node": "Header", "kind": "during combat", "fighter": None, "condition": None,
        "card": None, "form": None, "token": None, "boosted": False, "take_action": False,
        "at": [line, column]}


def test_build_is_deterministic(tmp_path):
    run("build", "-o", str(tmp_path / "a"))
    run("build", "-o", str(tmp_path / "b"))
    name = "robin-hood-vs-bigfoot.json"
    assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_schema_writes_every_schema_and_each_is_valid(tmp_path):
    result = run("schema", "-o", str(tmp_path))
    assert result.exit_code == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["arena.schema.json", "board.schema.json", "box.schema.json",
                     "bundle.schema.json", "challenges.schema.json", "champion.schema.json",
                     "glossary.schema.json", "hero.schema.json", "report.schema.json",
                     "ruleset.schema.json", "standard-actions.schema.json",
                     "traps.schema.json"]
    for name in names:
        Draft202012Validator.check_schema(json.loads((tmp_path / name).read_text()))


def test_new_hero_scaffold_passes_check(tmp_path):
    result = run("new", "hero", "Captain Nemo", "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    path = tmp_path / "captain-nemo.yaml"
    check = run("check", str(path))
    assert check.exit_code == 0, check.output
    assert "1 heroes, 30 cards" in check.output


def test_new_hero_refuses_to_overwrite(tmp_path):
    run("new", "hero", "Nemo", "-o", str(tmp_path))
    before = (tmp_path / "nemo.yaml").read_text()
    result = run("new", "hero", "Nemo", "-o", str(tmp_path))
    assert result.exit_code == 2
    assert "already exists" in result.output
    assert (tmp_path / "nemo.yaml").read_text() == before


@pytest.mark.parametrize("hero_id", ["robin-hood", "bigfoot"])
def test_text_prints_every_card_as_the_golden_file(hero_id):
    result = run("text", hero_id)
    assert result.exit_code == 0
    assert result.output == (GOLDEN / f"{hero_id}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("args, message", [
    (["text", "robin"], "no hero or champion 'robin'; did you mean 'robin-hood'?"),
    (["check", "no/such/file.yaml"], "does not exist"),
    (["build", "--frobnicate"], "No such option"),
    (["schema"], "Missing option"),
    (["check", "--format", "xml"], "'xml' is not one of"),
])
def test_usage_errors_exit_2(args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output


def test_installed_command_works_from_any_folder(tmp_path):
    """The installed package finds its grammar, schemas and content without the checkout."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    command = [sys.executable, "-m", "cardsmith", "build", "-o", "out"]
    result = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (tmp_path / "out" / "robin-hood-vs-bigfoot.json").is_file()
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("name, stem", [
    ("Médusa", "medusa"), ("Łucja z Łodzi", "lucja-z-lodzi"), ("Işık Savaşçı", "isik-savasci"),
    ("São João", "sao-joao"), ("Dr. Jill Trent", "dr-jill-trent")])
def test_a_new_hero_is_named_by_its_name_with_the_accents_taken_off(tmp_path, name, stem):
    result = run("new", "hero", name, "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert [p.name for p in tmp_path.iterdir()] == [f"{stem}.yaml"]
    listed = run("list", "heroes", "--content", str(tmp_path))
    assert listed.output.splitlines()[1].split()[0] == stem
