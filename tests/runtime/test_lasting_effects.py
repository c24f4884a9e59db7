"""Lasting effects (issue 10) at run time, each on a real position: who cannot leave a
space, attack and BOOST bonuses, values locked or equal to an amount, damage prevented,
attack range, actions that cannot be gained, a maneuver's move bonus. The texts are the
published catalogue's (T-Rex's Terrifying Roar, Geralt's Yrden, Bruce Lee's Nunchaku, The
Genie's wish, Dr. Sattler's I Think We're Back In Business, Dr. Jill Trent's Indestructible
Cloth, Sinbad's ability), given to Bigfoot's and Robin Hood's cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.resolve import resolve_text
from cardsmith.runtime import State

from .test_catalogue_rules import played, scheme
from .test_rulings import health, position, rewrite, space


def moves(s) -> list[tuple[str, int, int]]:
    return [(e["fighter"], e["start"], e["to"]) for e in s.events("move")]


@pytest.mark.parametrize("text, held", [
    ("Fighters cannot leave their spaces for the rest of the turn.", True),
    ("Gain 1 action.", False)])
def test_fighters_cannot_leave_their_spaces_for_the_rest_of_the_turn(text, held):
    s = played(scheme(text))
    s.choose("No boost")  # the maneuver after the scheme: its draw was the known Skirmish
    if held:  # no space to move to: the move is skipped, then his end-of-turn ability
        assert s.kind() == "may" and moves(s) == [] and space(s, "Bigfoot") == 12
    else:
        assert s.kind() == "move"


def test_what_lasts_this_turn_ends_with_it():
    s = played(scheme("Fighters cannot leave their spaces for the rest of the turn."))
    assert len(s.state.data.lasting) == 1
    copy, saved = s.state.clone(), State.from_json(s.game, s.state.to_json())
    assert saved == s.state and len(copy.data.lasting) == len(saved.data.lasting) == 1
    s.play("No boost", "No")  # the move skipped, his end-of-turn ability declined
    assert s.state.data.active == 0  # Robin Hood's turn (his maneuver's draw)
    assert s.state.data.lasting == [] and len(copy.data.lasting) == 1


def yrden(after: str):
    """Robin Hood (6) attacks Bigfoot (7) with Snark given Yrden's first sentence; Bigfoot
    has no card to defend with."""
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark")
    rewrite(s, 0, "Snark", "Immediately: The opposing fighter cannot leave their space this "
            f"turn. After combat: {after}")
    s.start(0)
    s.choose("Attack Bigfoot")
    return s


def test_the_opposing_fighter_cannot_leave_their_space_this_turn():
    s = yrden("Move Bigfoot up to 2 spaces. Move Robin Hood up to 1 space.")
    # Bigfoot's move has only his own space: skipped; Robin Hood's is asked
    assert s.kind() == "move" and "Move Robin Hood to space 2" in s.options()
    s.choose("Move Robin Hood to space 2")
    assert moves(s) == [("Robin Hood", 6, 2)] and space(s, "Bigfoot") == 7


@pytest.mark.parametrize("text, damage", [
    ("All of Bigfoot's attacks this turn are +1 value. Gain 1 action.", 5),
    ("Gain 1 action.", 4)])
def test_all_of_a_fighters_attacks_this_turn_are_plus_1(text, damage):
    # Nunchaku, then Savagery (4) against no defense
    s = scheme(text, "Savagery", where={"Robin Hood": 6, "Bigfoot": 7})
    played(s)
    s.choose("Attack Robin Hood")  # Savagery at once; Robin Hood has no card to defend with
    assert [(e["attack"], e["damage"]) for e in s.events("combat damage")] == [(damage, damage)]


@pytest.mark.parametrize("text, reach", [("Your BOOST values are +1.", True),
                                         ("Gain 1 action.", False)])
def test_your_boost_values_are_plus_1(text, reach):
    # Bigfoot moves 3, +1 for Skirmish's BOOST, +1 more: 12 to 1 is 5 spaces round Robin Hood
    s = played(scheme(text, where={"Robin Hood": 4, "Bigfoot": 12}))
    s.choose("Boost with Skirmish")  # the maneuver after it drew the known Skirmish
    assert ("Move Bigfoot to space 1" in s.options()) is reach


@pytest.mark.parametrize("text, actions", [("Immediately: Your opponent cannot gain actions.", 0),
                                           ("Immediately: Add 1 to the value of this card.", 1)])
def test_your_opponent_cannot_gain_actions(text, actions):
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, "Feint")
    rewrite(s, 0, "Snark", text)
    rewrite(s, 1, "Feint", "After combat: Gain 1 action.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    assert len(s.events("gain action")) == actions


def defended_by_feint(feint: str, snark: str = "After combat: Gain 1 action."):
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, "Feint")
    rewrite(s, 0, "Snark", snark)
    rewrite(s, 1, "Feint", feint)
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    return s


def test_prevent_all_damage():
    # Snark 3 against Feint 2: 1 combat damage, prevented; the damage event is not logged
    s = defended_by_feint("Immediately: Prevent all damage.")
    assert health(s, "Bigfoot") == 16 and s.events("damage") == []
    assert [e["winner"] for e in s.events("combat damage")] == ["attacker"]


@pytest.mark.parametrize("feint, bigfoot", [
    ("Immediately: This combat, your fighter does not take damage from effects other than "
     "combat damage.", 15),
    ("Immediately: Gain 1 action.", 13)])
def test_no_damage_from_effects_other_than_combat_damage(feint, bigfoot):
    s = defended_by_feint(feint, "After combat: Deal 2 damage to Bigfoot.")
    assert health(s, "Bigfoot") == bigfoot


def test_damage_prevented_this_combat_is_taken_after_it():
    s = defended_by_feint("Immediately: Prevent all damage.")
    assert len(s.state.data.lasting) == 1
    s.choose("No")  # Robin Hood's ability, the combat's last step
    assert s.state.data.lasting == []  # it ended with the combat


@pytest.mark.parametrize("text, can", [("Bigfoot can attack up to 2 spaces away.", True),
                                       ("Gain 1 action.", False)])
def test_a_fighter_can_attack_up_to_2_spaces_away(text, can):
    # Bigfoot (melee) in 12, Robin Hood in 4: two spaces away, not adjacent
    s = played(scheme(text, "Savagery", where={"Robin Hood": 4, "Bigfoot": 12}))
    assert any(o.startswith("Attack Robin Hood") for o in s.options()) is can


def test_your_cards_values_are_4_and_cannot_be_changed():
    # the Genie's wish, then Larger Than Life (6) is 4 whatever its effect adds; Robin
    # Hood's Regroup (1) is his card, not Bigfoot's: 1 + 2
    s = scheme("For the rest of your turn, your cards' values are 4 and cannot be changed.",
               "Larger Than Life", where={"Robin Hood": 6, "Bigfoot": 7})
    s.hand(0, "Regroup")
    rewrite(s, 1, "Larger Than Life", "During combat: Add 2 to the value of this card.")
    rewrite(s, 0, "Regroup", "During combat: Add 2 to the value of this card.")
    played(s)
    s.play("Attack Robin Hood", "Play Regroup")
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(4, 3)]


@pytest.mark.parametrize("others, defense", [((), 0), (("Savagery", "Hoax"), 2)])
def test_the_value_of_this_card_is_equal_to_the_number_of_cards_in_your_hand(others, defense):
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, "Feint", *others)
    rewrite(s, 0, "Snark", "After combat: Draw 1 card.")
    rewrite(s, 1, "Feint", "During combat: The value of this card is equal to the number of "
            "cards in your hand.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    assert [e["defense"] for e in s.events("combat damage")] == [defense]
    assert [(e["change"], e["value"]) for e in s.events("value")] == [("set", defense)]


def test_the_value_of_your_opponents_card_is_equal_to_its_boost_value():
    # This is No Parlor Trick on Feint: Snark (3, BOOST 1 in Robin Hood's deck) counts 1
    s = defended_by_feint("During combat: The value of your opponent's card is equal to its "
                          "BOOST value.")
    snark = next(c for c in s.data.cards if c.title == "Snark").definition.boost
    assert [e["attack"] for e in s.events("combat damage")] == [snark]


def with_ability(s, player: int, text: str) -> None:
    hero = s.data.players[player].hero
    sections = resolve_text(parse_effect_text(text))[0].sections
    s.data.players[player].hero = replace(hero, ability=sections)


@pytest.mark.parametrize("voyages, reach", [(0, False), (1, True)])
def test_when_you_maneuver_move_plus_1_for_each_card_in_your_discard_pile(voyages, reach):
    # Sinbad's ability, counting Hoax cards; Bigfoot moves 3 (+1 a Hoax) from 12; Robin in 4
    s = position({"Robin Hood": 4, "Bigfoot": 12}).deck_top(1, "Skirmish")
    with_ability(s, 1, "When you maneuver, you may move your fighters +1 space for each Hoax "
                 "card in your discard pile.")
    s.data.players[1].discard.extend(s._take(1, "Hoax") for _ in range(voyages))
    s.start(1)  # no card in hand: the maneuver at once, its draw the known Skirmish
    s.play("No boost", "Yes")
    assert ("Move Bigfoot to space 5" in s.options()) is reach


def test_the_boost_value_of_the_opposing_fighters_card_is_added_to_this_cards_value():
    # Black Panther's Anti-Metal Claws on Bigfoot's Feint: the BOOST value of Robin Hood's
    # attack card (Snark) is added to Feint's defense value
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, "Feint")
    rewrite(s, 0, "Snark", "After combat: Draw 1 card.")
    rewrite(s, 1, "Feint", "During combat: Add the BOOST value of the opposing fighter's card "
            "to this card's value.")
    printed = {c.title: c.definition for c in s.data.cards}
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    expected = printed["Feint"].value + printed["Snark"].boost
    assert [e["defense"] for e in s.events("combat damage")] == [expected]
