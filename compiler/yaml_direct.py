"""The quick way for the common file: libyaml's events straight to plain data and positions.

Most content files are plain YAML: no anchors, aliases or tags, text keys, each key once.
For them, `load_direct` builds the data and records every position in one pass over
libyaml's events, with no node tree in between. On anything else (an anchor, an alias, a tag,
a key that is not text or comes twice, nesting or size past the limits, a second document,
anything libyaml rejects) it raises `NotDirect`, or libyaml's own error, and the loader takes
the general way (yaml_compose.py and its builder), which accepts or words the diagnostic.
So this only ever accepts files the general way reads the same; tests/test_loader_backends.py
compares them.
"""

from __future__ import annotations

from typing import Any

import yaml
from yaml.events import (DocumentEndEvent, DocumentStartEvent, MappingEndEvent,
                         MappingStartEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent,
                         StreamEndEvent, StreamStartEvent)
from yaml.nodes import ScalarNode

from .yaml_text import ScalarText

__all__ = ["NotDirect", "load_direct"]

_TAG = "tag:yaml.org,2002:"
_STR = _TAG + "str"
_TEXT_TAGS = {_STR, _TAG + "timestamp", _TAG + "value"}  # as the builder keeps them: text


# Deeper files take the general way even when the limits allow them: it recurses, and says
# E003 where Python's recursion limit stops it, which this way alone would not notice.
_DEEPEST = 100


class NotDirect(Exception):
    """The file needs the general way."""


JsonPath = tuple[str | int, ...]


class _Frame:
    """A list or mapping being filled: its path and, in a mapping, the key awaiting a value."""

    __slots__ = ("container", "path", "key")

    def __init__(self, container: Any, path: JsonPath) -> None:
        self.container, self.path, self.key = container, path, None


def load_direct(text: str, max_depth: int, max_nodes: int,
                convert: dict[str, Any]) -> tuple[Any, dict, dict, dict]:
    """(data, values, keys, scalars) as the builder makes them: values maps each path to the
    index where its value starts, keys each mapping entry's path to its key's index, scalars
    each string's path to its ScalarText. convert: tag -> function(constructor, node) for the
    scalar tags converted to numbers, booleans and null."""
    parser = yaml.CSafeLoader(text)
    try:
        return _Direct(parser, max_depth, max_nodes, convert).document()
    finally:
        parser.dispose()


class _Direct:
    def __init__(self, parser: Any, max_depth: int, max_nodes: int,
                 convert: dict[str, Any]) -> None:
        self.parser, self.max_depth, self.max_nodes = parser, max_depth, max_nodes
        self.convert = convert
        self.values: dict[JsonPath, int] = {}
        self.keys: dict[JsonPath, int] = {}
        self.scalars: dict[JsonPath, ScalarText] = {}
        self.tags: dict[str, str] = {}  # plain value -> its resolved tag, for this file
        self.stack: list[_Frame] = []

    def document(self) -> tuple[Any, dict, dict, dict]:
        get = self.parser.get_event
        _expect(get(), StreamStartEvent)
        event = get()
        data = None
        if not isinstance(event, StreamEndEvent):
            _expect(event, DocumentStartEvent)
            data = self._root()
            _expect(get(), DocumentEndEvent)
            _expect(get(), StreamEndEvent)
        if len(self.values) + len(self.keys) > self.max_nodes:
            raise NotDirect("too many values")
        return data, self.values, self.keys, self.scalars

    def _root(self) -> Any:
        get, stack = self.parser.get_event, self.stack
        while True:
            event = get()
            kind = type(event)
            if kind is ScalarEvent:
                if event.anchor is not None or event.tag is not None:
                    raise NotDirect("an anchor or a tag")
                if stack and stack[-1].key is None and isinstance(stack[-1].container, dict):
                    self._key(event, stack[-1])
                    continue
                value = self._scalar(event)
                if self._place(value, event) is None:
                    return value
            elif kind is MappingStartEvent or kind is SequenceStartEvent:
                if event.anchor is not None or event.tag is not None:
                    raise NotDirect("an anchor or a tag")
                if len(stack) + 1 > min(self.max_depth, _DEEPEST):
                    raise NotDirect("too deep")
                container: Any = {} if kind is MappingStartEvent else []
                stack.append(_Frame(container, self._place(container, event) or ()))
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                frame = stack.pop()
                if not stack:
                    return frame.container
            else:  # an alias, or an event out of place
                raise NotDirect(kind.__name__)

    def _place(self, value: Any, event: Any) -> JsonPath | None:
        """Puts value in the open container, records where it stands; its path, or None
        for the root."""
        if not self.stack:
            self._record((), value, event)
            return None
        frame = self.stack[-1]
        container = frame.container
        if isinstance(container, list):
            path = frame.path + (len(container),)
            container.append(value)
        elif frame.key is None:  # a list or mapping as a key
            raise NotDirect("a key that is not text")
        else:
            path = frame.path + (frame.key,)
            container[frame.key] = value
            frame.key = None
        self._record(path, value, event)
        return path

    def _record(self, path: JsonPath, value: Any, event: Any) -> None:
        self.values[path] = event.start_mark.index
        if type(event) is ScalarEvent:
            self.scalars[path] = ScalarText(event.start_mark.index, event.end_mark.index,
                                            event.style or None, event.value)

    def _key(self, event: ScalarEvent, frame: _Frame) -> None:
        key = event.value
        if not event.style and self._tag(key) != _STR:
            raise NotDirect("a key that is not text")
        if key in frame.container:
            raise NotDirect("a key twice")
        frame.key = key
        self.keys[frame.path + (key,)] = event.start_mark.index

    def _scalar(self, event: ScalarEvent) -> Any:
        if event.style:  # quoted or a block: text
            return event.value
        tag = self._tag(event.value)
        if tag in _TEXT_TAGS:
            return event.value
        convert = self.convert.get(tag)
        if convert is None:
            raise NotDirect(f"tag {tag}")
        return convert(_CONSTRUCTOR, ScalarNode(tag, event.value, event.start_mark,
                                                event.end_mark))

    def _tag(self, value: str) -> str:
        tag = self.tags.get(value)
        if tag is None:
            tag = self.tags[value] = self.parser.resolve(ScalarNode, value, (True, False))
        return tag


_CONSTRUCTOR = yaml.constructor.SafeConstructor()


def _expect(event: Any, kind: type) -> None:
    if not isinstance(event, kind):
        raise NotDirect(f"{type(event).__name__} where {kind.__name__} belongs")
