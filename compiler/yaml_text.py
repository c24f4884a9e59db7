"""Where things stand in YAML source text: lines and columns, and each character of a scalar.

A scalar's value is aligned to its source once (`scalar_spans`); positions of its characters
are then lookups. The alignment needs where the scalar's own text starts (after any anchor or
tag) and, for a block scalar, the indentation its lines lose. The pure-Python loader records
both while scanning; for libyaml's events they are read off the source and the value here.
"""

from __future__ import annotations

import bisect
import re
from array import array
from dataclasses import dataclass
from typing import NamedTuple, Sequence

from yaml.nodes import ScalarNode
from yaml.scanner import Scanner

__all__ = ["BREAK", "LineTable", "Position", "ScalarText", "scalar_spans"]

# The line breaks YAML (1.1, as PyYAML and libyaml read it) counts; str.splitlines counts more.
BREAK = re.compile(r"\r\n|[\r\n\x85\u2028\u2029]")
_VALUE_BREAK = re.compile("[\n\u2028\u2029]")  # breaks as a scalar's value holds them
_BLANKS = " \t\r\n\x85\u2028\u2029"
_ANCHOR = re.compile(r"&[0-9A-Za-z_-]*")
_TAG = re.compile(r"![^ \t\r\n\x85\u2028\u2029]*")
_COMMENT = re.compile(r"#[^\r\n\x85\u2028\u2029]*")
_SPACES = re.compile(" *")


@dataclass(frozen=True)
class Position:
    line: int  # 1-based line in the YAML file
    column: int  # 1-based column


class LineTable:
    """Turns a character index of the text into a line and column, counting breaks as YAML does."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [m.end() for m in BREAK.finditer(text)]

    def position(self, index: int) -> Position:
        index = max(0, min(index, len(self.text)))
        row = bisect.bisect_right(self.starts, index) - 1
        return Position(row + 1, index - self.starts[row] + 1)

    def lines(self) -> list[str]:
        ends = [m.start() for m in BREAK.finditer(self.text)] + [len(self.text)]
        return [self.text[start:end] for start, end in zip(self.starts, ends)]


# Scanned: the text's own start and block indentation per scalar, keyed by the end index of
# the scalar, as the pure-Python loader records them; None to read them off the source.
Scanned = dict[int, tuple[int, "int | None"]] | None


class ScalarText(NamedTuple):
    """What a scalar node tells of its source: where it starts (at any anchor or tag) and
    ends, its style (None when plain) and its value."""

    start: int
    end: int
    style: str | None
    value: str

    @classmethod
    def of(cls, node: ScalarNode) -> ScalarText:
        return cls(node.start_mark.index, node.end_mark.index, node.style, node.value)


def scalar_spans(text: str, node: ScalarText, scanned: Scanned) -> tuple[Sequence[int], int]:
    """Where each character of the scalar's value starts in text, and where the last one
    ends (the start of the scalar's text when no character maps)."""
    start, end = node.start, node.end
    if start == end:  # an empty value written as nothing at all
        return [], start
    if scanned is not None:
        start, indent = scanned.get(end, (start, None))
    else:
        start = _text_start(text, start, end, node)
        indent = _block_indent(text, start, end, node.value) if node.style in ("|", ">") else None
    if node.style in ("|", ">"):
        units = _block_units(text, start, end, indent)
    elif node.style in ("'", '"'):
        units = _inline_units(text, start + 1, end - 1, node.style)
        start += 1
    else:
        units = _inline_units(text, start, end, None)
    return units.align(node.value, start)


def _text_start(text: str, start: int, end: int, node: ScalarText) -> int:
    """Where the scalar's own text starts: past the anchor, tag, blanks and comments that
    text[start:] may begin with. A plain empty value has no text; start is kept."""
    if not node.style and not node.value:
        return start
    i = start
    while i < end:
        char = text[i]
        if char == "&":
            i = _ANCHOR.match(text, i).end()
        elif char == "!":
            i = _TAG.match(text, i).end()
        elif char == "#":
            i = _COMMENT.match(text, i).end()
        elif char in _BLANKS:
            i += 1
        else:
            return i
    return start


def _block_indent(text: str, start: int, end: int, value: str) -> int | None:
    """The indentation each line of a block scalar (indicator at text[start]) loses. Up to its
    first line with text, no line is folded, so the value's k-th line is the k-th source line
    after the header less the indentation: compare the first one that is not empty."""
    lines = _VALUE_BREAK.split(value)
    k = next((k for k, line in enumerate(lines) if line), None)
    header = BREAK.search(text, start, end)
    if k is None or header is None:
        return None  # only line breaks: the indentation changes nothing
    i = header.end()
    for _ in range(k):
        brk = BREAK.search(text, i, end)
        if brk is None:
            return None
        i = brk.end()
    return (_SPACES.match(text, i, end).end() - i) - (len(lines[k]) - len(lines[k].lstrip(" ")))


class _Units:
    """Pieces of a scalar's source that each yield one character of its value: the character,
    where its source starts and ends, and whether it is a line break (which folding may turn
    into a space or drop). Runs of plain characters are added whole."""

    def __init__(self) -> None:
        self.chars: list[str] = []  # joined, one character per unit
        self.starts = array("q")
        self.ends: dict[int, int] = {}  # unit -> end, where the source is not one character
        self.breaks: set[int] = set()

    def run(self, text: str, start: int, end: int) -> None:
        """text[start:end], a unit per character."""
        self.chars.append(text[start:end])
        self.starts.extend(range(start, end))

    def add(self, char: str, start: int, end: int, is_break: bool = False) -> None:
        unit = len(self.starts)
        if is_break:
            self.breaks.add(unit)
        if end != start + 1:
            self.ends[unit] = end
        self.chars.append(char)
        self.starts.append(start)

    def end(self, unit: int) -> int:
        return self.ends.get(unit, self.starts[unit] + 1)

    def align(self, value: str, start: int) -> tuple[Sequence[int], int]:
        """Where each character of value starts, and where the last one ends (start when no
        character maps). Each character goes to the first unit that can yield it: exact for
        every non-space character, as the units skipped are only those the scanner dropped
        (indentation, breaks, escaped breaks), never text."""
        chars = "".join(self.chars)
        if chars.startswith(value):  # most values: every unit in turn
            count = len(value)
        else:
            count, spans = 0, []
            for char in value:
                while count < len(chars) and chars[count] != char and not (
                        char == " " and count in self.breaks):
                    count += 1
                if count == len(chars):
                    break
                spans.append(self.starts[count])
                count += 1
            if spans:
                return array("q", spans), self.end(count - 1)
            return array("q"), start
        return self.starts[:count], self.end(count - 1) if count else start


def _break_char(source: str) -> str:
    return source if source in "\u2028\u2029" else "\n"


def _inline_units(text: str, start: int, end: int, quote: str | None) -> _Units:
    """Units of a plain or quoted scalar whose source is text[start:end] (quotes excluded)."""
    units = _Units()
    special = _SPECIAL[quote]
    i = start
    while i < end:
        found = special.search(text, i, end)
        stop = found.start() if found else end
        if stop > i:
            units.run(text, i, stop)
        if not found:
            break
        i = stop
        brk = BREAK.match(text, i)
        if brk:
            units.add(_break_char(brk.group()), i, brk.end(), True)
            i = brk.end()
        elif quote == '"' and i + 1 < end:  # a backslash
            i = _escape_unit(text, i, units)
        elif quote == "'" and text.startswith("''", i):
            units.add("'", i, i + 2)
            i += 2
        else:
            units.add(text[i], i, i + 1)
            i += 1
    return units


# What ends a run of plain characters, by quote.
_SPECIAL = {None: re.compile(r"[\r\n\x85\u2028\u2029]"), "'": re.compile(r"[\r\n\x85\u2028\u2029']"),
            '"': re.compile(r"[\r\n\x85\u2028\u2029\\]")}


def _escape_unit(text: str, i: int, units: _Units) -> int:
    """Adds the unit of the escape at text[i] (a backslash); returns the index after it."""
    letter = text[i + 1]
    brk = BREAK.match(text, i + 1)
    if brk:  # an escaped line break joins the lines and yields nothing
        return brk.end()
    width = Scanner.ESCAPE_CODES.get(letter)
    if width is not None:  # the scanner has already checked the hex digits
        units.add(chr(int(text[i + 2:i + 2 + width], 16)), i, i + 2 + width)
        return i + 2 + width
    units.add(Scanner.ESCAPE_REPLACEMENTS.get(letter, letter), i, i + 2)
    return i + 2


def _block_units(text: str, start: int, end: int, indent: int | None) -> _Units:
    """Units of a block scalar whose indicator is at text[start]: the header line is skipped,
    then each line loses exactly `indent` spaces (all leading spaces when unknown)."""
    header = BREAK.search(text, start, end)
    units = _Units()
    i = header.end() if header else end
    while i < end:
        limit = end if indent is None else min(end, i + indent)
        i = _SPACES.match(text, i, limit).end()
        brk = BREAK.search(text, i, end)
        line_end = brk.start() if brk else end
        if line_end > i:
            units.run(text, i, line_end)
        if not brk:
            break
        units.add(_break_char(brk.group()), brk.start(), brk.end(), True)
        i = brk.end()
    return units
