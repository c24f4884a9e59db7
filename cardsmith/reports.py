"""What `cardsmith check` and `build` print for machines: JSON, SARIF 2.1.0 and GitHub
workflow annotations (the text format is compiler/diagnostics.py's `format_text`).

The JSON report's shape is schemas/report.schema.json, described in docs/reports.md; its
`version` changes only when a field changes meaning or goes away.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Iterable

from cardsmith import __version__
from cardsmith.compiler.diagnostics import CODES, Diagnostic, Severity
from cardsmith.compiler.pipeline import CompileResult

REPORT_FORMAT = "cardsmith-report"
REPORT_VERSION = 1
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


class OutputFormat(str, Enum):
    TEXT = "text"
    JSON = "json"
    SARIF = "sarif"
    GITHUB = "github"


@dataclass(frozen=True)
class Summary:
    files: int
    boxes: int
    heroes: int
    cards: int
    boards: int
    champions: int  # Super Fantasy Brawl
    arenas: int
    challenges: int  # challenge cards, trap tokens and standard actions (sfb_lists.py)
    traps: int
    standard_actions: int
    errors: int
    warnings: int
    truncated: bool  # --max-errors was reached; the rest is not reported

    @classmethod
    def of(cls, result: CompileResult) -> "Summary":
        errors = result.diagnostics.error_count
        return cls(len(result.sources), len(result.boxes), len(result.heroes),
                   result.card_count(), len(result.boards), len(result.champions),
                   len(result.arenas), result.sfb_list_size("challenges"),
                   result.sfb_list_size("traps"), result.sfb_list_size("standard-actions"),
                   errors, len(result.diagnostics) - errors,
                   result.diagnostics.capped)

    def line(self) -> str:
        built = (self.champions, self.arenas, self.challenges, self.traps,
                 self.standard_actions)
        sfb = (f", {self.champions} champions, {self.arenas} arenas, {self.challenges} "
               f"challenges, {self.traps} traps, {self.standard_actions} standard actions"
               if any(built) else "")
        return (f"checked {self.files} files: {self.boxes} boxes, {self.heroes} heroes, "
                f"{self.cards} cards, {self.boards} boards{sfb}; {self.errors} errors, "
                f"{self.warnings} warnings")


def exit_status(result: CompileResult, strict: bool) -> int:
    """1 when the content has errors, or warnings under --strict; else 0."""
    summary = Summary.of(result)
    return 1 if summary.errors or (strict and summary.warnings) else 0


# --- JSON --------------------------------------------------------------------------------

def diagnostic_json(diagnostic: Diagnostic) -> dict[str, Any]:
    located = diagnostic.line > 0
    return {"code": diagnostic.code, "severity": diagnostic.severity.value,
            "message": diagnostic.message, "hint": diagnostic.hint, "file": diagnostic.file,
            "line": diagnostic.line if located else None,
            "column": diagnostic.column if located else None,
            "length": diagnostic.length if located else None}


def json_report(command: str, result: CompileResult, strict: bool,
                bundles: Iterable[Path] = ()) -> str:
    status = exit_status(result, strict)
    report = {"format": REPORT_FORMAT, "version": REPORT_VERSION, "command": command,
              "exit_status": status, "strict": strict, "summary": asdict(Summary.of(result)),
              "diagnostics": [diagnostic_json(d) for d in result.diagnostics.sorted()],
              "bundles": [str(path) for path in bundles]}
    return json.dumps(report, indent=2, ensure_ascii=False)


def json_usage_error(command: str, message: str) -> str:
    report = {"format": REPORT_FORMAT, "version": REPORT_VERSION, "command": command,
              "exit_status": 2, "usage_error": message}
    return json.dumps(report, indent=2, ensure_ascii=False)


# --- SARIF 2.1.0 -------------------------------------------------------------------------

def sarif_report(result: CompileResult, strict: bool, cwd: Path) -> str:
    diagnostics = result.diagnostics.sorted()
    codes = sorted({d.code for d in diagnostics})
    run = {
        "tool": {"driver": {"name": "cardsmith", "version": __version__,
                            "rules": [_sarif_rule(code) for code in codes]}},
        "originalUriBaseIds": {"SRCROOT": {"uri": cwd.resolve().as_uri() + "/"}},
        "columnKind": "unicodeCodePoints",
        "invocations": [{"executionSuccessful": True,
                         "exitCode": exit_status(result, strict)}],
        "results": [_sarif_result(d, codes.index(d.code), cwd) for d in diagnostics],
    }
    return json.dumps({"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]},
                      indent=2, ensure_ascii=False)


def sarif_usage_error(message: str) -> str:
    run = {"tool": {"driver": {"name": "cardsmith", "version": __version__}},
           "invocations": [{"executionSuccessful": False, "exitCode": 2,
                            "toolExecutionNotifications": [
                                {"level": "error", "message": {"text": message}}]}],
           "results": []}
    return json.dumps({"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]},
                      indent=2, ensure_ascii=False)


def _sarif_rule(code: str) -> dict[str, Any]:
    level = "warning" if code.startswith("W") else "error"
    return {"id": code, "shortDescription": {"text": CODES[code]},
            "defaultConfiguration": {"level": level}}


def _sarif_result(diagnostic: Diagnostic, rule_index: int, cwd: Path) -> dict[str, Any]:
    text = diagnostic.message + (f" ({diagnostic.hint})" if diagnostic.hint else "")
    location: dict[str, Any] = {"artifactLocation": _artifact(diagnostic.file, cwd)}
    if diagnostic.line > 0:
        location["region"] = {"startLine": diagnostic.line,
                              "startColumn": max(1, diagnostic.column),
                              "endColumn": max(1, diagnostic.column) + max(1, diagnostic.length)}
    return {"ruleId": diagnostic.code, "ruleIndex": rule_index,
            "level": "warning" if diagnostic.severity is Severity.WARNING else "error",
            "message": {"text": text}, "locations": [{"physicalLocation": location}]}


def _artifact(file: str, cwd: Path) -> dict[str, Any]:
    """A file under the working folder is relative to SRCROOT; any other, an absolute URI."""
    path = Path(file)
    absolute = (cwd / path).resolve() if not path.is_absolute() else path
    try:
        relative = absolute.relative_to(cwd.resolve())
    except ValueError:
        return {"uri": absolute.as_uri()}
    return {"uri": relative.as_posix(), "uriBaseId": "SRCROOT"}


# --- GitHub workflow annotations ---------------------------------------------------------

def github_annotations(result: CompileResult) -> str:
    """One `::error file=...,line=...::message` workflow command a diagnostic."""
    return "\n".join(_annotation(d) for d in result.diagnostics.sorted())


def github_usage_error(message: str) -> str:
    return f"::error title=cardsmith usage error::{_escape_data(message)}"


def _annotation(diagnostic: Diagnostic) -> str:
    properties = [("file", diagnostic.file)]
    if diagnostic.line > 0:
        properties += [("line", str(diagnostic.line)), ("col", str(diagnostic.column)),
                       ("endColumn", str(diagnostic.column + max(1, diagnostic.length)))]
    properties.append(("title", f"{diagnostic.code}: {CODES[diagnostic.code]}"))
    command = "warning" if diagnostic.severity is Severity.WARNING else "error"
    text = diagnostic.message + (f"\n{diagnostic.hint}" if diagnostic.hint else "")
    fields = ",".join(f"{name}={_escape_property(value)}" for name, value in properties)
    return f"::{command} {fields}::{_escape_data(text)}"


def _escape_data(text: str) -> str:
    # GitHub's workflow-command encoding: the message may not hold raw % or line breaks.
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")
