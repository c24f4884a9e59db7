"""Composing: YAML source text -> the node tree of its one document, with nesting bounded.

Two composers give the same tree (`yaml.nodes`, aliases kept as `Alias` so the builder can
count and place their expansions):
- `compose_libyaml` reads the events of libyaml's C parser and composes them here, without
  recursion, checking the depth at each collection before going on; it is fast, and is
  used when PyYAML was built with libyaml (`LIBYAML`);
- `compose_python` runs PyYAML's pure-Python scanner and composer, bounding the composer's
  recursion, and records each scalar's own start and block indentation as the scanner finds
  them (`yaml_text.scalar_spans` reads them off the source for the other composer).
Neither builds any Python object from the YAML: that is the builder's work, in loader.py.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml
from yaml.composer import ComposerError
from yaml.events import (AliasEvent, DocumentEndEvent, DocumentStartEvent, MappingEndEvent,
                         MappingStartEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent,
                         StreamEndEvent, StreamStartEvent)
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from .yaml_text import Scanned

__all__ = ["LIBYAML", "Alias", "Rejected", "compose_libyaml", "compose_python", "too_deep"]

LIBYAML = getattr(yaml, "__with_libyaml__", False) and hasattr(yaml, "CSafeLoader")


class Rejected(Exception):
    """The file cannot be used; carries the one diagnostic to report."""

    def __init__(self, code: str, message: str, index: int, hint: str = "") -> None:
        super().__init__(message)
        self.code, self.message, self.index, self.hint = code, message, index, hint


class Alias(NamedTuple):
    """An alias in the node tree: the shared target node, and where the alias itself stands."""

    node: Any
    mark: Any


def too_deep(max_depth: int, index: int) -> Rejected:
    return Rejected("E003", f"the YAML nests lists and mappings deeper than {max_depth} levels",
                    index, hint=f"expected at most {max_depth} levels of nesting")


def second_document(index: int) -> Rejected:
    return Rejected("E001", "a file holds one document, but a second one starts here", index,
                    hint="expected one document; move the others to their own files")


# --- libyaml --------------------------------------------------------------------------------

def compose_libyaml(text: str, max_depth: int) -> tuple[Any, Scanned]:
    """The root node (None for an empty stream) from libyaml's events; raises on anything
    libyaml rejects, and Rejected for a second document or nesting deeper than max_depth."""
    parser = yaml.CSafeLoader(text)
    try:
        return _EventComposer(parser, max_depth).document(), None
    finally:
        parser.dispose()


class _EventComposer:
    """Composes events as PyYAML's Composer does, with a stack instead of recursion."""

    def __init__(self, parser: Any, max_depth: int) -> None:
        self.parser = parser
        self.max_depth = max_depth
        self.anchors: dict[str, Any] = {}
        self.open: list[tuple[Any, list]] = []  # collections being composed, and their items

    def document(self) -> Any:
        get = self.parser.get_event
        _expect(get(), StreamStartEvent)
        event = get()
        if isinstance(event, StreamEndEvent):
            return None
        _expect(event, DocumentStartEvent)
        root = self._root()
        _expect(get(), DocumentEndEvent)
        event = get()
        if not isinstance(event, StreamEndEvent):
            raise second_document(event.start_mark.index)
        return root

    def _root(self) -> Any:
        get, open_ = self.parser.get_event, self.open
        while True:
            event = get()
            kind = type(event)
            if kind is ScalarEvent:
                item = self._scalar(event)
            elif kind is MappingStartEvent or kind is SequenceStartEvent:
                self._start(event, MappingNode if kind is MappingStartEvent else SequenceNode)
                continue
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                item = self._end()
            elif kind is AliasEvent:
                item = self._alias(event)
            else:
                raise ComposerError(None, None, f"unexpected {kind.__name__}", event.start_mark)
            if not open_:
                return item
            open_[-1][1].append(item)

    def _scalar(self, event: ScalarEvent) -> ScalarNode:
        tag = event.tag
        if tag == "!":  # a non-specific tag reads the value as plain; libyaml differs only
            tag = self.parser.resolve(ScalarNode, event.value, (True, False))  # on `a: !`
        elif tag is None:
            tag = self.parser.resolve(ScalarNode, event.value, event.implicit)
        node = ScalarNode(tag, event.value, event.start_mark, event.end_mark,
                          style=event.style or None)  # libyaml calls plain '' and PyYAML None
        self._anchor(event, node)
        return node

    def _start(self, event: Any, kind: type) -> None:
        if len(self.open) + 1 > self.max_depth:
            raise too_deep(self.max_depth, event.start_mark.index)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.parser.resolve(kind, None, event.implicit)
        node = kind(tag, [], event.start_mark, None, flow_style=event.flow_style)
        self._anchor(event, node)
        self.open.append((node, []))

    def _end(self) -> Any:
        node, items = self.open.pop()
        node.value = list(zip(items[::2], items[1::2])) if isinstance(node, MappingNode) else items
        return node

    def _anchor(self, event: Any, node: Any) -> None:
        if event.anchor is not None:
            if event.anchor in self.anchors:
                raise ComposerError(None, None, f"found duplicate anchor {event.anchor!r}",
                                    event.start_mark)
            self.anchors[event.anchor] = node

    def _alias(self, event: AliasEvent) -> Alias:
        if event.anchor not in self.anchors:
            raise ComposerError(None, None, f"found undefined alias {event.anchor!r}",
                                event.start_mark)
        return Alias(self.anchors[event.anchor], event.start_mark)


def _expect(event: Any, kind: type) -> None:
    if not isinstance(event, kind):
        raise ComposerError(None, None, f"expected {kind.__name__}, found "
                            f"{type(event).__name__}", getattr(event, "start_mark", None))


# --- pure Python ----------------------------------------------------------------------------

def compose_python(text: str, max_depth: int) -> tuple[Any, Scanned]:
    """The root node (None for an empty stream) and what the scanner recorded; raises as
    PyYAML does on malformed YAML, and Rejected as compose_libyaml does."""
    loader = _Loader(text, max_depth)
    try:
        loader.get_event()  # the stream start
        root = None
        if not loader.check_event(yaml.StreamEndEvent):
            root = loader.compose_document()
        if not loader.check_event(yaml.StreamEndEvent):
            raise second_document(loader.peek_event().start_mark.index)
    finally:
        loader.dispose()
    return root, loader.scalar_starts


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
            return Alias(super().compose_node(parent, index), event.start_mark)
        if isinstance(event, yaml.ScalarEvent):
            return super().compose_node(parent, index)
        self.depth += 1
        try:
            if self.depth > self.max_depth:
                raise too_deep(self.max_depth, event.start_mark.index)
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
