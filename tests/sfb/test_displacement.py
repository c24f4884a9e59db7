"""Where the movement keywords can take a champion (runtime/sfb/displacement.py): dashes,
swoops, jumps, Fear's dashes, pushes and pulls with their shortfall, places; which traps each
sets off. Expected hexes worked out by hand on a radius-2 arena with a statue at the centre."""

from __future__ import annotations

from cardsmith.runtime.sfb.arena import Arena
from cardsmith.runtime.sfb.displacement import (Displacement, MoveKind, StraightMove, dashes,
                                                fear_dashes, jumps, places, pull, push,
                                                swoops, traps_entered)
from cardsmith.runtime.sfb.hexes import Direction, Hex

SMALL = Arena.from_bundle({
    "id": "small", "name": "Small", "layout": "exact", "radius": 2,
    "deployment": [[[0, -2], [1, -2], [2, -2]], [[0, 2], [-1, 2], [-2, 2]]],
    "statues": [{"colour": "red", "hex": [0, 0]}], "traps": [[2, -1], [-2, 1]]})


def ends(moves):
    return [(move.direction, move.end) for move in moves]


def test_dash_keeps_to_rows_and_obeys_blocking():
    # from [-2, 0]; an enemy on [-1, -1]; the statue stops the row east after [-1, 0]
    got = dashes(SMALL, Hex(-2, 0), 2, occupied=[Hex(-1, -1)])
    assert ends(got) == [(Direction.E, Hex(-1, 0)), (Direction.SE, Hex(-2, 1)),
                         (Direction.SE, Hex(-2, 2))]
    assert got[2].path == (Hex(-2, 1), Hex(-2, 2))


def test_dash_passes_an_ally_but_does_not_stop_on_it():
    got = dashes(SMALL, Hex(-2, 0), 2, occupied=[Hex(-2, 1)], allies=[Hex(-2, 1)])
    assert (Direction.SE, Hex(-2, 1)) not in ends(got)
    assert StraightMove(Direction.SE, (Hex(-2, 1), Hex(-2, 2))) in got


def test_swoop_passes_statues_and_enemies():
    got = swoops(SMALL, Hex(-2, 0), 4, occupied=[Hex(-1, 0), Hex(1, 0)])
    # east: over [-1, 0] (an enemy), the statue and [1, 0] (an enemy) onto [2, 0]
    assert ends(got) == [(Direction.E, Hex(2, 0)), (Direction.NE, Hex(-1, -1)),
                         (Direction.NE, Hex(0, -2)), (Direction.SE, Hex(-2, 1)),
                         (Direction.SE, Hex(-2, 2))]
    assert got[0].path == (Hex(-1, 0), Hex(0, 0), Hex(1, 0), Hex(2, 0))


def test_jump_lands_on_any_open_hex_in_range():
    got = jumps(SMALL, Hex(0, -1), 1, occupied=[Hex(1, -1)])
    assert got == (Hex(-1, -1), Hex(-1, 0), Hex(0, -2), Hex(1, -2))
    assert len(jumps(SMALL, Hex(0, -1), 4)) == 17   # all 19 but the statue and itself


def test_fear_takes_the_longest_dash_away():
    # the victim on [1, -1], the source on [0, -1]; away from it: E to [2, -1] and NE to
    # [2, -2] (the edge after one hex), SE to [1, 0], [1, 1]; the longest is SE's 2 hexes
    got = fear_dashes(SMALL, Hex(1, -1), Hex(0, -1), 2, occupied=[Hex(0, -1)])
    assert ends(got) == [(Direction.SE, Hex(1, 1))]
    blocked = fear_dashes(SMALL, Hex(1, -1), Hex(0, -1), 2, occupied=[Hex(0, -1), Hex(1, 1)])
    assert ends(blocked) == [(Direction.E, Hex(2, -1)), (Direction.NE, Hex(2, -2)),
                             (Direction.SE, Hex(1, 0))]
    assert fear_dashes(SMALL, Hex(2, -2), Hex(2, -1), 2, occupied=[Hex(1, -2)]) == ()


def test_push_goes_the_full_distance_or_falls_short():
    # [-2, 0] pushes [-1, 0] east, [0, -2] pushes [0, -1] south-east: the statue at [0, 0]
    # stops each at once
    assert push(SMALL, Hex(-2, 0), Hex(-1, 0), 2) == Displacement((), 2)
    assert push(SMALL, Hex(0, -2), Hex(0, -1), 3) == Displacement((), 3)
    # [-2, 2] pushes [-2, 1] north-west: one hex to [-2, 0], then the edge
    assert push(SMALL, Hex(-2, 2), Hex(-2, 1), 3) == Displacement((Hex(-2, 0),), 2)
    assert push(SMALL, Hex(-2, 1), Hex(-1, 1), 2) == Displacement((Hex(0, 1), Hex(1, 1)), 0)


def test_push_stops_before_a_champion_and_when_rooted():
    assert push(SMALL, Hex(-2, 1), Hex(-1, 1), 3, occupied=[Hex(1, 1)]) == Displacement(
        (Hex(0, 1),), 2)
    assert push(SMALL, Hex(-2, 1), Hex(-1, 1), 3, rooted=True) == Displacement((), 3)


def test_push_off_the_row_is_ignored():
    assert push(SMALL, Hex(-2, 1), Hex(0, 1), 2) is not None
    assert push(SMALL, Hex(-2, 0), Hex(0, 1), 2) is None
    assert pull(SMALL, Hex(-2, 0), Hex(0, 1), 2) is None


def test_pull_stops_next_to_the_source():
    assert pull(SMALL, Hex(-2, 1), Hex(1, 1), 3) == Displacement((Hex(0, 1), Hex(-1, 1)), 1)
    assert pull(SMALL, Hex(-2, 1), Hex(1, 1), 1) == Displacement((Hex(0, 1),), 0)
    # the statue at [0, 0] stops it after one hex
    assert pull(SMALL, Hex(2, -2), Hex(-2, 2), 4) == Displacement((Hex(-1, 1),), 3)


def test_places_are_the_open_hexes():
    assert places(SMALL, occupied=[Hex(0, -2)], among=[Hex(0, -2), Hex(0, 0), Hex(1, -2),
                                                        Hex(5, 5)]) == (Hex(1, -2),)
    assert len(places(SMALL, occupied=[Hex(1, 1)])) == 17


def test_traps_set_off():
    path = (Hex(1, -1), Hex(2, -1), Hex(2, 0))
    traps = SMALL.trap_hexes
    assert traps_entered(MoveKind.PUSH, path, traps) == (Hex(2, -1),)
    assert traps_entered(MoveKind.DASH, path, traps) == (Hex(2, -1),)
    assert traps_entered(MoveKind.JUMP, path, traps) == ()
    assert traps_entered(MoveKind.SWOOP, path[:2], traps) == (Hex(2, -1),)
    assert traps_entered(MoveKind.PLACE, (Hex(-2, 1),), traps) == (Hex(-2, 1),)


def test_what_root_stops():
    assert [kind.value for kind in MoveKind if kind.displacement] == ["push", "pull", "force",
                                                                     "fear"]
    assert not MoveKind.PLACE.displacement and not MoveKind.PLACE.movement
