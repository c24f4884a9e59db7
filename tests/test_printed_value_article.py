"""'This card's value is a 4 instead': the article before a value after "is" is not read
(a printed phrasing of the catalogue, Ciri's Zireael); "is a hero" keeps its article."""

from __future__ import annotations

import pytest

from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text
from cardsmith.grammar.render_en import render_en


@pytest.mark.parametrize("printed, canonical", [
    ("During combat: This card's value is a 4 instead.", "During combat: This card's value is 4 instead."),
    ("During combat: - 3🔵 This card's value is a 4 instead. - 5🔵 This card's value is A 5 instead.",
     "During combat: - 3🔵 This card's value is 4 instead. - 5🔵 This card's value is 5 instead."),
])
def test_the_article_before_a_value_is_not_read(printed, canonical):
    assert parse_effect_text(printed) == parse_effect_text(canonical)
    assert render_en(parse_effect_text(printed)) == canonical


def test_is_a_hero_keeps_its_article():
    text = "If your fighter is a hero, draw 1 card."
    assert render_en(parse_effect_text(text)) == text


def test_an_article_before_a_number_elsewhere_is_still_an_error():
    with pytest.raises(EffectSyntaxError):
        parse_effect_text("Draw a 2 cards.")
