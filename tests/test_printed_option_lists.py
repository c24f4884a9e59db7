"""Lists of options as printed cards write them: a comma may end an option, and a list that
ends the text may leave out its full stop. Both read as the canonical form; any other
sentence still needs its full stop (E201)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text
from cardsmith.grammar.render_en import render_en

UMDB = Path(__file__).resolve().parent / "reference" / "catalogue" / "umdb"

PRINTED = [
    ("After combat: Choose one: -Draw 1 card, -Move your fighter up to 1 space, -Draw 2 cards",
     "After combat: Choose one effect: - draw 1 card - move your fighter up to 1 space - draw 2 cards."),
    ("Choose 2 different effects: - draw 2 cards - discard 1 card",
     "Choose 2 different effects: - draw 2 cards - discard 1 card."),
    ("Choose one: -Draw 1 card and gain 1 action, -Draw 2 cards.",
     "Choose one effect: - draw 1 card and gain 1 action - draw 2 cards."),
]


@pytest.mark.parametrize("printed, canonical", PRINTED)
def test_printed_list_reads_as_the_canonical_form(printed, canonical):
    assert parse_effect_text(printed) == parse_effect_text(canonical)
    assert render_en(parse_effect_text(printed)) == canonical


@pytest.mark.parametrize("text", ["After combat: Draw", "Draw 1 card", "Choose one: -Draw 1 card, -",
                                  "Choose one: - draw 1 card - draw 2 cards. Draw 1 card",
                                  "Choose one: -Draw 1 card, -Draw"])
def test_an_unfinished_sentence_is_still_an_error(text):
    with pytest.raises(EffectSyntaxError):
        parse_effect_text(text)


@pytest.mark.parametrize("deck, title, canonical", [
    ("robert-muldon", "Call for Backup", "Choose 2 different effects: - place up to 3 traps - place "
     "all of your defeated InGen Workers (if any) in Muldoon's zone - draw 2 cards."),
    ("dr-jill-trent", "Utility Belt", "After combat: Choose one effect: - Jill Trent recovers 1 "
     "health - move Jill Trent 1 space - draw 1 card."),
])
def test_catalogue_lists_read_as_the_canonical_form(deck, title, canonical):
    data = json.loads((UMDB / f"{deck}.json").read_text(encoding="utf-8"))
    printed = next(card["basicText"] for card in data["cards"] if card["title"] == title)
    assert render_en(parse_effect_text(printed)) == canonical


@pytest.mark.parametrize("deck, hero, title, canonical", [
    ("hamlet", "hamlet", "The Ghost", "Choose one effect: - Hamlet recovers 2 health - place "
     "Hamlet in any space in his zone and gain 1 action."),
    ("the-genie", "the-genie", "Three Wishes", "Gain 1 action and choose one effect: - draw 5 "
     "cards - for the rest of your turn, your cards' values are 4 and cannot be changed - each "
     "opponent discards 2 cards."),
])
def test_imported_cards_print_in_the_canonical_form(tmp_path, deck, hero, title, canonical):
    """Through the command line: the imported deck checks and its card prints canonically."""
    runner = CliRunner()
    imported = runner.invoke(main, ["import", "umdb", str(UMDB / f"{deck}.json"), "-o", str(tmp_path)])
    assert imported.exit_code == 0, imported.output
    result = runner.invoke(main, ["text", hero, "--content", str(tmp_path / f"{hero}.yaml")])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    heading = next(i for i, line in enumerate(lines) if line.startswith(title + " (x"))
    assert lines[heading + 2] == canonical
