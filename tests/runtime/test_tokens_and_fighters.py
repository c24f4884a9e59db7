"""Tokens and fighters in the published catalogue's effects (issue 10), on real positions:
placing, removing, choosing and returning tokens (Dr. Sattler's insight tokens, Muldoon's
traps: here the Invisible Man's fog tokens), counting them, swapping spaces (Houdini's
Smoke and Mirrors), another fighter in the combat, summoning a sidekick (Squirrel Girl's
squirrels: here Robin Hood's Outlaws) and a move that does not count sidekicks."""

from __future__ import annotations

import pytest

from .test_catalogue_rules import played, scheme
from .test_invisible_man import IM, fog, position as fog_position
from .test_rulings import health, position, rewrite, space

SCHEME = "Reign of Terror"


def fog_scheme(text: str, fog_spaces: list[int | None], where: dict[str, int] | None = None):
    """The Invisible Man plays Reign of Terror with `text`; his fog tokens in `fog_spaces`."""
    s = fog_position(where or {"Invisible Man": 1, "Robin Hood": 12}, fog_spaces)
    s.hand(IM, SCHEME)
    rewrite(s, IM, SCHEME, text)
    s.start(IM)
    s.choose(f"Scheme: {SCHEME}")
    return s


def test_place_a_token_in_any_space():
    s = fog_scheme("Place a fog token in any space.", [5, None, None])
    assert "Space 5" not in s.options()  # one of its kind is there already
    s.choose("Space 7")
    assert fog(s) == [5, 7, None]
    assert [(e["token"], e["to"]) for e in s.events("place token")] == [("fog token", 7)]


def test_place_up_to_2_tokens_and_stop():
    # no space named: an empty space in the zone of one of his fighters (1: west)
    s = fog_scheme("Place up to 2 fog tokens.", [None, None, None])
    assert "Space 12" not in s.options()
    s.play("Space 2", "Done placing")
    assert fog(s) == [2, None, None]


def test_place_a_token_when_none_is_left_does_nothing():
    s = fog_scheme("Place a fog token in any space.", [2, 3, 4])
    assert fog(s) == [2, 3, 4] and s.events("place token") == []


def test_place_a_token_in_a_fighters_space():
    s = fog_scheme("Place a fog token in Robin Hood's space.", [None, None, None])
    assert fog(s) == [12, None, None]


def test_remove_all_tokens_from_the_board():
    # Dr. Sattler's Woman Inherits the Earth: recover health equal to the tokens, remove them
    s = fog_scheme("The Invisible Man recovers health equal to the number of fog tokens on the "
                   "board. Remove all fog tokens from the board.", [2, None, 4])
    s.data.fighters[0].health = 5
    assert fog(s) == [None, None, None]
    assert [(e["start"], e["to"]) for e in s.events("remove token")] == [(2, "supply"),
                                                                          (4, "supply")]


def test_choose_a_token_deal_damage_next_to_it_and_return_it_to_the_box():
    # Muldoon's Remote Detonation, with fog tokens: Robin Hood in 8, next to the token in 4
    s = fog_scheme("Choose a fog token in the same zone as the Invisible Man. Deal 1 damage to "
                   "each opposing fighter adjacent to that fog token. Return that fog token.",
                   [4, 9, None], where={"Invisible Man": 3, "Robin Hood": 8})
    # 3 is east: the token in 4 (east) is the one to choose (at once), not the one in 9
    assert health(s, "Robin Hood") == 12
    assert fog(s) == [9, None]  # one fewer: back in the box
    assert [(e["start"], e["to"]) for e in s.events("remove token")] == [(4, "box")]


@pytest.mark.parametrize("fog_spaces, value", [([7, 12, 3], 2), ([1, None, None], 0)])
def test_plus_1_for_each_token_adjacent_to_the_opposing_fighter(fog_spaces, value):
    # Muldoon's They Should All Be Destroyed on Covert Preparation (2): the Invisible Man in
    # 4 attacks Robin Hood in 8, who has no card to defend with
    s = fog_position({"Invisible Man": 4, "Robin Hood": 8}, fog_spaces)
    s.hand(IM, "Covert Preparation")
    rewrite(s, IM, "Covert Preparation", "During combat: +1 to this attack for each fog token "
            "adjacent to the opposing fighter.")
    s.start(IM)
    s.choose("Attack Robin Hood")
    assert [e["attack"] for e in s.events("combat damage")] == [2 + value]


def test_two_fighters_may_swap_spaces():
    # Houdini's Smoke and Mirrors, as Bigfoot's scheme: Bigfoot and the Jackalope
    s = played(scheme("Bigfoot and the Jackalope may swap spaces.",
                      where={"Robin Hood": 1, "Bigfoot": 12, "The Jackalope": 9}))
    s.choose("Yes")
    assert (space(s, "Bigfoot"), space(s, "The Jackalope")) == (9, 12)
    assert [(e["fighter"], e["other"]) for e in s.events("swap")] == [("Bigfoot",
                                                                       "The Jackalope")]


@pytest.mark.parametrize("swap", [True, False])
def test_if_they_swap_your_other_fighter_is_now_in_the_combat(swap):
    # Smoke and Mirrors on Feint: Robin Hood attacks Bigfoot (7); the Jackalope (11) swaps
    # in and takes Snark's 1 damage (3 against Feint's 2) instead of Bigfoot
    s = position({"Robin Hood": 6, "Bigfoot": 7, "The Jackalope": 11}).hand(0, "Snark")
    s.hand(1, "Feint")
    rewrite(s, 0, "Snark", "After combat: Gain 1 action.")
    rewrite(s, 1, "Feint", "Immediately: Bigfoot and the Jackalope may swap spaces. If they do, "
            "your other fighter is now in the combat.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint", "Yes" if swap else "No")
    hit = "The Jackalope" if swap else "Bigfoot"
    assert [e["fighter"] for e in s.events("damage")] == [hit]
    assert [(e["fighter"], e["side"]) for e in s.events("now in combat")] == (
        [("The Jackalope", "defender")] if swap else [])


@pytest.mark.parametrize("jackalope, summoned", [(None, 11), (5, None)])
def test_summon_a_sidekick_in_a_fighters_space(jackalope, summoned):
    # Squirrel Girl's "summon a squirrel in Squirrel Girl's space": the Jackalope, defeated,
    # comes back at full health next to Bigfoot (his own space is taken: 8 and 11 are free)
    where = {"Robin Hood": 1, "Bigfoot": 12}
    if jackalope is not None:  # on the board already: there is none to summon
        where["The Jackalope"] = jackalope
    s = scheme("Summon a Jackalope in Bigfoot's space.", where=where)
    s.health("The Jackalope", 0)
    played(s)
    if summoned is None:
        assert s.events("place") == [] and space(s, "The Jackalope") == 5
        return
    assert s.options() == ["Space 8", "Space 11"]
    s.choose("Space 11")
    assert space(s, "The Jackalope") == 11 and health(s, "The Jackalope") == 6
    assert [(e["fighter"], e["to"], e["start"]) for e in s.events("place")] == [
        ("The Jackalope", 11, None)]


@pytest.mark.parametrize("text, reach", [
    ("Move Bigfoot up to 2 spaces. Do not count movement for spaces containing sidekicks.",
     True), ("Move Bigfoot up to 2 spaces.", False)])
def test_do_not_count_movement_for_spaces_containing_sidekicks(text, reach):
    # Squirgility: Bigfoot in 12, the Jackalope in 11; 12 -> 11 (free) -> 10 -> 9
    s = played(scheme(text, where={"Robin Hood": 1, "Bigfoot": 12, "The Jackalope": 11}))
    assert ("Move Bigfoot to space 9" in s.options()) is reach


def test_two_fighters_named_together_each_recover_equal_to_that_cards_boost_value():
    # Dr. Sattler's "Your opponent discards the top card of their deck. Dr. Malcolm and Dr.
    # Sattler recover health equal to that card's BOOST value." (Bigfoot and the Jackalope)
    s = scheme("Your opponent discards the top card of their deck. Bigfoot and the Jackalope "
               "recover health equal to that card's BOOST value.")
    s.deck_top(0, "Disarming Shot")  # BOOST 3
    s.health("Bigfoot", 10).health("The Jackalope", 2)
    played(s)
    assert (health(s, "Bigfoot"), health(s, "The Jackalope")) == (13, 5)
    assert [(e["player"], e["card"]) for e in s.events("discard")] == [(0, "disarming-shot")]


def test_place_two_fighters_named_together_each_in_any_space():
    s = played(scheme("You may place Bigfoot and the Jackalope in any space."))
    s.play("Yes", "Space 2", "Space 3")
    assert (space(s, "Bigfoot"), space(s, "The Jackalope")) == (2, 3)
