"""AoE templates (runtime/sfb/aoe.py): 1, 3 and 6 hexes round the attacker, one placement
per facing in direction order, clipped to the arena, no placement twice."""

from __future__ import annotations

import pytest

from cardsmith.runtime.sfb.aoe import placements
from cardsmith.runtime.sfb.hexes import DIRECTIONS, ORIGIN, Direction, Hex, neighbours, within


def test_one_hex_is_each_adjacent_hex_in_direction_order():
    got = placements(Hex(1, 1), 1)
    assert [p.facing for p in got] == list(DIRECTIONS)
    assert [p.hexes for p in got] == [(h,) for h in neighbours(Hex(1, 1))]


def test_three_hexes_are_an_arc_facing_each_way():
    got = placements(ORIGIN, 3)
    assert [p.facing for p in got] == list(DIRECTIONS)
    assert got[0].hexes == (Hex(0, 1), Hex(1, -1), Hex(1, 0))     # SE, NE, E
    assert got[1].hexes == (Hex(0, -1), Hex(1, -1), Hex(1, 0))    # NW, NE, E
    assert got[3].hexes == (Hex(-1, 0), Hex(-1, 1), Hex(0, -1))   # W, SW, NW
    for placement in got:
        assert placement.facing.offset in placement.hexes
        assert len(placement.hexes) == 3


def test_six_hexes_are_the_ring_once():
    (only,) = placements(Hex(2, -1), 6)
    assert only.facing is Direction.E
    assert set(only.hexes) == set(neighbours(Hex(2, -1)))


def test_placements_are_clipped_to_the_arena():
    arena = within(ORIGIN, 2)
    # in the corner [2, -2] only W, SW and SE of it are inside
    got = placements(Hex(2, -2), 3, arena)
    assert [(p.facing, p.hexes) for p in got] == [
        (Direction.E, (Hex(2, -1),)),
        (Direction.NW, (Hex(1, -2),)),
        (Direction.W, (Hex(1, -2), Hex(1, -1))),
        (Direction.SW, (Hex(1, -2), Hex(1, -1), Hex(2, -1))),
        (Direction.SE, (Hex(1, -1), Hex(2, -1))),
    ]
    assert [p.hexes for p in placements(Hex(2, -2), 1, arena)] == [
        (Hex(1, -2),), (Hex(1, -1),), (Hex(2, -1),)]


def test_unknown_size_is_an_error():
    with pytest.raises(ValueError, match="no AoE template of 4 hexes"):
        placements(ORIGIN, 4)
