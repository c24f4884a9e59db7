"""Invariants of a game in progress, and a seeded random game that checks them.

For the tests, the soak and the benchmarks; it names no hero and no board. Nothing here
changes a state: the checks only read it. After every applied action:

* every card instance is in exactly one place: a hand, the pile, the known top or bottom of
  the deck, a discard pile, or in play (out of a hand for a combat or a scheme that is still
  resolving); and always its owner's, but in play;
* every fighter's health is between 0 and its starting health; a fighter on the board has
  health left and stands on a space of the board; a defeated fighter is off the board;
* a state that is not terminal has a decision with options (chance: positive weights);
* the game system's own invariants hold (`GameSystem.violations`: for Unmatched, one fighter
  a space, only the board's doors closed, and the winner the rules name).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable

from .data import GameData
from .events import GameDrawn

if TYPE_CHECKING:
    from .game import Game
    from .state import State

MAX_STEPS = 5_000


class InvariantError(AssertionError):
    """An invariant does not hold; the message names the game, the step and the fault."""


def card_places(data: GameData) -> dict[int, list[str]]:
    """Every place each card instance is found in, e.g. {7: ["hand of player 0"]}."""
    places: dict[int, list[str]] = {card.id: [] for card in data.cards}
    for player in data.players:
        for zone in ("hand", "pile", "deck_top", "deck_bottom", "discard"):
            for card_id in getattr(player, zone):
                places.setdefault(card_id, []).append(f"{zone} of player {player.index}")
        for area, cards in player.areas.items():
            for card_id in cards:
                places.setdefault(card_id, []).append(f"{area} of player {player.index}")
    for card_id in data.in_play:
        places.setdefault(card_id, []).append("in play")
    return places


def card_violations(data: GameData) -> list[str]:
    """Every card instance in exactly one place, and every card in its owner's zones."""
    cards = data.cards
    seen = list(data.in_play)
    owned = True
    for player in data.players:
        for zone in (player.hand, player.pile, player.deck_top, player.deck_bottom,
                     player.discard, *player.areas.values()):
            seen += zone
            if owned:
                owned = all(0 <= i < len(cards) and cards[i].owner == player.index for i in zone)
    if owned and len(seen) == len(cards) == len(set(seen)) \
            and min(seen, default=0) >= 0 and max(seen, default=-1) < len(cards):
        return []
    faults = []  # something is wrong: say exactly what, card by card
    for card_id, places in card_places(data).items():
        if not 0 <= card_id < len(cards):
            faults.append(f"unknown card instance {card_id} in {places}")
            continue
        card = cards[card_id]
        if len(places) != 1:
            faults.append(f"card {card_id} ({card.definition.id}) is in {len(places)} places: "
                          f"{places or 'none'}")
        elif places[0] != "in play" and not places[0].endswith(f"player {card.owner}"):
            faults.append(f"card {card_id} ({card.definition.id}) of player {card.owner} "
                          f"is in the {places[0]}")
    return faults


def fighter_violations(data: GameData) -> list[str]:
    faults = []
    spaces = set(data.board.spaces)
    for fighter in data.fighters:
        top = fighter.definition.health
        if not 0 <= fighter.health <= top:
            faults.append(f"{fighter.label} has health {fighter.health}, not within 0..{top}")
        if fighter.defeated:
            if fighter.space is not None:  # (health may be left: an effect can defeat outright)
                faults.append(f"{fighter.label} is defeated but on space {fighter.space}")
        elif fighter.space is not None:
            if fighter.space not in spaces:
                faults.append(f"{fighter.label} is on {fighter.space}, not a space of the board")
            if fighter.health == 0:
                faults.append(f"{fighter.label} is on the board with health 0, not defeated")
    return faults


def decision_violations(state: "State") -> list[str]:
    data, decision = state.data, state.decision()
    if decision is None:
        drawn = bool(data.events) and isinstance(data.events[-1], GameDrawn)
        return [] if data.winner is not None or drawn else ["the game is over without a winner"]
    faults = []
    if data.winner is not None:
        faults.append(f"team {data.winner} has won but the game asks for a decision")
    if not decision.options:
        faults.append(f"decision {decision.kind!r} has no options")
    if decision.is_chance and (decision.weights is None or len(decision.weights)
                               != len(decision.options) or min(decision.weights) <= 0):
        faults.append(f"chance decision {decision.kind!r} has weights {decision.weights}")
    return faults


def violations(state: "State") -> list[str]:
    """Every invariant that does not hold in this state, in words (empty if all hold)."""
    data = state.data
    return (card_violations(data) + fighter_violations(data) + decision_violations(state)
            + data.system.violations(data))


def check(state: "State", where: str = "") -> None:
    faults = violations(state)
    if faults:
        prefix = f"{where}: " if where else ""
        raise InvariantError(prefix + "; ".join(faults))


def event_log(state: "State") -> str:
    """The event log as JSON lines (keys sorted): byte-identical for identical games."""
    return "".join(json.dumps(event, sort_keys=True) + "\n" for event in state.event_json())


def replay(game: "Game", history: Iterable[int]) -> "State":
    """A new game with the given actions applied (chance outcomes included)."""
    state = game.new_initial_state()
    for index in history:
        state.apply(index)
    return state


@dataclass
class GameResult:
    seed: int
    board: str
    heroes: tuple[str, ...]
    winner: int | None
    steps: int  # actions applied, chance included
    decisions: int  # player decisions among them
    option_counts: list[int] = field(default_factory=list)  # per step, when recorded

    @property
    def winning_hero(self) -> str | None:
        return None if self.winner is None else self.heroes[self.winner]


def choose(state: "State", rng: random.Random) -> int:
    """The random player: a chance outcome by weight, or any legal action, uniformly."""
    if state.is_chance_node():
        return state.sample_chance(rng)
    return rng.randrange(len(state.decision().options))


def play_random(game: "Game", seed: int, *, checked: bool = True, max_steps: int = MAX_STEPS,
                record_options: bool = False,
                on_step: Callable[["State", int], None] | None = None) -> tuple["State", GameResult]:
    """Play one game with `random.Random(seed)` for both chance and choices. With `checked`,
    every invariant is checked at the start and after every action; InvariantError names
    the seed, board, seating and step. A game longer than `max_steps` is an error too."""
    label = f"seed {seed}, board {game.board}, heroes {'/'.join(game.heroes)}"
    rng = random.Random(seed)
    state = game.new_initial_state()
    result = GameResult(seed, game.board, game.heroes, None, 0, 0)
    if checked:
        check(state, f"{label}, start")
    while not state.is_terminal():
        if result.steps >= max_steps:
            raise InvariantError(f"{label}: the game did not end within {max_steps} steps "
                                 f"(turn {state.data.turn})")
        if record_options:
            result.option_counts.append(len(state.decision().options))
        if not state.is_chance_node():
            result.decisions += 1
        index = choose(state, rng)
        try:
            state.apply(index)
        except Exception as error:  # an engine crash is a failure of the game too
            raise InvariantError(f"{label}, step {result.steps + 1}: {type(error).__name__}: "
                                 f"{error}") from error
        result.steps += 1
        if checked:
            check(state, f"{label}, step {result.steps} (turn {state.data.turn})")
        if on_step is not None:
            on_step(state, result.steps)
    result.winner = state.winner()
    return state, result


def every_config(library) -> tuple[tuple[str, tuple[str, str]], ...]:
    """Every ordered pair of different heroes of the library on every board, sorted."""
    return tuple((board, (first, second)) for first in sorted(library.heroes)
                 for second in sorted(library.heroes) if first != second
                 for board in sorted(library.boards))
