"""Hero files written by tests: a made-up hero with the cards a test needs and a filler card
up to a legal deck, or a bundled hero with some fields changed, dumped the one way
`cardsmith check` and the other commands then read them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
DECK_SIZE = 30
QUIET_ABILITY = "At the end of your turn: You may draw 1 card."


def made_up_hero(name: str, cards: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    """A hero named `name` (one melee fighter of that name, 12 health, move 2, an ability
    that draws) with `cards` and a filler attack card, "Jab", up to 30 cards; `fields`
    replace or add top-level fields (fighters, ability, sub_decks, ...)."""
    filler = DECK_SIZE - sum(card["count"] for card in cards)
    jab = [{"title": "Jab", "type": "attack", "value": 2, "boost": 1, "count": filler,
            "user": "any"}] if filler > 0 else []
    hero = {"kind": "hero", "name": name, "move": 2,
            "fighters": [{"name": name, "role": "hero", "health": 12, "attack": "melee"}],
            "ability": QUIET_ABILITY, "cards": cards + jab}
    hero.update(fields)
    return hero


def bundled_hero(hero_id: str) -> dict[str, Any]:
    """A bundled hero file as data, to change and write again."""
    path = next((ROOT / "content").glob(f"*/heroes/{hero_id}.yaml"))
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def write_hero(folder: Path, hero: dict[str, Any], stem: str | None = None) -> Path:
    """The hero as a YAML file in `folder`, named `stem` (default: its name in lower case,
    hyphenated), long lines kept whole so a test can find a text on its line."""
    stem = stem or hero["name"].lower().replace(" ", "-")
    path = folder / f"{stem}.yaml"
    path.write_text(yaml.safe_dump(hero, sort_keys=False, allow_unicode=True, width=1000),
                    encoding="utf-8")
    return path


def line_column(path: Path, needle: str, occurrence: int = 1) -> tuple[int, int]:
    """The line and column (from 1) of the `occurrence`-th `needle` in the file, as a
    diagnostic names a place."""
    seen = 0
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in text:
            seen += 1
            if seen == occurrence:
                return number, text.index(needle) + 1
    raise AssertionError(f"{needle!r} is not in {path}")


def printed_lines(path: Path, hero_id: str, lang: str) -> list[str]:
    """The hero file checks clean, and `cardsmith text` prints it in `lang`: its lines."""
    from click.testing import CliRunner

    from cardsmith.cli import main

    runner = CliRunner()
    checked = runner.invoke(main, ["check", str(path)])
    assert checked.exit_code == 0, checked.output
    printed = runner.invoke(main, ["text", hero_id, "--content", str(path), "--lang", lang])
    assert printed.exit_code == 0, printed.output
    return printed.output.splitlines()
