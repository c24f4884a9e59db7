"""Board geometry: adjacency, zones, and where a fighter can move.

There is no line of sight: targeting is by adjacency and zone only (R-09). Secret passages
connect their spaces for movement only (R-25).
"""

from __future__ import annotations

from .defs import BoardDef
from .state import Fighter, GameData


def is_adjacent(board: BoardDef, a: int, b: int) -> bool:
    return b in board.adjacent[a]


def share_zone(board: BoardDef, a: int, b: int) -> bool:
    return bool(board.zones[a] & board.zones[b])


def movement_neighbours(board: BoardDef, space: int) -> frozenset[int]:
    if space in board.passages:
        return board.adjacent[space] | (board.passages - {space})
    return board.adjacent[space]


def reachable_spaces(data: GameData, fighter: Fighter, distance: int,
                     through_opponents: bool = False) -> list[int]:
    """Spaces the fighter can end a move of up to `distance` in, its own space included,
    sorted. It may pass its team's fighters, never opposing ones unless allowed (R-04)."""
    board, start = data.board, fighter.space
    blocked, occupied = set(), set()
    for other in data.on_board():
        if other.id == fighter.id:
            continue
        occupied.add(other.space)
        if data.players[other.owner].team != data.players[fighter.owner].team:
            blocked.add(other.space)
    if through_opponents:
        blocked = set()
    seen = {start}
    frontier = [start]
    for _ in range(distance):
        following = []
        for space in frontier:
            for neighbour in movement_neighbours(board, space):
                if neighbour not in seen and neighbour not in blocked:
                    seen.add(neighbour)
                    following.append(neighbour)
        frontier = following
    return sorted(space for space in seen if space == start or space not in occupied)


def distance_between(board: BoardDef, a: int, b: int) -> int:
    """Steps from a to b on an empty board (for heuristics); a large number if unreachable."""
    seen, frontier, steps = {a}, [a], 0
    while frontier:
        if b in seen:
            return steps
        following = [x for s in frontier for x in movement_neighbours(board, s) if x not in seen]
        seen.update(following)
        frontier = list(dict.fromkeys(following))
        steps += 1
    return 10_000
