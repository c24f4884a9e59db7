"""A fighter's title written in full or short, with or without its full stop, names the same
fighter (grammar/spellings.py): printed cards write "Dr. Strange" for Doctor Strange and
"Dr Sattler" for Dr. Sattler."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.spellings import fighter_spellings, spelling_key

UMDB = Path(__file__).parent / "reference" / "catalogue" / "umdb"


def test_a_title_in_full_or_short_is_one_spelling():
    names = fighter_spellings("Doctor Strange")
    assert {spelling_key(w) for w in ("Dr. Strange", "Dr Strange", "DOCTOR STRANGE")} <= names
    assert spelling_key("Dr Sattler") in fighter_spellings("Dr. Sattler")
    assert spelling_key("Mr Hyde") in fighter_spellings("Mr. Hyde")
    # a word that only starts like a title is not one
    assert spelling_key("Drake") not in fighter_spellings("Dr. Ake")
    assert spelling_key("Doctors Strange") not in names


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
