"""Cards as objects (issue 10) at run time, on real positions: looking at, revealing,
choosing, taking, adding, storing, returning and searching for cards, with the published
catalogue's texts (King Arthur's Prophecy and The Lady of the Lake, Bruce Lee's Be Like
Water, Sinbad's Voyage Home, Geralt's Witcher Senses, Golden Bat's Sight Beyond Sight and
Insight of the Ancients, Black Panther's Analyze and Adjust, the Wayward Sisters' familiars)
on Bigfoot's scheme, with Bigfoot's HOAX for their kinds of card."""

from __future__ import annotations

import pytest

from cardsmith.runtime import State

from .test_catalogue_rules import SCHEME, played, scheme
from .test_rulings import discard, hand, pick_chance, titles


def deck_top(s, player: int = 1) -> list[str]:
    """The known top of the deck, in order."""
    return [s.data.cards[i].title for i in s.data.players[player].deck_top]


def test_look_at_the_top_4_add_2_put_the_other_2_back_in_any_order():
    s = scheme("Look at the top 4 cards of your deck. Add 2 of them to your hand and put the "
               "other 2 back on top of your deck, in any order.")
    s.deck_top(1, "Savagery", "Disengage")  # the top 4: Skirmish, Hoax, Savagery, Disengage
    played(s)
    s.play("Choose Skirmish", "Choose Savagery", "Put Disengage on top")
    # his second action, a maneuver (he can do nothing else), drew Disengage
    assert hand(s, 1) == ["Disengage", "Savagery", "Skirmish"] and deck_top(s) == ["Hoax"]
    assert [e["card"] for e in s.events("put in hand")] == ["skirmish", "savagery"]


def test_choose_a_card_in_your_discard_pile_and_add_it_to_your_hand():
    s = scheme("Choose a HOAX card in your discard pile and add it to your hand.")
    s.data.players[1].discard.extend([s._take(1, "Hoax"), s._take(1, "Feint")])
    played(s)  # then the maneuver draws Skirmish
    assert hand(s, 1) == ["Hoax", "Skirmish"]
    assert discard(s, 1) == ["Crash Through the Trees", "Feint"]


def test_take_all_other_cards_of_a_kind_from_your_discard_pile():
    s = scheme("Take all other HOAX cards from your discard pile and add them to your hand.")
    owner = s.data.players[1]
    owner.discard.extend([s._take(1, "Hoax"), s._take(1, "Feint"), s._take(1, "Hoax")])
    played(s)
    assert hand(s, 1) == ["Hoax", "Hoax", "Skirmish"]  # Skirmish: the maneuver's draw
    assert discard(s, 1) == ["Crash Through the Trees", "Feint"]


def every_hoax_in_the_discard_pile(s) -> None:
    """All 3 copies, none left in the deck."""
    s.data.players[1].discard.extend(s._take(1, "Hoax") for _ in range(3))


@pytest.mark.parametrize("in_discard", [True, False])
def test_search_your_deck_and_discard_pile_for_the_card(in_discard):
    # the deck is searched either way: shuffled, its known top (Skirmish) forgotten
    s = scheme("Search your deck and discard pile for the HOAX card. Add it to your hand. "
               "If you searched your deck, shuffle it.")
    owner = s.data.players[1]
    if in_discard:
        every_hoax_in_the_discard_pile(s)
    played(s)  # the maneuver's draw is a chance: the deck has no known top now
    assert hand(s, 1) == ["Hoax"] and owner.deck_top == [] and s.kind() == "draw"
    assert discard(s, 1) == (["Crash Through the Trees", "Hoax", "Hoax"] if in_discard
                             else ["Crash Through the Trees"])


@pytest.mark.parametrize("in_discard", [True, False])
def test_if_you_took_it_from_your_deck_shuffle_this_card_back(in_discard):
    s = scheme("Search your deck or discard pile for a HOAX card and add it to your hand. "
               "If you took it from your deck, shuffle this card back into your deck.")
    owner = s.data.players[1]
    if in_discard:
        every_hoax_in_the_discard_pile(s)
    played(s)
    assert "Hoax" in hand(s, 1)
    crash = next(c.id for c in s.data.cards if c.title == "Crash Through the Trees")
    assert (crash in owner.pile) is not in_discard and (crash in owner.discard) is in_discard


def test_look_at_the_top_3_of_your_opponents_deck_and_put_them_back_in_any_order():
    s = scheme("Look at the top 3 cards of your opponent's deck. Put them back in any order.")
    s.deck_top(0, "Snark", "Regroup", "Feint")
    played(s)
    s.play("Put Feint on top", "Put Snark on top")
    assert deck_top(s, 0) == ["Feint", "Snark", "Regroup"]


def test_reveal_the_top_card_of_your_opponents_deck_and_store_it_in_an_area():
    s = scheme("Reveal the top card of your opponent's deck and store it in your Vibranium Suit.")
    s.deck_top(0, "Snark")
    played(s)
    owner = s.data.players[1]
    assert titles(s, owner.areas["vibranium suit"]) == ["Snark"] and deck_top(s, 0) == []
    assert [(e["player"], e["card"], e["to"], e["area"]) for e in s.events("move card")] == [
        (1, "snark", "area", "Vibranium Suit")]
    assert [e["card"] for e in s.events("reveal")] == ["snark"]
    saved = State.from_json(s.game, s.state.to_json())
    assert saved == s.state and saved.data.players[1].areas == owner.areas
    assert s.state.observation(0).players[1].areas == (("vibranium suit", (owner.areas[
        "vibranium suit"][0],)),)


@pytest.mark.parametrize("pile", ["hand", "cauldron"])
def test_look_at_the_top_card_and_put_it_in_your_hand_or_cauldron(pile):
    s = played(scheme("Look at the top card of your deck and put it in your hand or cauldron."))
    s.choose(f"Put it in your {pile}")
    owner = s.data.players[1]  # then the maneuver draws Hoax
    assert hand(s, 1) == (["Hoax", "Skirmish"] if pile == "hand" else ["Hoax"])
    assert titles(s, owner.areas.get("cauldron", [])) == ([] if pile == "hand" else ["Skirmish"])


def test_return_a_card_in_your_discard_pile_to_your_cauldron():
    s = scheme("Return a card in your discard pile to your cauldron.")
    s.data.players[1].discard.extend([s._take(1, "Hoax"), s._take(1, "Feint")])
    played(s)
    s.choose("Choose Feint")
    assert titles(s, s.data.players[1].areas["cauldron"]) == ["Feint"]
    assert discard(s, 1) == ["Crash Through the Trees", "Hoax"]


def test_return_a_random_card_in_your_discard_pile_to_your_hand():
    s = scheme("Return a random card in your discard pile to your hand.")
    s.data.players[1].discard.extend([s._take(1, "Hoax"), s._take(1, "Feint")])
    s.start(1)
    s.choose(SCHEME)
    assert s.state.is_chance_node()
    pick_chance(s, "feint")
    assert hand(s, 1) == ["Feint", "Skirmish"]  # Skirmish: the maneuver's draw
    assert discard(s, 1) == ["Crash Through the Trees", "Hoax"]


def test_discard_up_to_3_cards_from_your_cauldron():
    s = scheme("Discard up to 3 cards from your cauldron.")
    owner = s.data.players[1]
    owner.areas["cauldron"] = [s._take(1, "Feint"), s._take(1, "Regroup"), s._take(1, "Savagery")]
    played(s)
    s.play("Choose Feint", "Choose Savagery", "Done choosing")
    assert titles(s, owner.areas["cauldron"]) == ["Regroup"]
    assert discard(s, 1) == ["Crash Through the Trees", "Feint", "Savagery"]
    assert [(e["card"], e["reason"]) for e in s.events("discard")] == [
        ("feint", "effect"), ("savagery", "effect")]


def test_your_opponent_reveals_a_card_from_their_hand():
    s = scheme("Your opponent reveals a card from their hand.")
    s.hand(0, "Snark", "Feint")
    played(s)
    assert s.state.decision().player == 0  # Robin Hood chooses which
    s.choose("Choose Feint")
    assert [(e["player"], e["card"]) for e in s.events("reveal")] == [(0, "feint")]
    feint = next(i for i in s.data.players[0].hand if s.data.cards[i].title == "Feint")
    assert feint in s.state.observation(1).players[0].revealed  # Bigfoot has seen it


def test_discard_up_to_3_cards_as_the_champions_cards_write_it():
    # "Discard up to 3 cards." (the class both games share): from the hand, stop at will
    s = scheme("Discard up to 3 cards.", "Savagery", "Hoax", "Feint")
    played(s)
    s.play("Discard Savagery", "Discard Feint", "Stop discarding")
    assert hand(s, 1) == ["Hoax", "Skirmish"]  # Skirmish: the maneuver's draw after it
    assert discard(s, 1) == ["Crash Through the Trees", "Feint", "Savagery"]


def test_shuffle_all_cards_from_your_discard_pile_into_your_deck():
    s = scheme("Shuffle all cards from your discard pile into your deck.")
    owner = s.data.players[1]
    owner.discard.extend([s._take(1, "Savagery"), s._take(1, "Disengage")])
    played(s)  # the scheme itself is discarded once done; the deck forgot its known top
    assert discard(s, 1) == ["Crash Through the Trees"]
    assert owner.deck_size == 29 and owner.deck_top == [] and s.kind() == "draw"
