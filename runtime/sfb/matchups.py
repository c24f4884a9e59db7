"""`cardsmith matchups` for Super Fantasy Brawl: each champion's win rate over drafted teams.

Game i drafts two teams of three at random from every champion (its own generator, seeded
`f"{seed}:draft:{i}"`), then plays as `cardsmith sim` does (seed `f"{seed}:{i}"`); the
results do not depend on --jobs."""

from __future__ import annotations

import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

from ..defs import Library
from ..engine.game import Game
from ..engine.simulate import play_game, wilson_interval

CHUNK = 25


@dataclass(frozen=True)
class Drafted:
    index: int
    seats: tuple[str, str]
    winner: int | None  # the winning seat


def drafted_seats(library: Library, seed: int, index: int) -> tuple[str, str]:
    rng = random.Random(f"{seed}:draft:{index}")
    size = library.ruleset_for(next(iter(library.champions))).team_size
    six = rng.sample(sorted(library.champions), 2 * size)
    return ",".join(six[:size]), ",".join(six[size:])


def play_drafted(library: Library, arena: str, agents: tuple[str, str], seed: int,
                 index: int) -> Drafted:
    seats = drafted_seats(library, seed, index)
    state = play_game(Game(library, seats, arena), agents, f"{seed}:{index}")
    winner = state.data.winner
    return Drafted(index, seats, None if winner is None else
                   next(p.index for p in state.data.players if p.team == winner))


_LIBRARY: list[Library] = []


def _init(bundles: list[dict]) -> None:
    _LIBRARY[:] = [Library.from_bundles(bundles)]


def _chunk(arena: str, agents: tuple[str, str], seed: int, indices: list[int]) -> list[Drafted]:
    return [play_drafted(_LIBRARY[0], arena, agents, seed, i) for i in indices]


def champion_matchups(bundles: list[dict], games: int, seed: int, agents: tuple[str, str],
                      jobs: int = 1, progress: Callable[[int], None] | None = None
                      ) -> dict[str, Any]:
    library = Library.from_bundles(bundles)
    arena = sorted(library.arenas)[0]
    results: list[Drafted] = []
    if jobs <= 1:
        for index in range(games):
            results.append(play_drafted(library, arena, agents, seed, index))
            if progress:
                progress(1)
    else:
        chunks = [list(range(s, min(games, s + CHUNK))) for s in range(0, games, CHUNK)]
        with ProcessPoolExecutor(jobs, initializer=_init, initargs=(bundles,)) as pool:
            for done in pool.map(_chunk, *zip(*[(arena, agents, seed, c) for c in chunks])):
                results.extend(done)
                if progress:
                    progress(len(done))
    return summary(library, arena, agents, seed, results)


def summary(library: Library, arena: str, agents: tuple[str, str], seed: int,
            results: list[Drafted]) -> dict[str, Any]:
    played = {c: 0 for c in sorted(library.champions)}
    won = dict.fromkeys(played, 0)
    for result in results:
        for seat, team in enumerate(result.seats):
            for champion in team.split(","):
                played[champion] += 1
                won[champion] += result.winner == seat
    rows = {}
    for champion in played:
        low, high = wilson_interval(won[champion], played[champion])
        rows[champion] = {"games": played[champion], "wins": won[champion],
                          "win_rate": won[champion] / played[champion] if played[champion] else 0.0,
                          "ci95": [low, high]}
    draws = sum(1 for r in results if r.winner is None)
    return {"game": "super-fantasy-brawl", "arena": arena, "agents": list(agents), "seed": seed,
            "games": len(results), "draws": draws, "champions": rows}


def table_text(data: dict[str, Any]) -> str:
    lines = [f"{data['games']} drafted games on {data['arena']}, agents "
             f"{' vs '.join(data['agents'])}, seed {data['seed']} ({data['draws']} draws)",
             f"  {'champion':<18} {'games':>5} {'wins':>5} {'win rate':>8}  95% CI"]
    ordered = sorted(data["champions"].items(), key=lambda kv: (-kv[1]["win_rate"], kv[0]))
    for champion, row in ordered:
        low, high = row["ci95"]
        lines.append(f"  {champion:<18} {row['games']:>5} {row['wins']:>5} "
                     f"{row['win_rate']:>8.1%}  {low:.1%} to {high:.1%}")
    return "\n".join(lines)
