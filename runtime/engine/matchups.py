"""Every pair of heroes against each other: the matchup table of `cardsmith matchups`.

Which boards a pair plays on:

- two heroes of the same box play on that box's boards;
- heroes of different boxes play on the boards of both boxes, the first hero's box first;
- a hero outside any box (a fan's single file) brings no boards; a pair with no board at
  all plays on every board of the content.

The heroes are taken in content order (box by box, each box's heroes as its box.yaml lists
them); in a pair the earlier hero is the first, and the first player alternates from it.

The games of a pair are dealt to its boards two at a time, in board order, so that each
board sees both seatings equally often when the count is even: 20 games on 3 boards are
8, 6 and 6. The games on one board are a `cardsmith sim` run of their own, with a seed
derived from --seed, the two heroes and the board (`run_seed`); each run's summary lists
it, so `cardsmith sim A B --board X --seed <seed> --games <n>` replays exactly those games.
Every game depends on its seed alone, so the results are the same for any number of jobs.
"""

from __future__ import annotations

import hashlib
import itertools
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any, Callable

from ..defs import Library
from . import ray_backend
from .simulate import CHUNK, GameResult, Matchup, Report, first_player, run_one, wilson_interval

AGENTS = ("greedy", "greedy")


@dataclass(frozen=True)
class Pairing:
    """One pair of heroes: a sim run per board, `games[i]` games on `runs[i].board`."""

    heroes: tuple[str, str]
    boards: tuple[str, ...]
    runs: tuple[Matchup, ...]
    games: tuple[int, ...]


def hero_order(bundles: list[dict]) -> list[str]:
    return list(dict.fromkeys(h["id"] for bundle in bundles for h in bundle["heroes"]))


def boards_of_pair(bundles: list[dict], first: str, second: str) -> list[str]:
    box_boards = {h["id"]: [b["id"] for b in bundle["boards"]]
                  for bundle in bundles for h in bundle["heroes"]}
    boards = list(dict.fromkeys(box_boards[first] + box_boards[second]))
    if not boards:
        boards = list(dict.fromkeys(b["id"] for bundle in bundles for b in bundle["boards"]))
    return boards


def split_games(games: int, boards: int) -> list[int]:
    """Games i and i+1 (i even) go to board (i // 2) % boards."""
    counts = [0] * boards
    for index in range(games):
        counts[(index // 2) % boards] += 1
    return counts


def run_seed(seed: int, heroes: tuple[str, str], board: str) -> int:
    digest = hashlib.sha256(f"{seed}:{heroes[0]}:{heroes[1]}:{board}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def pairs_to_play(bundles: list[dict], only: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """Every pair in content order; with `only`, the pairs with one of those heroes."""
    return [pair for pair in itertools.combinations(hero_order(bundles), 2)
            if not only or set(pair) & set(only)]


def plan(bundles: list[dict], games: int, seed: int, agents: tuple[str, str] = AGENTS,
         only: tuple[str, ...] = ()) -> list[Pairing]:
    pairings = []
    for heroes in pairs_to_play(bundles, only):
        boards = boards_of_pair(bundles, *heroes)
        runs = tuple(Matchup(heroes, board, agents, run_seed(seed, heroes, board))
                     for board in boards)
        pairings.append(Pairing(heroes, tuple(boards), runs,
                                tuple(split_games(games, len(boards)))))
    return pairings


# ---------------------------------------------------------------- playing


_WORKER_LIBRARY: Library | None = None


def _init_worker(bundles: list[dict]) -> None:
    global _WORKER_LIBRARY
    _WORKER_LIBRARY = Library.from_bundles(bundles)


def _play_chunk(matchup: Matchup, indices: range) -> list[GameResult]:
    return [run_one(_WORKER_LIBRARY, matchup, index) for index in indices]


def play_all(bundles: list[dict], pairings: list[Pairing], jobs: int = 1,
             progress: Callable[[int], None] | None = None,
             backend: str = "local") -> list[list[Report]]:
    """One Report per run of each pairing (runs with no games left out), played in this
    process, in `jobs` worker processes or on Ray (`backend="ray"`)."""
    tasks = []  # (pairing index, run index, indices)
    for p, pairing in enumerate(pairings):
        for r, count in enumerate(pairing.games):
            for start in range(0, count, CHUNK):
                tasks.append((p, r, range(start, min(count, start + CHUNK))))
    results: dict[tuple[int, int], list[GameResult]] = {}
    if backend == "ray":
        played = ray_backend.play_tasks(
            bundles, [(pairings[p].runs[r], list(indices)) for p, r, indices in tasks], run_one,
            progress)
        for (p, r, _), done in zip(tasks, played):
            results.setdefault((p, r), []).extend(done)
    elif jobs <= 1:
        library = Library.from_bundles(bundles)
        for p, r, indices in tasks:
            matchup = pairings[p].runs[r]
            done = [run_one(library, matchup, index) for index in indices]
            results.setdefault((p, r), []).extend(done)
            if progress:
                progress(len(done))
    else:
        with ProcessPoolExecutor(jobs, initializer=_init_worker, initargs=(bundles,)) as pool:
            futures = {pool.submit(_play_chunk, pairings[p].runs[r], indices): (p, r)
                       for p, r, indices in tasks}
            for future in as_completed(futures):
                done = future.result()
                results.setdefault(futures[future], []).extend(done)
                if progress:
                    progress(len(done))
    reports = []
    for p, pairing in enumerate(pairings):
        runs = []
        for r, matchup in enumerate(pairing.runs):
            if (p, r) in results:
                runs.append(Report(matchup, sorted(results[(p, r)], key=lambda g: g.index)))
        reports.append(runs)
    return reports


# ---------------------------------------------------------------- summaries


def _rate(wins: int, games: int) -> dict[str, Any]:
    low, high = wilson_interval(wins, games)
    return {"wins": wins, "win_rate": wins / games if games else 0.0, "ci95": [low, high]}


def pair_summary(pairing: Pairing, runs: list[Report]) -> dict[str, Any]:
    results = [game for run in runs for game in run.results]
    games = len(results)
    endings: dict[str, int] = {}
    for game in results:
        endings[game.ending] = endings.get(game.ending, 0) + 1
    return {
        "heroes": {hero: _rate(sum(1 for g in results if g.winner == hero), games)
                   for hero in pairing.heroes},
        "games": games,
        "boards": list(pairing.boards),
        "agents": list(pairing.runs[0].agents),
        "average_turns": sum(g.turns for g in results) / games if games else 0.0,
        "endings": dict(sorted(endings.items())),
        "runs": [run.summary() for run in runs],
    }


def matchups(bundles: list[dict], games: int, seed: int = 0, jobs: int = 1,
             progress: Callable[[int], None] | None = None,
             agents: tuple[str, str] = AGENTS, backend: str = "local",
             only: tuple[str, ...] = ()) -> dict[str, Any]:
    """Play every pair (with `only`: the pairs with one of those heroes) and return the
    table as data (what --format json prints). Both heroes of a pair are played by the same
    kind of agent when `agents` names one kind twice; otherwise the first hero of a pair
    gets the first agent. A pair plays the same games whether `only` picks it or not."""
    pairings = plan(bundles, games, seed, agents, only)
    reports = play_all(bundles, pairings, jobs, progress, backend)
    pairs = [pair_summary(pairing, runs) for pairing, runs in zip(pairings, reports)]
    heroes = hero_order(bundles)
    table: dict[str, dict[str, Any]] = {hero: {} for hero in heroes}
    totals = {hero: [0, 0] for hero in heroes}  # wins, games
    for pair in pairs:
        first, second = pair["heroes"]
        for row, column in ((first, second), (second, first)):
            figures = pair["heroes"][row]
            table[row][column] = {"win_rate": figures["win_rate"], "ci95": figures["ci95"],
                                  "games": pair["games"]}
            totals[row][0] += figures["wins"]
            totals[row][1] += pair["games"]
    for row in heroes:  # columns in hero order
        table[row] = {column: table[row][column] for column in heroes if column in table[row]}
    return {
        "agents": list(agents),
        "games_per_pair": games,
        "seed": seed,
        "heroes": heroes,
        "pairs": pairs,
        "table": table,
        "overall": {hero: {"games": total} | _rate(wins, total)
                    for hero, (wins, total) in totals.items()},
        "first_player": first_player([g for runs in reports for run in runs
                                      for g in run.results]),
    }


def total_games(bundles: list[dict], games: int, only: tuple[str, ...] = ()) -> int:
    return games * len(pairs_to_play(bundles, only))


def table_text(data: dict[str, Any]) -> str:
    """The table: each row hero's win rate (%) against each column hero, its 95% CI below."""
    heroes = data["heroes"]
    label = max(len(f"{i} {hero}") for i, hero in enumerate(heroes, 1)) + 2
    width = 8

    def cells(values: list[str]) -> str:
        return "".join(value.rjust(width) for value in values)

    lines = ["Win rate (%) of the row hero against the column hero, its 95% CI below",
             f"agents {' vs '.join(data['agents'])}, {data['games_per_pair']} games a pair, "
             f"seed {data['seed']}", "",
             " " * label + cells([str(i) for i in range(1, len(heroes) + 1)] + ["all"])]
    for i, row in enumerate(heroes, 1):
        rates, intervals = [], []
        for column in heroes + ["all"]:
            figures = (data["overall"][row] if column == "all"
                       else data["table"][row].get(column))
            if figures is None:
                rates.append("-")
                intervals.append("")
                continue
            low, high = figures["ci95"]
            rates.append(f"{figures['win_rate']:.0%}".rstrip("%"))
            intervals.append(f"{low:.0%}-{high:.0%}".replace("%", ""))
        lines.append(f"{i} {row}".ljust(label) + cells(rates))
        lines.append(" " * label + cells(intervals))
    first = data["first_player"]
    low, high = first["ci95"]
    lines.append("")
    lines.append(f"First player won {first['win_rate']:.1%} of {first['games']} games "
                 f"(95% CI {low:.1%} to {high:.1%}); {first['draws']} draws.")
    lines.append("")
    lines.append("Boards: two heroes of one box play on its boards, of two boxes on the boards "
                 "of both;")
    lines.append("a pair's games are spread over them, the first player alternating. "
                 "Every pair's figures: --format json.")
    return "\n".join(lines)
