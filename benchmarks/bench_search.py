"""Speed of the search agent: decisions per second, beside greedy's in the same run, and
where the time goes.

    python benchmarks/bench_search.py [--budget 50] [--positions 60] [--runs 3]

Records positions from greedy-vs-greedy games of every bundled box (each board, its first
two heroes, every 9th decision of a player), then times on exactly those observations:

  1. the baseline: greedy's decisions/s (one decision ahead with the system's heuristics);
  2. ismcts:BUDGET's decisions/s and iterations/s, best of --runs, and the ratio;
  3. a cProfile of one run of the search agent, split into what it spends its time on:
     determinising (copying the observed position, dealing the unseen cards), the tree
     (options, UCB, applying the tree's actions), the look-ahead (the rules applying
     actions, observations for the greedy choice, the greedy scores) and scoring positions.

Nothing is asserted; figures move with the machine's load (the ratio less).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from cardsmith.compiler.pipeline import compile_paths  # noqa: E402
from cardsmith.runtime import Game  # noqa: E402
from cardsmith.runtime.defs import Library  # noqa: E402
from cardsmith.runtime.engine.agents import GreedyAgent, agent_class  # noqa: E402

# What the profile is split into: (label, function names whose cumulative time it is)
PARTS = (
    ("determinise (copy the position, deal the unseen cards)", ("determinize",)),
    ("the rules applying actions (in the tree and the look-ahead)", ("apply",)),
    ("observations for the greedy choice of the look-ahead", ("observation",)),
    ("greedy scores in the look-ahead", ("greedy_index",)),
    ("scoring positions (GameSystem.evaluate)", ("evaluate",)),
    ("(the look-ahead in all: rules, observations, scores)", ("_look_ahead",)),
)


def record_positions(count: int) -> list:
    """Observations (with their positions) of greedy-vs-greedy games, every 9th decision."""
    bundles = list(compile_paths().bundles.values())
    library = Library.from_bundles(bundles)
    configs = [(b["id"], tuple(h["id"] for h in bundle["heroes"][:2]))
               for bundle in bundles for b in bundle["boards"]]
    observations, game_index = [], 0
    while len(observations) < count:
        board, heroes = configs[game_index % len(configs)]
        state = Game(library, heroes, board).new_initial_state()
        agents = [GreedyAgent(random.Random(f"{game_index}:{seat}")) for seat in (0, 1)]
        chance, decisions = random.Random(game_index), 0
        while state.decision() is not None and len(observations) < count:
            decision = state.decision()
            if decision.is_chance:
                state.apply(state.sample_chance(chance))
                continue
            seen = state.observation(decision.player, position=True)
            if decisions % 9 == 0:
                observations.append(seen)
            decisions += 1
            state.apply(agents[decision.player].act(seen))
        game_index += 1
    return observations


def time_agent(make, observations: list) -> tuple[float, int]:
    """Seconds for one decision on each observation (a fresh agent each, seeded), and the
    search iterations done."""
    began, iterations = time.perf_counter(), 0
    for index, seen in enumerate(observations):
        agent = make(random.Random(index))
        agent.act(seen)
        iterations += getattr(agent, "iterations", 0)
    return time.perf_counter() - began, iterations


def profile_parts(make, observations: list) -> list[tuple[str, float]]:
    profiler = cProfile.Profile()
    profiler.enable()
    time_agent(make, observations)
    profiler.disable()
    stats = pstats.Stats(profiler).stats
    total = sum(ct for (file, _, name), (_, _, _, ct, _) in stats.items()
                if name == "act" and file.endswith("search.py"))
    parts = []
    for label, names in PARTS:
        spent = sum(ct for (_, _, name), (_, _, _, ct, _) in stats.items() if name in names)
        parts.append((label, spent / total if total else 0.0))
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--budget", default="50", help="the search budget (50 iterations)")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()

    observations = record_positions(options.positions)
    search = agent_class(f"ismcts:{options.budget}")
    print(f"cardsmith search benchmark  (Python {sys.version.split()[0]}, {os.cpu_count()} "
          f"CPUs; one process)")
    print(f"{len(observations)} positions of greedy-vs-greedy games on every bundled board")
    greedy_times, search_times = [], []
    for _ in range(options.runs):  # alternating, so that both see the same load
        greedy_times.append(min(time_agent(GreedyAgent, observations)[0] for _ in range(5)))
        search_times.append(time_agent(search, observations))
    greedy = min(greedy_times)
    searched, iterations = min(search_times)
    n = len(observations)
    print()
    print(f"baseline: greedy           {n / greedy:10.0f} decisions/s   "
          f"({1e6 * greedy / n:.0f} us a decision)")
    print(f"ismcts:{options.budget:<19} {n / searched:10.1f} decisions/s   "
          f"{iterations / searched:8.0f} iterations/s   ({1000 * searched / n:.0f} ms a decision)")
    print(f"  ratio: a search decision costs {searched / greedy:.0f}x a greedy one "
          f"({searched / greedy / max(1, iterations / n):.1f}x greedy's per iteration)")
    print()
    print("where the search agent's time goes (cProfile of one run, share of act()):")
    for label, share in profile_parts(search, observations):
        print(f"  {label:58} {share:6.1%}")


if __name__ == "__main__":
    main()
