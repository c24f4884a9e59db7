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


def three_wishes():
    s = position("the-genie", "medusa", {"The Genie": 1, "Medusa": 12},
                 hands=[(GENIE, "Three Wishes"), (GENIE, "Feint"), (1, "Snipe"), (1, "Dash"),
                        (1, "Regroup")])
    s.start(GENIE)
    s.play("No", "Scheme: Three Wishes")
    assert [e["amount"] for e in s.events("gain action")] == [1]
    assert s.options() == ["Draw 5 cards", "For the rest of your turn, your cards' values are 4 "
                           "and cannot be changed", "Each opponent discards 2 cards"]
    return s


def test_three_wishes_each_opponent_discards_2_cards():
    s = three_wishes()
    s.play("Each opponent discards 2 cards", "Discard Dash", "Discard Regroup")
    assert discard(s, 1) == ["Dash", "Regroup"] and hand(s, 1) == ["Snipe"]


def test_three_wishes_draw_5_cards():
    s = three_wishes()
    s.choose("Draw 5 cards")
    for _ in range(5):  # each draw a chance: the top card of a shuffled deck
        assert s.state.is_chance_node()
        s.state.apply(0)
    assert len(s.events("draw")) == 5 and len(hand(s, GENIE)) == 6  # Feint and five
