"""The published catalogue's hero ability triggers (issue 10) at run time, on real positions
with the abilities' printed shapes: "When <fighter> is defeated" (Restless Spirits' kin),
"After Dr. Sattler or Dr. Malcolm move" (Dr. Sattler), "When King Arthur attacks: You may
BOOST that attack." (King Arthur), "When Alice is BIG" (Alice), "When you maneuver"
(Sinbad: test_lasting_effects.py)."""

from __future__ import annotations

import pytest

from .test_invisible_man import IM, fog, position as fog_position
from .test_lasting_effects import with_ability
from .test_rulings import position, rewrite


def test_when_a_fighter_is_defeated():
    # Robin Hood's Snark (3) defeats the Jackalope (1 health left); Bigfoot draws 2
    s = position({"Robin Hood": 6, "Bigfoot": 12, "The Jackalope": 7}).hand(0, "Snark")
    s.health("The Jackalope", 1).deck_top(1, "Skirmish", "Hoax")
    rewrite(s, 0, "Snark", "After combat: Gain 1 action.")
    with_ability(s, 1, "When the Jackalope is defeated: Draw 2 cards.")
    s.start(0)
    s.choose("Attack The Jackalope")
    assert [e["card"] for e in s.events("draw") if e["player"] == 1] == ["skirmish", "hoax"]
    # Bigfoot's, then Robin Hood's own (after you attack), which asks him now
    assert [e["trigger"] for e in s.events("ability")] == ["when defeated", "after you attack"]


@pytest.mark.parametrize("move_to, placed", [(2, [2, None, None]), (None, [None, None, None])])
def test_after_a_fighter_moves_place_a_token_in_their_new_space(move_to, placed):
    # Dr. Sattler's ability on the Invisible Man: his maneuver's move places a fog token
    s = fog_position({"Invisible Man": 1, "Robin Hood": 12}, [None, None, None])
    s.deck_top(IM, "Covert Preparation")
    with_ability(s, IM, "After the Invisible Man moves: Place a fog token in their new space.")
    s.start(IM)  # no card in hand: the maneuver at once
    s.choose("No boost")
    s.choose(f"Move Invisible Man to space {move_to}" if move_to else "Done moving")
    assert fog(s) == placed


@pytest.mark.parametrize("boost, attack", [("Yes", 6), ("No", 4)])
def test_when_a_fighter_attacks_you_may_boost_that_attack(boost, attack):
    # King Arthur's ability on Bigfoot: Savagery (4), boosted with Hoax (BOOST 2)
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(1, "Savagery", "Hoax")
    with_ability(s, 1, "When Bigfoot attacks: You may BOOST that attack.")
    s.start(1)
    # the BOOST card: Hoax, the only other card in hand (taken at once); no defense
    s.play("Attack Robin Hood", "Play Savagery", boost)
    assert [e["attack"] for e in s.events("combat damage")] == [attack]


@pytest.mark.parametrize("form, attack", [("BIG", 5), ("SMALL", 3)])
def test_when_the_hero_is_in_a_form_add_to_its_attack_cards(form, attack):
    # Alice's ability on Robin Hood: Snark (3) against no defense
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark")
    rewrite(s, 0, "Snark", "After combat: Gain 1 action.")
    with_ability(s, 0, "When Robin Hood is BIG: Add 2 to the value of his attack cards.")
    s.data.players[0].form = form
    s.start(0)
    s.choose("Attack Bigfoot")
    assert [e["attack"] for e in s.events("combat damage")] == [attack]
