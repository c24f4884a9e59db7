"""Random play: every champion plays; invariants hold after every action; a game copies
and saves mid-game; the same seed plays the same game byte for byte."""

from __future__ import annotations

import random

import pytest

from cardsmith.runtime import Game, State
from cardsmith.runtime.engine import invariants as inv

from .position import ARENA, sfb_library

GAMES = 8  # three champions a side: every one of the 24 plays in these 8 games


def drafted(seed: int) -> Game:
    """Game `seed`: the 24 champions dealt out in a fixed order, three a side."""
    ids = sorted(sfb_library().champions)
    random.Random(4).shuffle(ids)
    six = ids[(seed * 6) % 24:(seed * 6) % 24 + 6]
    return Game(sfb_library(), (",".join(six[:3]), ",".join(six[3:])), ARENA)


def test_every_champion_plays_in_the_random_games():
    seats = {champion for seed in range(GAMES) for seat in drafted(seed).heroes
             for champion in seat.split(",")}
    assert seats == set(sfb_library().champions)


@pytest.mark.parametrize("seed", range(GAMES))
def test_invariants_hold_after_every_action_of_a_random_game(seed):
    state, result = inv.play_random(drafted(seed), seed)
    assert state.is_terminal() and result.steps > 100


def test_a_game_copies_and_saves_mid_game_and_goes_on_the_same():
    game = drafted(1)
    rng = random.Random(7)
    state = game.new_initial_state()
    for _ in range(150):
        state.apply(inv.choose(state, rng))
    assert not state.is_terminal()
    clone, loaded = state.clone(), State.from_json(game, state.to_json())
    assert loaded.to_json() == state.to_json()
    for other in (clone, loaded):
        mine, theirs = random.Random(3), random.Random(3)
        a, b = state.clone(), other
        for _ in range(300):
            if a.is_terminal():
                break
            a.apply(inv.choose(a, mine))
            b.apply(inv.choose(b, theirs))
        assert inv.event_log(a) == inv.event_log(b)


def test_the_same_seed_plays_the_same_game_byte_for_byte():
    first, _ = inv.play_random(drafted(2), 11, checked=False)
    second, _ = inv.play_random(drafted(2), 11, checked=False)
    assert inv.event_log(first) == inv.event_log(second)
    assert first.to_json() == second.to_json()
