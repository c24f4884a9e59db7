"""Hex-grid geometry for Super Fantasy Brawl's arena: pure functions on axial coordinates.

Coordinate convention (used by every runtime/sfb module and by the arena files):
- A hex is axial (q, r), its third cube coordinate s = -q - r; the arena's centre is (0, 0).
- The grid is drawn pointy-top: q grows to the east, r to the south-east. The six
  directions, in their fixed order (DIRECTIONS, and the order of `neighbours`), go round
  counter-clockwise from east: E (+1, 0), NE (+1, -1), NW (0, -1), W (-1, 0),
  SW (-1, +1), SE (0, +1). Turning a direction one step on is a 60° turn counter-clockwise.
- A hex row (SFB's "riga di esagoni") is a straight line of hexes: two hexes are in the same
  row when they share q, r or s.
- Hexes sort by (q, r), so any set of hexes has one deterministic order.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable


@dataclass(frozen=True, order=True)
class Hex:
    """One hex, by its axial coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: "Hex") -> "Hex":
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)

    def scaled(self, factor: int) -> "Hex":
        return Hex(self.q * factor, self.r * factor)

    def step(self, direction: "Direction", steps: int = 1) -> "Hex":
        """The hex `steps` hexes away in `direction`."""
        return self + direction.offset.scaled(steps)

    @classmethod
    def of(cls, pair: Iterable[int]) -> "Hex":
        """The hex of a bundle's [q, r]."""
        q, r = pair
        return cls(int(q), int(r))

    def __str__(self) -> str:
        return f"[{self.q}, {self.r}]"


ORIGIN = Hex(0, 0)


class Direction(Enum):
    """The six directions, counter-clockwise from east (pointy-top grid)."""

    E = (1, 0)
    NE = (1, -1)
    NW = (0, -1)
    W = (-1, 0)
    SW = (-1, 1)
    SE = (0, 1)

    @property
    def offset(self) -> Hex:
        return Hex(*self.value)

    @property
    def index(self) -> int:
        return DIRECTIONS.index(self)

    def turned(self, steps: int) -> "Direction":
        """This direction turned `steps` × 60° counter-clockwise (negative: clockwise)."""
        return DIRECTIONS[(self.index + steps) % 6]

    @property
    def opposite(self) -> "Direction":
        return self.turned(3)


DIRECTIONS: tuple[Direction, ...] = tuple(Direction)


def distance(a: Hex, b: Hex) -> int:
    """The number of steps from a to b on the grid (SFB counts ranges this way)."""
    d = a - b
    return max(abs(d.q), abs(d.r), abs(d.s))


def neighbours(hex_: Hex) -> tuple[Hex, ...]:
    """The six hexes around `hex_`, in direction order (E, NE, NW, W, SW, SE)."""
    return tuple(hex_ + direction.offset for direction in DIRECTIONS)


def adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def same_row(a: Hex, b: Hex) -> bool:
    """Whether two different hexes lie in one hex row (they share q, r or s)."""
    return a != b and (a.q == b.q or a.r == b.r or a.s == b.s)


def direction_to(a: Hex, b: Hex) -> Direction | None:
    """The direction of the row from a to b, or None when they are not in one row."""
    if not same_row(a, b):
        return None
    d = b - a
    length = distance(a, b)
    return Direction((d.q // length, d.r // length))


def between(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The hexes strictly between a and b in their row, in order from a; ValueError when
    a and b are not in one row."""
    direction = direction_to(a, b)
    if direction is None:
        raise ValueError(f"{a} and {b} are not in one hex row")
    return tuple(a.step(direction, k) for k in range(1, distance(a, b)))


def line(start: Hex, direction: Direction, length: int) -> tuple[Hex, ...]:
    """The `length` hexes after `start` in `direction`, nearest first (start left out)."""
    return tuple(start.step(direction, k) for k in range(1, length + 1))


def ring(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """The hexes exactly `radius` from `centre`, sorted."""
    if radius == 0:
        return (centre,)
    return tuple(sorted(hex_ for hex_ in within(centre, radius)
                        if distance(centre, hex_) == radius))


def within(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """Every hex at most `radius` from `centre`, sorted."""
    return tuple(Hex(centre.q + dq, centre.r + dr)
                 for dq in range(-radius, radius + 1)
                 for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1))


def rotate(hex_: Hex, centre: Hex, steps: int) -> Hex:
    """`hex_` turned about `centre` by `steps` × 60° counter-clockwise (the same turn as
    Direction.turned)."""
    d = hex_ - centre
    q, r, s = d.q, d.r, d.s
    for _ in range(steps % 6):
        # one turn counter-clockwise on the pointy-top grid, E → NE: (q, r, s) → (-s, -q, -r)
        q, r, s = -s, -q, -r
    return centre + Hex(q, r)
