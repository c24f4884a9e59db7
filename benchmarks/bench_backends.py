"""Games per second of the backends of `cardsmith sim` and `matchups`, beside a bare loop.

    python benchmarks/bench_backends.py [--games 400] [--agents greedy,greedy] [--ray]

The same games (Robin Hood against Bigfoot on Yukon, seed 0, the first player alternating,
as `cardsmith sim` plays them) four ways:

  1. the baseline: a bare loop calling `play_game` for each game in this process;
  2. the local backend, `simulate(..., jobs=1)`: the same loop with the results kept;
  3. the local backend with --jobs 2 (worker processes: start-up, the library built in
     each, chunks of games handed out);
  4. with --ray, the Ray backend on a local instance started for it, its start-up timed
     apart (it is paid once a run).

Each prints games/s and the ratio to the bare loop. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from cardsmith.compiler.pipeline import compile_paths  # noqa: E402
from cardsmith.runtime.defs import Library  # noqa: E402
from cardsmith.runtime.engine.simulate import Matchup, run_one, simulate  # noqa: E402


def bare_loop(library: Library, matchup: Matchup, games: int) -> float:
    began = time.perf_counter()
    for index in range(games):
        run_one(library, matchup, index)
    return time.perf_counter() - began


def timed(fn) -> float:
    began = time.perf_counter()
    fn()
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--agents", default="greedy,greedy")
    parser.add_argument("--ray", action="store_true", help="also time the Ray backend")
    options = parser.parse_args()

    bundles = list(compile_paths().bundles.values())
    library = Library.from_bundles(bundles)
    agents = tuple(options.agents.split(","))
    matchup = Matchup(("robin-hood", "bigfoot"), "yukon", agents, 0)
    games = options.games
    print(f"cardsmith backend benchmark  (Python {sys.version.split()[0]}, {os.cpu_count()} "
          f"CPUs): {games} games of {' vs '.join(agents)}")
    bare_loop(library, matchup, min(20, games))  # warm-up
    base = bare_loop(library, matchup, games)
    rows = [("baseline: a bare loop in this process", base)]
    rows.append(("local backend, --jobs 1", timed(lambda: simulate(bundles, matchup, games))))
    rows.append(("local backend, --jobs 2", timed(lambda: simulate(bundles, matchup, games, 2))))
    if options.ray:
        import ray

        start = timed(lambda: ray.init(include_dashboard=False, logging_level="ERROR",
                                       log_to_driver=False))
        first = timed(lambda: simulate(bundles, matchup, games, backend="ray"))
        second = timed(lambda: simulate(bundles, matchup, games, backend="ray"))
        ray.shutdown()
        print(f"Ray: a local instance started in {start:.1f} s")
        rows.append(("Ray backend, first run (workers start, build the library)", first))
        rows.append(("Ray backend, second run (workers warm)", second))
    for label, seconds in rows:
        print(f"  {label:58} {games / seconds:8.1f} games/s   ratio {base / seconds:5.2f}")


if __name__ == "__main__":
    main()
