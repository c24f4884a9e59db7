"""Builders of transformer methods, shared by the rule classes of the transformer.

`span_of` gives a rule's span; `node_rule`, `constant_rule` and `pronoun_rule` make a whole
method for the simple rules: a node built from the children, or a fixed node; `_constant` a
method that returns a fixed value. `_number` is the number a token writes.
"""

from __future__ import annotations

from lark import Token, v_args

from . import nodes as n


def span_of(meta) -> n.Span | None:
    if getattr(meta, "empty", True):
        return None
    return n.Span(meta.start_pos, meta.end_pos)


def node_rule(cls):
    """A transformer method that builds `cls` from the children, with the rule's span."""

    @v_args(meta=True)
    def build(self, meta, children):
        return cls(*children, span=span_of(meta))

    return build


def constant_rule(factory):
    """A transformer method that ignores the children: `factory(span)`."""

    @v_args(meta=True)
    def build(self, meta, children):
        return factory(span_of(meta))

    return build


def bare_node_rule(cls):
    """A transformer method for a node with no fields but its span: `cls(span=...)`."""
    return constant_rule(lambda span: cls(span=span))


def pronoun_rule(word: n.FighterWord):
    return constant_rule(lambda span: n.FighterPronoun(word, span=span))


def _constant(value):
    return lambda self, children: value


def _token_span(token: Token) -> n.Span:
    return n.Span(token.start_pos, token.end_pos)


def _number(token: Token) -> n.Number:
    return n.Number(int(token), span=_token_span(token))


class ShapeError(Exception):
    """A phrase the grammar reads but the language gives no meaning ("a random fighter"):
    the parser reports it as a syntax error (E200) at `span`."""

    def __init__(self, message: str, span: "n.Span | None", hint: str = "") -> None:
        super().__init__(message)
        self.message, self.span, self.hint = message, span, hint
