"""The grammar is LALR(1) with no conflicts: Lark resolves a shift/reduce conflict silently
(by shifting), so a conflict would change what a sentence means without anyone noticing."""

from __future__ import annotations

import logging
from importlib.resources import files

from lark import Lark, logger

from cardsmith.grammar.lexer import EffectLexer


def test_grammar_has_no_lalr_conflicts(caplog):
    grammar = files("cardsmith.grammar").joinpath("effects.lark").read_text(encoding="utf-8")
    logger.setLevel(logging.DEBUG)
    try:
        with caplog.at_level(logging.DEBUG, logger="lark"):
            Lark(grammar, start="effect_text", parser="lalr", lexer=EffectLexer, debug=True,
                 propagate_positions=True, maybe_placeholders=True)
    finally:
        logger.setLevel(logging.WARNING)
    conflicts = [r.getMessage() for r in caplog.records if "conflict" in r.getMessage().lower()]
    assert conflicts == []


def test_printed_spellings_read_as_the_languages_own():
    """'canceled' is 'cancelled' and the comma of ', in any order' is not a join, as the
    lexer reads contractions: the same AST, written back in the canonical form."""
    from cardsmith.grammar.parser import parse_effect_text
    from cardsmith.grammar.render_en import render_en

    for printed, canonical in [
            ("This card's effects cannot be canceled.", "This card's effects cannot be cancelled."),
            ("Look at the top 3 cards of your deck. Put them back, in any order.",
             "Look at the top 3 cards of your deck. Put them back in any order.")]:
        assert parse_effect_text(printed) == parse_effect_text(canonical)
        assert render_en(parse_effect_text(printed)) == canonical
