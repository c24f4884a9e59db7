"""The spellings that name a fighter (grammar/spellings.py): a title written in full or short,
with or without its full stop ("Dr. Strange" for Doctor Strange, "Dr Sattler" for Dr.
Sattler), and the short names a hero file declares ("Geralt"), which the importer takes
from the printed short forms the deck's cards use."""

from __future__ import annotations

from pathlib import Path

import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.spellings import fighter_spellings, spelling_key
from cardsmith.runtime.defs import hero_from_json

UMDB = Path(__file__).parent / "reference" / "catalogue" / "umdb"


def test_a_title_in_full_or_short_is_one_spelling():
    names = fighter_spellings("Doctor Strange")
    assert {spelling_key(w) for w in ("Dr. Strange", "Dr Strange", "DOCTOR STRANGE")} <= names
    assert spelling_key("Dr Sattler") in fighter_spellings("Dr. Sattler")
    assert spelling_key("Mr Hyde") in fighter_spellings("Mr. Hyde")
    # a word that only starts like a title is not one
    assert spelling_key("Drake") not in fighter_spellings("Dr. Ake")
    assert spelling_key("Doctors Strange") not in names


def test_a_name_in_parts_is_one_name_whatever_joins_them():
    names = fighter_spellings("T. Rex")
    assert {spelling_key(w) for w in ("T-Rex", "T Rex", "T.Rex", "t  -  rex", "T. REX")} <= names
    assert spelling_key("Spider Man") in fighter_spellings("Spider-Man")
    # the parts must be the same parts
    assert spelling_key("TRex") not in names
    assert spelling_key("T-Rexes") not in names


def test_imported_cards_name_their_fighters_by_a_short_title(tmp_path):
    out = tmp_path / "decks"
    files = [str(UMDB / "doctor-strange.json"), str(UMDB / "dr-sattler.json")]
    imported = CliRunner().invoke(main, ["import", "umdb", *files, "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    checked = CliRunner().invoke(main, ["check", str(out)])
    lines = checked.output.splitlines()
    # the cards that write "Dr. Strange" and "Dr Sattler" name their fighters
    for title in ("The Winds of Watoomb", "Cloak of Levitation", "Master of Kamar-Taj",
                  "Woman Inherits the Earth"):
        assert not [line for line in lines if f"card '{title}'" in line and "E300" in line]
    assert "names 'Dr" not in checked.output


def test_imported_cards_name_a_fighter_by_another_joining_of_its_name(tmp_path):
    # UmDb names the fighter "T. Rex"; her cards write "T-Rex"
    out = tmp_path / "decks"
    imported = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "t-rex.json"),
                                         "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    checked = CliRunner().invoke(main, ["check", str(out)])
    assert "T. Rex" in (out / "t-rex.yaml").read_text(encoding="utf-8")
    assert "E300" not in checked.output
    for title in ("Thrash", "Ripples in the Water"):
        assert f"card '{title}'" not in checked.output


def test_import_gives_a_fighter_the_short_name_its_cards_write(tmp_path):
    out = tmp_path / "decks"
    files = [str(UMDB / "geralt-of-rivia.json"), str(UMDB / "squirrel-girl.json")]
    imported = CliRunner().invoke(main, ["import", "umdb", *files, "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    geralt = yaml.safe_load((out / "geralt-of-rivia.yaml").read_text(encoding="utf-8"))
    assert [f.get("short_names") for f in geralt["fighters"]] == [["Geralt"], None]
    # "SQUIRREL" cards are the summoned Squirrels' (the texts write "Squirrel Girl" and "a
    # squirrel"): no short name "Squirrel" for Squirrel Girl
    squirrel = yaml.safe_load((out / "squirrel-girl.yaml").read_text(encoding="utf-8"))
    assert [(f["name"], f.get("short_names")) for f in squirrel["fighters"]] == [
        ("Squirrel Girl", None), ("Squirrel", None)]
    checked = CliRunner().invoke(main, ["check", str(out)])
    assert "names 'Geralt'" not in checked.output
    errors = [line for line in checked.output.splitlines() if ": error[" in line]
    for title in ("Igni", "Yrden", "GEAR: Wolf Medallion"):
        assert not [line for line in errors if f"card '{title}'" in line]


def test_the_game_answers_to_a_short_name():
    data = {"name": "Geralt of Rivia", "role": "hero", "health": 16, "attack": "melee",
            "count": 1, "short_names": ["Geralt"]}
    fighter = hero_from_json({"id": "g", "name": "Geralt of Rivia", "move": 2,
                              "fighters": [data], "cards": [], "ability": None}).fighters[0]
    assert fighter.answers_to("Geralt") and fighter.answers_to("geralt of rivia")
    assert not fighter.answers_to("Rivia")
