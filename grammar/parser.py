"""Effect text -> AST: the Lark parser, the tree-to-node transformer and syntax errors.

The transformer only builds nodes; whether a sentence makes sense on its card is the
compiler's semantic check. `parse_effect_text` raises `EffectSyntaxError`, which carries
the offset of the fault, what was found and what the grammar expected there.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

from lark import Lark, Token, Tree
from lark.exceptions import (UnexpectedCharacters, UnexpectedEOF, UnexpectedInput,
                             UnexpectedToken, VisitError)

from . import nodes as n
from .cache import cached_lark
from .games import words_of_one_game
from .lexer import UNKNOWN_WORD, EffectLexer, NumberTooLarge, too_large
from .suggest import nearest_sentence, sentences_of
from .rule_builders import ShapeError
from .transformer import EffectTransformer


@dataclass
class EffectSyntaxError(Exception):
    offset: int  # where the fault starts in the effect text
    length: int
    message: str
    hint: str
    code: str  # E200 syntax, E201 ends too early, E202 unknown character, E203 number too large

    def __str__(self) -> str:
        return self.message


@lru_cache(maxsize=1)
def effect_parser() -> Lark:
    """The effect language's LALR parser; its tables come from a per-user cache (see cache.py)."""
    return cached_lark("effects", grammar_text(), start="effect_text", parser="lalr", lexer=EffectLexer,
                       propagate_positions=True, maybe_placeholders=True)


def grammar_text() -> str:
    """The effect language's grammar, as Lark reads it."""
    return files("cardsmith.grammar").joinpath("effects.lark").read_text(encoding="utf-8")


def parse_effect_text(text: str, game: str | None = None) -> n.EffectText:
    """The AST of `text`. `game`, if known, is the game of the card: a syntax error then
    lists only the words its cards may go on with, not those of the other game."""
    try:
        tree = _parse_tree(text)
    except UnexpectedInput as error:
        raise _syntax_error(text, error, game) from None
    except NumberTooLarge as error:
        message, hint = too_large(error.digits)
        raise EffectSyntaxError(error.position, len(error.digits), message, hint,
                                "E203") from None
    try:
        return EffectTransformer().transform(tree)
    except VisitError as error:  # what the grammar accepts but the language does not
        if not isinstance(error.orig_exc, ShapeError):
            raise
        shape = error.orig_exc
        start, end = (shape.span.start, shape.span.end) if shape.span else (0, len(text))
        raise EffectSyntaxError(start, max(1, end - start), shape.message, shape.hint,
                                "E200") from None


_FULL_STOP = "DOT"  # Lark's names for the grammar's "." and an option's "-" after ":"
_OPTION_MARKS = ("COLON", "MINUS")
_OPTIONS = frozenset({"effect_option", "effect_option_together"})
_TABLE = "ELLIPSIS"  # "If ... is... 2: ...": a table of outcomes, unfinished on the stack


def _parse_tree(text: str) -> Tree:
    """The parse tree of text. A printed list of options ends without its full stop
    ("Choose one: -Draw 1 card, -Move ..."), and so does a printed table of outcomes ("... is...
    2: draw a card 3: ..."): where the text ends in such a list and only its full stop would
    finish it, the full stop is read there. (Here, not in the lexer: the editor's completion
    asks the lexer what may follow a prefix.)"""
    interactive = effect_parser().parse_interactive(text)
    interactive.exhaust_lexer()
    state = interactive.parser_state
    accepted = state.parse_conf.parse_table.states[state.position]
    last = interactive.lexer_thread.state.last_token
    if last is not None and "$END" not in accepted and _FULL_STOP in accepted \
            and _ends_in_options(state.value_stack):
        interactive.feed_token(Token.new_borrow_pos(_FULL_STOP, "", last))
    return interactive.feed_eof(last)


def _ends_in_options(stack: list) -> bool:
    """Whether the unfinished sentence on the parser's stack is a list of options or rows."""
    types = [getattr(value, "type", None) for value in stack]
    return _TABLE in types or any(_is_options(value) for value in stack) or any(
        pair == _OPTION_MARKS for pair in zip(types, types[1:]))


def _is_options(value) -> bool:
    """An option, or the options before the last one (Lark's rule for "effect_option+")."""
    return isinstance(value, Tree) and (value.data in _OPTIONS or any(
        isinstance(child, Tree) and child.data in _OPTIONS for child in value.children))


# ---------------------------------------------------------------- syntax errors


def _syntax_error(text: str, error: UnexpectedInput, game: str | None) -> EffectSyntaxError:
    if isinstance(error, UnexpectedCharacters):
        char = text[error.pos_in_stream]
        return EffectSyntaxError(error.pos_in_stream, 1,
                                 f"the character {char!r} is not used in card text",
                                 "expected letters, digits, spaces and . , : ( ) '", "E202")
    expected = _expected_words(error, game)
    hint = "expected " + _one_of(expected) if expected else ""
    offset = error.token.start_pos if isinstance(error, UnexpectedToken) else len(text)
    nearest = _nearest(text, offset if isinstance(offset, int) else len(text))
    if nearest is not None:
        hint = f"{hint}; did you mean: '{nearest}'?" if hint else f"did you mean: '{nearest}'?"
    if isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    ):
        return EffectSyntaxError(len(text.rstrip()), 1, "the text ends in the middle of a sentence",
                                 hint, "E201")
    token = error.token
    misspelt = _misspelt_opening_word(text, token.start_pos)
    if misspelt is not None:
        return misspelt
    found = str(token)
    message = f"unexpected {_describe(token)}"
    suggestion = _did_you_mean(text, token.start_pos, found, expected)
    if suggestion:
        message += f"; did you mean '{suggestion}'?"
    return EffectSyntaxError(token.start_pos, max(1, len(found)), message, hint, "E200")


_WORD_RE = re.compile(r"[^\W\d_]+")


def _nearest(text: str, offset: int) -> str | None:
    """The accepted sentence nearest to the sentence of `text` the fault at `offset` is in."""
    spans = sentences_of(text)
    span = next(((s, e) for s, e in spans if s <= offset < e), spans[-1] if spans else None)
    return None if span is None else nearest_sentence(text[span[0]:span[1]], _accepts)


def _accepts(text: str) -> bool:
    """Whether the language accepts `text` (without the diagnostics of a syntax error)."""
    try:
        EffectTransformer().transform(_parse_tree(text))
    except (UnexpectedInput, VisitError, NumberTooLarge):
        return False
    return True


def _misspelt_opening_word(text: str, offset: int) -> EffectSyntaxError | None:
    """A misspelt verb at the start of a sentence ("Drow 2 cards.") lexes as a name, so the
    parser only fails on the word after it; point at the verb instead when it looks like one."""
    start = max(text.rfind(".", 0, offset), text.rfind(":", 0, offset)) + 1
    words = list(_WORD_RE.finditer(text, start, offset))
    if not words or not all(w.group()[0].isupper() for w in words):
        return None
    first = words[0]
    if first.group().lower() in _keywords():
        return None
    close = difflib.get_close_matches(first.group().lower(), _opening_words(), n=1, cutoff=0.75)
    if not close:
        return None
    return EffectSyntaxError(first.start(), len(first.group()),
                             f"unknown word '{first.group()}'; did you mean '{close[0]}'?",
                             "expected a sentence to start with a verb such as 'Draw', 'Deal', "
                             "'Move', or with a fighter's name", "E200")


@lru_cache(maxsize=1)
def _opening_words() -> list[str]:
    """The words a text may start with ("draw", "deal", "move", ...): of what "Drow" could
    be a misspelling, "draw", not "drew", which only stands inside a sentence."""
    parser = effect_parser()
    terminals = {t.name: t.pattern for t in parser.terminals}
    return sorted(terminals[name].value for name in parser.parse_interactive("").accepts()
                  if name in terminals and getattr(terminals[name], "value", "").isalpha())


@lru_cache(maxsize=1)
def _keywords() -> list[str]:
    return sorted(t.pattern.value for t in effect_parser().terminals
                  if hasattr(t.pattern, "value") and t.pattern.value.isalpha())


def _describe(token) -> str:
    if token.type in ("NUMBER", "ROW"):
        return f"number {token}"
    if token.type == "NAME":
        return f"name '{token}'"
    if token.type == UNKNOWN_WORD and token[0].isalpha():
        return f"word '{token}'"
    return f"'{token}'"


def _expected_words(error: UnexpectedInput, game: str | None) -> list[str]:
    parser = effect_parser()
    by_name = {t.name: t for t in parser.terminals}
    foreign = set().union(*(words for other, words in words_of_one_game().items()
                            if other != game)) if game else set()
    words = set()
    for name in set(getattr(error, "expected", None) or ()) - foreign:
        terminal = by_name.get(name)
        if name == "NAME":
            words.add("a fighter's name")
        elif name == "NUMBER":
            words.add("a number")
        elif name == "ROW":  # a number where it starts a row of a table
            words.add("a row such as '2:' or '4 or more:'")
        elif name == "TRAIT":
            words.add("a trait's word, in lower case")
        elif terminal is not None and hasattr(terminal.pattern, "value"):
            words.add(terminal.pattern.value)
    return sorted(words)


def _one_of(words: list[str]) -> str:
    quoted = [w if w.startswith("a ") else f"'{w}'" for w in words]
    if len(quoted) > 12:
        return ", ".join(quoted[:12]) + f" or one of {len(quoted) - 12} more"
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def _did_you_mean(text: str, offset: int, found: str, expected: list[str]) -> str | None:
    """A word the faulty one may be a misspelling of. When the faulty word is itself a word of
    the language ("on" for "won", "the" where "he" was expected), it is a slip only if the
    text up to its sentence's end then reads: otherwise the sentence is one the language lacks, and the nearest
    accepted sentence (the hint) says more than a word would."""
    candidates = [w for w in expected if not w.startswith("a ")]
    matches = difflib.get_close_matches(found.lower(), candidates, n=1, cutoff=0.75)
    if not matches or matches[0] == found.lower():
        return None
    if found.lower() in _keywords():
        mended = text[:offset] + matches[0] + text[offset + len(found):]
        end = next((e for s, e in sentences_of(mended) if s <= offset < e), len(mended))
        if not _accepts(mended[:end]):  # up to its sentence's end, with the header before it
            return None
    return matches[0]
