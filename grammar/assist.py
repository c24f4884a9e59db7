"""What an editor asks of the grammar: the words that can come next, and the construct a word
belongs to. Both use the effect parser itself (parser.py), so they never disagree with it.

`next_terminals` runs Lark's interactive parser over the text before the cursor and asks it
which terminals it accepts there; `fits` tells whether a continuation (a word, a name, a
whole phrase) can follow the text without a syntax error; `constructs_at` lists the grammar
rules around a character, innermost first, for the manual's index (docs/language.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from .lexer import UNKNOWN_WORD
from .parser import effect_parser

# Terminals that stand for a kind of word rather than one word.
NAME, NUMBER, TOKEN, SYMBOL = "NAME", "NUMBER", "TOKEN", "SYMBOL"


@lru_cache(maxsize=1)
def keywords() -> dict[str, str]:
    """terminal name -> the word or sign it matches ('DEAL' -> 'deal', 'DOT' -> '.')."""
    return {t.name: t.pattern.value for t in effect_parser().terminals
            if hasattr(t.pattern, "value") and t.pattern.value}


def next_terminals(prefix: str) -> frozenset[str] | None:
    """The terminals the parser accepts after prefix; None when prefix already has a
    syntax error (nothing can follow it)."""
    interactive = effect_parser().parse_interactive(prefix)
    try:
        interactive.exhaust_lexer()
    except UnexpectedInput:
        return None
    return frozenset(interactive.accepts())


def fits(prefix: str, continuation: str) -> bool:
    """Whether continuation can follow prefix: every word of it is one the parser takes
    where it stands (what comes after it is not asked)."""
    interactive = effect_parser().parse_interactive(prefix + continuation)
    try:
        tokens = list(interactive.iter_parse())
    except UnexpectedInput:
        return False
    return not any(token.type == UNKNOWN_WORD for token in tokens)


@dataclass(frozen=True)
class Reading:
    tokens: list[Token]  # as the parser read them
    complete: bool  # False when a syntax error stopped the reading


def read_tokens(text: str) -> Reading:
    """The tokens of text, up to a syntax error if there is one."""
    tokens: list[Token] = []
    try:
        for token in effect_parser().parse_interactive(text).iter_parse():
            tokens.append(token)
    except UnexpectedInput:
        return Reading(tokens, False)
    return Reading(tokens, True)


def tokens_before(prefix: str) -> list[Token] | None:
    """The tokens of prefix; None on a syntax error."""
    reading = read_tokens(prefix)
    return reading.tokens if reading.complete else None


def constructs_at(text: str, offset: int) -> tuple[list[str], Token | None]:
    """The rules whose text holds the token at offset (innermost first), and the token;
    ([], None) when the text does not parse or no token is there. Keywords are not in
    Lark's tree, so the token comes from the lexer and the rules from the tree's spans."""
    try:
        tree = effect_parser().parse(text)
    except UnexpectedInput:
        return [], None
    token = next((t for t in tokens_before(text) or () if t.start_pos <= offset < t.end_pos),
                 None)
    if token is None:
        return [], None
    rules: list[str] = []
    node: Tree | None = tree
    while node is not None:
        rules.append(str(node.data))
        node = next((child for child in node.children if isinstance(child, Tree)
                     and not child.meta.empty
                     and child.meta.start_pos <= token.start_pos < child.meta.end_pos), None)
    return rules[::-1], token
