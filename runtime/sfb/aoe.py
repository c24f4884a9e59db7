"""Area-of-effect templates: the hexes an AoE attack hits, turned as the attacker chooses.

An AoE attack hits every champion in its template's hexes, allies included. A card gives the
template's size (`aoe` in the bundle: 1, 3 or 6 hexes); the printed shapes are in no public
source, so these are APPROXIMATE, placed round the attacker (every bundled AoE card of more
than one hex is a melee attack):
- 1 hex: one adjacent hex;
- 3 hexes: an arc of three adjacent hexes, the middle one in the facing direction;
- 6 hexes: all six adjacent hexes (every facing gives the same hexes: one placement).
Coordinates as in hexes.py. A template is written facing east (Direction.E); each of the six
facings turns it by 60° steps, in direction order, so the placements come in one fixed order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .hexes import DIRECTIONS, ORIGIN, Direction, Hex, rotate


@dataclass(frozen=True)
class Template:
    """A shape of hexes relative to the attacker (at the origin), facing east."""

    size: int
    offsets: tuple[Hex, ...]


TEMPLATES: dict[int, Template] = {
    1: Template(1, (Hex(1, 0),)),
    3: Template(3, (Hex(1, -1), Hex(1, 0), Hex(0, 1))),  # NE, E, SE of the attacker
    6: Template(6, tuple(direction.offset for direction in DIRECTIONS)),
}


@dataclass(frozen=True)
class Placement:
    """The template turned to one facing, on the arena: the hexes it hits, sorted."""

    facing: Direction
    hexes: tuple[Hex, ...]


def template(size: int) -> Template:
    try:
        return TEMPLATES[size]
    except KeyError:
        raise ValueError(f"no AoE template of {size} hexes (expected one of "
                         f"{', '.join(map(str, sorted(TEMPLATES)))})") from None


def placements(attacker: Hex, size: int, arena_hexes: Iterable[Hex] | None = None
               ) -> tuple[Placement, ...]:
    """Every way to lay the template of `size` round `attacker`: one per facing, in
    direction order (E, NE, NW, W, SW, SE), leaving out the hexes off the arena (when
    `arena_hexes` is given), a placement with no hex left, and a placement hitting the same
    hexes as an earlier one."""
    shape = template(size)
    inside = frozenset(arena_hexes) if arena_hexes is not None else None
    found: list[Placement] = []
    seen: set[tuple[Hex, ...]] = set()
    for facing in DIRECTIONS:
        hexes = (attacker + rotate(offset, ORIGIN, facing.index) for offset in shape.offsets)
        kept = tuple(sorted(h for h in hexes if inside is None or h in inside))
        if kept and kept not in seen:
            seen.add(kept)
            found.append(Placement(facing, kept))
    return tuple(found)
