"""The T-Rex (Jurassic Park: Sattler vs. T-Rex): cards on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is the T-Rex, seat 1 Medusa.

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12
"""

from __future__ import annotations

from ..test_rulings import pick_chance
from .positions import discard, hand, position, space

REX, MEDUSA = 0, 1


def ripples():
    s = position("t-rex", "medusa", {"T-Rex": 1, "Medusa": 7, "Harpy 1": 12},
                 hands=[(REX, "Ripples in the Water"), (REX, "Thrash"), (MEDUSA, "Snipe"),
                        (MEDUSA, "Dash")])
    s.start(REX)
    s.choose("Scheme: Ripples in the Water")
    # any space in her zone (the west: 1 2 5 6 9 10), hers included
    assert s.options() == [f"Space {n}" for n in (1, 2, 5, 6, 9, 10)]
    return s


def test_ripples_in_the_water_and_an_opponent_with_a_fighter_adjacent_discards_at_random():
    s = ripples()
    s.choose("Space 6")  # next to Medusa in 7
    assert space(s, "T-Rex") == 6
    pick_chance(s, "snipe")  # the random card
    assert discard(s, MEDUSA) == ["Snipe"] and hand(s, MEDUSA) == ["Dash"]


def test_ripples_in_the_water_far_from_every_opposing_fighter_discards_nothing():
    s = ripples()
    s.choose("Space 9")
    assert space(s, "T-Rex") == 9
    assert discard(s, MEDUSA) == [] and hand(s, MEDUSA) == ["Dash", "Snipe"]


def attacks(s) -> list[str]:
    return [label for label in s.options() if label.startswith("Attack ")]


def test_her_ability_lets_her_attack_up_to_2_spaces_away_at_all_times():
    # "T-Rex is a large fighter.", whose meaning "This fighter can attack up to 2 spaces
    # away." holds without a trigger (test_traits.py): Medusa in 7 is 2 spaces from 5,
    # Harpy 1 in 8 is 3 spaces away
    s = position("t-rex", "medusa", {"T-Rex": 5, "Medusa": 7, "Harpy 1": 8},
                 hands=[(REX, "Thrash"), (MEDUSA, "Snipe")])
    s.start(REX)
    assert attacks(s) == ["Attack Medusa (space 7) with T-Rex"]
    s.play("Attack Medusa (space 7) with T-Rex", "No defense card")  # Thrash: her one card
    assert [(e["attacker"], e["defender"]) for e in s.events("combat")] == [("T-Rex", "Medusa")]


def test_the_opponent_does_not_get_her_range():
    s = position("medusa", "t-rex", {"Harpy 1": 5, "T-Rex": 7},
                 hands=[(0, "Snipe"), (1, "Thrash")])
    s.start(0)
    assert attacks(s) == []
