"""Loading: read a YAML file safely into plain data, remembering where every value stands.

The node tree of `yaml.SafeLoader` is walked by hand, never given to a constructor that
could build objects; the walk records the position of every JSON path and bounds the work
that nesting and aliases can cause. Problems become one diagnostic (E001-E007) and None;
no exception escapes, whatever the input. Kept simple on purpose:
- timestamps (`2024-05-01`) and the unresolvable plain values `=` and `<<` stay text;
- tags beyond str, int, float, bool, null, seq and map are rejected (E007), as are merge
  keys `<<` and keys that are not text (`1:`, `yes:`, `null:`; quoting them fixes it).
"""

from __future__ import annotations

import bisect
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, ScalarNode, SequenceNode
from yaml.scanner import Scanner

from cardsmith.compiler.diagnostics import Diagnostics

__all__ = ["Document", "Limits", "Position", "load_document", "load_text"]

JsonPath = tuple[str | int, ...]

_TAG = "tag:yaml.org,2002:"
_STR, _SEQ, _MAP = _TAG + "str", _TAG + "seq", _TAG + "map"
# Tags whose scalars are kept as their source text (see the module docstring).
_TEXT_TAGS = {_STR, _TAG + "timestamp", _TAG + "value", _TAG + "merge"}
_CONVERTED_TAGS = {
    _TAG + "int": SafeConstructor.construct_yaml_int,
    _TAG + "float": SafeConstructor.construct_yaml_float,
    _TAG + "bool": SafeConstructor.construct_yaml_bool,
    _TAG + "null": SafeConstructor.construct_yaml_null,
}
_SCALARS = SafeConstructor()  # stateless for the scalar conversions above

# The line breaks YAML (1.1, as PyYAML reads it) counts; str.splitlines counts more.
_BREAK = re.compile(r"\r\n|[\r\n\x85\u2028\u2029]")
_TOKEN_NAMES = {
    "scalar": "a value", "block end": "the end of an indented block",
    "block mapping start": "the start of a mapping", "block sequence start": "a list",
    "block entry": "a '-' list item", "key": "a key", "value": "a ':'",
    "document start": "'---'", "document end": "'...'", "stream end": "the end of the file",
}
_PLAIN_HINT = "expected plain YAML: text, numbers, true/false, null, lists and mappings"


@dataclass(frozen=True)
class Position:
    line: int  # 1-based line in the YAML file
    column: int  # 1-based column


@dataclass(frozen=True)
class Limits:
    max_bytes: int = 1_000_000
    max_depth: int = 64
    max_nodes: int = 200_000  # nodes visited while constructing, counting every alias expansion


class _LineTable:
    """Turns a character index of the text into a line and column, counting breaks as YAML does."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [m.end() for m in _BREAK.finditer(text)]

    def position(self, index: int) -> Position:
        index = max(0, min(index, len(self.text)))
        row = bisect.bisect_right(self.starts, index) - 1
        return Position(row + 1, index - self.starts[row] + 1)

    def lines(self) -> list[str]:
        ends = [m.start() for m in _BREAK.finditer(self.text)] + [len(self.text)]
        return [self.text[start:end] for start, end in zip(self.starts, ends)]


class _Rejected(Exception):
    """The file cannot be used; carries the one diagnostic to report."""

    def __init__(self, code: str, message: str, index: int, hint: str = "") -> None:
        super().__init__(message)
        self.code, self.message, self.index, self.hint = code, message, index, hint


class _Alias(NamedTuple):
    """An alias in the node tree: the shared target node, and where the alias itself stands."""

    node: Any
    mark: Any


class _Loader(yaml.SafeLoader):
    """SafeLoader that bounds nesting while composing (the composer recurses), keeps alias
    sites, and records each scalar token's own start (after any anchor or tag) and, for
    block scalars, the indentation the scanner chose: text_position needs both."""

    def __init__(self, text: str, max_depth: int) -> None:
        super().__init__(text)
        self.max_depth = max_depth
        self.depth = 0
        self.block_indent: int | None = None
        self.scalar_starts: dict[int, tuple[int, int | None]] = {}  # end index -> (start, indent)

    def compose_node(self, parent, index):
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            return _Alias(super().compose_node(parent, index), event.start_mark)
        if isinstance(event, yaml.ScalarEvent):
            return super().compose_node(parent, index)
        self.depth += 1
        try:
            if self.depth > self.max_depth:
                raise _too_deep(self.max_depth, event.start_mark.index)
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def _record(self, token, indent: int | None = None):
        self.scalar_starts[token.end_mark.index] = (token.start_mark.index, indent)
        return token

    def scan_plain(self):
        return self._record(super().scan_plain())

    def scan_flow_scalar(self, style):
        return self._record(super().scan_flow_scalar(style))

    def scan_block_scalar(self, style):
        self.block_indent = None
        token = super().scan_block_scalar(style)
        return self._record(token, self.block_indent)

    def scan_block_scalar_breaks(self, indent):
        self.block_indent = indent  # called with the final indentation once content starts
        return super().scan_block_scalar_breaks(indent)


def _too_deep(max_depth: int, index: int) -> _Rejected:
    return _Rejected("E003", f"the YAML nests lists and mappings deeper than {max_depth} levels",
                     index, hint=f"expected at most {max_depth} levels of nesting")


def _tag_name(tag: str) -> str:
    return "!!" + tag[len(_TAG):] if tag.startswith(_TAG) else tag


class _Builder:
    """Turns the node tree into plain data, recording the position of every JSON path."""

    def __init__(self, limits: Limits, lines: _LineTable) -> None:
        self.limits = limits
        self.lines = lines
        self.visited = 0
        self.expanding: int | None = None  # where the outermost alias being expanded stands
        self.open_nodes: set[int] = set()  # collections being built, to catch alias loops
        self.values: dict[JsonPath, tuple[int, Any]] = {}  # path -> (site index, node)
        self.keys: dict[JsonPath, int] = {}  # path -> index of the key in the text

    def build(self, item: Any, path: JsonPath, depth: int) -> Any:
        node, site = _unwrap(item)
        self._visit(site)
        self.values[path] = (site, node)
        if isinstance(node, ScalarNode):
            return _scalar(node)
        if isinstance(item, _Alias) and id(node) in self.open_nodes:
            raise _Rejected("E004", "this alias refers to a node that contains it, so it never "
                            "ends", site, hint="expected aliases to point outside themselves")
        if not isinstance(item, _Alias) or self.expanding is not None:
            return self._collection(node, path, depth, site)
        self.expanding = site  # blame the outermost alias for an expansion that goes too far
        try:
            return self._collection(node, path, depth, site)
        finally:
            self.expanding = None

    def _collection(self, node: Any, path: JsonPath, depth: int, site: int) -> Any:
        expected = _SEQ if isinstance(node, SequenceNode) else _MAP
        if node.tag != expected:
            raise _Rejected("E007", f"tag {_tag_name(node.tag)} is not allowed", site,
                            hint=_PLAIN_HINT)
        if depth > self.limits.max_depth:  # aliases can nest deeper than the text does
            raise _too_deep(self.limits.max_depth,
                            site if self.expanding is None else self.expanding)
        self.open_nodes.add(id(node))
        try:
            if isinstance(node, SequenceNode):
                return [self.build(child, path + (i,), depth + 1)
                        for i, child in enumerate(node.value)]
            return self._mapping(node, path, depth)
        finally:
            self.open_nodes.discard(id(node))

    def _visit(self, site: int) -> None:
        # Counting every visit, aliases included, stops "billion laughs" files early.
        self.visited += 1
        if self.visited > self.limits.max_nodes:
            raise _Rejected("E004", f"the YAML expands to more than {self.limits.max_nodes} "
                            "values, counting each alias as often as it is used",
                            site if self.expanding is None else self.expanding,
                            hint="expected aliases that repeat small parts only")

    def _mapping(self, node: MappingNode, path: JsonPath, depth: int) -> dict:
        result: dict[str, Any] = {}
        for key_item, value_item in node.value:
            key_node, key_site = _unwrap(key_item)
            self._visit(key_site)
            key = _key_text(key_node, key_site)
            if key in result:
                first = self.lines.position(self.keys[path + (key,)])
                raise _Rejected("E005", f"the key {key!r} appears twice in this mapping "
                                f"(first at line {first.line})", key_site,
                                hint="expected each key once; remove or rename one")
            self.keys[path + (key,)] = key_site
            result[key] = self.build(value_item, path + (key,), depth + 1)
        return result


def _unwrap(item: Any) -> tuple[Any, int]:
    if isinstance(item, _Alias):
        return item.node, item.mark.index
    return item, item.start_mark.index


def _key_text(node: Any, site: int) -> str:
    if isinstance(node, ScalarNode) and node.tag == _TAG + "merge":
        raise _Rejected("E007", "merge keys (<<) are not supported", site,
                        hint="expected the entries written out in full")
    if not isinstance(node, ScalarNode):
        raise _Rejected("E007", "keys must be text, not a list or a mapping", site,
                        hint="expected a text key")
    if node.tag != _STR:
        raise _Rejected("E007", f"keys must be text, but {node.value!r} reads as "
                        f"{_tag_name(node.tag)}", site, hint="expected a text key; quote it")
    return node.value


def _scalar(node: ScalarNode) -> Any:
    if node.tag in _TEXT_TAGS:
        return node.value
    convert = _CONVERTED_TAGS.get(node.tag)
    if convert is None:
        raise _Rejected("E007", f"tag {_tag_name(node.tag)} is not allowed",
                        node.start_mark.index, hint=_PLAIN_HINT)
    try:
        return convert(_SCALARS, node)
    except (ValueError, KeyError, IndexError):
        raise _Rejected("E007", f"{node.value!r} is not a valid {_tag_name(node.tag)} value",
                        node.start_mark.index, hint="expected a value of that type") from None


# --- where the characters of a string stand -------------------------------------------
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
        brk = _BREAK.match(text, i)
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
    brk = _BREAK.match(text, i + 1)
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
    header = _BREAK.search(text, start, end)
    units: list[tuple] = []
    i = header.end() if header else end
    while i < end:
        line_start = i
        while i < end and text[i] == " " and (indent is None or i - line_start < indent):
            i += 1
        brk = _BREAK.search(text, i, end)
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


@dataclass(eq=False)
class Document:
    """One loaded YAML file: its plain data and the position of every value in it."""

    path: Path
    display: str
    text: str
    data: Any
    _values: dict[JsonPath, tuple[int, Any]] = field(default_factory=dict, repr=False)
    _keys: dict[JsonPath, int] = field(default_factory=dict, repr=False)
    _scalar_starts: dict[int, tuple[int, int | None]] = field(default_factory=dict, repr=False)
    _lines: _LineTable | None = field(default=None, repr=False)
    # path -> (where each character of the string starts, where the last one ends): the
    # alignment of a scalar is computed once, the first time text_position asks for it.
    _spans: dict[JsonPath, tuple[list[int], int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self._lines is None:
            self._lines = _LineTable(self.text)

    def position(self, path: JsonPath) -> Position:
        """Where the value at path starts; for a missing path, its nearest existing ancestor."""
        path = tuple(path)
        while path and path not in self._values:
            path = path[:-1]
        entry = self._values.get(path)
        return self._lines.position(entry[0]) if entry else Position(1, 1)

    def key_position(self, path: JsonPath) -> Position:
        """Where the key of a mapping entry stands; falls back to position(path)."""
        index = self._keys.get(tuple(path))
        return self._lines.position(index) if index is not None else self.position(path)

    def text_position(self, path: JsonPath, offset: int) -> Position:
        """Where character `offset` of the string at path stands in the file; offset equal
        to the string's length maps just past its last character."""
        path = tuple(path)
        spans = self._spans.get(path)
        if spans is None:
            entry = self._values.get(path)
            if entry is None or not isinstance(entry[1], ScalarNode):
                return self.position(path)
            spans = self._spans[path] = self._align_scalar(entry[1])
        starts, end = spans
        if 0 <= offset < len(starts):
            return self._lines.position(starts[offset])
        return self._lines.position(starts[0] if offset < 0 and starts else end)

    def source_lines(self) -> list[str]:
        return self._lines.lines()

    def _align_scalar(self, node: ScalarNode) -> tuple[list[int], int]:
        """Where each character of the scalar's value starts, and where the last one ends
        (the scalar's own start when the value has no characters that map)."""
        start, end = node.start_mark.index, node.end_mark.index
        if start == end:  # an empty value written as nothing at all
            return [], start
        start, indent = self._scalar_starts.get(end, (start, None))
        if node.style in ("|", ">"):
            units = _block_units(self.text, start, end, indent)
        elif node.style in ("'", '"'):
            units = _inline_units(self.text, start + 1, end - 1, node.style)
            start += 1
        else:
            units = _inline_units(self.text, start, end, None)
        spans = _align(node.value, units)
        return [span[0] for span in spans], spans[-1][1] if spans else start


# --- loading ------------------------------------------------------------------------------

def load_document(path: Path, display: str, diagnostics: Diagnostics,
                  limits: Limits = Limits()) -> Document | None:
    """Read and load one YAML file; None (after one diagnostic) when it cannot be used."""
    path = Path(path)
    try:
        raw = _read_bytes(path, limits)
        text = raw.decode("utf-8")
    except _Rejected as problem:
        _report(diagnostics, display, problem, _LineTable(""))
        return None
    except UnicodeDecodeError as problem:
        # What comes before the first bad byte is valid UTF-8, so its lines can be counted.
        before = raw[:problem.start].decode("utf-8")
        _report(diagnostics, display, _Rejected(
            "E006", f"the file is not UTF-8 text: byte 0x{raw[problem.start]:02x} cannot start "
            "or continue a character", len(before), hint="expected a file saved as UTF-8"),
            _LineTable(before))
        return None
    return load_text(text, display, diagnostics, limits, path=path)


def _read_bytes(path: Path, limits: Limits) -> bytes:
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):  # a folder, or a pipe that could block forever
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise _Rejected("E006", f"the file cannot be read: it is {kind}", 0,
                            hint="expected a YAML file")
        if info.st_size > limits.max_bytes:  # checked before reading anything
            raise _too_large(info.st_size, limits)
        with path.open("rb") as stream:
            raw = stream.read(limits.max_bytes + 1)  # the file may have grown since stat
    except FileNotFoundError:
        raise _Rejected("E006", "the file cannot be read: it does not exist", 0,
                        hint="expected an existing YAML file") from None
    except OSError as problem:
        raise _Rejected("E006", f"the file cannot be read: {problem.strerror or problem}", 0,
                        hint="expected a readable YAML file") from None
    if len(raw) > limits.max_bytes:
        raise _too_large(len(raw), limits)
    return raw


def _too_large(size: int, limits: Limits) -> _Rejected:
    return _Rejected("E002", f"the file is {size} bytes; the limit is {limits.max_bytes}", 0,
                     hint=f"expected at most {limits.max_bytes} bytes")


def load_text(text: str, display: str, diagnostics: Diagnostics, limits: Limits = Limits(),
              path: Path | None = None) -> Document | None:
    """Load YAML source text; None (after one diagnostic) when it cannot be used."""
    text = text.removeprefix("\ufeff")  # a byte order mark is not content
    lines = _LineTable(text)
    try:
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > limits.max_bytes:
            raise _too_large(size, limits)
        return _load(text, display, limits, lines, path)
    except Exception as problem:  # noqa: BLE001 - promised: no input makes the loader raise
        _report(diagnostics, display, _rejection(problem, limits), lines)
    return None


def _report(diagnostics: Diagnostics, display: str, problem: _Rejected,
            lines: _LineTable) -> None:
    where = lines.position(problem.index)
    diagnostics.error(problem.code, problem.message, display, where.line, where.column,
                      hint=problem.hint)


def _rejection(problem: Exception, limits: Limits) -> _Rejected:
    """The diagnostic for whatever stopped the loading."""
    if isinstance(problem, _Rejected):
        return problem
    if isinstance(problem, yaml.MarkedYAMLError):
        return _malformed(problem)
    if isinstance(problem, yaml.reader.ReaderError):
        return _Rejected("E001", f"the YAML has a character it does not allow: "
                         f"U+{problem.character:04X}", problem.position,
                         hint="expected printable text; in double quotes, write it as an escape")
    if isinstance(problem, RecursionError):
        return _too_deep(limits.max_depth, 0)
    return _Rejected("E001", f"the YAML cannot be read ({type(problem).__name__}: {problem})",
                     0, hint="expected valid YAML")


def _load(text: str, display: str, limits: Limits, lines: _LineTable,
          path: Path | None) -> Document:
    """Compose the one document with positions kept, then build its plain data."""
    loader = _Loader(text, limits.max_depth)
    try:
        loader.get_event()  # the stream start
        root = None
        if not loader.check_event(yaml.StreamEndEvent):
            root = loader.compose_document()
        if not loader.check_event(yaml.StreamEndEvent):
            raise _Rejected("E001", "a file holds one document, but a second one starts here",
                            loader.peek_event().start_mark.index,
                            hint="expected one document; move the others to their own files")
    finally:
        loader.dispose()
    builder = _Builder(limits, lines)
    data = builder.build(root, (), 1) if root is not None else None
    return Document(path if path is not None else Path(display), display, text, data,
                    builder.values, builder.keys, loader.scalar_starts, lines)


def _malformed(problem: yaml.MarkedYAMLError) -> _Rejected:
    """E001 in plain words: PyYAML says '<block end>' where a person says 'an indented block'."""
    detail = problem.problem or problem.context or "it cannot be parsed"
    detail = re.sub(r"'?<([a-z ]+)>'?", lambda m: _TOKEN_NAMES.get(m[1], m[1]), detail)
    mark = problem.problem_mark or problem.context_mark
    hint = "expected valid YAML"
    if "'\\t'" in detail:
        hint = "expected spaces for indentation; YAML does not allow tabs there"
    elif "mapping values are not allowed" in detail:
        hint = "expected quotes around a value that contains ': '"
    elif problem.context and problem.context_mark and problem.problem_mark:
        context = re.sub(r"^while (parsing|scanning) ", "", problem.context)
        hint += (f"; the problem is in {context.replace('scalar', 'value')} that starts at "
                 f"line {problem.context_mark.line + 1}")
    return _Rejected("E001", f"the YAML is malformed: {detail}", mark.index if mark else 0, hint)
