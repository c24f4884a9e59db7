"""Greedy against random in Super Fantasy Brawl, on drafted teams, the seats alternating.

    python benchmarks/sfb_strength.py [--games 100]

Game I drafts two teams of three with `random.Random(f"sfb:{I}")`; greedy takes the first
seat in even games, the second in odd ones. The baseline, measured in the same run on the
same games: random against random (the first seat's share of the decided games). Prints
greedy's win rate with its 95% interval, and its ratio to the baseline's.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardsmith.runtime import Game  # noqa: E402
from cardsmith.runtime.engine.simulate import play_game, wilson_interval  # noqa: E402

import random_games as plan  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    library = plan.bundled_library()
    arena = sorted(library.arenas)[0]
    greedy_wins = random_wins = 0
    for index in range(args.games):
        six = random.Random(f"sfb:{index}").sample(sorted(library.champions), 6)
        game = Game(library, (",".join(six[:3]), ",".join(six[3:])), arena)
        greedy_seat = index % 2
        agents = ("greedy", "random") if greedy_seat == 0 else ("random", "greedy")
        state = play_game(game, agents, f"strength:{index}")
        greedy_wins += state.winner() == greedy_seat
        baseline = play_game(game, ("random", "random"), f"strength:{index}")
        random_wins += baseline.winner() == greedy_seat
    low, high = wilson_interval(greedy_wins, args.games)
    rate, base = greedy_wins / args.games, random_wins / args.games
    print(f"greedy vs random: {greedy_wins}/{args.games} = {rate:.1%} (95% CI {low:.1%} to "
          f"{high:.1%}); baseline random vs random, same seat: {base:.1%}; ratio "
          f"{rate / base:.2f}" if base else f"greedy vs random: {rate:.1%}; baseline 0 wins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
