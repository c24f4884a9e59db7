"""`cardsmith rules BOX --lang LANG`: the rules summary of every box in every language.

Golden files (tests/golden/<lang>/rules-<box>.txt) are compared exactly; the gates of the
cards hold for the rules too (no brace or isolation mark left, exactly the numbers printed,
no English word outside names in a translation), also with other numbers in the ruleset;
every number of the ruleset is printed where it belongs, and a ruleset given with
`--content` changes the text.
"""

from __future__ import annotations

import copy
import re
import shutil

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.i18n_gates_numbers import GATE_NUMBERS
from cardsmith.rules_text import (RULESET_NUMBERS, BoxRules, RulesPrinter, box_rules,
                                  rules_problems, rules_text)

from .helpers import LANGS, ROOT, bundled

BOXES = ("robin-hood-vs-bigfoot", "little-red-riding-hood-vs-beowulf", "cobble-and-fog",
         "battle-of-legends-volume-one", "jurassic-park-sattler-vs-t-rex",
         "jurassic-park-ingen-vs-raptors", "houdini-vs-the-genie", "bruce-lee")
# Bruce Lee's box has no battlefield: its summary says to take one from another box.
GOLDEN = ROOT / "tests" / "golden"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def rules_of(box: str) -> BoxRules:
    return box_rules(bundled(), box)


def with_ruleset(box: str, **numbers: int) -> BoxRules:
    """The box's rules material with some numbers of its ruleset replaced."""
    rules = rules_of(box)
    bundle = copy.deepcopy(rules.bundle)
    bundle["box"]["ruleset"].update(numbers)
    return BoxRules(bundle, rules.names)


def digits(text: str) -> list[int]:
    return [int(d) for d in re.findall(r"\d+", text)]


# ---------------------------------------------------------------- golden text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("box", BOXES)
def test_rules_match_the_golden_text(box, lang):
    golden = (GOLDEN / lang / f"rules-{box}.txt").read_text(encoding="utf-8")
    assert rules_text(rules_of(box), lang) == golden


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_command_prints_the_golden_text(lang):
    result = run("rules", "robin-hood-vs-bigfoot", "--lang", lang)
    assert result.exit_code == 0, result.output
    golden = (GOLDEN / lang / "rules-robin-hood-vs-bigfoot.txt").read_text(encoding="utf-8")
    assert result.output == golden


def test_english_is_the_default_language():
    result = run("rules", "cobble-and-fog")
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / "en" / "rules-cobble-and-fog.txt").read_text("utf-8")


# ---------------------------------------------------------------- gates


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("box", BOXES)
def test_rules_pass_the_gates(box, lang):
    printer = RulesPrinter(rules_of(box), lang)
    assert [str(p) for p in rules_problems(printer)] == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("box", BOXES)
def test_rules_pass_the_gates_for_every_gate_number(box, lang):
    """Each gate number in every number of the ruleset (as far as its schema allows) at once,
    then as the most players only (team play, or the note that the box has no room for it)."""
    problems = {}
    for value in GATE_NUMBERS:
        every = {key: max(value, least) for key, least in RULESET_NUMBERS.items()}
        for numbers in (every, {"max_players": max(value, 2)}):
            printer = RulesPrinter(with_ruleset(box, **numbers), lang)
            found = rules_problems(printer)
            if found:
                problems[(value, tuple(numbers))] = [str(p) for p in found]
    assert problems == {}


def test_the_gates_find_braces_english_words_and_numbers_not_printed():
    printer = RulesPrinter(rules_of("robin-hood-vs-bigfoot"), "it")
    text = printer.text()
    assert rules_problems(printer, text) == []
    broken = text.replace("Manovra", "{ Manovra }", 1) + "7 cards\n"
    found = [p.message for p in rules_problems(printer, broken)]
    assert found == ["a brace is left in the rules text",
                     f"the numbers {sorted(digits(text) + [7])} in the rules text, but the "
                     f"printer printed {sorted(digits(text))}",
                     "the English words cards in the rules text"]


# ---------------------------------------------------------------- numbers of the ruleset


DISTINCT = {"deck_size": 101, "opening_hand": 12, "hand_limit": 14, "actions_per_turn": 3,
            "exhaustion_damage": 21, "maneuver_draw": 22, "min_players": 11,
            "max_players": 25}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("box", BOXES)
def test_every_number_of_the_ruleset_is_printed(box, lang):
    printer = RulesPrinter(with_ruleset(box, **DISTINCT), lang)
    text = printer.text()
    assert rules_problems(printer, text) == []
    printed = digits(text)
    assert [key for key, value in DISTINCT.items() if value not in printed] == []
    assert text != rules_text(rules_of(box), lang)


def test_each_number_of_the_ruleset_is_where_it_belongs():
    text = rules_text(with_ruleset("robin-hood-vs-bigfoot", **DISTINCT))
    for sentence in ("Unmatched, for 11 players.",
                     "shuffles their deck of 101 cards, places it face down and draws 12 cards",
                     "you must take exactly 3 actions",
                     "if you have more than 14 cards in your hand, discard cards until you "
                     "have 14.",
                     "First draw 22 cards from the top of your deck",
                     "each of your fighters takes 21 damage.",
                     "Team play, for up to 25 players, needs a battlefield with 25 start "
                     "spaces; the battlefields of this box have 2."):
        assert sentence in text


def test_singular_numbers_of_the_ruleset():
    one = {"opening_hand": 1, "hand_limit": 1, "actions_per_turn": 1, "exhaustion_damage": 1}
    english = rules_text(with_ruleset("robin-hood-vs-bigfoot", **one))
    assert "draws 1 card: their opening hand" in english
    assert "exactly 1 action; you cannot skip it." in english
    assert "more than 1 card in your hand" in english
    polish = rules_text(with_ruleset("robin-hood-vs-bigfoot", **one), "pl")
    assert "dobiera 1 kartę" in polish
    assert "dokładnie 1 akcję; nie możesz jej pominąć." in polish
    assert "otrzymuje 1 obrażenie." in polish
    many = rules_text(with_ruleset("robin-hood-vs-bigfoot", opening_hand=5, hand_limit=22,
                                   exhaustion_damage=5), "pl")
    assert "dobiera 5 kart" in many and "więcej niż 22 karty" in many
    assert "otrzymuje 5 obrażeń." in many


def test_team_play_only_with_four_start_spaces():
    english = {box: rules_text(rules_of(box)) for box in BOXES}
    assert "Team play, for up to 4 players: the heroes form two teams" in english["cobble-and-fog"]
    assert "each hero starts on its own start space (1, 2, 3 and 4)" in english["cobble-and-fog"]
    for box in ("robin-hood-vs-bigfoot", "little-red-riding-hood-vs-beowulf"):
        assert "the battlefields of this box have 2." in english[box]
        assert "the heroes form two teams" not in english[box]
    two_players = rules_text(with_ruleset("cobble-and-fog", max_players=2))
    assert "Team play" not in two_players and "for 2 players." in two_players


def test_a_box_without_a_battlefield_says_to_take_one_from_another_box():
    english = rules_text(rules_of("bruce-lee"))
    assert "Battlefield: none in this box; play on a battlefield of another box." in english
    assert ("- This box has no battlefield: choose one from another box and place it in the "
            "middle of the table.") in english
    assert ("Team play, for up to 4 players, needs a battlefield with 4 start spaces; this box "
            "has no battlefield.") in english
    assert "()" not in english and "have 0" not in english


def test_board_features_only_where_the_boards_have_them():
    english = {box: rules_text(rules_of(box)) for box in BOXES}
    assert "BATTLEFIELD FEATURES" not in english["robin-hood-vs-bigfoot"]
    assert "Heorot has doors." in english["little-red-riding-hood-vs-beowulf"]
    assert "secret passages" not in english["little-red-riding-hood-vs-beowulf"]
    assert "Baskerville Manor has secret passages" in english["cobble-and-fog"]
    assert "doors" not in english["cobble-and-fog"]


def test_special_components_come_from_the_heroes():
    rules = rules_of("little-red-riding-hood-vs-beowulf")
    bundle = copy.deepcopy(rules.bundle)
    beowulf = next(h for h in bundle["heroes"] if h["id"] == "beowulf")
    beowulf["resources"][0].update(start=2, max=5)
    text = rules_text(BoxRules(bundle, rules.names), "tr")
    assert "Öfke: Beowulf oyuna 2 Öfke ile başlar ve en fazla 5 Öfke biriktirebilir" in text
    assert "Jetonlar:" not in text
    fog = rules_text(rules_of("cobble-and-fog"), "pl")
    assert "Żetony: żeton mgły x3." in fog
    assert ("Jekyll i Hyde ma formy: Doktor Jekyll i Pan Hyde; zaczyna grę jako Doktor Jekyll."
            in fog)


# ---------------------------------------------------------------- the command


def test_a_ruleset_given_with_content_changes_the_text(tmp_path):
    shutil.copytree(ROOT / "content" / "robin-hood-vs-bigfoot", tmp_path / "robin-hood-vs-bigfoot")
    ruleset = (ROOT / "content" / "rulesets" / "unmatched.yaml").read_text(encoding="utf-8")
    assert "hand_limit: 7\n" in ruleset
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "unmatched.yaml").write_text(
        ruleset.replace("hand_limit: 7\n", "hand_limit: 6\n"), encoding="utf-8")
    golden = (GOLDEN / "tr" / "rules-robin-hood-vs-bigfoot.txt").read_text(encoding="utf-8")
    result = run("rules", "robin-hood-vs-bigfoot", "--lang", "tr", "--content", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert result.output != golden
    assert "elinizde 6 karttan fazla kart varsa, elinizde 6 kart kalana kadar" in result.output
    assert result.output == golden.replace("7 karttan fazla kart varsa, elinizde 7 kart",
                                           "6 karttan fazla kart varsa, elinizde 6 kart")


def test_an_unknown_box_is_a_usage_error_with_a_suggestion():
    result = run("rules", "robin-hood-vs-bigfot")
    assert result.exit_code == 2
    assert ("no box 'robin-hood-vs-bigfot'; did you mean 'robin-hood-vs-bigfoot'? (known: "
            "battle-of-legends-volume-one, bruce-lee, cobble-and-fog, houdini-vs-the-genie, "
            "jurassic-park-ingen-vs-raptors, jurassic-park-sattler-vs-t-rex, "
            "little-red-riding-hood-vs-beowulf, robin-hood-vs-bigfoot, super-fantasy-brawl)"
            in result.output)
    result = run("rules", "robin-hood")  # a hero, not a box
    assert result.exit_code == 2 and "no box 'robin-hood'" in result.output


@pytest.mark.parametrize("lang, suggested", [("pt", "pt-BR"), ("pt-br", "pt-BR"), ("TR", "tr"),
                                             ("itt", "it")])
def test_an_unknown_language_is_a_usage_error_with_a_suggestion(lang, suggested):
    result = run("rules", "cobble-and-fog", "--lang", lang)
    assert result.exit_code == 2
    assert (f"no language '{lang}'; did you mean '{suggested}'? (known: en, it, pl, pt-BR, tr)"
            in result.output)


def test_an_unknown_language_without_a_close_one():
    result = run("rules", "cobble-and-fog", "--lang", "xx")
    assert result.exit_code == 2
    assert "no language 'xx' (known: en, it, pl, pt-BR, tr)" in result.output


def test_content_with_errors_exits_1(tmp_path):
    shutil.copytree(ROOT / "content" / "robin-hood-vs-bigfoot", tmp_path / "robin-hood-vs-bigfoot")
    hero = tmp_path / "robin-hood-vs-bigfoot" / "heroes" / "bigfoot.yaml"
    hero.write_text(hero.read_text(encoding="utf-8").replace("move: 3", "move: three"),
                    encoding="utf-8")
    result = run("rules", "robin-hood-vs-bigfoot", "--content", str(tmp_path))
    assert result.exit_code == 1
    assert "error" in result.output
