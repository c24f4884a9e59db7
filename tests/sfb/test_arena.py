"""The arena (runtime/sfb/arena.py): read from the bundle, blocking, movement in N steps,
direct and indirect shots; on a small arena made here and on the bundled arena, with the
expected hexes worked out by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime.sfb.arena import Arena, Reach, Targeting
from cardsmith.runtime.sfb.hexes import Direction, Hex, neighbours

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content" / "super-fantasy-brawl"

# radius 2 (19 hexes), one statue in the middle with a two-hex area
SMALL = {"id": "small", "name": "Small", "layout": "exact", "radius": 2,
         "deployment": [[[0, -2], [1, -2], [2, -2]], [[0, 2], [-1, 2], [-2, 2]]],
         "statues": [{"colour": "red", "hex": [0, 0], "area": [[1, 0], [-1, 0]]}],
         "traps": [[2, -1], [-2, 1]]}


def hexes(*pairs):
    return {Hex(q, r) for q, r in pairs}


@pytest.fixture(scope="module")
def bundled(tmp_path_factory) -> Arena:
    """The arena as `cardsmith build` writes it into the bundle."""
    out = tmp_path_factory.mktemp("build")
    result = CliRunner().invoke(main, ["build", str(CONTENT), "-o", str(out)])
    assert result.exit_code == 0, result.output
    bundle = json.loads((out / "super-fantasy-brawl.json").read_text(encoding="utf-8"))
    (arena,) = bundle["arenas"]
    return Arena.from_bundle(arena)


def test_from_bundle_small():
    arena = Arena.from_bundle(SMALL)
    assert len(arena.hexes) == 19 and not arena.approximate
    assert arena.statue_hexes == hexes((0, 0))
    assert arena.area("red") == hexes((1, 0), (-1, 0))
    assert arena.deployment[1] == hexes((0, 2), (-1, 2), (-2, 2))
    assert arena.trap_hexes == hexes((2, -1), (-2, 1))
    with pytest.raises(KeyError):
        arena.area("blue")


def test_from_bundle_bundled(bundled):
    assert bundled.id == "fabulosa-arena" and bundled.approximate
    assert len(bundled.hexes) == 61
    assert [s.colour for s in bundled.statues] == ["red", "yellow", "blue"]
    # no area in the file: the six hexes round the statue
    assert bundled.area("yellow") == set(neighbours(Hex(0, 0)))
    assert bundled.deployment[0] == hexes((0, -4), (1, -4), (2, -4), (3, -4), (4, -4))
    assert bundled.trap_hexes == hexes((1, -2), (-1, 2), (3, -2), (-3, 2), (-2, -1), (2, 1))


def test_numbering_goes_row_by_row(bundled):
    assert bundled.number(Hex(0, -4)) == 1
    assert bundled.number(Hex(4, -4)) == 5
    assert bundled.number(Hex(-1, -3)) == 6
    assert bundled.hex_numbered(61) == Hex(0, 4)
    assert all(bundled.hex_numbered(bundled.number(h)) == h for h in bundled.hexes)


def test_blocking():
    arena = Arena.from_bundle(SMALL)
    assert arena.blocks(Hex(0, 0))            # the statue
    assert arena.blocks(Hex(3, 0))            # off the arena
    assert arena.blocks(Hex(1, 1), [Hex(1, 1)])   # a champion
    assert not arena.blocks(Hex(1, 1))


def test_reach_goes_round_the_statue_and_enemies():
    arena = Arena.from_bundle(SMALL)
    # from [-1, 0], 1 step: its neighbours in the arena, less the statue at [0, 0]
    assert arena.reach(Hex(-1, 0), 1) == {Hex(-1, 0): 0, Hex(-2, 0): 1, Hex(-2, 1): 1,
                                          Hex(-1, -1): 1, Hex(-1, 1): 1, Hex(0, -1): 1}
    # an enemy on [0, -1] and [-1, -1] shuts the way north; 2 steps
    got = arena.reach(Hex(-1, 0), 2, occupied=[Hex(0, -1), Hex(-1, -1)])
    assert set(got) == hexes((-1, 0), (-2, 0), (-2, 1), (-1, 1), (-2, 2), (-1, 2), (0, 1))
    assert got[Hex(0, 1)] == 2


def test_reach_passes_allies_but_does_not_stop_on_them():
    arena = Arena.from_bundle(SMALL)
    # champions on [0, -1] and [1, -1]; from [0, -2], 3 steps
    occupied = [Hex(0, -1), Hex(1, -1)]
    blocked = arena.reach(Hex(0, -2), 3, occupied=occupied)
    passing = arena.reach(Hex(0, -2), 3, occupied=occupied, may_pass=occupied)
    assert set(blocked) == hexes((0, -2), (1, -2), (2, -2), (-1, -1), (-2, 0), (-1, 0),
                                 (2, -1), (-2, 1), (-1, 1))
    # only [1, 0] needs the way through them: [0, -1], [1, -1], [1, 0]
    assert set(passing) - set(blocked) == hexes((1, 0))
    assert passing[Hex(1, 0)] == 3
    assert not set(passing) & set(occupied)


def test_reach_with_no_steps_is_the_start():
    assert Arena.from_bundle(SMALL).reach(Hex(1, 1), 0) == {Hex(1, 1): 0}


def test_entry_reach_starts_in_the_deployment_area():
    arena = Arena.from_bundle(SMALL)
    assert arena.entry_reach(1, 1) == {Hex(-2, 2): 1, Hex(-1, 2): 1, Hex(0, 2): 1}
    got = arena.entry_reach(1, 2, occupied=[Hex(-1, 2)])
    assert set(got) == hexes((-2, 2), (0, 2), (-2, 1), (-1, 1), (0, 1), (1, 1))
    assert arena.entry_reach(1, 0) == {}


def test_route_avoids_traps_when_it_can():
    arena = Arena.from_bundle(SMALL)
    # from [2, -2] to [2, 0] in 2 steps: only through the trap on [2, -1]; 3 steps let it
    # go round by [1, -1], [1, 0]
    traps = arena.trap_hexes
    assert arena.route(Hex(2, -2), Hex(2, 0), 2, avoid=traps) == (Hex(2, -1), Hex(2, 0))
    assert arena.route(Hex(2, -2), Hex(2, 0), 3, avoid=traps) == (Hex(1, -1), Hex(1, 0),
                                                                  Hex(2, 0))
    assert arena.route(Hex(2, -2), Hex(2, 0), 3) == (Hex(2, -1), Hex(2, 0))
    assert arena.route(Hex(1, -2), Hex(0, 0), 3) is None           # the statue
    assert arena.route(Hex(1, -2), Hex(-2, 2), 2) is None          # too far


def test_melee_targets_are_the_adjacent_hexes(bundled):
    assert set(bundled.targets(Hex(1, -1), Reach(Targeting.MELEE))) == hexes(
        (2, -1), (2, -2), (1, -2), (0, -1), (1, 0))   # [0, 0] is the yellow statue


def test_indirect_shots_go_over_anything(bundled):
    reach = Reach(Targeting.INDIRECT, 2, 2)
    got = bundled.targets(Hex(4, -4), reach, occupied=[Hex(3, -4), Hex(3, -3)])
    assert set(got) == hexes((2, -4), (2, -3), (2, -2), (3, -2), (4, -2))


def test_direct_shots_keep_to_rows_and_stop_at_anything_between(bundled):
    reach = Reach(Targeting.DIRECT, 1, 3)
    # from [0, -2]: the three rows, cut by a champion on [0, -1] and the statue at [-2, 0]
    got = bundled.targets(Hex(0, -2), reach, occupied=[Hex(0, -1)])
    assert set(got) == hexes((1, -2), (2, -2), (3, -2), (-1, -2), (-2, -2),
                             (0, -3), (0, -4), (0, -1),
                             (1, -3), (2, -4), (-1, -1))
    # the statue at [0, 0] stops the row beyond it; minimum range 2 leaves out the near hexes
    got = bundled.targets(Hex(0, -1), Reach(Targeting.DIRECT, 2, 4))
    assert set(got) == hexes((2, -1), (3, -1), (4, -1), (-2, -1), (-3, -1),
                             (0, -3), (0, -4), (2, -3), (3, -4), (-2, 1), (-3, 2), (-4, 3))


def test_reach_from_bundle_targeting():
    assert Reach.from_bundle("melee") == Reach(Targeting.MELEE, 1, 1)
    assert Reach.from_bundle(None) == Reach(Targeting.MELEE, 1, 1)
    assert Reach.from_bundle({"kind": "direct", "min_range": 2, "max_range": 3}) == Reach(
        Targeting.DIRECT, 2, 3)


def test_row_from_runs_to_the_edge(bundled):
    assert bundled.row_from(Hex(1, -1), Direction.NE) == (Hex(2, -2), Hex(3, -3), Hex(4, -4))
    assert bundled.row_from(Hex(4, 0), Direction.E) == ()
