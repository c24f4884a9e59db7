"""A folder of broken content gives exactly one diagnostic per fault, where the fault is.

Each file under fixtures/broken carries its expected diagnostics as comments,
`# expect: LINE:COLUMN CODE` (Crafting Interpreters style), so a fixture and its
expectations are read together.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths

BROKEN = Path(__file__).parent / "fixtures" / "broken"
EXPECT = re.compile(r"^# expect: (\d+):(\d+) ([EW]\d{3})$", re.MULTILINE)


def expected_diagnostics() -> set[tuple[str, int, int, str]]:
    expected = set()
    for path in sorted(BROKEN.rglob("*.yaml")):
        for line, column, code in EXPECT.findall(path.read_text(encoding="utf-8")):
            expected.add((path.relative_to(BROKEN).as_posix(), int(line), int(column), code))
    return expected


def actual_diagnostics(diagnostics) -> list[tuple[str, int, int, str]]:
    return [(Path(d.file).resolve().relative_to(BROKEN.resolve()).as_posix(), d.line, d.column,
             d.code) for d in diagnostics]


def test_every_fault_gives_exactly_its_diagnostic():
    result = compile_paths([BROKEN])
    actual = actual_diagnostics(result.diagnostics)
    assert len(actual) == len(set(actual)), "a fault was reported twice"
    assert set(actual) == expected_diagnostics()


def test_every_fixture_file_expects_something():
    files = {p.relative_to(BROKEN).as_posix() for p in BROKEN.rglob("*.yaml")}
    assert files == {item[0] for item in expected_diagnostics()}


def test_broken_files_do_not_stop_the_others_from_being_checked():
    result = compile_paths([BROKEN])
    checked = {Path(doc.display).name for doc in result.documents}
    # Only the files that are not YAML at all have no document.
    assert {"effect-syntax.yaml", "unknown-names.yaml", "context-faults.yaml"} <= checked
    assert len(result.sources) == len(list(BROKEN.rglob("*.yaml")))


def test_check_command_prints_location_source_line_and_caret(monkeypatch):
    monkeypatch.chdir(BROKEN.parent)
    result = CliRunner().invoke(main, ["check", "broken/unknown-names.yaml"])
    assert result.exit_code == 1
    assert (
        "broken/unknown-names.yaml:26:16: error[E300]: card 'Run' names 'Robin Hod', "
        "who is not a fighter of Robin Hood\n"
        "  26 |     text: Move Robin Hod up to 3 spaces.\n"
        "     |                ^^^^^^^^^\n"
        "     = did you mean 'Robin Hood'?\n"
    ) in result.output
    assert result.output.endswith("3 errors, 1 warnings\n")


def test_check_command_json_lists_every_diagnostic(monkeypatch):
    monkeypatch.chdir(BROKEN.parent)
    result = CliRunner().invoke(main, ["check", "--format", "json", "broken"])
    assert result.exit_code == 1
    data = json.loads(result.output)["diagnostics"]
    assert {(d["file"].removeprefix("broken/"), d["line"], d["column"], d["code"])
            for d in data} == expected_diagnostics()
    first = next(d for d in data if d["code"] == "E200" and d["line"] == 29)
    assert first == {
        "code": "E200", "severity": "error", "file": "broken/effect-syntax.yaml", "line": 29,
        "column": 7, "length": 4, "message": "unknown word 'Drow'; did you mean 'draw'?",
        "hint": "expected a sentence to start with a verb such as 'Draw', 'Deal', 'Move', or "
                "with a fighter's name",
    }


def test_error_cap_stops_with_a_note():
    result = compile_paths([BROKEN], limit=3)
    codes = [d.code for d in result.diagnostics]
    assert codes[-1] == "E900" and len(codes) == 4


def test_build_writes_nothing_when_content_has_errors(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", str(BROKEN), "-o", str(out)])
    assert result.exit_code == 1
    assert "nothing written" in result.output
    assert not out.exists()


def test_a_move_through_with_no_fighter_and_no_move_before_it_is_a_diagnostic(tmp_path):
    """'You may move through ...' names no fighter (the one you move): with no move before
    it, E406 at the sentence, as for a named fighter, not a traceback."""
    text = (BROKEN / "reference-faults.yaml").read_text(encoding="utf-8").replace(
        "You may move Loose Ends through", "You may move through")
    (tmp_path / "hero.yaml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(tmp_path / "hero.yaml")])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit), result.exception
    assert (f"{tmp_path / 'hero.yaml'}:37:19: error[E406]: card 'Through': 'move through spaces "
            "containing opposing fighters' follows no move of your fighter\n") in result.output
    assert "= expected a sentence such as 'Move your fighter up to 3 spaces.' before it" \
        in result.output
