"""Harry Houdini (Houdini vs. The Genie): his special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is Houdini and Bess, seat 1
Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import damage_events, hand, position, space

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


def smoke_and_mirrors(answer: str):
    """Medusa (7) attacks Houdini (6) with Second Shot, BOOSTED with Snipe (3 + 1); Houdini
    defends with Smoke and Mirrors (3) as printed: "Houdini and Bess may swap spaces. If
    they do, your other fighter is now in the combat." Bess stands in space 1."""
    s = position("harry-houdini", "medusa", {"Houdini": 6, "Bess": 1, "Medusa": 7},
                 hands=[(HOUDINI, "Smoke and Mirrors"), (1, "Second Shot"), (1, "Snipe")])
    s.start(1)
    s.play("No", "Attack Houdini (space 6) with Medusa", "Play Second Shot",
           "Play Smoke and Mirrors")
    assert s.kind() == "may" and s.state.decision().player == HOUDINI
    s.choose(answer)
    s.choose("Yes")  # Medusa BOOSTs her attack with Snipe, her only card left
    return s


def test_smoke_and_mirrors_houdini_and_bess_swap_and_bess_is_now_the_defender():
    s = smoke_and_mirrors("Yes")
    assert (space(s, "Houdini"), space(s, "Bess")) == (1, 6)
    assert [(e["fighter"], e["other"]) for e in s.events("swap")] == [("Houdini", "Bess")]
    assert [(e["fighter"], e["side"]) for e in s.events("now in combat")] == [("Bess", "defender")]
    assert damage_events(s) == [("Bess", 1)]  # 4 against 3, on Bess instead of Houdini


def test_smoke_and_mirrors_if_they_do_not_swap_houdini_stays_in_the_combat():
    s = smoke_and_mirrors("No")
    assert (space(s, "Houdini"), space(s, "Bess")) == (6, 1)
    assert s.events("swap") == [] and s.events("now in combat") == []
    assert damage_events(s) == [("Houdini", 1)]


def vanishing_act(chosen: str):
    """Houdini (6) attacks Medusa (7) with Vanishing Act as printed: "After combat: Choose
    one of the fighters in the combat and move them up to 3 spaces. They may move through
    their opposing fighters." Bess stands in 10; Medusa has no card to defend with."""
    s = position("harry-houdini", "medusa", {"Houdini": 6, "Bess": 10, "Medusa": 7},
                 hands=[(HOUDINI, "Vanishing Act")])
    s.start(HOUDINI)
    s.play("Attack Medusa (space 7) with Houdini")
    assert s.options() == ["Houdini (player 1, space 6)", "Medusa (player 2, space 7)"]
    s.choose(chosen)
    assert s.state.decision().player == HOUDINI  # Houdini's player moves either of them
    return s


def test_vanishing_act_moves_houdini_through_his_opposing_fighter():
    s = vanishing_act("Houdini (player 1, space 6)")
    # 8 only through Medusa (6-7-8); 10 is Bess's
    assert "Move Houdini to space 8" in s.options() and "Move Houdini to space 10" not in s.options()
    s.choose("Move Houdini to space 8")
    assert space(s, "Houdini") == 8


def test_vanishing_act_moves_medusa_through_her_opposing_fighters():
    s = vanishing_act("Medusa (player 2, space 7)")
    # 5 only through Houdini (7-6-5), 9 only through Houdini or Bess: hers to pass, not his
    moves = s.options()
    assert {"Move Medusa to space 5", "Move Medusa to space 9"} <= set(moves)
    assert "Move Medusa to space 6" not in moves and "Move Medusa to space 10" not in moves
    s.choose("Move Medusa to space 5")
    assert space(s, "Medusa") == 5
