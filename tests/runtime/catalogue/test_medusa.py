"""Medusa (Battle of Legends, Volume One): scenario tests of her special ability and of every
card that does more than draw, move or discard, with the bundled cards.

Each test sets up a real position on the 3 x 4 grid of `tests/runtime/scenario.py`, plays
it by the labels of the legal actions and checks the exact outcome. Seat 0 is Medusa, seat 1
the Raptors (whose cards these tests do not play but to defend).

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12
"""

from __future__ import annotations

from .positions import damage_events, health, position, space

MEDUSA, RAPTORS = 0, 1


def test_at_the_start_of_her_turn_she_may_deal_1_damage_to_an_opposing_fighter_in_her_zone():
    s = position("medusa", "raptors", {"Medusa": 1, "Raptor 1": 2, "Raptor 2": 5,
                                       "Raptor 3": 12}, hands=[(MEDUSA, "Snipe")])
    s.start(MEDUSA)
    s.choose("Yes")
    # Raptor 3 is in the east zone, Medusa in the west only
    assert s.options() == ["Raptor 1 (player 2, space 2)", "Raptor 2 (player 2, space 5)"]
    s.choose("Raptor 2")
    assert [health(s, f"Raptor {i}") for i in (1, 2, 3)] == [7, 6, 7]
    assert damage_events(s) == [("Raptor 2", 1)]


def test_the_ability_is_not_offered_with_no_opposing_fighter_in_her_zone():
    s = position("medusa", "raptors", {"Medusa": 1, "Raptor 1": 12}, hands=[(MEDUSA, "Snipe")])
    s.start(MEDUSA)
    assert "Yes" not in s.options()  # no one to attack either: the maneuver is taken at once
    assert damage_events(s) == [] and health(s, "Raptor 1") == 7


def test_the_ability_may_be_declined():
    s = position("medusa", "raptors", {"Medusa": 1, "Raptor 1": 2}, hands=[(MEDUSA, "Snipe")])
    s.start(MEDUSA)
    s.choose("No")
    assert health(s, "Raptor 1") == 7 and damage_events(s) == []


def test_gaze_of_stone_deals_8_damage_when_she_wins():
    s = position("medusa", "raptors", {"Medusa": 6, "Raptor 1": 7},
                 hands=[(MEDUSA, "Gaze of Stone"), (RAPTORS, "Feint")])
    s.fighter("Raptor 1").health = 12  # more than a Raptor has, to see all 8
    s.start(MEDUSA)
    s.play("No", "Attack Raptor 1", "No defense card")
    assert damage_events(s) == [("Raptor 1", 2), ("Raptor 1", 8)]  # its value, then 8
    assert health(s, "Raptor 1") == 2


def test_gaze_of_stone_does_nothing_after_a_lost_combat():
    s = position("medusa", "raptors", {"Medusa": 6, "Raptor 1": 7},
                 hands=[(MEDUSA, "Gaze of Stone"), (RAPTORS, "Decoy")])
    s.start(MEDUSA)
    s.play("No", "Attack Raptor 1", "Play Decoy")  # 2 against 3
    assert health(s, "Raptor 1") == 7 and damage_events(s) == []


def test_a_momentary_glance_deals_2_damage_to_one_fighter_in_her_zone():
    s = position("medusa", "raptors", {"Medusa": 1, "Harpy 1": 5, "Raptor 1": 2,
                                       "Raptor 2": 12}, hands=[(MEDUSA, "A Momentary Glance")])
    s.start(MEDUSA)
    s.play("No", "A Momentary Glance")
    # any one fighter in Medusa's zone: hers too, not the Raptor in the other zone
    assert "Raptor 2 (player 2, space 12)" not in s.options()
    s.choose("Raptor 1")
    assert health(s, "Raptor 1") == 5 and health(s, "Raptor 2") == 7


def test_the_hounds_of_mighty_zeus_move_each_harpy_after_combat():
    s = position("medusa", "raptors", {"Medusa": 1, "Harpy 1": 6, "Harpy 2": 12, "Raptor 1": 7},
                 hands=[(MEDUSA, "The Hounds of Mighty Zeus"), (RAPTORS, "Feint")])
    s.start(MEDUSA)
    s.play("No", "Attack Raptor 1 (space 7) with Harpy 1", "No defense card")
    # each Harpy in turn, up to 3 spaces: first the attacker, then the other one
    assert "Leave Harpy 1 in space 6" in s.options()
    s.choose("Move Harpy 1 to space 2")
    assert "Leave Harpy 2 in space 12" in s.options()
    s.choose("Move Harpy 2 to space 8")
    assert (space(s, "Harpy 1"), space(s, "Harpy 2")) == (2, 8)
