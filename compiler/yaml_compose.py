"""Composing: YAML source text -> the node tree of its one document, with nesting bounded.

`compose_python` runs PyYAML's pure-Python scanner and composer, bounding the composer's
recursion, keeps aliases as `Alias` (so the builder can count and place their expansions)
and records each scalar's own start and block indentation as the scanner finds them.
It builds no Python object from the YAML: that is the builder's work, in loader.py.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml

from .yaml_text import Scanned

__all__ = ["Alias", "Rejected", "compose_python", "too_deep"]


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


def compose_python(text: str, max_depth: int) -> tuple[Any, Scanned]:
    """The root node (None for an empty stream) and what the scanner recorded; raises as
    PyYAML does on malformed YAML, and Rejected for a second document or nesting deeper
    than max_depth."""
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
