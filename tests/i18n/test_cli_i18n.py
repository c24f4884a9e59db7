"""`cardsmith text --lang`, `cardsmith i18n status` and the gates in `cardsmith check`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main

from .helpers import LANGS, ROOT
from .test_names import NEMO

BOX = ROOT / "content" / "robin-hood-vs-bigfoot"
GOLDEN = ROOT / "tests" / "golden"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hero", ["robin-hood", "bigfoot"])
def test_text_prints_the_golden_cards_in_every_language(hero, lang):
    result = run("text", hero, "--lang", lang, "--content", str(BOX))
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / lang / f"{hero}.txt").read_text(encoding="utf-8")


def test_english_golden_is_the_canonical_text():
    for hero in ("robin-hood", "bigfoot"):
        assert (GOLDEN / "en" / f"{hero}.txt").read_text(encoding="utf-8") == \
            (GOLDEN / f"{hero}.txt").read_text(encoding="utf-8")


def test_text_rejects_an_unknown_language():
    result = run("text", "bigfoot", "--lang", "xx", "--content", str(BOX))
    assert result.exit_code == 2
    assert "'xx' is not one of 'en', 'it', 'pl', 'pt-BR', 'tr'" in result.output


def test_check_runs_the_gates_and_the_bundled_box_is_clean():
    result = run("check", str(BOX))
    assert result.exit_code == 0, result.output
    assert result.output.endswith("0 errors, 0 warnings\n")


def test_status_lists_what_is_generated_and_what_is_missing(tmp_path):
    (tmp_path / "captain-nemo.yaml").write_text(NEMO, encoding="utf-8")
    result = run("i18n", "status", str(tmp_path))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("en     English               1 heroes, 1 abilities, 1 card texts "
                               "rendered;")
    assert lines[2].startswith("pl     Polish                1 heroes, 1 abilities, 1 card texts "
                               "rendered;")
    assert "; 3 of 4 names translated; 1 forms missing" in lines[2]
    assert "; 0 of 4 names translated" in lines[1]
    assert any(line.startswith("pl: ") and "'Nemo's Wrath' has no Polish translation" in line
               for line in lines)
    assert any(line.startswith("pl: ") and "lacks the Polish form 'instrumental'" in line
               for line in lines)


def test_status_json(tmp_path):
    (tmp_path / "captain-nemo.yaml").write_text(NEMO, encoding="utf-8")
    result = run("i18n", "status", str(tmp_path), "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert list(data["languages"]) == list(LANGS)
    polish = data["languages"]["pl"]
    assert polish["generated"] == {"heroes": 1, "abilities": 1, "cards": 1, "names": 3,
                                   "all_names": 4}
    assert [(m["name"], m["kind"]) for m in polish["missing"]["names"]] == [
        ("Nemo's Wrath", "card")]
    form = polish["missing"]["forms"][0]
    assert (form["name"], form["form"], Path(form["file"]).name) == (
        "Captain Nemo", "instrumental", "captain-nemo.yaml")
    assert data["catalog_problems"] == []


def test_status_of_the_bundled_box_has_nothing_missing():
    result = run("i18n", "status", str(BOX), "--format", "json")
    data = json.loads(result.output)
    for lang, info in data["languages"].items():
        assert info["failed"] == [] and info["missing"]["names"] == [], lang
        assert info["missing"]["forms"] == [], lang
        assert info["generated"]["cards"] == 20
