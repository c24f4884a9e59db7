"""The English renderer is the exact inverse of the parser, and JSON round-trips the AST.

- generated ASTs (tests/strategies.py): parse(render(ast)) == ast, JSON in and out gives the
  same AST, and rendering the parsed text again gives the same text;
- every effect text in the bundled content: parse -> render -> parse gives an equal AST;
- tests/fixtures/identity.txt: canonical texts that render back exactly as written.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings

from cardsmith.grammar import nodes as n
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.serialize import node_from_json, node_to_json

from strategies import effect_texts

ROOT = Path(__file__).resolve().parent.parent
IDENTITY = Path(__file__).resolve().parent / "fixtures" / "identity.txt"

ROUNDTRIP = settings(max_examples=300, deadline=None, derandomize=True, database=None)


# ---------------------------------------------------------------- generated ASTs


@ROUNDTRIP
@given(effect_texts())
def test_parse_inverts_render(ast: n.EffectText) -> None:
    text = render_en(ast)
    assert parse_effect_text(text) == ast, text


@ROUNDTRIP
@given(effect_texts())
def test_json_roundtrip(ast: n.EffectText) -> None:
    data = json.loads(json.dumps(node_to_json(ast)))
    assert node_from_json(data) == ast


@ROUNDTRIP
@given(effect_texts())
def test_render_is_idempotent_on_text(ast: n.EffectText) -> None:
    text = render_en(ast)
    assert render_en(parse_effect_text(text)) == text


# ---------------------------------------------------------------- bundled content


def _effect_strings(value, path: str):
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("text", "ability") and isinstance(item, str):
                yield f"{path}/{key}", item
            else:
                yield from _effect_strings(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _effect_strings(item, f"{path}/{index}")


def content_texts() -> list[tuple[str, str]]:
    texts = []
    for path in sorted((ROOT / "content").glob("**/heroes/*.yaml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts.extend(_effect_strings(document, str(path.relative_to(ROOT))))
    return texts


CONTENT = content_texts()


def test_content_has_effect_texts() -> None:
    assert len(CONTENT) >= 20


@pytest.mark.parametrize("text", [text for _, text in CONTENT], ids=[where for where, _ in CONTENT])
def test_content_roundtrips(text: str) -> None:
    ast = parse_effect_text(text)
    rendered = render_en(ast)
    assert parse_effect_text(rendered) == ast, rendered
    assert render_en(parse_effect_text(rendered)) == rendered


# ---------------------------------------------------------------- identity fixture


def identity_lines() -> list[str]:
    lines = []
    for raw in IDENTITY.read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.lstrip().startswith("#"):
            lines.append(raw.replace("\\n", "\n"))
    return lines


IDENTITY_LINES = identity_lines()


def test_identity_fixture_is_large() -> None:
    assert len(IDENTITY_LINES) >= 60
    assert len(set(IDENTITY_LINES)) == len(IDENTITY_LINES), "duplicate lines"


@pytest.mark.parametrize("text", IDENTITY_LINES)
def test_identity(text: str) -> None:
    assert render_en(parse_effect_text(text)) == text


def test_identity_fixture_covers_every_node_and_enum() -> None:
    seen: set = set()
    for text in IDENTITY_LINES:
        for node in n.walk(parse_effect_text(text)):
            seen.add(type(node))
            for name in node.__dataclass_fields__:
                value = getattr(node, name)
                for item in value if isinstance(value, tuple) else (value,):
                    if not isinstance(item, n.Node):
                        seen.add((type(item), item))  # the type too: "any" is in two enums
    node_classes = {cls for cls in vars(n).values()
                    if isinstance(cls, type) and issubclass(cls, n.Node)
                    and cls not in (n.Node, n.Span)}
    enums = [n.Player, n.FighterWord, n.Quantifier, n.SpaceQuantifier, n.CardWord, n.ValueKind,
             n.Join, n.HeaderKind]
    missing = sorted(cls.__name__ for cls in node_classes - seen)
    missing += sorted(repr(member) for enum in enums for member in enum if (enum, member) not in seen)
    assert not missing, f"identity.txt never writes: {missing}"
