"""Hostile content, each reproducer of an outside fuzz campaign (issue 15): every one is a
diagnostic at its line and column, or a usage error, through the command line; never a
traceback, a hang, or a file read that was not given."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler import loader
from cardsmith.compiler.diagnostics import Diagnostic, Diagnostics, Severity, format_text
from cardsmith.compiler.parse import ID_PATTERN, card_id
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.compiler.validate import load_schema
from cardsmith.grammar import nodes as n
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text
from cardsmith.grammar.render_en import render_en
from cardsmith.scaffold import hero_scaffold

ROOT = Path(__file__).resolve().parent.parent
HERO = hero_scaffold("Ada")  # 30 cards that pass `check`


@pytest.fixture
def here(tmp_path, monkeypatch) -> Path:
    """An empty folder to run in, so diagnostics name files by short relative paths."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def hero_file(folder: Path, old: str, new: str, name: str = "ada.yaml") -> Path:
    assert old in HERO, old
    path = folder / name
    path.write_text(HERO.replace(old, new, 1), encoding="utf-8")
    return path


def line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def check(*paths) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["check", *map(str, paths)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def build(*paths, out: str = "build") -> tuple[int, str]:
    result = CliRunner().invoke(main, ["build", *map(str, paths), "-o", out])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def first_line(path) -> tuple[int, str]:
    """`check path`: its exit status and the first error it prints."""
    code, output = check(path)
    return code, next(line for line in output.splitlines() if "error[" in line)


def summary(files: int, heroes: int, cards: int, errors: int, warnings: int = 0) -> str:
    return (f"checked {files} files: 0 boxes, {heroes} heroes, {cards} cards, 0 boards; "
            f"{errors} errors, {warnings} warnings\n")


# The warning a hero file made by `new hero` gets, having no translations yet.
UNTRANSLATED = ("ada.yaml:5:7: warning[W812]: hero 'Ada' has no translations: its names print "
                "in English in every other language, except those the glossary gives\n"
                "   5 | name: Ada\n"
                "     |       ^^^\n"
                "     = expected translations: {it: {name: ...}, pl: ...} on the fighters and "
                "cards (docs/translating.md)\n")


# ---------------------------------------------------------------- the compiler


@pytest.mark.parametrize("backend", ["libyaml", "python"])
def test_a_lone_surrogate_escape_is_e001_with_either_parser(here, monkeypatch, backend):
    if backend == "libyaml" and not loader.LIBYAML:
        pytest.skip("no libyaml")
    monkeypatch.setattr(loader, "BACKEND", backend)
    path = hero_file(here, "kind: hero", 'kind: "\\ud800"')
    line = line_of(path, "kind:")
    expected = (f'ada.yaml:{line}:7: error[E001]: the YAML has a character it does not allow: '
                f'U+D800, half of a surrogate pair\n'
                f'{line:>4} | kind: "\\ud800"\n'
                f'     |       ^\n'
                f'     = expected whole characters; write an emoji or other character beyond '
                f'U+FFFF as \\U0001F43A, not as two \\u escapes\n')
    assert check(path) == (1, expected + summary(1, 0, 0, 1))
    assert build(path) == (1, expected + summary(1, 0, 0, 1).rstrip() + "; nothing written\n")
    assert not (here / "build").exists()


@pytest.mark.parametrize("old, new, column, message", [
    ("count: 4", "count: 10000000000", 10,
     "cards[0].count: 10000000000 is more than the maximum, 100"),
    ("count: 4", "count: 2.0", 10, "cards[0].count: expected an integer, got 2.0"),
    ("move: 2", "move: 2.0", 7, "move: expected an integer, got 2.0"),
    ("value: 5", "value: 5.0", 10, "cards[0].value: expected an integer, got 5.0"),
    ("health: 15", "health: 1000000000", 11,
     "fighters[0].health: 1000000000 is more than the maximum, 99"),
])
def test_huge_counts_and_floats_are_schema_errors_at_the_value(here, old, new, column, message):
    path = hero_file(here, old, new)
    assert first_line(path) == (1, f"ada.yaml:{line_of(path, new)}:{column}: error[E100]: {message}")


def test_huge_token_counts_are_a_schema_error(here):
    path = hero_file(here, "cards:\n", "tokens:\n- name: fog token\n  plural: fog tokens\n"
                     "  count: 100000000000\ncards:\n")
    assert first_line(path) == (
        1, f"ada.yaml:{line_of(path, 'count: 1000')}:10: error[E100]: tokens[0].count: "
           "100000000000 is more than the maximum, 20")


def test_a_huge_number_in_effect_text_is_e203_at_the_number(here):
    path = hero_file(here, "text: Draw 2 cards.",
                     "text: Draw 10000000000000000000000000000 cards.")
    line = line_of(path, "Draw 1000")
    assert check(path) == (1, UNTRANSLATED + (
        f"ada.yaml:{line}:14: error[E203]: the number 100000000000... is larger than card "
        f"text allows\n"
        f"{line:>4} |   text: Draw 10000000000000000000000000000 cards.\n"
        f"     | {' ' * 13}{'^' * 29}\n"
        f"     = expected a number from 0 to 99\n") + summary(1, 1, 30, 1, 1))


@pytest.mark.parametrize("text, offset", [
    ("Draw 1000000000 cards.", 5), ("Draw 1" + "0" * 5000 + " cards.", 5),
    ("Deal 999999999 damage to each opposing fighter.", None), ("Draw 007 cards.", None),
    ("Draw " + "0" * 5000 + "1 cards.", None),  # more digits than int() takes, but 1
])
def test_the_parser_takes_numbers_of_up_to_nine_digits(text, offset):
    if offset is None:
        assert isinstance(parse_effect_text(text), n.EffectText)
        return
    with pytest.raises(EffectSyntaxError) as raised:
        parse_effect_text(text)
    assert (raised.value.code, raised.value.offset) == ("E203", offset)


@pytest.mark.parametrize("text, digits", [
    ("Draw 100 cards.", "100"), ("Draw up to 1000000 cards.", "1000000"),
    ("Immediately: This card's value is 500 instead.", "500"),  # a number a node holds
    ("Immediately: Add 0120 to this card's value.", "0120"),
])
def test_numbers_above_99_in_effect_text_are_e203_at_the_digits(here, text, digits):
    path = hero_file(here, "text: 'After combat: If you won the combat, draw 1 card.'",
                     f'text: "{text}"')  # an attack card's
    line = line_of(path, text)
    source = path.read_text().splitlines()[line - 1]
    column = source.index(digits) + 1
    assert check(path) == (1, UNTRANSLATED + (
        f"ada.yaml:{line}:{column}: error[E203]: the number {int(digits)} is larger than card "
        f"text allows\n"
        f"{line:>4} | {source}\n"
        f"     | {' ' * (column - 1)}{'^' * len(digits)}\n"
        f"     = expected a number from 0 to 99\n") + summary(1, 1, 30, 1, 1))


@pytest.mark.parametrize("text, message", [
    ("Draw number cards.", "unexpected 'number'"),
    ("Draw a 5 of cards equal to 2.", "unexpected number 5"),
    ("Bigfoot a value.", "unexpected 'a'"),
])
def test_the_words_number_and_name_are_keywords_not_terminals(text, message):
    with pytest.raises(EffectSyntaxError) as raised:
        parse_effect_text(text)
    assert (raised.value.code, raised.value.message) == ("E200", message)


def test_draw_a_number_equal_to_and_name_a_value_still_round_trip():
    for text in ("Draw a number of cards equal to the printed value of the discarded card.",
                 "Discard any number of cards.", "Name a value."):
        assert render_en(parse_effect_text(text)) == text


def test_card_ids_keep_letters_of_any_script():
    assert [card_id(t) for t in ["忍者", "Ωmega", "mega", "Łowca", "It's Just Your Imagination",
                                 "ﬁnal Strike", "हिन्दी शब्द"]] == [
        "忍者", "ωmega", "mega", "łowca", "its-just-your-imagination", "final-strike",
        "हिन्दी-शब्द"]


def test_non_ascii_titles_make_valid_distinct_ids_in_the_bundle(here):
    text = HERO.replace("title: Heavy Blow", "title: 忍者", 1)
    text = text.replace("title: Opening Strike", "title: Ωmega", 1)
    text = text.replace("title: Hold the Line", "title: mega", 1)
    text = text.replace("title: Feint", "title: Łowca", 1)
    (here / "ada.yaml").write_text(text, encoding="utf-8")
    result = compile_paths([here / "ada.yaml"], self_check=True)
    assert [d.code for d in result.diagnostics] == ["W812"]  # no translations yet
    ids = [card["id"] for card in result.bundles["ada"]["heroes"][0]["cards"]]
    assert ids[:4] == ["忍者", "ωmega", "mega", "łowca"]
    assert build(here / "ada.yaml")[0] == 0
    assert json.loads((here / "build" / "ada.json").read_text())["heroes"][0]["cards"][0][
        "id"] == "忍者"


def test_a_title_without_letters_or_digits_is_e309(here):
    path = hero_file(here, "title: Heavy Blow", 'title: "!!!"')
    assert first_line(path) == (
        1, f"ada.yaml:{line_of(path, '!!!')}:10: error[E309]: card title '!!!' has no letter "
           "or digit, so it gives the card no id")


def test_a_file_name_that_makes_no_id_is_e702(here):
    (here / "Ada Lovelace.yaml").write_text(HERO, encoding="utf-8")
    code, output = check(here / "Ada Lovelace.yaml")
    assert (code, output.splitlines()[0], output.splitlines()[3]) == (
        1, "Ada Lovelace.yaml:1:1: error[E702]: the file name 'Ada Lovelace.yaml' does not "
           "make a hero id",
        "     = expected lowercase letters a-z, digits and '-', such as 'ada-lovelace'")


def test_the_id_pattern_is_the_schemas():
    assert "^" + ID_PATTERN.pattern.replace("(?:", "(") + "$" == \
        load_schema("hero")["$defs"]["id"]["pattern"]


def test_a_resource_that_starts_above_its_max_is_e102(here):
    path = hero_file(here, "cards:\n", "resources:\n- name: Rage\n  start: 5\n  max: 3\ncards:\n")
    assert first_line(path) == (
        1, f"ada.yaml:{line_of(path, 'start: 5')}:10: error[E102]: resource 'Rage' starts at 5, "
           "more than its max, 3")


RULESET = (ROOT / "content" / "rulesets" / "unmatched.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("old, new, expected", [
    ("exhaustion_damage: 2", "exhaustion_damage: 0",
     "exhaustion_damage: 0 is less than the minimum, 1\n"
     "{line:>4} | exhaustion_damage: 0\n     |                    ^\n"
     "     = expected a number from 1 to 99; Damage each of a player's fighters takes when "
     "that player must draw from an empty deck. At least 1: it is what ends a game whose "
     "decks run out."),
    ("maneuver_draw: 1", "maneuver_draw: 0",
     "maneuver_draw: 0 is less than the minimum, 1\n"
     "{line:>4} | maneuver_draw: 0\n     |                ^\n"
     "     = expected a number from 1 to 10; How many cards a player draws when they "
     "maneuver. Defaults to 1. At least 1: maneuvering runs the decks out, and exhaustion "
     "ends the game."),
])
def test_rulesets_whose_games_cannot_end_are_rejected(here, old, new, expected):
    (here / "rules.yaml").write_text(RULESET.replace(old, new), encoding="utf-8")
    code, output = check(here / "rules.yaml")
    line = line_of(here / "rules.yaml", new)
    column = len(new.split(":")[0]) + 3
    assert (code, output) == (1, f"rules.yaml:{line}:{column}: error[E100]: "
                              + expected.format(line=line) + "\n"
                              "checked 1 files: 0 boxes, 0 heroes, 0 cards, 0 boards; "
                              "1 errors, 0 warnings\n")


@pytest.mark.parametrize("old, new, message", [
    ("opening_hand: 5", "opening_hand: 31", "opening_hand is 31, more than deck_size, 30"),
    ("min_players: 2", "min_players: 5", "min_players is 5, more than max_players, 4"),
])
def test_a_ruleset_number_above_the_one_that_bounds_it_is_e102(here, old, new, message):
    (here / "rules.yaml").write_text(RULESET.replace(old, new), encoding="utf-8")
    code, output = check(here / "rules.yaml")
    line = line_of(here / "rules.yaml", new)
    assert (code, output.splitlines()[0]) == (
        1, f"rules.yaml:{line}:{len(old.split(':')[0]) + 3}: error[E102]: {message}")


def test_diagnostics_count_errors_without_going_over_them_again():
    class Unreadable(list):
        def __iter__(self):
            raise AssertionError("add() went over every diagnostic again")
    diagnostics = Diagnostics(limit=3)
    diagnostics.items = Unreadable()
    for index in range(5):
        diagnostics.warning("W810", "w", "a.yaml")
        diagnostics.error("E300", f"e{index}", "a.yaml")
    assert diagnostics.error_count == 4  # three errors and E900
    assert [d.code for d in list.__iter__(diagnostics.items)][-1] == "E900"


# ---------------------------------------------------------------- files


def test_a_link_to_a_file_outside_the_folder_is_not_read(here):
    (here / "content" / "boards").mkdir(parents=True)
    secret = here / "secret.yaml"
    secret.write_text("password: hunter2\n")
    (here / "content" / "boards" / "passwd.yaml").symlink_to(secret)
    (here / "content" / "sub").symlink_to(here, target_is_directory=True)
    code, output = check("content")
    assert "hunter2" not in output
    assert (code, output) == (1, (
        "content: error[E901]: no YAML files found\n"
        "     = expected .yaml files or folders that hold them\n"
        "content/boards/passwd.yaml: error[E008]: this is a link to a file outside content; "
        "content is read only from the files and folders given, so it is not read\n"
        "     = expected the file itself inside content, or name it on the command line\n"
        "content/sub: error[E008]: this is a link to a folder outside content; content is "
        "read only from the files and folders given, so it is not read\n"
        "     = expected the folder itself inside content, or name it on the command line\n"
        "checked 0 files: 0 boxes, 0 heroes, 0 cards, 0 boards; 3 errors, 0 warnings\n"))


def test_a_link_inside_the_folder_is_read_once_and_a_dangling_one_is_e006(here):
    (here / "content" / "heroes").mkdir(parents=True)
    (here / "content" / "heroes" / "ada.yaml").write_text(HERO, encoding="utf-8")
    (here / "content" / "again.yaml").symlink_to(here / "content" / "heroes" / "ada.yaml")
    (here / "content" / "gone.yaml").symlink_to(here / "nowhere.yaml")
    code, output = check("content")
    assert (code, output) == (1, "content/gone.yaml: error[E006]: the file cannot be read: it "
                              "is a link to a file that does not exist\n"
                              "     = expected the link to point to a YAML file\n"
                              + UNTRANSLATED.replace("ada.yaml", "content/heroes/ada.yaml")
                              + summary(1, 1, 30, 1, 1))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_named_pipe_is_e006_and_never_opened_to_wait(here):
    os.mkfifo(here / "pipe.yaml")
    # A subprocess, so that a hang would fail the test (after a minute) rather than stop the
    # suite; the check itself takes a second.
    result = subprocess.run([sys.executable, "-m", "cardsmith", "check", "pipe.yaml"],
                            cwd=here, capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout) == (1, (
        "pipe.yaml:1:1: error[E006]: the file cannot be read: it is not a regular file\n"
        "     = expected a YAML file\n"
        "checked 1 files: 0 boxes, 0 heroes, 0 cards, 0 boards; 1 errors, 0 warnings\n"))


def test_a_long_plain_scalar_document_is_quoted_in_part(here):
    (here / "words.yaml").write_text("some words " * 80_000 + "\n")
    code, output = check("words.yaml")
    lines = output.splitlines()
    assert (code, lines[0]) == (1, "words.yaml:1:1: error[E101]: the document is 'some words "
                                "some words some words some words some words some ...' "
                                "(879999 characters), not a mapping with a 'kind' field")
    assert lines[1] == "   1 | " + ("some words " * 11)[:120] + "..."
    assert len(output) < 1000


def test_a_source_line_is_shown_around_the_caret():
    line = "x" * 200 + "BAD" + "y" * 200
    diagnostic = Diagnostic("E200", "bad", "a.yaml", 1, 201, Severity.ERROR, "", 3)
    assert format_text(diagnostic, [line]).splitlines() == [
        "a.yaml:1:201: error[E200]: bad",
        "   1 | ..." + "x" * 40 + "BAD" + "y" * 77 + "...",
        "     | " + " " * 43 + "^^^"]


# ---------------------------------------------------------------- arguments


def test_new_hero_with_a_name_that_is_not_utf8_is_a_usage_error(here):
    result = subprocess.run([sys.executable, "-m", "cardsmith", "new", "hero", b"Ada\xff"],
                            cwd=here, capture_output=True, text=True)
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == ("Error: the hero's name is not UTF-8 text; type "
                                              "it again or quote it in UTF-8")
    assert list(here.iterdir()) == []


@pytest.mark.parametrize("name, problem", [
    ("Ada\nLovelace", "the hero's name has a line break or another control character"),
    ("A" * 101, "the hero's name has 101 characters; at most 100 fit on a card"),
    ("   ", "the hero's name is empty"),
])
def test_new_hero_names_that_cannot_be_a_name_are_usage_errors(here, name, problem):
    result = CliRunner().invoke(main, ["new", "hero", name])
    assert (result.exit_code, result.output.splitlines()[-1]) == (2, f"Error: {problem}")
    assert list(here.iterdir()) == []


@pytest.mark.parametrize("card", ["- 5", "- {type: attack, value: 2, boost: 1, count: 1, user: any}",
                                  "- {title: [a], type: attack, count: 1, user: any}"])
def test_a_card_left_out_of_a_salvaged_hero_is_not_read_for_its_names(here, card):
    """A card that breaks the schema is left out of the checks (salvage.py); the names
    table of the localisation gates must leave it out too, not crash on it."""
    path = hero_file(here, "cards:\n", f"cards:\n{card}\n")
    code, output = check(path)
    assert code == 1
    assert output.splitlines()[0].startswith(f"ada.yaml:{line_of(path, card)}:")
    assert "error[E100]" in output.splitlines()[0]


def test_a_float_where_an_enum_of_integers_stands_is_a_schema_error(here):
    """players: 4.0 equals 4 for JSON Schema's enum; YAML tells them apart (found by the
    content fuzzer: the board checks counted start spaces with range(players))."""
    board = (ROOT / "content" / "cobble-and-fog" / "boards" / "soho.yaml").read_text("utf-8")
    assert "\nplayers: 4\n" in board
    (here / "soho.yaml").write_text(board.replace("\nplayers: 4\n", "\nplayers: 4.0\n"), "utf-8")
    assert first_line(here / "soho.yaml") == (
        1, f"soho.yaml:{line_of(here / 'soho.yaml', 'players: 4.0')}:10: error[E100]: "
           "players: expected an integer, got 4.0")
