"""Fuzz campaigns: rounds of Hypothesis over each target until the time is up, keeping the
smallest reproducer of each distinct failure.

A target (`Target`) is a Hypothesis strategy of inputs, a function that runs one input in a
scratch folder (raising harness.Finding for a fault) and one that saves an input as files;
by default a saved input is replayed with `cardsmith check` and `build` (harness.py), and a
target that runs something else says how to replay and reproduce it. `TARGETS` holds the
compiler's, "content" (content.py) and "effects" (effects.py), and the runtime's, "games"
(games.py). A target of another part registers itself the same way (`register`), in a
module listed in `TARGET_MODULES`, and the campaign, the command line and the short run in
the test suite take it up with no other change.

Each round is one Hypothesis run with its own seed: it stops at the first failure it has not
seen before, shrinks it to the smallest input that fails the same way (each signature has
an exception class of its own, so failures do not slip into each other) and the campaign
saves that input under `findings/<target>/<signature>/`, then starts a new round. Failures
already kept (in this campaign or an earlier one) are passed over, so later rounds hunt for
new ones.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from hashlib import sha256
from pathlib import Path
from typing import Any, Callable

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from .harness import Finding, check_and_build, finding, time_budget, traceback_text, where

TARGET_MODULES = ("fuzz.targets",)
REPRODUCE = "reproduce, in this folder: "  # the last line of finding.txt, then the command


def check_command(case, saved: Path) -> str:
    return f"cardsmith check {saved}"


def replay_check(kept: Path, scratch: Path) -> None:
    """Check and build again the path that a finding's folder (kept) says to check."""
    report = (kept / "finding.txt").read_text(encoding="utf-8").splitlines()
    command = next(line for line in report if line.startswith(REPRODUCE))
    check_and_build(kept / command[len(REPRODUCE):].removeprefix("cardsmith check "), scratch)


@dataclass(frozen=True)
class Target:
    name: str
    inputs: st.SearchStrategy
    run: Callable[[Any, Path], None]  # raises harness.Finding for a fault
    save: Callable[[Any, Path], Path]  # writes the input into a folder; the path to check
    size: Callable[[Any], int]  # how large an input is: the smaller reproducer is kept
    # the command that reproduces a saved input, given the path `save` returned (relative)
    reproduce: Callable[[Any, Path], str] = check_command
    # runs a kept input again, given its finding's folder, in a scratch folder
    replay: Callable[[Path, Path], None] = replay_check


TARGETS: dict[str, Target] = {}


def register(target: Target) -> Target:
    TARGETS[target.name] = target
    return target


def targets() -> dict[str, Target]:
    for module in TARGET_MODULES:
        importlib.import_module(module)
    return TARGETS


@dataclass
class Kept:
    """The smallest input kept for one signature."""

    signature: str
    detail: str
    size: int
    folder: Path | None = None
    new: bool = True


@dataclass
class Tally:
    """What a campaign did with one target."""

    target: str
    inputs: int = 0
    rounds: int = 0
    seconds: float = 0.0
    kept: dict[str, Kept] = field(default_factory=dict)

    def new(self) -> list[Kept]:
        return [k for k in self.kept.values() if k.new]


def run_round(target: Target, tally: Tally, *, seed_value: int, examples: int, budget: float,
              stop_at: float = float("inf"), findings: Path | None = None,
              shrink_seconds: float = 120.0) -> None:
    """One Hypothesis run over target; new failures go into tally (and findings). Shrinking
    stops after shrink_seconds (each try runs the command line): the smallest so far is kept."""
    failing: dict[str, tuple[Any, Finding]] = {}
    first_failure: list[float] = []

    def one(case) -> None:
        now = time.monotonic()
        if now > stop_at or (first_failure and now - first_failure[0] > shrink_seconds):
            return
        tally.inputs += 1
        with tempfile.TemporaryDirectory(prefix="cardsmith-fuzz-") as scratch:
            try:
                with time_budget(budget):
                    target.run(case, Path(scratch))
            except Exception as error:  # noqa: BLE001 - a fault of the harness is one too
                found = error if isinstance(error, Finding) else finding(
                    f"fuzz harness: {type(error).__name__} at {where(error.__traceback__)}",
                    traceback_text(error))
                if found.signature in tally.kept:
                    return  # kept already, shrunk in its own round: hunt for others
                failing[found.signature] = (case, found)  # the last one is the smallest
                first_failure[:] = first_failure or [time.monotonic()]
                raise found from None

    test = settings(max_examples=examples, database=None, deadline=None, derandomize=False,
                    report_multiple_bugs=True, phases=[Phase.generate, Phase.shrink],
                    suppress_health_check=list(HealthCheck), print_blob=False)(
        given(target.inputs)(one))
    started = time.monotonic()
    try:
        seed(seed_value)(test)()
    except Exception as error:  # noqa: BLE001 - the failures are in `failing`, each shrunk
        if not failing:  # not the input's fault: the strategy's, or Hypothesis's
            signature = f"fuzz harness: {type(error).__name__} at {where(error.__traceback__)}"
            tally.kept.setdefault(signature, Kept(signature, traceback_text(error), 0))
    tally.rounds += 1
    tally.seconds += time.monotonic() - started
    for signature, (case, found) in failing.items():
        _keep(target, tally, case, found, findings)


def _keep(target: Target, tally: Tally, case, found: Finding, findings: Path | None) -> None:
    size = target.size(case)
    kept = tally.kept.get(found.signature)
    if kept is not None and kept.size <= size:
        return
    folder = None
    if findings is not None:
        folder = findings / target.name / slug(found.signature)
        findings.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".new-", dir=findings))
        checked = target.save(case, staging / "case").relative_to(staging)
        (staging / "finding.txt").write_text(
            f"{found.signature}\n\n{found.detail}\n\n{REPRODUCE}"
            f"{target.reproduce(case, checked)}\n",
            encoding="utf-8")
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        os.replace(staging, folder)
    tally.kept[found.signature] = Kept(found.signature, found.detail, size, folder)


def slug(signature: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "-", signature.lower()).strip("-")[:60]
    return f"{words}-{sha256(signature.encode()).hexdigest()[:8]}"


def known_findings(findings: Path, target: str) -> dict[str, Kept]:
    """Failures kept by earlier campaigns (their first line is the signature)."""
    kept = {}
    for report in sorted((findings / target).glob("*/finding.txt")):
        signature = report.read_text(encoding="utf-8").splitlines()[0]
        size = sum(p.stat().st_size for p in (report.parent / "case").rglob("*")
                   if p.is_file() and not p.is_symlink())
        kept[signature] = Kept(signature, "", size, report.parent, new=False)
    return kept


def campaign(names: list[str], minutes: float, *, findings: Path, first_seed: int = 0,
             budget: float = 30.0, examples: int = 50) -> list[Tally]:
    """Round-robin rounds over the targets named until `minutes` have passed."""
    chosen = [targets()[name] for name in names]
    tallies = {t.name: Tally(t.name, kept=known_findings(findings, t.name)) for t in chosen}
    stop_at = time.monotonic() + minutes * 60
    round_number = 0
    while time.monotonic() < stop_at:
        for target in chosen:
            run_round(target, tallies[target.name], seed_value=first_seed + round_number,
                      examples=examples, budget=budget, stop_at=stop_at, findings=findings)
        round_number += 1
    return list(tallies.values())
