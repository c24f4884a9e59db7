"""`python -m tests.fuzz`: a fuzz campaign from the repository's root.

    python -m tests.fuzz --minutes 30 --jobs 2        # every target, 30 minutes, 2 processes
    python -m tests.fuzz --target effects --minutes 5
    python -m tests.fuzz --replay                     # run the kept reproducers again

The smallest reproducer of each failure is kept in `fuzz-findings/<target>/<signature>/`
(`case/`: the files; `finding.txt`: what failed, the traceback, the command that reproduces
it); a later campaign passes over what is kept there and hunts for new failures. The
process exits 1 when it found a new failure (or, with --replay, when one still fails). The
per-user cache goes to a temporary folder for the run.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import shutil
import sys
import tempfile
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parent.parent)  # `fuzz` and `strategies` import from it
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

from fuzz.campaign import Tally, campaign, known_findings, slug, targets  # noqa: E402
from fuzz.harness import Finding, time_budget  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def main(argv: list[str] | None = None) -> int:
    options = _parser().parse_args(argv)
    findings = Path(options.findings).resolve()
    names = options.target or sorted(targets())
    before = os.environ.get("XDG_CACHE_HOME")
    with tempfile.TemporaryDirectory(prefix="cardsmith-fuzz-cache-") as cache:
        os.environ["XDG_CACHE_HOME"] = cache
        try:
            if options.replay:
                return _replay(findings, names, options.budget)
            tallies = _run(names, options, findings)
        finally:
            if before is None:
                os.environ.pop("XDG_CACHE_HOME", None)
            else:
                os.environ["XDG_CACHE_HOME"] = before
    return _report(tallies, options.minutes)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=5.0, help="how long (default 5)")
    parser.add_argument("--target", action="append", choices=sorted(targets()),
                        help="a target to fuzz (repeat for several; default: all)")
    parser.add_argument("--findings", default=str(ROOT / "fuzz-findings"),
                        help="where reproducers are kept (default: fuzz-findings/)")
    parser.add_argument("--seed", type=int, default=0, help="the first round's seed")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--budget", type=float, default=30.0,
                        help="seconds an input may take before it counts as a hang")
    parser.add_argument("--memory", type=int, default=4096, metavar="MB",
                        help="memory a fuzzing process may take (default 4096): past it, an "
                             "input fails with MemoryError where it asked for more")
    parser.add_argument("--replay", action="store_true",
                        help="run the kept reproducers again instead")
    return parser


def _job(arguments) -> list[Tally]:
    names, minutes, findings, first_seed, budget, memory = arguments
    _limit_memory(memory)
    return campaign(names, minutes, findings=findings, first_seed=first_seed, budget=budget)


def _limit_memory(megabytes: int) -> None:
    """An input that takes all the memory is a finding (MemoryError, with its traceback),
    not a process the system kills."""
    limit = megabytes * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (limit if hard == resource.RLIM_INFINITY
                                            else min(limit, hard), hard))


def _run(names: list[str], options, findings: Path) -> list[Tally]:
    if options.jobs <= 1:
        _limit_memory(options.memory)
        return campaign(names, options.minutes, findings=findings, first_seed=options.seed,
                        budget=options.budget)
    folders = [findings / f".job-{index}" for index in range(options.jobs)]
    for folder in folders:  # each job starts from what is kept, and keeps its own finds
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(findings, folder, ignore=shutil.ignore_patterns(".job-*")) \
            if findings.is_dir() else folder.mkdir(parents=True)
    jobs = [(names, options.minutes, folder, options.seed + 100_000 * index, options.budget,
             options.memory) for index, folder in enumerate(folders)]
    with multiprocessing.get_context("fork").Pool(options.jobs) as pool:
        results = pool.map(_job, jobs)
    merged = {name: Tally(name, kept=known_findings(findings, name)) for name in names}
    for folder, tallies in zip(folders, results):
        for tally in tallies:
            _merge(merged[tally.target], tally, findings)
        shutil.rmtree(folder, ignore_errors=True)
    return list(merged.values())


def _merge(into: Tally, tally: Tally, findings: Path) -> None:
    """Add a job's counts, and its reproducers where they are smaller than those kept."""
    into.inputs += tally.inputs
    into.rounds += tally.rounds
    into.seconds = max(into.seconds, tally.seconds)
    for kept in tally.new():
        before = into.kept.get(kept.signature)
        if before is not None and before.size <= kept.size:
            continue
        if kept.folder is not None:  # a fault of the harness keeps no input
            target = findings / tally.target / slug(kept.signature)
            shutil.rmtree(target, ignore_errors=True)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(kept.folder), target)
            kept.folder = target
        into.kept[kept.signature] = kept


def _report(tallies: list[Tally], minutes: float) -> int:
    new = 0
    print(f"fuzz campaign, {minutes:g} minutes:")
    for tally in tallies:
        found = tally.new()
        new += len(found)
        print(f"  {tally.target}: {tally.inputs} inputs in {tally.rounds} rounds, "
              f"{len(found)} new failures, {len(tally.kept) - len(found)} kept from before")
        for kept in found:
            print(f"    {kept.signature} (input of {kept.size} bytes): {kept.folder}")
    return 1 if new else 0


def _replay(findings: Path, names: list[str], budget: float) -> int:
    failing = 0
    for name in names:
        for report in sorted((findings / name).glob("*/finding.txt")):
            lines = report.read_text(encoding="utf-8").splitlines()
            with tempfile.TemporaryDirectory(prefix="cardsmith-fuzz-") as scratch:
                try:
                    with time_budget(budget):
                        targets()[name].replay(report.parent, Path(scratch))
                    print(f"fixed: {lines[0]}")
                except Finding as found:
                    failing += 1
                    print(f"fails: {lines[0]}" + (f" (now: {found.signature})"
                                                   if found.signature != lines[0] else ""))
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
