"""The sentence the language accepts that is nearest to one it does not: "did you mean: 'Move
each Raven up to 1 space.'?" after a syntax error.

The candidates are the sentences of the manual's examples (the ```effect blocks of
docs/language.md, every one of which parses: tests/test_docs.py). Sentences are compared
word by word (an edit distance over tokens); a name or a number stands for any other, and the
suggestion takes the faulty sentence's own names and numbers where they line up. The nearest
candidate that still parses with them is the suggestion; none is given when even it differs
in more than half of its words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Callable

from .lexer import ABBREVIATIONS, ROW_KEY_RE, is_initial

_BLOCK = re.compile(r"^\s*```effect\n(.*?)^\s*```", re.MULTILINE | re.DOTALL)
# a word (with its inner hyphens or apostrophes), a number, or a punctuation mark
_TOKEN = re.compile(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*|\d+|[^\w\s]")
# a full stop that may end a sentence; it does not after a title ("Dr.") or an initial ("T."),
# nor as the end of an ellipsis ("If ... is... 2: ...") or before a row of a table ("2: draw
# a card. 3: ...")
_STOP = re.compile(r"(?<!\.)\.(?=\s|$)(?!\s*\d+" + ROW_KEY_RE.pattern + ")", re.IGNORECASE)
_LAST_WORD = re.compile(r"([^\W\d_]+)$")
# "Choose one effect. If ..., do both: - ...": a choice whose full stop does not end it
_UNFINISHED = re.compile(r"\bchoose\s+(?:(?:\w+\s+)?effects?|one)$", re.IGNORECASE)
_MOST_DIFFERENT = 0.5  # a share of the candidate's tokens
# the nouns after a number, by singular and plural: they agree with a number put before them
_NOUNS = {word + ending: word for word in ("card", "space", "action", "token")
          for ending in ("", "s")}


@dataclass(frozen=True)
class _Token:
    text: str
    kind: str  # what stands for any other of its kind: "#" a number, "Name" a name, or itself


def _tokens(sentence: str) -> tuple[_Token, ...]:
    """The tokens; a capitalised word is a name but where a sentence or a section starts."""
    found: list[_Token] = []
    for text in _TOKEN.findall(sentence):
        starts = not found or found[-1].text in (":", ".")
        if text.isdigit():
            kind = "#"
        elif text[:1].isupper() and text.upper() != text and not starts:
            kind = "Name"
        else:
            kind = text.lower()
        found.append(_Token(text, kind))
    return tuple(found)


def sentences_of(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of `text`, its full stop included."""
    spans, start = [], 0
    for match in _STOP.finditer(text):
        word = _LAST_WORD.search(text, 0, match.start())
        if word and (word.group(1) in ABBREVIATIONS
                     or is_initial(word.group(1), text, match.start())):
            continue
        if _UNFINISHED.search(text, start, match.start()):
            continue
        spans.append((start, match.end()))
        start = match.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return [(s + len(text[s:e]) - len(text[s:e].lstrip()), e) for s, e in spans]


# Headers whose condition is a sentence of its own ("Mission: You have ... hand."): a
# candidate keeps the sentence after it, the first effect.
_CONDITION_HEADERS = ("Mission:",)


@lru_cache(maxsize=1)
def candidates() -> tuple[tuple[str, tuple[_Token, ...]], ...]:
    """Each sentence of the manual's examples, once, with its tokens (the first sentence of a
    section keeps its header: "After combat: Draw 1 card.")."""
    manual = files("cardsmith.docs").joinpath("language.md").read_text(encoding="utf-8")
    seen: dict[str, tuple[_Token, ...]] = {}
    for block in _BLOCK.findall(manual):
        for line in block.splitlines():
            line = line.strip()
            for sentence in _whole_sentences(line):
                seen.setdefault(sentence, _tokens(sentence))
    return tuple(seen.items())


def _whole_sentences(line: str) -> list[str]:
    """The sentences of `line` that are effect text alone: a reminder in parentheses stays
    with the sentence it follows, a header's condition with the sentence after it."""
    whole: list[str] = []
    pending = ""
    for start, end in sentences_of(line):
        sentence = line[start:end]
        if sentence.startswith("(") and whole:
            whole[-1] += " " + sentence
        elif sentence.startswith(_CONDITION_HEADERS) and not pending:
            pending = sentence + " "
        else:
            whole.append(pending + sentence)
            pending = ""
    return whole


def _alignment(written: tuple[_Token, ...], candidate: tuple[_Token, ...]):
    """The token edit distance, and for each candidate token the written token it lines up
    with (None where it was inserted)."""
    rows, cols = len(written) + 1, len(candidate) + 1
    cost = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        cost[i][0] = i
    for j in range(cols):
        cost[0][j] = j
    for i in range(1, rows):
        for j in range(1, cols):
            same = written[i - 1].kind == candidate[j - 1].kind
            cost[i][j] = min(cost[i - 1][j] + 1, cost[i][j - 1] + 1,
                             cost[i - 1][j - 1] + (0 if same else 1))
    paired: list = [None] * len(candidate)
    i, j = len(written), len(candidate)
    while i > 0 and j > 0:
        same = written[i - 1].kind == candidate[j - 1].kind
        if cost[i][j] == cost[i - 1][j - 1] + (0 if same else 1):
            if same:
                paired[j - 1] = written[i - 1]
            i, j = i - 1, j - 1
        elif cost[i][j] == cost[i - 1][j] + 1:
            i -= 1
        else:
            j -= 1
    return cost[-1][-1], paired


def _joined(tokens: list[str]) -> str:
    text = ""
    for token in tokens:
        glue = not text or token in ".,:)'" or text.endswith(("(", "-")) or token == "'s"
        text += token if glue else " " + token
    return text


def _with_own_words(written, candidate: str, tokens, paired) -> str:
    """The candidate, with the written sentence's names and numbers where they line up."""
    words = [token.text for token in tokens]
    if all(p is None or p.kind not in ("#", "Name") for p in paired):
        return candidate
    own = [p.text if p is not None and p.kind in ("#", "Name") else w
           for w, p in zip(words, paired)]
    for index in range(len(own) - 1):  # "1 card", "2 cards"
        if own[index].isdigit() and own[index + 1].lower() in _NOUNS:
            singular = _NOUNS[own[index + 1].lower()]
            own[index + 1] = singular if own[index] == "1" else singular + "s"
    return _joined(own)


def nearest_sentence(sentence: str, accepts: Callable[[str], bool]) -> str | None:
    """The accepted sentence nearest to `sentence`, or None if none is near."""
    written = _tokens(sentence)
    if not written:
        return None
    ranked = sorted(((distance, len(tokens), text, tokens, paired)
                     for text, tokens in candidates()
                     for distance, paired in [_alignment(written, tokens)]),
                    key=lambda item: item[:3])
    for distance, size, text, tokens, paired in ranked[:8]:
        if distance == 0 or distance > _MOST_DIFFERENT * size:
            continue
        suggestion = _with_own_words(written, text, tokens, paired)
        if accepts(suggestion):
            return suggestion
        if suggestion != text and accepts(text):
            return text
    return None
