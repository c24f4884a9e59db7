"""Dr. Ellie Sattler (Jurassic Park: Sattler vs. T-Rex): her special ability on the 3 x 4
grid of `tests/runtime/scenario.py`, with the bundled cards. Seat 0 is Dr. Sattler and
Dr. Malcolm, seat 1 Medusa. She has 5 insight tokens (her ability says so: "You have 5
insight tokens.").

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import position

SATTLER = 0
INSIGHT = (SATTLER, "insight token")


def maneuver():
    s = position("dr-ellie-sattler", "medusa", {"Dr. Sattler": 1, "Dr. Malcolm": 4,
                                                "Medusa": 12},
                 hands=[(SATTLER, "Feint"), (1, "Snipe")])
    s.deck_top(SATTLER, "Regroup")
    s.start(SATTLER)  # no one to attack: the maneuver is taken at once
    s.choose("No boost")
    return s


def placed(s) -> list[int]:
    return [e["to"] for e in s.state.event_json() if e["event"] == "place token"]


def test_after_either_of_them_moves_an_insight_token_goes_in_the_new_space():
    s = maneuver()
    s.choose("Move Dr. Sattler to space 2")
    assert placed(s) == [2]
    s.choose("Move Dr. Malcolm to space 8")
    assert placed(s) == [2, 8]
    assert sorted(t for t in s.data.tokens[INSIGHT] if t is not None) == [2, 8]
    assert len(s.data.tokens[INSIGHT]) == 5  # the other three still in her supply


def test_a_fighter_who_does_not_move_places_none():
    s = maneuver()
    s.choose("Done moving")
    assert placed(s) == []
