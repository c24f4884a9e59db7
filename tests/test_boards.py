"""Board checks (E600-E606): each fault gives exactly one diagnostic at the offending node,
and the bundled boards are clean and match the reference battlefield list."""

from __future__ import annotations

from collections import deque
from pathlib import Path

import pytest

from cardsmith.compiler.boards import check_board
from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.validate import validate_document

from cardsmith.compiler.loader import load_document

ROOT = Path(__file__).resolve().parent.parent
BOARDS = ROOT / "content" / "robin-hood-vs-bigfoot" / "boards"

# Line numbers are those of this text; the cases below edit it line by line.
BASE = """\
kind: board
name: Tiny
layout: exact
players: 2
counts: {spaces: 4, zones: 2}
zones:
  - id: red
    name: Red
  - id: blue
    name: Blue
spaces:
  - id: 1
    zones: [red]
    adjacent: [2, 3]
    start: 1
  - id: 2
    zones: [red, blue]
    adjacent: [1, 4]
  - id: 3
    zones: [blue]
    adjacent: [1, 4]
  - id: 4
    zones: [blue]
    adjacent: [2, 3]
    start: 2
"""


def edit(replace: dict[int, str] | None = None, after: dict[int, str] | None = None,
         tail: str = "") -> str:
    """BASE with some lines (1-based) replaced ('' deletes) and text added after others."""
    lines = BASE.splitlines(keepends=True)
    out = []
    for number, line in enumerate(lines, start=1):
        new = (replace or {}).get(number, line.rstrip("\n"))
        if new:
            out.append(new.rstrip("\n") + "\n")
        if number in (after or {}):
            out.append(after[number].rstrip("\n") + "\n")
    return "".join(out) + tail


def check(tmp_path: Path, text: str, name: str = "tiny.yaml") -> list[tuple]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    diagnostics = Diagnostics()
    doc = load_document(path, name, diagnostics)
    assert validate_document(doc, diagnostics) == "board", [d.message for d in diagnostics]
    check_board(doc, diagnostics)
    return [(d.code, d.line, d.column, d.message) for d in diagnostics]


def test_the_base_board_is_clean(tmp_path):
    assert check(tmp_path, BASE) == []


FAULTS = {
    "duplicate space id": (
        edit({5: "counts: {spaces: 5, zones: 2}"}, tail="  - id: 2\n    zones: [red]\n    adjacent: [1]\n"),
        ("E606", 26, 9, "space id 2 is used twice (first on line 16)")),
    "duplicate zone id": (
        edit({5: "counts: {spaces: 4, zones: 3}"}, after={10: "  - id: red\n    name: Crimson"}),
        ("E606", 11, 9, "zone id 'red' is used twice (first on line 7)")),
    "adjacent to an unknown space": (
        edit({14: "    adjacent: [2, 3, 9]"}),
        ("E605", 14, 22, "space 1 lists space 9 as adjacent, but the board has no such space")),
    "unknown zone": (
        edit({20: "    zones: [bleu]"}),
        ("E605", 20, 13, "space 3 is in zone 'bleu', which the board does not have")),
    "door next to an unknown space": (
        edit(tail="doors:\n  - between: [4, 7]\n"),
        ("E605", 27, 18, "a door is next to space 7, but the board has no such space")),
    "passage on an unknown space": (
        edit(tail="passages: [1, 12]\n"),
        ("E605", 26, 15, "secret passage on space 12, but the board has no such space")),
    "asymmetric adjacency": (
        edit({21: "    adjacent: [1, 4, 2]"}),
        ("E600", 21, 22, "space 3 lists 2 as adjacent, but space 2 does not list 3")),
    "empty zone list": (
        edit({23: "    zones: []"}),
        ("E601", 23, 12, "space 4 belongs to no zone")),
    "no zones field": (
        edit({23: ""}),
        ("E601", 22, 5, "space 4 belongs to no zone")),
    "not connected": (
        edit({5: "counts: {spaces: 6, zones: 2}"},
             tail="  - id: 5\n    zones: [red]\n    adjacent: [6]\n"
                  "  - id: 6\n    zones: [red]\n    adjacent: [5]\n"),
        ("E602", 26, 9, "the board is not connected: spaces 5, 6 cannot be reached from space 1")),
    "one space cut off": (
        edit({5: "counts: {spaces: 5, zones: 2}"}, tail="  - id: 5\n    zones: [red]\n"),
        ("E602", 26, 9, "the board is not connected: space 5 cannot be reached from space 1")),
    "missing start space": (
        edit({25: ""}),
        ("E603", 4, 10, "no space has start 2")),
    "start number used twice": (
        edit(after={21: "    start: 1"}),
        ("E603", 22, 12, "start 1 is on space 3 and also on space 1")),
    "start beyond the players": (
        edit(after={18: "    start: 4"}),
        ("E603", 19, 12, "space 2 has start 4, but the board has 2 players")),
    "wrong space count": (
        edit({5: "counts: {spaces: 5, zones: 2}"}),
        ("E604", 5, 18, "counts.spaces is 5, but the board lists 4 spaces")),
    "wrong zone count": (
        edit({5: "counts: {spaces: 4, zones: 7}"}),
        ("E604", 5, 28, "counts.zones is 7, but the board lists 2 zones")),
}


@pytest.mark.parametrize("name", list(FAULTS))
def test_each_fault_gives_one_diagnostic(tmp_path, name):
    text, expected = FAULTS[name]
    assert check(tmp_path, text) == [expected]


def test_hints(tmp_path):
    diagnostics = Diagnostics()
    path = tmp_path / "tiny.yaml"
    path.write_text(edit({20: "    zones: [bleu]", 21: "    adjacent: [1, 4, 2]"}))
    doc = load_document(path, "tiny.yaml", diagnostics)
    check_board(doc, diagnostics)
    assert [(d.code, d.hint) for d in diagnostics] == [
        ("E605", "did you mean 'blue'?"),
        ("E600", "add 3 to the 'adjacent' of space 2, or remove 2 here"),
    ]


def test_counts_are_optional(tmp_path):
    assert check(tmp_path, edit({5: ""})) == []


# --- the bundled boards -----------------------------------------------------------------

# From the reference battlefield list (shared/reference/boards.md).
REFERENCE = {"sherwood-forest": ("Sherwood Forest", 30, 7), "yukon": ("Yukon", 31, 7)}


def _graph(data: dict) -> dict[int, set[int]]:
    return {s["id"]: set(s["adjacent"]) for s in data["spaces"]}


def _distances(graph: dict[int, set[int]], start: int) -> dict[int, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for other in graph[here]:
            if other not in dist:
                dist[other] = dist[here] + 1
                queue.append(other)
    return dist


def _load_bundled(board_id: str):
    diagnostics = Diagnostics()
    path = BOARDS / f"{board_id}.yaml"
    doc = load_document(path, str(path.relative_to(ROOT)), diagnostics)
    return doc, diagnostics


@pytest.mark.parametrize("board_id", list(REFERENCE))
def test_bundled_board_is_clean_and_matches_the_reference(board_id):
    doc, diagnostics = _load_bundled(board_id)
    assert validate_document(doc, diagnostics) == "board"
    check_board(doc, diagnostics)
    assert [d.message for d in diagnostics] == []
    data = doc.data
    name, spaces, zones = REFERENCE[board_id]
    assert (data["name"], len(data["spaces"]), len(data["zones"])) == (name, spaces, zones)
    assert data["counts"] == {"spaces": spaces, "zones": zones}
    assert data["layout"] == "approximate" and data["players"] == 2
    assert sorted(s["start"] for s in data["spaces"] if "start" in s) == [1, 2]
    assert doc.text.startswith("# ") and "APPROXIMATE" in doc.text.splitlines()[0]


@pytest.mark.parametrize("board_id", list(REFERENCE))
def test_bundled_board_zones_are_contiguous_and_starts_far_apart(board_id):
    data = _load_bundled(board_id)[0].data
    graph = _graph(data)
    for zone in data["zones"]:
        members = {s["id"] for s in data["spaces"] if zone["id"] in s["zones"]}
        inner = {sid: graph[sid] & members for sid in members}
        assert set(_distances(inner, min(members))) == members, zone["id"]
    starts = {s["start"]: s["id"] for s in data["spaces"] if "start" in s}
    assert _distances(graph, starts[1])[starts[2]] >= 5


def test_sherwood_is_sparser_than_yukon_and_has_shared_spaces():
    def mean_degree(data):
        return sum(len(s["adjacent"]) for s in data["spaces"]) / len(data["spaces"])
    sherwood = _load_bundled("sherwood-forest")[0].data
    yukon = _load_bundled("yukon")[0].data
    assert mean_degree(sherwood) < 3 < 4 < mean_degree(yukon)
    assert sum(len(s["zones"]) > 1 for s in sherwood["spaces"]) >= 2
