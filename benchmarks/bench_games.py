"""Speed of the runtime: random-vs-random full games per second on one core, beside a baseline
measured in the same run.

    python benchmarks/bench_games.py [--games N] [--runs N] [--profile [N]]

Plays a fixed set of games (by default 300: game i is seed i // 4 on each board and seating
in turn, as in benchmarks/soak.py), each with one `random.Random(seed)` for chance and
choices, and prints plain-text figures:

  1. games/s, steps/s (every applied action, chance included) and decisions/s (player
     choices only) of the bare game loop, best of --runs;
  2. the baseline: a plain Python loop making exactly the random calls the games made (the
     same `randrange(k)` for each choice and `choices(range(k), weights)` for each chance
     outcome, recorded beforehand), best of 5 per run, runs alternating with the games so
     both see the same load; and the ratio games / baseline, which
     carries over between machines better than the seconds do;
  3. the same games with every invariant of runtime/engine/invariants.py checked after every
     action (the cost of the soak and of tests/runtime/test_random_play.py);
  4. `State.clone()` of a mid-game state (a copy of its data), beside a replay of its
     history (the baseline: what clone() did before states were data).

`--profile [N]` adds a cProfile of 200 bare games, top N functions by own time and by
cumulative time. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from cardsmith.runtime import Game  # noqa: E402
from cardsmith.runtime.engine import invariants as inv  # noqa: E402

import random_games as plan  # noqa: E402  (benchmarks/random_games.py)

BASELINE_REPEATS = 5


def play(game: Game, seed: int) -> tuple[int, int]:
    """One bare random game (the same choices as invariants.play_random): (steps, decisions)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    steps = decisions = 0
    while True:
        decision = state.decision()
        if decision is None:
            return steps, decisions
        if decision.is_chance:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.randrange(len(decision.options)))
            decisions += 1
        steps += 1


def run_games(games: list[tuple[Game, int]]) -> tuple[float, int, int]:
    steps = decisions = 0
    began = time.perf_counter()
    for game, seed in games:
        s, d = play(game, seed)
        steps += s
        decisions += d
    return time.perf_counter() - began, steps, decisions


def record_calls(games: list[tuple[Game, int]]) -> list[tuple[int, tuple[int, ...] | None]]:
    """The random calls the games make: (option count, chance weights or None), in order."""
    calls = []
    for game, seed in games:
        rng = random.Random(seed)
        state = game.new_initial_state()
        while (decision := state.decision()) is not None:
            calls.append((len(decision.options), decision.weights if decision.is_chance
                          else None))
            state.apply(inv.choose(state, rng))
    return calls


def baseline(calls: list[tuple[int, tuple[int, ...] | None]], seeds: list[int]) -> float:
    """A plain loop making the same random calls, with a fresh generator per game."""
    per_game = len(calls) // max(1, len(seeds))
    began = time.perf_counter()
    rng = random.Random(seeds[0])
    for position, (count, weights) in enumerate(calls):
        if per_game and position % per_game == 0:
            rng = random.Random(position)
        if weights is None:
            rng.randrange(count)
        else:
            rng.choices(range(count), weights=weights)
    return time.perf_counter() - began


def run_checked(games: list[tuple[Game, int]]) -> float:
    began = time.perf_counter()
    for game, seed in games:
        inv.play_random(game, seed)
    return time.perf_counter() - began


def clone_cost(games: list[tuple[Game, int]], count: int = 50) -> tuple[float, float]:
    """Seconds per `clone()` of a state halfway through a game, and, as the baseline, per
    replay of the same state's history (what clone() did before it copied)."""
    states = []
    for game, seed in games[:count]:
        state, _ = inv.play_random(game, seed, checked=False)
        states.append(inv.replay(game, state.history[: len(state.history) // 2]))
    repeats = 20
    began = time.perf_counter()
    for _ in range(repeats):
        for state in states:
            state.clone()
    per_clone = (time.perf_counter() - began) / (repeats * len(states))
    began = time.perf_counter()
    for state in states:
        inv.replay(state.game, state.history)
    per_replay = (time.perf_counter() - began) / len(states)
    return per_clone, per_replay


def profile(games: list[tuple[Game, int]], top: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    elapsed, steps, _ = run_games(games)
    profiler.disable()
    print(f"cProfile of {len(games)} bare games ({steps} steps; {elapsed:.2f} s under the "
          f"profiler)")
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(order)
        stats.print_stats(top)
        body = out.getvalue()
        start = body.find("   ncalls")
        print(f"\ntop {top} by {'own' if order == 'tottime' else 'cumulative'} time:")
        print(body[start:].rstrip())


def jobs_speedup(games: int) -> tuple[float, float]:
    """`cardsmith sim`'s worker processes: the same simulation with --jobs 1 and --jobs 2."""
    from cardsmith.compiler.pipeline import compile_paths
    from cardsmith.runtime.engine.simulate import Matchup, simulate

    bundles = list(compile_paths().bundles.values())
    matchup = Matchup(("robin-hood", "bigfoot"), "yukon", ("random", "random"), seed=0)
    times = []
    for jobs in (1, 2):
        start = time.perf_counter()
        simulate(bundles, matchup, games, jobs)
        times.append(time.perf_counter() - start)
    return times[0], times[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per run (300)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs, best reported (3)")
    parser.add_argument("--profile", type=int, nargs="?", const=10, default=0, metavar="N",
                        help="also profile 200 games with cProfile and print the top N (10)")
    parser.add_argument("--jobs-games", type=int, default=400,
                        help="games of the --jobs 1 / --jobs 2 comparison (400)")
    options = parser.parse_args()

    library = plan.bundled_library()
    configs = [plan.config_of(i) for i in range(options.games)]
    games = [(Game(library, heroes, board), seed) for seed, board, heroes in configs]
    seeds = [seed for seed, _, _ in configs]
    print(f"cardsmith game benchmark  (Python {sys.version.split()[0]}, {sys.platform}, "
          f"{os.cpu_count()} CPUs; one process)")
    print(f"{len(games)} random-vs-random games: seeds {seeds[0]}..{seeds[-1]}, "
          f"boards {', '.join(plan.BOARDS)}, both seatings")

    run_games(games[:20])  # warm-up
    calls = record_calls(games)
    # Games and baseline alternate, so both see the same load on a busy machine; the
    # baseline repeats its calls BASELINE_REPEATS times to run long enough to time well.
    timings, bases = [], []
    for _ in range(options.runs):
        timings.append(run_games(games))
        bases.append(min(baseline(calls, seeds) for _ in range(BASELINE_REPEATS)))
    elapsed, steps, decisions = min(timings)
    assert len(calls) == steps, "the recorded calls differ from the timed games"
    base = min(bases)
    checked = min(run_checked(games) for _ in range(max(1, options.runs - 1)))
    per_clone, per_replay = clone_cost(games)

    n = len(games)
    print()
    print(f"games (bare loop)         {n / elapsed:8.1f} games/s   {steps / elapsed:9.0f} "
          f"steps/s   {decisions / elapsed:9.0f} decisions/s   ({elapsed:.2f} s, best of "
          f"{options.runs})")
    print(f"  per game                {1000 * elapsed / n:8.2f} ms      {steps / n:9.1f} "
          f"steps     {decisions / n:9.1f} decisions")
    print(f"baseline: the same {steps} random calls in a plain loop   {base:.3f} s   "
          f"{steps / base:,.0f} calls/s")
    print(f"  ratio games / baseline  {elapsed / base:8.1f}x")
    print(f"games with every invariant checked after every action   "
          f"{n / checked:8.1f} games/s   ({checked / elapsed:.2f}x the bare loop)")
    print(f"clone() of a mid-game state (a copy)   {1e6 * per_clone:.1f} us   baseline: "
          f"replaying its history {1e6 * per_replay:.0f} us   ratio {per_replay / per_clone:.0f}x "
          f"(target at most 100 us; goal 20 us)")
    one, two = jobs_speedup(options.jobs_games)
    print(f"sim of {options.jobs_games} games: --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s   "
          f"speed-up {one / two:.2f}x (target 1.7x; {os.cpu_count()} CPUs)")
    if options.profile:
        print()
        profile(games[:200], options.profile)


if __name__ == "__main__":
    main()
