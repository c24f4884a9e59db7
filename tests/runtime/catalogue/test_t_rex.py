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
