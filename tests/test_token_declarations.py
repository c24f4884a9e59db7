"""Declarations in a hero's ability (docs/language.md, 7.29): "You have 5 insight tokens.",
"Muldoon starts with 8 traps." give the hero its tokens as the hero file's `tokens` does
(compiler/tokens.py decides them, in one place); a kind with two numbers, or none, is E310."""

from __future__ import annotations

from pathlib import Path

import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths
from hero_files import bundled_hero, write_hero

from tests.runtime.catalogue.positions import position

UMDB = Path(__file__).parent / "reference" / "catalogue" / "umdb"


def test_imported_abilities_declare_the_tokens_their_cards_use(tmp_path):
    out = tmp_path / "decks"
    files = [str(UMDB / "dr-sattler.json"), str(UMDB / "robert-muldon.json")]
    imported = CliRunner().invoke(main, ["import", "umdb", *files, "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    for stem in ("dr-ellie-sattler", "ingen"):  # the importer writes no `tokens`
        assert "tokens" not in yaml.safe_load((out / f"{stem}.yaml").read_text(encoding="utf-8"))
    checked = CliRunner().invoke(main, ["check", str(out)])
    assert "E308" not in checked.output and "'insight token'" not in checked.output
    assert ":17:" not in checked.output and ":21:" not in checked.output  # the abilities
    compiled = compile_paths([out / "dr-ellie-sattler.yaml", out / "ingen.yaml"])
    tokens = {hero_id: [(t["name"], t["plural"], t["count"]) for t in hero.tokens]
              for hero_id, hero in compiled.heroes.items()}
    assert tokens == {"dr-ellie-sattler": [("insight token", "insight tokens", 5)],
                      "ingen": [("trap token", "trap tokens", 8)]}


def test_the_game_gives_the_declared_numbers():
    s = position("ingen", "dr-ellie-sattler", {"Muldoon": 1, "Dr. Sattler": 12})
    s.start(0)
    counts = {name: len(spaces) for (_, name), spaces in s.data.tokens.items()}
    assert counts == {"trap token": 8, "insight token": 5}


def _sattler(tmp_path: Path, tokens: list[dict]) -> Path:
    hero = bundled_hero("dr-ellie-sattler")
    hero["tokens"] = tokens
    return write_hero(tmp_path, hero, "dr-ellie-sattler")


def test_two_numbers_for_one_kind_is_e310_at_the_declaration(tmp_path):
    path = _sattler(tmp_path, [{"name": "insight token", "plural": "insight tokens", "count": 3}])
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if ": error[" in line]
    line = next(i for i, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text.startswith("ability:"))
    column = len("ability: ") + 1 + path.read_text(encoding="utf-8").splitlines()[
        line - 1][len("ability: "):].index("You have")
    assert errors == [f"{path}:{line}:{column}: error[E310]: the ability gives 5 insight "
                      "tokens, the hero file's `tokens` 3"], result.output


def test_no_number_at_all_is_e310(tmp_path):
    hero = bundled_hero("dr-ellie-sattler")
    hero["ability"] = "After Dr. Sattler or Dr. Malcolm move, place an insight token in their new space."
    path = write_hero(tmp_path, hero, "dr-ellie-sattler")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert "error[E310]: no number of insight tokens: the hero file gives no `count` and the " \
           "ability declares none" in result.output
