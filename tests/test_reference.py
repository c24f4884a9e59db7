"""Bundled heroes match the published cards, card by card.

Numbers and users must match exactly. Text is compared after normalising case, spacing and
punctuation; any other difference must be listed in reference/rewordings.yaml with a reason.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from cardsmith.grammar import nodes as n
from cardsmith.grammar.render_en import render_en
from cardsmith.compiler.pipeline import compile_paths

REFERENCE = Path(__file__).parent / "reference"
# The heroes bundled so far; each must match its reference file completely.
BUNDLED = ["robin-hood", "bigfoot"]
# The printed short forms of "who may use this card".
USERS = {"ANY": "any", "ROBIN": "Robin Hood", "OUTLAW": "Outlaw", "BIGFOOT": "Bigfoot",
         "JACKALOPE": "The Jackalope"}
WINDOWS = {"text": None, "immediately": n.HeaderKind.IMMEDIATELY,
           "during_combat": n.HeaderKind.DURING_COMBAT, "after_combat": n.HeaderKind.AFTER_COMBAT}


@pytest.fixture(scope="module")
def heroes():
    result = compile_paths()
    assert result.ok, [d.message for d in result.diagnostics]
    return result.heroes


def reference(hero_id: str) -> dict:
    return yaml.safe_load((REFERENCE / "heroes" / f"{hero_id}.yaml").read_text(encoding="utf-8"))


def rewordings() -> list[dict]:
    return yaml.safe_load((REFERENCE / "rewordings.yaml").read_text(encoding="utf-8")) or []


def normalise(text: str) -> str:
    text = re.sub(r"[^\w\s]", " ", text.replace("\u2019", "'").replace("'", ""))
    return " ".join(text.lower().split())


def reworded(hero_id: str, card: str, window: str, printed: str, ours: str) -> bool:
    return any(entry["hero"] == hero_id and entry["card"] == card and entry["window"] == window
               and normalise(entry["printed"]) == normalise(printed)
               and normalise(entry["ours"]) == normalise(ours) for entry in rewordings())


def our_windows(card) -> dict[str, str]:
    """Our card's text by window, rendered from the AST without the header."""
    windows = {}
    if card.effect is None:
        return windows
    for section in card.effect.ast.sections:
        key = next(k for k, kind in WINDOWS.items()
                   if kind == (section.header.kind if section.header else None))
        windows[key] = " ".join(render_en(sentence) for sentence in section.sentences)
    return windows


def text_mismatches(hero_id: str, printed: dict[str, str], ours: dict[str, str], title: str):
    problems = []
    for window in sorted(set(printed) | set(ours)):
        theirs, mine = printed.get(window, ""), ours.get(window, "")
        if normalise(theirs) != normalise(mine) and not reworded(hero_id, title, window, theirs,
                                                                 mine):
            problems.append(f"{title} [{window}]\n  printed: {theirs}\n  ours:    {mine}")
    return problems


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_hero_stats_match(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    assert hero.name == ref["deck"]
    assert hero.move == ref["move"]
    ours = {(f.plural or f.name if f.count > 1 else f.name, f.role, f.count, f.health, f.attack)
            for f in hero.fighters}
    theirs = {(f["name"], f["role"], f["count"], f["health"], f["attack"]) for f in ref["fighters"]}
    assert ours == theirs
    assert hero.deck_size == ref["card_count"] == 30


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_cards_match_numbers_and_users(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    ours = {c.title: (c.type, c.value, c.boost, c.count, c.user) for c in hero.cards}
    theirs = {c["title"]: (c["type"], None if c["type"] == "scheme" else c["value"], c["boost"],
                           c["count"], USERS[c["usable_by"]]) for c in ref["cards"]}
    assert ours == theirs


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_card_text_says_what_the_printed_text_says(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    by_title = {card.title: card for card in hero.cards}
    problems = []
    for printed in ref["cards"]:
        card = by_title[printed["title"]]
        problems += text_mismatches(hero_id, printed.get("effects", {}), our_windows(card),
                                    card.title)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_special_ability_says_what_the_printed_text_says(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    ours = render_en(hero.ability.ast)
    printed = ref["special_ability"]
    assert normalise(ours) == normalise(printed) or reworded(hero_id, "ability", "ability",
                                                             printed, ours)


def test_every_rewording_is_still_needed(heroes):
    for entry in rewordings():
        assert entry["hero"] in heroes, entry
        assert normalise(entry["printed"]) != normalise(entry["ours"]), entry
        assert entry.get("why"), entry


def test_normalise_ignores_only_case_spacing_and_punctuation():
    assert normalise("After you attack, you may MOVE  it.") == normalise(
        "After you attack: You may move it")
    assert normalise("Draw 1 card.") != normalise("Draw 2 cards.")
