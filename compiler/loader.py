"""Loading: read a YAML file safely into plain data, remembering where every value stands.

The node tree of the one document (composed by yaml_compose.py, with libyaml when PyYAML has
it) is walked by hand, never given to a constructor that could build objects; the walk
records the position of every JSON path and bounds the work that nesting and aliases can
cause. Problems become one diagnostic (E001-E007) and None; no exception escapes, whatever
the input. Kept simple on purpose:
- timestamps (`2024-05-01`) and the unresolvable plain values `=` and `<<` stay text;
- tags beyond str, int, float, bool, null, seq and map are rejected (E007), as are merge
  keys `<<` and keys that are not text (`1:`, `yes:`, `null:`; quoting them fixes it).

libyaml is only a faster way to the same result. A plain file (no anchors, aliases or tags)
goes from libyaml's events straight to data (yaml_direct.py); any other, through the node
tree. Whenever libyaml or the checks reject a file, it is loaded again with the pure-Python
parser, whose diagnostic is the one reported, so E001-E007 read the same with or without
libyaml. The parsers differ only where PyYAML's
departs from the YAML spec inside [...] and {...}: libyaml reads `[a?b]` and `[!!str, b]`,
which PyYAML rejects (see tests/test_loader_backends.py).
"""

from __future__ import annotations

import bisect
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from cardsmith.compiler.diagnostics import Diagnostics

from .yaml_direct import load_direct
from .yaml_compose import LIBYAML, Alias, Rejected, compose_libyaml, compose_python, too_deep
from .yaml_text import LineTable, Position, ScalarText, Scanned, scalar_spans

__all__ = ["BACKEND", "Document", "Limits", "Position", "load_document", "load_text"]

# Which parser reads YAML first: "libyaml" (PyYAML's C extension) when PyYAML was built with
# it, else "python". Tests set it to run the loader's tests with each.
BACKEND = "libyaml" if LIBYAML else "python"

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

_TOKEN_NAMES = {
    "scalar": "a value", "block end": "the end of an indented block",
    "block mapping start": "the start of a mapping", "block sequence start": "a list",
    "block entry": "a '-' list item", "key": "a key", "value": "a ':'",
    "document start": "'---'", "document end": "'...'", "stream end": "the end of the file",
}
_PLAIN_HINT = "expected plain YAML: text, numbers, true/false, null, lists and mappings"
# Half of a UTF-16 surrogate pair is no character: text holding one cannot be written out as
# UTF-8. libyaml refuses a "\ud800" escape; the pure-Python parser accepts it, so it is
# rejected here, whichever parser read the file.
_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass(frozen=True)
class Limits:
    max_bytes: int = 1_000_000
    max_depth: int = 64
    max_nodes: int = 200_000  # nodes visited while constructing, counting every alias expansion


def _tag_name(tag: str) -> str:
    return "!!" + tag[len(_TAG):] if tag.startswith(_TAG) else tag


class _Builder:
    """Turns the node tree into plain data, recording the position of every JSON path."""

    def __init__(self, limits: Limits, lines: LineTable) -> None:
        self.limits = limits
        self.lines = lines
        self.visited = 0
        self.expanding: int | None = None  # where the outermost alias being expanded stands
        self.open_nodes: set[int] = set()  # collections being built, to catch alias loops
        self.values: dict[JsonPath, int] = {}  # path -> index of the value (its site)
        self.scalars: dict[JsonPath, ScalarText] = {}  # path -> the scalar's source
        self.keys: dict[JsonPath, int] = {}  # path -> index of the key in the text

    def build(self, item: Any, path: JsonPath, depth: int) -> Any:
        node, site = _unwrap(item)
        self._visit(site)
        self.values[path] = site
        if isinstance(node, ScalarNode):  # keep what text_position needs, not node and marks
            self.scalars[path] = ScalarText.of(node)
            return _scalar(node)
        if isinstance(item, Alias) and id(node) in self.open_nodes:
            raise Rejected("E004", "this alias refers to a node that contains it, so it never "
                           "ends", site, hint="expected aliases to point outside themselves")
        if not isinstance(item, Alias) or self.expanding is not None:
            return self._collection(node, path, depth, site)
        self.expanding = site  # blame the outermost alias for an expansion that goes too far
        try:
            return self._collection(node, path, depth, site)
        finally:
            self.expanding = None

    def _collection(self, node: Any, path: JsonPath, depth: int, site: int) -> Any:
        expected = _SEQ if isinstance(node, SequenceNode) else _MAP
        if node.tag != expected:
            raise Rejected("E007", f"tag {_tag_name(node.tag)} is not allowed", site,
                           hint=_PLAIN_HINT)
        if depth > self.limits.max_depth:  # aliases can nest deeper than the text does
            raise too_deep(self.limits.max_depth,
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
            raise Rejected("E004", f"the YAML expands to more than {self.limits.max_nodes} "
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
                raise Rejected("E005", f"the key {key!r} appears twice in this mapping "
                               f"(first at line {first.line})", key_site,
                               hint="expected each key once; remove or rename one")
            self.keys[path + (key,)] = key_site
            result[key] = self.build(value_item, path + (key,), depth + 1)
        return result


def _unwrap(item: Any) -> tuple[Any, int]:
    if isinstance(item, Alias):
        return item.node, item.mark.index
    return item, item.start_mark.index


def _key_text(node: Any, site: int) -> str:
    if isinstance(node, ScalarNode) and node.tag == _TAG + "merge":
        raise Rejected("E007", "merge keys (<<) are not supported", site,
                       hint="expected the entries written out in full")
    if not isinstance(node, ScalarNode):
        raise Rejected("E007", "keys must be text, not a list or a mapping", site,
                       hint="expected a text key")
    if node.tag != _STR:
        raise Rejected("E007", f"keys must be text, but {node.value!r} reads as "
                       f"{_tag_name(node.tag)}", site, hint="expected a text key; quote it")
    return _whole_characters(node)


def _whole_characters(node: ScalarNode) -> str:
    found = _SURROGATE.search(node.value)
    if found is not None:
        raise Rejected("E001", f"the YAML has a character it does not allow: "
                       f"U+{ord(found.group()):04X}, half of a surrogate pair",
                       node.start_mark.index, hint="expected whole characters; write an "
                       "emoji or other character beyond U+FFFF as \\U0001F43A, not as two "
                       "\\u escapes")
    return node.value


def _scalar(node: ScalarNode) -> Any:
    if node.tag in _TEXT_TAGS:
        return _whole_characters(node)
    convert = _CONVERTED_TAGS.get(node.tag)
    if convert is None:
        raise Rejected("E007", f"tag {_tag_name(node.tag)} is not allowed",
                       node.start_mark.index, hint=_PLAIN_HINT)
    try:
        return convert(_SCALARS, node)
    except (ValueError, KeyError, IndexError):
        raise Rejected("E007", f"{node.value!r} is not a valid {_tag_name(node.tag)} value",
                       node.start_mark.index, hint="expected a value of that type") from None


@dataclass(eq=False)
class Document:
    """One loaded YAML file: its plain data and the position of every value in it."""

    path: Path
    display: str
    text: str
    data: Any
    _values: dict[JsonPath, int] = field(default_factory=dict, repr=False)  # path -> index
    _keys: dict[JsonPath, int] = field(default_factory=dict, repr=False)
    _scalars: dict[JsonPath, ScalarText] = field(default_factory=dict, repr=False)
    # what the pure-Python scanner recorded of each scalar; None: read it off the text
    _scanned: Scanned = field(default=None, repr=False)
    _lines: LineTable | None = field(default=None, repr=False)
    # path -> (where each character of the string starts, where the last one ends): the
    # alignment of a scalar is computed once, the first time text_position asks for it.
    _spans: dict[JsonPath, tuple[list[int], int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self._lines is None:
            self._lines = LineTable(self.text)

    def position(self, path: JsonPath) -> Position:
        """Where the value at path starts; for a missing path, its nearest existing ancestor."""
        path = tuple(path)
        while path and path not in self._values:
            path = path[:-1]
        index = self._values.get(path)
        return self._lines.position(index) if index is not None else Position(1, 1)

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
            scalar = self._scalars.get(path)
            if scalar is None:
                return self.position(path)
            spans = self._spans[path] = scalar_spans(self.text, scalar, self._scanned)
        starts, end = spans
        if 0 <= offset < len(starts):
            return self._lines.position(starts[offset])
        return self._lines.position(starts[0] if offset < 0 and starts else end)

    def text_offset(self, path: JsonPath, index: int) -> int | None:
        """The inverse of text_position: which character of the string at path stands at
        index of the file (its length just past the last one); None outside the string."""
        path = tuple(path)
        if path not in self._scalars:
            return None
        self.text_position(path, 0)  # aligns the scalar once
        starts, end = self._spans[path]
        if not starts or index < starts[0] or index > end:
            return None
        return bisect.bisect_right(starts, index) - 1 if index < end else len(starts)

    def source_lines(self) -> list[str]:
        return self._lines.lines()


# --- loading ------------------------------------------------------------------------------

def load_document(path: Path, display: str, diagnostics: Diagnostics,
                  limits: Limits = Limits()) -> Document | None:
    """Read and load one YAML file; None (after one diagnostic) when it cannot be used."""
    path = Path(path)
    try:
        raw = _read_bytes(path, limits)
        text = raw.decode("utf-8")
    except Rejected as problem:
        _report(diagnostics, display, problem, LineTable(""))
        return None
    except UnicodeDecodeError as problem:
        # What comes before the first bad byte is valid UTF-8, so its lines can be counted.
        before = raw[:problem.start].decode("utf-8")
        _report(diagnostics, display, Rejected(
            "E006", f"the file is not UTF-8 text: byte 0x{raw[problem.start]:02x} cannot start "
            "or continue a character", len(before), hint="expected a file saved as UTF-8"),
            LineTable(before))
        return None
    return load_text(text, display, diagnostics, limits, path=path)


def _read_bytes(path: Path, limits: Limits) -> bytes:
    try:
        # Opened without blocking and checked by what was opened: a pipe or a device is
        # never read (opening a pipe to read would wait for a writer forever).
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                         | getattr(os, "O_CLOEXEC", 0))
        with os.fdopen(handle, "rb") as stream:
            info = os.fstat(handle)
            if not stat.S_ISREG(info.st_mode):
                kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
                raise Rejected("E006", f"the file cannot be read: it is {kind}", 0,
                               hint="expected a YAML file")
            if info.st_size > limits.max_bytes:  # checked before reading anything
                raise _too_large(info.st_size, limits)
            raw = stream.read(limits.max_bytes + 1)  # the file may have grown since fstat
    except IsADirectoryError:
        raise Rejected("E006", "the file cannot be read: it is a folder", 0,
                       hint="expected a YAML file") from None
    except FileNotFoundError:
        raise Rejected("E006", "the file cannot be read: it does not exist", 0,
                       hint="expected an existing YAML file") from None
    except OSError as problem:
        raise Rejected("E006", f"the file cannot be read: {problem.strerror or problem}", 0,
                       hint="expected a readable YAML file") from None
    if len(raw) > limits.max_bytes:
        raise _too_large(len(raw), limits)
    return raw


def _too_large(size: int, limits: Limits) -> Rejected:
    return Rejected("E002", f"the file is {size} bytes; the limit is {limits.max_bytes}", 0,
                    hint=f"expected at most {limits.max_bytes} bytes")


def load_text(text: str, display: str, diagnostics: Diagnostics, limits: Limits = Limits(),
              path: Path | None = None) -> Document | None:
    """Load YAML source text; None (after one diagnostic) when it cannot be used."""
    text = text.removeprefix("\ufeff")  # a byte order mark is not content
    lines = LineTable(text)
    try:
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > limits.max_bytes:
            raise _too_large(size, limits)
        return _load(text, display, limits, lines, path)
    except Exception as problem:  # noqa: BLE001 - promised: no input makes the loader raise
        _report(diagnostics, display, _rejection(problem, limits), lines)
    return None


def _report(diagnostics: Diagnostics, display: str, problem: Rejected,
            lines: LineTable) -> None:
    where = lines.position(problem.index)
    diagnostics.error(problem.code, problem.message, display, where.line, where.column,
                      hint=problem.hint)
    diagnostics.sources[display] = lines.lines() if lines.text else []


def _rejection(problem: Exception, limits: Limits) -> Rejected:
    """The diagnostic for whatever stopped the loading."""
    if isinstance(problem, Rejected):
        return problem
    if isinstance(problem, yaml.MarkedYAMLError):
        return _malformed(problem)
    if isinstance(problem, yaml.reader.ReaderError):
        return Rejected("E001", f"the YAML has a character it does not allow: "
                        f"U+{problem.character:04X}", problem.position,
                        hint="expected printable text; in double quotes, write it as an escape")
    if isinstance(problem, RecursionError):
        return too_deep(limits.max_depth, 0)
    return Rejected("E001", f"the YAML cannot be read ({type(problem).__name__}: {problem})",
                    0, hint="expected valid YAML")


def _load(text: str, display: str, limits: Limits, lines: LineTable,
          path: Path | None) -> Document:
    """Compose the one document with positions kept, then build its plain data."""
    if BACKEND == "libyaml":
        try:  # plain YAML, the common file: events straight to data (yaml_direct.py)
            data, values, keys, scalars = load_direct(text, limits.max_depth, limits.max_nodes,
                                                      _CONVERTED_TAGS)
            return Document(path if path is not None else Path(display), display, text, data,
                            values, keys, scalars, None, lines)
        except Exception:  # noqa: BLE001 - an anchor, a tag, a fault...: the general way
            pass
        try:
            return _build(text, display, limits, lines, path, compose_libyaml)
        except Exception:  # noqa: BLE001 - rejected: the pure-Python parser decides and words it
            pass
    return _build(text, display, limits, lines, path, compose_python)


def _build(text: str, display: str, limits: Limits, lines: LineTable, path: Path | None,
           compose) -> Document:
    root, scanned = compose(text, limits.max_depth)
    builder = _Builder(limits, lines)
    data = builder.build(root, (), 1) if root is not None else None
    return Document(path if path is not None else Path(display), display, text, data,
                    builder.values, builder.keys, builder.scalars, scanned, lines)


def _malformed(problem: yaml.MarkedYAMLError) -> Rejected:
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
    return Rejected("E001", f"the YAML is malformed: {detail}", mark.index if mark else 0, hint)
