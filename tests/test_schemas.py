"""The JSON Schemas and the validate stage: schemas are well formed and documented, the
bundled content validates, and broken documents give exact diagnostics."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.validate import format_path, load_schema, validate_document, validator_for

from cardsmith.compiler.loader import load_document
from cardsmith.compiler.schema_check import resolve_pointer

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_NAMES = ["hero", "board", "box", "ruleset", "glossary", "champion", "arena", "traps",
                "challenges", "standard-actions", "bundle", "report"]
CONTENT = sorted((ROOT / "content").rglob("*.yaml"))


def load(tmp_path: Path, text: str):
    path = tmp_path / "doc.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    diagnostics = Diagnostics()
    doc = load_document(path, "doc.yaml", diagnostics)
    assert doc is not None and not diagnostics.items
    return doc


def run(tmp_path: Path, text: str):
    diagnostics = Diagnostics()
    kind = validate_document(load(tmp_path, text), diagnostics)
    return kind, [(d.code, d.line, d.column, d.message, d.hint) for d in diagnostics]


# --- the schemas themselves -------------------------------------------------------------

def _walk(node, path=""):
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _walk(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _walk(value, f"{path}/{i}")


@pytest.mark.parametrize("name", SCHEMA_NAMES)
def test_schema_is_valid_draft_2020_12(name):
    schema = load_schema(name)
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == f"https://cardsmith.dev/schemas/{name}.schema.json"
    assert schema["title"] and schema["description"]


@pytest.mark.parametrize("name", SCHEMA_NAMES)
def test_every_property_has_a_description(name):
    missing = [f"{path}/{key}" for path, node in _walk(load_schema(name))
               for key, sub in node.get("properties", {}).items()
               if isinstance(node.get("properties"), dict) and "description" not in sub]
    assert missing == []


@pytest.mark.parametrize("name", SCHEMA_NAMES)
def test_objects_are_closed(name):
    # Only the AST node of the bundle stays open: its fields depend on the node class. A
    # mapping keyed by names (a glossary's titles, forms' translations) says what each
    # value is instead.
    open_objects = [path for path, node in _walk(load_schema(name))
                    if node.get("type") == "object" and node.get("additionalProperties") is not False
                    and not isinstance(node.get("additionalProperties"), dict)
                    and not path.endswith(("/if", "/then"))  # conditions on a closed object
                    and path != "/$defs/node"]
    assert open_objects == []


def test_bundle_ruleset_mirrors_the_ruleset_schema():
    ruleset = load_schema("ruleset")
    in_bundle = load_schema("bundle")["$defs"]["ruleset"]
    # the game's name in other languages is the bundle's box's `translations`
    expected = {k: v for k, v in ruleset["properties"].items()
                if k not in ("kind", "translations")}
    assert in_bundle["properties"] == expected
    assert in_bundle["required"] == [r for r in ruleset["required"] if r != "kind"]


def test_validators_are_cached():
    assert validator_for("hero") is validator_for("hero")


def test_format_path():
    assert format_path(("cards", 3, "type")) == "cards[3].type"
    assert format_path(()) == ""


# --- bundled content --------------------------------------------------------------------

@pytest.mark.parametrize("path", CONTENT, ids=lambda p: str(p.relative_to(ROOT)))
def test_bundled_content_validates(path):
    diagnostics = Diagnostics()
    doc = load_document(path, str(path.relative_to(ROOT)), diagnostics)
    kind = validate_document(doc, diagnostics)
    assert [d.message for d in diagnostics] == []
    assert kind == yaml.safe_load(path.read_text())["kind"]


def test_content_has_the_box_ruleset_and_boards():
    names = {str(p.relative_to(ROOT / "content")) for p in CONTENT}
    assert {"rulesets/unmatched.yaml", "robin-hood-vs-bigfoot/box.yaml",
            "robin-hood-vs-bigfoot/boards/sherwood-forest.yaml",
            "robin-hood-vs-bigfoot/boards/yukon.yaml"} <= names


def test_a_compiled_bundle_shape_validates():
    ruleset = yaml.safe_load((ROOT / "content/rulesets/unmatched.yaml").read_text())
    del ruleset["kind"]
    node = {"node": "Draw", "amount": 1}
    bundle = {
        "format": "cardsmith-bundle", "version": 1,
        "box": {"id": "robin-hood-vs-bigfoot", "name": "Robin Hood vs. Bigfoot", "ruleset": ruleset},
        "heroes": [{
            "id": "robin-hood", "name": "Robin Hood", "move": 2,
            "fighters": [{"name": "Robin Hood", "role": "hero", "count": 1, "health": 13, "attack": "ranged"},
                         {"name": "Outlaw", "plural": "Outlaws", "role": "sidekick", "count": 4,
                          "health": 1, "attack": "melee"}],
            "ability": {"text": "After you attack: Draw 1 card.", "ast": node, "span": [5, 3, 5, 33]},
            "cards": [
                {"id": "ambush", "title": "Ambush", "type": "attack", "value": 2, "boost": 3, "count": 2,
                 "user": "any", "text": "After combat: Draw 1 card.", "ast": [node], "span": [9, 7, 9, 34]},
                {"id": "plan", "title": "Plan", "type": "scheme", "value": None, "boost": None, "count": 1,
                 "user": "any", "text": None, "ast": None, "span": None},
            ],
        }],
        "boards": [{"id": "yukon", "name": "Yukon", "layout": "approximate", "players": 2,
                    "zones": [{"id": "cave", "name": "Cave"}],
                    "spaces": [{"id": 1, "zones": ["cave"], "adjacent": [2], "start": 1},
                               {"id": 2, "zones": ["cave"], "adjacent": [1], "start": None}],
                    "doors": [], "passages": []}],
    }
    assert list(validator_for("bundle").iter_errors(bundle)) == []
    bundle["heroes"][0]["cards"][0]["ast"] = [{"amount": 1}]
    bundle["boards"][0]["spaces"][0]["colour"] = "red"
    assert sorted(e.validator for e in validator_for("bundle").iter_errors(bundle)) == \
        ["additionalProperties", "anyOf"]


# --- broken documents -------------------------------------------------------------------

HERO = """\
kind: hero
name: Robin Hood
move: 2
fighters:
  - name: Robin Hood
    role: hero
    health: 13
    attack: ranged
ability: |
  After you attack: You may move your fighter up to 2 spaces.
cards:
  - title: Ambush
    type: attack
    value: 2
    boost: 3
    count: 2
    user: any
"""


def test_a_valid_hero_returns_its_kind(tmp_path):
    assert run(tmp_path, HERO) == ("hero", [])


def test_misspelt_enum_value(tmp_path):
    kind, found = run(tmp_path, HERO.replace("type: attack", "type: atack"))
    assert kind is None
    assert found == [("E100", 13, 11, "cards[0].type: 'atack' is not one of attack, defense, versatile, scheme",
                      "expected one of: attack, defense, versatile, scheme; did you mean 'attack'?")]


def _fields(*path: str) -> str:
    """The hint lists exactly the fields the schema allows there, in the schema's order."""
    schema = json.loads((ROOT / "schemas" / "hero.schema.json").read_text(encoding="utf-8"))
    node = schema
    for key in path:
        node = node[key]
    return "expected one of the fields: " + ", ".join(node["properties"])


def test_unknown_field_points_at_the_key(tmp_path):
    kind, found = run(tmp_path, HERO.replace("    boost: 3", "    bost: 3"))
    assert kind is None
    assert found == [("E100", 15, 5, "cards[0]: unknown field 'bost'; did you mean 'boost'?",
                      _fields("$defs", "card"))]
    assert _fields("$defs", "card").startswith(
        "expected one of the fields: title, type, value, boost, count, user, text")


def test_unknown_top_level_field_without_a_close_match(tmp_path):
    _, found = run(tmp_path, HERO + "artwork: green\n")
    assert found == [("E100", 18, 1, "unknown field 'artwork'", _fields())]


def test_missing_required_field_points_at_the_mapping(tmp_path):
    _, found = run(tmp_path, HERO.replace("    health: 13\n", ""))
    assert found == [("E100", 5, 5, "fighters[0]: missing required field 'health'",
                      "'health': Starting health of each fighter of this kind.")]


def test_every_error_is_reported_in_file_order(tmp_path):
    text = (HERO.replace("move: 2", "move: two").replace("role: hero", "role: heroine")
            .replace("count: 2", "count: 0"))
    _, found = run(tmp_path, text)
    assert [(code, line, col, message) for code, line, col, message, _ in found] == [
        ("E100", 3, 7, "move: expected an integer, got 'two'"),
        ("E100", 6, 11, "fighters[0].role: 'heroine' is not one of hero, sidekick"),
        ("E100", 16, 12, "cards[0].count: 0 is less than the minimum, 1"),
    ]


def test_scheme_with_a_value_and_attack_without_one(tmp_path):
    text = HERO + (
        "  - title: Steal From the Rich\n"
        "    type: scheme\n"
        "    value: 2\n"
        "    count: 3\n"
        "    user: Robin Hood\n"
        "  - title: Parry\n"
        "    type: defense\n"
        "    count: 2\n"
        "    user: any\n")
    _, found = run(tmp_path, text)
    assert [(line, col, message) for _, line, col, message, _ in found] == [
        (20, 12, "cards[1].value: a scheme card has no value; remove this field"),
        (23, 5, "cards[2]: an attack, defense or versatile card needs a 'value'"),
    ]


def test_lists_and_ids(tmp_path):
    _, found = run(tmp_path, """\
        kind: box
        name: Robin Hood vs. Bigfoot
        ruleset: Unmatched
        heroes: []
        boards: [yukon, yukon]
    """)
    assert [(line, col, message) for _, line, col, message, _ in found] == [
        (3, 10, "ruleset: must be a lowercase-kebab id such as 'robin-hood'"),
        (4, 9, "heroes: needs at least 1 item, has 0"),
        (5, 9, "boards: has the same item twice: 'yukon'"),
    ]


def test_a_box_may_have_no_board(tmp_path):
    """A hero deck sold without a battlefield (Bruce Lee) plays on other boxes' boards."""
    _, found = run(tmp_path, """\
        kind: box
        name: Bruce Lee
        ruleset: unmatched
        heroes: [bruce-lee]
        boards: []
    """)
    assert found == []


def test_board_start_out_of_range(tmp_path):
    _, found = run(tmp_path, """\
        kind: board
        name: Tiny
        layout: exact
        players: 3
        zones: [{id: red, name: Red}]
        spaces:
          - {id: 1, zones: [red], start: 5}
    """)
    assert [(line, col, message, hint) for _, line, col, message, hint in found] == [
        (4, 10, "players: 3 is not one of 2, 4", "expected one of: 2, 4"),
        (7, 34, "spaces[0].start: 5 is more than the maximum, 4",
         "expected a number from 1 to 4; The printed start number on this space (1 to "
         "'players'), if any; player N's hero starts here."),
    ]


@pytest.mark.parametrize("text, line, col, message, hint", [
    ("name: x\n", 1, 1, "the document has no 'kind' field",
     "add 'kind:' with one of: hero, board, box, ruleset, glossary, champion, arena, traps, challenges, standard-actions"),
    ("kind: heor\nname: x\n", 1, 7, "unknown kind 'heor'",
     "expected one of: hero, board, box, ruleset, glossary, champion, arena, traps, challenges, standard-actions; did you mean 'hero'?"),
    ("kind: deck\n", 1, 7, "unknown kind 'deck'", "expected one of: hero, board, box, ruleset, glossary, champion, arena, traps, challenges, standard-actions"),
    ("kind: [hero]\n", 1, 7, "unknown kind a list", "expected one of: hero, board, box, ruleset, glossary, champion, arena, traps, challenges, standard-actions"),
    ("# nothing here\n", 1, 1, "the document is empty, not a mapping with a 'kind' field",
     "expected a mapping that starts with 'kind: hero' (or board, box, ruleset)"),
    ("- kind: hero\n", 1, 1, "the document is a list, not a mapping with a 'kind' field",
     "expected a mapping that starts with 'kind: hero' (or board, box, ruleset)"),
])
def test_kind_cannot_be_told(tmp_path, text, line, col, message, hint):
    assert run(tmp_path, text) == (None, [("E101", line, col, message, hint)])


def test_schemas_ship_as_package_data():
    assert json.loads((ROOT / "schemas" / "hero.schema.json").read_text()) == load_schema("hero")



def test_every_friendly_message_names_a_subschema_that_can_fail():
    # The wording of schema errors lives in schemas/messages.json, by JSON pointer (validate.py).
    messages = json.loads((ROOT / "schemas" / "messages.json").read_text(encoding="utf-8"))
    assert set(messages) - {"$comment"} <= set(SCHEMA_NAMES)
    for name, table in messages.items():
        if name == "$comment":
            continue
        for pointer in table:
            subschema = resolve_pointer(load_schema(name), pointer)
            assert isinstance(subschema, dict) and set(subschema) - {"description"}, pointer


def test_the_translations_of_a_name_are_the_same_in_every_schema():
    """Boards and the glossary take a name's translations as hero files do: one shape, kept
    in step (a schema cannot refer to another's definitions for the fast checker)."""
    hero = load_schema("hero")["$defs"]
    for name in ("board", "glossary"):
        defs = load_schema(name)["$defs"]
        for lang in ("it", "pl", "pt-BR", "tr"):
            key = f"name_translation_{lang}"
            assert defs[key] == hero[key], (name, key)
    assert load_schema("board")["$defs"]["name_translations"] == hero["name_translations"]
    assert load_schema("glossary")["$defs"]["title_translation"] == hero["title_translation"]
