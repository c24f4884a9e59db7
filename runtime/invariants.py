"""Invariants of a game in progress, and a seeded random-vs-random game that checks them.

Shared by tests/runtime/test_random_play.py, benchmarks/soak.py and benchmarks/bench_games.py.
Nothing here changes a state: the checks only read it.

After every applied action:

* every card instance is in exactly one place: a hand, the pile, the known top or bottom of
  the deck, a discard pile, or in play (the attack and defense cards of a combat, or a scheme
  card, between leaving the hand and reaching the discard pile); and always its owner's;
* every fighter's health is between 0 and its starting health; a fighter on the board has
  health left and stands on a space of the board; a defeated fighter is off the board;
* at most one fighter stands on any space; only the board's doors are ever closed;
* a state that is not terminal has at least one legal action (chance weights positive);
* a terminal state has a winner: a team whose hero still stands, or, when every hero
  fell at once, the team of the player whose turn it was (R-20).

Cards in play are not recorded in GameData: they live in the suspended rule that plays them
(`combat.attack`: its `Combat`'s cards less those returned to a hand, or the cards played so
far before the combat begins; `turns.scheme`: its card). `cards_in_play` finds them by
walking the chain of suspended generators of the state, read-only. A card that leaves the
combat any other way (and so is never discarded) shows up as a card in no place.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from . import combat as _combat
from . import turns as _turns
from .game import Game, State

MAX_STEPS = 5_000
BOARDS = ("sherwood-forest", "yukon")
HEROES = ("robin-hood", "bigfoot")
SEATINGS = (HEROES, HEROES[::-1])
# One seed plays four games: each board, each seating (the soak's game index // 4 is the seed).
CONFIGS = tuple((board, heroes) for heroes in SEATINGS for board in BOARDS)

_ATTACK_CODE = _combat.attack.__code__
_SCHEME_CODE = _turns.scheme.__code__


class InvariantError(AssertionError):
    """An invariant does not hold; the message names the game, the step and the fault."""


# ---------------------------------------------------------------- reading a state


def cards_in_play(state: State) -> list[int]:
    """The card instances that have left a hand for a combat or a scheme that is still
    resolving: found in the locals of the suspended `attack` and `scheme` rules."""
    found: list[int] = []
    generator = getattr(state, "_steps", None)
    while generator is not None:
        frame = generator.gi_frame
        if frame is None:  # finished
            break
        code = frame.f_code
        if code is _ATTACK_CODE:
            local = frame.f_locals
            combat = local.get("combat")
            if combat is not None:  # the combat's cards, less those returned to a hand
                found += [card.id for card in combat.cards()
                          if card.id not in getattr(combat, "kept", ())]
            else:  # the cards are played one by one before the combat begins
                for name in ("attack_card", "defense_card"):
                    card = local.get(name)
                    if card is not None:
                        found.append(card.id)
        elif code is _SCHEME_CODE:
            found.append(frame.f_locals["card_id"])
        generator = generator.gi_yieldfrom
    return found


def card_places(state: State) -> dict[int, list[str]]:
    """Every place each card instance is found in, e.g. {7: ["hand of player 0"]}."""
    data = state.data
    places: dict[int, list[str]] = {card.id: [] for card in data.cards}
    for player in data.players:
        for zone in ("hand", "pile", "deck_top", "deck_bottom", "discard"):
            for card_id in getattr(player, zone):
                places.setdefault(card_id, []).append(f"{zone} of player {player.index}")
    for card_id in cards_in_play(state):
        places.setdefault(card_id, []).append("in play")
    return places


def card_violations(state: State) -> list[str]:
    """Every card instance in exactly one place, and every card in its owner's zones."""
    data = state.data
    cards = data.cards
    in_play = cards_in_play(state)
    seen = list(in_play)
    owned = True
    for player in data.players:
        index = player.index
        for zone in (player.hand, player.pile, player.deck_top, player.deck_bottom,
                     player.discard):
            seen += zone
            if owned:
                owned = all(0 <= i < len(cards) and cards[i].owner == index for i in zone)
    if owned and len(seen) == len(cards) and len(set(seen)) == len(cards) \
            and min(seen, default=0) >= 0 and max(seen, default=-1) < len(cards):
        return []
    # Something is wrong: say exactly what, card by card.
    faults = []
    for card_id, places in card_places(state).items():
        if not 0 <= card_id < len(cards):
            faults.append(f"unknown card instance {card_id} in {places}")
            continue
        card = cards[card_id]
        if len(places) != 1:
            faults.append(f"card {card_id} ({card.definition.id}) is in {len(places)} places: "
                          f"{places or 'none'}")
            continue
        place = places[0]
        if place != "in play" and not place.endswith(f"player {card.owner}"):
            faults.append(f"card {card_id} ({card.definition.id}) of player {card.owner} "
                          f"is in the {place}")
    return faults


def violations(state: State) -> list[str]:
    """Every invariant that does not hold in this state, in words (empty if all hold)."""
    data = state.data
    faults: list[str] = []

    # Cards: exactly one place each, and their owner's.
    faults.extend(card_violations(state))

    # Fighters: health, the board, defeat.
    spaces = set(data.board.spaces)
    occupants: dict[int, list[str]] = {}
    for fighter in data.fighters:
        top = fighter.definition.health
        if not 0 <= fighter.health <= top:
            faults.append(f"{fighter.label} has health {fighter.health}, not within 0..{top}")
        if fighter.defeated:
            if fighter.space is not None:
                faults.append(f"{fighter.label} is defeated but on space {fighter.space}")
            # (health may be left: an effect can defeat a fighter outright)
        elif fighter.space is not None:
            if fighter.space not in spaces:
                faults.append(f"{fighter.label} is on {fighter.space}, not a space of the board")
            if fighter.health == 0:
                faults.append(f"{fighter.label} is on the board with health 0, not defeated")
            occupants.setdefault(fighter.space, []).append(fighter.label)
    for space, labels in sorted(occupants.items()):
        if len(labels) > 1:
            faults.append(f"space {space} holds {len(labels)} fighters: {', '.join(labels)}")

    # Doors: only the board's doors are ever closed.
    closed = getattr(data, "closed_doors", None)
    if closed:
        strays = [sorted(line) for line in closed if line not in data.board.doors]
        if strays:
            faults.append(f"closed doors that are not doors of the board: {strays}")

    # The decision and the end of the game.
    decision = state.decision()
    if decision is not None:
        if data.winner is not None:
            faults.append(f"team {data.winner} has won but the game asks for a decision")
        if not decision.options:
            faults.append(f"decision {decision.kind!r} ({decision.prompt}) has no options")
        if decision.is_chance and (decision.weights is None or len(decision.weights)
                                   != len(decision.options) or min(decision.weights) <= 0):
            faults.append(f"chance decision {decision.kind!r} has weights {decision.weights}")
    else:
        faults.extend(winner_violations(state))
    return faults


def winner_violations(state: State) -> list[str]:
    """A finished game's winner: a team whose hero stands, or (every hero fell at once) the
    team of the player whose turn it was; no hero of another team stands."""
    data = state.data
    if data.winner is None:
        return ["the game is over without a winner"]
    standing = {data.players[f.owner].team for f in data.fighters
                if f.is_hero and not f.defeated}
    if standing:
        if standing != {data.winner}:
            return [f"team {data.winner} won but the teams whose heroes stand are "
                    f"{sorted(standing)}"]
    elif data.winner != data.players[data.active].team:
        return [f"every hero fell: the winner should be the active player's team "
                f"{data.players[data.active].team}, not {data.winner}"]
    return []


def check(state: State, where: str = "") -> None:
    faults = violations(state)
    if faults:
        prefix = f"{where}: " if where else ""
        raise InvariantError(prefix + "; ".join(faults))


# ---------------------------------------------------------------- logs


def event_log(events: Iterable[dict[str, Any]]) -> str:
    """The event log as JSON lines (keys sorted): byte-identical for identical games."""
    return "".join(json.dumps(event, sort_keys=True) + "\n" for event in events)


def replay(game: Game, history: Iterable[int]) -> State:
    """A new game with the given actions applied (chance outcomes included)."""
    state = game.new_initial_state()
    for index in history:
        state.apply(index)
    return state


# ---------------------------------------------------------------- random games


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


def choose(state: State, rng: random.Random) -> int:
    """The random player: a chance outcome by weight, or any legal action, uniformly."""
    if state.is_chance_node():
        return state.sample_chance(rng)
    return rng.randrange(len(state.decision().options))


def play_random(game: Game, seed: int, *, checked: bool = True, max_steps: int = MAX_STEPS,
                record_options: bool = False,
                on_step: Callable[[State, int], None] | None = None) -> tuple[State, GameResult]:
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
        except InvariantError:
            raise
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


def config_of(game_index: int, configs=CONFIGS) -> tuple[int, str, tuple[str, ...]]:
    """Game number n of a soak: seed n // len(configs), then each (board, heroes) in turn;
    with the default configs, seed n // 4 on each board and each seating."""
    board, heroes = configs[game_index % len(configs)]
    return game_index // len(configs), board, heroes


def every_config(library) -> tuple[tuple[str, tuple[str, str]], ...]:
    """Every ordered pair of different heroes of the library on every board, sorted."""
    return tuple((board, (first, second)) for first in sorted(library.heroes)
                 for second in sorted(library.heroes) if first != second
                 for board in sorted(library.boards))


def bundled_library():
    """The library of the bundled content (compiled from source)."""
    from cardsmith.compiler.pipeline import compile_paths

    from .defs import Library

    result = compile_paths()
    if not result.ok:
        raise RuntimeError("the bundled content does not compile: "
                           + "; ".join(d.message for d in list(result.diagnostics)[:5]))
    return Library.from_bundles(result.bundles.values())
