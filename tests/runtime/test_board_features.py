"""Board features: doors (R-27) on a five-space corridor with a door between 3 and 4."""

from __future__ import annotations

from cardsmith.runtime.unmatched.board import is_adjacent, share_zone

from .scenario import Scenario


def corridor(robin: int = 3, bigfoot: int = 5) -> Scenario:
    scenario = Scenario(board="corridor")
    scenario.place("Robin Hood", robin).place("Bigfoot", bigfoot).place("The Jackalope", None)
    for index in range(1, 5):
        scenario.defeated(f"Outlaw {index}")
    scenario.defeated("The Jackalope")
    return scenario


def test_R27_closing_an_adjacent_door_is_free_and_removes_the_line():
    s = corridor(robin=3, bigfoot=5).hand(0, "Snark").deck_top(0, "Feint")
    s.start(0)
    s.play("Maneuver", "No boost")
    assert "Close the door between 3 and 4" in s.options()
    s.choose("Close the door between 3 and 4")
    data = s.state.data
    assert frozenset((3, 4)) in data.closed_doors
    assert not is_adjacent(data, 3, 4)
    assert not share_zone(data, 3, 5)  # the closed door splits the hall
    assert share_zone(data, 1, 3)
    # Robin Hood can no longer get past the door: the full move of 2 stays on his side.
    assert [o for o in s.options() if o.startswith("Move Robin Hood")] == [
        "Move Robin Hood to space 1", "Move Robin Hood to space 2"]


def test_R27_opening_a_door_costs_one_space_of_movement():
    s = corridor(robin=3, bigfoot=5).hand(0, "Snark").deck_top(0, "Feint")
    s.data.closed_doors.add(frozenset((3, 4)))
    s.start(0)
    s.play("No boost")  # no attack across the closed door: Maneuver was the only action
    assert "Move Robin Hood to space 4" not in s.options()
    s.choose("Open the door between 3 and 4 with Robin Hood")
    assert frozenset((3, 4)) not in s.state.data.closed_doors
    # Robin Hood moves 2; one went into the door, so only space 4 is in reach beyond it.
    assert [o for o in s.options() if o.startswith("Move Robin Hood")] == [
        "Move Robin Hood to space 2", "Move Robin Hood to space 4"]
    s.choose("Move Robin Hood to space 4")
    assert s.fighter("Robin Hood").space == 4


def test_R27_a_closed_door_blocks_attacks_across_it():
    s = corridor(robin=3, bigfoot=4).hand(0, "Snark").deck_top(0, "Feint")
    s.data.closed_doors.add(frozenset((3, 4)))
    s.start(0)
    # Ranged Robin Hood, adjacent and in the same zone but for the door: no attack, so the
    # only action, Maneuver, is taken without asking and its boost is the first question.
    assert s.kind() == "boost"
    assert [e["action"] for e in s.events("action")] == ["maneuver"]


def test_R27_with_the_door_open_the_same_attack_is_legal():
    s = corridor(robin=3, bigfoot=4).hand(0, "Snark")
    s.start(0)
    assert s.options() == ["Maneuver", "Attack Bigfoot (space 4) with Robin Hood"]
