"""The lexer of the effect language.

Card text is English, so the lexer works in words: a word is a keyword when the grammar
has it (in any case: a sentence starts with a capital) and the parser can take that
keyword where it stands; otherwise a capitalised word is part of a fighter's NAME. Asking
the parser which terminals it accepts next (as Lark's contextual lexer does) is what lets
"Move" be a verb at the start of a sentence while "Bigfoot" after it is a name.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Iterator

from lark import Token
from lark.exceptions import UnexpectedCharacters
from lark.common import LexerConf
from lark.lexer import Lexer, PatternStr

# A word, a number, "'s", or one punctuation mark; whitespace between them is skipped.
_TOKEN_RE = re.compile(
    r"(?P<space>\s+)"
    r"|(?P<possessive>['\u2019]s\b)"
    r"|(?P<plural_possessive>(?<=s)['\u2019](?!\w))"
    # a word, with its hyphens and inner apostrophes ("Gold'arr", "Lil'Y"), not its "'s" nor
    # the "'t" of a contraction ("don't" is "do", then "n't")
    r"|(?P<word>[^\W\d_]+(?:(?:-|['\u2019](?![st]\b))[^\W\d_]+)*)"
    r"|(?P<number>\d+)"
    # an ellipsis ("If ... is... 2: ..."), printed as three full stops or as one character
    r"|(?P<punct>\.\.\.|\u2026|[.,:()&+\-])"
    # a card symbol: a pictograph, with its variation selector or joined parts if any
    r"|(?P<symbol>[\u2190-\u2BFF\U0001F000-\U0001FAFF](?:[\uFE0F\u200D]|"
    r"[\u2190-\u2BFF\U0001F000-\U0001FAFF])*)"
)

# A kind of token: one word and "token" or "tokens" ("fog token"), where the parser takes one.
_TOKEN_KIND_RE = re.compile(r"[^\W\d_]+ tokens?\b")
# What follows the number of a row of a table of outcomes: "2:", "2-3:", "4 or more:".
ROW_KEY_RE = re.compile(r"\s*(?::|-\s*\d+\s*:|or\s+(?:more|less|fewer)\s*:)", re.IGNORECASE)

# ---- the published catalogue (issue 10)
# Reminder text in parentheses and a card title in quotes, where the parser takes them.
_REMARK_RE = re.compile(r"\([^()]*\)")
_TITLE_RE = re.compile(r"[\"\u201c]([^\"\u201c\u201d]+)[\"\u201d]")
# "don't" reads as "do not", "can't" as "cannot" (the stem, then "n't" as "not").
_NOT = re.compile(r"n['\u2019]t\b", re.IGNORECASE)
_CANNOT = re.compile(r"can['\u2019]t\b", re.IGNORECASE)
# Printed spellings read as the language's own, as contractions are: "canceled" is
# "cancelled"; the comma of "put them back, in any order" is not a join.
_SPELLINGS = {"canceled": "cancelled"}
_COMMA_BEFORE_ORDER = re.compile(r",(?=\s*in\s+any\s+order\b)", re.IGNORECASE)
# "This card's value is a 4 instead": the article before a value is not read.
_ARTICLE_BEFORE_VALUE = re.compile(r"a\s+(?=\d)", re.IGNORECASE)
# What follows a hero's declared verb (VERB, issue 10): "any spell", "a different spell", the
# name of one of its effects in quotes, or its capitalised name up to the clause's end
# ("Toad's Blessing.", "... Blessing, then", "... Blessing instead").
_INVOKED_RE = re.compile(
    r"\s+(?:(?:any|an?)\s+(?:different\s+)?(?P<word>[^\W\d_]+)\b|(?P<quoted>[\"\u201c])"
    r"|(?P<title>[^\W\d_][\w'\u2019-]*(?:\s+[^\W\d_][\w'\u2019-]*)*?)"
    r"(?:\s*(?:[.(]|,\s*(?:then|paying)\b|$)|\s+(?:instead|and\s+then)\b))")


def _accepted(parser_state):
    return parser_state.parse_conf.parse_table.states[parser_state.position]


# Title abbreviations end in a full stop that does not end the sentence ("Dr. Watson").
ABBREVIATIONS = frozenset({"Dr", "Mr", "Mrs", "Ms", "St", "Jr", "Sr"})
# So does an initial: one capital letter, its full stop and the name going on ("T. Rex").
_AFTER_INITIAL_RE = re.compile(r"\.[ \t]+([^\W\d_])")

UNKNOWN_WORD = "UNKNOWN_WORD"

# The largest number content may write in effect text (docs/limits.md), a check of the
# compiler's (E203, compiler/check_effects.py): card text counts cards, damage, spaces and
# values, none of them near 99 on a printed card (9 is the most the published decks print),
# and the bound keeps option lists ("Draw up to N cards": N + 1 choices) and loops small.
MAX_NUMBER = 99
# The most digits a number of the language has at all (also E203, from the parser): the
# AST holds any number a text or a test may need, never one that int() or the renderer's
# number formatting cannot take (thousands of digits, 10^28).
MAX_DIGITS = 9


def too_large(digits: str) -> tuple[str, str]:
    """The message and hint of E203, for a number written `digits`."""
    shown = digits if len(digits) <= 12 else digits[:12] + "..."
    return (f"the number {shown} is larger than card text allows",
            f"expected a number from 0 to {MAX_NUMBER}")


class NumberTooLarge(Exception):
    """A number in effect text of more than MAX_DIGITS digits; `digits` as written."""

    def __init__(self, position: int, digits: str) -> None:
        super().__init__(digits)
        self.position = position
        self.digits = digits

# Words that end a name where the grammar takes them as keywords: a card's core after a
# champion's name ("a Sulka Manipulation card"); no name has them.
NAME_ENDERS = frozenset({"destruction", "creation", "manipulation"})


class EffectLexer(Lexer):
    """A contextual, case-insensitive keyword lexer for Lark's LALR parser."""

    __future_interface__ = 2

    def __init__(self, lexer_conf: LexerConf) -> None:
        self.keywords: dict[str, str] = {}
        self.phrases: dict[str, re.Pattern] = {}  # terminals of several words ("and boost")
        for terminal in lexer_conf.terminals:
            if isinstance(terminal.pattern, PatternStr):
                value = terminal.pattern.value.lower()
                if " " in value:
                    self.phrases[terminal.name] = _phrase_pattern(value)
                else:
                    self.keywords[value] = terminal.name

    def lex(self, lexer_state, parser_state) -> Iterator[Token]:
        text = lexer_state.text
        text = getattr(text, "text", text)  # Lark 1.3 passes a TextSlice
        line_starts = _line_starts(text)
        position, previous = 0, None
        while position < len(text):
            if text[position].isspace():
                position += 1
                continue
            special = self._special(text, position, parser_state)
            if special is not None:  # a phrase, a remark, a title, a contraction
                token_type, end = special
                token = _token(token_type, text[position:end], position, end, line_starts)
                previous = lexer_state.last_token = token
                position = end
                yield token
                continue
            skipped = _COMMA_BEFORE_ORDER.match(text, position)
            if skipped is None and previous is not None and previous.value.lower() == "is":
                skipped = _ARTICLE_BEFORE_VALUE.match(text, position)
            if skipped is not None:
                position = skipped.end()
                continue
            match = _TOKEN_RE.match(text, position)
            if match is None:
                line, column = _line_column(line_starts, position)
                raise UnexpectedCharacters(text, position, line, column,
                                           state=parser_state.position)
            kind, value = match.lastgroup, match.group()
            end = match.end()
            if kind == "word" and value.lower() in _SPELLINGS:
                value = _SPELLINGS[value.lower()]
            if kind == "word" and (value in ABBREVIATIONS and text.startswith(".", end)
                                   or is_initial(value, text, end)):
                value, end = value + ".", end + 1
            if kind == "number":
                value = _bounded_number(value, position)
            if value == "\u2026":
                value = "..."
            if kind == "word" and _NOT.match(text, end - 1) and value.lower() != "can":
                value, end = value[:-1], end - 1  # "don't": "do", then "n't"
            if kind == "word" and "TOKEN" in _accepted(parser_state):
                kind_of_token = _TOKEN_KIND_RE.match(text, position)  # "fog token(s)"
                if kind_of_token is not None:
                    kind, value, end = "token", kind_of_token.group(), kind_of_token.end()
            if kind == "word" and self._invokes(value, text, end, previous, parser_state):
                token_type = "VERB"
            else:
                token_type = self._classify(kind, value, previous, parser_state)
            if kind == "number" and "ROW" in _accepted(parser_state) \
                    and ROW_KEY_RE.match(text, end):
                token_type = "ROW"
            token = _token(token_type, value, position, end, line_starts)
            previous = token
            lexer_state.last_token = token
            position = end
            yield token

    def _classify(self, kind: str, value: str, previous: Token | None, parser_state) -> str:
        if kind == "number":
            return "NUMBER"
        if kind == "token":
            return "TOKEN"
        if kind == "symbol":  # a symbol of the grammar ("↷") where it stands, else a card's
            keyword = self.keywords.get(value)
            return keyword if keyword is not None and keyword in _accepted(parser_state) \
                else "SYMBOL"
        if kind in ("possessive", "plural_possessive", "punct"):
            spelling = {"possessive": "'s", "plural_possessive": "'"}.get(kind, value)
            return self.keywords.get(spelling, UNKNOWN_WORD)
        accepted = _accepted(parser_state)
        keyword = self.keywords.get(value.lower())
        capitalised = value[0].isupper()
        # A capitalised word right after a name continues it ("Robin Hood").
        if capitalised and "NAME" in accepted and previous is not None and previous.type == "NAME":
            ends = keyword is not None and keyword in accepted and value.lower() in NAME_ENDERS
            return keyword if ends else "NAME"
        if keyword is not None and keyword in accepted:
            return keyword
        if capitalised and "NAME" in accepted:
            return "NAME"
        if not capitalised:  # a lower-case word the hero declares: a token, an area, the
            # word of its named effects, a trait
            for declared in ("TOKEN", "AREA", "EFFECT_WORD", "TRAIT"):
                if declared in accepted:
                    return declared
        return keyword or UNKNOWN_WORD

    def _invokes(self, word: str, text: str, end: int, previous: Token | None,
                 parser_state) -> bool:
        """Whether `word` is a verb a hero declares for its named effects ("Cast any spell",
        "cast Toad's Blessing"): where the parser takes one, the word is no keyword it takes
        and no name goes on, and an invocation follows. Otherwise a capitalised word stays
        a name and a misspelt keyword an error where it stands."""
        accepted = _accepted(parser_state)
        if "VERB" not in accepted or (previous is not None and previous.type == "NAME"):
            return False
        keyword = self.keywords.get(word.lower())
        if keyword is not None and keyword in accepted:
            return False
        match = _INVOKED_RE.match(text, end)
        if match is None:
            return False
        if match.group("word") is not None:  # "a spell", never "a card": a word of its own
            return match.group("word").islower() and match.group("word") not in self.keywords
        if match.group("quoted") is not None:
            return True
        words = match.group("title").split()
        # "Robin Dr. Watson gains ...": the full stop of a title or an initial ends no clause
        if match.group().rstrip().endswith(".") and (words[-1] in ABBREVIATIONS
                                                     or len(words[-1]) == 1):
            return False
        return all(part[0].isupper() for part in words)

    def _special(self, text: str, position: int, parser_state) -> tuple[str, int] | None:
        """A token that is not one word: a terminal of several words the parser takes here
        (the longest), a remark "(...)", a title in quotes, or the "n't" of a contraction."""
        accepted = _accepted(parser_state)
        found = None
        for name, pattern in self.phrases.items():
            if name in accepted:
                match = pattern.match(text, position)
                if match and (found is None or match.end() > found[1]):
                    found = (name, match.end())
        if found is not None:
            return found
        if "REMARK" in accepted and text.startswith("(", position):
            match = _REMARK_RE.match(text, position)
            if match and not match.group().lower().startswith("(if any"):
                return "REMARK", match.end()
        if "TITLE" in accepted:
            match = _TITLE_RE.match(text, position)
            if match:
                return "TITLE", match.end()
        match = _NOT.match(text, position)
        if match and position > 0 and text[position - 1].isalpha():
            return self.keywords.get("not", UNKNOWN_WORD), match.end()
        if _CANNOT.match(text, position):
            return self.keywords.get("cannot", UNKNOWN_WORD), position + 5
        return None


def _phrase_pattern(value: str) -> re.Pattern:
    """ "and boost" -> "and", any spaces, "boost", as whole words in any case; ", in any
    order" may have its comma straight after the word before."""
    pattern = ""
    for word in value.replace(",", " , ").split():
        if word == ",":
            pattern += r"\s*,"
        else:
            pattern += (r"\s+" if pattern and not pattern.endswith(",") else r"\s*") + re.escape(word)
    return re.compile(pattern + r"\b", re.IGNORECASE)


def is_initial(word: str, text: str, end: int) -> bool:
    """Whether `word`, ending at `end` before a full stop, is an initial ("T. Rex")."""
    after = _AFTER_INITIAL_RE.match(text, end)
    return len(word) == 1 and word.isupper() and after is not None and after.group(1).isupper()


def _bounded_number(digits: str, position: int) -> str:
    """The number in its plain spelling ("007" -> "7"), or NumberTooLarge."""
    significant = digits.lstrip("0") or "0"
    if len(significant) > MAX_DIGITS:
        raise NumberTooLarge(position, digits)
    return significant


def _line_starts(text: str) -> list[int]:
    starts = [0]
    starts.extend(i + 1 for i, char in enumerate(text) if char == "\n")
    return starts


def _line_column(line_starts: list[int], offset: int) -> tuple[int, int]:
    line = bisect_right(line_starts, offset)
    return line, offset - line_starts[line - 1] + 1


def _token(token_type: str, value: str, start: int, end: int, line_starts: list[int]) -> Token:
    line, column = _line_column(line_starts, start)
    end_line, end_column = _line_column(line_starts, end)
    return Token(token_type, value, start_pos=start, line=line, column=column,
                 end_line=end_line, end_column=end_column, end_pos=end)
