"""Board checks, for a board document that has passed its schema.

One diagnostic per fault, at the YAML node that is wrong:

- E606 two spaces (or two zones) have the same id: at the later one's id.
- E605 an adjacency, zone, door or passage entry names a space or zone that does not exist.
- E600 space A lists B as adjacent but B does not list A: at A's entry for B.
- E601 a space belongs to no zone.
- E602 the board is not connected: one diagnostic naming every space that cannot be
  reached from the first space, at the first of them.
- E603 each start number 1..players is on exactly one space (missing: at `players`;
  twice, or beyond `players`: at the extra `start`).
- E604 the declared `counts` differ from the lists: at the count that is wrong.

A space whose id repeats an earlier one is reported once (E606) and left out of the other
checks, so one slip does not cascade.
"""

from __future__ import annotations

import difflib
from collections import deque
from typing import Any

from cardsmith.compiler.diagnostics import Diagnostics


class _Reporter:
    def __init__(self, doc: Any, diagnostics: Diagnostics) -> None:
        self.doc = doc
        self.diagnostics = diagnostics

    def error(self, code: str, path: tuple, message: str, hint: str = "", length: int = 1) -> None:
        pos = self.doc.position(path)
        self.diagnostics.error(code, message, self.doc.display, pos.line, pos.column, hint, length)

    def line_of(self, path: tuple) -> int:
        return self.doc.position(path).line


def check_board(doc: Any, diagnostics: Diagnostics) -> None:
    """Check a schema-valid board document's graph, zones, start spaces and counts."""
    board = doc.data
    report = _Reporter(doc, diagnostics)
    zone_ids = _zone_ids(board.get("zones", []), report)
    index = _space_index(board.get("spaces", []), report)
    spaces = board.get("spaces", [])
    for i in index.values():
        _check_space(spaces, i, index, zone_ids, report)
    _check_doors_and_passages(board, index, report)
    _check_connected(board, index, report)
    _check_starts(board, index, report)
    _check_counts(board, report)


def _zone_ids(zones: list, report: _Reporter) -> set[str]:
    seen: dict[str, int] = {}
    for i, zone in enumerate(zones):
        zid = zone["id"]
        if zid in seen:
            first = report.line_of(("zones", seen[zid], "id"))
            report.error("E606", ("zones", i, "id"), f"zone id '{zid}' is used twice (first on line {first})",
                         "give each zone its own id", len(zid))
        else:
            seen[zid] = i
    return set(seen)


def _space_index(spaces: list, report: _Reporter) -> dict[int, int]:
    """Space id -> index of the first space with that id; E606 for the others."""
    index: dict[int, int] = {}
    for i, space in enumerate(spaces):
        sid = space["id"]
        if sid in index:
            first = report.line_of(("spaces", index[sid], "id"))
            report.error("E606", ("spaces", i, "id"), f"space id {sid} is used twice (first on line {first})",
                         "give each space its own id", len(str(sid)))
        else:
            index[sid] = i
    return index


def _check_space(spaces: list, i: int, index: dict[int, int], zone_ids: set[str],
                 report: _Reporter) -> None:
    """E601 and E605 for the space's zones; E605 and E600 for its adjacency list."""
    space = spaces[i]
    sid = space["id"]
    zones = space.get("zones", [])
    if not zones:
        path = ("spaces", i, "zones") if "zones" in space else ("spaces", i)
        report.error("E601", path, f"space {sid} belongs to no zone",
                     "list at least one zone id in its 'zones'")
    for j, zid in enumerate(zones):
        if zid not in zone_ids:
            close = difflib.get_close_matches(zid, sorted(zone_ids), n=1)
            hint = f"did you mean '{close[0]}'?" if close else "zones: " + ", ".join(sorted(zone_ids))
            report.error("E605", ("spaces", i, "zones", j),
                         f"space {sid} is in zone '{zid}', which the board does not have", hint, len(zid))
    for j, other in enumerate(space.get("adjacent", [])):
        path = ("spaces", i, "adjacent", j)
        if other not in index:
            report.error("E605", path, f"space {sid} lists space {other} as adjacent, "
                         "but the board has no such space", "", len(str(other)))
        elif sid not in spaces[index[other]].get("adjacent", []):
            report.error("E600", path, f"space {sid} lists {other} as adjacent, "
                         f"but space {other} does not list {sid}",
                         f"add {sid} to the 'adjacent' of space {other}, or remove {other} here",
                         len(str(other)))


def _check_doors_and_passages(board: dict, index: dict[int, int], report: _Reporter) -> None:
    for d, door in enumerate(board.get("doors", [])):
        for k, sid in enumerate(door["between"]):
            if sid not in index:
                report.error("E605", ("doors", d, "between", k),
                             f"a door is next to space {sid}, but the board has no such space",
                             "", len(str(sid)))
    for k, sid in enumerate(board.get("passages", [])):
        if sid not in index:
            report.error("E605", ("passages", k),
                         f"secret passage on space {sid}, but the board has no such space",
                         "", len(str(sid)))


def _neighbours(board: dict, index: dict[int, int]) -> dict[int, set[int]]:
    """Movement links between known spaces: adjacency either way, and secret passages."""
    spaces = board["spaces"]
    links: dict[int, set[int]] = {sid: set() for sid in index}
    for sid, i in index.items():
        for other in spaces[i].get("adjacent", []):
            if other in index and other != sid:
                links[sid].add(other)
                links[other].add(sid)
    passages = [sid for sid in board.get("passages", []) if sid in index]
    for sid in passages:
        links[sid].update(p for p in passages if p != sid)
    return links


def _check_connected(board: dict, index: dict[int, int], report: _Reporter) -> None:
    if not index:
        return
    links = _neighbours(board, index)
    first = next(iter(index))
    reached = {first}
    queue = deque([first])
    while queue:
        for other in links[queue.popleft()]:
            if other not in reached:
                reached.add(other)
                queue.append(other)
    cut_off = [sid for sid in index if sid not in reached]
    if not cut_off:
        return
    names = ", ".join(str(sid) for sid in cut_off)
    noun = "space" if len(cut_off) == 1 else "spaces"
    report.error("E602", ("spaces", index[cut_off[0]], "id"),
                 f"the board is not connected: {noun} {names} cannot be reached from space {first}",
                 "join them to the rest with 'adjacent' entries on both sides", len(str(cut_off[0])))


def _check_starts(board: dict, index: dict[int, int], report: _Reporter) -> None:
    players = board["players"]
    spaces = board["spaces"]
    placed: dict[int, int] = {}
    for sid, i in index.items():
        start = spaces[i].get("start")
        if start is None:
            continue
        path = ("spaces", i, "start")
        if start > players:
            report.error("E603", path, f"space {sid} has start {start}, but the board has "
                         f"{players} players", f"start numbers go from 1 to {players}")
        elif start in placed:
            report.error("E603", path, f"start {start} is on space {sid} and also on space "
                         f"{spaces[placed[start]]['id']}", "each start number goes on exactly one space")
        else:
            placed[start] = i
    for start in range(1, players + 1):
        if start not in placed:
            report.error("E603", ("players",), f"no space has start {start}",
                         f"a {players}-player board needs start spaces 1 to {players}")


def _check_counts(board: dict, report: _Reporter) -> None:
    counts = board.get("counts")
    if counts is None:
        return
    for field in ("spaces", "zones"):
        actual = len(board.get(field, []))
        declared = counts[field]
        if declared != actual:
            report.error("E604", ("counts", field),
                         f"counts.{field} is {declared}, but the board lists {actual} {field}",
                         f"fix the count or the list of {field}", len(str(declared)))
