"""The Raptors (Jurassic Park: InGen vs. Raptors): scenario tests of the cards whose runtime
handlers exist, with the bundled cards, on the 3 x 4 grid of `tests/runtime/scenario.py`.
Seat 0 is the Raptors, seat 1 Medusa (whose cards these tests do not play but to defend).

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12
"""

from __future__ import annotations

import pytest

from .positions import damage_events, discard, hand, health, position, space

RAPTORS, MEDUSA = 0, 1


def gained_actions(s) -> list[int]:
    return [e["amount"] for e in s.state.event_json() if e["event"] == "gain action"]


def test_clever_girl_gains_an_action_with_a_raptor_adjacent_to_the_opposing_fighter():
    s = position("raptors", "medusa", {"Raptor 1": 6, "Medusa": 7},
                 hands=[(RAPTORS, "Clever Girl"), (RAPTORS, "Feint"), (MEDUSA, "Snipe")])
    s.start(RAPTORS)
    s.play("Attack Medusa (space 7) with Raptor 1", "Play Clever Girl", "No defense card")
    assert damage_events(s) == [("Medusa", 3)]
    assert gained_actions(s) == [1]
    # the action gained: the turn goes on with the Raptors' choice of action
    assert "Maneuver" in s.options() and s.state.current_player() == RAPTORS


def test_eaten_alive_deals_1_damage_to_one_adjacent_opposing_fighter_after_a_won_combat():
    s = position("raptors", "medusa", {"Raptor 1": 6, "Medusa": 7, "Harpy 1": 5, "Harpy 2": 12},
                 hands=[(RAPTORS, "Eaten Alive"), (RAPTORS, "Feint"), (MEDUSA, "Snipe")])
    s.start(RAPTORS)
    s.play("Attack Medusa (space 7) with Raptor 1", "Play Eaten Alive", "No defense card")
    # Harpy 2 in 12 is not adjacent to Raptor 1
    assert s.options() == ["Medusa (player 2, space 7)", "Harpy 1 (player 2, space 5)"]
    s.choose("Harpy 1")
    assert damage_events(s) == [("Medusa", 4), ("Harpy 1", 1)]
    assert s.fighter("Harpy 1").defeated and health(s, "Medusa") == 12


def test_eaten_alive_does_nothing_after_a_lost_combat_and_hiss_and_slither_discards():
    s = position("raptors", "medusa", {"Raptor 1": 6, "Medusa": 7, "Harpy 1": 5},
                 hands=[(RAPTORS, "Eaten Alive"), (RAPTORS, "Feint"),
                        (MEDUSA, "Hiss and Slither")])
    s.start(RAPTORS)
    s.play("Attack Medusa (space 7) with Raptor 1", "Play Eaten Alive",
           "Play Hiss and Slither")  # 4 against 4: the defender wins a tie
    assert damage_events(s) == [] and not s.fighter("Harpy 1").defeated
    # Hiss and Slither, after combat: the Raptors discard their one card left, Feint
    assert hand(s, RAPTORS) == [] and "Feint" in discard(s, RAPTORS)


def test_they_remember_gains_1_action():
    s = position("raptors", "medusa", {"Raptor 1": 6, "Medusa": 7},
                 hands=[(RAPTORS, "They Remember"), (RAPTORS, "Feint"), (MEDUSA, "Snipe")])
    s.start(RAPTORS)
    s.play("Attack Medusa (space 7) with Raptor 1", "Play They Remember", "No defense card")
    assert gained_actions(s) == [1] and s.state.current_player() == RAPTORS


@pytest.mark.parametrize("others, value", [({}, 4), ({"Raptor 3": 3}, 5),
                                          ({"Raptor 2": 8, "Raptor 3": 3}, 6),
                                          ({"Raptor 2": 2}, 4)])  # 2 is not adjacent to 7
def test_raptors_add_1_for_each_other_raptor_adjacent_to_the_defender(others, value):
    s = position("raptors", "medusa", {"Raptor 1": 6, "Medusa": 7, **others},
                 hands=[(RAPTORS, "Pack Hunters"), (MEDUSA, "Snipe")])
    s.start(RAPTORS)
    s.play("Attack Medusa (space 7) with Raptor 1", "No defense card")
    assert [e["attack"] for e in s.events("combat damage")] == [value]


def test_decoy_places_another_raptor_adjacent_to_the_attacker():
    s = position("medusa", "raptors", {"Medusa": 6, "Raptor 1": 7, "Raptor 2": 12},
                 hands=[(0, "Snipe"), (1, "Decoy")])
    s.start(0)
    s.play("No", "Attack Raptor 1", "Play Decoy", "Yes")
    assert s.options() == ["Space 2", "Space 5", "Space 10"]  # empty, adjacent to Medusa
    s.choose("Space 5")
    assert space(s, "Raptor 2") == 5


def test_pack_hunters_deals_1_damage_for_each_raptor_adjacent_to_the_defender_after_a_win():
    s = position("raptors", "medusa", {"Raptor 1": 6, "Medusa": 7, "Raptor 2": 3, "Raptor 3": 12},
                 hands=[(RAPTORS, "Pack Hunters"), (MEDUSA, "Snipe")])
    s.fighter("Medusa").health = 20  # to see all the damage
    s.start(RAPTORS)
    s.play("Attack Medusa (space 7) with Raptor 1", "No defense card")
    # 4 + 1 for Raptor 2 (space 3) adjacent to Medusa, then 1 for each of the 2 adjacent
    # Raptors (Raptor 3 in 12 is not)
    assert damage_events(s) == [("Medusa", 5), ("Medusa", 2)]


def test_coordinated_attack_pattern_places_each_other_raptor_in_the_chosen_raptors_zone():
    s = position("raptors", "medusa", {"Raptor 1": 1, "Raptor 2": 4, "Raptor 3": 12, "Medusa": 8},
                 hands=[(RAPTORS, "Coordinated Attack Pattern")])
    s.start(RAPTORS)
    s.play("Scheme: Coordinated Attack Pattern (Raptor 1)", "Raptor 1", "Yes")
    # the empty spaces of Raptor 1's zone (west, with 6 and 7 of both), for Raptor 2, then 3
    assert s.options() == ["Space 2", "Space 5", "Space 6", "Space 7", "Space 9", "Space 10"]
    s.choose("Space 2")
    assert s.options() == ["Space 5", "Space 6", "Space 7", "Space 9", "Space 10"]
    s.choose("Space 9")
    assert [space(s, f"Raptor {i}") for i in (1, 2, 3)] == [1, 2, 9]
