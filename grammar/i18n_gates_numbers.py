"""Numbers in an AST, for the render gates (i18n_gates.py): where they stand, the AST with
one or all of them replaced, and the numbers a text of it must print."""

from __future__ import annotations

import dataclasses
from typing import Iterator

from . import nodes as n

GATE_NUMBERS = (0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112)


def number_sites(node: n.Node, path: tuple = ()) -> Iterator[tuple[tuple, bool]]:
    """(path, is a Number node) for every number of an AST: Number nodes (also those written
    "a") and int fields (a value "is 5 instead"). A path step is a field name, or (field,
    index) inside a tuple. A number spelled out ("up to two times", "chooses one") is a
    word of the text, not a number of it: each catalog writes its own word for it."""
    if isinstance(node, n.Number):
        if not node.spelled:
            yield path, True
        return
    for f in n.text_fields(type(node)):
        value = getattr(node, f.name)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            yield path + (f.name,), False
        elif isinstance(value, n.Node):
            yield from number_sites(value, path + (f.name,))
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if isinstance(item, n.Node):
                    yield from number_sites(item, path + ((f.name, index),))


def _get(node: n.Node, path: tuple):
    for step in path:
        node = getattr(node, step[0])[step[1]] if isinstance(step, tuple) else getattr(node, step)
    return node


def with_number(node: n.Node, path: tuple, value: int) -> n.Node:
    """A copy of the AST with the number at `path` replaced (dataclasses.replace)."""
    if not path:
        return dataclasses.replace(node, value=value, article=False)
    step, rest = path[0], path[1:]
    if isinstance(step, tuple):
        name, index = step
        items = list(getattr(node, name))
        items[index] = with_number(items[index], rest, value)
        return dataclasses.replace(node, **{name: tuple(items)})
    current = getattr(node, step)
    if isinstance(current, n.Node):
        return dataclasses.replace(node, **{step: with_number(current, rest, value)})
    return dataclasses.replace(node, **{step: value})


def numbers_of(node: n.Node) -> list[int]:
    """The numbers an AST prints in digits, sorted (a Number written "a" prints none)."""
    found = (_written(node, path, is_node) for path, is_node in number_sites(node))
    return sorted(v for v in found if v is not None)


def number_variants(ast: n.Node, values=GATE_NUMBERS) -> Iterator[tuple[n.Node, list[int]]]:
    """(variant, its numbers): the AST as written, then each of its numbers replaced in turn
    by each value, then all of them at once by each value.

    A number replaced on its own is rendered in the sentence it stands in (under its
    section's header), not in the whole text: what a catalog makes of one number depends on
    its sentence, and rendering the whole text for each number made the gates quadratic in
    the length of a text. The text as written and with all numbers replaced is whole."""
    sites = list(number_sites(ast))
    written = [_written(ast, path, is_node) for path, is_node in sites]
    yield ast, sorted(v for v in written if v is not None)
    for path, _ in sites:
        local, local_path = _enclosing_sentence(ast, path)
        for value in values:
            variant = with_number(local, local_path, value)
            yield variant, numbers_of(variant)
    if len(sites) > 1:
        for value in values:
            variant = ast
            for path, _ in sites:
                variant = with_number(variant, path, value)
            yield variant, [value] * len(sites)


def _enclosing_sentence(ast: n.Node, path: tuple) -> tuple[n.Node, tuple]:
    """The part of an effect text to render a number at `path` in, and the number's path in
    it: the section with only the number's sentence (with its first sentence, for a number
    in the header). Other nodes than a whole text are rendered whole."""
    if not (isinstance(ast, n.EffectText) and len(path) >= 2 and path[0][0] == "sections"):
        return ast, path
    section = ast.sections[path[0][1]]
    step = path[1]
    if isinstance(step, tuple) and step[0] == "sentences":
        kept, rest = section.sentences[step[1]], (("sentences", 0),) + path[2:]
    else:
        kept, rest = section.sentences[0], path[1:]
    local = dataclasses.replace(section, sentences=(kept,))
    return n.EffectText((local,), span=ast.span), (("sections", 0),) + rest


def _written(ast: n.Node, path: tuple, is_node: bool) -> int | None:
    target = _get(ast, path)
    if not is_node:
        return target
    return None if target.article else target.value
