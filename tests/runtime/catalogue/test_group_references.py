""""them" after a move of a group ("Move each of your fighters ...") means every fighter that
moved, not only the last (grammar/resolve.py binds it to the move; the runtime introduces
the group there): a scenario on the 3 x 4 grid of `tests/runtime/scenario.py`, Medusa's
fighters against the Raptors, with a card given text the language reads.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from ..test_rulings import rewrite
from .positions import damage_events, position, space

MEDUSA = 0
GROUP_TEXT = ("Move each of your fighters up to 2 spaces. Then, deal 1 damage to each "
              "opposing fighter adjacent to them.")


def _play(text: str, moves: dict[str, str]):
    # Medusa in 1 beside Raptor 1 in 2; Harpy 1 in 12 beside Raptor 2 in 11; Raptor 3 in 7,
    # beside neither until a Harpy moves next to it
    s = position("medusa", "raptors", {"Medusa": 1, "Harpy 1": 12, "Raptor 1": 2,
                                       "Raptor 2": 11, "Raptor 3": 7},
                 hands=[(MEDUSA, "A Momentary Glance")])
    rewrite(s, MEDUSA, "A Momentary Glance", text)
    s.start(MEDUSA)
    s.play("No", "A Momentary Glance")  # her ability at the start of the turn: declined
    for label in moves.values():  # each fighter in turn
        s.choose(label)
    return s


def test_them_after_moving_each_fighter_means_all_of_them():
    s = _play(GROUP_TEXT, {"Medusa": "Leave Medusa in space 1",
                           "Harpy 1": "Leave Harpy 1 in space 12"})
    # adjacent to Medusa or to the Harpy: both Raptors beside them, not the one in 7
    assert sorted(damage_events(s)) == [("Raptor 1", 1), ("Raptor 2", 1)]


def test_them_counts_where_the_group_ended_its_moves():
    s = _play(GROUP_TEXT, {"Medusa": "Leave Medusa in space 1",
                           "Harpy 1": "Move Harpy 1 to space 8"})
    assert space(s, "Harpy 1") == 8
    # the Harpy now stands beside Raptor 3 (in 7), no longer beside Raptor 2 (in 11)
    assert sorted(damage_events(s)) == [("Raptor 1", 1), ("Raptor 3", 1)]


def test_them_after_moving_one_fighter_is_that_fighter():
    s = _play("Move Medusa up to 2 spaces. Then, deal 1 damage to each opposing fighter "
              "adjacent to her.", {"Medusa": "Leave Medusa in space 1"})
    assert damage_events(s) == [("Raptor 1", 1)]
