"""Tests of the loading stage: plain data, exact positions, and every E001-E007 rejection.

Every test here runs twice: with libyaml's parser (when PyYAML has it) and with the
pure-Python one, which must give the same data, positions and diagnostics."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.compiler import loader
from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.loader import Document, Limits, Position, load_document, load_text
from cardsmith.compiler.yaml_compose import LIBYAML

BACKENDS = [pytest.param("libyaml", marks=pytest.mark.skipif(not LIBYAML, reason="no libyaml")),
            "python"]


@pytest.fixture(autouse=True, scope="module", params=BACKENDS)
def backend(request):
    """The parser the loader reads YAML with first (module-scoped: Hypothesis allows it)."""
    previous, loader.BACKEND = loader.BACKEND, request.param
    yield request.param
    loader.BACKEND = previous


def parsed_with(document: Document) -> str:
    """Which parser made a document: only the pure-Python one records what it scanned."""
    return "libyaml" if document._scanned is None else "python"


def load(text: str, limits: Limits = Limits()) -> Document:
    diagnostics = Diagnostics()
    document = load_text(text, "hero.yaml", diagnostics, limits)
    assert not diagnostics.items, [d.message for d in diagnostics]
    assert document is not None
    assert parsed_with(document) == loader.BACKEND  # no silent fall-back on good YAML
    return document


def rejected(text: str, limits: Limits = Limits()):
    """The one diagnostic a rejected text gives, as (code, line, column, message)."""
    diagnostics = Diagnostics()
    assert load_text(text, "hero.yaml", diagnostics, limits) is None
    assert len(diagnostics) == 1, [d.message for d in diagnostics]
    (d,) = diagnostics.items
    assert d.file == "hero.yaml"
    return d.code, d.line, d.column, d.message


def where(text: str, needle: str, nth: int = 0) -> Position:
    """The line and column of the nth occurrence of needle in text (text uses \\n only)."""
    index = [m.start() for m in re.finditer(re.escape(needle), text)][nth]
    line = text.count("\n", 0, index) + 1
    return Position(line, index - (text.rfind("\n", 0, index) + 1) + 1)


def char_at(text: str, position: Position) -> str:
    return text.split("\n")[position.line - 1][position.column - 1]


# --- data and positions of values and keys ---------------------------------------------------

HERO = """\
hero:
  name: Alice
  fighters:
    - name: Alice
      hp: 13
    - {name: "Jabberwock", hp: 8}
deck: [a, b]
"""


def test_data_is_plain_and_ordered():
    document = load(HERO)
    assert document.data == {
        "hero": {"name": "Alice", "fighters": [{"name": "Alice", "hp": 13},
                                               {"name": "Jabberwock", "hp": 8}]},
        "deck": ["a", "b"],
    }
    assert list(document.data) == ["hero", "deck"]
    assert document.display == "hero.yaml"
    assert document.source_lines()[1] == "  name: Alice"


def test_positions_of_values_in_nested_maps_and_lists():
    document = load(HERO)
    assert document.position(()) == Position(1, 1)
    assert document.position(("hero",)) == Position(2, 3)
    assert document.position(("hero", "name")) == Position(2, 9)
    assert document.position(("hero", "fighters")) == Position(4, 5)
    assert document.position(("hero", "fighters", 0)) == Position(4, 7)
    assert document.position(("hero", "fighters", 0, "hp")) == Position(5, 11)
    assert document.position(("hero", "fighters", 1)) == Position(6, 7)
    assert document.position(("hero", "fighters", 1, "name")) == Position(6, 14)
    assert document.position(("hero", "fighters", 1, "hp")) == Position(6, 32)
    assert document.position(("deck", 1)) == Position(7, 11)


def test_positions_of_keys():
    document = load(HERO)
    assert document.key_position(("hero",)) == Position(1, 1)
    assert document.key_position(("hero", "fighters")) == Position(3, 3)
    assert document.key_position(("hero", "fighters", 0, "hp")) == Position(5, 7)
    assert document.key_position(("hero", "fighters", 1, "hp")) == Position(6, 28)
    # A list item has no key: its value's position is given instead.
    assert document.key_position(("deck", 0)) == Position(7, 8)


def test_missing_path_gives_nearest_existing_ancestor():
    document = load(HERO)
    assert document.position(("hero", "fighters", 0, "nope", 3)) == Position(4, 7)
    assert document.position(("hero", "fighters", 9)) == Position(4, 5)
    assert document.key_position(("nope",)) == Position(1, 1)


def test_empty_file_gives_no_data():
    for text in ["", "# only a comment\n"]:
        document = load(text)
        assert document.data is None
        assert document.position(("anything",)) == Position(1, 1)
    assert load("---\n").data is None


def test_alias_value_stands_where_the_alias_is_written():
    text = "base: &b {hp: 5}\nhero: *b\n"
    document = load(text)
    assert document.data == {"base": {"hp": 5}, "hero": {"hp": 5}}
    assert document.position(("hero",)) == Position(2, 7)
    # Inside the alias, values stand where they are written: in the anchored node.
    assert document.position(("hero", "hp")) == Position(1, 15)


def test_scalar_types_and_timestamps_as_text():
    document = load("a: 1\nb: 1.5\nc: true\nd: ~\ne: 2024-05-01\nf: '7'\ng: !!str 8\nh: =\n")
    assert document.data == {"a": 1, "b": 1.5, "c": True, "d": None, "e": "2024-05-01",
                             "f": "7", "g": "8", "h": "="}


def test_byte_order_mark_and_crlf():
    document = load("\ufeffa: 1\r\nb: x\r\n")
    assert document.data == {"a": 1, "b": "x"}
    assert document.position(("b",)) == Position(2, 4)
    assert document.source_lines()[:2] == ["a: 1", "b: x"]


# --- text_position for every scalar style -------------------------------------------------


def assert_char_maps(text: str, path: tuple, word: str, file_nth: int = 0) -> None:
    """The first character of `word` in the string at path maps to where it stands in text."""
    document = load(text)
    value = document.data
    for part in path:
        value = value[part]
    offset = value.index(word)
    position = document.text_position(path, offset)
    assert position == where(text, word, file_nth)
    assert char_at(text, position) == word[0]


def test_text_position_plain_multiline():
    text = ("hero:\n  abilities:\n    - name: Rage\n      text: After combat, deal 1 damage\n"
            "        to each opposing fighter\n        adjacent to Alice.\n")
    assert load(text).data["hero"]["abilities"][0]["text"] == (
        "After combat, deal 1 damage to each opposing fighter adjacent to Alice.")
    assert_char_maps(text, ("hero", "abilities", 0, "text"), "opposing")
    assert_char_maps(text, ("hero", "abilities", 0, "text"), "Alice", file_nth=0)
    document = load(text)
    # A line break folded into a space maps to the break.
    value = document.data["hero"]["abilities"][0]["text"]
    assert document.text_position(("hero", "abilities", 0, "text"),
                                  value.index(" to each")) == Position(4, 40)


def test_text_position_single_quoted_with_escaped_quote_and_folding():
    text = "cards:\n  - text: 'It''s your\n      turn: it''s mine'\n"
    document = load(text)
    path = ("cards", 0, "text")
    assert document.data["cards"][0]["text"] == "It's your turn: it's mine"
    assert_char_maps(text, path, "mine")
    # The quote made of '' maps to its first quote.
    assert document.text_position(path, 2) == Position(2, 14)
    assert document.text_position(path, 0) == Position(2, 12)


def test_text_position_double_quoted_with_escapes():
    text = 'a:\n  b: "Say \\"hi\\"\\tthen \\x41\\u00e9 go\\\\on\n    next \\\n    line"\n'
    document = load(text)
    path = ("a", "b")
    value = document.data["a"]["b"]
    assert value == 'Say "hi"\tthen A\u00e9 go\\on next line'
    assert_char_maps(text, path, "go")
    assert_char_maps(text, path, "on")
    assert_char_maps(text, path, "next")
    assert_char_maps(text, path, "line")
    # Escaped characters map to the start of their escape.
    assert document.text_position(path, value.index('"')) == where(text, '\\"')
    assert document.text_position(path, value.index("A")) == where(text, "\\x41")
    assert document.text_position(path, value.index("\u00e9")) == where(text, "\\u00e9")
    assert document.text_position(path, value.index("\t")) == where(text, "\\t")


def test_text_position_literal_block():
    text = ("hero:\n  ability:\n    text: |\n      first line\n      second line\n\n"
            "        indented third\n      last\n  next: 1\n")
    document = load(text)
    path = ("hero", "ability", "text")
    value = document.data["hero"]["ability"]["text"]
    assert value == "first line\nsecond line\n\n  indented third\nlast\n"
    assert_char_maps(text, path, "second")
    assert_char_maps(text, path, "third")
    assert_char_maps(text, path, "last")
    # The 4th line of the string is the 4th line of the block; its leading spaces are content.
    assert document.text_position(path, value.index("  indented")) == Position(7, 7)
    # Past the end: just after the final line break.
    assert document.text_position(path, len(value)) == Position(9, 1)


def test_text_position_literal_strip_and_keep():
    text = "a: |-\n  one\n  two\nb: |+\n  three\n\nc: 1\n"
    document = load(text)
    assert document.data == {"a": "one\ntwo", "b": "three\n\n", "c": 1}
    assert document.text_position(("a",), 4) == Position(3, 3)
    assert document.text_position(("a",), 7) == Position(3, 6)  # just past "two"
    assert document.text_position(("b",), 6) == Position(6, 1)  # the kept empty line
    assert_char_maps(text, ("b",), "three")


def test_text_position_literal_with_indentation_indicator():
    text = "a:\n  b: |2\n     spaced\n    plain\n"
    document = load(text)
    assert document.data["a"]["b"] == " spaced\nplain\n"
    assert document.text_position(("a", "b"), 0) == Position(3, 5)
    assert_char_maps(text, ("a", "b"), "spaced")
    assert_char_maps(text, ("a", "b"), "plain")


def test_text_position_folded_block():
    text = ("card:\n  text: >\n    Deal 2 damage\n    to a fighter.\n\n    Then draw\n"
            "      1 card\n    now.\n")
    document = load(text)
    path = ("card", "text")
    value = document.data["card"]["text"]
    assert value == "Deal 2 damage to a fighter.\nThen draw\n  1 card\nnow.\n"
    for word in ["damage", "fighter", "Then", "1 card", "now"]:
        assert_char_maps(text, path, word)


def test_text_position_with_anchor_and_tag_before_the_value():
    text = "a: &x !!str 'quoted text'\nb: !!str\n  plain text\n"
    assert_char_maps(text, ("a",), "text")
    assert_char_maps(text, ("b",), "text", file_nth=1)
    document = load(text)
    assert document.text_position(("a",), 0) == Position(1, 14)


def test_text_position_of_collection_or_missing_path_falls_back_to_position():
    document = load(HERO)
    # Other scalars map within their source text too.
    assert document.text_position(("hero", "fighters", 0, "hp"), 1) == Position(5, 12)
    assert document.text_position(("hero", "fighters"), 0) == Position(4, 5)
    assert document.text_position(("hero", "nope"), 3) == Position(2, 3)


def test_text_position_clamps_offsets_and_repeats():
    text = "a: |\n  one two\nb: ''\n"
    document = load(text)
    for _ in range(2):  # the second round reads the alignment computed by the first
        assert document.text_position(("a",), -5) == Position(2, 3)
        assert document.text_position(("a",), 4) == Position(2, 7)
        assert document.text_position(("a",), 99) == Position(3, 1)
        assert document.text_position(("b",), -1) == document.text_position(("b",), 3)


# --- rejections: E001-E007 -------------------------------------------------------------------


def test_syntax_error_e001_with_line_and_column():
    code, line, column, message = rejected("a: [1, 2\nb: 3\n")
    assert (code, line, column) == ("E001", 2, 2)
    assert message == "the YAML is malformed: expected ',' or ']', but got ':'"


def test_syntax_error_e001_mapping_value_and_tab():
    assert rejected("name: Alice: the hero\n")[:3] == ("E001", 1, 12)
    assert rejected("a:\n\t- x\n")[:3] == ("E001", 2, 1)


def test_second_document_e001():
    code, line, column, message = rejected("a: 1\n---\nb: 2\n")
    assert (code, line, column) == ("E001", 2, 1)
    assert "one document" in message


def test_control_character_e001():
    assert rejected("a: b\x07c\n")[:3] == ("E001", 1, 5)


def test_undefined_alias_e001():
    assert rejected("a: 1\nb: *nope\n")[:3] == ("E001", 2, 4)


def test_too_large_e002():
    assert rejected("a: 12345\n", Limits(max_bytes=8))[:3] == ("E002", 1, 1)
    load("a: 1234\n", Limits(max_bytes=8))


def test_too_large_file_e002_before_reading(tmp_path: Path):
    path = tmp_path / "big.yaml"
    path.write_text("a: " + "x" * 100 + "\n", encoding="utf-8")
    diagnostics = Diagnostics()
    assert load_document(path, "big.yaml", diagnostics, Limits(max_bytes=50)) is None
    assert [(d.code, d.line, d.column) for d in diagnostics] == [("E002", 1, 1)]
    assert "104 bytes" in diagnostics.items[0].message


def test_deep_nesting_e003():
    # The root mapping is the first level, so 63 lists fit in it and the 64th is too deep.
    assert rejected("a: " + "[" * 64 + "]" * 64 + "\n")[:3] == ("E003", 1, 67)
    load("a: " + "[" * 63 + "]" * 63 + "\n")


def test_very_deep_nesting_is_e003_not_a_crash():
    assert rejected("[" * 50_000)[:3] == ("E003", 1, 65)
    assert rejected("- " * 5_000 + "x\n", Limits(max_depth=10_000))[0] == "E003"


def test_nesting_made_deep_by_aliases_e003():
    text = "a: &a [[[x]]]\nb: &b [[[*a]]]\nc: [[[*b]]]\n"
    # Blamed on the outermost alias that makes it too deep.
    assert rejected(text, Limits(max_depth=9))[:3] == ("E003", 3, 7)
    assert load(text, Limits(max_depth=10)).data["c"] == [[[[[[[[["x"]]]]]]]]]


def test_billion_laughs_e004():
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    code, line, column, message = rejected("\n".join(lines) + "\n")
    # Stopped while expanding a5 (a0-a4 and one copy of a4 fit in 200 000 values).
    assert (code, line, column) == ("E004", 6, 15)
    assert "200000" in message


def test_node_limit_counts_alias_expansions_e004():
    text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
    # Root, 2 keys, a (4 nodes), b's list, and 4 nodes for each alias: 16.
    assert load(text, Limits(max_nodes=16)).data["b"] == [[1, 2, 3], [1, 2, 3]]
    assert rejected(text, Limits(max_nodes=15))[:3] == ("E004", 2, 9)


def test_alias_loop_e004():
    assert rejected("a: &a [1, *a]\n")[:3] == ("E004", 1, 11)


def test_duplicate_key_e005():
    code, line, column, message = rejected("hero:\n  name: A\n  hp: 3\n  name: B\n")
    assert (code, line, column) == ("E005", 4, 3)
    assert message == "the key 'name' appears twice in this mapping (first at line 2)"
    assert rejected("a: {x: 1, x: 2}\n")[:3] == ("E005", 1, 11)


def test_python_tag_e007():
    code, line, column, message = rejected("a:\n  b: !!python/object/apply:os.system [ls]\n")
    assert (code, line, column) == ("E007", 2, 6)
    assert message == "tag !!python/object/apply:os.system is not allowed"


def test_other_tags_e007():
    assert rejected("a: !!binary aGk=\n")[:3] == ("E007", 1, 4)
    assert rejected("a: !!set {x}\n")[:3] == ("E007", 1, 4)
    assert rejected("a: !local x\n")[:3] == ("E007", 1, 4)
    assert rejected("a: !!int twelve\n")[:3] == ("E007", 1, 4)


def test_merge_key_e007():
    code, line, column, message = rejected("base: &b {hp: 5}\nhero:\n  <<: *b\n")
    assert (code, line, column) == ("E007", 3, 3)
    assert "merge keys" in message


def test_keys_must_be_text_e007():
    assert rejected("1: one\n")[:3] == ("E007", 1, 1)
    assert rejected("a:\n  yes: 1\n")[:3] == ("E007", 2, 3)
    assert rejected("? [a]\n: 1\n")[:3] == ("E007", 1, 3)
    assert load("'1': one\n").data == {"1": "one"}


def test_missing_file_e006(tmp_path: Path):
    diagnostics = Diagnostics()
    assert load_document(tmp_path / "nope.yaml", "nope.yaml", diagnostics) is None
    assert [(d.code, d.file, d.line, d.column) for d in diagnostics] == [
        ("E006", "nope.yaml", 1, 1)]


def test_folder_e006(tmp_path: Path):
    diagnostics = Diagnostics()
    assert load_document(tmp_path, "content", diagnostics) is None
    assert [(d.code, d.line, d.column) for d in diagnostics] == [("E006", 1, 1)]


def test_not_utf8_e006_at_first_bad_byte(tmp_path: Path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("name: Zoë\ntext: café au lait\n".encode("latin-1"))
    diagnostics = Diagnostics()
    assert load_document(path, "latin1.yaml", diagnostics) is None
    assert [(d.code, d.line, d.column) for d in diagnostics] == [("E006", 1, 9)]
    path.write_bytes("name: Zoë\ntext: caf".encode("utf-8") + b"\xe9 au lait\n")
    diagnostics = Diagnostics()
    assert load_document(path, "latin1.yaml", diagnostics) is None
    assert [(d.code, d.line, d.column) for d in diagnostics] == [("E006", 2, 10)]


def test_load_document_reads_a_good_file(tmp_path: Path):
    path = tmp_path / "hero.yaml"
    path.write_text(HERO, encoding="utf-8")
    document = load_document(path, "content/hero.yaml", Diagnostics())
    assert document is not None
    assert document.path == path and document.display == "content/hero.yaml"
    assert document.text == HERO
    assert document.position(("deck", 1)) == Position(7, 11)


@pytest.mark.parametrize("text", [
    "a: [", "{", "- - - ", "'", '"\\x4"', "a: |9\n x", "? ? ?", "&a &b x", "!<> x",
    "%YAML 2.0\n--- x", "a: *", "\x00", "\ud800", "a:\n- b\n  - c", ":", "[a, *a]",
])
def test_bad_input_never_raises(text: str):
    diagnostics = Diagnostics()
    load_text(text, "x.yaml", diagnostics)
    assert all(d.code.startswith("E00") for d in diagnostics)


# --- property: agrees with yaml.safe_load, and every character maps into the file -----------

SAFE_CHARS = st.text(alphabet="abcXYZ019 -_.,:#'\"\\/!&*?", max_size=30)
ANY_TEXT = st.text(max_size=30)


def nested(strings):
    keys = st.text(alphabet="abcxyz_ 19", min_size=1, max_size=8)
    return st.recursive(
        strings,
        lambda children: st.lists(children, max_size=4)
        | st.dictionaries(keys, children, max_size=4),
        max_leaves=12,
    )


def string_paths(data, path=()):
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, list):
        for i, item in enumerate(data):
            yield from string_paths(item, path + (i,))
    elif isinstance(data, dict):
        for key, item in data.items():
            yield from string_paths(item, path + (key,))


def text_index(document: Document, position: Position) -> int:
    lines = document.source_lines()
    return sum(len(line) + 1 for line in lines[:position.line - 1]) + position.column - 1


def check_round_trip(data, style, width, exact: bool) -> None:
    text = yaml.safe_dump(data, default_style=style, width=width, allow_unicode=True)
    document = load(text)
    assert document.data == yaml.safe_load(text)
    for path, value in string_paths(document.data):
        indices = [text_index(document, document.text_position(path, i))
                   for i in range(len(value) + 1)]
        assert all(0 <= index <= len(text) for index in indices)
        assert indices == sorted(set(indices)), (text, path)  # strictly increasing
        for char, index in zip(value, indices):
            source = text[index]
            folded = char in " \n" and source in "\r\n\x85\u2028\u2029"
            escaped = source == "\\"  # the start of an escape such as \" or \x07
            assert source == char or folded or escaped, (text, path, index)
            if exact:  # with plain characters only quotes, backslashes and spaces are escaped
                assert not escaped or char in '"\\ ', (text, path, index)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(data=nested(SAFE_CHARS), style=st.sampled_from([None, "|", ">", '"', "'"]),
       width=st.sampled_from([12, 80]))
def test_property_safe_strings_map_exactly(data, style, width):
    check_round_trip(data, style, width, exact=True)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(data=nested(ANY_TEXT), style=st.sampled_from([None, "|", '"', "'", ">"]),
       width=st.sampled_from([12, 80]))
def test_property_any_strings_load_like_safe_load(data, style, width):
    check_round_trip(data, style, width, exact=False)
