"""`cardsmith stats HERO` for every bundled hero (golden text, JSON), and the deck lint of
`cardsmith check --lint` on a fan's hero (warnings, not errors; --strict makes them fail).

The golden files are the command's output: `cardsmith stats HERO > tests/golden/stats/HERO.txt`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.deck_stats import MEASURES

GOLDEN = Path(__file__).parent / "golden" / "stats"
HEROES = ["alice", "beowulf", "bigfoot", "bruce-lee", "dr-ellie-sattler", "dracula",
          "harry-houdini", "ingen", "invisible-man", "jekyll-and-hyde", "king-arthur",
          "little-red-riding-hood", "medusa", "raptors", "robin-hood", "sherlock-holmes",
          "sinbad", "t-rex", "the-genie"]


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("hero", HEROES)
def test_stats_of_every_bundled_hero_as_text(hero):
    result = run("stats", hero)
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / f"{hero}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("hero", HEROES)
def test_stats_as_json_add_up_and_no_published_hero_is_an_outlier(hero):
    result = run("stats", hero, "--format", "json")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    assert figures["cards"] == sum(figures["types"].values()) == 30
    attack = figures["types"]["attack"] + figures["types"]["versatile"]
    assert sum(figures["values"]["attack"].values()) == attack
    assert sum(figures["users"].values()) == 30
    assert [c["measure"] for c in figures["compared"]] == [m.key for m in MEASURES]
    assert not any(c["outlier"] for c in figures["compared"])
    assert figures["published_heroes"] == len(HEROES) == 19


def test_the_published_range_is_the_lowest_and_highest_of_the_heroes():
    values = {hero: {c["measure"]: c["value"] for c in
                     json.loads(run("stats", hero, "--format", "json").output)["compared"]}
              for hero in HEROES}
    compared = json.loads(run("stats", "robin-hood", "--format", "json").output)["compared"]
    for figure in compared:
        column = [values[hero][figure["measure"]] for hero in HEROES]
        assert figure["published"] == [min(column), max(column)]


def test_an_unknown_hero_is_a_usage_error():
    result = run("stats", "robin-hod")
    assert result.exit_code == 2
    assert "no hero 'robin-hod'; did you mean 'robin-hood'?" in result.output


STRONG = """\
- title: Crushing Blow
  type: attack
  value: 9
  boost: 3
  count: 4
  user: any
  text: 'After combat: Deal 8 damage to each opposing fighter adjacent to your fighter.'
"""


def fan_hero(tmp_path: Path) -> Path:
    """A hero from `cardsmith new hero`, its first card made far stronger than any
    published card."""
    assert run("new", "hero", "Iron Duke", "-o", str(tmp_path)).exit_code == 0
    path = tmp_path / "iron-duke.yaml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("- title:"))
    end = next(i for i in range(first + 1, len(lines)) if lines[i].startswith("- title:"))
    path.write_text("".join(lines[:first]) + STRONG + "".join(lines[end:]), encoding="utf-8")
    return path


def test_lint_warns_of_a_deck_outside_the_published_range(tmp_path):
    path = fan_hero(tmp_path)
    text = path.read_text(encoding="utf-8").splitlines()
    value_line = next(i for i, line in enumerate(text, 1) if line == "  value: 9")
    cards_line = text.index("cards:") + 1
    plain = run("check", str(path))
    assert plain.exit_code == 0 and "W88" not in plain.output
    linted = run("check", "--lint", str(path))
    assert linted.exit_code == 0, linted.output  # warnings, not errors
    lines = [line for line in linted.output.splitlines() if "warning[W88" in line]
    assert lines == [
        f"{path}:{cards_line}:1: warning[W880]: Iron Duke: 3.95 mean attack value, outside "
        "the range of the 19 published heroes (1.79 to 3.48)",
        f"{path}:{cards_line}:1: warning[W880]: Iron Duke: 32 damage dealt by card texts, "
        "outside the range of the 19 published heroes (2 to 28)",
        f"{path}:{value_line}:10: warning[W881]: card 'Crushing Blow' has value 9, above "
        "every published card (at most 6)"]
    strict = run("check", "--lint", "--strict", str(path))
    assert strict.exit_code == 1


def test_lint_as_json_for_ci(tmp_path):
    path = fan_hero(tmp_path)
    result = run("check", "--lint", "--format", "json", str(path))
    assert result.exit_code == 0
    codes = [d["code"] for d in json.loads(result.output)["diagnostics"]]
    assert codes.count("W880") == 2 and codes.count("W881") == 1


def test_lint_finds_nothing_in_the_bundled_content():
    result = run("check", "--lint")
    assert result.exit_code == 0 and "W88" not in result.output


def test_stats_of_a_fan_hero_mark_its_outliers(tmp_path):
    path = fan_hero(tmp_path)
    result = run("stats", "iron-duke", "--content", str(path))
    assert result.exit_code == 0, result.output
    marked = [line.split("  ")[1] for line in result.output.splitlines()
              if line.endswith("outside the range")]
    assert marked == ["mean attack value", "damage dealt by card texts"]
