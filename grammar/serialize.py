"""AST <-> JSON, for bundles.

A node becomes an object with its class name under "node" and its fields; enums become
their values, tuples become lists. `node_to_json` can add "at": [line, column] (where the
node stands in the YAML file) so the runtime can name the line of a failing effect.
`node_from_json` reads the field types back from the dataclasses.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import lru_cache
from typing import Any, Callable, Union

from . import nodes as n

Locate = Callable[[int], tuple[int, int]]

NODE_CLASSES: dict[str, type] = {
    name: cls for name, cls in vars(n).items()
    if isinstance(cls, type) and issubclass(cls, n.Node) and cls is not n.Node
}


def node_to_json(node: Any, locate: Locate | None = None) -> Any:
    if isinstance(node, n.Node):
        data: dict[str, Any] = {"node": type(node).__name__}
        for name in _field_names(type(node)):
            data[name] = node_to_json(getattr(node, name), locate)
        if locate is not None and node.span is not None:
            data["at"] = list(locate(node.span.start))
        return data
    if isinstance(node, Enum):
        return node.value
    if isinstance(node, tuple):
        return [node_to_json(item, locate) for item in node]
    return node


@lru_cache(maxsize=None)
def _field_names(cls: type) -> tuple[str, ...]:
    """The fields a node's JSON holds, in order: all but span (dataclasses.fields is slow)."""
    return tuple(field.name for field in dataclasses.fields(cls) if field.name != "span")


def node_from_json(data: Any) -> Any:
    if not isinstance(data, dict) or data.get("node") not in NODE_CLASSES:
        raise ValueError(f"not an AST node: {str(data)[:80]}")
    cls = NODE_CLASSES[data["node"]]
    hints = _hints(cls)
    values = {}
    for field in dataclasses.fields(cls):
        if field.name != "span" and field.name in data:
            values[field.name] = _decode(data[field.name], hints[field.name])
    return cls(**values)


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, vars(n))


def _decode(value: Any, hint: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, dict):
        return node_from_json(value)
    origin = typing.get_origin(hint)
    if origin is tuple:
        item_hint = typing.get_args(hint)[0]
        return tuple(_decode(item, item_hint) for item in value)
    for candidate in _alternatives(hint):
        if isinstance(candidate, type) and issubclass(candidate, Enum):
            try:
                return candidate(value)
            except ValueError:
                continue
    return value


def _alternatives(hint: Any) -> tuple:
    if typing.get_origin(hint) in (Union, types.UnionType):
        return typing.get_args(hint)
    return (hint,)
