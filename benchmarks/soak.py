"""Soak test: many random-vs-random games with the runtime's invariants checked after every
action (the checks of tests/runtime/test_random_play.py, from runtime/invariants.py).

    python benchmarks/soak.py --games 10000 [--jobs N] [--start K] [--replay-every N]
    python benchmarks/soak.py --game I        # re-run game I alone, with a full traceback
    python benchmarks/soak.py --everything    # every matchup of the bundled heroes and boards

Game I uses seed I // 4 (one `random.Random(seed)` for chance and choices) on each board and
seating in turn: sherwood-forest and yukon, robin-hood first then bigfoot first. So games
0..239 are exactly the default test run's 60 seeds. With --everything, game I uses seed
I // M on the M matchups of every ordered pair of bundled heroes on every bundled board.
Every --replay-every'th game is also
replayed from its history alone and its JSON-lines event log compared byte for byte.

Prints progress every 1,000 games, the peak resident memory (ru_maxrss) after the first
1,000 games and at the end (per worker process with --jobs > 1: a leak shows as growth),
and "0 errors" or the first failing game with its seed. Exits 1 if any game failed.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
import traceback
from collections import Counter
from multiprocessing import get_context
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from cardsmith.runtime import Game  # noqa: E402
from cardsmith.runtime.engine import invariants as inv  # noqa: E402

import random_games as plan  # noqa: E402  (benchmarks/random_games.py)

CHUNK = 50  # games per task handed to a worker
PROGRESS_EVERY = 1_000

_library = None
_configs = plan.CONFIGS


def _init(everything: bool = False) -> None:
    global _library, _configs
    if _library is None:
        _library = plan.bundled_library()
    _configs = inv.every_config(_library) if everything else plan.CONFIGS


def _peak_rss() -> int:
    """This process's peak resident set size, in bytes."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def play_one(index: int, replay_every: int, max_steps: int) -> tuple[str | None, int]:
    """Play game `index` with every check: (the winning hero, steps). Raises on a fault."""
    seed, board, heroes = plan.config_of(index, _configs)
    game = Game(_library, heroes, board)
    state, result = inv.play_random(game, seed, max_steps=max_steps)
    if replay_every and index % replay_every == 0:
        again = inv.replay(game, state.history)
        if inv.event_log(again) != inv.event_log(state):
            raise inv.InvariantError(f"seed {seed}, board {board}, heroes {'/'.join(heroes)}: "
                                     f"replaying the history gives a different event log")
    return result.winning_hero, result.steps


def run_chunk(task: tuple[int, int, int, int, bool]) -> dict:
    start, stop, replay_every, max_steps, everything = task
    _init(everything)
    wins: Counter = Counter()
    steps = longest = 0
    errors = []
    for index in range(start, stop):
        try:
            winner, taken = play_one(index, replay_every, max_steps)
        except Exception as error:  # InvariantError, or an engine crash
            seed, board, heroes = plan.config_of(index, _configs)
            errors.append((index, seed, board, "/".join(heroes),
                           f"{type(error).__name__}: {error}"))
            continue
        wins[winner] += 1
        steps += taken
        longest = max(longest, taken)
    return {"start": start, "stop": stop, "wins": wins, "steps": steps, "longest": longest,
            "errors": errors, "pid": os.getpid(), "rss": _peak_rss()}


def soak(games: int, jobs: int, start: int, replay_every: int, max_steps: int,
         everything: bool) -> int:
    _init(everything)  # compile here first: content that does not compile fails once, plainly
    per_seed = len(_configs)
    what = (f"{per_seed} matchups (every ordered pair of heroes on every board)" if everything
            else f"boards {', '.join(plan.BOARDS)}, both seatings")
    print(f"soak: {games} random games from game {start} (seeds {start // per_seed}.."
          f"{(start + games - 1) // per_seed}), {what}, "
          f"{jobs} process{'es' if jobs > 1 else ''}, invariants after every action, "
          f"replay check every {replay_every or 'no'} game{'s' if replay_every != 1 else ''}")
    tasks = [(i, min(i + CHUNK, start + games), replay_every, max_steps, everything)
             for i in range(start, start + games, CHUNK)]
    began = time.perf_counter()
    wins: Counter = Counter()
    errors: list = []
    steps = longest = done = 0
    worker_rss: dict[int, int] = {}
    next_report = PROGRESS_EVERY

    if jobs > 1:
        # No pool initializer: a failing one makes the pool respawn workers for ever. Each
        # worker compiles on its first task instead, and an error there reaches this loop.
        pool = get_context("spawn").Pool(jobs)
        chunks = pool.imap(run_chunk, tasks)
    else:
        pool = None
        chunks = map(run_chunk, tasks)
    completed = False
    try:
        for chunk in chunks:
            done += chunk["stop"] - chunk["start"]
            wins.update(chunk["wins"])
            steps += chunk["steps"]
            longest = max(longest, chunk["longest"])
            errors.extend(chunk["errors"])
            worker_rss[chunk["pid"]] = max(worker_rss.get(chunk["pid"], 0), chunk["rss"])
            while done >= next_report or done == games:
                elapsed = time.perf_counter() - began
                print(f"{done:>7} games  {elapsed:7.1f} s  {done / elapsed:6.1f} games/s  "
                      f"{steps / elapsed:8.0f} steps/s  errors {len(errors)}  "
                      f"wins {dict(sorted(wins.items(), key=str))}", flush=True)
                first = next_report == PROGRESS_EVERY and done >= PROGRESS_EVERY
                last = done == games
                if first or last:
                    when = ", ".join(w for w, yes in (("after the first 1,000 games", first),
                                                      ("at the end", last)) if yes)
                    print(f"        peak memory {_memory(worker_rss, jobs)}  ({when})",
                          flush=True)
                if done == games:
                    break
                next_report += PROGRESS_EVERY
        completed = True
    finally:
        if pool is not None:
            if completed:
                pool.close()
            else:
                pool.terminate()
            pool.join()

    elapsed = time.perf_counter() - began
    print(f"done: {games} games in {elapsed:.1f} s, {steps} steps "
          f"(mean {steps / max(1, games - len(errors)):.0f} per game, longest {longest}), "
          f"wins {dict(sorted(wins.items(), key=str))}")
    if not errors:
        print("0 errors")
        return 0
    errors.sort()
    index, seed, board, heroes, message = errors[0]
    print(f"{len(errors)} error{'s' if len(errors) > 1 else ''}; first failing: game {index} "
          f"(seed {seed}, board {board}, heroes {heroes}): {message}")
    limit = f" --max-steps {max_steps}" if max_steps != inv.MAX_STEPS else ""
    limit += " --everything" if everything else ""
    print(f"re-run it alone: python benchmarks/soak.py --game {index}{limit}")
    other = sorted({e[1] for e in errors})
    print(f"failing seeds: {other[:50]}{' ...' if len(other) > 50 else ''}")
    return 1


def _memory(worker_rss: dict[int, int], jobs: int) -> str:
    mb = 1024 * 1024
    if jobs == 1:
        return f"ru_maxrss {_peak_rss() / mb:.1f} MB"
    values = sorted(worker_rss.values())
    return (f"ru_maxrss per worker {values[0] / mb:.1f}..{values[-1] / mb:.1f} MB "
            f"({len(values)} workers), this process {_peak_rss() / mb:.1f} MB")


def one_game(index: int, max_steps: int, everything: bool) -> int:
    _init(everything)
    seed, board, heroes = plan.config_of(index, _configs)
    print(f"game {index}: seed {seed}, board {board}, heroes {'/'.join(heroes)}")
    try:
        winner, steps = play_one(index, 1, max_steps)
    except Exception:
        traceback.print_exc()
        return 1
    print(f"{winner} won after {steps} steps; every invariant held; replay identical")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="games to play (10000)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (1)")
    parser.add_argument("--start", type=int, default=0, help="first game index (0)")
    parser.add_argument("--replay-every", type=int, default=100, metavar="N",
                        help="replay every Nth game from its history and compare logs "
                             "(100; 0 for never)")
    parser.add_argument("--max-steps", type=int, default=inv.MAX_STEPS,
                        help=f"a game longer than this fails ({inv.MAX_STEPS})")
    parser.add_argument("--everything", action="store_true",
                        help="every ordered pair of the bundled heroes on every bundled board, "
                             "not only Robin Hood and Bigfoot on their two boards")
    parser.add_argument("--game", type=int, metavar="I", help="re-run game I alone")
    options = parser.parse_args()
    if options.game is not None:
        return one_game(options.game, options.max_steps, options.everything)
    if options.games < 1 or options.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    return soak(options.games, options.jobs, options.start, options.replay_every,
                options.max_steps, options.everything)


if __name__ == "__main__":
    sys.exit(main())
