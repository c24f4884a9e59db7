"""How much of the published catalogue the effect language accepts (issue 10).

Imports the 26 decks of tests/reference/catalogue/umdb through `cardsmith import umdb`,
checks them as `cardsmith check` does, and prints per deck and in all how many cards are
accepted exactly as printed, how many only with a rewording listed in
tests/reference/catalogue-rewordings.yaml, and how many not at all; then the special
abilities of the complete decks. The issue's target: 85% of the cards as printed.

    python benchmarks/catalogue.py [--list]    (--list: also name every card not accepted)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.importer.acceptance import ABILITY, Rewording, coverage, load_rewordings

ROOT = Path(__file__).resolve().parent.parent

UMDB = ROOT / "tests" / "reference" / "catalogue" / "umdb"
REWORDINGS = ROOT / "tests" / "reference" / "catalogue-rewordings.yaml"
TARGET = 85.0


def rewordings() -> list[Rewording]:
    return load_rewordings(REWORDINGS)


def main_(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="name every card not accepted")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "imported"
        result = CliRunner().invoke(main, ["import", "umdb", str(UMDB), "-o", str(out)])
        if result.exit_code != 0:
            print(result.output)
            return 1
        files = sorted(out.glob("*.yaml"))
        cards = coverage(files, rewordings(), Path(folder) / "cards")
        abilities = coverage(files, rewordings(), Path(folder) / "abilities", abilities=True)
    print(f"{'deck':<24} {'cards':>5} {'printed':>8} {'reworded':>9} {'not':>4}")
    tally = {kind: Counter(v.file.stem for v in getattr(cards, kind))
             for kind in ("as_printed", "reworded", "not_at_all")}
    for stem in sorted({f.stem for f in files}):
        counts = [tally[kind][stem] for kind in ("as_printed", "reworded", "not_at_all")]
        print(f"{stem:<24} {sum(counts):>5} {counts[0]:>8} {counts[1]:>9} {counts[2]:>4}")
    print(f"cards: {cards.total}: {len(cards.as_printed)} accepted as printed "
          f"({cards.share():.1f}%; target {TARGET:.0f}%), {len(cards.reworded)} only reworded, "
          f"{len(cards.not_at_all)} not at all")
    print(f"special abilities: {abilities.total}: {len(abilities.as_printed)} as printed, "
          f"{len(abilities.reworded)} only reworded, {len(abilities.not_at_all)} not at all")
    if args.list:
        for verdict in cards.not_at_all + abilities.not_at_all:
            print(f"  not accepted: {verdict.file.stem}: {verdict.title or 'special ability'}")
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
