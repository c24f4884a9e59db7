"""Playing games to the end with agents, one or many, in one process or several.

Every game is fully determined by its seed: chance and each agent draw from their own
generators, seeded from the game's seed. Game i of a simulation uses seed
`f"{seed}:{i}"` and alternates the first player, so results do not depend on --jobs, nor on
the backend: the local one (this process, or --jobs worker processes) or Ray
(ray_backend.py).
"""

from __future__ import annotations

import math
import multiprocessing
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from ..defs import Library
from . import ray_backend
from .agents import Agent, agent_class, decide, needs_position
from .errors import RuleFailure
from .events import DamageDealt
from .game import Game
from .state import State

MAX_STEPS = 20_000  # far above any real game; a guard against a rules bug looping forever
CHUNK = 25  # games per task handed to a worker process of matchups, or to Ray


@dataclass(frozen=True)
class GameResult:
    index: int
    seats: tuple[str, ...]  # hero id per seat, seat 0 first
    winner: str | None  # the winning hero id
    turns: int
    ending: str  # what dealt the last damage: "combat", "effect" or "exhaustion"; or "draw"


def play_game(game: Game, agent_names: tuple[str, ...], seed: str,
              state: State | None = None, seated: Mapping[int, Agent] | None = None) -> State:
    """Play to the end with one agent per seat (by name: agents.agent_class); chance and
    each agent draw from their own generators, seeded from `seed`. `state`: a state to
    play on (its `data.sink` may stream the events); by default a new game. `seated`: the
    seats answered by agents made elsewhere (a person at the terminal), by seat; the other
    seats' generators are the same either way."""
    chance = random.Random(f"{seed}:chance")
    agents = seat_agents(agent_names, f"{seed}:agent", seated)
    state = state if state is not None else game.new_initial_state()
    for _ in range(MAX_STEPS):
        decision = state.decision()
        if decision is None:
            return state
        if decision.is_chance:
            state.apply(state.sample_chance(chance))
        else:
            seat = decision.player
            seen = state.observation(seat, needs_position(agents[seat]))
            state.apply(decide(agents[seat], agent_names[seat], seen))
    raise RuleFailure(f"the game did not end after {MAX_STEPS} decisions (a rule that repeats "
                      "for ever)")


def seat_agents(agent_names: tuple[str, ...], prefix: str,
                seated: Mapping[int, Agent] | None = None) -> list[Agent]:
    """One agent per seat, each with its generator seeded `prefix:seat`; `seated` (by seat)
    takes the place of the named ones."""
    seated = seated or {}
    return [seated[seat] if seat in seated else agent_class(name)(random.Random(f"{prefix}:{seat}"))
            for seat, name in enumerate(agent_names)]


def result_of(index: int, state: State) -> GameResult:
    data = state.data
    winner = next((p.hero.id for p in data.players if p.team == data.winner), None)
    damage = [e for e in data.events if isinstance(e, DamageDealt)]
    ending = damage[-1].source if damage else "none"
    if data.winner is None:  # the turn limit: a draw
        ending = "draw"
    return GameResult(index, tuple(p.hero.id for p in data.players), winner, data.turn, ending)


# ---------------------------------------------------------------- many games


@dataclass(frozen=True)
class Matchup:
    heroes: tuple[str, str]
    board: str
    agents: tuple[str, str]
    seed: int


@dataclass
class Report:
    matchup: Matchup
    results: list[GameResult] = field(default_factory=list)

    def wins(self, hero: str) -> int:
        return sum(1 for r in self.results if r.winner == hero)

    def summary(self) -> dict[str, Any]:
        games = len(self.results)
        heroes = {}
        for hero in dict.fromkeys(self.matchup.heroes):
            low, high = wilson_interval(self.wins(hero), games)
            heroes[hero] = {"wins": self.wins(hero), "win_rate": self.wins(hero) / games,
                            "ci95": [low, high]}
        return {
            "heroes": heroes,
            "board": self.matchup.board,
            "agents": list(self.matchup.agents),
            "seed": self.matchup.seed,
            "games": games,
            "average_turns": sum(r.turns for r in self.results) / games,
            "endings": dict(sorted(Counter(r.ending for r in self.results).items())),
            "first_player": first_player(self.results),
        }


def first_player(results: list[GameResult]) -> dict[str, Any]:
    """How often the player who moved first won: the first-player advantage (draws count
    as games not won)."""
    wins = sum(1 for r in results if r.winner is not None and r.winner == r.seats[0])
    low, high = wilson_interval(wins, len(results))
    return {"wins": wins, "games": len(results),
            "win_rate": wins / len(results) if results else 0.0, "ci95": [low, high],
            "draws": sum(1 for r in results if r.winner is None)}


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def _game_of(library: Library, matchup: Matchup, index: int) -> tuple[Game, tuple[str, str]]:
    """Game i seats the first hero first when i is even, second when odd."""
    first, second = matchup.heroes
    agents = matchup.agents
    if index % 2:
        first, second, agents = second, first, (agents[1], agents[0])
    return Game(library, (first, second), matchup.board), agents


def run_one(library: Library, matchup: Matchup, index: int) -> GameResult:
    game, agents = _game_of(library, matchup, index)
    try:
        return result_of(index, play_game(game, agents, f"{matchup.seed}:{index}"))
    except RuleFailure as error:  # say which game, and how to play it again
        first, second = matchup.heroes
        raise RuleFailure(
            f"{error}; in game {index + 1} of {first} vs {second} on {matchup.board}, "
            f"which `cardsmith sim {first} {second} --board {matchup.board} --seed "
            f"{matchup.seed} --games {index + 1} --agents {','.join(matchup.agents)}` "
            "plays again") from None


_WORKER_LIBRARY: Library | None = None


def _init_worker(bundles: list[dict] | None) -> None:
    """Workers forked from this process already hold the library; spawned ones build it."""
    global _WORKER_LIBRARY
    if bundles is not None:
        _WORKER_LIBRARY = Library.from_bundles(bundles)


def _worker_pool(bundles: list[dict], jobs: int) -> ProcessPoolExecutor:
    """Forked workers inherit the library built here; spawned ones build their own."""
    global _WORKER_LIBRARY
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    forked = context.get_start_method() == "fork"
    if forked:
        _WORKER_LIBRARY = Library.from_bundles(bundles)
    return ProcessPoolExecutor(jobs, mp_context=context, initializer=_init_worker,
                               initargs=(None if forked else bundles,))


def _run_chunk(matchup: Matchup, indices: list[int]) -> list[GameResult]:
    return [run_one(_WORKER_LIBRARY, matchup, i) for i in indices]


def simulate(bundles: list[dict], matchup: Matchup, games: int, jobs: int = 1,
             progress: Callable[[int], None] | None = None, backend: str = "local") -> Report:
    """`games` games of the matchup: in this process, in `jobs` processes, or on Ray
    (`backend="ray"`; `jobs` is then the cluster's to decide)."""
    report = Report(matchup)
    if backend == "ray":
        chunks = [list(range(start, min(games, start + CHUNK)))
                  for start in range(0, games, CHUNK)]
        for results in ray_backend.play_tasks(bundles, [(matchup, c) for c in chunks], run_one,
                                              progress):
            report.results.extend(results)
        return report
    if jobs <= 1:
        library = Library.from_bundles(bundles)
        for index in range(games):
            report.results.append(run_one(library, matchup, index))
            if progress:
                progress(1)
        return report
    size = max(5, min(50, games // (jobs * 4)))  # enough chunks to keep every worker busy
    chunks = [list(range(start, min(games, start + size))) for start in range(0, games, size)]
    with _worker_pool(bundles, jobs) as pool:
        for results in pool.map(_run_chunk, [matchup] * len(chunks), chunks):
            report.results.extend(results)
            if progress:
                progress(len(results))
    report.results.sort(key=lambda r: r.index)
    return report


def seats_of(results: Iterable[GameResult]) -> Counter:
    return Counter(r.seats[0] for r in results)
