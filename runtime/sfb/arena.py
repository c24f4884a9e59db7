"""The arena of a Super Fantasy Brawl game, read from the bundle, and what happens on it:
blocking, movement within N steps, direct and indirect shots.

Coordinates are axial (q, r) as in hexes.py; the bundle's arena (compiler/champions.py,
`arena_to_json`) gives every hex as [q, r]:
    {"id", "name", "layout": "exact" | "approximate", "radius",
     "deployment": [[hex, ...], [hex, ...]],          # the first player's, the second's
     "statues": [{"colour", "hex", "area"?: [hex, ...]}],   # area default: the 6 around it
     "traps": [hex, ...]}
A gate is not a hex: a knocked-out champion waits at its side's gate, off the grid, and comes
back through a hex of its side's deployment area (`Arena.entry_reach`).

Who is where is not the arena's business: the callers pass the hexes champions stand on.
Statues always block. A moving champion may pass through, but not stop on, the hexes of
`may_pass` (its allies; for a swoop or a jump, more), and can do neither on any other
occupied hex.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any, Iterable, Mapping

from .hexes import Direction, Hex, between, distance, neighbours, same_row, within


@dataclass(frozen=True)
class Statue:
    colour: str  # red, yellow, blue (the challenges name it)
    hex: Hex
    area: frozenset[Hex]  # the coloured hexes around it


class Targeting(Enum):
    MELEE = "melee"
    DIRECT = "direct"
    INDIRECT = "indirect"


@dataclass(frozen=True)
class Reach:
    """How far a card reaches: melee (adjacent), or a direct or indirect shot with its
    minimum and maximum range (counted as distance: the target's hex counts, the
    attacker's does not)."""

    targeting: Targeting
    min_range: int = 1
    max_range: int = 1

    @classmethod
    def from_bundle(cls, targeting: str | Mapping[str, Any] | None) -> "Reach":
        """A card's `targeting` as the bundle gives it: "melee" (or none: melee), or
        {"kind": "direct" | "indirect", "min_range", "max_range"}."""
        if targeting is None or targeting == Targeting.MELEE.value:
            return cls(Targeting.MELEE)
        if isinstance(targeting, str):
            raise ValueError(f"unknown targeting {targeting!r}")
        return cls(Targeting(targeting["kind"]), int(targeting.get("min_range", 1)),
                   int(targeting["max_range"]))


@dataclass(frozen=True)
class Arena:
    id: str
    name: str
    approximate: bool
    radius: int
    hexes: frozenset[Hex]
    statues: tuple[Statue, ...]
    deployment: tuple[frozenset[Hex], ...]  # by side: 0 the first player, 1 the second
    trap_hexes: frozenset[Hex]  # where trap tokens are laid (printed trap hexes)

    @classmethod
    def from_bundle(cls, data: Mapping[str, Any]) -> "Arena":
        radius = int(data["radius"])
        statues = []
        for statue in data["statues"]:
            centre = Hex.of(statue["hex"])
            area = (frozenset(Hex.of(h) for h in statue["area"]) if "area" in statue
                    else frozenset(neighbours(centre)))
            statues.append(Statue(statue["colour"], centre, area))
        return cls(id=str(data.get("id", "")), name=str(data.get("name", "")),
                   approximate=data.get("layout") != "exact", radius=radius,
                   hexes=frozenset(within(Hex(0, 0), radius)), statues=tuple(statues),
                   deployment=tuple(frozenset(Hex.of(h) for h in area)
                                    for area in data["deployment"]),
                   trap_hexes=frozenset(Hex.of(h) for h in data["traps"]))

    # ------------------------------------------------------------ what is where

    def __contains__(self, hex_: object) -> bool:
        return hex_ in self.hexes

    @property
    def statue_hexes(self) -> frozenset[Hex]:
        return frozenset(statue.hex for statue in self.statues)

    def statue(self, colour: str) -> Statue:
        for statue in self.statues:
            if statue.colour == colour:
                return statue
        raise KeyError(colour)

    def area(self, colour: str) -> frozenset[Hex]:
        """The hexes of the area of the statue of `colour`."""
        return self.statue(colour).area

    def number(self, hex_: Hex) -> int:
        """The hex's number for the logs: 1, 2, ... row by row (r, then q)."""
        return self._numbered.index(hex_) + 1

    def hex_numbered(self, number: int) -> Hex:
        return self._numbered[number - 1]

    @cached_property
    def _numbered(self) -> tuple[Hex, ...]:
        return tuple(sorted(self.hexes, key=lambda h: (h.r, h.q)))

    def open(self, hex_: Hex, occupied: Iterable[Hex] = ()) -> bool:
        """Whether a champion could stand on `hex_`: in the arena, no statue, nobody."""
        return hex_ in self.hexes and hex_ not in self.statue_hexes and hex_ not in set(occupied)

    def blocks(self, hex_: Hex, occupied: Iterable[Hex] = ()) -> bool:
        """Whether `hex_` stops a row (a shot, a dash, a push): a statue or a champion, or
        off the arena."""
        return not self.open(hex_, occupied)

    # ------------------------------------------------------------ movement

    def reach(self, start: Hex, steps: int, occupied: Iterable[Hex] = (),
              may_pass: Iterable[Hex] = ()) -> dict[Hex, int]:
        """Where a champion on `start` can stop after at most `steps` steps, with the fewest
        steps to each (`start` itself at 0). It never enters a statue or an occupied hex
        unless the hex is in `may_pass`, and never stops on one."""
        return self._search({start: 0}, steps, frozenset(occupied) - {start},
                            frozenset(may_pass), start)

    def entry_reach(self, side: int, steps: int, occupied: Iterable[Hex] = (),
                    may_pass: Iterable[Hex] = ()) -> dict[Hex, int]:
        """Where a champion coming back from its gate can stop: its first step is onto a
        hex of its side's deployment area."""
        if steps < 1:
            return {}
        occupied, passable = frozenset(occupied), frozenset(may_pass)
        starts = {hex_: 1 for hex_ in self.deployment[side]
                  if self._enterable(hex_, occupied, passable)}
        return self._search(starts, steps, occupied, passable, None)

    def route(self, start: Hex, goal: Hex, steps: int, occupied: Iterable[Hex] = (),
              may_pass: Iterable[Hex] = (), avoid: Iterable[Hex] = ()) -> tuple[Hex, ...] | None:
        """A path from `start` to `goal` of at most `steps` steps (start left out), entering
        as few `avoid` hexes (traps) as it can, then as short as it can; ties go to the
        earlier direction (hexes.DIRECTIONS). None when there is none."""
        occupied, passable = frozenset(occupied) - {start}, frozenset(may_pass)
        avoided = frozenset(avoid)
        best: dict[Hex, tuple[int, int]] = {start: (0, 0)}
        paths: dict[Hex, tuple[Hex, ...]] = {start: ()}
        frontier = [start]
        for _ in range(steps):
            next_frontier = []
            for hex_ in sorted(frontier, key=lambda h: (best[h], h)):
                for step in neighbours(hex_):
                    if not self._enterable(step, occupied, passable):
                        continue
                    cost = (best[hex_][0] + (step in avoided), best[hex_][1] + 1)
                    if step not in best or cost < best[step]:
                        best[step], paths[step] = cost, paths[hex_] + (step,)
                        next_frontier.append(step)
            frontier = next_frontier
        if goal not in paths or not self._stoppable(goal, occupied, passable, start):
            return None
        return paths[goal]

    def _enterable(self, hex_: Hex, occupied: frozenset[Hex], passable: frozenset[Hex]) -> bool:
        if hex_ not in self.hexes:
            return False
        if hex_ in passable:
            return True
        return hex_ not in occupied and hex_ not in self.statue_hexes

    def _stoppable(self, hex_: Hex, occupied: frozenset[Hex], passable: frozenset[Hex],
                   start: Hex | None = None) -> bool:
        if hex_ == start:
            return True
        return (hex_ in self.hexes and hex_ not in occupied and hex_ not in passable
                and hex_ not in self.statue_hexes)

    def _search(self, starts: dict[Hex, int], steps: int, occupied: frozenset[Hex],
                passable: frozenset[Hex], origin: Hex | None) -> dict[Hex, int]:
        seen = {hex_: cost for hex_, cost in starts.items() if cost <= steps}
        queue = deque(sorted(seen, key=lambda h: (seen[h], h)))
        while queue:
            hex_ = queue.popleft()
            if seen[hex_] == steps:
                continue
            for step in neighbours(hex_):
                if step not in seen and self._enterable(step, occupied, passable):
                    seen[step] = seen[hex_] + 1
                    queue.append(step)
        return {hex_: cost for hex_, cost in sorted(seen.items())
                if self._stoppable(hex_, occupied, passable, origin)}

    # ------------------------------------------------------------ shots

    def row_clear(self, a: Hex, b: Hex, occupied: Iterable[Hex] = ()) -> bool:
        """Whether a and b are in one row with no statue or champion between them."""
        if not same_row(a, b):
            return False
        taken = frozenset(occupied)
        return not any(h in taken or h in self.statue_hexes for h in between(a, b))

    def targets(self, attacker: Hex, reach: Reach, occupied: Iterable[Hex] = ()) -> tuple[Hex, ...]:
        """The hexes a card of `reach` can target from `attacker`, sorted. Melee: the
        adjacent hexes. Indirect: every hex at a range from min to max, over statues and
        champions. Direct: those of them in one of the attacker's rows with nothing (statue
        or champion) between. The callers keep the hexes holding enemies."""
        taken = frozenset(occupied)
        low, high = ((1, 1) if reach.targeting is Targeting.MELEE
                     else (reach.min_range, reach.max_range))
        found = []
        for hex_ in sorted(self.hexes):
            if not low <= distance(attacker, hex_) <= high or hex_ in self.statue_hexes:
                continue
            if reach.targeting is Targeting.DIRECT and not self.row_clear(attacker, hex_, taken):
                continue
            found.append(hex_)
        return tuple(found)

    def row_from(self, start: Hex, direction: Direction) -> tuple[Hex, ...]:
        """The arena's hexes after `start` in `direction`, to the edge, nearest first."""
        hexes, current = [], start.step(direction)
        while current in self.hexes:
            hexes.append(current)
            current = current.step(direction)
        return tuple(hexes)
