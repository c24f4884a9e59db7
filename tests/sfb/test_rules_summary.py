"""`cardsmith rules super-fantasy-brawl`: the game's rules summary in the five languages,
through the command line, compared exactly with tests/golden/sfb/rules/<lang>.txt, and the gates of the Unmatched summaries (no brace or English word left, exactly
the numbers printed) for the bundled ruleset and for other numbers in its place."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.i18n_gates_numbers import GATE_NUMBERS
from cardsmith.rules_text import BoxRules, rules_problems
from cardsmith.sfb_rules_text import SfbRulesPrinter, sfb_rules_text

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "sfb" / "rules"
LANGS = ("en", "it", "pl", "pt-BR", "tr")
GAME = "super-fantasy-brawl"


def bundle() -> dict:
    result = compile_paths([])
    return result.bundles[GAME]


@pytest.mark.parametrize("lang", LANGS)
def test_the_command_prints_the_golden_text(lang):
    result = CliRunner().invoke(main, ["rules", GAME, "--lang", lang])
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / f"{lang}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pass_the_gates(lang):
    assert [str(p) for p in rules_problems(SfbRulesPrinter(BoxRules(bundle()), lang))] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pass_the_gates_for_every_gate_number(lang):
    """Each gate number as every number of the ruleset the summary prints, at once."""
    base = bundle()
    problems = {}
    for value in GATE_NUMBERS:
        changed = copy.deepcopy(base)
        ruleset = changed["box"]["ruleset"]
        for key in ("team_size", "deck_size", "opening_hand", "victory_points"):
            ruleset[key] = max(value, 1)
        found = rules_problems(SfbRulesPrinter(BoxRules(changed), lang))
        if found:
            problems[value] = [str(p) for p in found]
    assert problems == {}


def test_the_numbers_come_from_the_ruleset_and_the_arena():
    changed = copy.deepcopy(bundle())
    changed["box"]["ruleset"].update(deck_size=21, victory_points=7, team_size=4)
    changed["arenas"][0]["traps"] = changed["arenas"][0]["traps"][:5]
    text = sfb_rules_text(changed)
    assert "a team of 4 champions" in text
    assert "one deck of 21 cards" in text
    assert "The players place 3 traps face down on the 5 trap hexes" in text
    assert "The first player to reach 7 victory points wins at once." in text


def test_an_unknown_game_or_box_is_named_with_the_game_among_the_known():
    result = CliRunner().invoke(main, ["rules", "super-fantasy-braw"])
    assert result.exit_code == 2
    assert "did you mean 'super-fantasy-brawl'?" in result.output
