"""How alike two balance tables rank the heroes: Spearman's rank correlation of their
overall win rates.

    python benchmarks/rank_correlation.py A.json B.json

Each file is either what `cardsmith matchups --format json` prints (its heroes' overall win
rates are used) or a plain object of win rates by hero id, such as real players' results:
`{"robin-hood": 0.55, "bigfoot": 0.52, ...}`. Only the heroes of both files count. It
prints each hero's rate and rank in both, then the correlation: 1 when the two rank the
heroes alike, 0 when the ranks are unrelated, -1 when one reverses the other.

Two uses: a table played by greedy against one played by the search agent (how much the
ranking depends on how well the heroes are played), and a simulated table against real
results, the measure of whether the simulation predicts real balance (docs/balance.md).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path


def win_rates(path: Path) -> dict[str, float]:
    """The overall win rate of each hero a file gives."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict) and "overall" in data:
        return {hero: figures["win_rate"] for hero, figures in data["overall"].items()}
    if isinstance(data, dict) and all(isinstance(v, (int, float)) for v in data.values()):
        return {hero: float(rate) for hero, rate in data.items()}
    raise SystemExit(f"{path}: neither `cardsmith matchups --format json` output nor an "
                     f"object of win rates by hero")


def ranks(values: list[float]) -> list[float]:
    """Rank 1 for the highest; tied values share the average of their ranks."""
    order = sorted(range(len(values)), key=lambda i: -values[i])
    out = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            out[order[position]] = (start + end) / 2 + 1
        start = end + 1
    return out


def spearman(first: list[float], second: list[float]) -> float:
    """Spearman's rho: the Pearson correlation of the two lists' ranks."""
    a, b = ranks(first), ranks(second)
    mean_a, mean_b = sum(a) / len(a), sum(b) / len(b)
    covariance = sum((x - mean_a) * (y - mean_b) for x, y in zip(a, b))
    spread = math.sqrt(sum((x - mean_a) ** 2 for x in a) * sum((y - mean_b) ** 2 for y in b))
    return covariance / spread if spread else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    options = parser.parse_args()
    first, second = win_rates(options.first), win_rates(options.second)
    heroes = [hero for hero in first if hero in second]
    if len(heroes) < 3:
        sys.exit("fewer than three heroes in both files: nothing to correlate")
    a, b = [first[h] for h in heroes], [second[h] for h in heroes]
    rank_a, rank_b = ranks(a), ranks(b)
    width = max(len(h) for h in heroes)
    print(f"{'hero':{width}}  {options.first.name:>22}  {options.second.name:>22}")
    for i in sorted(range(len(heroes)), key=lambda i: rank_a[i]):
        print(f"{heroes[i]:{width}}  {a[i]:8.1%} (rank {rank_a[i]:3g})  "
              f"{b[i]:8.1%} (rank {rank_b[i]:3g})")
    print(f"Spearman's rank correlation over {len(heroes)} heroes: {spearman(a, b):.2f}")


if __name__ == "__main__":
    main()
