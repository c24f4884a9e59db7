"""How strong an agent is against greedy: games on every bundled board, in both seats.

    python benchmarks/strength.py [--agent ismcts] [--games 200] [--board ID ...]
                                  [--jobs 2] [--seed 0] [--format json]

On each board the agent plays every hero of the board's box against every other one, as
each of them (ordered pairs dealt in turn, two games at a time so that it moves first in
one and second in the other), with `greedy` on the other side: `--games` games a board.
It prints, for every board, the agent's wins with the 95% Wilson interval, as first and as
second player, and the whole. Every game is seeded (`sim` seeds: the pair, the board and
--seed), so a run is repeatable with an iteration budget. `--agent greedy` plays greedy
against itself: the rates a stronger agent is measured against (about 50%).

The target of issue 13: ismcts at least 75% on every board. It is a benchmark, not a test:
200 games a board with the search agent take about an hour of CPU (see README.md).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from cardsmith.compiler.pipeline import compile_paths  # noqa: E402
from cardsmith.runtime.engine.matchups import Pairing, play_all, run_seed  # noqa: E402
from cardsmith.runtime.engine.simulate import Matchup, wilson_interval  # noqa: E402

TARGET = 0.75


def board_pairings(bundles: list[dict], board: str, games: int, agent: str,
                   seed: int) -> list[Pairing]:
    """The ordered pairs (agent's hero, greedy's hero) of the board's box, games dealt two
    at a time in turn."""
    box = next(b for b in bundles if any(x["id"] == board for x in b["boards"]))
    heroes = [h["id"] for h in box["heroes"]]
    pairs = list(itertools.permutations(heroes, 2))
    counts = [0] * len(pairs)
    for index in range(games):
        counts[(index // 2) % len(pairs)] += 1
    return [Pairing(pair, (board,), (Matchup(pair, board, (agent, "greedy"),
                                             run_seed(seed, pair, board)),), (count,))
            for pair, count in zip(pairs, counts) if count]


def tally(pairings: list[Pairing], reports: list) -> dict:
    """The agent's wins on a board: in all, moving first, moving second."""
    figures = {"all": [0.0, 0], "first": [0.0, 0], "second": [0.0, 0]}
    for pairing, runs in zip(pairings, reports):
        hero = pairing.heroes[0]
        for game in (g for run in runs for g in run.results):
            won = 1.0 if game.winner == hero else 0.5 if game.winner is None else 0.0
            seat = "first" if game.seats[0] == hero else "second"
            for key in ("all", seat):
                figures[key][0] += won
                figures[key][1] += 1
    out = {}
    for key, (wins, games) in figures.items():
        low, high = wilson_interval(round(wins), games)
        out[key] = {"wins": wins, "games": games, "win_rate": wins / games if games else 0.0,
                    "ci95": [low, high]}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--agent", default="ismcts", help="the agent measured (ismcts)")
    parser.add_argument("--games", type=int, default=200, help="games a board (200)")
    parser.add_argument("--board", action="append", help="a board (default: every board)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--format", choices=["text", "json"], default="text")
    options = parser.parse_args()

    bundles = list(compile_paths().bundles.values())
    boards = options.board or [b["id"] for bundle in bundles for b in bundle["boards"]]
    results, began = {}, time.perf_counter()
    for board in boards:
        pairings = board_pairings(bundles, board, options.games, options.agent, options.seed)
        done = [0]

        def progress(count: int) -> None:
            done[0] += count
            print(f"\r{board}: {done[0]}/{options.games} games", end="", file=sys.stderr,
                  flush=True)

        reports = play_all(bundles, pairings, options.jobs, progress)
        print(file=sys.stderr)
        results[board] = tally(pairings, reports)
    elapsed = time.perf_counter() - began
    times = os.times()  # the worker processes' CPU time counts once they are joined
    cpu = times.user + times.system + times.children_user + times.children_system
    if options.format == "json":
        print(json.dumps({"agent": options.agent, "games_per_board": options.games,
                          "seed": options.seed, "boards": results, "seconds": elapsed,
                          "cpu_seconds": cpu}, indent=2))
        return
    print(f"{options.agent} against greedy, {options.games} games a board, seed "
          f"{options.seed}, --jobs {options.jobs} ({elapsed:.0f} s, {cpu:.0f} s of CPU)")
    for board, figures in results.items():
        cells = []
        for key in ("all", "first", "second"):
            f = figures[key]
            low, high = f["ci95"]
            cells.append(f"{key} {f['win_rate']:6.1%} ({low:.0%}-{high:.0%}, {f['games']:g})")
        mark = "ok" if figures["all"]["win_rate"] >= TARGET else "below the 75% target"
        print(f"  {board:18} " + "   ".join(cells) + f"   {mark}")


if __name__ == "__main__":
    main()
