"""King Arthur (Battle of Legends, Volume One): his special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is King Arthur, seat 1 Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import damage_events, discard, hand, position

ARTHUR = 0


def attack():
    """King Arthur attacks Medusa with Swift Strike (3); Excalibur (BOOST 3) stays in hand."""
    s = position("king-arthur", "medusa", {"King Arthur": 6, "Medusa": 7},
                 hands=[(ARTHUR, "Swift Strike"), (ARTHUR, "Excalibur"), (1, "Snipe")])
    s.start(ARTHUR)
    s.play("Attack Medusa (space 7) with King Arthur", "Play Swift Strike", "No defense card")
    return s


def test_when_he_attacks_he_may_boost_that_attack():
    s = attack()
    s.choose("Yes")  # Excalibur, his one card left, is the BOOST
    values = [(e["attack"], e["defense"]) for e in s.events("combat damage")]
    assert values == [(6, 0)] and damage_events(s) == [("Medusa", 6)]
    assert "Excalibur" in discard(s, ARTHUR)


def test_he_may_attack_without_the_boost():
    s = attack()
    s.choose("No")
    assert damage_events(s) == [("Medusa", 3)] and "Excalibur" not in discard(s, ARTHUR)


def test_the_lady_of_the_lake_takes_excalibur_from_the_discard_pile():
    s = position("king-arthur", "medusa", {"King Arthur": 1, "Medusa": 12},
                 hands=[(ARTHUR, "The Lady of the Lake"), (ARTHUR, "Feint"), (1, "Snipe")])
    s.data.players[ARTHUR].discard.append(s._take(ARTHUR, "Excalibur"))
    s.start(ARTHUR)
    s.choose("Scheme: The Lady of the Lake")
    assert hand(s, ARTHUR) == ["Excalibur", "Feint"]
    assert discard(s, ARTHUR) == ["The Lady of the Lake"]


def test_the_lady_of_the_lake_finds_excalibur_in_the_deck():
    s = position("king-arthur", "medusa", {"King Arthur": 1, "Medusa": 12},
                 hands=[(ARTHUR, "The Lady of the Lake"), (ARTHUR, "Feint"), (1, "Snipe")])
    s.start(ARTHUR)
    s.choose("Scheme: The Lady of the Lake")
    assert hand(s, ARTHUR) == ["Excalibur", "Feint"]
    deck = s.data.players[ARTHUR]
    assert "Excalibur" not in [s.data.cards[i].title for i in deck.pile + deck.deck_top
                               + deck.deck_bottom]
