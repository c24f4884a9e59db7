"""The published catalogue's conditions and effects (issue 10) at run time: each on a real
position, Bigfoot's scheme (or a combat card) given the test-only text in the language."""

from __future__ import annotations

import pytest

from .test_rulings import discard, hand, health, position, rewrite

SCHEME = "Scheme: Crash Through the Trees (Bigfoot)"


def scheme(text: str, *others: str, where: dict[str, int] | None = None):
    """Bigfoot to play Crash Through the Trees with `text`, the cards `others` in hand too,
    Skirmish and Hoax the next two cards of his deck."""
    s = position(where or {"Robin Hood": 1, "Bigfoot": 12, "The Jackalope": 11})
    s.hand(1, "Crash Through the Trees", *others).deck_top(1, "Skirmish", "Hoax")
    rewrite(s, 1, "Crash Through the Trees", text)
    return s


def played(s, active: int = 1):
    s.start(active)
    s.choose(SCHEME)
    return s


def drawn(s, after: str = "scheme", player: int = 1) -> list[str]:
    """The cards the player drew after the first event `after` (the scheme, the combat)
    before the next action: with no card left in hand, that one is a maneuver, taken at
    once, which draws too."""
    events = s.state.event_json()
    start = next(i for i, e in enumerate(events) if e["event"] == after)
    cards = []
    for event in events[start + 1:]:
        if event["event"] == "action":
            break
        if event["event"] == "draw" and event["player"] == player:
            cards.append(event["card"])
    return cards


@pytest.mark.parametrize("others, cards", [((), ["skirmish", "hoax"]), (("Savagery",), [])])
def test_your_hand_is_empty_once_the_scheme_is_played(others, cards):
    s = played(scheme("If your hand is empty, draw 2 cards.", *others))
    assert drawn(s) == cards


@pytest.mark.parametrize("others, cards", [(("Savagery", "Disengage"), ["skirmish"]),
                                           (("Savagery",), [])])
def test_you_have_2_or_more_cards_in_your_hand(others, cards):
    s = played(scheme("If you have 2 or more cards in your hand, draw 1 card.", *others))
    assert drawn(s) == cards


@pytest.mark.parametrize("others, cards", [(("Savagery",), ["skirmish"]),
                                           (("Savagery", "Disengage"), [])])
def test_you_have_1_or_fewer_other_cards_in_your_hand(others, cards):
    s = played(scheme("If you have 1 or fewer other cards in your hand, draw 1 card.", *others))
    assert drawn(s) == cards


def test_it_is_your_turn_for_the_attacker_only():
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, "Feint")
    s.deck_top(0, "Regroup").deck_top(1, "Skirmish")
    rewrite(s, 0, "Snark", "After combat: If it is your turn, draw 1 card.")
    rewrite(s, 1, "Feint", "After combat: If it is your turn, draw 1 card.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    while "No" in s.options():  # Robin Hood's ability: not taken
        s.choose("No")
    assert drawn(s, "combat", 0) == ["regroup"] and drawn(s, "combat", 1) == []


@pytest.mark.parametrize("fighter, cards", [("Bigfoot", ["skirmish"]), ("the Jackalope", [])])
def test_a_fighter_is_a_hero(fighter, cards):
    s = played(scheme(f"If {fighter} is a hero, draw 1 card."))
    assert drawn(s) == cards


@pytest.mark.parametrize("robin, cards", [(2, ["skirmish"]), (6, ["skirmish"]), (3, [])])
def test_in_the_same_zone(robin, cards):
    # Bigfoot in 5 (west); 2 is west, 6 both west and east, 3 east only
    s = played(scheme("If Bigfoot is in the same zone as Robin Hood, draw 1 card.",
                      where={"Robin Hood": robin, "Bigfoot": 5}))
    assert drawn(s) == cards


@pytest.mark.parametrize("before, after", [(4, 8), (3, 8), (5, 5)])
def test_set_his_health_if_he_has_4_or_less(before, after):
    s = scheme("If Bigfoot has 4 or less health but is not defeated, set his health to 8.")
    s.health("Bigfoot", before)
    played(s)
    assert health(s, "Bigfoot") == after
    changed = [(e["fighter"], e["health"]) for e in s.events("health set")]
    assert changed == ([("Bigfoot", 8)] if after != before else [])


def test_set_health_is_never_above_the_starting_health():
    s = scheme("Set Bigfoot's health to 20.")
    s.health("Bigfoot", 2)
    played(s)
    assert health(s, "Bigfoot") == 16
    assert [e["health"] for e in s.events("health set")] == [16]


@pytest.mark.parametrize("bigfoot, owner, cards", [
    (12, "your", ["skirmish"]), (11, "your", []),
    (1, "an opponent's", ["skirmish"]), (12, "an opponent's", [])])
def test_in_a_starting_space(bigfoot, owner, cards):
    # the grid's start 1 (Robin Hood's, player 1) is space 1, start 2 (Bigfoot's) space 12
    s = played(scheme(f"If Bigfoot is in {owner} starting space, draw 1 card.",
                      where={"Robin Hood": 6, "Bigfoot": bigfoot}))
    assert drawn(s) == cards


def defended(snark: str, defense: str):
    """Robin Hood attacks Bigfoot with Snark given the text `snark`; Bigfoot defends with
    `defense` (Feint: versatile, printed 2; It's Just Your Imagination: defense, 3)."""
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, defense)
    s.deck_top(0, "Regroup")
    rewrite(s, 0, "Snark", snark)
    rewrite(s, 1, defense, "After combat: Gain 1 action.")  # not their cancel
    s.start(0)
    s.play("Attack Bigfoot", f"Play {defense}")
    while "No" in s.options():  # Robin Hood's ability: not taken
        s.choose("No")
    return s


@pytest.mark.parametrize("defense, cards", [("Feint", ["regroup"]),
                                           ("It's Just Your Imagination", [])])
def test_your_opponent_played_a_versatile_card(defense, cards):
    s = defended("After combat: If your opponent played a versatile card, draw 1 card.", defense)
    assert drawn(s, "combat", 0) == cards


@pytest.mark.parametrize("text, defense, cards", [
    ("your opponent's card has a printed value of 3 or more", "It's Just Your Imagination",
     ["regroup"]),
    ("your opponent's card has a printed value of 3 or more", "Feint", []),
    ("the printed value of your opponent's card is 2", "Feint", ["regroup"]),
    ("the printed value of your opponent's card is 2", "It's Just Your Imagination", [])])
def test_the_printed_value_of_your_opponents_card(text, defense, cards):
    s = defended(f"After combat: If {text}, draw 1 card.", defense)
    assert drawn(s, "combat", 0) == cards


@pytest.mark.parametrize("others, damage", [((), 0), (("Savagery", "Disengage"), 2)])
def test_damage_equal_to_the_number_of_cards_in_your_hand(others, damage):
    s = played(scheme("Deal damage equal to the number of cards in your hand to Robin Hood.",
                      *others, where={"Robin Hood": 1, "Bigfoot": 12}))
    assert health(s, "Robin Hood") == 13 - damage


@pytest.mark.parametrize("jackalope, damage", [(7, 2), (2, 1)])
def test_damage_equal_to_the_number_of_zones_your_fighters_are_in(jackalope, damage):
    # Bigfoot in 5 (west); the Jackalope in 7 (west and east) or 2 (west)
    s = played(scheme("Deal damage equal to the number of different zones all of your "
                      "fighters are in to Robin Hood.",
                      where={"Robin Hood": 12, "Bigfoot": 5, "The Jackalope": jackalope}))
    assert health(s, "Robin Hood") == 13 - damage


def test_shuffle_your_discard_pile_into_your_deck():
    s = scheme("Shuffle your discard pile into your deck.")
    owner = s.data.players[1]
    owner.discard.extend([s._take(1, "Savagery"), s._take(1, "Disengage")])
    assert owner.deck_size == 27
    played(s)  # the maneuver after it waits on its draw: a chance
    # the scheme itself is discarded once it is done; the known top cards are shuffled in
    assert discard(s, 1) == ["Crash Through the Trees"]
    assert owner.deck_size == 29 and owner.deck_top == [] and s.kind() == "draw"


def test_shuffle_your_deck_forgets_the_known_top_cards():
    s = scheme("Shuffle your deck.")
    owner = s.data.players[1]
    assert owner.deck_size == 29 and len(owner.deck_top) == 2
    played(s)
    assert owner.deck_size == 29 and owner.deck_top == [] and s.kind() == "draw"


def test_discard_the_top_2_cards_of_your_deck():
    s = played(scheme("Discard the top 2 cards of your deck."))
    assert [(e["card"], e["reason"]) for e in s.events("discard")] == [
        ("skirmish", "effect"), ("hoax", "effect")]
    assert discard(s, 1) == ["Crash Through the Trees", "Hoax", "Skirmish"]


@pytest.mark.parametrize("defense, cards", [("Feint", ["skirmish"]),
                                           ("It's Just Your Imagination", [])])
def test_draw_cards_equal_to_the_combat_damage_you_took(defense, cards):
    # Snark's 3 against Feint's 2: Bigfoot takes 1; against 3: none
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, defense)
    s.deck_top(1, "Skirmish", "Hoax")
    rewrite(s, 0, "Snark", "After combat: Gain 1 action.")
    rewrite(s, 1, defense, "After combat: Draw cards equal to the amount of combat damage "
            "you took.")
    s.start(0)
    s.play("Attack Bigfoot", f"Play {defense}")
    assert drawn(s, "combat") == cards


@pytest.mark.parametrize("defense, recovered", [("Feint", 1), ("It's Just Your Imagination", 0)])
def test_recover_health_equal_to_the_combat_damage_dealt(defense, recovered):
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Snark").hand(1, defense)
    s.health("Robin Hood", 5)
    rewrite(s, 0, "Snark", "After combat: Robin Hood recovers health equal to the amount of "
            "combat damage dealt.")
    rewrite(s, 1, defense, "After combat: Gain 1 action.")
    s.start(0)
    s.play("Attack Bigfoot", f"Play {defense}")
    assert health(s, "Robin Hood") == 5 + recovered


def attack_then_scheme(text: str, attack: bool):
    """Bigfoot (in 7, beside Robin Hood in 6) attacks with Savagery first or not, then plays
    Crash Through the Trees with `text`; Robin Hood has no card to defend with."""
    s = scheme(text, "Savagery", where={"Robin Hood": 6, "Bigfoot": 7})
    s.start(1)
    if attack:  # Savagery, the only attack card, is played at once; no defense
        s.choose("Attack Robin Hood")
    s.choose(SCHEME)
    return s


@pytest.mark.parametrize("attack, cards", [(True, []), (False, ["skirmish"])])
def test_you_did_not_attack_this_turn(attack, cards):
    s = attack_then_scheme("If you did not attack, draw 1 card.", attack)
    assert drawn(s) == cards


@pytest.mark.parametrize("attack, cards", [(True, ["skirmish"]), (False, [])])
def test_a_fighter_took_damage_this_turn(attack, cards):
    s = attack_then_scheme("If Robin Hood took damage this turn, draw 1 card.", attack)
    assert drawn(s) == cards


@pytest.mark.parametrize("attack, cards", [(True, ["skirmish"]), (False, [])])
def test_an_opposing_fighter_took_damage_this_turn(attack, cards):
    s = attack_then_scheme("If an opposing fighter took damage this turn, draw 1 card.", attack)
    assert drawn(s) == cards


@pytest.mark.parametrize("attack, cards", [(True, ["skirmish"]), (False, [])])
def test_an_outlaw_was_defeated(attack, cards):
    # all four Outlaws on the board; Savagery (4, no defense) defeats Outlaw 1 (1 health)
    s = scheme("If an Outlaw was defeated, draw 1 card.", "Savagery",
               where={"Robin Hood": 12, "Bigfoot": 7, "Outlaw 1": 6, "Outlaw 2": 1,
                      "Outlaw 3": 2, "Outlaw 4": 3})
    s.start(1)
    if attack:
        s.choose("Attack Outlaw 1")
    s.choose(SCHEME)
    assert drawn(s) == cards


@pytest.mark.parametrize("outlaws, cards", [((2, 5), ["skirmish"]), ((2, 3), [])])
def test_there_are_2_or_more_outlaws_in_a_zone(outlaws, cards):
    # Robin Hood in 1 (west); 2 and 5 are west, 3 east
    where = {"Robin Hood": 1, "Bigfoot": 12, "Outlaw 1": outlaws[0], "Outlaw 2": outlaws[1]}
    s = played(scheme("If there are 2 or more Outlaws in Robin Hood's zone, draw 1 card.",
                      where=where))
    assert drawn(s) == cards


@pytest.mark.parametrize("robin, cards", [(1, ["skirmish"]), (6, [])])
def test_a_space_shares_no_zones_with_a_fighter(robin, cards):
    # Bigfoot in 12 (east); 1 is west, 6 west and east
    s = played(scheme("If Bigfoot's space shares no zones with Robin Hood, draw 1 card.",
                      where={"Robin Hood": robin, "Bigfoot": 12}))
    assert drawn(s) == cards


@pytest.mark.parametrize("to, cards", [(5, ["skirmish"]), (7, [])])
def test_shares_no_zones_with_the_space_he_started_this_turn_in(to, cards):
    # Bigfoot starts in 8 (east); 5 is west only, 7 west and east
    s = scheme("Move Bigfoot up to 3 spaces. If Bigfoot shares no zones with the space he "
               "started this turn in, draw 1 card.", where={"Robin Hood": 1, "Bigfoot": 8})
    played(s)
    s.choose(f"Move Bigfoot to space {to}")
    assert drawn(s) == cards


@pytest.mark.parametrize("bigfoot, cards", [(7, ["skirmish"]), (12, [])])
def test_in_more_zones_than_a_fighter(bigfoot, cards):
    # Robin Hood in 1 (one zone); 7 is in two, 12 in one
    s = played(scheme("If Bigfoot is in more zones than Robin Hood, draw 1 card.",
                      where={"Robin Hood": 1, "Bigfoot": bigfoot}))
    assert drawn(s) == cards


@pytest.mark.parametrize("text, shuffled, sizes", [
    ("All players shuffle their decks.", [0, 1], [30, 29]),
    ("Each opponent shuffle their decks.", [0], [30, 28])])
def test_players_shuffle_their_decks(text, shuffled, sizes):
    s = scheme(text)
    s.deck_top(0, "Regroup", "Snark")
    played(s)
    # the maneuver after the scheme draws: Bigfoot's known Skirmish at once if he did not
    # shuffle (28 left), else a chance it waits on (29)
    assert [s.data.players[p].deck_top == [] for p in (0, 1)] == [p in shuffled for p in (0, 1)]
    assert [s.data.players[p].deck_size for p in (0, 1)] == sizes


@pytest.mark.parametrize("text, hit", [
    ("Deal 1 damage to each of your fighters.", ["Bigfoot", "The Jackalope"]),
    ("Deal 1 damage to each friendly fighter.", ["Bigfoot", "The Jackalope"]),
    ("Deal 1 damage to each other fighter.", ["Robin Hood", "The Jackalope"]),
    ("Deal 1 damage to each hero.", ["Robin Hood", "Bigfoot"])])
def test_fighters_described_by_owner_side_role_and_other(text, hit):
    s = played(scheme(text))
    assert sorted(e["fighter"] for e in s.events("damage")) == sorted(hit)


@pytest.mark.parametrize("target, cards", [("Outlaw 1", ["skirmish"]), ("Robin Hood", [])])
def test_an_outlaw_was_defeated_in_this_combat(target, cards):
    # Outlaw 2 was defeated before this combat: only Outlaw 1 (1 health) defeated by
    # Savagery (4, no defense) in it counts
    s = position({"Robin Hood": 3, "Bigfoot": 7, "Outlaw 1": 6, "Outlaw 3": 1})
    s.hand(1, "Savagery").deck_top(1, "Skirmish")
    s.defeated("Outlaw 2")
    rewrite(s, 1, "Savagery", "After combat: If an Outlaw was defeated, draw 1 card.")
    s.start(1)
    s.choose(f"Attack {target}")
    assert drawn(s, "combat") == cards
