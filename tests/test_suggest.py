"""A syntax error says what to write: besides the expected words, the nearest sentence the
language accepts (grammar/suggest.py), taken from the manual's examples with the card's own
names and numbers. Checked through `cardsmith check` on a hero file with typical mistakes."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text
from cardsmith.grammar.suggest import candidates

ROBIN_HOOD = (Path(__file__).resolve().parent.parent / "content" / "robin-hood-vs-bigfoot"
              / "heroes" / "robin-hood.yaml")
AMBUSH = ("During combat: Your opponent discards 1 random card. Add its BOOST value to this "
          "card's attack value.")


def _check_with(tmp_path, text: str) -> str:
    source = ROBIN_HOOD.read_text(encoding="utf-8")
    assert AMBUSH in source
    hero = tmp_path / "robin-hood.yaml"
    hero.write_text(source.replace(AMBUSH, text), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(hero)])
    assert result.exit_code == 1, result.output
    return result.output


@pytest.mark.parametrize("text, hint", [
    # a word left out
    ("Move Robin Hood up 3 spaces.",
     "     = expected 'to'; did you mean: 'Move Robin Hood up to 3 spaces.'?"),
    ("Deal 2 damage to each opposing fighter adjacent Robin Hood.",
     "     = expected 'to'; did you mean: 'Deal 2 damage to each opposing fighter adjacent to "
     "Robin Hood.'?"),
    # a word misspelt: the word's own suggestion, and the sentence's
    ("Recover 2 healths.",
     "     = expected 'health'; did you mean: 'Recover 2 health.'?"),
    # the example
    ("Move each Outlaw up 1 space.",
     "     = expected 'to'; did you mean: 'Move each Outlaw up to 1 space.'?"),
])
def test_a_syntax_error_suggests_the_nearest_accepted_sentence(tmp_path, text, hint):
    output = _check_with(tmp_path, text)
    assert "error[E200]" in output
    assert hint in output.splitlines()


def test_no_suggestion_where_no_sentence_is_near(tmp_path):
    output = _check_with(tmp_path, "Gain the moon and the stars forever and ever.")
    assert "error[E200]" in output
    assert "did you mean:" not in output


def test_the_suggestion_is_for_the_sentence_at_fault():
    with pytest.raises(EffectSyntaxError) as raised:
        parse_effect_text("Draw 1 card. Move Robin Hood up 3 spaces. Gain 1 action.")
    assert raised.value.hint.endswith("did you mean: 'Move Robin Hood up to 3 spaces.'?")


def test_every_candidate_is_accepted():
    for sentence, _ in candidates():
        parse_effect_text(sentence)



@pytest.mark.parametrize("text, message", [
    # a word of the language where another was expected: no word suggested, as the sentence
    # would not read with it either
    ("Robin Hood the moves up to 2 spaces.", "unexpected 'the'"),   # not "he"
    ("Draw 1 card then on.", "unexpected 'then'"),                   # not "they"
    # ... but one where the sentence then reads is a slip
    ("After combat: Draw 1 card. If you on the combat, draw 1 card.",
     "unexpected 'on'; did you mean 'won'?"),
    # a word the language does not have: its nearest word
    ("Recover 2 healths.", "unexpected 'healths'; did you mean 'health'?"),
])
def test_a_misspelling_is_suggested_only_where_it_mends_the_sentence(text, message):
    with pytest.raises(EffectSyntaxError) as raised:
        parse_effect_text(text)
    assert raised.value.message == message


def _expected(hint: str) -> set[str]:
    listed = hint.split("; did you mean")[0].split("expected ", 1)[1]
    return {word.strip("'") for word in listed.replace(" or ", ", ").split(", ")}


def test_a_card_is_told_the_words_of_its_own_game(tmp_path):
    """Both games' cards are read by one grammar; a syntax error in an Unmatched card lists
    what Unmatched cards may go on with, not Super Fantasy Brawl's "allies" or "enemies"."""
    output = _check_with(tmp_path, "Place your wobbly in any space.")
    hint = next(line for line in output.splitlines() if line.startswith("     = expected"))
    assert {"fighter", "attacking"} <= _expected(hint)
    assert not {"allies", "enemies", "champions"} & _expected(hint)


def test_a_champion_is_told_the_words_of_its_own_game():
    with pytest.raises(EffectSyntaxError) as raised:
        parse_effect_text("Place your wobbly in any space.", "super-fantasy-brawl")
    assert {"fighter", "allies", "enemies", "champions"} <= _expected(raised.value.hint)
