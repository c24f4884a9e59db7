"""docs/limits.md, the schemas and the diagnostics agree: every bound the page lists is the
schema's (and the bundle schema's, for numbers), and a bundled document with the field one
past its bound gives E100 at that value's line and column."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
import yaml

from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.loader import load_text
from cardsmith.compiler.validate import load_schema, validate_document
from cardsmith.grammar.lexer import MAX_NUMBER

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "limits.md").read_text(encoding="utf-8")
SECTIONS = {"Heroes": "hero", "Boards": "board", "Rulesets": "ruleset", "Champions": "champion",
            "Arenas": "arena", "Traps": "traps", "Challenges": "challenges",
            "Standard actions": "standard-actions"}
# A bundled document that has each kind's fields (the first with the field is used); for a
# hero's sub-decks and named effects, which no bundled hero has, the test heroes that
# declare them.
DOCUMENTS = {
    "hero": (sorted((ROOT / "content").glob("*/heroes/*.yaml"))
             + sorted((ROOT / "tests" / "fixtures" / "subdecks").glob("*.yaml"))
             + sorted((ROOT / "tests" / "fixtures" / "named-effects").glob("*.yaml"))),
    "board": sorted((ROOT / "content").glob("*/boards/*.yaml")),
    "ruleset": [ROOT / "content" / "rulesets" / "unmatched.yaml",
                ROOT / "content" / "rulesets" / "super-fantasy-brawl.yaml"],
    "champion": sorted((ROOT / "content").glob("*/champions/*.yaml")),
    "arena": sorted((ROOT / "content").glob("*/arenas/*.yaml")),
    "traps": sorted((ROOT / "content").glob("*/traps.yaml")),
    "challenges": sorted((ROOT / "content").glob("*/challenges.yaml")),
    "standard-actions": sorted((ROOT / "content").glob("*/standard-actions.yaml")),
}
_ROW = re.compile(r"^\| (?:`(?P<field>[^`]+)`|(?P<words>[^`|]+?))(?P<chars> \(characters\))? "
                  r"\| (?P<low>-?\d+) \| (?P<high>-?\d+) \|", re.MULTILINE)


def _rows() -> list[tuple[str, str, bool, int, int]]:
    rows = []
    for part in re.split(r"^## ", PAGE, flags=re.MULTILINE)[1:]:
        title = part.splitlines()[0].strip()
        for match in _ROW.finditer(part):
            rows.append((SECTIONS.get(title, title), match["field"] or match["words"],
                         bool(match["chars"]),
                         int(match["low"]), int(match["high"])))
    return rows


ROWS = _rows()
FIELDS = [row for row in ROWS if row[0] in SECTIONS.values()]


def test_the_page_lists_every_bounded_number_of_the_schemas():
    listed = {(kind, field) for kind, field, chars, _, _ in FIELDS if not chars}
    found = set()
    for kind in SECTIONS.values():
        for path, node in _numbers(load_schema(kind), load_schema(kind)):
            found.add((kind, path))
    assert found == listed


def _numbers(root: dict, node, path: str = ""):
    """(field path as the page writes it, schema) of every integer with a maximum."""
    node = _deref(root, node)
    if not isinstance(node, dict):
        return
    if "maximum" in node:
        yield path, node
    for name, sub in node.get("properties", {}).items():
        yield from _numbers(root, sub, f"{path}.{name}" if path else name)
    if "items" in node:
        yield from _numbers(root, node["items"], f"{path}[]")
    for branch in node.get("oneOf", []):  # a field of one of its forms (a shot's range)
        yield from _numbers(root, branch, path)


def _deref(root: dict, node):
    while isinstance(node, dict) and "$ref" in node:
        target = root
        for part in node["$ref"][2:].split("/"):
            target = target[part]
        node = target
    return node


def _schema_at(root: dict, field: str) -> dict:
    node = _deref(root, root)
    for part in re.findall(r"[a-z_]+|\[\]", field):
        if part != "[]" and "oneOf" in node:  # the form that has the field
            node = next(_deref(root, branch) for branch in node["oneOf"]
                        if part in _deref(root, branch).get("properties", {}))
        node = _deref(root, node["items"] if part == "[]" else node["properties"][part])
    return node


@pytest.mark.parametrize("kind, field, chars, low, high", FIELDS,
                         ids=[f"{k}:{f}" for k, f, _, _, _ in FIELDS])
def test_each_bound_is_the_schemas(kind, field, chars, low, high):
    node = _schema_at(load_schema(kind), field)
    if chars:
        assert (node.get("minLength", 0), node["maxLength"]) == (low, high)
        return
    assert (node["minimum"], node["maximum"]) == (low, high)
    bundle = load_schema("bundle")
    try:
        in_bundle = _schema_at({**bundle, **bundle["$defs"][kind]}, field)
    except KeyError:  # not in a bundle (a board's declared counts)
        return
    assert (in_bundle["minimum"], in_bundle["maximum"]) == (low, high)


def test_the_effect_text_bound_is_the_lexers():
    [(_, _, _, low, high)] = [row for row in ROWS if row[0] == "Effect text"]
    assert (low, high) == (0, MAX_NUMBER)


@pytest.mark.parametrize("kind, field, chars, low, high", FIELDS,
                         ids=[f"{k}:{f}" for k, f, _, _, _ in FIELDS])
def test_one_past_each_bound_is_e100_at_the_value(kind, field, chars, low, high):
    data, path = _document_with(kind, field)
    _set(data, path, "x" * (high + 1) if chars else high + 1)
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100_000)
    diagnostics = Diagnostics()
    doc = load_text(text, f"{kind}.yaml", diagnostics)
    assert validate_document(doc, diagnostics) is None
    where = doc.position(path)
    wanted = (f"allows at most {high} characters" if chars
              else f"{high + 1} is more than the maximum, {high}")
    found = [(d.code, d.line, d.column) for d in diagnostics if d.message.endswith(wanted)]
    assert found == [("E100", where.line, where.column)], [d.message for d in diagnostics]


def _document_with(kind: str, field: str) -> tuple[dict, tuple]:
    for source in DOCUMENTS[kind]:
        data = yaml.safe_load(source.read_text(encoding="utf-8"))
        path = _first_path(data, re.findall(r"[a-z_]+|\[\]", field))
        if path is not None:
            return copy.deepcopy(data), path
    parts = re.findall(r"[a-z_]+|\[\]", field)
    data = yaml.safe_load(DOCUMENTS[kind][0].read_text(encoding="utf-8"))
    for cut in range(len(parts) - 1, -1, -1):  # an optional field the bundled files leave out
        if parts[cut] != "[]" and (path := _first_path(data, parts[:cut])) is not None:
            return data, _add(data, path, parts[cut:])
    pytest.fail(f"no bundled {kind} has {field}")


def _add(data, path: tuple, parts: list[str]) -> tuple:
    """Adds the optional field `parts` under `path` (lists of one item, then 0); its path."""
    value, steps = 0, []
    for part in reversed(parts[1:]):
        value, steps = [value], [0] + steps
    _set(data, path + (parts[0],), value)
    return path + (parts[0], *steps)


def _first_path(data, parts: list[str], path: tuple = ()):
    if not parts:
        return path
    part, rest = parts[0], parts[1:]
    if part == "[]":
        found = (_first_path(item, rest, path + (index,))
                 for index, item in enumerate(data if isinstance(data, list) else []))
        return next((p for p in found if p is not None), None)
    if isinstance(data, dict) and part in data:
        return _first_path(data[part], rest, path + (part,))
    return None


def _set(data, path: tuple, value) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value
