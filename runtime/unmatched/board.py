"""Board geometry: adjacency, zones, and where a fighter can move.

There is no line of sight: targeting is by adjacency and zone only (R-09). Secret passages
connect their spaces for movement only (R-25). A closed door removes the line it sits on:
no movement or attack across it, no adjacency, and it splits the zones it crosses (R-27).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..defs import BoardDef
from ..engine.data import Fighter
from .lasting import cannot_leave

if TYPE_CHECKING:
    from .data import UnmatchedData


def door(a: int, b: int) -> frozenset[int]:
    return frozenset((a, b))


def is_adjacent(data: "UnmatchedData", a: int, b: int) -> bool:
    return b in data.board.adjacent[a] and (not data.closed_doors
                                            or door(a, b) not in data.closed_doors)


def neighbours(data: "UnmatchedData", space: int) -> list[int]:
    closed = data.closed_doors
    return [s for s in data.board.adjacent[space] if not closed or door(space, s) not in closed]


def share_zone(data: "UnmatchedData", a: int, b: int) -> bool:
    common = data.board.zones[a] & data.board.zones[b]
    if not common or not data.closed_doors:
        return bool(common)
    closed = frozenset(data.closed_doors)
    return any(not _split(data.board, zone, a, b, closed) for zone in common)


def _split(board: BoardDef, zone: str, a: int, b: int, closed: frozenset) -> bool:
    """Whether closed doors separate a and b within their zone. Parts of a zone that are
    apart on the board anyway (the same colour in two corners) stay one zone."""
    return (b in _zone_part(board, zone, a, frozenset())
            and b not in _zone_part(board, zone, a, closed))


@lru_cache(maxsize=4096)
def _zone_part(board: BoardDef, zone: str, start: int, closed: frozenset) -> frozenset[int]:
    seen, frontier = {start}, [start]
    while frontier:
        space = frontier.pop()
        for other in board.adjacent[space]:
            if (other not in seen and zone in board.zones[other]
                    and door(space, other) not in closed):
                seen.add(other)
                frontier.append(other)
    return frozenset(seen)


def movement_neighbours(data: "UnmatchedData", space: int, links: list[int] = ()) -> list[int]:
    """Where one step leads: adjacent spaces, other passage spaces (R-25), and for a fighter
    who moves between tokens as if adjacent, the other token spaces (R-26)."""
    found = neighbours(data, space)
    if space in data.board.passages:
        found += [s for s in data.board.passages if s != space and s not in found]
    if space in links:
        found += [s for s in links if s != space and s not in found]
    return found


def token_links(data: "UnmatchedData", fighter: Fighter) -> list[int]:
    """The token spaces this fighter may move between as if adjacent."""
    hero = data.players[fighter.owner].hero
    links: list[int] = []
    for token in hero.tokens:
        if token.links_movement_for and fighter.definition.answers_to(token.links_movement_for):
            links += data.token_spaces((fighter.owner, token.name))
    return links


def reachable_spaces(data: "UnmatchedData", fighter: Fighter, distance: int,
                     through_opponents: bool = False,
                     masks: tuple[int, int] | None = None) -> tuple[int, ...]:
    """Spaces the fighter can end a move of up to `distance` in, its own space included,
    sorted. It may pass its team's fighters, never opposing ones unless allowed (R-04).
    `masks`: board_masks for the fighter's team, when the caller has them."""
    if cannot_leave(data, fighter):
        return (fighter.space,)
    occupied, opposing = masks or board_masks(data, data.players[fighter.owner].team)
    occupied &= ~(1 << fighter.space)
    blocked = 0 if through_opponents else opposing
    links = token_links(data, fighter) if data.players[fighter.owner].hero.tokens else ()
    if not data.closed_doors and not data.board.passages and not links:
        # The common case reads the board alone, so its answer can be kept (see _plain_reach).
        return _plain_reach(data.board, fighter.space, distance, occupied, blocked)
    return _reach(data, fighter.space, distance, occupied, blocked, links)


def passing_moves(data: "UnmatchedData", fighter: Fighter, distance: int,
                  through_opponents: bool = False) -> list[tuple[int, tuple[int, ...]]]:
    """The moves of up to `distance` spaces as reachable_spaces finds them, told apart by
    whom they pass on the way: (the end space, the fighters in the spaces entered before
    it, by id), each once, sorted; staying put passes no one."""
    if cannot_leave(data, fighter):
        return [(fighter.space, ())]
    team = data.players[fighter.owner].team
    standing = {f.space: f for f in data.fighters if f.on_board and f is not fighter}
    links = token_links(data, fighter) if data.players[fighter.owner].hero.tokens else ()
    found = {(fighter.space, frozenset())}
    frontier = set(found)
    for _ in range(distance):
        following = set()
        for space, passed in frontier:
            here = standing.get(space)
            passed = passed | {here.id} if here is not None else passed
            for step in movement_neighbours(data, space, links):
                there = standing.get(step)
                if there is not None and not through_opponents \
                        and data.players[there.owner].team != team:
                    continue
                if (step, passed) not in found:
                    following.add((step, passed))
        found |= following
        frontier = following
    start = fighter.space
    return sorted({(space, tuple(sorted(passed))) for space, passed in found
                   if (not passed if space == start else space not in standing)})


def board_masks(data: "UnmatchedData", team: int) -> tuple[int, int]:
    """The spaces fighters stand in, and those of the fighters opposing `team`, as bit sets."""
    occupied = opposing = 0
    teams = [p.team for p in data.players]
    for other in data.fighters:
        if other.space is not None and not other.defeated:
            bit = 1 << other.space
            occupied |= bit
            if teams[other.owner] != team:
                opposing |= bit
    return occupied, opposing


def _plain_reach(board: BoardDef, start: int, distance: int, occupied: int,
                 blocked: int) -> tuple[int, ...]:
    balls = board.balls(start)
    ball = balls[min(distance, len(balls) - 1)]
    inner = balls[min(distance, len(balls) - 1) - 1] if distance else 0
    if inner & blocked:  # someone may stand in the way: search step by step
        adjacent = board.adjacent_bits
        ball = frontier = 1 << start
        for _ in range(distance):
            step = 0
            bits = frontier
            while bits:
                low = bits & -bits
                step |= adjacent[low.bit_length() - 1]
                bits ^= low
            frontier = step & ~ball & ~blocked
            if not frontier:
                break
            ball |= frontier
    return spaces_of((ball & ~occupied) | (1 << start))


def spaces_of(bits: int) -> tuple[int, ...]:
    """The spaces of a bit set, in order (the same sets recur: each is worked out once)."""
    found = _SPACES.get(bits)
    if found is None:
        if len(_SPACES) > 1 << 16:
            _SPACES.clear()
        spaces, rest = [], bits
        while rest:
            low = rest & -rest
            spaces.append(low.bit_length() - 1)
            rest ^= low
        found = _SPACES[bits] = tuple(spaces)
    return found


_SPACES: dict[int, tuple[int, ...]] = {}


def _reach(data: "UnmatchedData", start: int, distance: int, occupied: int, blocked: int,
           links: list[int]) -> tuple[int, ...]:
    seen, frontier = {start}, [start]
    for _ in range(distance):
        following = []
        for space in frontier:
            for neighbour in movement_neighbours(data, space, links):
                if neighbour not in seen and not blocked >> neighbour & 1:
                    seen.add(neighbour)
                    following.append(neighbour)
        if not following:
            break
        frontier = following
    return tuple(sorted(s for s in seen if s == start or not occupied >> s & 1))


def reach_not_counting(data: "UnmatchedData", fighter: Fighter, distance: int,
                       free: set[int]) -> tuple[int, ...]:
    """Where a move of up to `distance` ends when entering a space of `free` costs nothing
    ("do not count movement for spaces containing sidekicks"); it passes its team's
    fighters, never opposing ones, and ends in an empty space or where it started."""
    occupied, opposing = board_masks(data, data.players[fighter.owner].team)
    start = fighter.space
    best = {start: 0}
    frontier = [start]
    while frontier:  # few spaces: relax until nothing improves
        following = []
        for space in frontier:
            for neighbour in movement_neighbours(data, space):
                if opposing >> neighbour & 1:
                    continue
                cost = best[space] + (0 if neighbour in free else 1)
                if cost <= distance and cost < best.get(neighbour, distance + 1):
                    best[neighbour] = cost
                    following.append(neighbour)
        frontier = following
    return tuple(sorted(s for s in best if s == start or not occupied >> s & 1))


def token_reach(data: "UnmatchedData", start: int, distance: int) -> list[int]:
    """Where a token can move: through fighters and tokens alike, never across a closed door."""
    seen, frontier = {start}, [start]
    for _ in range(distance):
        frontier = [x for s in frontier for x in neighbours(data, s) if x not in seen]
        seen.update(frontier)
    return sorted(seen - {start})


def distance_between(board: BoardDef, a: int, b: int) -> int:
    """Steps from a to b on the empty board with every door open (for heuristics)."""
    return _distances(board, a).get(b, 10_000)


@lru_cache(maxsize=4096)
def _distances(board: BoardDef, start: int) -> dict[int, int]:
    found, frontier, steps = {start: 0}, [start], 0
    while frontier:
        steps += 1
        following = []
        for space in frontier:
            links = board.adjacent[space] | (board.passages if space in board.passages else set())
            for other in links:
                if other not in found:
                    found[other] = steps
                    following.append(other)
        frontier = following
    return found
