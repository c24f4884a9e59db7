"""`cardsmith list heroes|boards|boxes` and shell completion of hero, board and box ids,
through the installed command as a shell runs it."""

from __future__ import annotations

import inspect
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import bundled_content, compile_paths

BROKEN = Path(__file__).parent / "fixtures" / "broken"


def run(*args: str):
    # click 8.2 keeps stderr apart by default; 8.1 needs asking
    if "mix_stderr" in inspect.signature(CliRunner).parameters:
        return CliRunner(mix_stderr=False).invoke(main, list(args))
    return CliRunner().invoke(main, list(args))


def test_list_boxes_as_text():
    result = run("list", "boxes")
    assert result.exit_code == 0
    rows = [
        ("battle-of-legends-volume-one", "Battle of Legends, Volume One",
         "alice, king-arthur, medusa, sinbad", "marmoreal, sarpedon"),
        ("bruce-lee", "Bruce Lee",
         "bruce-lee", ""),
        ("cobble-and-fog", "Cobble & Fog",
         "dracula, jekyll-and-hyde, invisible-man, sherlock-holmes", "soho, baskerville-manor"),
        ("houdini-vs-the-genie", "Houdini vs. The Genie",
         "harry-houdini, the-genie", "king-solomons-mine"),
        ("jurassic-park-ingen-vs-raptors", "Jurassic Park: InGen vs. Raptors",
         "ingen, raptors", "raptor-paddock"),
        ("jurassic-park-sattler-vs-t-rex", "Jurassic Park: Sattler vs. T-Rex",
         "dr-ellie-sattler, t-rex", "t-rex-paddock"),
        ("little-red-riding-hood-vs-beowulf", "Little Red Riding Hood vs. Beowulf",
         "little-red-riding-hood, beowulf", "heorot"),
        ("robin-hood-vs-bigfoot", "Robin Hood vs. Bigfoot",
         "robin-hood, bigfoot", "sherwood-forest, yukon"),
    ]
    header = ("id", "name", "heroes", "boards")
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(3)]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[3]
             for row in [header] + rows]
    assert result.stdout == "".join(line.rstrip() + "\n" for line in lines)
    assert widths == [33, 34, 56]  # the columns as wide as their widest cell


@pytest.mark.parametrize("kind, table", [("heroes", "heroes"), ("boards", "boards"),
                                         ("boxes", "boxes"), ("champions", "champions"),
                                         ("arenas", "arenas")])
def test_list_json_names_every_item_of_the_content(kind, table):
    result = run("list", kind, "--format", "json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    compiled = getattr(compile_paths(bundles=False), table)
    assert (data["format"], data["version"], data["kind"]) == ("cardsmith-list", 1, kind)
    assert [item["id"] for item in data["items"]] == sorted(compiled)
    assert all(item["name"] for item in data["items"])


def test_list_heroes_json_entry():
    data = json.loads(run("list", "heroes", "--format", "json").stdout)
    file = bundled_content() / "robin-hood-vs-bigfoot" / "heroes" / "bigfoot.yaml"
    if file.is_relative_to(Path.cwd()):
        file = file.relative_to(Path.cwd())
    assert next(item for item in data["items"] if item["id"] == "bigfoot") == {
        "id": "bigfoot", "name": "Bigfoot", "box": "robin-hood-vs-bigfoot",
        "fighters": ["Bigfoot", "The Jackalope"], "cards": 30, "file": str(file)}


def test_list_of_broken_content_lists_what_was_built_and_exits_1():
    result = run("list", "heroes", "--content", str(BROKEN), "--format", "json")
    assert result.exit_code == 1
    ids = [item["id"] for item in json.loads(result.stdout)["items"]]
    assert "schema-and-effect-faults" in ids and "unbuildable-hero" not in ids
    errors = compile_paths([BROKEN], bundles=False).diagnostics.error_count
    assert result.stderr == (f"cardsmith: the content has {errors} errors; run `cardsmith check` "
                             "to see them\n")


# --- shell completion, as bash, zsh and fish ask the installed command for it ------------

def complete(shell: str, *words: str, cwd: Path | None = None) -> list[str]:
    env = dict(os.environ, _CARDSMITH_COMPLETE=f"{shell}_complete",
               COMP_WORDS=" ".join(["cardsmith", *words]), COMP_CWORD=str(len(words)))
    env.pop("PYTHONPATH", None)
    command = shutil.which("cardsmith", path=str(Path(sys.executable).parent))
    done = subprocess.run([command], env=env, capture_output=True, text=True, cwd=cwd,
                          check=True)
    return done.stdout.splitlines()


def test_bash_completes_hero_ids_for_text():
    assert complete("bash", "text", "b") == ["plain,beowulf", "plain,bigfoot", "plain,bruce-lee"]


def test_zsh_completes_box_ids_with_their_names_for_rules():
    assert complete("zsh", "rules", "c") == ["plain", "cobble-and-fog", "Cobble & Fog"]


def test_completion_reads_the_content_given_on_the_command_line(tmp_path):
    heroes = tmp_path / "heroes"
    heroes.mkdir()
    shutil.copyfile(bundled_content() / "robin-hood-vs-bigfoot" / "heroes" / "bigfoot.yaml",
                    heroes / "yeti.yaml")
    assert complete("bash", "text", "--content", str(tmp_path), "") == ["plain,yeti"]


def test_bash_completes_the_kinds_of_list():
    assert complete("bash", "list", "") == ["plain,heroes", "plain,boards", "plain,boxes",
                                            "plain,champions", "plain,arenas"]


def test_list_champions_as_text():
    result = run("list", "champions")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["id", "name", "cards"] and len(lines) == 1 + 24
    assert lines[1].split() == ["akhet", "Akhet", "6", "action", "cards"]


@pytest.mark.parametrize("shell, marker", [("bash", "complete -o nosort -F"),
                                           ("zsh", "compdef"), ("fish", "complete --no-files")])
def test_the_completion_scripts_the_readme_shows_are_generated(shell, marker):
    env = dict(os.environ, _CARDSMITH_COMPLETE=f"{shell}_source")
    command = shutil.which("cardsmith", path=str(Path(sys.executable).parent))
    script = subprocess.run([command], env=env, capture_output=True, text=True, check=True)
    assert marker in script.stdout and "_CARDSMITH_COMPLETE" in script.stdout
