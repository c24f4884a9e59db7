"""Alice (Battle of Legends, Volume One): her special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Alice's forms are BIG and SMALL (her
player chooses one at set-up: test_alice_setup.py; a position set up by hand gives her the
form the test sets); BIG adds 2 to her attack cards' value, SMALL 1 to her defense cards'.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

import pytest

from .positions import damage_events, position

ALICE, MEDUSA = 0, 1


def combat_values(s) -> list[tuple[int, int]]:
    return [(e["attack"], e["defense"]) for e in s.state.event_json()
            if e["event"] == "combat damage"]


@pytest.mark.parametrize("form, values", [("BIG", (5, 0)), ("SMALL", (3, 0))])
def test_big_alice_adds_2_to_her_attack_cards(form, values):
    s = position("alice", "medusa", {"Alice": 6, "Medusa": 7},
                 hands=[(ALICE, "Snicker-Snack"), (ALICE, "Feint"), (MEDUSA, "Snipe")])
    s.data.players[ALICE].form = form
    s.start(ALICE)
    s.play("Attack Medusa (space 7) with Alice", "Play Snicker-Snack", "No defense card")
    assert combat_values(s) == [values]
    assert damage_events(s)[0] == ("Medusa", values[0])


@pytest.mark.parametrize("form, values", [("BIG", (3, 2)), ("SMALL", (3, 3))])
def test_small_alice_adds_1_to_her_defense_cards(form, values):
    s = position("medusa", "alice", {"Alice": 6, "Medusa": 7},  # Medusa seat 0, Alice 1
                 hands=[(1, "Looking Glass"), (0, "Snipe"), (0, "Feint")])
    s.data.players[1].form = form
    s.start(0)
    s.play("No", "Attack Alice", "Play Snipe", "Play Looking Glass")
    assert combat_values(s) == [values]


def test_she_starts_big():
    s = position("alice", "medusa", {"Alice": 6, "Medusa": 7})
    assert s.data.players[ALICE].form == "BIG"
