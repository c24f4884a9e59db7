"""Random-vs-random games on the bundled content, with the runtime's invariants checked after
every action (runtime/invariants.py), and replay determinism.

Each seed drives one `random.Random(seed)` for both chance and choices, and plays four games:
both boards, both seatings. CARDSMITH_RANDOM_SEEDS=N plays N seeds instead of the default;
`python benchmarks/soak.py --games 10000` is the long run.
"""

from __future__ import annotations

import json
import os
import random

import pytest

from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime import Game, State

from cardsmith.runtime.defs import board_from_json

from .random_games import CONFIGS, HEROES, SEATINGS, config_of
from .scenario import bundled_library, grid_board

SEEDS = range(int(os.environ.get("CARDSMITH_RANDOM_SEEDS", "60")))
DETERMINISM_SEEDS = range(6)
CONFIG_IDS = [f"{board}-{heroes[0]}-first" for board, heroes in CONFIGS]


def game_for(board: str, heroes: tuple[str, ...]) -> Game:
    return Game(bundled_library(), heroes, board)


def play_live(game: Game, seed: int, until: int | None = None) -> State:
    """Play with the seeded random player, up to `until` steps or to the end."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal() and (until is None or len(state.history) < until):
        state.apply(inv.choose(state, rng))
    return state


# ---------------------------------------------------------------- invariants


@pytest.mark.parametrize("board, heroes", CONFIGS, ids=CONFIG_IDS)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_keeps_the_invariants(seed, board, heroes):
    state, result = inv.play_random(game_for(board, heroes), seed)  # raises on any fault
    assert state.is_terminal() and result.winner is not None
    assert result.steps == len(state.history) <= inv.MAX_STEPS


def test_random_games_are_real_games():
    """The games are not degenerate: both heroes win some, and cards are fought with."""
    winners, events = set(), set()
    for game_index in range(40):
        seed, board, heroes = config_of(game_index)
        state, result = inv.play_random(game_for(board, heroes), seed, checked=False)
        winners.add(result.winning_hero)
        events.update(type(event).KIND for event in state.events)
    assert winners == set(HEROES)
    assert {"combat", "scheme", "move", "draw", "defeated", "winner"} <= events


def grid_with_doors() -> str:
    """The scenario harness's 3 x 4 grid with two doors, one open and one closed, and the
    secret passages: board features the bundled boards do not have."""
    library = bundled_library()
    if "grid-doors" not in library.boards:
        board = grid_board("grid-doors", passages=(1, 12))
        board["doors"] = [{"between": [6, 7], "open": True}, {"between": [2, 6], "open": False}]
        library.boards["grid-doors"] = board_from_json(board)
    return "grid-doors"


@pytest.mark.parametrize("heroes", SEATINGS, ids=["robin-hood-first", "bigfoot-first"])
@pytest.mark.parametrize("seed", range(10))
def test_random_game_with_doors_and_passages(seed, heroes):
    state, _ = inv.play_random(game_for(grid_with_doors(), heroes), seed)
    assert state.is_terminal()


def test_doors_are_used_in_random_games():
    events = set()
    for seed in range(10):
        state, _ = inv.play_random(game_for(grid_with_doors(), HEROES), seed, checked=False)
        events.update(type(event).KIND for event in state.events)
    assert {"open door", "close door"} <= events


SECOND_BOX = ("little-red-riding-hood", "beowulf")


@pytest.mark.parametrize("heroes", [SECOND_BOX, SECOND_BOX[::-1]],
                         ids=["little-red-first", "beowulf-first"])
@pytest.mark.parametrize("seed", range(10))
def test_random_game_of_the_second_box(seed, heroes):
    """Little Red Riding Hood vs Beowulf on Heorot: cards returned to the hand from a combat,
    resources, doors."""
    state, _ = inv.play_random(game_for("heorot", heroes), seed)
    assert state.is_terminal()


# ---------------------------------------------------------------- determinism


@pytest.mark.parametrize("board, heroes", CONFIGS, ids=CONFIG_IDS)
@pytest.mark.parametrize("seed", DETERMINISM_SEEDS)
def test_same_seed_same_log(seed, board, heroes):
    game = game_for(board, heroes)
    first, second = play_live(game, seed), play_live(game, seed)
    log = inv.event_log(first)
    assert log.encode() == inv.event_log(second).encode()
    assert first.history == second.history
    for line in log.splitlines():  # every event is plain JSON
        assert json.loads(line) in first.event_json()


@pytest.mark.parametrize("board, heroes", CONFIGS, ids=CONFIG_IDS)
@pytest.mark.parametrize("seed", DETERMINISM_SEEDS)
def test_history_alone_replays_the_game(seed, board, heroes):
    game = game_for(board, heroes)
    original = play_live(game, seed)
    replayed = inv.replay(game, original.history)
    assert replayed.is_terminal()
    assert replayed.winner() == original.winner()
    assert inv.event_log(replayed) == inv.event_log(original)


@pytest.mark.parametrize("board, heroes", CONFIGS, ids=CONFIG_IDS)
@pytest.mark.parametrize("seed", DETERMINISM_SEEDS)
def test_clone_mid_game_has_the_same_future(seed, board, heroes):
    game = game_for(board, heroes)
    length = len(play_live(game, seed).history)
    for fraction in (0.1, 0.5, 0.9):
        state = play_live(game, seed, until=int(length * fraction))
        assert not state.is_terminal()
        copy = state.clone()
        assert copy.data is not state.data
        assert inv.event_log(copy) == inv.event_log(state)
        assert copy.legal_actions() == state.legal_actions()
        # The original goes on with its own random player; the copy follows its actions.
        rng = random.Random(seed * 7919 + 1)
        while not state.is_terminal():
            before = len(state.events)
            index = inv.choose(state, rng)
            copy.apply(index)
            assert len(state.events) == before  # the copy is independent
            state.apply(index)
            assert copy.legal_actions() == state.legal_actions()
        assert copy.is_terminal() and copy.winner() == state.winner()
        assert inv.event_log(copy) == inv.event_log(state)
        inv.check(copy)


# ---------------------------------------------------------------- the checks themselves


def mid_combat_state() -> State:
    """A live state suspended inside a combat, with both cards in play."""
    for seed in range(50):
        rng = random.Random(seed)
        state = game_for("sherwood-forest", HEROES).new_initial_state()
        while not state.is_terminal():
            state.apply(inv.choose(state, rng))
            if len(state.data.in_play) == 2:
                return state
    raise AssertionError("no combat with two cards in play in 50 seeds")


def test_cards_in_play_are_accounted_for():
    state = mid_combat_state()
    in_play = state.data.in_play
    data = state.data
    for card_id in in_play:
        assert all(card_id not in p.hand and card_id not in p.discard for p in data.players)
    assert inv.violations(state) == []
    combat = [e for e in state.event_json() if e["event"] == "combat"][-1]
    assert sorted(data.cards[i].definition.id for i in in_play) == sorted(
        [combat["attack_card"], combat["defense_card"]])


def test_a_card_returned_to_the_hand_mid_combat_is_no_longer_in_play():
    state = mid_combat_state()
    kept = state.data.in_play[0]
    state.data.in_play.remove(kept)  # as the effect "return this card to your hand" does
    state.data.players[state.data.cards[kept].owner].hand.append(kept)
    assert kept not in state.data.in_play
    assert inv.violations(state) == []


def test_checks_catch_broken_states():
    def broken(change) -> list[str]:
        state = mid_combat_state()
        change(state.data)
        return inv.violations(state)

    def duplicate(data):
        data.players[0].discard.append(data.players[0].pile[0])

    def lose(data):
        data.players[1].pile.pop()

    def swap_owner(data):
        data.players[0].discard.append(data.players[1].pile.pop())

    def overheal(data):
        data.hero_of(0).health = data.hero_of(0).definition.health + 1

    def crowd(data):
        first, second = data.on_board()[:2]
        second.space = first.space

    def defeated_on_board(data):
        fighter = data.on_board()[0]
        fighter.defeated = True

    assert any("2 places" in f for f in broken(duplicate))
    assert any("0 places" in f for f in broken(lose))
    assert any("of player 1 is in the discard of player 0" in f for f in broken(swap_owner))
    assert any("not within 0.." in f for f in broken(overheal))
    assert any("holds 2 fighters" in f for f in broken(crowd))
    assert any("defeated but on space" in f for f in broken(defeated_on_board))


def test_wrong_winner_is_caught():
    state, _ = inv.play_random(game_for("yukon", HEROES), 3)
    assert inv.violations(state) == []
    state.data.winner = 1 - state.data.winner
    assert any("won but the teams whose heroes stand" in f for f in inv.violations(state))


def test_a_game_that_does_not_end_fails_clearly():
    with pytest.raises(inv.InvariantError, match="did not end within 20 steps"):
        inv.play_random(game_for("yukon", HEROES), 0, max_steps=20)


# Every pair of the first eight heroes, each way round, on the boards of the first hero's box
# (56 games), and every pair with one of the catalogue's 11 heroes (issue 10) once, the first
# player rotating, on a board of either hero's box (a box of one hero may have none: then
# any board): one checked random game each, so every card and ability meets random play.
_ALL_HEROES = bundled_library()
_FIRST_EIGHT = ("robin-hood", "bigfoot", "little-red-riding-hood", "beowulf", "dracula",
                "jekyll-and-hyde", "sherlock-holmes", "invisible-man")


def _boards(hero: str) -> list[str]:
    library = _ALL_HEROES
    return sorted(b for b, box in library.board_box.items() if box == library.hero_box[hero])


def _pairings():
    for first in sorted(_FIRST_EIGHT):
        for second in sorted(_FIRST_EIGHT):
            if first != second:
                yield _boards(first)[0], (first, second)
    heroes = sorted(_ALL_HEROES.heroes)
    pairs = [(a, b) for i, a in enumerate(heroes) for b in heroes[i + 1:]
             if not {a, b} <= set(_FIRST_EIGHT)]
    for index, (a, b) in enumerate(pairs):
        first, second = (a, b) if index % 2 == 0 else (b, a)
        boards = _boards(first) or _boards(second) or sorted(_ALL_HEROES.board_box)
        yield boards[0], (first, second)


def test_the_pairings_cover_every_pair_of_the_bundled_heroes():
    pairs = [heroes for _, heroes in _pairings()]
    assert len(_ALL_HEROES.heroes) == 19 and len(pairs) == 56 + 143
    assert {frozenset(p) for p in pairs} == {frozenset((a, b)) for a in _ALL_HEROES.heroes
                                             for b in _ALL_HEROES.heroes if a != b}


@pytest.mark.parametrize("board, heroes", list(_pairings()))
def test_every_pair_of_heroes_plays_a_checked_random_game(board, heroes):
    state, result = inv.play_random(Game(_ALL_HEROES, heroes, board), seed=11)
    assert state.is_terminal() and result.winner is not None
