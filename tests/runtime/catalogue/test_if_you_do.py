""""If they do" after two fighters who may do something together, and "If you do" after a
sentence that may not happen (issue 10): Black Widow's Double Identity ("Black Widow and
Maria Hill may swap spaces. If they do, your other fighter is now the defender.") and Life
Model Decoy ("After combat: If Maria Hill was defeated, place her adjacent to Black Widow.
If you do, set Maria Hill's health to 3."). Black Widow is not bundled (the UmDb deck has 31
cards), so her printed texts stand on a card of Houdini's, with his fighters' names, on the
3 x 4 grid of `tests/runtime/scenario.py`. Seat 0 is Houdini and Bess, seat 1 Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

import pytest

from ..test_rulings import rewrite
from .positions import damage_events, health, position, space

HOUDINI = 0
DOUBLE_IDENTITY = ("Immediately: Houdini and Bess may swap spaces. If they do, your other "
                   "fighter is now the defender.")
LIFE_MODEL_DECOY = ("After combat: If Bess was defeated, place her adjacent to Houdini. If you "
                    "do, set Bess's health to 3.")


def medusa_attacks(defender: str, where: dict[str, int], text: str, bess_health: int = 5):
    """Medusa attacks `defender` with Second Shot BOOSTED with Snipe (3 + 1); Houdini's
    player defends with Smoke and Mirrors (3) given `text`."""
    s = position("harry-houdini", "medusa", where,
                 hands=[(HOUDINI, "Smoke and Mirrors"), (1, "Second Shot"), (1, "Snipe")])
    s.health("Bess", bess_health)
    rewrite(s, HOUDINI, "Smoke and Mirrors", text)
    s.start(1)
    s.play("No", f"Attack {defender} (space {where[defender]}) with Medusa", "Play Second Shot",
           "Play Smoke and Mirrors")
    return s


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_if_they_do_swap_your_other_fighter_is_now_the_defender(answer):
    s = medusa_attacks("Houdini", {"Houdini": 6, "Bess": 1, "Medusa": 7}, DOUBLE_IDENTITY)
    assert s.kind() == "may" and s.state.decision().player == HOUDINI
    s.play(answer, "Yes")  # then Medusa BOOSTs
    swapped = answer == "Yes"
    assert (space(s, "Houdini"), space(s, "Bess")) == ((1, 6) if swapped else (6, 1))
    assert [(e["fighter"], e["side"]) for e in s.events("now in combat")] == (
        [("Bess", "defender")] if swapped else [])
    assert damage_events(s) == [("Bess" if swapped else "Houdini", 1)]


def test_a_defeated_fighter_placed_back_then_her_health_is_set():
    # Bess (1 health) takes 1 damage and is defeated; after combat she is placed in an
    # empty space adjacent to Houdini (10): 6 (her own, empty now), 9 or 11, at 3 health
    s = medusa_attacks("Bess", {"Houdini": 10, "Bess": 6, "Medusa": 7}, LIFE_MODEL_DECOY, 1)
    s.choose("Yes")  # Medusa BOOSTs
    assert s.events("defeated")[0]["fighter"] == "Bess"
    assert s.kind() == "space" and s.options() == ["Space 6", "Space 9", "Space 11"]
    s.choose("Space 9")
    assert (space(s, "Bess"), health(s, "Bess")) == (9, 3)
    assert not s.fighter("Bess").defeated
    assert [(e["fighter"], e["to"]) for e in s.events("return")] == [("Bess", 9)]
    assert [(e["fighter"], e["health"]) for e in s.events("health set")] == [("Bess", 3)]


def test_if_she_cannot_be_placed_you_do_not_and_her_health_is_not_set():
    # every space adjacent to Houdini (1: 2 and 5) is taken: Bess stays defeated
    where = {"Houdini": 1, "Bess": 6, "Medusa": 2, "Harpy 1": 5}
    s = medusa_attacks("Bess", where, LIFE_MODEL_DECOY, 1)
    s.choose("Yes")
    assert s.fighter("Bess").defeated and space(s, "Bess") is None
    assert s.events("return") == [] and s.events("health set") == []


def test_if_she_was_not_defeated_she_is_not_placed():
    s = medusa_attacks("Bess", {"Houdini": 10, "Bess": 6, "Medusa": 7}, LIFE_MODEL_DECOY)
    s.choose("Yes")
    assert (space(s, "Bess"), health(s, "Bess")) == (6, 4)  # 5, less Medusa's 1
    assert s.events("return") == [] and s.events("health set") == []
