"""Shared helpers of the localisation tests: the bundled content, compiled once."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.i18n_names import NameTable


@lru_cache(maxsize=1)
def bundled():
    result = compile_paths([])
    assert not result.diagnostics.has_errors, [d.message for d in result.diagnostics][:5]
    return result


ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "it", "pl", "pt-BR", "tr")


def effects():
    """(hero or champion id, card title or None for the ability, AST, names) of every
    bundled text: every Unmatched hero's and every Super Fantasy Brawl champion's."""
    found = []
    for hero in bundled().heroes.values():
        names = NameTable.from_hero_data(hero.doc.data)
        for card, source in hero.effects():
            found.append((hero.id, card.title if card else None, source.ast, names))
    return found + champion_effects()


def champion_effects():
    """(champion id, card title or None for the level-up ability, AST, names) of every
    bundled Super Fantasy Brawl text, the names those of its bundle."""
    from cardsmith.grammar.serialize import node_from_json

    found = []
    for bundle in bundled().bundles.values():
        for champion in bundle.get("champions", ()):
            names = NameTable.from_bundle(bundle, champion["id"])
            ability = champion["level_up"]["ability"]
            texts = [(None, ability)] + [(card["title"], card) for card in champion["cards"]]
            found += [(champion["id"], title, node_from_json(text["ast"]), names)
                      for title, text in texts if text and text.get("ast")]
    return found


def canonical_texts() -> list[str]:
    """The canonical texts of tests/fixtures/identity.txt and the manual's effect blocks."""
    import re

    texts = [line.replace("\\n", "\n") for line in
             (ROOT / "tests" / "fixtures" / "identity.txt").read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    manual = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    texts += [m.group(1).strip() for m in re.finditer(r"```effect\n(.*?)```", manual, re.S)]
    return texts
