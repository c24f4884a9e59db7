"""Where things stand in YAML source text: lines and columns, and each character of a scalar.

A scalar's value is aligned to its source once (`scalar_spans`); positions of its characters
are then lookups. The alignment needs where the scalar's own text starts (after any anchor or
tag) and, for a block scalar, the indentation its lines lose. The pure-Python loader records
both while scanning; for libyaml's events they are read off the source and the value here.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from yaml.nodes import ScalarNode
from yaml.scanner import Scanner

__all__ = ["BREAK", "LineTable", "Position", "scalar_spans"]

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


def scalar_spans(text: str, node: ScalarNode, scanned: Scanned) -> tuple[list[int], int]:
    """Where each character of the scalar's value starts in text, and where the last one
    ends (the start of the scalar's text when no character maps)."""
    start, end = node.start_mark.index, node.end_mark.index
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
    spans = _align(node.value, units)
    return [span[0] for span in spans], spans[-1][1] if spans else start


def _text_start(text: str, start: int, end: int, node: ScalarNode) -> int:
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


# A unit is a piece of source that yields one character of the value:
# (character, start index, end index, is a line break). Line breaks may also yield a space
# (folding). Aligning the value to the units greedily, each character to the first unit
# that can yield it, is exact for every non-space character: the units it skips are only
# the ones the scanner dropped (indentation, breaks, escaped breaks), never text.

def _break_char(source: str) -> str:
    return source if source in "\u2028\u2029" else "\n"


def _inline_units(text: str, start: int, end: int, quote: str | None) -> list[tuple]:
    """Units of a plain or quoted scalar whose source is text[start:end] (quotes excluded)."""
    units: list[tuple] = []
    i = start
    while i < end:
        brk = BREAK.match(text, i)
        if brk:
            units.append((_break_char(brk.group()), i, brk.end(), True))
            i = brk.end()
        elif quote == '"' and text[i] == "\\" and i + 1 < end:
            i = _escape_unit(text, i, units)
        elif quote == "'" and text.startswith("''", i):
            units.append(("'", i, i + 2, False))
            i += 2
        else:
            units.append((text[i], i, i + 1, False))
            i += 1
    return units


def _escape_unit(text: str, i: int, units: list[tuple]) -> int:
    """Adds the unit of the escape at text[i] (a backslash); returns the index after it."""
    letter = text[i + 1]
    brk = BREAK.match(text, i + 1)
    if brk:  # an escaped line break joins the lines and yields nothing
        return brk.end()
    width = Scanner.ESCAPE_CODES.get(letter)
    if width is not None:  # the scanner has already checked the hex digits
        units.append((chr(int(text[i + 2:i + 2 + width], 16)), i, i + 2 + width, False))
        return i + 2 + width
    units.append((Scanner.ESCAPE_REPLACEMENTS.get(letter, letter), i, i + 2, False))
    return i + 2


def _block_units(text: str, start: int, end: int, indent: int | None) -> list[tuple]:
    """Units of a block scalar whose indicator is at text[start]: the header line is skipped,
    then each line loses exactly `indent` spaces (all leading spaces when unknown)."""
    header = BREAK.search(text, start, end)
    units: list[tuple] = []
    i = header.end() if header else end
    while i < end:
        line_start = i
        while i < end and text[i] == " " and (indent is None or i - line_start < indent):
            i += 1
        brk = BREAK.search(text, i, end)
        line_end = brk.start() if brk else end
        units.extend((text[j], j, j + 1, False) for j in range(i, line_end))
        if not brk:
            break
        units.append((_break_char(brk.group()), brk.start(), brk.end(), True))
        i = brk.end()
    return units


def _align(value: str, units: list[tuple]) -> list[tuple[int, int]]:
    """Source span of each character of value, as far as the units go."""
    spans: list[tuple[int, int]] = []
    u = 0
    for char in value:
        while u < len(units) and units[u][0] != char and not (char == " " and units[u][3]):
            u += 1
        if u == len(units):
            break
        spans.append((units[u][1], units[u][2]))
        u += 1
    return spans
