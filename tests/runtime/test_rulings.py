"""One scenario test per official ruling (see /work/shared/reference/rulings.md), named after it.

Each test sets up a real position on the 3 x 4 grid of `scenario.py` with the bundled Robin
Hood and Bigfoot cards, plays it by the labels of the legal actions, and checks the exact
outcome: health, spaces, the cards in hands, decks and discard piles, the legal options, the
order of the events, and who won.

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12        secret passages: 1 and 12 (only on the "grid-passages" board)

Rulings R-26 (fog tokens), R-27 (doors: see test_board_features.py), R-28 (Rage) and R-29
(Little Red's basket) need heroes or board features other than these and are not here.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.resolve import resolve_text
from cardsmith.runtime.engine.context import EffectContext
from cardsmith.runtime.defs import Library, board_from_json
from cardsmith.runtime.engine.agenda import GameOver
from cardsmith.runtime.unmatched.damage import deal_damage
from cardsmith.runtime.engine.interpreter import run_section

from .scenario import Scenario, bundled_library, grid_board

# ---------------------------------------------------------------- helpers


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


KEY = {"turn": "player", "action": "action", "draw": "card", "discard": "card",
       "effect": "card", "cancel": "card", "combat": "attack_card", "combat damage": "damage",
       "damage": "fighter", "defeated": "fighter", "ability": "trigger", "move": "fighter",
       "exhausted": "player", "winner": "team", "return": "fighter", "scheme": "card",
       "recover": "fighter", "place": "fighter", "reveal": "card"}


# Events that explain rather than change (each combat value change, "Hex Shield: +2
# defense -> 4"): the trails of these rulings are about what happens, so they leave them out.
EXPLANATIONS = {"value"}


def trail(s: Scenario, *names: str) -> list[tuple]:
    """The events (all but explanations, or those named), each as (event, its main field)."""
    return [(e["event"], e.get(KEY.get(e["event"]))) for e in s.state.event_json()
            if (e["event"] in names if names else e["event"] not in EXPLANATIONS)]


def moves_of(s: Scenario, label: str) -> list[str]:
    return [o for o in s.options() if o.startswith(f"Move {label} to")]


def options_of(s: Scenario, player: int) -> list[str]:
    assert s.state.current_player() == player, s.state.decision()
    return s.options()


def settle_chance(s: Scenario) -> None:
    while s.state.is_chance_node():
        s.state.apply(0)


def rewrite(s: Scenario, player: int, title: str, text: str) -> int:
    """Give the one card of that title in the player's hand test-only text in the effect
    language (parsed by the project's parser), for rules no bundled card exercises."""
    card_id = next(i for i in s.data.players[player].hand if s.data.cards[i].title == title)
    card = s.data.cards[card_id]
    text, _ = resolve_text(parse_effect_text(text))  # as the compiler does: references bound
    card.definition = replace(card.definition, sections=text.sections)
    return card_id


def pick_chance(s: Scenario, card: str) -> None:
    """Settle a chance decision (a draw, a random card) as the card given by its id."""
    assert s.state.is_chance_node(), s.state.decision()
    s.state.apply(next(a for a in s.state.legal_actions() if a.value.kind == card))


def position(where: dict[str, int], board: str = "grid",
             heroes: tuple[str, ...] = ("robin-hood", "bigfoot")) -> Scenario:
    """Only the fighters named stand on the board, in the spaces given; the rest are defeated."""
    s = Scenario(*heroes, board=board)
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, at in where.items():
        fighter = s.fighter(label)
        fighter.defeated, fighter.space = False, at
    return s


def duel(robin: int = 6, bigfoot: int = 7, jackalope: int | None = None) -> Scenario:
    where = {"Robin Hood": robin, "Bigfoot": bigfoot}
    if jackalope is not None:
        where["The Jackalope"] = jackalope
    return position(where)


# ---------------------------------------------------------------- turn and actions


def test_R01_two_actions_none_skipped_same_twice_allowed():
    s = (duel(robin=1, bigfoot=12).hand(0, "Steal From the Rich")
         .hand(1, "Crash Through the Trees").deck_top(0, "Snark", "Feint"))
    s.start(0)
    # There is no way to pass: every option is one of the three actions.
    assert options_of(s, 0) == ["Maneuver", "Scheme: Steal From the Rich (Robin Hood)"]
    s.play("Maneuver", "No boost", "Done moving")
    # The second action: the same action again is legal.
    assert options_of(s, 0) == ["Maneuver", "Scheme: Steal From the Rich (Robin Hood)"]
    s.play("Maneuver", "No boost", "Done moving")
    # Exactly two actions: the turn is over and Bigfoot chooses his first action.
    assert options_of(s, 1) == ["Maneuver", "Scheme: Crash Through the Trees (Bigfoot)"]
    assert trail(s, "turn", "action", "draw") == [
        ("turn", 0), ("action", "maneuver"), ("draw", "snark"),
        ("action", "maneuver"), ("draw", "feint"), ("turn", 1)]
    assert hand(s, 0) == ["Feint", "Snark", "Steal From the Rich"]


def test_R01_the_same_attack_twice_in_one_turn():
    s = (duel(robin=6, bigfoot=7).hand(0, "Snark", "Snark").hand(1, "Crash Through the Trees")
         .deck_top(0, "Feint", "Feint"))
    s.start(0)
    s.play("Attack Bigfoot", "No")  # the only attack card is played; "No": do not move
    s.play("Attack Bigfoot", "Play Snark", "No")  # Snark drew a Feint
    assert [e["action"] for e in s.events("action")] == ["attack", "attack"]
    assert health(s, "Bigfoot") == 16 - 3 - 3
    assert s.state.current_player() == 1


def test_R02_hand_limit_only_at_the_end_of_your_own_turn():
    s = (duel(robin=6, bigfoot=7)
         .hand(0, "Piercing Shot", "Snark", "Snark", "Feint", "Feint", "Regroup", "Regroup")
         .hand(1, "Crash Through the Trees")
         .deck_top(0, "Wily Fighting", "Wily Fighting", "Ambush"))
    s.start(0)
    s.play("Attack Bigfoot", "Play Piercing Shot")  # After combat: draw 2 cards
    s.choose("No")  # Robin Hood's ability
    # 8 cards during the turn: no discard yet.
    assert len(s.data.players[0].hand) == 8
    assert s.kind() == "action"
    s.play("Maneuver", "No boost", "Done moving")
    # 9 cards at the end of the turn: discard down to 7, one card at a time.
    assert options_of(s, 0) == ["Discard Ambush", "Discard Snark", "Discard Wily Fighting",
                                "Discard Feint", "Discard Regroup"]
    s.play("Discard Snark", "Discard Snark")
    assert hand(s, 0) == ["Ambush", "Feint", "Feint", "Regroup", "Regroup", "Wily Fighting",
                          "Wily Fighting"]
    assert discard(s, 0) == ["Piercing Shot", "Snark", "Snark"]
    assert [e["reason"] for e in s.events("discard")] == ["hand limit", "hand limit"]
    assert s.state.current_player() == 1 and s.kind() == "action"


def test_R02_cards_drawn_outside_your_turn_never_make_you_discard():
    s = (duel(robin=6, bigfoot=7)
         .hand(0, "Regroup")
         .hand(1, "Regroup", "Hoax", "Hoax", "Hoax", "Skirmish", "Skirmish", "Skirmish")
         .deck_top(0, "Snark", "Feint")
         .deck_top(1, "Feint", "Feint", "Momentous Shift", "Momentous Shift"))
    s.start(0)
    # 1 against 1: no damage, Bigfoot won, his Regroup draws 2: 8 cards in Robin's turn.
    s.play("Attack Bigfoot", "Play Regroup", "No")  # Robin Hood's only card, Bigfoot's choice
    assert len(s.data.players[1].hand) == 8
    s.play("Maneuver", "No boost", "Done moving")
    # Robin's turn is over; Bigfoot starts his with all 8 cards.
    assert s.state.current_player() == 1 and s.kind() == "action"
    assert len(s.data.players[1].hand) == 8
    assert s.events("discard") == []
    # At the end of his own turn (Robin Hood is in his zone: no ability draw) he discards 3.
    s.play("Maneuver", "No boost", "Done moving", "Maneuver", "No boost", "Done moving")
    assert len(s.data.players[1].hand) == 10
    s.play("Discard Hoax", "Discard Hoax", "Discard Hoax")
    assert len(s.data.players[1].hand) == 7
    assert [(e["player"], e["reason"]) for e in s.events("discard")] == [(1, "hand limit")] * 3
    assert s.state.current_player() == 0


def test_R03_maneuver_draws_first_then_each_fighter_moves_any_distance():
    s = (position({"Robin Hood": 1, "Outlaw 1": 2, "Bigfoot": 12})
         .hand(0, "Steal From the Rich").deck_top(0, "Snark"))
    s.start(0)
    s.choose("Maneuver")
    # The draw is mandatory (nobody was asked) and comes first: the card drawn can boost.
    assert trail(s, "action", "draw") == [("action", "maneuver"), ("draw", "snark")]
    assert options_of(s, 0) == ["No boost", "Boost with Steal From the Rich (+3)",
                                "Boost with Snark (+1)"]
    s.choose("No boost")
    # Every fighter may move up to 2 (Robin Hood's move value), through its own fighters.
    assert moves_of(s, "Robin Hood") == [f"Move Robin Hood to space {x}" for x in (3, 5, 6, 9)]
    assert moves_of(s, "Outlaw 1") == [f"Move Outlaw 1 to space {x}" for x in (3, 4, 5, 6, 7, 10)]
    # One fighter at a time, in any order: the Outlaw first, then Robin Hood from where
    # everyone now stands; the Outlaw cannot move again.
    s.choose("Move Outlaw 1 to space 3")
    assert s.options() == ["Done moving"] + [f"Move Robin Hood to space {x}" for x in (2, 5, 6, 9)]
    s.choose("Done moving")  # Robin Hood moves 0 spaces
    assert (space(s, "Robin Hood"), space(s, "Outlaw 1")) == (1, 3)
    assert options_of(s, 0)[0] == "Maneuver"  # the second action


def test_R04_move_through_own_fighters_never_through_opposing_nor_end_on_one():
    s = (position({"Robin Hood": 1, "Outlaw 1": 2, "The Jackalope": 5, "Bigfoot": 12})
         .deck_top(0, "Snark"))
    s.start(0)
    s.play("No boost")  # the only action, Maneuver, was taken without asking
    # Robin Hood: through his Outlaw in 2 (not ending there), never through the Jackalope
    # in 5, so 9 (only reachable through 5) is out of reach.
    assert moves_of(s, "Robin Hood") == [f"Move Robin Hood to space {x}" for x in (3, 6)]
    assert moves_of(s, "Outlaw 1") == [f"Move Outlaw 1 to space {x}" for x in (3, 4, 6, 7, 10)]


def test_R04_an_effect_may_allow_moving_through_opposing_fighters():
    s = (position({"Bigfoot": 4, "Robin Hood": 3, "Outlaw 1": 8})
         .hand(1, "Crash Through the Trees").deck_top(1, "Hoax"))
    s.start(1)
    # A maneuver: Bigfoot is boxed in by Robin Hood (3) and an Outlaw (8).
    s.play("Maneuver", "No boost")
    assert s.kind() == "action"  # no one could move, so no move was asked
    assert not s.events("move")
    # Crash Through the Trees: up to 5 spaces through opposing fighters, never ending on one.
    s.choose("Scheme: Crash Through the Trees (Bigfoot)")
    assert options_of(s, 1) == (
        [f"Move Bigfoot to space {x}" for x in (1, 2)] + ["Leave Bigfoot in space 4"]
        + [f"Move Bigfoot to space {x}" for x in (5, 6, 7, 9, 10, 11, 12)])
    s.choose("Move Bigfoot to space 2")
    assert space(s, "Bigfoot") == 2


def test_R05_boost_adds_to_the_move_of_every_fighter_moving():
    s = (position({"Robin Hood": 1, "Outlaw 1": 2, "Bigfoot": 12})
         .hand(0, "Snark").deck_top(0, "Feint"))
    s.start(0)
    s.choose("Boost with Snark (+1)")
    assert moves_of(s, "Robin Hood") == [f"Move Robin Hood to space {x}"
                                         for x in (3, 4, 5, 6, 7, 9, 10)]
    assert moves_of(s, "Outlaw 1") == [f"Move Outlaw 1 to space {x}"
                                       for x in (3, 4, 5, 6, 7, 8, 9, 10, 11)]
    s.play("Move Robin Hood to space 10", "Move Outlaw 1 to space 11")
    assert (space(s, "Robin Hood"), space(s, "Outlaw 1")) == (10, 11)
    assert hand(s, 0) == ["Feint"]
    assert discard(s, 0) == ["Snark"]
    assert [e["reason"] for e in s.events("discard")] == ["boost"]


def test_R05_the_boost_card_text_is_ignored():
    s = (duel(robin=1, bigfoot=12).hand(0, "Steal From the Rich", "Snark")
         .deck_top(0, "Feint", "Regroup"))
    s.start(0)
    s.play("Maneuver", "Boost with Steal From the Rich (+3)")
    # Its text ("Draw 1 card, then choose an opponent...") does nothing: only the maneuver's draw.
    assert trail(s, "draw", "discard", "scheme", "effect") == [
        ("draw", "feint"), ("discard", "steal-from-the-rich")]
    assert moves_of(s, "Robin Hood")[-1] == "Move Robin Hood to space 11"  # 2 + 3 spaces
    assert hand(s, 0) == ["Feint", "Snark"]
    assert discard(s, 0) == ["Steal From the Rich"]
    assert titles(s, s.data.players[0].deck_top) == ["Regroup"]  # still on top of the deck


def test_R05_a_card_without_a_boost_value_cannot_boost():
    """No bundled Robin Hood or Bigfoot card lacks a BOOST value, so one Snark in hand is
    given a copy of its definition without one (test-only: the engine reads `boost`)."""
    s = duel(robin=1, bigfoot=12).hand(0, "Snark", "Feint").deck_top(0, "Regroup")
    snark = next(i for i in s.data.players[0].hand if s.data.cards[i].title == "Snark")
    s.data.cards[snark].definition = replace(s.data.cards[snark].definition, boost=None)
    s.start(0)
    assert options_of(s, 0) == ["No boost", "Boost with Feint (+2)", "Boost with Regroup (+2)"]


def test_R05_a_card_whose_fighter_is_defeated_can_still_boost():
    s = (duel(robin=4, bigfoot=1).hand(1, "Jackalope Horns", "Crash Through the Trees")
         .deck_top(1, "Hoax"))
    s.start(1)
    # The Jackalope is defeated: Jackalope Horns cannot be played...
    assert options_of(s, 1) == ["Maneuver", "Scheme: Crash Through the Trees (Bigfoot)"]
    s.choose("Maneuver")
    # ...but can be discarded to boost.
    assert options_of(s, 1) == ["No boost", "Boost with Crash Through the Trees (+3)",
                                "Boost with Hoax (+2)", "Boost with Jackalope Horns (+2)"]
    s.choose("Boost with Jackalope Horns (+2)")
    assert "Move Bigfoot to space 12" in s.options()  # 3 + 2 = 5 spaces away
    assert discard(s, 1) == ["Jackalope Horns"]


def test_R06_a_scheme_is_played_by_a_declared_fighter_that_it_names():
    s = (position({"Robin Hood": 1, "Outlaw 1": 3, "Bigfoot": 12, "The Jackalope": 9})
         .hand(1, "Jackalope Horns", "Crash Through the Trees"))
    s.start(1)
    # Each scheme only by the fighter it names.
    assert options_of(s, 1) == ["Maneuver", "Scheme: Crash Through the Trees (Bigfoot)",
                                "Scheme: Jackalope Horns (The Jackalope)"]
    s.choose("Scheme: Jackalope Horns (The Jackalope)")
    # "Move the Jackalope up to 5 spaces ... through opposing fighters": the declared fighter.
    assert s.options()[0] == "Move The Jackalope to space 2"
    s.choose("Move The Jackalope to space 2")
    # "Then deal 2 damage to any one fighter adjacent to the Jackalope."
    assert options_of(s, 1) == ["Robin Hood (player 1, space 1)", "Outlaw 1 (player 1, space 3)"]
    s.choose("Robin Hood (player 1, space 1)")
    assert health(s, "Robin Hood") == 11
    assert trail(s, "scheme", "move", "damage") == [
        ("scheme", "jackalope-horns"), ("move", "The Jackalope"), ("damage", "Robin Hood")]
    assert discard(s, 1) == ["Jackalope Horns"]


def test_R06_a_scheme_cannot_be_played_if_the_fighter_it_names_is_defeated():
    s = duel(robin=1, bigfoot=12).hand(1, "Jackalope Horns", "Crash Through the Trees")
    s.start(1)
    assert options_of(s, 1) == ["Maneuver", "Scheme: Crash Through the Trees (Bigfoot)"]
    # Robin Hood's scheme: only Robin Hood may play it, not an Outlaw.
    s = position({"Robin Hood": 1, "Outlaw 1": 2, "Bigfoot": 12}).hand(0, "Steal From the Rich")
    s.start(0)
    assert options_of(s, 0) == ["Maneuver", "Scheme: Steal From the Rich (Robin Hood)"]


# ---------------------------------------------------------------- exhaustion


def test_R07_an_empty_deck_deals_2_damage_to_each_fighter_instead_of_a_draw():
    s = (position({"Robin Hood": 1, "Outlaw 1": 2, "Outlaw 2": 5, "Bigfoot": 12})
         .hand(0, "Snark").empty_deck(0))
    before = list(s.data.players[0].discard)
    s.start(0)  # no attack: the only action, Maneuver, is taken without asking
    assert trail(s, "exhausted", "damage", "defeated", "draw") == [
        ("exhausted", 0), ("damage", "Robin Hood"), ("damage", "Outlaw 1"),
        ("damage", "Outlaw 2"), ("defeated", "Outlaw 1"), ("defeated", "Outlaw 2")]
    assert health(s, "Robin Hood") == 11
    assert space(s, "Outlaw 1") is None and space(s, "Outlaw 2") is None
    # The discard pile is never reshuffled into a deck; the hand is unchanged.
    assert s.data.players[0].discard == before
    assert s.data.players[0].deck_size == 0
    assert hand(s, 0) == ["Snark"]
    assert s.kind() == "boost"  # the maneuver goes on


def test_R07_each_card_that_must_be_drawn_deals_the_damage_again():
    s = duel(robin=6, bigfoot=7).hand(0, "Piercing Shot").empty_deck(0)
    s.start(0)
    s.choose("Attack Bigfoot")  # with Piercing Shot, the only card: "After combat: Draw 2 cards."
    assert trail(s, "exhausted", "damage") == [
        ("damage", "Bigfoot"), ("exhausted", 0), ("damage", "Robin Hood"),
        ("exhausted", 0), ("damage", "Robin Hood")]
    assert health(s, "Robin Hood") == 13 - 4
    assert health(s, "Bigfoot") == 16 - 2
    assert hand(s, 0) == []


def test_R08_discarding_with_an_empty_deck_is_not_a_draw():
    """Discarding (a random card for Ambush, down to the hand limit) with an empty deck deals
    no exhaustion damage. (Discarding the top card of a deck is not in the effect language.)"""
    s = (duel(robin=6, bigfoot=7)
         .hand(0, "Ambush", "Feint", "Snark", "Snark", "Snark", "Regroup", "Regroup", "Regroup",
               "Wily Fighting", "Wily Fighting")
         .hand(1, "Larger Than Life", "Savagery").empty_deck(0).empty_deck(1))
    s.start(0)
    s.play("Attack Bigfoot", "Play Ambush")
    pick_chance(s, "larger-than-life")  # Bigfoot's random card
    s.choose("No")
    s.play("Attack Bigfoot", "Play Feint", "No")
    s.choose("Discard Snark")  # 8 cards at the end of the turn
    assert s.events("exhausted") == []
    assert health(s, "Robin Hood") == 13
    assert health(s, "Bigfoot") == 16 - (2 + 3) - 2
    assert hand(s, 1) == ["Savagery"]
    assert [(e["player"], e["card"], e["reason"]) for e in s.events("discard")] == [
        (1, "larger-than-life", "effect"), (0, "snark", "hand limit")]


REVEAL = ("Reveal the top card of your deck. Deal damage equal to its BOOST value to one "
          "adjacent fighter. Put the card in your hand.")  # Jekyll & Hyde's, not yet bundled


@pytest.mark.parametrize("empty", [True, False])
def test_R08_revealing_from_an_empty_deck_does_nothing(empty):
    """No bundled card reveals from a deck, so Steal From the Rich gets the test-only text of
    a Jekyll & Hyde scheme (in the effect language, parsed by the project's parser)."""
    s = duel(robin=6, bigfoot=7).hand(0, "Steal From the Rich", "Snark")
    rewrite(s, 0, "Steal From the Rich", REVEAL)
    if empty:
        s.empty_deck(0)
    else:
        s.deck_top(0, "A Hunter's Eye")
    s.start(0)
    s.choose("Scheme: Steal From the Rich (Robin Hood)")
    if empty:  # nothing revealed, no damage, and no exhaustion: it is not a draw
        assert trail(s, "reveal", "exhausted", "damage") == []
        assert (health(s, "Robin Hood"), health(s, "Bigfoot")) == (13, 16)
        assert hand(s, 0) == ["Snark"]
    else:  # A Hunter's Eye: BOOST 4
        assert trail(s, "reveal", "damage") == [("reveal", "a-hunters-eye"),
                                                ("damage", "Bigfoot")]
        assert health(s, "Bigfoot") == 12
        assert hand(s, 0) == ["A Hunter's Eye", "Snark"]


# ---------------------------------------------------------------- combat


def attack_options(positions: dict[str, int], robin_hand=("Snark",), bigfoot_hand=(),
                   active: int = 0) -> list[str]:
    """The attacks legal for `active` in a position (a scheme in hand keeps the action
    decision from being taken without asking)."""
    s = position(positions)
    s.hand(0, *robin_hand, "Steal From the Rich").hand(1, *bigfoot_hand, "Crash Through the Trees")
    s.start(active)
    return [o for o in options_of(s, active) if o.startswith("Attack")]


def test_R09_ranged_adjacent_or_in_a_zone_of_the_attacker_no_line_of_sight():
    # The Jackalope stands between Robin Hood (1) and Bigfoot (9): no line of sight rule.
    assert attack_options({"Robin Hood": 1, "The Jackalope": 5, "Bigfoot": 9}) == [
        "Attack Bigfoot (space 9) with Robin Hood",
        "Attack The Jackalope (space 5) with Robin Hood"]
    # Not adjacent and not in the same zone: no target.
    assert attack_options({"Robin Hood": 1, "Bigfoot": 3}) == []
    # Adjacent across zones is enough.
    assert attack_options({"Robin Hood": 2, "Bigfoot": 3}) == [
        "Attack Bigfoot (space 3) with Robin Hood"]
    # From a space in two zones: fighters in either zone.
    assert attack_options({"Robin Hood": 6, "Bigfoot": 4, "The Jackalope": 9}) == [
        "Attack Bigfoot (space 4) with Robin Hood",
        "Attack The Jackalope (space 9) with Robin Hood"]


def test_R09_melee_only_adjacent():
    # An Outlaw (melee) in 2: the Jackalope next to it, not Bigfoot in the same zone.
    where = {"Robin Hood": 4, "Outlaw 1": 2, "The Jackalope": 3, "Bigfoot": 10}
    assert attack_options(where) == [
        "Attack The Jackalope (space 3) with Robin Hood",
        "Attack The Jackalope (space 3) with Outlaw 1"]
    assert attack_options({"Robin Hood": 1, "Bigfoot": 9, "The Jackalope": 12},
                          bigfoot_hand=("Skirmish",), active=1) == []
    assert attack_options({"Robin Hood": 1, "Bigfoot": 5, "The Jackalope": 12},
                          bigfoot_hand=("Skirmish",), active=1) == [
        "Attack Robin Hood (space 1) with Bigfoot"]


def test_R10_no_attack_without_a_usable_attack_card_and_a_target():
    # Adjacent, but only a defense card and a scheme: no attack.
    assert attack_options({"Robin Hood": 6, "Bigfoot": 7},
                          bigfoot_hand=("It's Just Your Imagination",), active=1) == []
    # Larger Than Life is Bigfoot's only: the Jackalope next to Robin Hood cannot use it, and
    # Bigfoot has no target.
    assert attack_options({"Robin Hood": 6, "Bigfoot": 12, "The Jackalope": 2},
                          bigfoot_hand=("Larger Than Life",), active=1) == []
    # A versatile card is an attack card: the Jackalope can attack with Skirmish.
    assert attack_options({"Robin Hood": 6, "Bigfoot": 12, "The Jackalope": 2},
                          bigfoot_hand=("Larger Than Life", "Skirmish"), active=1) == [
        "Attack Robin Hood (space 6) with The Jackalope"]
    # A card only Robin Hood can use gives his Outlaws no attack.
    assert attack_options({"Robin Hood": 1, "Outlaw 1": 11, "Bigfoot": 12},
                          robin_hand=("A Hunter's Eye",)) == []


def test_R11_attack_card_face_down_defense_card_optional_versatile_both():
    s = (duel(robin=6, bigfoot=7)
         .hand(0, "A Hunter's Eye", "Snark", "Defenders of Sherwood", "Highway Robbery")
         .hand(1, "Larger Than Life", "Savagery", "It's Just Your Imagination", "Feint",
               "Crash Through the Trees", "Momentous Shift"))
    s.start(0)
    s.choose("Attack Bigfoot (space 7) with Robin Hood")
    # Attack and versatile cards Robin Hood can use.
    assert options_of(s, 0) == ["Play A Hunter's Eye", "Play Snark"]
    s.choose("Play A Hunter's Eye")
    # The defender chooses before anything is revealed: defense and versatile cards, or none.
    assert options_of(s, 1) == ["No defense card", "Play It's Just Your Imagination",
                                "Play Momentous Shift", "Play Feint"]
    assert s.events("combat") == []
    assert hand(s, 0) == ["Defenders of Sherwood", "Highway Robbery", "Snark"]
    s.choose("No defense card")
    assert [(e["attack_card"], e["defense_card"]) for e in s.events("combat")] == [
        ("a-hunters-eye", None)]
    assert [(e["attack"], e["defense"], e["damage"]) for e in s.events("combat damage")] == [
        (5, 0, 5)]
    assert health(s, "Bigfoot") == 11


def test_R11_a_versatile_card_played_to_defend_is_a_defense_card_for_effects():
    s = (position({"Robin Hood": 1, "Outlaw 1": 3, "Bigfoot": 7})
         .hand(0, "Highway Robbery", "Snark").hand(1, "Skirmish"))
    s.start(0)
    s.choose("Attack Bigfoot (space 7) with Outlaw 1")
    assert options_of(s, 0) == ["Play Highway Robbery", "Play Snark"]
    s.play("Play Highway Robbery", "Play Skirmish")
    # "Cancel all effects on your opponent's card and ignore its defense value": Skirmish (4)
    # defends, so its value is a defense value and is ignored.
    assert [(e["attack"], e["defense"], e["damage"]) for e in s.events("combat damage")] == [
        (2, 0, 2)]
    assert health(s, "Bigfoot") == 14


def test_R12_combat_order_effects_damage_after_combat_abilities_then_discard():
    s = (duel(robin=6, bigfoot=7).hand(0, "Ambush").hand(1, "Regroup", "Larger Than Life")
         .deck_top(1, "Hoax"))
    s.start(0)
    s.play("Attack Bigfoot", "Play Regroup")  # Ambush, Robin Hood's only card
    # Robin Hood's ability (after the card effects) asks; the played cards are not yet
    # in the discard piles.
    assert options_of(s, 0) == ["Yes", "No"]
    assert trail(s)[2:] == [
        ("combat", "ambush"),
        ("effect", "ambush"), ("discard", "larger-than-life"),  # During combat
        ("combat damage", 4), ("damage", "Bigfoot"),  # (2 + 3) - 1
        ("effect", "regroup"), ("draw", "hoax"),  # After combat: Bigfoot lost, draws 1
        ("ability", "after you attack")]
    assert discard(s, 0) == []
    assert discard(s, 1) == ["Larger Than Life"]
    s.choose("No")
    assert discard(s, 0) == ["Ambush"]
    assert discard(s, 1) == ["Larger Than Life", "Regroup"]
    assert health(s, "Bigfoot") == 12


def test_R12_immediately_effects_resolve_before_during_combat_effects():
    s = (duel(robin=6, bigfoot=8).hand(1, "Momentous Shift", "Momentous Shift")
         .hand(0, "Feint", "Snark").deck_top(1, "Crash Through the Trees"))
    s.start(1)
    s.play("No boost", "Move Bigfoot to space 7")  # no attack yet: Maneuver, without asking
    s.play("Attack Robin Hood", "Play Feint")
    # Feint (Immediately) cancels Momentous Shift before its During combat effect would
    # make it 5: the printed 3 against 2.
    assert trail(s, "effect", "cancel", "combat damage") == [
        ("effect", "feint"), ("cancel", "momentous-shift"), ("combat damage", 1)]
    assert health(s, "Robin Hood") == 12


def test_R12_during_combat_effects_resolve_before_the_damage():
    s = (duel(robin=6, bigfoot=8).hand(1, "Momentous Shift", "Momentous Shift")
         .hand(0, "Snark").deck_top(1, "Crash Through the Trees"))
    s.start(1)
    s.play("No boost", "Move Bigfoot to space 7")  # no attack yet: Maneuver, without asking
    s.play("Attack Robin Hood", "Play Snark")
    # Bigfoot started the turn in 8: Momentous Shift is 5 when the damage is dealt.
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(5, 3)]
    assert health(s, "Robin Hood") == 11


def test_R13_defender_effects_first_also_immediately():
    s = (position({"Robin Hood": 1, "Outlaw 1": 3, "Bigfoot": 7})
         .hand(0, "Highway Robbery")
         .hand(1, "It's Just Your Imagination"))
    s.start(0)
    s.play("Attack Bigfoot (space 7) with Outlaw 1", "Play It's Just Your Imagination")
    # Bigfoot's Immediately cancels Highway Robbery before it can ignore his defense value.
    assert trail(s, "effect", "cancel", "combat damage") == [
        ("effect", "its-just-your-imagination"), ("cancel", "highway-robbery"),
        ("combat damage", 0)]
    assert health(s, "Bigfoot") == 16
    assert s.events("combat damage")[0]["winner"] == "defender"


def test_R13_defender_after_combat_effect_first():
    s = duel(robin=6, bigfoot=7, jackalope=2).hand(0, "Wily Fighting").hand(1, "Hoax")
    s.start(0)
    s.play("Attack Bigfoot", "Play Hoax")
    # Hoax (the defender's) first: Bigfoot moves away before Wily Fighting hits.
    assert s.kind() == "move" and s.state.current_player() == 1
    s.choose("Move Bigfoot to space 12")
    assert trail(s, "effect", "move", "damage") == [
        ("effect", "hoax"), ("move", "Bigfoot"), ("effect", "wily-fighting"),
        ("damage", "The Jackalope")]
    assert health(s, "Bigfoot") == 16
    assert health(s, "The Jackalope") == 5


def test_R14_attacker_wins_only_if_the_attack_dealt_damage():
    s = duel(robin=6, bigfoot=7).hand(0, "Regroup").deck_top(0, "Snark", "Feint", "Ambush")
    s.start(0)
    s.choose("Attack Bigfoot")  # Regroup (1) against no defense card
    assert s.events("combat damage")[0]["winner"] == "attacker"
    assert hand(s, 0) == ["Feint", "Snark"]  # won: draw 2 instead of 1
    assert health(s, "Bigfoot") == 15


def test_R14_defender_wins_even_if_damaged_by_effects():
    s = (duel(robin=6, bigfoot=7, jackalope=11).hand(0, "Regroup").hand(1, "Regroup")
         .deck_top(0, "Snark", "Feint").empty_deck(1))
    s.start(0)
    s.play("Attack Bigfoot", "Play Regroup")
    # 1 against 1: no combat damage, Bigfoot won. His Regroup (first) draws 2 from an empty
    # deck: 2 damage to each of his fighters twice. He still won: Robin Hood draws only 1.
    assert s.events("combat damage")[0]["winner"] == "defender"
    assert (health(s, "Bigfoot"), health(s, "The Jackalope")) == (12, 2)
    assert hand(s, 0) == ["Snark"]


def test_R14_damage_dealt_counts_the_attack_only():
    s = duel(robin=6, bigfoot=7).hand(0, "Disarming Shot").hand(1, "Momentous Shift")
    s.deck_top(0, "Snark", "Feint", "Ambush")
    s.start(0)
    s.play("Attack Bigfoot", "Play Momentous Shift")
    assert hand(s, 0) == ["Snark"]  # 4 - 3 = 1 damage: draw 1


def test_R15_defeated_in_combat_removed_before_after_combat_effects():
    s = (position({"Robin Hood": 9, "Outlaw 1": 2, "Bigfoot": 3, "The Jackalope": 6})
         .hand(0, "Wily Fighting").hand(1, "Skirmish", "Crash Through the Trees"))
    s.start(1)
    s.play("Attack Outlaw 1 (space 2) with Bigfoot", "Play Wily Fighting")
    # 4 - 3: the Outlaw is defeated and removed; its own Wily Fighting then finds no
    # fighter adjacent to it, and Skirmish can only choose Bigfoot, who may take its space.
    assert options_of(s, 1) == [f"Move Bigfoot to space {x}" for x in (1, 2)] + [
        "Leave Bigfoot in space 3"] + [f"Move Bigfoot to space {x}" for x in (4, 7, 8, 11)]
    s.choose("Move Bigfoot to space 2")
    assert trail(s)[3:] == [
        ("combat damage", 1), ("damage", "Outlaw 1"), ("defeated", "Outlaw 1"),
        ("effect", "wily-fighting"), ("effect", "skirmish"), ("move", "Bigfoot")]
    assert (health(s, "Bigfoot"), health(s, "The Jackalope")) == (16, 6)
    assert space(s, "Outlaw 1") is None and s.fighter("Outlaw 1").defeated
    assert space(s, "Bigfoot") == 2


def test_R15_after_combat_effects_of_a_defeated_fighter_still_resolve():
    s = (position({"Robin Hood": 9, "Outlaw 1": 2, "Outlaw 2": 8, "Outlaw 3": 11,
                   "Outlaw 4": 12, "Bigfoot": 3})
         .hand(0, "Defenders of Sherwood")
         .hand(1, "Larger Than Life", "Crash Through the Trees").deck_top(0, "Snark"))
    s.start(1)
    s.play("Attack Outlaw 1 (space 2) with Bigfoot", "Play Defenders of Sherwood")
    # 6 - 3: the Outlaw is defeated; its card still draws 1 and returns a defeated Outlaw
    # (this one) to an empty space in Robin Hood's zone (west).
    assert options_of(s, 0) == ["Space 1", "Space 2", "Space 5", "Space 6", "Space 7", "Space 10"]
    s.choose("Space 5")
    assert trail(s)[3:] == [
        ("combat damage", 3), ("damage", "Outlaw 1"), ("defeated", "Outlaw 1"),
        ("effect", "defenders-of-sherwood"), ("draw", "snark"), ("return", "Outlaw 1")]
    assert (space(s, "Outlaw 1"), health(s, "Outlaw 1")) == (5, 1)
    assert hand(s, 0) == ["Snark"]


def test_R15_after_combat_effects_do_not_resolve_once_the_game_has_ended():
    s = (position({"Robin Hood": 6, "Outlaw 1": 3, "Bigfoot": 7})
         .health("Robin Hood", 3).hand(0, "Regroup")
         .hand(1, "Savagery").deck_top(0, "Snark"))
    s.start(1)
    s.play("Attack Robin Hood", "Play Regroup")
    assert s.state.is_terminal() and s.state.winner() == 1
    assert trail(s)[-4:] == [("combat damage", 3), ("damage", "Robin Hood"),
                             ("defeated", "Robin Hood"), ("winner", 1)]
    # Neither Regroup (draw) nor Savagery (1 damage next to Bigfoot) resolved.
    assert hand(s, 0) == [] and health(s, "Outlaw 1") == 1
    assert discard(s, 0) == ["Regroup"] and discard(s, 1) == ["Savagery"]


def test_R16_cancel_stops_the_later_windows_but_not_printed_values():
    s = (position({"Robin Hood": 6, "Outlaw 1": 3, "Bigfoot": 7, "The Jackalope": 8})
         .hand(0, "Feint").hand(1, "Savagery"))
    s.start(1)
    s.play("Attack Robin Hood", "Play Feint")
    # Feint's Immediately cancels Savagery's After combat effect; its value 4 still counts.
    assert trail(s, "effect", "cancel", "combat damage", "damage") == [
        ("effect", "feint"), ("cancel", "savagery"), ("combat damage", 2),
        ("damage", "Robin Hood")]
    assert s.events("combat damage")[0]["winner"] == "attacker"
    assert health(s, "Robin Hood") == 11
    assert (health(s, "Outlaw 1"), space(s, "Outlaw 1")) == (1, 3)
    assert health(s, "The Jackalope") == 6


def test_R16_a_cancelled_during_combat_effect_does_not_happen_the_value_stays():
    s = duel(robin=6, bigfoot=7).hand(0, "Ambush").hand(1, "Feint", "Larger Than Life")
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint", "No")
    # Ambush's During combat effect (a random discard, its BOOST added) is cancelled.
    assert hand(s, 1) == ["Larger Than Life"]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(2, 2)]
    assert health(s, "Bigfoot") == 16


def test_R16_a_cancel_that_has_not_resolved_yet_is_cancelled():
    s = (position({"Robin Hood": 1, "Outlaw 1": 3, "Bigfoot": 7})
         .hand(0, "Highway Robbery").hand(1, "Feint"))
    s.start(0)
    s.play("Attack Bigfoot (space 7) with Outlaw 1", "Play Feint")
    # The defender's Feint resolves first and cancels Highway Robbery, whose own cancel and
    # "ignore its defense value" never resolve; Highway Robbery's printed 2 still counts.
    assert trail(s, "effect", "cancel") == [("effect", "feint"), ("cancel", "highway-robbery")]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(2, 2)]


def test_R16_a_boost_value_added_before_the_cancel_stays():
    """No bundled card boosts itself in combat, so Bigfoot's Skirmish gets the test-only
    text "Immediately: BOOST this card." """
    s = duel(robin=6, bigfoot=7).hand(0, "Feint").hand(1, "Skirmish", "Larger Than Life")
    rewrite(s, 1, "Skirmish", "Immediately: BOOST this card.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Skirmish")
    # The defender's Immediately first: Skirmish is boosted by Larger Than Life (+3); then
    # Feint cancels Skirmish's effects, but neither its printed value nor the BOOST value.
    assert trail(s, "effect", "discard", "cancel", "combat damage") == [
        ("effect", "skirmish"), ("discard", "larger-than-life"), ("effect", "feint"),
        ("cancel", "skirmish"), ("combat damage", 0)]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(2, 7)]


def test_R17_a_hero_ability_is_not_cancelled_with_the_card():
    s = (duel(robin=6, bigfoot=7).hand(0, "Snark", "Steal From the Rich").hand(1, "Feint")
         .deck_top(0, "Regroup"))
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    # Snark's After combat draw is cancelled; Robin Hood's "After you attack" is not.
    assert options_of(s, 0) == ["Yes", "No"]
    s.play("Yes", "Move Robin Hood to space 2")
    assert space(s, "Robin Hood") == 2
    assert hand(s, 0) == ["Steal From the Rich"] and s.events("draw") == []
    assert trail(s, "cancel", "ability", "move") == [
        ("cancel", "snark"), ("ability", "after you attack"), ("move", "Robin Hood")]


def test_R17_a_card_that_says_it_cannot_be_cancelled_is_not_cancelled():
    s = (position({"Robin Hood": 6, "Beowulf": 7}, heroes=("robin-hood", "beowulf"))
         .hand(0, "Feint").hand(1, "The Ancient Heirloom", "Remnant of Valor"))
    s.data.players[1].resources["Rage"] = 2
    s.start(1)
    s.play("Attack Robin Hood", "Play Feint")
    # "This card's effects cannot be cancelled.": Feint resolves and cancels nothing, so
    # "During combat: You may spend 2 Rage to make this card's value 5 instead." is offered.
    assert trail(s, "effect", "cancel") == [("effect", "feint"),
                                            ("effect", "the-ancient-heirloom")]
    assert options_of(s, 1) == ["Yes", "No"]
    s.choose("Yes")  # (then no Rage is left for its BOOST)
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(5, 2)]
    assert health(s, "Robin Hood") == 10
    assert s.data.players[1].resources["Rage"] == 0


def test_R18_two_separate_boost_grants_stack():
    """No bundled card grants two boosts in one combat, so Robin Hood's Snark gets the
    test-only text "During combat: BOOST this card. BOOST this card." """
    s = (duel(robin=6, bigfoot=7).hand(0, "Snark", "A Hunter's Eye", "Feint")
         .hand(1, "Crash Through the Trees"))
    rewrite(s, 0, "Snark", "During combat: BOOST this card. BOOST this card.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Snark")
    assert options_of(s, 0) == ["Boost with A Hunter's Eye (+4)", "Boost with Feint (+2)"]
    s.choose("Boost with A Hunter's Eye (+4)")  # the second grant: Feint, the only card left
    # 3 + 4 + 2
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(9, 0)]
    assert health(s, "Bigfoot") == 16 - 9
    assert discard(s, 0) == ["A Hunter's Eye", "Feint"]


# ---------------------------------------------------------------- defeat and winning


def test_R19_a_defeated_sidekick_is_removed_at_once():
    s = (position({"Robin Hood": 1, "Outlaw 1": 3, "Bigfoot": 11, "The Jackalope": 9})
         .hand(1, "Jackalope Horns").deck_top(1, "Hoax"))
    s.start(1)
    # The Jackalope moves next to the Outlaw only, so the 2 damage go to it without asking.
    s.play("Scheme: Jackalope Horns", "Move The Jackalope to space 4")
    assert s.fighter("Outlaw 1").defeated and space(s, "Outlaw 1") is None
    assert s.data.occupant(3) is None
    assert trail(s, "damage", "defeated") == [("damage", "Outlaw 1"), ("defeated", "Outlaw 1")]
    # The space is free at once: Bigfoot can end a move there in the same turn.
    s.choose("No boost")  # the second action: a maneuver, the only action left
    assert "Move Bigfoot to space 3" in s.options()


def test_R19_when_your_hero_is_defeated_you_lose_at_once():
    s = (duel(robin=1, bigfoot=12, jackalope=9).health("Robin Hood", 2)
         .hand(1, "Jackalope Horns", "Larger Than Life"))
    s.start(1)
    s.play("Scheme: Jackalope Horns", "Move The Jackalope to space 2")
    assert s.state.is_terminal() and s.state.winner() == 1
    assert s.state.returns() == [-1.0, 1.0]
    assert trail(s)[-3:] == [("damage", "Robin Hood"), ("defeated", "Robin Hood"), ("winner", 1)]
    assert len(s.events("action")) == 1  # the game ended in Bigfoot's first action


def test_R19_even_by_your_own_exhaustion_in_your_own_turn():
    s = duel(robin=1, bigfoot=12).health("Robin Hood", 2).hand(0, "Piercing Shot").empty_deck(0)
    s.place("Bigfoot", 5)
    s.start(0)
    s.choose("Attack Bigfoot")  # with Piercing Shot: "After combat: Draw 2 cards."
    assert s.state.is_terminal() and s.state.winner() == 1
    # The first card Robin Hood cannot draw defeats him; the second is never drawn.
    assert trail(s, "exhausted", "defeated", "winner") == [
        ("exhausted", 0), ("defeated", "Robin Hood"), ("winner", 1)]


def test_R20_both_heroes_defeated_at_once_the_player_whose_turn_it_is_wins():
    # Remnant of Valor: "Wiglaf deals 1 damage to each adjacent fighter": Beowulf too.
    s = (position({"Robin Hood": 2, "Beowulf": 5, "Wiglaf": 6}, heroes=("robin-hood", "beowulf"))
         .health("Robin Hood", 1).health("Beowulf", 1)
         .hand(1, "Remnant of Valor", "Feint"))
    s.start(1)
    s.choose("Scheme: Remnant of Valor (Wiglaf)")
    assert s.state.is_terminal() and s.state.winner() == 1  # Beowulf's turn (seat 1)
    assert trail(s)[-5:] == [("damage", "Robin Hood"), ("damage", "Beowulf"),
                             ("defeated", "Robin Hood"), ("defeated", "Beowulf"), ("winner", 1)]


@pytest.mark.parametrize("active", [0, 1])
def test_R20_both_heroes_in_one_batch_of_damage_either_player_s_turn(active):
    """No bundled card defeats both heroes at once in the turn of the player whose hero does
    not deal the damage, so this calls the engine's `deal_damage` with both heroes in one
    batch, in either player's turn."""
    s = duel(robin=1, bigfoot=12).health("Robin Hood", 2).health("Bigfoot", 3)
    s.data.active = active
    with pytest.raises(GameOver):
        deal_damage(s.data, [(s.fighter("Robin Hood"), 2), (s.fighter("Bigfoot"), 5)],
                    source="effect")
    assert s.data.winner == active
    assert [(e["event"], e.get("fighter", e.get("team")))
            for e in (event.to_json(s.data) for event in s.data.events)] == [
        ("damage", "Robin Hood"), ("damage", "Bigfoot"), ("defeated", "Robin Hood"),
        ("defeated", "Bigfoot"), ("winner", active)]


def on_discard(s: Scenario, player: int, title: str) -> Scenario:
    """Put a card of the player's on top of their discard pile (Little Red's basket)."""
    owner = s.data.players[player]
    card_id = next(i for i in owner.pile if s.data.cards[i].title == title)
    owner.pile.remove(card_id)
    owner.discard.append(card_id)
    return s


@pytest.mark.parametrize("health_before, wolf, healed", [(13, False, 1), (12, True, 2),
                                                          (9, True, 4)])
def test_R21_recovering_never_goes_above_the_starting_health(health_before, wolf, healed):
    # A Grimm Tale: "Little Red recovers 2 health. 🐺 Little Red recovers 4 health instead."
    s = (position({"Little Red": 1, "Huntsman": 2, "Bigfoot": 12},
                  heroes=("little-red-riding-hood", "bigfoot"))
         .health("Little Red", health_before).hand(0, "A Grimm Tale", "The Wolf's Skin"))
    if wolf:
        on_discard(s, 0, "What Large Hands You Have")  # the basket shows the wolf
    s.start(0)
    s.choose("Scheme: A Grimm Tale (Huntsman)")
    assert health(s, "Little Red") == min(14, health_before + (4 if wolf else 2))
    assert [(e["fighter"], e["amount"]) for e in s.events("recover")] == [("Little Red", healed)]


# ---------------------------------------------------------------- team play


def team_scenario() -> Scenario:
    """Seats 0 and 2 (Robin Hood) against 1 and 3 (Bigfoot); every fighter off the board."""
    s = Scenario("robin-hood", "bigfoot", "robin-hood", "bigfoot")
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    return s


def put(s: Scenario, seat: int, name: str, where: int, health: int | None = None):
    fighter = next(f for f in s.data.fighters_of(seat) if f.label == name)
    fighter.defeated, fighter.space = False, where
    if health is not None:
        fighter.health = health
    return fighter


def maneuver(s: Scenario) -> None:
    """A maneuver that neither boosts nor moves (Maneuver may be the only action: not asked)."""
    if s.kind() == "action":
        s.choose("Maneuver")
    settle_chance(s)
    for kind, label in (("boost", "No boost"), ("move", "Done moving")):
        if s.kind() == kind:
            s.choose(label)


def end_turn(s: Scenario) -> None:
    while s.kind() == "may":  # Bigfoot's end-of-turn draw
        s.choose("No")


def test_R22_team_play_both_opposing_heroes_must_be_defeated():
    s = team_scenario()
    robin_a = put(s, 0, "Robin Hood", 2, health=2)
    robin_b = put(s, 2, "Robin Hood", 4, health=2)
    put(s, 1, "Bigfoot", 3)
    put(s, 3, "Bigfoot", 12)
    s.hand(1, "Larger Than Life", "Larger Than Life")
    s.start(1)
    s.choose("Attack Robin Hood (space 2) with Bigfoot")
    # One Robin Hood is defeated: his team has not lost.
    assert robin_a.defeated and not s.state.is_terminal() and s.state.winner() is None
    assert options_of(s, 1) == ["Maneuver", "Attack Robin Hood (space 4) with Bigfoot"]
    s.choose("Attack Robin Hood (space 4) with Bigfoot")
    assert robin_b.defeated
    assert s.state.is_terminal() and s.state.winner() == 1
    assert s.state.returns() == [-1.0, 1.0, -1.0, 1.0]


def test_R22_a_player_whose_fighters_are_all_defeated_takes_no_more_turns():
    s = team_scenario()
    outlaw = put(s, 0, "Outlaw 1", 1)  # seat 0: Robin Hood defeated, an Outlaw standing
    put(s, 1, "Bigfoot", 2)
    put(s, 2, "Robin Hood", 12)
    put(s, 3, "Bigfoot", 9)
    s.hand(1, "Larger Than Life", "Crash Through the Trees")
    s.start(0)
    # Seat 0 still has a fighter: it takes its turn.
    maneuver(s)
    maneuver(s)
    assert s.state.current_player() == 1
    s.choose("Attack Outlaw 1 (space 1) with Bigfoot")
    assert outlaw.defeated and not s.state.is_terminal()
    maneuver(s)
    end_turn(s)
    for _ in range(2):  # seats 2 and 3
        maneuver(s)
        maneuver(s)
        end_turn(s)
    # Seat 0 has no fighter left: after seat 3 comes seat 1.
    assert [e["player"] for e in s.events("turn")] == [0, 1, 2, 3, 1]


# ---------------------------------------------------------------- setup


def library_with(board: dict) -> Library:
    base = bundled_library()
    library = Library(dict(base.heroes), dict(base.boards), dict(base.rulesets),
                      dict(base.hero_box), dict(base.board_box))
    library.boards[board["id"]] = board_from_json(board)
    return library


def fresh_game(board: str = "grid", library: Library | None = None) -> Scenario:
    s = Scenario(board=board, library=library)
    s.state = s.game.new_initial_state()
    s.data = s.state.data
    return s


def test_R23_heroes_on_their_start_spaces_sidekicks_in_the_hero_zone():
    s = fresh_game()
    # The first player places Robin Hood on 1, then each Outlaw in a separate empty space
    # of his zone (west: 6 and 7 are in both zones); then the second player.
    assert (space(s, "Robin Hood"), space(s, "Bigfoot")) == (1, None)
    assert options_of(s, 0) == [f"Place Outlaw 1 in space {x}" for x in (2, 5, 6, 7, 9, 10)]
    s.choose("Place Outlaw 1 in space 6")
    assert options_of(s, 0) == [f"Place Outlaw 2 in space {x}" for x in (2, 5, 7, 9, 10)]
    s.play("Place Outlaw 2 in space 2", "Place Outlaw 3 in space 5", "Place Outlaw 4 in space 9")
    # Bigfoot on 2 (space 12); the Jackalope anywhere empty in the east zone (6 is taken).
    assert space(s, "Bigfoot") == 12
    assert options_of(s, 1) == [f"Place The Jackalope in space {x}" for x in (3, 4, 7, 8, 11)]


def test_R23_a_hero_in_several_zones_places_sidekicks_in_any_of_them():
    board = grid_board("grid-middle-start")
    for entry in board["spaces"]:
        entry.pop("start", None)
        if entry["id"] in (11, 12):
            entry["zones"] = ["south"]
    board["zones"].append({"id": "south", "name": "South"})
    board["spaces"][5]["start"], board["spaces"][11]["start"] = 1, 2  # spaces 6 and 12
    s = fresh_game("grid-middle-start", library_with(board))
    assert space(s, "Robin Hood") == 6
    assert options_of(s, 0) == [f"Place Outlaw 1 in space {x}"
                                for x in (1, 2, 3, 4, 5, 7, 8, 9, 10)]


def nook_board() -> dict:
    """The grid with start space 1 in a zone of two spaces, 1 and 2."""
    board = grid_board("grid-nook")
    for entry in board["spaces"]:
        entry["zones"] = ["nook"] if entry["id"] in (1, 2) else ["rest"]
    board["zones"] = [{"id": "nook", "name": "Nook"}, {"id": "rest", "name": "Rest"}]
    return board


def test_R23_no_room_in_the_zone_sidekicks_go_next_to_your_fighters():
    s = fresh_game("grid-nook", library_with(nook_board()))
    # Outlaw 1 fills the nook (the only option, taken without asking).
    assert space(s, "Outlaw 1") == 2
    assert options_of(s, 0) == [f"Place Outlaw 2 in space {x}" for x in (3, 5, 6)]
    s.choose("Place Outlaw 2 in space 3")
    assert options_of(s, 0) == [f"Place Outlaw 3 in space {x}" for x in (4, 5, 6, 7)]


def test_R23_sidekicks_leave_free_the_start_spaces_of_heroes_still_to_be_placed():
    board = grid_board("grid-shared-zone")
    for entry in board["spaces"]:
        entry.pop("start", None)
    board["spaces"][0]["start"], board["spaces"][9]["start"] = 1, 2  # spaces 1 and 10
    s = fresh_game("grid-shared-zone", library_with(board))
    # Start space 2 (space 10) is in Robin Hood's zone: it stays free for Bigfoot.
    assert options_of(s, 0) == [f"Place Outlaw 1 in space {x}" for x in (2, 5, 6, 7, 9)]
    s.play(*(f"Place Outlaw {i} in space {x}" for i, x in ((1, 2), (2, 5), (3, 6), (4, 7))))
    # Bigfoot on his start space; the Jackalope in the one empty space of his zone left.
    assert (space(s, "Bigfoot"), space(s, "The Jackalope")) == (10, 9)
    assert len({f.space for f in s.data.fighters}) == len(s.data.fighters)


def test_R23_the_placement_rule_does_not_apply_to_returning_defeated_fighters():
    # Robin Hood's zone (the nook) is full: Defenders of Sherwood returns an Outlaw only to
    # a space in his zone, so not at all, though spaces next to his fighters are empty.
    s = Scenario(board="grid-nook", library=library_with(nook_board()))
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, at in {"Robin Hood": 1, "Bigfoot": 2, "Outlaw 1": 9, "Outlaw 2": 10,
                      "Outlaw 3": 11}.items():
        s.fighter(label).defeated, s.fighter(label).space = False, at
    s.hand(0, "Defenders of Sherwood").hand(1, "Larger Than Life", "Crash Through the Trees")
    s.deck_top(0, "Snark")
    s.start(1)
    s.play("Attack Robin Hood (space 1) with Bigfoot", "Play Defenders of Sherwood")
    assert options_of(s, 1)[0] == "Maneuver"  # nobody was asked where to return it
    assert s.fighter("Outlaw 4").defeated and space(s, "Outlaw 4") is None
    assert s.events("return") == []
    assert hand(s, 0) == ["Snark"]
    assert health(s, "Robin Hood") == 10


def test_R24_each_player_shuffles_30_cards_draws_5_and_the_first_player_starts():
    s = fresh_game()
    assert [p.deck_size for p in s.data.players] == [30, 30]
    while s.kind() == "place":
        s.choose(s.options()[0])
    # Drawing from the shuffled deck: each card by its number of copies out of 30.
    assert s.state.is_chance_node()
    outcomes = s.state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert {a.value.kind: round(p * 30) for a, p in outcomes}["highway-robbery"] == 4
    settle_chance(s)
    assert [len(p.hand) for p in s.data.players] == [5, 5]
    assert [p.deck_size for p in s.data.players] == [25, 25]
    assert [e["player"] for e in s.events("draw")] == [0] * 5 + [1] * 5
    assert trail(s, "turn") == [("turn", 0)]
    assert s.state.current_player() == 0 and s.kind() == "action"


# ---------------------------------------------------------------- board features


def test_R25_moving_between_secret_passages_costs_one_space():
    s = position({"Robin Hood": 1, "Bigfoot": 4}, board="grid-passages").deck_top(0, "Snark")
    s.start(0)
    s.play("No boost")
    assert moves_of(s, "Robin Hood") == [f"Move Robin Hood to space {x}"
                                         for x in (2, 3, 5, 6, 8, 9, 11, 12)]


def test_R25_an_opposing_fighter_on_the_other_passage_blocks_it():
    s = position({"Robin Hood": 1, "Bigfoot": 12}, board="grid-passages").deck_top(0, "Snark")
    s.start(0)
    s.play("No boost")
    assert moves_of(s, "Robin Hood") == [f"Move Robin Hood to space {x}" for x in (2, 3, 5, 6, 9)]


def test_R25_passage_spaces_are_not_adjacent_for_attacks_or_effects():
    s = position({"Outlaw 1": 1, "Robin Hood": 2, "Bigfoot": 12, "The Jackalope": 9},
                 board="grid-passages").hand(0, "Snark", "Steal From the Rich")
    s.start(0)
    # The Outlaw (melee) in 1 cannot attack Bigfoot in 12; Robin Hood (ranged) in the west
    # can reach the Jackalope in the west, not Bigfoot.
    assert [o for o in s.options() if o.startswith("Attack")] == [
        "Attack The Jackalope (space 9) with Robin Hood"]
    # Wily Fighting: Robin Hood in 12, the Jackalope in 1 is not adjacent to him.
    s = position({"Robin Hood": 12, "Bigfoot": 11, "The Jackalope": 1},
                 board="grid-passages").hand(0, "Wily Fighting")
    s.start(0)
    s.play("Attack Bigfoot (space 11) with Robin Hood", "No")  # with Wily Fighting
    assert trail(s, "damage") == [("damage", "Bigfoot"), ("damage", "Bigfoot")]
    assert (health(s, "Bigfoot"), health(s, "The Jackalope")) == (16 - 3 - 1, 6)


# ---------------------------------------------------------------- the heroes


def test_R30_robin_hood_after_you_attack_move_the_attacker_up_to_2():
    s = (position({"Robin Hood": 9, "Outlaw 1": 3, "Bigfoot": 7})
         .hand(0, "Snark").deck_top(0, "Feint"))
    s.start(0)
    s.choose("Attack Bigfoot (space 7) with Outlaw 1")  # with Snark, its only card
    assert options_of(s, 0) == ["Yes", "No"]
    s.choose("Yes")
    # The fighter that attacked, the Outlaw, not Robin Hood.
    assert options_of(s, 0) == [f"Move Outlaw 1 to space {x}" for x in (1, 2)] + [
        "Leave Outlaw 1 in space 3"] + [f"Move Outlaw 1 to space {x}" for x in (4, 6, 8)]
    s.choose("Move Outlaw 1 to space 1")
    assert (space(s, "Outlaw 1"), space(s, "Robin Hood")) == (1, 9)


def test_R30_robin_hood_ability_not_when_defending_nor_for_a_defeated_attacker():
    s = (duel(robin=6, bigfoot=7).hand(1, "Skirmish", "Crash Through the Trees")
         .hand(0, "Snark").deck_top(0, "Feint"))
    s.start(1)
    s.play("Attack Robin Hood", "Play Snark")
    assert s.events("ability") == []
    # An attacking Outlaw defeated after combat (its own Regroup draws from an empty deck)
    # is not there to move.
    s = (position({"Robin Hood": 9, "Outlaw 1": 3, "Bigfoot": 7})
         .hand(0, "Regroup", "Steal From the Rich").empty_deck(0))
    s.start(0)
    s.choose("Attack Bigfoot (space 7) with Outlaw 1")
    assert s.fighter("Outlaw 1").defeated
    assert health(s, "Robin Hood") == 13 - 2 - 2  # won: draw 2, from an empty deck
    assert s.events("ability") == []
    assert options_of(s, 0)[0] == "Maneuver"


def test_R30_bigfoot_draws_at_the_end_of_his_turn_if_no_opposing_fighter_in_his_zone():
    s = duel(robin=1, bigfoot=12).deck_top(1, "Hoax", "Feint", "Regroup")
    s.start(1)
    maneuver(s)
    maneuver(s)
    assert options_of(s, 1) == ["Yes", "No"]
    s.choose("Yes")
    assert hand(s, 1) == ["Feint", "Hoax", "Regroup"]
    assert trail(s, "ability", "draw")[-2:] == [("ability", "at the end of your turn"),
                                                ("draw", "regroup")]


def test_R30_bigfoot_no_draw_with_an_opposing_fighter_in_his_zone():
    # An Outlaw in 6 (west and east) is in Bigfoot's zone (east).
    s = (position({"Robin Hood": 1, "Outlaw 1": 6, "Bigfoot": 12})
         .deck_top(1, "Hoax", "Feint", "Regroup"))
    s.start(1)
    maneuver(s)
    maneuver(s)
    # Bigfoot's turn is over without a question: Robin Hood's has begun.
    assert trail(s, "turn") == [("turn", 1), ("turn", 0)]
    assert hand(s, 1) == ["Feint", "Hoax"]
