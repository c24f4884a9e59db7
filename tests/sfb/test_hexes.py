"""Hex geometry (runtime/sfb/hexes.py): axial coordinates, pointy-top, directions E, NE, NW,
W, SW, SE. Expected hexes are worked out by hand."""

from __future__ import annotations

import pytest

from cardsmith.runtime.sfb.hexes import (DIRECTIONS, ORIGIN, Direction, Hex, between,
                                         direction_to, distance, line, neighbours, ring,
                                         rotate, same_row, within)


def test_s_is_minus_q_minus_r():
    assert Hex(2, -3).s == 1
    assert Hex(-1, -1).s == 2


def test_hexes_sort_by_q_then_r():
    assert sorted([Hex(1, -1), Hex(0, 1), Hex(0, -1), Hex(-1, 2)]) == [
        Hex(-1, 2), Hex(0, -1), Hex(0, 1), Hex(1, -1)]


def test_directions_go_counter_clockwise_from_east():
    assert [d.value for d in DIRECTIONS] == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1),
                                              (0, 1)]
    assert Direction.E.turned(1) is Direction.NE
    assert Direction.E.turned(-1) is Direction.SE
    assert Direction.NW.opposite is Direction.SE


def test_distance():
    assert distance(ORIGIN, Hex(3, -1)) == 3
    assert distance(Hex(-2, 1), Hex(2, -1)) == 4
    assert distance(Hex(1, 1), Hex(1, 1)) == 0
    assert distance(Hex(-1, -1), Hex(1, 1)) == 4


def test_neighbours_in_direction_order():
    assert neighbours(Hex(2, -1)) == (Hex(3, -1), Hex(3, -2), Hex(2, -2), Hex(1, -1),
                                      Hex(1, 0), Hex(2, 0))


@pytest.mark.parametrize(("a", "b", "expected"), [
    (Hex(0, 0), Hex(0, 3), True),     # same q
    (Hex(-2, 1), Hex(3, 1), True),    # same r
    (Hex(2, -2), Hex(-1, 1), True),   # same s
    (Hex(0, 0), Hex(1, 1), False),
    (Hex(0, 0), Hex(2, -1), False),
    (Hex(1, 1), Hex(1, 1), False),    # a hex is not in a row with itself
])
def test_same_row(a, b, expected):
    assert same_row(a, b) is expected


def test_direction_to():
    assert direction_to(Hex(0, 0), Hex(0, 3)) is Direction.SE
    assert direction_to(Hex(3, -3), Hex(0, 0)) is Direction.SW
    assert direction_to(Hex(0, 0), Hex(1, 1)) is None


def test_between_is_strict_and_ordered_from_the_first_hex():
    assert between(Hex(-2, 1), Hex(2, 1)) == (Hex(-1, 1), Hex(0, 1), Hex(1, 1))
    assert between(Hex(2, -2), Hex(-1, 1)) == (Hex(1, -1), Hex(0, 0))
    assert between(Hex(0, 0), Hex(1, 0)) == ()


def test_between_hexes_not_in_a_row_is_an_error():
    with pytest.raises(ValueError, match=r"\[0, 0\] and \[1, 1\] are not in one hex row"):
        between(Hex(0, 0), Hex(1, 1))


def test_line():
    assert line(Hex(1, 0), Direction.NW, 3) == (Hex(1, -1), Hex(1, -2), Hex(1, -3))
    assert line(Hex(1, 0), Direction.W, 0) == ()


def test_within_and_ring():
    assert len(within(ORIGIN, 4)) == 61
    assert within(Hex(5, 5), 0) == (Hex(5, 5),)
    assert within(ORIGIN, 1) == (Hex(-1, 0), Hex(-1, 1), Hex(0, -1), Hex(0, 0), Hex(0, 1),
                                 Hex(1, -1), Hex(1, 0))
    assert ring(ORIGIN, 1) == tuple(sorted(neighbours(ORIGIN)))
    assert len(ring(Hex(1, -2), 3)) == 18


def test_rotate_turns_as_directions_turn():
    for direction in DIRECTIONS:
        for steps in range(-6, 7):
            assert rotate(direction.offset, ORIGIN, steps) == direction.turned(steps).offset
    assert rotate(Hex(3, -1), Hex(1, -1), 3) == Hex(-1, -1)
    assert rotate(Hex(2, 1), ORIGIN, 1) == Hex(3, -2)
