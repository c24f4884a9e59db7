"""Bruce Lee: his special ability on the 3 x 4 grid of `tests/runtime/scenario.py`, with the
bundled cards. Seat 0 is Bruce Lee, seat 1 Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import discard, hand, position, space

BRUCE = 0


def turns(s) -> list[int]:
    return [e["player"] for e in s.state.event_json() if e["event"] == "turn"]


def end_of_turn():
    """Two maneuvers without moving (no one to attack), then his ability at the end of
    the turn."""
    s = position("bruce-lee", "medusa", {"Bruce Lee": 1, "Medusa": 12},
                 hands=[(BRUCE, "Skirmish"), (1, "Snipe")])
    s.deck_top(BRUCE, "Feint", "Regroup")
    s.start(BRUCE)
    s.play("No boost", "Done moving", "No boost", "Done moving")
    return s


def test_at_the_end_of_his_turn_he_may_move_1_space():
    s = end_of_turn()
    s.choose("Yes")
    assert s.options() == ["Leave Bruce Lee in space 1", "Move Bruce Lee to space 2",
                           "Move Bruce Lee to space 5"]
    s.choose("Move Bruce Lee to space 5")
    assert space(s, "Bruce Lee") == 5
    assert [e["to"] for e in s.state.event_json() if e["event"] == "move"] == [5]
    assert turns(s) == [0, 1]  # then Medusa's turn


def test_he_may_stay():
    s = end_of_turn()
    s.choose("No")
    assert space(s, "Bruce Lee") == 1 and turns(s) == [0, 1]


def test_hoo_whaaaaaa_returns_a_jeet_kune_do_card_from_the_discard_pile_and_gains_an_action():
    s = position("bruce-lee", "medusa", {"Bruce Lee": 1, "Medusa": 12},
                 hands=[(BRUCE, '"HOO! WHAAAAAA!"'), (BRUCE, "Feint"), (1, "Snipe")])
    pile = s.data.players[BRUCE].discard
    pile.extend(s._take(BRUCE, title) for title in ("Jeet Kune Do: Wrist Lock", "Skirmish"))
    s.start(BRUCE)
    s.choose('Scheme: "HOO! WHAAAAAA!"')
    # the one JEET KUNE DO card there (by the keyword in its title), not Skirmish
    assert hand(s, BRUCE) == ["Feint", "Jeet Kune Do: Wrist Lock"]
    assert discard(s, BRUCE) == ['"HOO! WHAAAAAA!"', "Skirmish"]
    assert [e["amount"] for e in s.events("gain action")] == [1]


def test_bring_it_on_places_an_opposing_fighter_of_his_zone_next_to_him():
    s = position("bruce-lee", "medusa", {"Bruce Lee": 1, "Medusa": 9},
                 hands=[(BRUCE, "Bring It On"), (BRUCE, "Skirmish"), (1, "Snipe")])
    s.start(BRUCE)
    s.choose("Scheme: Bring It On")  # Medusa, in the west zone with him, is the one choice
    assert s.options() == ["Space 2", "Space 5"]  # the empty spaces adjacent to him
    s.choose("Space 5")
    assert space(s, "Medusa") == 5
    assert [e["amount"] for e in s.events("gain action")] == [1]
    # the action gained, with Medusa now adjacent
    assert s.options() == ["Maneuver", "Attack Medusa (space 5) with Bruce Lee"]


def test_bring_it_on_reaches_no_fighter_outside_his_zone():
    s = position("bruce-lee", "medusa", {"Bruce Lee": 1, "Medusa": 3},
                 hands=[(BRUCE, "Bring It On"), (BRUCE, "Skirmish"), (1, "Snipe")])
    s.start(BRUCE)
    s.choose("Scheme: Bring It On")
    assert space(s, "Medusa") == 3 and s.events("place") == []
    assert [e["amount"] for e in s.events("gain action")] == [1]
