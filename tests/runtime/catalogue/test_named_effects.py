"""Named effects a hero declares (issue 10): the test hero Granny Thistle
(tests/fixtures/named-effects/granny-thistle.yaml) declares three spells, "cast": Toad's
Blessing ("Draw 1 card."), Nettle Sting ("Deal 2 damage to any one opposing fighter adjacent
to Granny Thistle.", cost "Discard 1 card.") and Moonlit Path ("Move Granny Thistle up to 3
spaces."). Her cards cast them as The Wayward Sisters' Something Wicked This Way Comes does,
and her ability "At the end of your turn: You may discard 2 cards to cast a spell." Played
against Bigfoot on the 3 x 4 grid of `tests/runtime/scenario.py`."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.runtime import Game, State
from cardsmith.runtime.defs import Library
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.log import GameLog

from ..scenario import Scenario, bundled_library
from ..test_rulings import rewrite
from .positions import discard, hand, health, position, space

HEROES = Path(__file__).resolve().parents[2] / "fixtures" / "named-effects"
SPELLS = ["Cast Toad's Blessing", "Cast Nettle Sting", "Cast Moonlit Path"]


@lru_cache(maxsize=1)
def compiled():
    result = compile_paths([HEROES], self_check=True)
    assert result.ok, [d.message for d in result.diagnostics]
    return result


@lru_cache(maxsize=1)
def library() -> Library:
    """The bundled heroes and boards, and the test hero of named effects."""
    bundled = bundled_library()
    found = Library(dict(bundled.heroes), dict(bundled.boards), dict(bundled.rulesets),
                    dict(bundled.hero_box), dict(bundled.board_box))
    for bundle in compiled().bundles.values():
        found.add_bundle(bundle)
    return found


def witch(where: dict[str, int], *cards: str, bigfoot_cards: tuple[str, ...] = ("Hoax",)
          ) -> Scenario:
    """Granny Thistle against Bigfoot, only the fighters named on the board; her hand the
    cards given, and Bramble Ward and Cackle on top of her deck, drawn in that order."""
    s = position("granny-thistle", "bigfoot", where, library=library())
    s.hand(0, *cards)
    s.hand(1, *bigfoot_cards)
    s.deck_top(0, "Bramble Ward", "Cackle")
    return s


def invoked(s: Scenario) -> list[tuple[str | None, str, str]]:
    return [(e["card"], e["word"], e["effect"]) for e in s.events("invoke")]


# ---------------------------------------------------------------- the choice


def test_cast_any_spell_offers_every_spell_to_the_player_who_cast():
    s = witch({"Granny Thistle": 6, "Bigfoot": 12}, "Double Trouble")
    s.start(0)
    s.choose("Scheme: Double Trouble")
    assert s.kind() == "named effect" and s.state.current_player() == 0
    assert s.options() == SPELLS
    assert s.state.decision().prompt == "named effect: cast any spell"


def test_the_choice_is_seen_by_the_player_who_casts_only():
    s = witch({"Granny Thistle": 6, "Bigfoot": 12}, "Double Trouble")
    s.start(0)
    s.choose("Scheme: Double Trouble")
    mine = s.state.observation(0).to_json()["decision"]
    assert mine["kind"] == "named effect"
    assert [o["name"] for o in mine["options"]] == ["Toad's Blessing", "Nettle Sting",
                                                   "Moonlit Path"]
    assert s.state.observation(1).to_json()["decision"] is None


def test_a_different_spell_is_not_the_one_this_card_cast():
    s = witch({"Granny Thistle": 6, "Bigfoot": 12}, "Double Trouble")
    s.start(0)
    s.play("Scheme: Double Trouble", "Cast Toad's Blessing")
    assert s.kind() == "named effect"
    assert s.options() == ["Cast Nettle Sting", "Cast Moonlit Path"]
    s.choose("Cast Moonlit Path")
    assert s.kind() == "move" and "Move Granny Thistle to space 9" in s.options()
    s.choose("Move Granny Thistle to space 9")
    assert space(s, "Granny Thistle") == 9
    assert invoked(s) == [("double-trouble", "spell", "Toad's Blessing"),
                          ("double-trouble", "spell", "Moonlit Path")]
    assert discard(s, 0) == ["Double Trouble"]
    # Toad's Blessing drew Bramble Ward; her second action, a maneuver (nothing else is
    # legal), drew Cackle
    assert [e["card"] for e in s.events("draw")] == ["bramble-ward", "cackle"]


def test_the_next_card_may_cast_the_same_spell_again():
    s = witch({"Granny Thistle": 6, "Bigfoot": 12}, "Double Trouble", "Double Trouble")
    s.start(0)
    s.play("Scheme: Double Trouble", "Cast Toad's Blessing", "Cast Moonlit Path",
           "Leave Granny Thistle in space 6")
    s.choose("Scheme: Double Trouble")
    assert s.options() == SPELLS


def test_a_spell_that_deals_damage_resolves_with_the_card_as_its_source():
    s = witch({"Granny Thistle": 6, "Bigfoot": 7}, "Hex Bag", "Cackle")
    s.start(0)
    s.choose("Scheme: Hex Bag")  # "Cast Nettle Sting.": one spell, no choice
    assert health(s, "Bigfoot") == 14  # 16 - 2
    assert invoked(s) == [("hex-bag", "spell", "Nettle Sting")]
    # no cost paid, as the text does not say so: Cackle is still in her hand
    assert hand(s, 0) == ["Cackle"] and discard(s, 0) == ["Hex Bag"]
    damage = [e for e in s.state.event_json() if e["event"] == "damage"]
    assert damage == [{"turn": 1, "event": "damage", "fighter": "Bigfoot", "player": 1,
                       "amount": 2, "health": 14, "source": "effect"}]


def test_a_damage_spell_with_no_fighter_in_reach_does_nothing():
    s = witch({"Granny Thistle": 1, "Bigfoot": 12}, "Hex Bag")
    s.start(0)
    s.choose("Scheme: Hex Bag")
    assert health(s, "Bigfoot") == 16 and invoked(s) == [("hex-bag", "spell", "Nettle Sting")]


# ---------------------------------------------------------------- costs


def test_paying_its_cost_offers_only_spells_whose_cost_can_be_paid():
    s = witch({"Granny Thistle": 6, "Bigfoot": 7}, "Midnight Ritual")
    s.start(0)
    s.play("Scheme: Midnight Ritual", "Yes")  # "You may cast a spell, paying its cost."
    assert s.options() == ["Cast Toad's Blessing", "Cast Moonlit Path"]  # no card to discard


def test_paying_its_cost_pays_before_the_spell_resolves():
    s = witch({"Granny Thistle": 6, "Bigfoot": 7}, "Midnight Ritual", "Cackle",
              "Broomstick Swipe")
    s.start(0)
    s.play("Scheme: Midnight Ritual", "Yes", "Cast Nettle Sting")
    assert s.kind() == "discard" and health(s, "Bigfoot") == 16  # the cost first
    s.choose("Discard Cackle")
    assert discard(s, 0) == ["Cackle", "Midnight Ritual"] and hand(s, 0) == ["Broomstick Swipe"]
    assert health(s, "Bigfoot") == 14
    events = [e["event"] for e in s.state.event_json()]
    assert events[events.index("invoke"):] == ["invoke", "discard", "damage"]


def test_the_ability_casts_for_a_cost_of_its_own_with_no_card():
    s = witch({"Granny Thistle": 6, "Bigfoot": 12}, "Cackle", "Bramble Ward")
    s.start(0)  # two maneuvers (nothing else is legal), each drawing a card
    s.play("No boost", "Done moving", "No boost", "Done moving")
    assert s.kind() == "may"
    assert s.state.decision().prompt == "you may discard 2 cards to cast a spell"
    s.play("Yes", "Discard Cackle", "Discard Bramble Ward")
    assert s.options() == SPELLS
    s.choose("Cast Moonlit Path")
    assert invoked(s) == [(None, "spell", "Moonlit Path")]
    assert discard(s, 0) == ["Bramble Ward", "Cackle"]


# ---------------------------------------------------------------- in a combat


def test_a_combat_card_casts_after_combat_for_its_fighter():
    s = witch({"Granny Thistle": 6, "Bigfoot": 7}, "Broomstick Swipe",
              bigfoot_cards=("Hoax",))
    s.start(0)
    s.play("Attack Bigfoot", "No defense card")  # her one attack card, played at once
    assert health(s, "Bigfoot") == 13  # the attack's 3
    assert invoked(s) == [("broomstick-swipe", "spell", "Toad's Blessing")]
    events = [(e["event"], e.get("card")) for e in s.state.event_json()]
    after = events[events.index(("invoke", "broomstick-swipe")):]
    assert after[:2] == [("invoke", "broomstick-swipe"), ("draw", "bramble-ward")]


def test_a_different_spell_is_none_the_card_cast_in_an_earlier_timing_window():
    s = witch({"Granny Thistle": 6, "Bigfoot": 7}, "Broomstick Swipe")
    rewrite(s, 0, "Broomstick Swipe",
            "Immediately: Cast any spell. After combat: Cast a different spell.")
    s.start(0)
    s.play("Attack Bigfoot", "No defense card", "Cast Toad's Blessing")
    assert s.kind() == "named effect"
    assert s.options() == ["Cast Nettle Sting", "Cast Moonlit Path"]


def test_a_state_saved_between_two_spells_remembers_the_first():
    s = witch({"Granny Thistle": 6, "Bigfoot": 7}, "Broomstick Swipe")
    rewrite(s, 0, "Broomstick Swipe",
            "Immediately: Cast any spell. After combat: Cast a different spell.")
    s.start(0)
    s.play("Attack Bigfoot", "No defense card", "Cast Moonlit Path",
           "Leave Granny Thistle in space 6")
    saved = json.loads(json.dumps(s.state.to_json()))  # plain JSON, through text
    loaded = State.from_json(s.game, saved)
    assert loaded == s.state
    assert [a.label for a in loaded.legal_actions()] == ["Cast Toad's Blessing",
                                                         "Cast Nettle Sting"]


# ---------------------------------------------------------------- the log


LOGGED = {
    "en": "    Granny Thistle (player 1) uses the spell Toad's Blessing",
    "it": "    Nonna Cardo (giocatore 1) usa Benedizione del Rospo (incantesimo)",
    "pl": "    Babcia Oset (gracz 1) używa: Błogosławieństwo Ropuchy (zaklęcie)",
    "pt-BR": "    Vovó Cardo (jogador 1) usa Bênção do Sapo (feitiço)",
    "tr": "    Devedikeni Nine (1. oyuncu) Kurbağa Kutsaması (büyü) kullanır",
}


@pytest.mark.parametrize("lang", LOGGED)
def test_the_log_says_which_spell_in_every_language(lang):
    s = witch({"Granny Thistle": 6, "Bigfoot": 12}, "Double Trouble")
    s.start(0)
    s.play("Scheme: Double Trouble", "Cast Toad's Blessing")
    names = NameTable.from_bundles(list(compiled().bundles.values()), ("granny-thistle",))
    text = GameLog(s.state.data, lang, names).text(s.state.events)
    assert not re.search(r"[{}]|\$", text)
    assert LOGGED[lang] in text.splitlines()


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_spells_keep_the_invariants(seed):
    state, result = inv.play_random(Game(library(), ("granny-thistle", "bigfoot"), "yukon"),
                                    seed)
    assert state.is_terminal() and result.winner is not None


def test_random_games_cast_every_spell():
    cast: set[str] = set()
    for seed in range(3):
        state, _ = inv.play_random(Game(library(), ("granny-thistle", "bigfoot"), "yukon"),
                                   seed, checked=False)
        cast.update(e["effect"] for e in state.event_json() if e["event"] == "invoke")
    assert cast == {"Toad's Blessing", "Nettle Sting", "Moonlit Path"}


@pytest.mark.parametrize("seed", range(3))
def test_cardsmith_play_plays_the_hero_with_spells(seed):
    result = CliRunner().invoke(main, ["play", "granny-thistle", "bigfoot", "--board", "yukon",
                                       "--content", str(HEROES), "--seed", str(seed),
                                       "--agents", "random,random"])
    assert result.exit_code == 0, result.output
    assert re.search(r"wins the game\.|ends in a draw", result.output)
    assert "Granny Thistle (player 1) uses the spell " in result.output
