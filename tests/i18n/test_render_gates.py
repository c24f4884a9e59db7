"""Every bundled card and ability renders in every language, for every gate number
substituted for each number of its AST, with no error, brace, isolation mark or English
word and exactly the numbers of the AST."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.grammar import nodes as n
from cardsmith.grammar.i18n_catalog import load_catalog, parse_catalog
from cardsmith.grammar.i18n_gates import render_problems, representative_numbers
from cardsmith.grammar.i18n_gates_numbers import GATE_NUMBERS, number_variants, numbers_of
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_text import TextRenderer

from strategies import game_texts

from .helpers import LANGS, canonical_texts, effects

EFFECTS = effects()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hero, card, ast, names", EFFECTS,
                         ids=[f"{h}:{c or 'ability'}" for h, c, _, _ in EFFECTS])
def test_every_bundled_text_renders_for_every_number(hero, card, ast, names, lang):
    assert [str(p) for p in render_problems(ast, lang, names, values=GATE_NUMBERS)] == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_construct_of_the_manual_renders_in_every_language(lang):
    renderer = TextRenderer(lang)
    problems = {}
    for text in canonical_texts():
        found = render_problems(parse_effect_text(text), lang, renderer=renderer,
                                values=(0, 1, 2, 5, 22, 101))
        if found:
            problems[text] = [str(p) for p in found]
    assert problems == {}


@pytest.mark.parametrize("game", list(game_texts))
@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_generated_asts_render_in_every_language(game: str, data) -> None:
    ast: n.EffectText = data.draw(game_texts[game]())
    for lang in LANGS:
        assert [str(p) for p in render_problems(ast, lang, values=(0, 1, 2, 5, 12, 22))] == []


def test_number_variants_replace_each_number_by_each_value():
    ast = parse_effect_text("Draw 1 card, then choose an opponent. They may choose to discard "
                            "1 card. If they do not, draw 1 more card.")
    variants = list(number_variants(ast))
    assert len(variants) == 1 + 3 * len(GATE_NUMBERS) + len(GATE_NUMBERS)
    assert variants[0] == (ast, [1, 1, 1])
    for variant, numbers in variants:
        assert numbers_of(variant) == numbers
    # one number replaced: in its own sentence; all of them: in the whole text
    assert (parse_effect_text("Draw 12 cards, then choose an opponent."), [12]) in variants
    assert (parse_effect_text("If they do not, draw 12 more cards."), [12]) in variants
    assert (parse_effect_text("Draw 12 cards, then choose an opponent. They may choose to "
                              "discard 12 cards. If they do not, draw 12 more cards."),
            [12, 12, 12]) in variants


def test_a_number_replaced_alone_is_rendered_in_its_sentence_under_its_header():
    ast = parse_effect_text("Immediately: Draw 1 card. During combat: Deal 2 damage to "
                            "the opposing fighter. Move your fighter up to 3 spaces.")
    variants = list(number_variants(ast, values=(5,)))
    assert [numbers for _, numbers in variants] == [[1, 2, 3], [5], [5], [5], [5, 5, 5]]
    assert variants[3][0] == parse_effect_text("During combat: Move your fighter up to "
                                               "5 spaces.")


def test_the_variants_of_a_text_grow_with_its_length_not_its_square():
    """Each number replaced alone renders one sentence, so the nodes rendered grow linearly."""
    def rendered_nodes(sentences: int) -> int:
        ast = parse_effect_text(" ".join(["Draw 1 card."] * sentences))
        return sum(sum(1 for _ in n.walk(variant)) for variant, _ in number_variants(ast))
    ten, twenty, thirty = rendered_nodes(10), rendered_nodes(20), rendered_nodes(30)
    assert thirty - twenty == twenty - ten > 0


def test_an_article_count_is_replaced_by_digits():
    ast = parse_effect_text("Gain an action.")
    variants = list(number_variants(ast, values=(2,)))
    assert numbers_of(ast) == []
    assert variants[1] == (parse_effect_text("Gain 2 actions."), [2])


def test_representative_numbers_keep_one_value_per_plural_category_and_literal_key():
    assert representative_numbers("pl") == (0, 1, 2)  # many, one, few
    assert representative_numbers("en") == (0, 1)
    assert representative_numbers("pt-BR") == (0, 1, 2)  # 1 is a literal key ([1])


def _renderer_with(lang: str, old: str, new: str) -> TextRenderer:
    source = load_catalog(lang).source
    assert old in source
    catalog = parse_catalog(lang, source.replace(old, new), Path(f"{lang}.ftl"))
    return TextRenderer(lang, catalog=catalog)


@pytest.mark.parametrize("old, new, code, words", [
    ("kart { $more ->", "kart{ $amount } { $more ->", "E805", "the numbers"),
    ("kart { $more ->", "kart {\"{\"} { $more ->", "E805", "a brace"),
    ("kart { $more ->", "card { $more ->", "E806", "the English words card"),
    ("kart { $more ->", "kart { $nope } { $more ->", "E804", "Unknown external: nope"),
])
def test_the_gates_catch_a_bad_message(old, new, code, words):
    renderer = _renderer_with("tr", old, new)
    problems = render_problems(parse_effect_text("Draw 2 cards."), "tr", renderer=renderer)
    assert problems and problems[0].code == code and words in problems[0].message


def test_isolation_marks_are_caught():
    renderer = _renderer_with("it", "pesca\n", "pesca\u2068\n")
    problems = render_problems(parse_effect_text("Draw 2 cards."), "it", renderer=renderer)
    assert problems[0].code == "E805" and "isolation mark" in problems[0].message


def test_a_name_capitalised_at_the_start_of_a_sentence_is_still_a_name():
    """The token kind 'a token' opens the Turkish sentence as 'A token ...': its 'A' is the
    name's, not an English word left in the text (E806)."""
    ast = parse_effect_text("If there are no fighters on spaces with a token, end your turn.")
    assert TextRenderer("tr", None).text(ast).startswith("A token ")
    assert render_problems(ast, "tr", values=GATE_NUMBERS) == []
