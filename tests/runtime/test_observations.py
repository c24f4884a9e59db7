"""Observations: what a player may know, and agents that decide from them alone."""

from __future__ import annotations

import importlib
import json
import random

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime import Game
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.agents import GreedyAgent, RandomAgent

from .scenario import Scenario, bundled_library
from .test_rulings import rewrite


def mid_game(seed: int = 2, steps: int = 40):
    rng = random.Random(seed)
    state = Game(bundled_library(), ("robin-hood", "bigfoot"), "yukon").new_initial_state()
    while len(state.history) < steps:
        state.apply(inv.choose(state, rng))
    return state


def with_hidden_card_swapped(state, player: int):
    """The same position, but one card of `player`'s hand swapped with one of their deck's
    pile of another kind: what the other player cannot tell apart."""
    other = state.clone()
    owner = other.data.players[player]
    hand_card = owner.hand[0]
    pile_card = next(c for c in owner.pile
                     if other.data.cards[c].kind != other.data.cards[hand_card].kind)
    owner.hand[0], owner.pile[owner.pile.index(pile_card)] = pile_card, hand_card
    return other


def twin_positions(seeds: range):
    """For each seed, a position at player 0's decision and its twin with a hidden card of
    player 1 swapped."""
    for seed in seeds:
        state = mid_game(seed, steps=30 + seed)
        while state.is_chance_node() or state.current_player() != 0:
            state.apply(inv.choose(state, random.Random(seed)))
        yield seed, state, with_hidden_card_swapped(state, 1)


def test_an_observation_holds_the_own_hand_and_only_counts_of_the_others():
    state = mid_game()
    seen = state.observation(0)
    assert seen.hand == tuple(state.data.players[0].hand)
    assert seen.players[1].hand is None
    assert seen.players[1].hand_size == len(state.data.players[1].hand)
    assert seen.players[1].deck_size == state.data.players[1].deck_size
    assert seen.players[1].discard == tuple(state.data.players[1].discard)
    assert json.loads(json.dumps(seen.to_json()))["players"][1]["hand"] is None


def test_a_player_cannot_tell_two_positions_that_differ_in_a_hidden_card():
    state = mid_game()
    twin = with_hidden_card_swapped(state, 1)
    assert state.observation(0).to_json() == twin.observation(0).to_json()
    assert state.observation(1).to_json() != twin.observation(1).to_json()  # they can


@pytest.mark.parametrize("agent", [GreedyAgent, RandomAgent])
def test_an_agent_decides_the_same_when_only_a_hidden_card_differs(agent):
    for _, state, twin in twin_positions(range(8)):
        a, b = agent(random.Random(1)), agent(random.Random(1))
        assert a.act(state.observation(0)) == b.act(twin.observation(0))


def test_the_observation_carries_no_way_back_to_the_state():
    seen = mid_game().observation(0)
    reachable = [seen.game, *vars(type(seen)).keys()]
    assert not any(type(x).__name__ in ("State", "GameData") for x in reachable)
    assert all(not hasattr(seen, name) for name in ("state", "data", "_state", "_data"))


def test_a_defender_does_not_see_the_face_down_attack_card():
    s = (Scenario("robin-hood", "bigfoot").place("Robin Hood", 6).place("Bigfoot", 7)
         .hand(0, "Feint").hand(1, "Regroup"))
    s.start(0)
    s.choose("Attack Bigfoot (space 7) with Robin Hood")
    assert s.kind() == "defense card"
    feint = next(i for i in s.data.in_play)
    assert feint not in s.state.observation(1).in_play  # face down
    assert feint in s.state.observation(0).in_play
    s.choose("Play Regroup")
    assert feint in s.state.observation(1).in_play  # both revealed


def test_agents_of_ones_own_play_through_the_command_line(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["play", "robin-hood", "bigfoot", "--agents",
                                  "tests.runtime.plugin_agents:FirstOption,random"])
    assert result.exit_code == 0, result.output
    assert result.output.rstrip().endswith(("wins the game.", "turns."))
    sim = runner.invoke(main, ["sim", "robin-hood", "bigfoot", "--games", "4", "--format",
                               "json", "--agents", "greedy,tests.runtime.plugin_agents:FirstOption"])
    assert sim.exit_code == 0 and json.loads(sim.output)["games"] == 4


def test_an_agent_that_peeks_finds_nothing():
    peeker = importlib.import_module("tests.runtime.plugin_agents").Peeker  # as --agents loads it
    peeker.seen.clear()
    result = CliRunner().invoke(main, ["play", "robin-hood", "bigfoot", "--agents",
                                       "tests.runtime.plugin_agents:Peeker,random"])
    assert result.exit_code == 0 and peeker.seen
    assert set(peeker.seen) == {None}


@pytest.mark.parametrize("agents, message", [
    ("random", "two agents"), ("no.such.module:Agent,random", "cannot import"),
    ("tests.runtime.plugin_agents:Nothing,random", "not an agent class"),
    ("clever,random", "expected one of")])
def test_a_bad_agent_is_a_usage_error(agents, message):
    result = CliRunner().invoke(main, ["play", "robin-hood", "bigfoot", "--agents", agents])
    assert result.exit_code == 2 and message in result.output


def test_an_agent_that_fails_is_reported_as_its_own_fault():
    for command in ("play", "sim"):
        result = CliRunner().invoke(main, [command, "robin-hood", "bigfoot", "--agents",
                                           "tests.runtime.plugin_agents:Broken,random"])
        assert result.exit_code == 1, result.output
        assert "agent 'tests.runtime.plugin_agents:Broken' answered" in result.output


def test_matchups_take_agents_of_ones_own():
    result = CliRunner().invoke(main, ["matchups", "--games", "2", "--format", "json",
                                       "--agents", "tests.runtime.plugin_agents:FirstOption,random"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["agents"] == ["tests.runtime.plugin_agents:FirstOption", "random"]
    assert all(run["agents"] in (["tests.runtime.plugin_agents:FirstOption", "random"],
                                 ["random", "tests.runtime.plugin_agents:FirstOption"])
               for pair in data["pairs"] for run in pair["runs"])


def test_a_combat_of_two_cards_of_one_title_shows_each_card_and_its_value():
    """Regroup against Regroup (each deck has its own): the combat in progress names each
    card by its instance, and the values and cancellations by their side."""
    s = (Scenario("robin-hood", "bigfoot").place("Robin Hood", 6).place("Bigfoot", 7)
         .hand(0, "Regroup").hand(1, "Regroup"))
    attack = rewrite(s, 0, "Regroup", "Immediately: Cancel all effects on your opponent's card. "
                     "During combat: You may draw 1 card.")
    s.start(0)
    s.play("Attack Bigfoot (space 7) with Robin Hood", "Play Regroup")
    assert s.kind() == "may"  # During combat, with the combat in progress
    defense = next(c for c in s.data.in_play if c != attack)
    for player in (0, 1):
        combat = s.state.observation(player).system("combat")
        assert (combat["attack_card"], combat["defense_card"]) == (attack, defense)
        assert combat["values"] == {"attack": 1, "defense": 1}
        assert combat["cancelled"] == ["defense"]
