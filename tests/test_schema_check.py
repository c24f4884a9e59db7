"""The fast schema check (compiler/schema_check.py) says "valid" exactly when jsonschema does:
for every keyword it knows, on generated values; on every content document and bundle; and on
random mutations of them. The validate stage trusts its "valid" without asking jsonschema."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.loader import load_document
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.compiler.schema_check import compile_schema
from cardsmith.compiler.validate import KINDS, ContentValidator, fast_check_for, load_schema

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = [*KINDS, "bundle"]  # every kind of document, and the bundle

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from([0.0, 1.0, 2.5, -1.5])
    | st.text(alphabet="ab1 -", max_size=3),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.sampled_from(["a", "b", "c", "kind", ""]), children, max_size=3),
    max_leaves=8,
)


def agree(schema, instance) -> None:
    check = compile_schema(schema)
    assert check is not None, schema
    assert check(instance) == ContentValidator(schema).is_valid(instance), (schema, instance)


def test_every_schema_compiles_so_the_fast_path_is_used():
    for name in SCHEMAS:
        assert fast_check_for(name) is not None, (
            f"{name}.schema.json uses a keyword compiler/schema_check.py does not know; "
            "teach it the keyword (jsonschema still validates meanwhile, only slower)")


def test_unknown_keywords_and_references_leave_it_to_jsonschema():
    for schema in [{"prefixItems": [True]}, {"patternProperties": {"a": True}},
                   {"$ref": "other.json#/x"}, {"items": {"$id": "x"}}, {"type": "color"},
                   {"format": "date"}, {"properties": {"a": 1}}]:
        assert compile_schema(schema) is None, schema


KEYWORD_SCHEMAS = [
    {"type": "integer"}, {"type": "number"}, {"type": ["string", "null"]}, {"type": "boolean"},
    {"type": "object"}, {"type": "array"}, {"enum": ["a", "b"]}, {"enum": [1, True, None, [1]]},
    {"const": 1}, {"const": False}, {"const": {"a": [1]}}, {"minimum": 0}, {"maximum": 1},
    {"exclusiveMinimum": 0}, {"exclusiveMaximum": 1}, {"minLength": 1}, {"maxLength": 2},
    {"pattern": "^a"}, {"pattern": "b"}, {"minItems": 1}, {"maxItems": 1},
    {"uniqueItems": True}, {"uniqueItems": False}, {"items": {"type": "integer"}},
    {"items": False}, {"required": ["a", "b"]},
    {"properties": {"a": {"type": "integer"}}, "additionalProperties": False},
    {"properties": {"a": {"type": "string"}}}, {"additionalProperties": {"type": "null"}},
    {"additionalProperties": True}, {"anyOf": [{"type": "string"}, {"minimum": 2}]},
    {"allOf": [{"type": "array"}, {"minItems": 2}]}, {"oneOf": [{"type": "integer"},
                                                               {"minimum": 0}]},
    {"not": {"type": "object"}}, {"not": {}}, True, False,
    {"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"type": "object"}},
    {"if": {"type": "integer"}, "then": {"minimum": 1}}, {"then": {"type": "null"}},
    {"$defs": {"list": {"anyOf": [{"type": "integer"}, {"type": "array",
                                                        "items": {"$ref": "#/$defs/list"}}]}},
     "$ref": "#/$defs/list"},
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://x.dev/s.json",
     "type": "object", "description": "d", "title": "t", "default": {}, "$comment": "e"},
]


@pytest.mark.parametrize("schema", KEYWORD_SCHEMAS, ids=lambda s: json.dumps(s)[:60])
@settings(max_examples=120, deadline=None)
@given(instance=JSON)
def test_each_keyword_agrees_with_jsonschema(schema, instance):
    agree(schema, instance)


# --- real documents and bundles, and mutations of them ----------------------------------------

def documents() -> list[tuple[str, object]]:
    found = []
    for path in sorted((ROOT / "content").rglob("*.yaml")) + sorted(
            (ROOT / "tests").rglob("*.yaml")):
        doc = load_document(path, str(path), Diagnostics())
        if doc is not None and isinstance(doc.data, dict) and doc.data.get("kind") in KINDS:
            found.append((doc.data["kind"], doc.data))
    for bundle in compile_paths().bundles.values():
        found.append(("bundle", bundle))
    return found


DOCUMENTS = documents()


def test_real_documents_and_bundles_agree():
    assert len({kind for kind, _ in DOCUMENTS}) == len(SCHEMAS)
    for kind, data in DOCUMENTS:
        agree(load_schema(kind), data)


def paths(data, path=()):
    yield path
    items = data.items() if isinstance(data, dict) else enumerate(data) \
        if isinstance(data, list) else ()
    for key, value in items:
        yield from paths(value, path + (key,))


@st.composite
def mutated(draw):
    kind, data = draw(st.sampled_from(DOCUMENTS))
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        everything = list(paths(data))
        path = draw(st.sampled_from(everything))
        if not path:
            continue
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        operation = draw(st.sampled_from(["replace", "borrow", "delete", "add", "repeat"]))
        if operation == "replace":
            parent[path[-1]] = draw(JSON)
        elif operation == "borrow":  # a value from elsewhere: plausible, often nearly right
            source = data
            for part in draw(st.sampled_from(everything)):
                source = source[part]
            parent[path[-1]] = copy.deepcopy(source)
        elif operation == "delete":
            del parent[path[-1]]
        elif operation == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "kind", "name", "count", "text"]))] = draw(JSON)
        elif operation == "repeat" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
    return kind, data


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=mutated())
def test_mutated_documents_and_bundles_agree(document):
    kind, data = document
    agree(load_schema(kind), data)
