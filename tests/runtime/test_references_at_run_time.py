"""What the resolver binds is what the runtime executes; a name of a group of sidekicks
means any of them; and positions and texts that used to break a game (issue 15) play."""

from __future__ import annotations

import random
from dataclasses import replace

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import needed
from cardsmith.runtime import Game
from cardsmith.runtime.defs import Library, board_from_json
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.cards import MOST_NUMBERS
from cardsmith.runtime.engine.events import GameDrawn

from .scenario import Scenario, bundled_library, bundled_result
from .test_rulings import position, rewrite, settle_chance


def test_every_back_reference_of_the_bundled_content_is_bound_in_the_bundle():
    from cardsmith.grammar.serialize import node_from_json

    references = 0
    for bundle in bundled_result().bundles.values():
        for hero in bundle["heroes"]:
            effects = [c["ast"] for c in hero["cards"]] + [(hero["ability"] or {}).get("ast")]
            for ast in filter(None, effects):
                for node in n.walk(node_from_json(ast)):
                    if needed(node) is not None or isinstance(node, n.MoveThrough):
                        assert node.binding is not None, (hero["id"], node)
                        references += 1
    assert references >= 15


def test_move_through_applies_to_the_move_it_follows_only():
    # Bigfoot in 5 with Robin Hood in 6 beside him, the Jackalope in 2 with Robin Hood in 6
    # below: "the Jackalope may move through" lets the Jackalope pass 6, not Bigfoot.
    s = position({"Robin Hood": 6, "Bigfoot": 5, "The Jackalope": 2})
    s.hand(1, "Crash Through the Trees")
    rewrite(s, 1, "Crash Through the Trees", "Move the Jackalope up to 2 spaces. Move Bigfoot "
            "up to 2 spaces. You may move the Jackalope through spaces containing opposing "
            "fighters.")
    s.start(1)
    s.choose("Scheme: Crash Through the Trees (Bigfoot)")
    assert "Move The Jackalope to space 10" in s.options()  # 2 -> 6 -> 10, through Robin Hood
    s.choose("Leave The Jackalope in space 2")
    assert "Move Bigfoot to space 7" not in s.options()  # 5 -> 6 is blocked for him


def test_them_after_a_move_of_each_fighter_lets_every_one_of_them_move_through():
    # Bigfoot in 6 between Robin Hood in 5 and space 7, and between Outlaw 1 in 2 and space
    # 10: each reaches the far side in 2 spaces only through him.
    for through in (True, False):
        s = position({"Robin Hood": 5, "Outlaw 1": 2, "Bigfoot": 6})
        s.hand(0, "Steal From the Rich")
        rewrite(s, 0, "Steal From the Rich", "Move each of your fighters up to 2 spaces." + (
            " You may move them through spaces containing opposing fighters." if through else ""))
        s.start(0)
        s.choose("Scheme: Steal From the Rich (Robin Hood)")
        assert ("Move Robin Hood to space 7" in s.options()) is through
        s.choose("Leave Robin Hood in space 5")
        assert ("Move Outlaw 1 to space 10" in s.options()) is through


def test_adjacent_to_an_outlaw_means_any_outlaw():
    for text in ("Deal 1 damage to each opposing fighter adjacent to an Outlaw.",
                 "Deal 1 damage to each opposing fighter adjacent to Outlaw."):
        s = position({"Robin Hood": 1, "Outlaw 1": 4, "Outlaw 3": 10, "Bigfoot": 11})
        s.hand(0, "Steal From the Rich")
        rewrite(s, 0, "Steal From the Rich", text)
        s.start(0)
        s.choose("Scheme: Steal From the Rich (Robin Hood)")
        assert s.fighter("Bigfoot").health == 15  # next to Outlaw 3, the second on the board


def test_if_outlaw_is_adjacent_holds_for_any_outlaw():
    s = position({"Robin Hood": 1, "Outlaw 1": 4, "Outlaw 3": 10, "Bigfoot": 11})
    s.hand(0, "Steal From the Rich").deck_top(0, "Feint")
    rewrite(s, 0, "Steal From the Rich", "If Outlaw is adjacent to Bigfoot, draw 1 card.")
    s.start(0)
    s.choose("Scheme: Steal From the Rich (Robin Hood)")
    assert [e["card"] for e in s.events("draw")] == ["feint"]


# ---------------------------------------------------------------- issue 15's reproducers


def test_placing_a_fighter_in_a_chosen_space_never_puts_two_in_one_space():
    s = position({"Robin Hood": 12, "Bigfoot": 1, "The Jackalope": 2})
    s.hand(1, "Jackalope Horns")
    rewrite(s, 1, "Jackalope Horns", "Choose any space in the Jackalope's zone. Place Bigfoot "
            "in that space.")
    s.start(1)
    s.choose("Scheme: Jackalope Horns (The Jackalope)")
    s.choose("Space 2")  # the Jackalope's own space counts as free for the Jackalope only
    assert s.fighter("Bigfoot").space == 1 and s.fighter("The Jackalope").space == 2
    assert inv.violations(s.state) == []


def test_choosing_their_attack_card_from_an_attack_of_ones_own_does_nothing():
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, "Feint").hand(1, "Regroup", "Savagery")
    rewrite(s, 0, "Feint", "Immediately: Look at their hand and choose an attack or "
            "versatile card for them to play.")
    s.start(0)
    s.play("Attack Bigfoot (space 7) with Robin Hood", "Play Regroup")
    settle_chance(s)
    assert inv.violations(s.state) == [] and "Savagery" in [
        s.data.cards[i].title for i in s.data.players[1].hand]


def test_more_fighters_than_free_spaces_sets_up_without_an_empty_decision():
    library = Library(dict(bundled_library().heroes), {}, dict(bundled_library().rulesets),
                      dict(bundled_library().hero_box), {})
    spaces = [{"id": i, "zones": ["z"], "adjacent": [j for j in (i - 1, i + 1) if 1 <= j <= 3]}
              for i in (1, 2, 3)]
    spaces[0]["start"], spaces[2]["start"] = 1, 2
    library.boards["closet"] = board_from_json({"id": "closet", "name": "Closet", "players": 2,
                                                "spaces": spaces, "zones": [{"id": "z"}]})
    state, _ = inv.play_random(Game(library, ("robin-hood", "bigfoot"), "closet"), 3)
    assert state.is_terminal()


def _with_card_values(library: Library, hero: str, value: int) -> Library:
    heroes = dict(library.heroes)
    cards = tuple(replace(c, value=value) if c.value is not None else c
                  for c in heroes[hero].cards)
    heroes[hero] = replace(heroes[hero], cards=cards)
    return Library(heroes, library.boards, library.rulesets, library.hero_box, library.board_box)


def test_naming_a_value_never_lists_more_than_a_bounded_number_of_options():
    library = _with_card_values(bundled_library(), "bigfoot", 10 ** 9)
    s = Scenario("sherlock-holmes", "bigfoot", library=library)
    s.place("Holmes", 1).place("Dr. Watson", 2).place("Bigfoot", 12).place("The Jackalope", 11)
    s.hand(0, "Confirm Suspicion")
    s.start(0)
    s.choose("Scheme: Confirm Suspicion (Holmes)")
    assert s.kind() == "name" and len(s.options()) == MOST_NUMBERS


def test_draw_up_to_a_huge_number_offers_a_bounded_choice():
    s = position({"Robin Hood": 1, "Bigfoot": 12}).hand(0, "Steal From the Rich")
    rewrite(s, 0, "Steal From the Rich", "Draw up to 1000000 cards.")
    s.start(0)
    s.choose("Scheme: Steal From the Rich (Robin Hood)")
    assert s.kind() == "how many" and len(s.options()) == MOST_NUMBERS


def test_a_ruleset_with_no_exhaustion_still_ends_the_game_by_its_turn_limit():
    base = bundled_library()
    rulesets = {box: replace(r, exhaustion_damage=0, turn_limit=40)
                for box, r in base.rulesets.items()}
    library = Library(base.heroes, base.boards, rulesets, base.hero_box, base.board_box)
    for seed in range(4):
        state, result = inv.play_random(Game(library, ("robin-hood", "bigfoot"), "yukon"), seed)
        assert state.is_terminal() and state.data.turn <= 40
        if result.winner is None:
            assert isinstance(state.events[-1], GameDrawn)
            assert state.returns() == [0.0, 0.0]
