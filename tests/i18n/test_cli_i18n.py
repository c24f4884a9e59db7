"""`cardsmith text --lang`, `cardsmith i18n status` and the gates in `cardsmith check`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.i18n_catalog import load_catalog

from .helpers import LANGS, ROOT, bundled
from .test_names import NEMO

BOX = ROOT / "content" / "robin-hood-vs-bigfoot"
GOLDEN = ROOT / "tests" / "golden"
# every bundled hero, with the folder of its box (`--content` compiles only that box)
HEROES = {"robin-hood": "robin-hood-vs-bigfoot", "bigfoot": "robin-hood-vs-bigfoot",
          "little-red-riding-hood": "little-red-riding-hood-vs-beowulf",
          "beowulf": "little-red-riding-hood-vs-beowulf", "dracula": "cobble-and-fog",
          "jekyll-and-hyde": "cobble-and-fog", "invisible-man": "cobble-and-fog",
          "sherlock-holmes": "cobble-and-fog"}
# the 11 of the published catalogue (issue 10)
HEROES |= {hero: "battle-of-legends-volume-one" for hero in ("alice", "king-arthur", "medusa",
                                                             "sinbad")}
HEROES |= {"dr-ellie-sattler": "jurassic-park-sattler-vs-t-rex",
           "t-rex": "jurassic-park-sattler-vs-t-rex", "raptors": "jurassic-park-ingen-vs-raptors",
           "ingen": "jurassic-park-ingen-vs-raptors", "harry-houdini": "houdini-vs-the-genie",
           "the-genie": "houdini-vs-the-genie", "bruce-lee": "bruce-lee"}


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hero", sorted(HEROES))
def test_text_prints_the_golden_cards_in_every_language(hero, lang):
    box = ROOT / "content" / HEROES[hero]
    result = run("text", hero, "--lang", lang, "--content", str(box))
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / lang / f"{hero}.txt").read_text(encoding="utf-8")


def test_the_golden_files_cover_every_bundled_hero_and_box_in_every_language():
    names = {f"{hero}.txt" for hero in bundled().heroes}
    # every box has a rules summary, one without a battlefield (Bruce Lee) too
    names |= {f"rules-{box}.txt" for box in bundled().boxes}
    assert len(names) == 19 + 8
    for lang in LANGS:
        assert {p.name for p in (GOLDEN / lang).iterdir()} == names, lang


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
    messages = len(load_catalog("en").public_ids())
    assert lines[0] == ("en     English               1 heroes, 1 abilities, 1 card texts, "
                        f"0 rules summaries rendered; {messages} messages")
    assert lines[2] == ("pl     Polish                1 heroes, 1 abilities, 1 card texts, "
                        f"0 rules summaries rendered; {messages} messages; 3 of 4 names "
                        "translated (0 official, 0 kept in English); 1 names missing, 1 forms "
                        "missing")
    assert "; 0 of 4 names translated (0 official, 0 kept in English); 4 names missing" \
        in lines[1]
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
    assert polish["generated"] == {"heroes": 1, "champions": 0, "abilities": 1, "cards": 1,
                                   "rules": 0,
                                   "names": 3, "all_names": 4, "official": 0}
    assert [(m["name"], m["kind"]) for m in polish["missing"]["names"]] == [
        ("Nemo's Wrath", "card")]
    form = polish["missing"]["forms"][0]
    assert (form["name"], form["form"], Path(form["file"]).name) == (
        "Captain Nemo", "instrumental", "captain-nemo.yaml")
    assert data["catalog_problems"] == []


def test_status_of_the_bundled_content_has_nothing_missing():
    result = run("i18n", "status", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    for lang, info in data["languages"].items():
        assert info["failed"] == [] and info["guessed"] == [], lang
        assert info["missing"] == {"names": [], "forms": [], "messages": [], "terms": []}, lang
        made = info["generated"]
        # 19 heroes (the 11 of the catalogue: 11 abilities, 145 card texts) and
        # 24 champions (23 levelled abilities, 142 card texts: two cards have none); 8 boxes'
        # rules summaries; the Unmatched and Super Fantasy Brawl names (the T-Rex's trait
        # 'large' among them),
        assert (made["heroes"], made["champions"], made["abilities"], made["cards"],
                made["rules"]) == (19, 24, 41, 382, 8), lang
        # and the 4 remarks of King Arthur and Houdini, and Alice's form word
        assert made["names"] == made["all_names"] == (0 if lang == "en" else 498), lang
    assert data["catalog_problems"] == []


def test_status_counts_official_names_and_lists_those_kept_in_english():
    data = json.loads(run("i18n", "status", "--format", "json").output)
    official = {lang: info["generated"]["official"] for lang, info in data["languages"].items()}
    assert official == {"en": 0, "it": 7, "pl": 7, "pt-BR": 12, "tr": 9}
    kept = {(item["kind"], item["name"]) for item in data["languages"]["tr"]["kept"]}
    assert {("card", "Feint"), ("card", "Steal From the Rich"), ("fighter", "Outlaw"),
            ("box", "Cobble & Fog")} <= kept
    assert ("fighter", "Invisible Man") not in kept  # Görünmez Adam
    text = run("i18n", "status", "--kept").output
    assert "tr: content/cobble-and-fog/heroes/dracula.yaml:" not in text.split("kept")[0]
    assert any(line.startswith("tr: content/glossary/tr.yaml:") and
               "card 'Feint' kept in English" in line for line in text.splitlines())


def test_status_reports_boards_and_boxes_without_their_names_or_forms(tmp_path):
    import shutil

    box = tmp_path / "cobble-and-fog"
    shutil.copytree(ROOT / "content" / "cobble-and-fog", box)
    board = box / "boards" / "baskerville-manor.yaml"
    text = board.read_text(encoding="utf-8")
    start = text.index("translations:\n")
    end = text.index("layout:")
    board.write_text(text[:start] + text[end:], encoding="utf-8")
    manifest = box / "box.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        "  pl: {name: Bruk i Mgła}\n", ""), encoding="utf-8")
    data = json.loads(run("i18n", "status", str(box), "--format", "json").output)
    polish = data["languages"]["pl"]["missing"]["names"]
    line = text[:text.index("name: Baskerville Manor")].count("\n") + 1
    assert [(m["kind"], m["name"], m["line"]) for m in polish] == [
        ("board", "Baskerville Manor", line), ("box", "Cobble & Fog", 2)]
    assert all(Path(m["file"]).name in ("baskerville-manor.yaml", "box.yaml") for m in polish)
