"""Board geometry: adjacency, zones, and where a fighter can move.

There is no line of sight: targeting is by adjacency and zone only (R-09). Secret passages
connect their spaces for movement only (R-25). A closed door removes the line it sits on:
no movement or attack across it, no adjacency, and it splits the zones it crosses (R-27).
"""

from __future__ import annotations

from functools import lru_cache

from .defs import BoardDef
from .state import Fighter, GameData


def door(a: int, b: int) -> frozenset[int]:
    return frozenset((a, b))


def is_adjacent(data: GameData, a: int, b: int) -> bool:
    return b in data.board.adjacent[a] and door(a, b) not in data.closed_doors


def neighbours(data: GameData, space: int) -> list[int]:
    closed = data.closed_doors
    return [s for s in data.board.adjacent[space] if not closed or door(space, s) not in closed]


def share_zone(data: GameData, a: int, b: int) -> bool:
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


def movement_neighbours(data: GameData, space: int, links: list[int] = ()) -> list[int]:
    """Where one step leads: adjacent spaces, other passage spaces (R-25), and for a fighter
    who moves between tokens as if adjacent, the other token spaces (R-26)."""
    found = neighbours(data, space)
    if space in data.board.passages:
        found += [s for s in data.board.passages if s != space and s not in found]
    if space in links:
        found += [s for s in links if s != space and s not in found]
    return found


def token_links(data: GameData, fighter: Fighter) -> list[int]:
    """The token spaces this fighter may move between as if adjacent."""
    hero = data.players[fighter.owner].hero
    links: list[int] = []
    for token in hero.tokens:
        if token.links_movement_for and fighter.definition.answers_to(token.links_movement_for):
            links += data.token_spaces((fighter.owner, token.name))
    return links


def reachable_spaces(data: GameData, fighter: Fighter, distance: int,
                     through_opponents: bool = False) -> list[int]:
    """Spaces the fighter can end a move of up to `distance` in, its own space included,
    sorted. It may pass its team's fighters, never opposing ones unless allowed (R-04)."""
    start = fighter.space
    team = data.players[fighter.owner].team
    occupied, blocked = set(), set()
    for other in data.fighters:
        if other.space is None or other.defeated or other is fighter:
            continue
        occupied.add(other.space)
        if not through_opponents and data.players[other.owner].team != team:
            blocked.add(other.space)
    links = token_links(data, fighter)
    # The common case, with no doors closed, no passages and no tokens, reads adjacency as is.
    plain = not data.closed_doors and not data.board.passages and not links
    adjacent = data.board.adjacent
    seen, frontier = {start}, [start]
    for _ in range(distance):
        following = []
        for space in frontier:
            steps = adjacent[space] if plain else movement_neighbours(data, space, links)
            for neighbour in steps:
                if neighbour not in seen and neighbour not in blocked:
                    seen.add(neighbour)
                    following.append(neighbour)
        if not following:
            break
        frontier = following
    return sorted(space for space in seen if space == start or space not in occupied)


def token_reach(data: GameData, start: int, distance: int) -> list[int]:
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
