"""libyaml and the pure-Python parser load every file alike: the same data, the same position
for every value, key and character of every string, and the same diagnostic when a file is
rejected; and with libyaml, the quick way for plain files agrees exactly with the general one. YAML is generated with anchors, tags, comments, every scalar style, block scalar
headers, flow collections and CRLF line ends; the content and fixture files are compared too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.compiler import loader
from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.loader import Limits, load_text
from cardsmith.compiler.yaml_compose import LIBYAML, Rejected, compose_libyaml
from cardsmith.compiler.yaml_direct import load_direct
from cardsmith.compiler.yaml_text import LineTable

pytestmark = pytest.mark.skipif(not LIBYAML, reason="PyYAML was built without libyaml")

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(p for folder in ("content", "tests") for p in (ROOT / folder).rglob("*.y*ml"))


def load_with(backend: str, text: str, monkeypatch, limits: Limits = Limits()):
    monkeypatch.setattr(loader, "BACKEND", backend)
    diagnostics = Diagnostics()
    document = load_text(text, "doc.yaml", diagnostics, limits)
    return document, [(d.code, d.line, d.column, d.message, d.hint) for d in diagnostics]


def paths(data, path=()):
    yield path
    if isinstance(data, list):
        for i, item in enumerate(data):
            yield from paths(item, path + (i,))
    elif isinstance(data, dict):
        for key, item in data.items():
            yield from paths(item, path + (key,))


def value_at(data, path):
    for part in path:
        data = data[part]
    return data


def assert_libyaml_ways_alike(text: str) -> None:
    """With libyaml, the quick way (events straight to data) gives exactly what the general
    way (the node tree and its builder) gives, whenever it takes the file at all."""
    try:
        direct = load_direct(text, 64, 200_000, loader._CONVERTED_TAGS)
    except Exception:  # noqa: BLE001 - not plain YAML: the general way's business
        return
    general = loader._build(text, "doc.yaml", Limits(), LineTable(text), None, compose_libyaml)
    assert direct == (general.data, general._values, general._keys, general._scalars), text


def assert_alike(text: str, monkeypatch) -> bool:
    """Both parsers load text alike; True when it loaded."""
    assert_libyaml_ways_alike(text)
    fast, fast_diagnostics = load_with("libyaml", text, monkeypatch)
    slow, slow_diagnostics = load_with("python", text, monkeypatch)
    assert fast_diagnostics == slow_diagnostics, text
    if slow is None:
        assert fast is None
        return False
    assert fast._scanned is None, "libyaml fell back to the pure-Python parser on good YAML"
    assert fast.data == slow.data, text
    for path in paths(slow.data):
        assert fast.position(path) == slow.position(path), (text, path)
        assert fast.key_position(path) == slow.key_position(path), (text, path)
        value = value_at(slow.data, path)
        if isinstance(value, str):
            for offset in range(-1, len(value) + 2):
                assert fast.text_position(path, offset) == slow.text_position(path, offset), (
                    text, path, offset)
    return True


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_content_and_fixture_files_load_alike(path: Path, monkeypatch):
    assert_alike(path.read_text(encoding="utf-8", errors="replace"), monkeypatch)


# --- generated YAML ---------------------------------------------------------------------------

WORDS = st.text(alphabet="abcXYZ019é-_.,'\"!?()", min_size=1, max_size=8)
# In [...], no '?' and no '!' (see test_known_differences): only letters, digits and the like.
FLOW_WORDS = st.text(alphabet="abcXYZ019é-_.()", min_size=1, max_size=8)
QUOTED = st.text(alphabet="ab c'\"\\:#é\t😀\u2028", max_size=12)
ESCAPES = st.sampled_from(["\\\\", '\\"', "\\t", "\\x41", "\\u00e9", "\\U0001F600", "\\n",
                           "\\ ", "\\/", "\\N", "\\_", "\\0"])


@st.composite
def plain(draw, words=WORDS) -> str:
    return " ".join(draw(st.lists(words, min_size=1, max_size=4)))


@st.composite
def double_quoted(draw, indent: int) -> str:
    parts = draw(st.lists(st.one_of(QUOTED.map(lambda s: s.replace("\\", "\\\\")
                                               .replace('"', '\\"')), ESCAPES,
                                    st.just("\\\n" + " " * (indent + 2)),
                                    st.just("\n" + " " * (indent + 2))), max_size=5))
    return '"' + "".join(parts) + '"'


@st.composite
def single_quoted(draw, indent: int) -> str:
    parts = draw(st.lists(st.one_of(QUOTED.map(lambda s: s.replace("'", "''")),
                                    st.just("\n" + " " * (indent + 2)),
                                    st.just("\n\n" + " " * (indent + 1))), max_size=5))
    return "'" + "".join(parts) + "'"


@st.composite
def block_scalar(draw, indent: int) -> str:
    step = draw(st.integers(1, 3))
    explicit = draw(st.booleans())
    header = draw(st.sampled_from("|>")) + draw(st.sampled_from(["", "-", "+"]))
    if explicit:
        header += str(step + indent if indent >= 0 else step)
    header += draw(st.sampled_from(["", "  # note"]))
    body_indent = " " * (max(indent, 0) + step)
    lines = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["text", "text", "more", "empty", "spaces"]))
        if kind == "empty":
            lines.append("")
        elif kind == "spaces":
            lines.append(body_indent + " " * draw(st.integers(0, 2)))
        else:
            extra = " " * draw(st.integers(1, 3)) if kind == "more" else ""
            lines.append(body_indent + extra + draw(plain()))
    return header + "".join("\n" + line for line in lines)


@st.composite
def scalar(draw, indent: int, anchors: list[str]) -> str:
    style = draw(st.sampled_from(["plain", "plain", "single", "double", "block", "alias"]))
    if style == "alias" and anchors:
        return "*" + draw(st.sampled_from(anchors))
    properties = draw(properties_(anchors))
    if properties and draw(st.booleans()):  # the value on the next line, after a comment
        properties += draw(st.sampled_from(["", " # c"])) + "\n" + " " * (max(indent, 0) + 2)
    elif properties:
        properties += " "
    if style == "single":
        return properties + draw(single_quoted(indent))
    if style == "double":
        return properties + draw(double_quoted(indent))
    if style == "block":
        return properties + draw(block_scalar(indent))
    return properties + draw(plain())


@st.composite
def properties_(draw, anchors: list[str]) -> str:
    parts = []
    if draw(st.booleans()):
        anchors.append(f"a{len(anchors)}")
        parts.append("&" + anchors[-1])
    if draw(st.integers(0, 3)) == 0:
        parts.append(draw(st.sampled_from(["!!str", "!!int", "!<tag:yaml.org,2002:str>", "!"])))
    draw(st.randoms()).shuffle(parts)
    return " ".join(parts)


@st.composite
def block_node(draw, indent: int, depth: int, anchors: list[str]) -> str:
    """A value after 'key:' or '- ': a scalar on the same line, or a collection below it."""
    kind = draw(st.sampled_from(["scalar", "scalar", "map", "seq", "flow"] if depth < 3
                                else ["scalar"]))
    if kind == "scalar":
        return " " + draw(scalar(indent, anchors))
    if kind == "flow":
        items = draw(st.lists(st.one_of(plain(FLOW_WORDS), single_quoted(indent),
                                        double_quoted(indent)),
                              max_size=3))
        if draw(st.booleans()):
            return " [" + ", ".join(items) + "]"
        keys = draw(st.lists(FLOW_WORDS, min_size=len(items), max_size=len(items)))
        return " {" + ", ".join(f"{key}: {item}" for key, item in zip(keys, items)) + "}"
    inner = indent + draw(st.integers(1, 3))
    lead = draw(properties_(anchors))
    return (" " + lead if lead else "") + "\n" + draw(collection(kind, inner, depth + 1, anchors))


@st.composite
def collection(draw, kind: str, indent: int, depth: int, anchors: list[str]) -> str:
    lines = []
    keys = draw(st.lists(WORDS.filter(lambda w: w[0] not in "-!'\"?"), min_size=1, max_size=3,
                         unique=True))
    for key in keys:
        if draw(st.integers(0, 5)) == 0:
            lines.append(" " * draw(st.integers(0, indent + 1)) + "# a comment")
        lead = f"{key}:" if kind == "map" else "-"
        lines.append(" " * indent + lead + draw(block_node(indent, depth, anchors)))
    return "\n".join(lines)


@st.composite
def documents(draw) -> str:
    kind = draw(st.sampled_from(["map", "seq", "map", "seq", "scalar"]))
    if kind == "scalar":
        text = draw(scalar(-1, []))
    else:
        text = draw(collection(kind, 0, 0, []))
    text = draw(st.sampled_from(["", "---\n", "# top\n"])) + text + draw(
        st.sampled_from(["\n", "", "\n\n", "\n...\n"]))
    return text.replace("\n", "\r\n") if draw(st.integers(0, 4)) == 0 else text


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(text=documents())
def test_generated_yaml_loads_alike(text: str, monkeypatch):
    assert_alike(text, monkeypatch)


@pytest.mark.parametrize("text", [
    "a: [", "a: 1\n---\nb: 2\n", "a: *nope\n", "a: &x 1\nb: &x 2\n", "a: b\x07c\n",
    "[" * 50_000, "a: &a [1, *a]\n", "a:\n\t- x\n", "a: \ud800\n", "a: |9\n x", "!<> x",
    "%YAML 2.0\n--- x", "a: !!python/object/apply:os.system [ls]\n", "{a: 1, a: 2}",
    "a:\n  b: |\n    x\n   y\n", "- !!str\n- &x\n- !\n- [a, *x]\n", "a: !!int 1.5\n",
])
def test_odd_and_rejected_files_load_alike(text: str, monkeypatch):
    assert_alike(text, monkeypatch)


def test_known_differences(monkeypatch):
    """Where PyYAML's scanner departs from the YAML spec inside [...] and {...}, it rejects
    what libyaml reads: a plain value with '?' in it, and a tag directly before a ','."""
    for text, data in [("a: [b?c, d]\n", {"a": ["b?c", "d"]}),
                       ("a: {b: c?}\n", {"a": {"b": "c?"}}),
                       ("a: [!, b]\n", {"a": [None, "b"]}),
                       ("a: [!!str, b]\n", {"a": ["", "b"]})]:
        fast, fast_diagnostics = load_with("libyaml", text, monkeypatch)
        slow, slow_diagnostics = load_with("python", text, monkeypatch)
        assert fast.data == data and not fast_diagnostics
        assert slow is None and [d[0] for d in slow_diagnostics] in (["E001"], ["E007"])


# --- the libyaml composer bounds its own work -------------------------------------------------

def test_libyaml_composer_stops_at_the_depth_limit_without_recursing():
    for text, index in [("[" * 50_000, 64), ("- " * 50_000 + "x", 128), ("a:\n" * 1, None)]:
        if index is None:
            compose_libyaml(text, 64)
            continue
        # Newer libyaml builds stop deep flow nesting in their own scanner (at 1,000 levels,
        # scanning ahead of the events): either way nothing recurses, and the loader then
        # lets the pure-Python parser word the diagnostic (E003 at the 65th level).
        with pytest.raises((Rejected, yaml.YAMLError)) as problem:
            compose_libyaml(text, 64)
        if isinstance(problem.value, Rejected):
            assert (problem.value.code, problem.value.index) == ("E003", index)
        else:
            assert "nesting depth" in str(problem.value) and text.startswith("[")


def test_libyaml_composer_shares_aliased_nodes_so_expansion_is_bounded_by_the_builder():
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    root, _ = compose_libyaml("\n".join(lines) + "\n", 64)
    last = root.value[-1][1].value
    assert len(last) == 9 and len({id(alias.node) for alias in last}) == 1
