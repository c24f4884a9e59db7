"""Where the cursor is in a YAML file being typed: in effect text, at a field name, or at a
field's value, and under which fields.

This reads the lines around the cursor, not the loaded document: while a file is typed it
is often not valid YAML ("text: After combat: Dr" is not), and completion is wanted then
most. Block (`|`, `>`) and one-line effect texts are found; quoted ones too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

EFFECT_FIELDS = ("text", "ability")
ITEM = "[]"  # a path step into a list's items

_LINE = re.compile(r"^(?P<indent> *)(?P<dash>-(?: +|$))?(?:(?P<key>[A-Za-z_][\w-]*):(?=\s|$))?")
_KEY_TYPED = re.compile(r"^(?P<indent> *)(?P<dash>- +)?(?P<word>[A-Za-z_][\w-]*)?$")
_VALUE_TYPED = re.compile(r"^(?P<indent> *)(?P<dash>- +)?(?P<key>[A-Za-z_][\w-]*):[ \t]+"
                          r"(?P<quote>[\"']?)(?P<value>[^\"'#\[\]{}]*)$")
_FLOW_ITEM_TYPED = re.compile(r"^(?P<indent> *)(?P<dash>- +)?(?P<key>[A-Za-z_][\w-]*):[ \t]*\["
                              r"(?:[^\]]*,)?[ \t]*(?P<value>[\w-]*)$")
_ITEM_TYPED = re.compile(r"^(?P<indent> *)- +(?P<value>[\w-]*)$")
_BLOCK_HEADER = re.compile(r"^(?P<indent> *)(?:- +)?(?P<key>[A-Za-z_][\w-]*):[ \t]*[|>][-+0-9]*[ \t]*$")


class Slot(str, Enum):
    KEY = "key"  # a field name is being typed
    VALUE = "value"  # a field's value (or a list item) is being typed
    KEY_OR_ITEM = "key-or-item"  # "- word": a list item, which the schema tells apart


@dataclass(frozen=True)
class EffectCursor:
    field: str  # "text" or "ability"
    prefix: str  # the effect text before the cursor, as the lexer will read it
    word: str  # the part of a word already typed at the cursor


@dataclass(frozen=True)
class YamlCursor:
    slot: Slot
    path: tuple[str, ...]  # keys, and ITEM for list items, down to what is being typed
    siblings: frozenset[str]  # field names the mapping being typed already has
    word: str  # the part already typed


@dataclass(frozen=True)
class _Line:
    indent: int
    dash: bool
    key: str | None
    key_column: int

    @classmethod
    def of(cls, text: str) -> "_Line | None":
        if not text.strip() or text.lstrip().startswith("#"):
            return None
        match = _LINE.match(text)
        dash = match["dash"] is not None
        return cls(len(match["indent"]), dash, match["key"], match.end("dash") if dash
                   else len(match["indent"]))


def effect_cursor(lines: list[str], row: int, column: int) -> EffectCursor | None:
    """The effect text the cursor is in, if any."""
    before = lines[row][:column]
    one_line = _VALUE_TYPED.match(before)
    if one_line and one_line["key"] in EFFECT_FIELDS:
        prefix = one_line["value"]
        return EffectCursor(one_line["key"], prefix, _word_at_end(prefix))
    quoted = re.match(r"^ *(?:- +)?(text|ability):[ \t]+[\"'](.*)$", before)
    if quoted:
        return EffectCursor(quoted[1], quoted[2], _word_at_end(quoted[2]))
    return _block_effect(lines, row, before)


def _block_effect(lines: list[str], row: int, before: str) -> EffectCursor | None:
    body: list[str] = []
    content_indent = len(before) - len(before.lstrip(" ")) if before.strip() else None
    for index in range(row - 1, -1, -1):
        line = lines[index]
        header = _BLOCK_HEADER.match(line)
        indent = len(line) - len(line.lstrip(" "))
        if not line.strip():
            body.append("")
            continue
        if header and (content_indent is None or indent < content_indent):
            if header["key"] not in EFFECT_FIELDS:
                return None
            if content_indent is None or content_indent <= indent:
                content_indent = indent + 1  # a blank first line: the cursor sets the indent
            lines_before = [text[content_indent:] for text in reversed(body)]
            prefix = "\n".join(lines_before + [before[content_indent:]])
            return EffectCursor(header["key"], prefix, _word_at_end(prefix))
        if content_indent is None:
            content_indent = indent
        if indent < content_indent:
            return None
        body.append(line)
    return None


def _word_at_end(text: str) -> str:
    match = re.search(r"[^\W\d_][\w'-]*$", text)
    return match.group() if match else ""


def yaml_cursor(lines: list[str], row: int, column: int) -> YamlCursor | None:
    """The field name or value the cursor is at, and the fields above it."""
    before = lines[row][:column]
    value = _VALUE_TYPED.match(before) or _FLOW_ITEM_TYPED.match(before)
    if value:
        column_of_key = len(value["indent"]) + len(value["dash"] or "")
        path, _ = _ancestors(lines, row, column_of_key, bool(value["dash"]))
        steps = (value["key"], ITEM) if value.re is _FLOW_ITEM_TYPED else (value["key"],)
        return YamlCursor(Slot.VALUE, path + steps, frozenset(), value["value"])
    key = _KEY_TYPED.match(before)
    if key:
        column_of_key = len(key["indent"]) + len(key["dash"] or "")
        path, siblings = _ancestors(lines, row, column_of_key, bool(key["dash"]))
        siblings |= _siblings_below(lines, row, column_of_key)
        slot = Slot.KEY_OR_ITEM if key["dash"] else Slot.KEY
        return YamlCursor(slot, path, frozenset(siblings), key["word"] or "")
    return None


def _ancestors(lines: list[str], row: int, column: int, starts_item: bool
               ) -> tuple[tuple[str, ...], set[str]]:
    """The path down to the mapping whose keys stand at column, from the lines above row,
    and the keys it has above row. starts_item: the cursor's line starts a list item."""
    path: list[str] = []
    siblings: set[str] = set()
    collecting = not starts_item
    in_list = starts_item  # looking for the key that holds a list of items at column
    if starts_item:
        path.insert(0, ITEM)
        column = len(lines[row]) - len(lines[row].lstrip(" "))
    for index in range(row - 1, -1, -1):
        line = _Line.of(lines[index])
        if line is None or line.key is None and not line.dash:
            continue
        if in_list:
            if line.dash and line.indent == column:
                continue  # another item of the same list
            if line.key is not None and line.key_column <= column and not (line.dash and line.indent == column):
                path.insert(0, line.key)
                column, in_list, collecting = line.key_column, False, False
                if line.dash:
                    path.insert(0, ITEM)
                    column, in_list = line.indent, True
            continue
        if line.key_column == column and line.key is not None:
            if collecting:
                siblings.add(line.key)
            if line.dash:
                path.insert(0, ITEM)
                column, in_list, collecting = line.indent, True, False
            continue
        if line.key_column < column and line.key is not None:
            path.insert(0, line.key)
            column, collecting = line.key_column, False
            if line.dash:
                path.insert(0, ITEM)
                column, in_list = line.indent, True
    return tuple(path), siblings


def _siblings_below(lines: list[str], row: int, column: int) -> set[str]:
    found = set()
    for text in lines[row + 1:]:
        line = _Line.of(text)
        if line is None:
            continue
        if line.key_column < column or (line.dash and line.indent < column + 1 and line.key_column == column):
            break
        if line.key_column == column and line.key is not None and not line.dash:
            found.add(line.key)
    return found
