"""Little Red Riding Hood vs. Beowulf: scenario tests of the special abilities (Rage, R-28;
Little Red's basket, R-29) and of every card that does more than draw, move or deal damage.

Each test sets up a real position on the 3 x 4 grid of `scenario.py` with the bundled cards
of the box, plays it by the labels of the legal actions, and checks the exact outcome:
health, spaces, hands, discard piles, Rage, events. Seat 0 is Little Red, seat 1 Beowulf.

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12

Little Red's basket is the top card of her discard pile; `basket(s, title, symbol)` puts a
card there (the copy showing `symbol`, for Into the Woods).
"""

from __future__ import annotations

from cardsmith.runtime.unmatched.board import is_adjacent

from .scenario import Scenario, bundled_library

RED, BEO = 0, 1

# ---------------------------------------------------------------- helpers


def position(where: dict[str, int]) -> Scenario:
    """Only the fighters named stand on the board, in the spaces given; the rest are defeated."""
    s = Scenario("little-red-riding-hood", "beowulf", board="grid")
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, at in where.items():
        fighter = s.fighter(label)
        fighter.defeated, fighter.space = False, at
    return s


def titles(s: Scenario, card_ids) -> list[str]:
    return sorted(s.data.cards[i].title for i in card_ids)


def hand(s: Scenario, player: int) -> list[str]:
    return titles(s, s.data.players[player].hand)


def discard(s: Scenario, player: int) -> list[str]:
    return titles(s, s.data.players[player].discard)


def health(s: Scenario, label: str) -> int:
    return s.fighter(label).health


def space(s: Scenario, label: str) -> int | None:
    return s.fighter(label).space


def rage(s: Scenario) -> int:
    return s.data.players[BEO].resources["Rage"]


def set_rage(s: Scenario, amount: int) -> Scenario:
    s.data.players[BEO].resources["Rage"] = amount
    return s


def rage_trail(s: Scenario) -> list[int]:
    """Beowulf's Rage after each change, in order."""
    return [e["amount"] for e in s.state.event_json() if e["event"] == "resource"]


def take_copy(s: Scenario, player: int, title: str, symbol: str | None = None) -> int:
    """A copy of the card from wherever it is (not the hand), showing `symbol` if given."""
    owner = s.data.players[player]
    for zone in (owner.pile, owner.deck_top, owner.deck_bottom, owner.discard):
        for card_id in zone:
            card = s.data.cards[card_id]
            if card.title == title and (symbol is None or card.symbols == (symbol,)):
                zone.remove(card_id)
                return card_id
    raise AssertionError(f"player {player} has no {title!r} showing {symbol!r} left")


def basket(s: Scenario, title: str, symbol: str | None = None) -> Scenario:
    """Put a card of Little Red's on top of her discard pile: her basket shows its item."""
    s.data.players[RED].discard.append(take_copy(s, RED, title, symbol))
    return s


def hand_copy(s: Scenario, player: int, title: str, symbol: str) -> Scenario:
    s.data.players[player].hand.append(take_copy(s, player, title, symbol))
    return s


SPARE = {RED: "Into the Woods", BEO: "Vigor and Courage"}


def spare(s: Scenario, player: int) -> Scenario:
    """A scheme in hand that the player does not play: with it the next action is a real
    choice (with no choice the only action, a maneuver, would be taken without asking)."""
    return s.hand(player, SPARE[player])


def actions_to_take(s: Scenario) -> int:
    """The actions the active player still takes this turn, the one being chosen included."""
    assert s.kind() == "action", s.state.decision()
    return s.data.actions_left + 1


def shown(s: Scenario) -> tuple[str, ...]:
    return s.data.shown_symbols(RED)


def settle_chance(s: Scenario) -> None:
    while s.state.is_chance_node():
        s.state.apply(0)


def pick_chance(s: Scenario, card: str) -> None:
    """Settle a chance decision (a draw, a random card) as the card given by its id."""
    assert s.state.is_chance_node(), s.state.decision()
    s.state.apply(next(a for a in s.state.legal_actions() if a.value.kind == card))


def options_of(s: Scenario, player: int) -> list[str]:
    assert s.state.current_player() == player, s.state.decision()
    return s.options()


# ---------------------------------------------------------------- Beowulf: Rage


def test_R28_beowulf_starts_the_game_with_1_rage_little_red_with_none():
    s = Scenario("little-red-riding-hood", "beowulf", board="grid")
    assert s.data.players[BEO].resources == {"Rage": 1}
    assert s.data.players[RED].resources == {}
    state = s.game.new_initial_state()  # the full set-up changes nothing
    assert state.data.players[BEO].resources == {"Rage": 1}


def test_R28_one_rage_per_source_of_damage_whatever_the_amount():
    # Once Upon a Time with ⚔️ in the basket: 2 combat damage, then 3 effect damage, two
    # sources: 1 Rage each, not 1 per point of damage.
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "Once Upon a Time")
    basket(s, "The Wolf's Skin")
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")  # Beowulf has no card: no defense
    assert health(s, "Beowulf") == 17 - 2 - 3
    assert rage_trail(s) == [2, 3]
    assert [(e["event"], e.get("source")) for e in s.state.event_json()
            if e["event"] in ("damage", "resource")] == [
        ("damage", "combat"), ("resource", None), ("damage", "effect"), ("resource", None)]
    assert rage(s) == 3


def test_R28_rage_is_capped_at_3():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}).hand(RED, "Once Upon a Time"), 2)
    basket(s, "The Wolf's Skin")
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")
    assert health(s, "Beowulf") == 12
    assert rage_trail(s) == [3, 3]  # the second gain is lost
    assert rage(s) == 3


def test_R28_only_damage_to_beowulf_gives_rage_not_damage_to_wiglaf():
    s = position({"Little Red": 6, "Wiglaf": 7, "Beowulf": 12}).hand(RED, "What Big Ears You Have")
    s.start(RED)
    s.choose("Attack Wiglaf (space 7) with Little Red")
    assert health(s, "Wiglaf") == 9 - 4
    assert rage(s) == 1 and rage_trail(s) == []


# ---------------------------------------------------------------- Beowulf's cards


def test_epic_poem_gains_1_rage_then_adds_1_for_each_rage_held_without_spending():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(BEO, "Epic Poem")
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")  # Little Red has no card
    # Immediately: 1 -> 2 Rage. During combat: 2 + 1 x 2 = 4.
    assert [e["attack"] for e in s.events("combat damage")] == [4]
    assert health(s, "Little Red") == 14 - 4
    assert rage(s) == 2  # counted, not spent


def test_epic_poem_cancelled_gains_no_rage_and_adds_nothing():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(BEO, "Epic Poem")
    s.hand(RED, "What Big Eyes You Have")
    spare(s, BEO)
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play What Big Eyes You Have")
    assert [e["card"] for e in s.events("cancel")] == ["epic-poem"]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(2, 3)]
    assert rage(s) == 1 and rage_trail(s) == []
    assert health(s, "Little Red") == 14


def test_epic_poem_with_3_rage_gains_nothing_and_adds_3():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}).hand(BEO, "Epic Poem"), 3)
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")
    assert [e["attack"] for e in s.events("combat damage")] == [2 + 3]
    assert rage(s) == 3


def test_ancient_heirloom_spend_2_rage_for_value_5_and_1_rage_to_boost():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 3)
    s.hand(BEO, "The Ancient Heirloom", "Hot for Battle", "Feint")
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")
    s.choose("Play The Ancient Heirloom")
    assert s.state.decision().prompt == "you may spend 2 Rage to make this card's value 5 instead"
    s.choose("Yes")
    assert rage(s) == 1
    assert s.state.decision().prompt == "you may spend 1 Rage to BOOST this card"
    s.choose("Yes")
    assert options_of(s, BEO) == ["Boost with Feint (+1)", "Boost with Hot for Battle (+3)"]
    s.choose("Boost with Hot for Battle (+3)")
    assert [e["attack"] for e in s.events("combat damage")] == [5 + 3]
    assert health(s, "Little Red") == 14 - 8
    assert rage(s) == 0
    assert hand(s, BEO) == ["Feint"]
    assert discard(s, BEO) == ["Hot for Battle", "The Ancient Heirloom"]


def test_ancient_heirloom_with_1_rage_only_the_boost_is_offered():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 1)
    s.hand(BEO, "The Ancient Heirloom", "Feint")
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play The Ancient Heirloom")
    # 2 Rage cannot be paid: that choice is not offered; the 1-Rage BOOST is.
    assert s.state.decision().prompt == "you may spend 1 Rage to BOOST this card"
    s.choose("Yes")  # the only card left, Feint, boosts without asking which
    assert [e["attack"] for e in s.events("combat damage")] == [3 + 1]
    assert rage(s) == 0


def test_ancient_heirloom_spending_rage_is_optional():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 3)
    s.hand(BEO, "The Ancient Heirloom", "Feint")
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play The Ancient Heirloom", "No", "No")
    assert [e["attack"] for e in s.events("combat damage")] == [3]
    assert rage(s) == 3
    assert hand(s, BEO) == ["Feint"]


def test_ancient_heirloom_cannot_be_cancelled_by_what_big_eyes():
    # Little Red's basket is empty: What Big Eyes only cancels (no 🌹 to ignore the value).
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 2)
    s.hand(BEO, "The Ancient Heirloom").hand(RED, "What Big Eyes You Have")
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play What Big Eyes You Have")
    assert s.state.decision().prompt == "you may spend 2 Rage to make this card's value 5 instead"
    s.choose("Yes")
    assert s.events("cancel") == []
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(5, 3)]
    assert health(s, "Little Red") == 14 - 2


def test_ancient_heirloom_cannot_be_cancelled_by_feint():
    # Beowulf against Beowulf, so that Feint can be played against the Heirloom.
    s = Scenario("beowulf", "beowulf", board="grid")
    attacker, defender = (next(f for f in s.data.fighters if f.owner == p and f.is_hero)
                          for p in (0, 1))
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    attacker.defeated, attacker.space = False, 6
    defender.defeated, defender.space = False, 7
    s.data.players[0].resources["Rage"] = 2
    s.data.players[0].hand.append(take_copy(s, 0, "The Ancient Heirloom"))
    s.data.players[1].hand.append(take_copy(s, 1, "Feint"))
    s.start(0)
    s.play("Attack Beowulf (space 7) with Beowulf", "Play Feint", "Yes")
    assert s.events("cancel") == []  # Feint's cancel does nothing to the Heirloom
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(5, 2)]
    assert defender.health == 17 - 3
    assert s.data.players[0].resources == {"Rage": 0}
    assert s.data.players[1].resources == {"Rage": 2}  # the defender was dealt damage


def test_no_contest_expecteth_spends_3_rage_to_defeat_the_sidekick_it_beat():
    s = set_rage(position({"Huntsman": 6, "Beowulf": 7, "Little Red": 1}), 3)
    s.hand(BEO, "No Contest Expecteth")
    s.start(BEO)
    s.choose("Attack Huntsman (space 6) with Beowulf")  # the Huntsman has no card
    assert health(s, "Huntsman") == 9 - 3
    assert s.state.decision().prompt == "you may spend 3 Rage to defeat that sidekick"
    s.choose("Yes")
    assert s.fighter("Huntsman").defeated and space(s, "Huntsman") is None
    assert rage(s) == 0
    assert [e["fighter"] for e in s.events("defeated")] == ["Huntsman"]


def test_no_contest_expecteth_without_3_rage_offers_nothing():
    s = set_rage(position({"Huntsman": 6, "Beowulf": 7, "Little Red": 1}), 2)
    spare(s.hand(BEO, "No Contest Expecteth"), BEO)
    s.start(BEO)
    s.choose("Attack Huntsman (space 6) with Beowulf")
    assert s.kind() == "action"  # no question after the combat: Beowulf's second action
    assert health(s, "Huntsman") == 6 and not s.fighter("Huntsman").defeated
    assert rage(s) == 2


def test_no_contest_expecteth_against_the_hero_offers_nothing():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 3)
    spare(s.hand(BEO, "No Contest Expecteth"), BEO)
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")
    assert s.kind() == "action"
    assert health(s, "Little Red") == 14 - 3 and rage(s) == 3


def test_no_contest_expecteth_lost_combat_offers_nothing():
    # The Huntsman defends with Stones in the Belly (⚔️): Beowulf's Feint is discarded at
    # random and its BOOST 1 makes the defense 3 against 3: no damage, Beowulf lost.
    s = set_rage(position({"Huntsman": 6, "Beowulf": 7, "Little Red": 1}), 3)
    spare(s.hand(BEO, "No Contest Expecteth", "Feint").hand(RED, "Stones in the Belly"), BEO)
    basket(s, "The Wolf's Skin")
    s.start(BEO)
    s.play("Attack Huntsman (space 6) with Beowulf", "Play No Contest Expecteth",
           "Play Stones in the Belly")
    pick_chance(s, "feint")  # discarded at random
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(3, 3)]
    assert s.kind() == "action"  # no question after the combat
    assert health(s, "Huntsman") == 9 and rage(s) == 3
    assert discard(s, BEO) == ["Feint", "No Contest Expecteth"]


def test_the_war_king_spends_any_amount_of_rage_for_2_each():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 3).hand(BEO, "The War-King")
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")
    assert options_of(s, BEO) == ["Spend 0 Rage", "Spend 1 Rage", "Spend 2 Rage", "Spend 3 Rage"]
    s.choose("Spend 2 Rage")
    assert [e["attack"] for e in s.events("combat damage")] == [1 + 2 * 2]
    assert health(s, "Little Red") == 14 - 5
    assert rage(s) == 1


def test_the_war_king_as_a_defense_card_with_no_rage_spent():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 1)
    s.hand(RED, "What Big Ears You Have").hand(BEO, "The War-King")
    s.start(RED)
    s.play("Attack Beowulf (space 7) with Little Red", "Play The War-King", "Spend 0 Rage")
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(4, 1)]
    assert health(s, "Beowulf") == 17 - 3
    assert rage(s) == 2  # 1, nothing spent, +1 for the damage


def test_the_equal_of_grendel_spends_2_rage_to_hit_back_for_the_printed_value():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 2)
    s.hand(RED, "What Big Ears You Have").hand(BEO, "The Equal of Grendel")
    s.start(RED)
    s.play("Attack Beowulf (space 7) with Little Red", "Play The Equal of Grendel")
    assert s.state.decision().prompt == ("you may spend 2 Rage to deal damage to the opposing "
                                         "fighter equal to the printed value of their card")
    s.choose("Yes")
    assert health(s, "Little Red") == 14 - 4  # the printed value of What Big Ears
    assert health(s, "Beowulf") == 17 - (4 - 3)
    assert rage_trail(s) == [0, 1]  # spent 2, then 1 for the combat damage


def test_the_equal_of_grendel_with_1_rage_offers_nothing():
    s = set_rage(position({"Little Red": 6, "Beowulf": 7}), 1)
    spare(s.hand(RED, "What Big Ears You Have").hand(BEO, "The Equal of Grendel"), RED)
    s.start(RED)
    s.play("Attack Beowulf (space 7) with Little Red", "Play The Equal of Grendel")
    assert s.kind() == "action"
    assert health(s, "Little Red") == 14 and health(s, "Beowulf") == 16
    assert rage(s) == 2


def test_vigor_and_courage_gains_rage_equal_to_the_boost_of_a_random_discard():
    s = position({"Little Red": 1, "Beowulf": 12}).hand(BEO, "Vigor and Courage")
    s.hand(RED, "The Wolf's Skin", "Once Upon a Time")
    s.start(BEO)
    s.choose("Scheme: Vigor and Courage (Beowulf)")  # one opponent: chosen without asking
    pick_chance(s, "once-upon-a-time")
    assert hand(s, RED) == ["The Wolf's Skin"]
    assert discard(s, RED) == ["Once Upon a Time"]
    assert rage(s) == 1 + 1
    # The discarded card is now the top of Little Red's discard pile: her basket shows 🌹.
    assert shown(s) == ("rose",)


def test_vigor_and_courage_cannot_go_past_3_rage():
    s = position({"Little Red": 1, "Beowulf": 12}).hand(BEO, "Vigor and Courage")
    s.hand(RED, "What's That In My Basket?")  # BOOST 3
    s.start(BEO)
    s.choose("Scheme: Vigor and Courage (Beowulf)")  # her only card: no chance to settle
    assert rage(s) == 3
    assert discard(s, BEO) == ["Vigor and Courage"]


def test_golden_drinking_horn_a_different_effect_for_each_rage_spent():
    s = set_rage(position({"Little Red": 1, "Beowulf": 12}).health("Beowulf", 12), 3)
    spare(s.hand(BEO, "Golden Drinking Horn").deck_top(BEO, "Feint", "Skirmish"), BEO)
    s.start(BEO)
    s.choose("Scheme: Golden Drinking Horn (Beowulf)")
    s.choose("Spend 2 Rage")
    assert options_of(s, BEO) == ["Draw 2 cards", "Move Beowulf up to 4 spaces",
                                  "Beowulf recovers 2 health"]
    s.choose("Beowulf recovers 2 health")
    # The second effect must be a different one.
    assert options_of(s, BEO) == ["Draw 2 cards", "Move Beowulf up to 4 spaces"]
    s.choose("Draw 2 cards")
    assert health(s, "Beowulf") == 14
    assert hand(s, BEO) == ["Feint", "Skirmish", "Vigor and Courage"]
    assert rage(s) == 1
    assert space(s, "Beowulf") == 12
    assert s.kind() == "action"


def test_golden_drinking_horn_spending_nothing_does_nothing():
    s = set_rage(position({"Little Red": 1, "Beowulf": 12}), 2)
    spare(s.hand(BEO, "Golden Drinking Horn"), BEO)
    s.start(BEO)
    s.play("Scheme: Golden Drinking Horn (Beowulf)", "Spend 0 Rage")
    assert s.kind() == "action" and rage(s) == 2
    assert s.events("draw") == [] and s.events("move") == []


def test_hot_for_battle_wiglaf_may_swap_spaces_with_beowulf():
    s = position({"Little Red": 6, "Wiglaf": 7, "Beowulf": 12}).hand(BEO, "Hot for Battle")
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Wiglaf")
    assert s.state.decision().prompt == "you may swap spaces with Beowulf"
    s.choose("Yes")
    assert (space(s, "Wiglaf"), space(s, "Beowulf")) == (12, 7)
    assert health(s, "Little Red") == 14 - 3


def test_hot_for_battle_the_swap_is_optional():
    s = position({"Little Red": 6, "Wiglaf": 7, "Beowulf": 12}).hand(BEO, "Hot for Battle")
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Wiglaf", "No")
    assert (space(s, "Wiglaf"), space(s, "Beowulf")) == (7, 12)


def test_remnant_of_valor_gains_an_action_only_if_beowulf_was_damaged():
    # Wiglaf in 6: Beowulf (7), Little Red (2) and the Huntsman (10) are adjacent.
    s = position({"Wiglaf": 6, "Beowulf": 7, "Little Red": 2, "Huntsman": 10})
    spare(s.hand(BEO, "Remnant of Valor"), BEO)
    s.start(BEO)
    s.choose("Scheme: Remnant of Valor (Wiglaf)")
    assert [(e["fighter"], e["amount"]) for e in s.events("damage")] == [
        ("Little Red", 1), ("Huntsman", 1), ("Beowulf", 1)]
    assert health(s, "Beowulf") == 16 and health(s, "Wiglaf") == 9
    assert rage(s) == 2
    assert [e["amount"] for e in s.events("gain action")] == [1]
    assert actions_to_take(s) == 2  # the second action, and the one gained


def test_remnant_of_valor_without_beowulf_adjacent_gains_no_action():
    s = position({"Wiglaf": 6, "Beowulf": 12, "Little Red": 2})
    spare(s.hand(BEO, "Remnant of Valor"), BEO)
    s.start(BEO)
    s.choose("Scheme: Remnant of Valor (Wiglaf)")
    assert [(e["fighter"], e["amount"]) for e in s.events("damage")] == [("Little Red", 1)]
    assert s.events("gain action") == []
    assert actions_to_take(s) == 1
    assert rage(s) == 1


def test_fatal_struggle_won_you_draw_2():
    s = spare(position({"Little Red": 6, "Beowulf": 7}).hand(BEO, "Fatal Struggle"), BEO)
    s.deck_top(BEO, "Feint", "Skirmish").deck_top(RED, "A Grimm Tale", "Once Upon a Time")
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")
    assert health(s, "Little Red") == 14 - 4
    assert hand(s, BEO) == ["Feint", "Skirmish", "Vigor and Courage"] and hand(s, RED) == []


def test_fatal_struggle_lost_your_opponent_draws_2():
    s = spare(position({"Little Red": 6, "Beowulf": 7}).hand(BEO, "Fatal Struggle"), BEO)
    s.hand(RED, "What's That In My Basket?")
    s.deck_top(BEO, "Feint", "Skirmish").deck_top(RED, "A Grimm Tale", "Once Upon a Time")
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play What's That In My Basket?")
    assert health(s, "Little Red") == 14
    assert hand(s, RED) == ["A Grimm Tale", "Once Upon a Time"]
    assert hand(s, BEO) == ["Vigor and Courage"]


# ---------------------------------------------------------------- Little Red's basket


def test_R29_the_basket_at_the_start_shows_nothing():
    s = position({"Little Red": 1, "Beowulf": 5, "Wiglaf": 12})
    spare(s.hand(RED, "Never Leave the Path", "Never Leave the Path"), RED)
    assert s.data.players[RED].discard == [] and shown(s) == ()
    s.start(RED)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    # Nothing marked resolves: no place, no action gained, no damage, no draw.
    assert s.events("place") == [] and s.events("gain action") == []
    assert s.events("damage") == [] and s.events("draw") == []
    assert health(s, "Beowulf") == 17 and space(s, "Little Red") == 1
    # The scheme is discarded: now the basket shows its item, 🐺.
    assert discard(s, RED) == ["Never Leave the Path"] and shown(s) == ("wolf",)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    assert options_of(s, RED)[:3] == ["Space 1", "Space 2", "Space 3"]  # 🐺: place her
    assert "Space 5" not in s.options()  # never on a fighter
    s.choose("Space 4")
    assert space(s, "Little Red") == 4
    assert [e["amount"] for e in s.events("gain action")] == [1]  # 🐺: and gain 1 action
    assert s.events("damage") == [] and s.events("draw") == []  # no ⚔️, no 🌹
    assert actions_to_take(s) == 1 and s.state.current_player() == RED


def test_R29_a_discarded_cards_item_then_counts():
    s = position({"Little Red": 1, "Beowulf": 5, "Wiglaf": 12, "Huntsman": 2})
    spare(s.hand(RED, "Never Leave the Path"), RED)
    basket(s, "The Wolf's Skin")  # ⚔️
    assert shown(s) == ("swords",)
    s.start(RED)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    # ⚔️ only: 2 damage to each opposing fighter in Little Red's zone (west): Beowulf, not
    # Wiglaf (east) nor her own Huntsman.
    assert [(e["fighter"], e["amount"]) for e in s.events("damage")] == [("Beowulf", 2)]
    assert rage(s) == 2
    assert s.events("place") == [] and s.events("gain action") == [] and s.events("draw") == []
    assert shown(s) == ("wolf",)  # Never Leave the Path is on top now


def test_R29_only_the_top_card_counts():
    s = position({"Little Red": 1, "Beowulf": 5, "Wiglaf": 12})
    s.hand(RED, "Never Leave the Path").deck_top(RED, "A Grimm Tale", "Once Upon a Time",
                                                 "Stones in the Belly")
    basket(s, "The Wolf's Skin")  # ⚔️, under
    basket(s, "Once Upon a Time")  # 🌹, on top
    s.start(RED)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    # 🌹: draw 3 cards; the ⚔️ below does not count.
    assert hand(s, RED) == ["A Grimm Tale", "Once Upon a Time", "Stones in the Belly"]
    assert s.events("damage") == []


def test_R29_the_star_counts_as_an_item_a_card_asks_for():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What a Terrible Big Mouth You Have")
    s.hand(BEO, "No Contest Expecteth")
    basket(s, "What's That In My Basket?")
    assert shown(s) == ("star",)
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play What a Terrible Big Mouth You Have")
    # 🐺 (the star counts as it): 3 damage to Beowulf, the printed value of his card.
    assert health(s, "Beowulf") == 17 - 3
    assert health(s, "Little Red") == 14 - 1


def test_R29_the_star_counts_as_any_ONE_item_not_all_of_them():
    # "🌟 counts as any one 🐺🌹⚔️ symbol" (the card; the rule texts: "come uno qualsiasi
    # degli oggetti", "jako dowolny jeden z przedmiotów"): with the star in the basket,
    # Never Leave the Path resolves one of its three item lines, not all three.
    s = position({"Little Red": 1, "Beowulf": 5, "Wiglaf": 12})
    s.hand(RED, "Never Leave the Path").deck_top(RED, "A Grimm Tale", "Once Upon a Time",
                                                 "Stones in the Belly")
    basket(s, "What's That In My Basket?")
    s.start(RED)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    while s.kind() in ("space", "symbol"):  # the choices Never Leave the Path asks for
        if s.kind() == "space":  # 🐺, if it resolves: stay in the same zone
            s.choose("Space 2")
            continue
        # Asked which item the star counts as: ⚔️.
        swords = [o for o in s.options() if "⚔" in o or "swords" in o.lower()]
        assert swords, s.state.decision()
        s.choose(swords[0])
    settle_chance(s)
    actions = [i for i, e in enumerate(s.state.event_json()) if e["event"] == "action"]
    scheme = s.state.event_json()[actions[0]:actions[1]]  # before the next action (a maneuver draws)
    resolved = {"🐺 place and gain 1 action": any(e["event"] == "gain action" for e in scheme),
                "⚔️ 2 damage": any(e["event"] == "damage" for e in scheme),
                "🌹 draw 3 cards": any(e["event"] == "draw" for e in scheme)}
    assert sum(resolved.values()) == 1, (
        f"ENGINE BUG (R-29): the wild 🌟 counts as every item at once; expected exactly one "
        f"item line of Never Leave the Path to resolve, got {resolved}")


# ---------------------------------------------------------------- Little Red's cards


def test_what_large_hands_returns_itself_to_your_hand():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What Large Hands You Have")
    s.deck_top(RED, "A Grimm Tale")
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")
    assert s.state.decision().prompt == "you may return this card to your hand"
    s.choose("Yes")
    assert health(s, "Beowulf") == 17 - 2
    assert hand(s, RED) == ["What Large Hands You Have"]
    assert discard(s, RED) == []  # kept: not discarded after the combat
    assert shown(s) == ()


def test_what_large_hands_declined_is_discarded():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What Large Hands You Have")
    spare(s, RED)
    s.start(RED)
    s.play("Attack Beowulf (space 7) with Little Red", "No")
    assert hand(s, RED) == ["Into the Woods"] and discard(s, RED) == ["What Large Hands You Have"]
    assert shown(s) == ("wolf",)


def test_what_large_hands_with_a_rose_returns_the_top_of_the_discard_pile_instead():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What Large Hands You Have")
    spare(s, RED)
    basket(s, "The Wolf's Skin")
    basket(s, "A Grimm Tale")  # 🌹 on top
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")
    # Only the 🌹 sentence is offered: it replaces "return this card".
    assert s.state.decision().prompt == ("you may return the top card of your discard pile to "
                                         "your hand")
    s.choose("Yes")
    assert hand(s, RED) == ["A Grimm Tale", "Into the Woods"]
    assert discard(s, RED) == ["The Wolf's Skin", "What Large Hands You Have"]
    assert shown(s) == ("wolf",)  # What Large Hands went on top after the combat


def test_the_wolfs_skin_draws_2_with_a_wolf_in_the_basket_also_for_the_huntsman():
    s = position({"Huntsman": 6, "Beowulf": 7, "Little Red": 1}).hand(RED, "The Wolf's Skin")
    s.hand(BEO, "No Contest Expecteth").deck_top(RED, "A Grimm Tale", "Once Upon a Time")
    basket(s, "What Big Ears You Have")  # 🐺
    s.start(BEO)
    s.play("Attack Huntsman (space 6) with Beowulf", "Play The Wolf's Skin")
    assert health(s, "Huntsman") == 9 - 1
    assert hand(s, RED) == ["A Grimm Tale", "Once Upon a Time"]


def test_the_wolfs_skin_without_a_wolf_draws_nothing():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "The Wolf's Skin")
    s.hand(BEO, "No Contest Expecteth").deck_top(RED, "A Grimm Tale", "Once Upon a Time")
    basket(s, "Once Upon a Time")  # 🌹
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play The Wolf's Skin")
    assert health(s, "Little Red") == 14 - 1
    assert hand(s, RED) == [] and s.events("draw") == []


def test_what_a_terrible_big_mouth_deals_the_printed_value_of_their_card_with_a_wolf():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What a Terrible Big Mouth You Have")
    s.hand(BEO, "The War-King")
    basket(s, "What Big Eyes You Have")  # 🐺
    set_rage(s, 3)
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf",
           "Play What a Terrible Big Mouth You Have", "Spend 2 Rage")
    assert health(s, "Little Red") == 14 - (1 + 4 - 2)
    # The PRINTED value of The War-King (1), not the 5 it had in the combat.
    assert health(s, "Beowulf") == 17 - 1
    assert rage(s) == 2  # 3 - 2 spent + 1 for the damage


def test_what_a_terrible_big_mouth_without_a_wolf_deals_nothing():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What a Terrible Big Mouth You Have")
    s.hand(BEO, "No Contest Expecteth")
    basket(s, "The Wolf's Skin")  # ⚔️
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Beowulf", "Play What a Terrible Big Mouth You Have")
    assert health(s, "Beowulf") == 17 and health(s, "Little Red") == 14 - 1


def test_what_big_ears_is_a_defense_card_only_with_swords_in_the_basket():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What Big Ears You Have",
                                                        "What's That In My Basket?")
    s.hand(BEO, "No Contest Expecteth", "No Contest Expecteth")
    s.deck_top(BEO, "Feint")
    s.start(BEO)
    s.choose("Attack Little Red (space 6) with Beowulf")
    # Empty basket: an attack card only.
    assert options_of(s, RED) == ["No defense card", "Play What's That In My Basket?"]
    s.choose("No defense card")
    assert health(s, "Little Red") == 14 - 3
    basket(s, "Long Have I Sought You")  # ⚔️
    s.choose("Attack Little Red (space 6) with Beowulf")
    assert options_of(s, RED) == ["No defense card", "Play What Big Ears You Have",
                                  "Play What's That In My Basket?"]
    s.choose("Play What Big Ears You Have")
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")][-1] == (3, 4)
    assert health(s, "Little Red") == 11


def test_what_big_ears_is_not_a_defense_card_of_the_huntsman():
    s = position({"Huntsman": 6, "Beowulf": 7, "Little Red": 1})
    s.hand(RED, "What Big Ears You Have", "The Wolf's Skin").hand(BEO, "No Contest Expecteth")
    basket(s, "Long Have I Sought You")  # ⚔️
    s.start(BEO)
    s.choose("Attack Huntsman (space 6) with Beowulf")
    assert options_of(s, RED) == ["No defense card", "Play The Wolf's Skin"]


def test_what_big_eyes_cancels_the_opponents_card():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What Big Eyes You Have")
    spare(s.hand(BEO, "Skirmish"), RED)
    s.start(RED)
    s.play("Attack Beowulf (space 7) with Little Red", "Play Skirmish")
    assert [e["card"] for e in s.events("cancel")] == ["skirmish"]
    # Skirmish keeps its value (4 against 3: Beowulf won), but its move is cancelled.
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(3, 4)]
    assert health(s, "Beowulf") == 17 and s.events("move") == []
    assert s.kind() == "action"


def test_what_big_eyes_with_a_rose_also_ignores_the_value():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "What Big Eyes You Have")
    s.hand(BEO, "Skirmish").deck_top(RED, "A Grimm Tale")
    basket(s, "Stones in the Belly")  # 🌹
    s.start(RED)
    s.play("Attack Beowulf (space 7) with Little Red", "Play Skirmish")
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(3, 0)]
    assert health(s, "Beowulf") == 17 - 3 and rage(s) == 2


def test_never_leave_the_path_rose_draws_3():
    s = spare(position({"Little Red": 1, "Beowulf": 12}).hand(RED, "Never Leave the Path"), RED)
    s.deck_top(RED, "A Grimm Tale", "Once Upon a Time", "Stones in the Belly")
    basket(s, "Stones in the Belly")  # 🌹
    s.start(RED)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    assert hand(s, RED) == ["A Grimm Tale", "Into the Woods", "Once Upon a Time",
                            "Stones in the Belly"]
    assert s.events("place") == [] and s.events("gain action") == []
    assert actions_to_take(s) == 1


def test_never_leave_the_path_wolf_places_little_red_anywhere_and_gains_an_action():
    s = position({"Little Red": 1, "Beowulf": 12, "Wiglaf": 11}).hand(RED, "Never Leave the Path")
    spare(s, RED)
    basket(s, "What Big Ears You Have")  # 🐺
    s.start(RED)
    s.choose("Scheme: Never Leave the Path (Little Red)")
    # Any space but the occupied ones (her own counts as free for her).
    assert options_of(s, RED) == [f"Space {x}" for x in range(1, 11)]
    s.choose("Space 8")  # placed, not moved: next to Beowulf, across the board
    assert space(s, "Little Red") == 8 and s.events("move") == []
    assert actions_to_take(s) == 2


def test_into_the_woods_each_copy_shows_a_different_item():
    s = position({"Little Red": 1, "Beowulf": 12})
    copies = sorted(c.symbols for c in s.data.cards if c.title == "Into the Woods")
    assert copies == [("rose",), ("swords",), ("wolf",)]
    for symbol in ("wolf", "rose", "swords"):
        t = position({"Little Red": 1, "Beowulf": 12}).hand(RED, "Never Leave the Path")
        hand_copy(t, RED, "Into the Woods", symbol)
        t.start(RED)
        t.choose(f"Scheme: Into the Woods [{symbol}] (Little Red)")
        assert "Move Little Red to space 8" not in t.options()  # 4 spaces away
        t.choose("Move Little Red to space 4")  # up to 3 spaces
        assert space(t, "Little Red") == 4
        assert actions_to_take(t) == 2  # and gain 1 action
        assert shown(t) == (symbol,)  # the copy played is the basket now


def test_into_the_woods_the_copy_played_decides_the_item_in_the_basket():
    # Then Once Upon a Time's ⚔️ resolves after the swords copy.
    s = position({"Little Red": 1, "Beowulf": 8}).hand(RED, "Once Upon a Time")
    hand_copy(s, RED, "Into the Woods", "swords")
    s.start(RED)
    s.play("Scheme: Into the Woods [swords] (Little Red)", "Move Little Red to space 7")
    s.choose("Attack Beowulf (space 8) with Little Red")
    assert health(s, "Beowulf") == 17 - 2 - 3


def test_into_the_woods_copies_with_different_items_are_different_choices():
    # The copies differ in the item they put in the basket, so with the rose and the swords
    # copy in hand, Little Red chooses which one to play.
    s = position({"Little Red": 1, "Beowulf": 12})
    hand_copy(s, RED, "Into the Woods", "rose")
    hand_copy(s, RED, "Into the Woods", "swords")
    s.start(RED)
    schemes = [o for o in s.options() if o.startswith("Scheme: Into the Woods")]
    assert len(schemes) == 2, (
        f"ENGINE BUG: copies of Into the Woods showing different items are offered as one "
        f"choice {schemes}; the first copy is played whatever Little Red wants in her basket")


def test_long_have_i_sought_you_is_worth_6_when_the_huntsman_is_adjacent():
    s = position({"Huntsman": 6, "Beowulf": 7, "Little Red": 1})
    s.hand(RED, "Long Have I Sought You")
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Huntsman")
    assert [e["attack"] for e in s.events("combat damage")] == [6]
    assert health(s, "Beowulf") == 17 - 6


def test_long_have_i_sought_you_is_worth_4_at_range():
    s = position({"Huntsman": 5, "Beowulf": 7, "Little Red": 1})  # same zone, not adjacent
    s.hand(RED, "Long Have I Sought You")
    assert not is_adjacent(s.data, 5, 7)
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Huntsman")
    assert [e["attack"] for e in s.events("combat damage")] == [4]
    assert health(s, "Beowulf") == 17 - 4


def test_a_grimm_tale_recovers_2_or_4_with_a_wolf():
    s = position({"Huntsman": 5, "Little Red": 1, "Beowulf": 12}).health("Little Red", 8)
    s.hand(RED, "A Grimm Tale", "A Grimm Tale")
    s.start(RED)
    s.choose("Scheme: A Grimm Tale (Huntsman)")
    assert health(s, "Little Red") == 10  # empty basket: 2
    basket(s, "What Big Eyes You Have")  # 🐺 on top of the first A Grimm Tale
    s.choose("Scheme: A Grimm Tale (Huntsman)")
    assert health(s, "Little Red") == 14  # 🐺: 4 instead of 2, never above 14
    assert [e["amount"] for e in s.events("recover")] == [2, 4]


def test_a_grimm_tale_only_the_huntsman_plays_it():
    s = position({"Little Red": 1, "Huntsman": 5, "Beowulf": 12}).hand(RED, "A Grimm Tale")
    spare(s, RED)
    s.start(RED)
    assert options_of(s, RED) == ["Maneuver", "Scheme: Into the Woods [wolf] (Little Red)",
                                  "Scheme: A Grimm Tale (Huntsman)"]


def test_stones_in_the_belly_with_swords_adds_the_boost_of_a_random_discard():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "Stones in the Belly")
    s.hand(BEO, "Golden Drinking Horn", "Vigor and Courage")  # schemes: no defense
    basket(s, "The Wolf's Skin")  # ⚔️
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")
    pick_chance(s, "golden-drinking-horn")
    assert [e["attack"] for e in s.events("combat damage")] == [2 + 3]
    assert health(s, "Beowulf") == 17 - 5
    assert hand(s, BEO) == ["Vigor and Courage"] and discard(s, BEO) == ["Golden Drinking Horn"]


def test_stones_in_the_belly_without_swords_does_nothing():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "Stones in the Belly")
    s.hand(BEO, "Golden Drinking Horn", "Vigor and Courage")
    basket(s, "A Grimm Tale")  # 🌹
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")
    assert [e["attack"] for e in s.events("combat damage")] == [2]
    assert hand(s, BEO) == ["Golden Drinking Horn", "Vigor and Courage"]


def test_once_upon_a_time_as_defense_deals_3_with_swords():
    s = position({"Little Red": 6, "Wiglaf": 7, "Beowulf": 12}).hand(RED, "Once Upon a Time")
    s.hand(BEO, "Hot for Battle")
    basket(s, "What a Terrible Big Mouth You Have")  # ⚔️
    s.start(BEO)
    s.play("Attack Little Red (space 6) with Wiglaf", "Play Once Upon a Time", "No")
    assert health(s, "Little Red") == 14 - 1
    assert health(s, "Wiglaf") == 9 - 3
    assert rage(s) == 1  # Wiglaf's damage gives no Rage


def test_once_upon_a_time_without_swords_deals_nothing():
    s = position({"Little Red": 6, "Beowulf": 7}).hand(RED, "Once Upon a Time")
    s.deck_top(RED, "A Grimm Tale")
    basket(s, "What Big Ears You Have")  # 🐺
    s.start(RED)
    s.choose("Attack Beowulf (space 7) with Little Red")
    assert health(s, "Beowulf") == 17 - 2


# ---------------------------------------------------------------- Heorot


def test_heorot_has_30_spaces_7_zones_and_open_doors_between_adjacent_spaces():
    board = bundled_library().boards["heorot"]
    assert len(board.spaces) == 30
    assert len({zone for zones in board.zones.values() for zone in zones}) == 7
    assert board.starts == {1: 1, 2: 30}
    assert len(board.doors) == 8 and board.closed_doors == frozenset()
    for door in board.doors:
        a, b = sorted(door)
        assert b in board.adjacent[a] and a in board.adjacent[b]
    # Symmetric: space N matches space 31 - N, lines, zones and doors alike.
    for space_id, others in board.adjacent.items():
        assert {31 - o for o in others} == set(board.adjacent[31 - space_id])
    assert {frozenset(31 - x for x in door) for door in board.doors} == set(board.doors)


def test_heorot_a_game_can_be_set_up_and_played_to_its_end():
    from cardsmith.runtime import Game
    import random

    game = Game(bundled_library(), ("little-red-riding-hood", "beowulf"), "heorot")
    state = game.new_initial_state()
    rng = random.Random(4)
    for _ in range(5000):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.randrange(len(state.legal_actions())))
    assert state.is_terminal() and state.winner() in (0, 1)
