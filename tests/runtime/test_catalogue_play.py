"""Costs, forms, reactions, ONGOING schemes and cards played in the published catalogue's
effects (issue 10), on real positions, with their printed texts: The Genie's "discard 2
cards to gain 1 action", Alice's "Change size.", Houdini's A Magician Never Reveals His
Secrets, Geralt's Tawny Owl, Houdini's And the Beautiful Bess! and Sleight of Hand, Bruce
Lee's One-Inch Punch, Ms. Marvel's Friends and Family, Yennefer's Advisor To The King,
Sinbad's "Discard your opponent's card. They reveal cards ... They play that card.", Dr.
Jill Trent's active gadget and Black Widow's missions."""

from __future__ import annotations

import pytest

from .test_catalogue_rules import SCHEME, drawn, played, scheme
from .test_rulings import discard, hand, position, rewrite, titles


def test_you_may_discard_2_cards_to_gain_1_action():
    s = played(scheme("You may discard 2 cards to gain 1 action.", "Savagery", "Hoax",
                      "Feint"))
    s.play("Yes", "Discard Savagery", "Discard Feint")
    assert [e["amount"] for e in s.events("gain action")] == [1]
    assert discard(s, 1) == ["Crash Through the Trees", "Feint", "Savagery"]
    # his next action: a maneuver (he can do nothing else), whose draw is Skirmish
    assert hand(s, 1) == ["Hoax", "Skirmish"] and s.kind() == "boost"


def test_a_cost_that_cannot_be_paid_is_not_offered():
    s = played(scheme("You may discard 2 cards to gain 1 action.", "Savagery"))
    # no "may" asked: the maneuver (his only action left to take) at once, which draws
    assert s.events("gain action") == [] and hand(s, 1) == ["Savagery", "Skirmish"]
    assert s.kind() == "boost"


def test_change_size_cycles_the_heros_forms():
    s = position({"Jekyll & Hyde": 1, "Robin Hood": 12}, heroes=("jekyll-and-hyde", "robin-hood"))
    owner = s.data.players[0]
    forms = owner.hero.hero_fighter.forms
    start = owner.form
    card = next(c.title for c in s.data.cards if c.owner == 0 and c.definition.type == "scheme"
                and c.definition.user == start)
    s.hand(0, card)
    rewrite(s, 0, card, "Change size. Change size. Change size.")
    s.start(0)
    s.play("No", f"Scheme: {card}")  # his start-of-turn ability (transform) not taken
    after = [forms[(forms.index(start) + k) % len(forms)] for k in (1, 2, 3)]
    assert [e["form"] for e in s.events("transform")] == after


REACTION = ("Draw 2 cards. Gain 1 action. If an effect would let an opponent look at your "
            "hand, you may reveal this card and cancel that effect.")


@pytest.mark.parametrize("answer, looked", [("Yes", False), ("No", True)])
def test_a_card_in_hand_may_cancel_an_effect_that_looks_at_the_hand(answer, looked):
    s = scheme("Look at your opponent's hand.")
    s.hand(0, "Regroup", "Snark")
    rewrite(s, 0, "Regroup", REACTION)
    s.start(1)
    s.choose(SCHEME)
    assert s.state.decision().player == 0 and s.kind() == "may"
    s.choose(answer)
    assert (s.events("look at hand") != []) is looked
    assert ([e["card"] for e in s.events("reveal")] == ["regroup"]) is not looked


def test_a_card_in_hand_may_ignore_an_effect_that_makes_you_discard():
    s = scheme("Your opponent discards 1 card.")
    s.hand(0, "Regroup", "Snark")
    rewrite(s, 0, "Regroup", "If an effect would cause you to discard a card from your hand, "
            "you may choose to ignore it.")
    s.start(1)
    s.choose(SCHEME)
    s.choose("Yes")
    assert hand(s, 0) == ["Regroup", "Snark"] and discard(s, 0) == []


def test_a_card_discarded_by_an_opponents_effect_draws_a_card():
    s = scheme("Your opponent discards 1 card.")
    s.hand(0, "Regroup", "Snark").deck_top(0, "Feint")
    rewrite(s, 0, "Regroup", "BOOSTED WITH: If it's your turn, gain 1 action. If you discard "
            "this card as a result of an opponent's effect, draw 1 card.")
    s.start(1)
    s.choose(SCHEME)
    s.choose("Discard Regroup")
    assert hand(s, 0) == ["Feint", "Snark"]
    assert [e["card"] for e in s.events("draw") if e["player"] == 0] == ["feint"]


@pytest.mark.parametrize("outlaw, returned", [(1, True), (3, False)])
def test_if_this_defeats_that_fighter_return_this_card_to_your_hand(outlaw, returned):
    # One-Inch Punch on Bigfoot's scheme: 2 damage to Outlaw 1 (1 health, or 3)
    s = scheme("Deal 2 damage to an adjacent fighter. If this defeats that fighter, return "
               "this card to your hand instead of discarding it.",
               where={"Robin Hood": 1, "Bigfoot": 12, "Outlaw 1": 8})
    s.health("Outlaw 1", outlaw)
    played(s)
    assert ("Crash Through the Trees" in hand(s, 1)) is returned
    assert ("Crash Through the Trees" in discard(s, 1)) is not returned


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_spend_an_additional_action_to_draw_until_you_have_7_cards(answer):
    # Friends and Family: Bigfoot draws 2 (Skirmish, Hoax) to 3 cards, then may spend his
    # second action to draw to 7: 4 more, from the unknown pile (chance decisions)
    s = played(scheme("Draw 2 cards. Then, you may spend an additional action to draw until "
                      "you have 7 cards in your hand.", "Savagery"))
    s.choose(answer)
    if answer == "Yes":
        for _ in range(4):
            assert s.kind() == "draw"
            s.state.apply(s.state.legal_actions()[0])
        # no action left: his end-of-turn ability is next
        assert len(s.data.players[1].hand) == 7 and s.kind() == "may"
        assert len(s.events("spend action")) == 1
    else:  # his second action is left: a maneuver (he can do nothing else), its draw next
        assert len(s.data.players[1].hand) == 3 and s.kind() == "draw"
        assert s.events("spend action") == []


ADVISOR = ("Draw 1 card. ONGOING: Your BOOST values are +1. Discard this card at the end of "
           "your turn if you did not attack.")


@pytest.mark.parametrize("attack", [False, True])
def test_an_ongoing_scheme_stays_in_play_until_its_text_discards_it(attack):
    # Advisor To The King: Bigfoot (7, beside Robin Hood in 6) attacks first or not
    s = scheme(ADVISOR, "Savagery", where={"Robin Hood": 6, "Bigfoot": 7})
    s.start(1)
    if attack:
        s.choose("Attack Robin Hood")
    s.choose(SCHEME)
    crash = next(c.id for c in s.data.cards if c.title == "Crash Through the Trees")
    assert crash in s.state.data.in_play
    if not attack:  # the maneuver after it draws Hoax (Skirmish was the scheme's draw)
        s.play("Maneuver", "Boost with Hoax")  # Hoax's BOOST 2, +1
        assert "Move Bigfoot to space 1" in s.options()  # 3 + 3 spaces from 7, round 6
        s.choose("Done moving")
    s.choose("No") if s.kind() == "may" else None  # his end-of-turn ability
    data = s.state.data
    assert (crash in data.in_play) is attack and (crash in data.players[1].discard) is not attack
    assert bool(data.lasting) is attack  # its BOOST bonus lasts while it is in play


def test_boosted_with_effects_resolve_when_the_card_boosts():
    s = played(scheme("Gain 1 action.", where={"Robin Hood": 1, "Bigfoot": 12}))
    skirmish = next(i for i in s.data.players[1].hand if s.data.cards[i].title == "Skirmish")
    s.data.cards[skirmish].definition = __import__("dataclasses").replace(
        s.data.cards[skirmish].definition, sections=_sections("BOOSTED WITH: Draw 1 card."))
    s.choose("Boost with Skirmish")
    # the maneuver's draw, then the BOOSTED WITH draw
    assert [e["card"] for e in s.events("draw")] == ["skirmish", "hoax"]


def _sections(text: str):
    from cardsmith.grammar.parser import parse_effect_text
    from cardsmith.grammar.resolve import resolve_text

    return resolve_text(parse_effect_text(text))[0].sections


def test_discard_your_opponents_card_they_reveal_until_they_can_play_one_and_play_it():
    # Robin Hood defends with Feint given Sinbad's text; Bigfoot's Savagery (4) is
    # discarded; he reveals Crash Through the Trees (a scheme), then Hoax (4): he plays it
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(1, "Savagery").hand(0, "Feint")
    s.deck_top(1, "Crash Through the Trees", "Hoax")
    rewrite(s, 0, "Feint", "Immediately: Discard your opponent's card. They reveal cards from "
            "their deck until they reveal an attack or versatile card they can play. They play "
            "that card.")
    s.start(1)
    s.play("Attack Robin Hood", "Play Feint")
    assert [e["card"] for e in s.events("reveal")] == ["crash-through-the-trees", "hoax"]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(4, 2)]
    s.choose("Leave Bigfoot in space 7")  # Hoax's own After combat effect: it is played
    assert discard(s, 1) == ["Hoax", "Savagery"]


@pytest.mark.parametrize("answer, attack", [("Yes", 4), ("No", 3)])
def test_return_this_card_and_choose_a_different_card_to_play(answer, attack):
    # Sleight of Hand on Snark (3): Robin Hood plays Disarming Shot (4) instead, whose
    # Immediately effect (draw 1 card: Feint) resolves as normal; Bigfoot has no defense
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark", "Disarming Shot")
    s.deck_top(0, "Feint")
    rewrite(s, 0, "Snark", "Immediately: You may return this card to your hand and choose a "
            "different card to play. Resolve all effects on that card as normal.")
    rewrite(s, 0, "Disarming Shot", "Immediately: Draw 1 card.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Snark")
    s.choose(answer)
    assert [e["attack"] for e in s.events("combat damage")] == [attack]
    assert hand(s, 0) == (["Feint", "Snark"] if answer == "Yes" else ["Disarming Shot"])


SLEIGHT_OF_HAND = ("Immediately: You may return this card to your hand and choose a different "
                   "card to play. Resolve all effects on that card as normal.")


def test_a_card_this_combat_took_back_is_not_a_different_card_to_play():
    # Snark and Disarming Shot (4) both read as Sleight of Hand (Houdini has two copies):
    # Snark goes back for Disarming Shot, whose own return is not offered: Snark, already
    # played and taken back, cannot take its place (else the two would swap for ever)
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark", "Disarming Shot")
    rewrite(s, 0, "Snark", SLEIGHT_OF_HAND)
    rewrite(s, 0, "Disarming Shot", SLEIGHT_OF_HAND)
    s.start(0)
    s.play("Attack Bigfoot", "Play Snark")
    s.choose("Yes")
    assert [e["attack"] for e in s.events("combat damage")] == [4]
    assert hand(s, 0) == ["Snark"] and len(s.events("return card")) == 1


def test_the_attack_card_is_not_returned_when_no_different_card_can_be_played():
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark")
    rewrite(s, 0, "Snark", SLEIGHT_OF_HAND)
    s.start(0)
    s.choose("Attack Bigfoot")  # his one card is played; no "may" asked: it fights on
    assert [e["attack"] for e in s.events("combat damage")] == [3]
    assert hand(s, 0) == [] and s.events("return card") == []


@pytest.mark.parametrize("gadget, cards", [("Hoax", ["skirmish"]), ("Feint", [])])
def test_your_active_gadget_is(gadget, cards):
    s = scheme("If your active gadget is Hoax, draw 1 card.", "Savagery")
    s.data.players[1].areas["gadget"] = [s._take(1, gadget)]  # "your active gadget"
    played(s)
    assert drawn(s) == cards


def test_acquire_a_new_mission_without_a_declared_sub_deck_acquires_nothing():
    """(W320 at check; a hero that declares it: tests/runtime/catalogue/test_sub_decks.py)"""
    s = scheme("Acquire a new mission.", "Savagery")
    owner = s.data.players[1]
    owner.areas["missions"] = [s._take(1, "Feint"), s._take(1, "Regroup")]
    played(s)
    assert s.events("acquire") == [] and "Feint" not in hand(s, 1)
    assert titles(s, owner.areas["missions"]) == ["Feint", "Regroup"]


def big_reveal(text: str):
    """Robin Hood attacks Bigfoot (no defense) with Snark (3) given `text`; Feint and
    Regroup (BOOST 2 each) in his hand."""
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark", "Feint", "Regroup")
    rewrite(s, 0, "Snark", text)
    s.start(0)
    s.play("Attack Bigfoot", "Play Snark")
    return s


@pytest.mark.parametrize("second, attack", [("Boost with Regroup", 7), ("No boost", 5)])
def test_boost_this_card_twice_and_return_one_card_you_boosted_with(second, attack):
    # Houdini's The Big Reveal
    s = big_reveal("During combat: You may BOOST this card twice. After combat: Return one "
                   "card you boosted with to your hand.")
    s.play("Yes", "Boost with Feint", second)
    assert [e["attack"] for e in s.events("combat damage")] == [attack]
    if second == "No boost":  # one card boosted with: back at once (Regroup never left)
        assert hand(s, 0) == ["Feint", "Regroup"]
        return
    s.choose("Choose Regroup")
    assert hand(s, 0) == ["Regroup"] and discard(s, 0) == ["Feint"]


def test_blind_boost_with_the_top_card_of_the_deck():
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").deck_top(0, "Disarming Shot")
    rewrite(s, 0, "Snark", "During combat: BLIND BOOST this card.")
    s.start(0)
    s.choose("Attack Bigfoot")
    assert [e["attack"] for e in s.events("combat damage")] == [3 + 3]  # Disarming Shot's 3
    assert [(e["card"], e["reason"]) for e in s.events("discard")] == [("disarming-shot",
                                                                        "boost")]
