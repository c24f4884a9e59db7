"""Harry Houdini (Houdini vs. The Genie): his special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is Houdini and Bess, seat 1
Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import hand, position, space

HOUDINI = 0


def maneuver():
    s = position("harry-houdini", "medusa", {"Houdini": 1, "Bess": 2, "Medusa": 12},
                 hands=[(HOUDINI, "Flourish"), (1, "Snipe")])
    s.deck_top(HOUDINI, "Misdirection")
    s.start(HOUDINI)  # no one to attack: the maneuver is taken at once
    return s


def test_when_he_maneuvers_and_boosts_he_may_be_placed_in_any_space():
    s = maneuver()
    # Flourish's BOOSTED WITH draws 1 card first (the scenario's deck lets us pick it)
    s.play("Boost with Flourish", "Draw Grand Escape", "Yes")
    # any space: every space but Bess's and Medusa's
    assert s.options() == [f"Space {n}" for n in (1, 3, 4, 5, 6, 7, 8, 9, 10, 11)]
    s.choose("Space 11")
    assert space(s, "Houdini") == 11 and space(s, "Bess") == 2
    assert [(e["fighter"], e["start"], e["to"]) for e in s.state.event_json()
            if e["event"] == "place"] == [("Houdini", 1, 11)]
    assert hand(s, HOUDINI) == ["Grand Escape", "Misdirection"]  # Flourish spent as the boost


def test_he_may_move_as_normal_instead():
    s = maneuver()
    s.play("Boost with Flourish", "Draw Grand Escape", "No")
    assert "Move Houdini to space 3" in s.options() and "Space 11" not in s.options()


def test_without_a_boost_he_is_not_offered_the_placement():
    s = maneuver()
    s.choose("No boost")
    assert "Yes" not in s.options()
    assert {"Move Houdini to space 5", "Move Bess to space 3"} <= set(s.options())
