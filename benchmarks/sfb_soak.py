"""Soak test for Super Fantasy Brawl: random-vs-random games of drafted teams with every
invariant checked after every action (runtime/engine/invariants.py and the SFB system's).

    python benchmarks/sfb_soak.py [--games 1000] [--start K]

Game I drafts two teams of three from every champion with `random.Random(f"sfb:{I}")` and
plays with `random.Random(I)` for chance and choices. Every 10th game is played again
unchecked from the same seed: its event log must be the same bytes, and those replays are
the baseline: the ratio printed is checked seconds a game over unchecked seconds a game,
both measured in this run. Prints "0 errors" or the first failing game; exits 1 on any.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardsmith.runtime import Game  # noqa: E402
from cardsmith.runtime.engine import invariants as inv  # noqa: E402

import random_games as plan  # noqa: E402  (benchmarks/random_games.py)


def drafted(library, index: int) -> Game:
    six = random.Random(f"sfb:{index}").sample(sorted(library.champions), 6)
    return Game(library, (",".join(six[:3]), ",".join(six[3:])), sorted(library.arenas)[0])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--start", type=int, default=0)
    args = parser.parse_args()
    library = plan.bundled_library()
    checked_time = unchecked_time = 0.0
    replays = errors = 0
    winners = {0: 0, 1: 0, None: 0}
    for index in range(args.start, args.start + args.games):
        game = drafted(library, index)
        began = time.perf_counter()
        try:
            state, _ = inv.play_random(game, index)
        except inv.InvariantError as error:
            print(f"game {index}: {error}")
            errors += 1
            break
        checked_time += time.perf_counter() - began
        winners[state.winner()] += 1
        if index % 10 == 0:
            began = time.perf_counter()
            again, _ = inv.play_random(game, index, checked=False)
            unchecked_time += time.perf_counter() - began
            replays += 1
            if inv.event_log(again) != inv.event_log(state):
                print(f"game {index}: the same seed played a different game")
                errors += 1
                break
    played = sum(winners.values())
    print(f"{played} games, {errors} errors; first seat {winners[0]}, second {winners[1]}, "
          f"draws {winners[None]}")
    if played and replays:
        checked, unchecked = checked_time / played, unchecked_time / replays
        print(f"checked: {checked * 1000:.1f} ms a game ({1 / checked:.1f} games/s); "
              f"baseline unchecked: {unchecked * 1000:.1f} ms a game; ratio {checked / unchecked:.2f}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
