"""`check` and `build` for CI: the JSON report (schemas/report.schema.json), SARIF 2.1.0
(validated against the SARIF schema), GitHub workflow annotations, --strict, and usage
errors in the format asked for."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft4Validator, Draft202012Validator

from cardsmith.cli import main
from cardsmith.compiler.diagnostics import CODES
from node_tools import node_modules

FIXTURES = Path(__file__).parent / "fixtures"
REPORT_SCHEMA = json.loads((Path(__file__).parents[1] / "schemas" / "report.schema.json")
                           .read_text(encoding="utf-8"))
SCHEMA_FAULTS = "broken/schema-faults.yaml"
UNTRANSLATED = "warnings/untranslated.yaml"


@pytest.fixture(autouse=True)
def in_fixtures(monkeypatch):
    monkeypatch.chdir(FIXTURES)


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def report(*args: str) -> tuple[int, dict]:
    result = run(*args)
    data = json.loads(result.output)
    assert list(Draft202012Validator(REPORT_SCHEMA).iter_errors(data)) == []
    return result.exit_code, data


def sarif_validator() -> Draft4Validator:
    path = node_modules() / "@microsoft" / "jest-sarif" / "lib" / "schemas" / "sarif-2.1.0-rtm.5.json"
    return Draft4Validator(json.loads(path.read_text(encoding="utf-8")))


# --- JSON -------------------------------------------------------------------------------

def test_json_report_of_clean_content():
    status, data = report("check", "--format", "json")
    assert status == 0
    assert data == {"format": "cardsmith-report", "version": 1, "command": "check",
                    "exit_status": 0, "strict": False,
                    "summary": {"files": 71, "boxes": 8, "heroes": 19, "cards": 570, "boards": 10,
                                "champions": 24, "arenas": 1, "challenges": 11, "traps": 9,
                                "standard_actions": 4, "errors": 0, "warnings": 0,
                                "truncated": False},
                    "diagnostics": [], "bundles": []}


def test_json_report_of_broken_content():
    status, data = report("check", "--format", "json", SCHEMA_FAULTS)
    assert status == 1
    assert data["summary"] == {"files": 1, "boxes": 0, "heroes": 1, "cards": 10, "boards": 0,
                               "champions": 0, "arenas": 0, "challenges": 0, "traps": 0,
                               "standard_actions": 0, "errors": 3, "warnings": 0,
                               "truncated": False}
    assert data["diagnostics"][1] == {
        "code": "E100", "severity": "error", "file": SCHEMA_FAULTS, "line": 25, "column": 5,
        "length": 4, "message": "cards[1]: unknown field 'bost'; did you mean 'boost'?",
        "hint": "expected one of the fields: title, type, value, boost, count, user, text, "
                "notes, symbols, symbols_per_copy, translations"}


def test_json_report_of_a_capped_run_says_so():
    status, data = report("check", "--format", "json", "--max-errors", "2", "broken")
    assert status == 1 and data["summary"]["truncated"] is True
    last = [d for d in data["diagnostics"] if d["code"] == "E900"]
    assert [(d["line"], d["column"], d["length"]) for d in last] == [(None, None, None)]


def test_json_report_of_build_lists_the_bundles(tmp_path):
    status, data = report("build", "--format", "json", "-o", str(tmp_path))
    assert status == 0 and data["command"] == "build"
    assert data["bundles"] == [str(tmp_path / f"{name}.json") for name in (
        "battle-of-legends-volume-one", "bruce-lee", "cobble-and-fog", "houdini-vs-the-genie",
        "jurassic-park-ingen-vs-raptors", "jurassic-park-sattler-vs-t-rex",
        "little-red-riding-hood-vs-beowulf", "robin-hood-vs-bigfoot", "super-fantasy-brawl")]


@pytest.mark.parametrize("args, message", [
    (["check", "--format", "json", "no/such/file.yaml"],
     "Invalid value for '[PATHS]...': Path 'no/such/file.yaml' does not exist."),
    (["check", "--frobnicate", "--format=json"],
     "No such option '--frobnicate'. (Did you mean one of: '--format', '--strict'?)"),
    (["build", "--format", "json", "--max-errors", "0"],
     "Invalid value for '--max-errors': 0 is not in the range x>=1."),
    (["check", "--format", "json", "empty"],
     "no content in empty: expected .yaml files (heroes, boards, a box.yaml) or folders "
     "that hold them"),
])
def test_usage_errors_in_json(args, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.txt").write_text("not content", encoding="utf-8")
    status, data = report(*args)
    assert status == 2
    assert data == {"format": "cardsmith-report", "version": 1, "command": args[0],
                    "exit_status": 2, "usage_error": message}


def test_an_empty_folder_is_a_plain_usage_error_in_text(tmp_path):
    result = run("check", str(tmp_path))
    assert result.exit_code == 2
    assert result.output.endswith(f"Error: no content in {tmp_path}: expected .yaml files "
                                  "(heroes, boards, a box.yaml) or folders that hold them\n")


# --- --strict ---------------------------------------------------------------------------

def test_warnings_pass_without_strict_and_fail_with_it():
    assert run("check", UNTRANSLATED).exit_code == 0
    strict = run("check", "--strict", UNTRANSLATED)
    assert strict.exit_code == 1
    assert strict.output.splitlines()[-1] == (
        "checked 1 files: 0 boxes, 1 heroes, 30 cards, 0 boards; 0 errors, 1 warnings "
        "(--strict: warnings fail the run)")
    status, data = report("check", "--strict", "--format", "json", UNTRANSLATED)
    assert (status, data["exit_status"], data["strict"]) == (1, 1, True)


def test_build_under_strict_writes_nothing_when_there_are_warnings(tmp_path):
    result = run("build", "--strict", "-o", str(tmp_path / "out"), UNTRANSLATED)
    assert result.exit_code == 1 and not (tmp_path / "out").exists()
    assert result.output.splitlines()[-1].endswith("(--strict: warnings fail the run); nothing written")
    assert run("build", "-o", str(tmp_path / "out"), UNTRANSLATED).exit_code == 0


# --- SARIF ------------------------------------------------------------------------------

def test_sarif_of_broken_content_validates_and_lists_every_diagnostic():
    result = run("check", "--format", "sarif", "broken", UNTRANSLATED)
    assert result.exit_code == 1
    log = json.loads(result.output)
    assert list(sarif_validator().iter_errors(log)) == []
    json_data = json.loads(run("check", "--format", "json", "broken", UNTRANSLATED).output)
    sarif_run = log["runs"][0]
    found = [(r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
              r["locations"][0]["physicalLocation"].get("region", {}).get("startLine"),
              r["locations"][0]["physicalLocation"].get("region", {}).get("startColumn"))
             for r in sarif_run["results"]]
    assert found == [(d["code"], d["severity"], d["file"], d["line"], d["column"])
                     for d in json_data["diagnostics"]]
    rules = sarif_run["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == sorted({d["code"] for d in json_data["diagnostics"]})
    assert all(r["ruleId"] == rules[r["ruleIndex"]]["id"] for r in sarif_run["results"])
    assert rules[0]["shortDescription"]["text"] == CODES[rules[0]["id"]]
    assert sarif_run["invocations"] == [{"executionSuccessful": True, "exitCode": 1}]
    assert sarif_run["originalUriBaseIds"]["SRCROOT"]["uri"] == FIXTURES.resolve().as_uri() + "/"


def test_sarif_of_one_fault_exactly():
    log = json.loads(run("check", "--format", "sarif", SCHEMA_FAULTS).output)
    assert log["runs"][0]["results"][1] == {
        "ruleId": "E100", "ruleIndex": 0, "level": "error",
        "message": {"text": "cards[1]: unknown field 'bost'; did you mean 'boost'? (expected one "
                            "of the fields: title, type, value, boost, count, user, text, notes, "
                            "symbols, symbols_per_copy, translations)"},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": SCHEMA_FAULTS, "uriBaseId": "SRCROOT"},
            "region": {"startLine": 25, "startColumn": 5, "endColumn": 9}}}]}


def test_sarif_of_clean_content_and_of_a_usage_error_validate(tmp_path):
    clean = run("check", "--format", "sarif")
    assert clean.exit_code == 0
    log = json.loads(clean.output)
    assert list(sarif_validator().iter_errors(log)) == [] and log["runs"][0]["results"] == []
    usage = run("check", "--format", "sarif", str(tmp_path))
    assert usage.exit_code == 2
    log = json.loads(usage.output)
    assert list(sarif_validator().iter_errors(log)) == []
    notification = log["runs"][0]["invocations"][0]["toolExecutionNotifications"][0]
    assert notification["message"]["text"].startswith(f"no content in {tmp_path}")


# --- GitHub -----------------------------------------------------------------------------

def test_github_annotations_exactly():
    result = run("check", "--format", "github", SCHEMA_FAULTS, UNTRANSLATED)
    assert result.exit_code == 1
    title = "title=E100%3A the document does not match its schema"
    assert result.output == (
        f"::error file={SCHEMA_FAULTS},line=17,col=11,endColumn=16,{title}::cards[0].type: "
        "'atack' is not one of attack, defense, versatile, scheme%0Aexpected one of: attack, "
        "defense, versatile, scheme; did you mean 'attack'?\n"
        f"::error file={SCHEMA_FAULTS},line=25,col=5,endColumn=9,{title}::cards[1]: unknown "
        "field 'bost'; did you mean 'boost'?%0Aexpected one of the fields: title, type, value, "
        "boost, count, user, text, notes, symbols, symbols_per_copy, translations\n"
        f"::error file={SCHEMA_FAULTS},line=30,col=12,endColumn=13,{title}::cards[2].value: a "
        "scheme card has no value; remove this field\n"
        f"::warning file={UNTRANSLATED},line=15,col=11,endColumn=17,title=W810%3A a name or "
        "remark has no translation in a language the hero is translated into::fighter 'Helper' "
        "has no "
        "Italian name; the English one is printed%0Aexpected translations: {it: {name: ...}}\n"
        "checked 2 files: 0 boxes, 2 heroes, 40 cards, 0 boards; 3 errors, 1 warnings\n")


def test_github_usage_error_is_an_annotation(tmp_path):
    result = run("check", "--format", "github", str(tmp_path))
    assert result.exit_code == 2
    assert result.output == (f"::error title=cardsmith usage error::no content in {tmp_path}: "
                             "expected .yaml files (heroes, boards, a box.yaml) or folders "
                             "that hold them\n")


def test_the_reports_in_the_docs_match_the_schema_and_the_output():
    docs = (Path(__file__).parents[1] / "docs" / "reports.md").read_text(encoding="utf-8")
    blocks = [json.loads(block) for block in re.findall(r"```json\n(.*?)```", docs, re.S)]
    reports = [block for block in blocks if block.get("format") == "cardsmith-report"]
    assert len(reports) == 2
    for block in reports:
        assert list(Draft202012Validator(REPORT_SCHEMA).iter_errors(block)) == []
    _, actual = report("check", "--format", "json", SCHEMA_FAULTS)
    assert reports[0]["summary"] == actual["summary"]
    assert reports[0]["diagnostics"][0] == actual["diagnostics"][1]
    listed = next(block for block in blocks if block.get("format") == "cardsmith-list")
    quoted = listed["items"][0]
    items = json.loads(run("list", "heroes", "--format", "json").output)["items"]
    entry = next(item for item in items if item["id"] == quoted["id"])
    # The list names the file where this copy is installed; the page, from the checkout.
    assert Path(entry.pop("file")).as_posix().endswith("/" + quoted.pop("file"))
    assert entry == quoted
