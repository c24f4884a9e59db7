"""One fuzz input, run the way a user runs cardsmith, and what counts as a fault.

`check_and_build(folder, scratch)` runs `cardsmith check` (text and JSON) and `cardsmith
build --format json` on a content folder through click's runner, the entry point of the
`cardsmith` command, and raises a `Finding` when:
- a command raises anything but SystemExit (a traceback: the command would exit 3), or
  exits with a status other than 0 or 1 (a usage error for content that exists; a folder
  left with no YAML file at all is one, for check and build alike);
- the commands disagree: check's status is not "errors in its JSON", text and JSON differ
  in status, build's status is not check's, a failed build reports other faults than
  check, writes anything, or a clean build writes other bundles than it lists, or one that
  breaks bundle.schema.json;
- a diagnostic points past the end of its file, or output quotes a marker the input keeps
  outside the folder (content read from where it must not be).
`time_budget` turns an input that runs too long into a Finding too ("Hang at ..."), with the
place it was stuck in: a budget far above what any input needs, so it finds hangs, not
slowness.
"""

from __future__ import annotations

import json
import signal
import traceback
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.validate import validator_for
from cardsmith.compiler.yaml_text import BREAK

SECRET = "cardsmith-fuzz-secret-7f3a"  # kept in files outside the content folder


class Finding(Exception):
    """A fault the fuzzer found: `signature` tells faults apart (what, and where in
    cardsmith), `detail` says what happened (a traceback, or what disagreed)."""

    def __init__(self, signature: str, detail: str) -> None:
        super().__init__(f"{signature}\n{detail}")
        self.signature = signature
        self.detail = detail


@lru_cache(maxsize=None)
def finding_class(signature: str) -> type[Finding]:
    """A Finding class of its own for each signature: Hypothesis tells failures apart by
    the exception's type and place, and keeps shrinking each one to its own smallest input."""
    return type("Finding", (Finding,), {"__qualname__": f"Finding[{signature}]"})


def finding(signature: str, detail: str) -> Finding:
    return finding_class(signature)(signature, detail)


class Hang(BaseException):
    """An input ran past its time budget (a BaseException: no `except Exception` in the code
    under test may swallow it)."""


@contextmanager
def time_budget(seconds: float) -> Iterator[None]:
    """Raise a Finding if the block runs longer than `seconds` (SIGALRM; main thread)."""
    def expire(number, frame):
        raise Hang()
    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    except Hang as hang:
        raise finding(f"Hang at {where(hang.__traceback__)}",
                      f"no result after {seconds} s:\n" + traceback_text(hang)) from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def where(tb) -> str:
    """The innermost frame of cardsmith's own code in a traceback (else the innermost)."""
    frames = traceback.extract_tb(tb)
    ours = [f for f in frames if "/cardsmith/" in f.filename or _in_checkout(f.filename)]
    frame = (ours or frames)[-1] if frames else None
    if frame is None:
        return "?"
    return f"{_short(frame.filename)}:{frame.lineno} ({frame.name})"


_PACKAGES = ("compiler", "grammar", "runtime", "cardsmith", "schemas", "content")


def _in_checkout(filename: str) -> bool:
    parts = Path(filename).parts
    return any(part in _PACKAGES for part in parts[-3:-1]) and "site-packages" not in parts


def _short(filename: str) -> str:
    parts = Path(filename).parts
    for index in range(len(parts) - 1, -1, -1):
        if parts[index] in _PACKAGES:
            return "/".join(parts[index:])
    return Path(filename).name


def traceback_text(error: BaseException) -> str:
    return "".join(traceback.format_exception(type(error), error, error.__traceback__))


NO_CONTENT = "no content in "  # the usage error of paths that hold no YAML file


def invoke(args: list[str]):
    """Run `cardsmith ARGS`; a Finding if it crashes or exits other than 0 or 1 (or 2 for
    paths that hold no content)."""
    result = CliRunner().invoke(main, args)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        error = result.exception
        raise finding(f"{type(error).__name__} at {where(result.exc_info[2])}",
                      f"cardsmith {' '.join(args)}\n" + "".join(
                          traceback.format_exception(*result.exc_info)))
    if result.exit_code not in (0, 1) and not (result.exit_code == 2
                                                and NO_CONTENT in result.output):
        raise finding(f"exit status {result.exit_code} of {args[0]}",
                      f"cardsmith {' '.join(args)}\n{result.output}")
    return result


def check_and_build(folder: Path, scratch: Path) -> None:
    """Check and build the content at folder as the command line does; a Finding if
    anything is wrong (see the module's docstring)."""
    text = invoke(["check", str(folder)])
    as_json = invoke(["check", str(folder), "--format", "json"])
    out = scratch / "build"
    built = invoke(["build", str(folder), "-o", str(out), "--format", "json"])
    report = json.loads(as_json.output)
    diagnostics = report.get("diagnostics", [])
    _agree(text, as_json, built, diagnostics)
    if built.exit_code != 0:
        _agree_on_faults(diagnostics, json.loads(built.output))
        if out.exists():
            raise finding("a failed build wrote files", str(sorted(out.rglob("*"))))
    else:
        _check_bundles(json.loads(built.output), out)
    for output in (text.output, as_json.output, built.output):
        if SECRET in output:
            raise finding("output quotes a file outside the content folder", output[:2000])
    _check_positions(diagnostics, folder)


def _agree(text, as_json, built, diagnostics: list[dict]) -> None:
    errors = any(d["severity"] == "error" for d in diagnostics)
    if as_json.exit_code != 2 and (as_json.exit_code == 1) != errors:
        raise finding("check's status disagrees with its diagnostics",
                      f"status {as_json.exit_code}, diagnostics {diagnostics[:5]}")
    if text.exit_code != as_json.exit_code:
        raise finding("check text and JSON disagree",
                      f"text {text.exit_code}, json {as_json.exit_code}\n{text.output[-2000:]}")
    if built.exit_code != as_json.exit_code:
        raise finding("check and build disagree",
                      f"check {as_json.exit_code}, build {built.exit_code}\n{built.output[:2000]}")


def _faults(diagnostics) -> set[tuple]:
    if isinstance(diagnostics, dict):  # {"diagnostics": [...], ...}
        diagnostics = diagnostics.get("diagnostics", [])
    return {(d["code"], d["file"], d["line"], d["column"], d["message"]) for d in diagnostics}


def _agree_on_faults(checked: list[dict], built) -> None:
    if _faults(checked) != _faults(built):
        raise finding("check and build report different faults",
                      f"only check: {sorted(_faults(checked) - _faults(built))[:5]}\n"
                      f"only build: {sorted(_faults(built) - _faults(checked))[:5]}")


def _check_bundles(listing: dict, out: Path) -> None:
    listed = sorted(Path(p).name for p in listing["bundles"])
    found = sorted(p.name for p in out.iterdir()) if out.exists() else []
    if listed != found:
        raise finding("build wrote other files than it lists", f"{listed} != {found}")
    for name in found:
        bundle = json.loads((out / name).read_text(encoding="utf-8"))
        for error in validator_for("bundle").iter_errors(bundle):
            path = "/".join(map(str, error.absolute_path))
            raise finding(f"a bundle breaks bundle.schema.json at {error.validator}",
                          f"{name}: {path}: {error.message[:500]}")


def _check_positions(diagnostics: list[dict], folder: Path) -> None:
    """A diagnostic's line lies in its file (or one past its end, for "ends too early")."""
    for diagnostic in diagnostics:
        path = Path(diagnostic["file"])
        path = path if path.is_absolute() else Path.cwd() / path
        if not diagnostic["line"] or path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as stream:
            text = stream.read().decode("utf-8", errors="replace")
        lines = len(BREAK.findall(text)) + 1
        if not 1 <= diagnostic["line"] <= lines + 1 or diagnostic["column"] < 1:
            raise finding(f"{diagnostic['code']} points outside its file",
                          f"{diagnostic} in a file of {lines} lines")
