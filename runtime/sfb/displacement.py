"""Where the movement keywords can take a champion, as pure geometry: dashes, jumps, swoops,
Fear's dash, pushes and pulls (with what falls short), places. No game state: the callers
(effects_move.py) pass the arena, the hexes champions stand on and the rules' choices.

Coordinates as in hexes.py. "occupied" is every hex a champion stands on other than the
moving one; "allies" the hexes of the mover's allies, which movement may pass through but
not stop on. Statues and the arena's edge stop everything but a jump or a swoop.

The rules (the Italian summary, reference/sfb/README.md):
- Dash X: up to X hexes in a straight line along one row, blocked as movement is.
- Jump X: up to X hexes, passing enemies, statues and traps without setting them off.
- Swoop X: a dash that passes enemies, statues and traps without setting them off.
- Push X / Pull X: the target goes straight away from / towards the source along their row,
  the full distance; it stops before a champion, a statue or the edge, and takes damage
  equal to the distance left. A target not in a row with the source is not moved.
- Fear X: the victim dashes up to X away from the source, in a direction its controller
  chooses, and must go as far as it can: only the longest dashes away are options.
- Place: taken off the grid and set on a hex: not movement, not stopped by anything between.
- Root: a rooted champion cannot be displaced (push, pull, Force, Fear): a push or pull falls
  short by its whole distance; Fear and Force do nothing. It can still be placed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable

from .arena import Arena
from .hexes import DIRECTIONS, Direction, Hex, direction_to, distance


class MoveKind(Enum):
    """How a champion changes hex; decides which traps it sets off and whether Root stops it."""

    MOVE = "move"      # a card's or standard action's movement
    DASH = "dash"
    JUMP = "jump"
    SWOOP = "swoop"
    PUSH = "push"
    PULL = "pull"
    FORCE = "force"
    FEAR = "fear"
    PLACE = "place"

    @property
    def displacement(self) -> bool:
        """Moved by another's effect: Root prevents it."""
        return self in (MoveKind.PUSH, MoveKind.PULL, MoveKind.FORCE, MoveKind.FEAR)

    @property
    def movement(self) -> bool:
        """The champion's own movement: Root (for the rest of the turn) prevents it."""
        return self in (MoveKind.MOVE, MoveKind.DASH, MoveKind.JUMP, MoveKind.SWOOP)

    @property
    def passes_traps(self) -> bool:
        """Goes over the hexes on its way without setting their traps off (only the hex it
        ends on counts)."""
        return self in (MoveKind.JUMP, MoveKind.SWOOP, MoveKind.PLACE)


def traps_entered(kind: MoveKind, path: Iterable[Hex], traps: Iterable[Hex]) -> tuple[Hex, ...]:
    """The trap hexes a champion sets off along `path` (the hexes it enters, in order)."""
    path = tuple(path)
    laid = frozenset(traps)
    entered = path[-1:] if kind.passes_traps else path
    return tuple(hex_ for hex_ in entered if hex_ in laid)


@dataclass(frozen=True)
class StraightMove:
    """A dash or swoop: the row's direction and the hexes entered, nearest first."""

    direction: Direction
    path: tuple[Hex, ...]

    @property
    def end(self) -> Hex:
        return self.path[-1]


@dataclass(frozen=True)
class Displacement:
    """A push or a pull: the hexes the target enters, nearest first (maybe none), and the
    distance it did not go, which it takes as damage."""

    path: tuple[Hex, ...]
    shortfall: int

    def end(self, start: Hex) -> Hex:
        return self.path[-1] if self.path else start


def dashes(arena: Arena, start: Hex, steps: int, occupied: Iterable[Hex] = (),
           allies: Iterable[Hex] = ()) -> tuple[StraightMove, ...]:
    """Every dash of 1 to `steps` hexes from `start`, by direction (hexes.DIRECTIONS) then
    length: it enters no statue nor enemy, passes allies and stops on none."""
    taken, passable = frozenset(occupied), frozenset(allies)
    return _straight(arena, start, steps, lambda h: h in arena.hexes and (
        h in passable or (h not in taken and h not in arena.statue_hexes)), taken)


def swoops(arena: Arena, start: Hex, steps: int, occupied: Iterable[Hex] = ()
           ) -> tuple[StraightMove, ...]:
    """Every swoop of 1 to `steps` hexes from `start`: straight along a row, over anything
    but the arena's edge, stopping on an open hex."""
    return _straight(arena, start, steps, lambda h: h in arena.hexes, frozenset(occupied))


def _straight(arena: Arena, start: Hex, steps: int, enterable, taken: frozenset[Hex]
              ) -> tuple[StraightMove, ...]:
    found = []
    for direction in DIRECTIONS:
        path: list[Hex] = []
        for _ in range(steps):
            step = (path[-1] if path else start).step(direction)
            if not enterable(step):
                break
            path.append(step)
            if arena.open(step, taken):
                found.append(StraightMove(direction, tuple(path)))
    return tuple(found)


def fear_dashes(arena: Arena, start: Hex, source: Hex, steps: int,
                occupied: Iterable[Hex] = (), allies: Iterable[Hex] = ()
                ) -> tuple[StraightMove, ...]:
    """The dashes Fear allows: ending farther from `source` than `start` is, and of the
    greatest length any such dash has (none when no dash goes away)."""
    away = [move for move in dashes(arena, start, steps, occupied, allies)
            if distance(move.end, source) > distance(start, source)]
    if not away:
        return ()
    longest = max(len(move.path) for move in away)
    return tuple(move for move in away if len(move.path) == longest)


def jumps(arena: Arena, start: Hex, steps: int, occupied: Iterable[Hex] = ()) -> tuple[Hex, ...]:
    """Every hex a jump of up to `steps` can land on (not `start`), sorted: over anything,
    onto an open hex."""
    taken = frozenset(occupied)
    return tuple(sorted(hex_ for hex_ in arena.hexes
                        if 1 <= distance(start, hex_) <= steps and arena.open(hex_, taken)))


def places(arena: Arena, occupied: Iterable[Hex] = (), among: Iterable[Hex] | None = None
           ) -> tuple[Hex, ...]:
    """The open hexes a champion can be placed on, sorted; `among` narrows them (the
    effect's own words: "adjacent to ...", "in your deployment area")."""
    taken = frozenset(occupied)
    pool = arena.hexes if among is None else frozenset(among) & arena.hexes
    return tuple(sorted(hex_ for hex_ in pool if arena.open(hex_, taken)))


def push(arena: Arena, source: Hex, target: Hex, steps: int, occupied: Iterable[Hex] = (),
         rooted: bool = False) -> Displacement | None:
    """`target` pushed `steps` straight away from `source`; None when they are not in one
    row (the push is ignored)."""
    direction = direction_to(source, target)
    if direction is None:
        return None
    return _shove(arena, target, direction, steps, frozenset(occupied), rooted)


def pull(arena: Arena, source: Hex, target: Hex, steps: int, occupied: Iterable[Hex] = (),
         rooted: bool = False) -> Displacement | None:
    """`target` pulled `steps` straight towards `source` (which stops it: `source` counts as
    occupied); None when they are not in one row."""
    direction = direction_to(target, source)
    if direction is None:
        return None
    return _shove(arena, target, direction, steps, frozenset(occupied) | {source}, rooted)


def _shove(arena: Arena, target: Hex, direction: Direction, steps: int,
           taken: frozenset[Hex], rooted: bool) -> Displacement:
    path: list[Hex] = []
    if not rooted:
        for _ in range(steps):
            step = (path[-1] if path else target).step(direction)
            if arena.blocks(step, taken):
                break
            path.append(step)
    return Displacement(tuple(path), steps - len(path))
