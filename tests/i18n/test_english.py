"""The English catalog prints exactly the canonical text of grammar/render_en.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from cardsmith.grammar import nodes as n
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.render_text import render_text

from strategies import game_texts

from .helpers import canonical_texts, effects

EFFECTS = effects()


@pytest.mark.parametrize("hero, card, ast, names", EFFECTS,
                         ids=[f"{h}:{c or 'ability'}" for h, c, _, _ in EFFECTS])
def test_english_catalog_renders_every_bundled_text_as_render_en(hero, card, ast, names):
    assert render_text(ast, "en", names) == render_en(ast)


@pytest.mark.parametrize("text", canonical_texts())
def test_english_catalog_renders_identity_texts_and_the_manual_exactly(text):
    ast = parse_effect_text(text)
    assert render_text(ast, "en") == render_en(ast) == text


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(game_texts["unmatched"]())
def test_english_catalog_renders_generated_asts_as_render_en(ast: n.EffectText) -> None:
    assert render_text(ast, "en") == render_en(ast)
