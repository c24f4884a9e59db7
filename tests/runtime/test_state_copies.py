"""A state that copies: the position, a combat or an effect in progress included, is data.

`clone()` copies (never replays), also from a position set up by hand; a copy shares no
mutable part with its original; a state saves to JSON and loads back equal, and both go on
to the same game.
"""

from __future__ import annotations

import json
import random

import pytest

from cardsmith.runtime import State
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.agenda import Call
from cardsmith.runtime.engine.context import EffectContext
from cardsmith.runtime.engine.data import Shared

from .random_games import CONFIGS
from .scenario import Scenario, bundled_library
from cardsmith.runtime import Game

PAIRS = [("dracula", "sherlock-holmes", "soho"), ("little-red-riding-hood", "beowulf", "heorot"),
         ("invisible-man", "jekyll-and-hyde", "baskerville-manor"),
         ("robin-hood", "bigfoot", "yukon")]


def states_of(game: Game, seed: int):
    """Every state of a seeded random game, in order (each a clone, to keep)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        yield state.clone()
        state.apply(inv.choose(state, rng))


def mutable_parts(value, seen=None):
    """Every list, set and dict reachable from the agenda's values (not through fighters,
    cards or definitions, which are copied or never change)."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, (list, set, dict)):
        yield value
        items = value.items() if isinstance(value, dict) else value
        for item in items:
            yield from mutable_parts(item, seen)
    elif isinstance(value, tuple):
        for item in value:
            yield from mutable_parts(item, seen)
    elif isinstance(value, Shared):
        for name in vars(value):
            yield from mutable_parts(getattr(value, name), seen)


def agenda_values(state: State) -> list:
    data = state.data
    values = [call.args for call in data.stack]
    if data.waiting is not None:
        values.append(data.waiting.args)
    return values + [getattr(data, "combat", None)]


@pytest.mark.parametrize("first, second, board", PAIRS)
def test_a_copy_in_the_middle_of_a_combat_or_an_effect_shares_nothing_mutable(first, second, board):
    game = Game(bundled_library(), (first, second), board)
    in_combat = in_effect = 0
    for state in states_of(game, 3):
        copy = state.clone()
        in_combat += getattr(state.data, "combat", None) is not None
        calls = state.data.stack + [state.data.waiting] if state.data.waiting else state.data.stack
        in_effect += any(isinstance(a, EffectContext) for call in calls for a in call.args)
        originals = {id(part) for part in mutable_parts(agenda_values(state))}
        assert not originals & {id(part) for part in mutable_parts(agenda_values(copy))}
        assert copy.data.players[0].hand is not state.data.players[0].hand
        assert all(a is not b for a, b in zip(copy.data.fighters, state.data.fighters))
        assert copy.legal_actions() == state.legal_actions()
    assert in_combat and in_effect  # the game went through both


def test_a_position_set_up_by_hand_clones():
    s = (Scenario("robin-hood", "bigfoot").place("Robin Hood", 6).place("Bigfoot", 7)
         .hand(0, "Feint").hand(1, "Regroup"))
    state = s.start(0)
    copy = state.clone()
    s.choose("Attack Bigfoot (space 7) with Robin Hood")
    assert copy.current_player() == 0 and copy.decision().kind == "action"
    assert [a.label for a in copy.legal_actions()] != s.options()


@pytest.mark.parametrize("first, second, board", PAIRS)
def test_a_saved_state_loads_back_equal_and_plays_on_the_same_game(first, second, board):
    game = Game(bundled_library(), (first, second), board)
    for index, state in enumerate(states_of(game, 5)):
        if index % 9:
            continue
        saved = json.loads(json.dumps(state.to_json()))  # plain JSON, through text
        loaded = State.from_json(game, saved)
        assert loaded == state and loaded.history == state.history
        a, b = random.Random(index), random.Random(index)
        while not state.is_terminal():
            state.apply(inv.choose(state, a))
            loaded.apply(inv.choose(loaded, b))
        assert inv.event_log(loaded) == inv.event_log(state)


def test_a_saved_state_of_another_game_or_naming_unknown_code_is_refused():
    board, heroes = CONFIGS[0]
    game = Game(bundled_library(), heroes, board)
    state = next(s for s in states_of(game, 1) if s.data.stack)
    saved = state.to_json()
    other = Game(bundled_library(), heroes[::-1], board)
    with pytest.raises(ValueError, match="another game"):
        State.from_json(other, saved)
    saved["stack"] = [{"rule": "os:system", "args": ["echo no"]}]
    with pytest.raises(ValueError, match="unknown rule"):
        State.from_json(game, saved)


def test_the_agenda_holds_only_registered_rules():
    board, heroes = CONFIGS[1]
    for state in states_of(Game(bundled_library(), heroes, board), 2):
        for call in state.data.stack:
            assert isinstance(call, Call)
        state.to_json()  # raises for a function that is not a @rule
