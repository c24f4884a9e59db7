"""The Genie (Houdini vs. The Genie): his special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is the Genie, seat 1 Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import discard, hand, position

GENIE = 0


def start(*cards: str):
    s = position("the-genie", "medusa", {"The Genie": 1, "Medusa": 12},
                 hands=[(GENIE, card) for card in cards] + [(1, "Snipe")])
    s.start(GENIE)
    return s


def test_at_the_start_of_his_turn_he_may_discard_1_card_to_gain_1_action():
    s = start("Feint", "I Am Freed")
    s.choose("Yes")
    assert s.options() == ["Discard I Am Freed", "Discard Feint"]
    s.choose("Discard Feint")
    assert [e["amount"] for e in s.events("gain action")] == [1]
    assert discard(s, GENIE) == ["Feint"] and hand(s, GENIE) == ["I Am Freed"]


def test_he_may_keep_his_cards():
    s = start("Feint", "I Am Freed")
    s.choose("No")
    assert s.events("gain action") == [] and discard(s, GENIE) == []


def test_with_no_card_to_discard_the_ability_is_not_offered():
    s = start()
    assert "Yes" not in s.options() and s.events("gain action") == []
