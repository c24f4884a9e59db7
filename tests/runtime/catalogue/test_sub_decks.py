"""Sub-decks declared in the hero file (issue 10): the test hero Agent Nine
(tests/fixtures/subdecks/agent-nine.yaml) sets three missions aside, one dealt face up into
her area "mission" at set-up; a mission is played from there with the scheme action only
while its "Mission:" condition holds, and "Acquire a new mission." deals the next at
random. Played against Bigfoot on the 3 x 4 grid of `tests/runtime/scenario.py`."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.runtime import Game
from cardsmith.runtime.defs import Library
from cardsmith.runtime.engine import invariants as inv

from ..scenario import Scenario, bundled_library
from ..test_rulings import discard, hand, titles

HEROES = Path(__file__).resolve().parents[2] / "fixtures" / "subdecks"  # and the gadgets' hero
MISSIONS = ["The Budapest Gambit", "The Kinshasa Directive", "The Moscow Protocol"]


@lru_cache(maxsize=1)
def library() -> Library:
    """The bundled heroes and boards, and the test heroes of sub-decks."""
    result = compile_paths([HEROES], self_check=True)
    assert result.ok, [d.message for d in result.diagnostics]
    bundled = bundled_library()
    found = Library(dict(bundled.heroes), dict(bundled.boards), dict(bundled.rulesets),
                    dict(bundled.hero_box), dict(bundled.board_box))
    for bundle in result.bundles.values():
        found.add_bundle(bundle)
    return found


def area(s: Scenario, name: str) -> list[str]:
    return titles(s, s.data.players[0].areas.get(name, []))


def sub_deck_position(hero: str, where: dict[str, int], sub_deck: str, title: str) -> Scenario:
    """`hero` against Bigfoot, only the fighters named on the board, in the spaces given;
    `title` of her sub-deck `sub_deck` face up in its area, the rest face down."""
    s = Scenario(hero, "bigfoot", library=library())
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, space in where.items():
        s.fighter(label).defeated, s.fighter(label).space = False, space
    owner = s.data.players[0]
    stock = owner.areas[f"{sub_deck} deck"]
    chosen = next(i for i in stock if s.data.cards[i].title == title)
    stock.remove(chosen)
    owner.areas[sub_deck] = [chosen]
    return s


def position(active: str, hand_titles: tuple[str, ...] = (), at: int = 1) -> Scenario:
    """Agent Nine in space `at` (her start space is 1), Bigfoot in 12; the mission `active`
    face up, the other two face down."""
    s = sub_deck_position("agent-nine", {"Agent Nine": at, "Bigfoot": 12}, "mission", active)
    s.hand(0, *hand_titles)
    s.hand(1, "Hoax", "Regroup", "Savagery")
    return s


def test_the_sub_deck_is_set_aside_and_one_mission_dealt_face_up_at_set_up():
    state = Game(library(), ("agent-nine", "bigfoot"), "grid").new_initial_state()
    while state.decision().kind != "action":
        state.apply(0)  # each chance and placement: its first option
    owner = state.data.players[0]
    deck = owner.pile + owner.deck_top + owner.deck_bottom + owner.hand
    assert len(deck) == 27 and not {state.data.cards[i].title for i in deck} & set(MISSIONS)
    face_up = [state.data.cards[i].title for i in owner.areas["mission"]]
    face_down = sorted(state.data.cards[i].title for i in owner.areas["mission deck"])
    assert face_up == ["The Budapest Gambit"]  # the first of the three kinds, by title
    assert face_down == ["The Kinshasa Directive", "The Moscow Protocol"]
    acquired = [e for e in state.event_json() if e["event"] == "acquire"]
    assert acquired == [{"turn": 0, "event": "acquire", "player": 0,
                         "card": "the-budapest-gambit", "area": "mission"}]


def test_a_mission_is_offered_while_its_condition_holds():
    s = position("The Kinshasa Directive")  # "Agent Nine is in your starting space."
    s.start(0)
    assert "Scheme: The Kinshasa Directive (Agent Nine)" in s.options()


def test_a_mission_is_not_offered_while_its_condition_does_not_hold():
    s = position("The Kinshasa Directive", at=2)
    s.start(0)
    assert not [o for o in s.options() if "Kinshasa" in o]


@pytest.mark.parametrize("cards, offered", [(("Strike", "Parry"), True),
                                            (("Strike", "Parry", "Feint"), False)])
def test_the_condition_counts_the_other_cards_in_hand(cards, offered):
    s = position("The Budapest Gambit", cards)  # "2 or fewer other cards in your hand"
    s.start(0)
    assert bool([o for o in s.options() if "Budapest" in o]) is offered


def test_a_face_down_mission_is_not_offered():
    s = position("The Budapest Gambit", at=1)  # the Kinshasa Directive's condition holds
    s.start(0)
    assert not [o for o in s.options() if "Kinshasa" in o]


def test_playing_a_mission_resolves_it_and_acquires_the_next_at_random():
    s = position("The Kinshasa Directive")
    s.start(0)
    s.choose("Scheme: The Kinshasa Directive")
    s.play("Discard Hoax", "Discard Regroup")  # "They discard 2 cards." (Bigfoot's player)
    assert s.kind() == "random card"
    assert s.options() == ["the-budapest-gambit", "the-moscow-protocol"]
    s.choose("the-moscow-protocol")
    assert area(s, "mission") == ["The Moscow Protocol"]
    assert area(s, "mission deck") == ["The Budapest Gambit"]
    assert discard(s, 0) == ["The Kinshasa Directive"] and hand(s, 1) == ["Savagery"]
    assert [e["card"] for e in s.events("acquire")] == ["the-moscow-protocol"]


def test_acquiring_from_an_empty_sub_deck_deals_nothing():
    s = position("The Kinshasa Directive")
    s.data.players[0].discard.extend(s.data.players[0].areas.pop("mission deck"))
    s.start(0)
    s.choose("Scheme: The Kinshasa Directive")
    s.play("Discard Hoax", "Discard Regroup")
    assert area(s, "mission") == [] and s.events("acquire") == []
    # her second action: with no card and no mission, a maneuver at once, which draws
    assert s.kind() == "draw"


@pytest.mark.parametrize("at, offered", [(1, True), (2, False)])
def test_a_mission_in_the_hand_waits_for_its_condition_too(at, offered):
    s = position("The Budapest Gambit", at=at)
    owner = s.data.players[0]  # a text put it in her hand ("return ... to your hand")
    owner.hand += [i for i in owner.areas["mission deck"]
                   if s.data.cards[i].title == "The Kinshasa Directive"]
    owner.areas["mission deck"] = [i for i in owner.areas["mission deck"] if i not in owner.hand]
    s.start(0)
    assert bool([o for o in s.options() if "Kinshasa" in o]) is offered


def test_cards_not_in_a_playable_sub_deck_stay_in_their_area():
    lib = library()
    hero = lib.heroes["agent-nine"]
    closed = replace(hero, sub_decks=tuple(replace(d, playable=False) for d in hero.sub_decks))
    s = position("The Kinshasa Directive")
    s.data.players[0].hero = closed
    s.start(0)
    assert not [o for o in s.options() if "Kinshasa" in o]


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_missions_keep_the_invariants(seed):
    """Whole games from set-up, the invariants checked after every action: cards are
    neither lost nor doubled between the deck, the hand and the sub-deck's two areas."""
    state, result = inv.play_random(Game(library(), ("agent-nine", "bigfoot"), "yukon"), seed)
    assert state.is_terminal() and result.winner is not None


def test_random_games_play_every_mission():
    played: set[str] = set()
    for seed in range(4):
        state, _ = inv.play_random(Game(library(), ("agent-nine", "bigfoot"), "yukon"), seed,
                                   checked=False)
        played.update(e["card"] for e in state.event_json() if e["event"] == "scheme")
    assert {"the-budapest-gambit", "the-moscow-protocol", "the-kinshasa-directive"} <= played
