"""`cardsmith lsp` diagnostics, end to end: the same faults as `cardsmith check` at the same
places, for every bundled file and every broken fixture, and as the text changes."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types

from cardsmith.compiler.pipeline import compile_paths, find_sources
from editor import Editor, find

pytestmark = pytest.mark.asyncio(loop_scope="module")
FIXTURES = Path(__file__).parents[1] / "fixtures"


def check_faults(path: Path) -> list[tuple[int, int, str, str]]:
    """What `cardsmith check PATH` reports for the file, as 0-based LSP lines and columns."""
    result = compile_paths([path], bundles=False)
    return [(d.line - 1, d.column - 1, d.code, d.message + (f"\n{d.hint}" if d.hint else ""))
            for d in result.diagnostics.sorted() if Path(d.file).resolve() == path.resolve()]


def shown(diagnostics: list[types.Diagnostic]) -> list[tuple[int, int, str, str]]:
    return [(d.range.start.line, d.range.start.character, d.code, d.message)
            for d in diagnostics]


async def test_every_bundled_file_opens_clean(client, content):
    editor = Editor(client)
    files = find_sources([content])
    # with the four glossaries, the 24 champions, the arena, the traps, challenges and
    # standard actions; the catalogue's 5 boxes (issue 10) add 21 files
    assert len(files) == 71
    for path in files:
        assert await editor.open(path) == [], path
        await editor.close(path)


async def test_every_broken_fixture_shows_what_check_reports(client, tmp_path):
    editor = Editor(client)
    fixtures = sorted((FIXTURES / "broken").rglob("*.yaml")) + [FIXTURES / "warnings" / "untranslated.yaml"]
    for path in fixtures:
        expected = check_faults(path)
        assert expected, path
        assert shown(await editor.open(path)) == expected, path
        await editor.close(path)


async def test_faults_appear_and_go_as_the_unsaved_text_changes(client, content):
    editor = Editor(client)
    path = content / "robin-hood-vs-bigfoot" / "heroes" / "robin-hood.yaml"
    text = path.read_text(encoding="utf-8")
    assert await editor.open(path) == []
    typo = text.replace("in Robin Hood's zone", "in Robin Hod's zone", 1)
    line, character = find(typo, "Robin Hod's")
    [fault] = await editor.change(path, typo)
    assert (fault.code, fault.severity, fault.source) == ("E300", types.DiagnosticSeverity.Error,
                                                          "cardsmith")
    assert fault.range == types.Range(start=types.Position(line=line, character=character),
                                      end=types.Position(line=line, character=character + 9))
    assert fault.message == ("card 'Defenders of Sherwood' names 'Robin Hod', who is not a "
                             "fighter of Robin Hood\ndid you mean 'Robin Hood'?")
    assert path.read_text(encoding="utf-8") == text  # nothing is written
    broken_yaml = typo.replace("move: 2", "move: [2", 1)
    assert [d.code for d in await editor.change(path, broken_yaml)] == ["E001"]
    assert await editor.change(path, text) == []
    await editor.close(path)


async def test_schema_faults_do_not_hide_effect_faults_while_typing(client, content):
    editor = Editor(client)
    path = content / "robin-hood-vs-bigfoot" / "heroes" / "bigfoot.yaml"
    text = path.read_text(encoding="utf-8")
    await editor.open(path)
    both = text.replace("move: 3", "move: 3\nspeed: 3", 1).replace("Draw 1 card", "Drow 1 card", 1)
    assert [d.code for d in await editor.change(path, both)] == ["E100", "E200"]
    await editor.close(path)


async def test_a_box_file_is_checked_with_its_folder_and_the_open_files(client, content):
    editor = Editor(client)
    box = content / "robin-hood-vs-bigfoot" / "box.yaml"
    text = box.read_text(encoding="utf-8")
    assert await editor.open(box) == []
    missing = text.replace("bigfoot]", "bigfot]", 1)
    [fault] = await editor.change(box, missing)
    assert (fault.code, fault.message.splitlines()[0]) == (
        "E700", "box 'robin-hood-vs-bigfoot' lists hero 'bigfot', but "
                f"{box.parent / 'heroes' / 'bigfot.yaml'} was not found")
    # an unsaved new hero file of that name, open in the editor, stands in for the file
    new_hero = box.parent / "heroes" / "bigfot.yaml"
    hero_text = (box.parent / "heroes" / "bigfoot.yaml").read_text(encoding="utf-8")
    assert await editor.open(new_hero, hero_text) == []
    assert await editor.change(box, missing + "\n") == []
    await editor.close(new_hero)
    await editor.close(box)


async def test_positions_count_utf16_code_units(client, tmp_path):
    # A card symbol outside the Basic Multilingual Plane is two UTF-16 code units.
    editor = Editor(client)
    path = tmp_path / "heroes" / "symbols.yaml"
    path.parent.mkdir()
    text = (FIXTURES / "broken" / "effect-syntax.yaml").read_text(encoding="utf-8")
    text = text.replace("text: Draw 2 cardz.", "text: \U0001F34E Draw 2 cardz.", 1)
    path.write_text(text, encoding="utf-8")
    faults = await editor.open(path)
    line, character = find(text, "\U0001F34E Draw 2 cardz.")
    first = next(d for d in faults if d.range.start.line == line)
    assert first.range.start.character == character + len("\U0001F34E Draw 2 ") + 1
