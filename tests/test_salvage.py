"""Schema errors do not hide the other faults of a file (compiler/salvage.py), and the
pipeline checks text that stands in for a file (an editor's unsaved text)."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import bundled_content, compile_paths

BOX = bundled_content() / "robin-hood-vs-bigfoot"


def codes(result) -> list[tuple[str, int, int, str]]:
    return [(Path(d.file).name, d.line, d.column, d.code) for d in result.diagnostics.sorted()]


def copy_box(tmp_path: Path) -> Path:
    box = tmp_path / "box"
    shutil.copytree(BOX, box)
    return box


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_hero_that_cannot_be_built_is_not_reported_missing_from_its_box(tmp_path):
    box = copy_box(tmp_path)
    edit(box / "heroes" / "robin-hood.yaml", "move: 2", "move: two")
    result = compile_paths([box])
    assert codes(result) == [("robin-hood.yaml", 4, 7, "E100")]


def test_a_missing_hero_is_still_reported_missing(tmp_path):
    box = copy_box(tmp_path)
    (box / "heroes" / "robin-hood.yaml").unlink()
    assert [c[3] for c in codes(compile_paths([box]))] == ["E700"]


def test_an_unknown_field_hides_no_semantic_check(tmp_path):
    box = copy_box(tmp_path)
    hero = box / "heroes" / "bigfoot.yaml"
    edit(hero, "move: 3", "move: 3\nmoves: 3")
    edit(hero, "count: 3", "count: 4")  # the deck now has 31 cards
    result = compile_paths([box])
    assert [c[3] for c in codes(result)] == ["E100", "E500"]
    assert "bigfoot" in result.heroes and "moves" not in result.heroes["bigfoot"].doc.data


def test_a_card_that_breaks_the_schema_is_left_out_and_the_deck_is_not_counted(tmp_path):
    box = copy_box(tmp_path)
    hero = box / "heroes" / "bigfoot.yaml"
    edit(hero, "type: versatile", "type: versatil")
    result = compile_paths([box])
    bigfoot = result.heroes["bigfoot"]
    assert bigfoot.incomplete and len(bigfoot.cards) == len(bigfoot.doc.data["cards"]) - 1
    assert [c[3] for c in codes(result)] == ["E100"]


def test_the_check_command_reports_every_fault_of_the_file(monkeypatch):
    monkeypatch.chdir(Path(__file__).parent / "fixtures")
    result = CliRunner().invoke(main, ["check", "broken/schema-and-effect-faults.yaml"])
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        "checked 1 files: 0 boxes, 1 heroes, 20 cards, 0 boards; 5 errors, 0 warnings")


def test_text_given_for_a_file_stands_in_for_the_file(tmp_path):
    box = copy_box(tmp_path)
    hero = box / "heroes" / "bigfoot.yaml"
    unsaved = hero.read_text(encoding="utf-8").replace("move: 3", "move: three")
    result = compile_paths([hero], texts={hero.resolve(): unsaved})
    assert codes(result) == [("bigfoot.yaml", 4, 7, "E100")]
    assert codes(compile_paths([hero])) == []


def test_text_given_for_a_file_that_does_not_exist_yet(tmp_path):
    new = tmp_path / "heroes" / "new-hero.yaml"
    text = (BOX / "heroes" / "bigfoot.yaml").read_text(encoding="utf-8")
    result = compile_paths([new], texts={new.resolve(): text.replace("move: 3", "move: 4")})
    assert codes(result) == [] and result.heroes["new-hero"].move == 4
    assert [c[3] for c in codes(compile_paths([new]))] == ["E006"]
