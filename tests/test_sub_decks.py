"""Sub-decks in the hero file (`sub_decks`, docs/language.md 16.2), as `cardsmith check`
reports them: a title that is no card of the hero, or a card in two sub-decks (E320), two
sub-decks of one name (E321), more cards face up than the sub-deck has (E102), text that
acquires from a sub-deck the file does not declare (W320); and the bundle that carries them.
The game: tests/runtime/catalogue/test_sub_decks.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import line_column
from cardsmith.compiler.pipeline import compile_paths

HERO = Path(__file__).parent / "fixtures" / "subdecks" / "agent-nine.yaml"
UMDB = Path(__file__).parent / "reference" / "catalogue" / "umdb"


def _hero(tmp_path: Path, change) -> Path:
    data = yaml.safe_load(HERO.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "agent-nine.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000),
                    encoding="utf-8")
    return path



def _diagnostics(path: Path, kind: str = "error") -> list[str]:
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == (1 if kind == "error" else 0), result.output
    return [line for line in result.output.splitlines() if f": {kind}[" in line]


def test_the_test_hero_checks_clean_and_its_bundle_carries_the_sub_deck():
    result = compile_paths([HERO], self_check=True)
    assert result.ok, [d.message for d in result.diagnostics]
    [bundle] = result.bundles.values()
    [hero] = bundle["heroes"]
    assert hero["sub_decks"] == [{
        "name": "mission", "plural": "missions", "face_up": 1, "playable": True,
        "cards": ["the-budapest-gambit", "the-moscow-protocol", "the-kinshasa-directive"],
        "translations": {"it": {"name": "missione", "gender": "f"},
                         "pl": {"name": "misja", "gender": "f", "accusative": "misję"},
                         "pt-BR": {"name": "missão", "gender": "f"}, "tr": {"name": "görev"}}}]


def test_a_title_that_is_no_card_is_e320_with_a_suggestion(tmp_path):
    def change(data):
        data["sub_decks"][0]["cards"][1] = "The Moscow Protocols"
    path = _hero(tmp_path, change)
    line, column = line_column(path, "The Moscow Protocols")
    assert _diagnostics(path) == [
        f"{path}:{line}:{column}: error[E320]: sub-deck 'mission' lists 'The Moscow Protocols', "
        "which is not a card of Agent Nine"]
    output = CliRunner().invoke(main, ["check", str(path)]).output
    assert "did you mean 'The Moscow Protocol'?" in output


def test_a_card_in_two_sub_decks_is_e320(tmp_path):
    def change(data):
        data["sub_decks"].append({"name": "gadget", "cards": ["Feint", "The Moscow Protocol"]})
    path = _hero(tmp_path, change)
    line, column = line_column(path, "- The Moscow Protocol", 2)
    assert _diagnostics(path) == [
        f"{path}:{line}:{column + 2}: error[E320]: card 'The Moscow Protocol' is already in "
        "sub-deck 'mission'"]


def test_two_sub_decks_of_one_name_is_e321(tmp_path):
    def change(data):
        data["sub_decks"].append({"name": "missions", "cards": ["Feint"]})
    path = _hero(tmp_path, change)
    line, column = line_column(path, "name: missions")
    assert _diagnostics(path) == [
        f"{path}:{line}:{column + 6}: error[E321]: sub-deck 'missions' has the name of "
        "sub_decks[0]"]


def test_more_cards_face_up_than_the_sub_deck_has_is_e102(tmp_path):
    def change(data):
        data["sub_decks"][0]["face_up"] = 4
    path = _hero(tmp_path, change)
    line, column = line_column(path, "face_up: 4")
    assert _diagnostics(path) == [
        f"{path}:{line}:{column + 9}: error[E102]: sub-deck 'mission' deals 4 cards face up "
        "but has 3"]


def test_acquiring_from_an_undeclared_sub_deck_is_w320_at_the_sentence(tmp_path):
    path = _hero(tmp_path, lambda data: data.pop("sub_decks"))
    warnings = [w for w in _diagnostics(path, "warning") if "W320" in w]
    lines = [line_column(path, "Acquire a new mission", k) for k in (1, 2, 3)]
    assert warnings == [
        f"{path}:{line}:{column}: warning[W320]: card '{title}' names the sub-deck 'mission', "
        "which Agent Nine does not declare"
        for (line, column), title in zip(lines, ["The Budapest Gambit", "The Moscow Protocol",
                                                 "The Kinshasa Directive"])]


def test_a_bad_sub_deck_is_a_schema_error_with_its_place(tmp_path):
    def change(data):
        data["sub_decks"][0]["name"] = "Mission"
    path = _hero(tmp_path, change)
    errors = _diagnostics(path)
    line, column = line_column(path, "name: Mission")
    assert len(errors) == 1 and errors[0].startswith(f"{path}:{line}:{column + 6}: error[E100]")


def test_the_imported_black_widow_warns_of_her_undeclared_missions(tmp_path):
    out = tmp_path / "decks"
    imported = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "black-widow.json"),
                                         "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    checked = subprocess.run([sys.executable, "-m", "cardsmith", "check", str(out)],
                             capture_output=True, text=True)
    warned = [line for line in checked.stdout.splitlines() + checked.stderr.splitlines()
              if "warning[W320]" in line]
    assert len(warned) == 5 and all("the sub-deck 'mission'" in w for w in warned)


@pytest.mark.parametrize("lang, line", [
    ("en", "Mission: Agent Nine is in your starting space. Choose an opponent. They discard 2 "
           "cards. Acquire a new mission."),
    ("it", "Missione: Agent Nine è nel tuo spazio di partenza. Scegli un avversario. "
           "L'avversario scarta 2 "
           "carte. Acquisisci una nuova missione."),
])
def test_the_sub_deck_name_prints_in_the_language(lang, line):
    printed = CliRunner().invoke(main, ["text", "agent-nine", "--content", str(HERO),
                                        "--lang", lang])
    assert printed.exit_code == 0, printed.output
    assert line in printed.output.splitlines()


def test_the_imported_dr_jill_trent_warns_of_her_undeclared_gadgets(tmp_path):
    out = tmp_path / "decks"
    imported = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "dr-jill-trent.json"),
                                         "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    checked = CliRunner().invoke(main, ["check", str(out)])
    warned = [line.split(": ", 1)[1] for line in checked.output.splitlines()
              if "warning[W320]" in line]
    assert warned == [
        "warning[W320]: card 'Sisters in Arms' names the sub-deck 'gadget', which Dr. Jill "
        "Trent does not declare",
        "warning[W320]: card 'Hypnotist' names the sub-deck 'gadget', which Dr. Jill "
        "Trent does not declare"]
