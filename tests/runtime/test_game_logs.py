"""Game logs: typed events with a formatter in every language, the documented JSON shape,
value changes explained, and golden logs in five languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.runtime import Game
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.events import EVENT_TYPES, event_fields
from cardsmith.runtime.engine.log import GameLog, log_catalog_path, message_id

from .scenario import bundled_library, position_names
from .test_rulings import duel, settle_chance

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "logs"
CASES = {lang: set(LANGUAGES[lang].name_cases) for lang in LANGUAGES}


def catalog(lang: str) -> dict[str, ftl.Message]:
    resource = FluentParser().parse(log_catalog_path(lang).read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ftl.Junk)], f"log/{lang}.ftl"
    return {e.id.name: e for e in resource.body if isinstance(e, ftl.Message)}


def variables(message: ftl.Message) -> set[str]:
    found = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node):
            found.add(node.id.name)

    Collect().visit(message)
    return found


def allowed(kind: str, lang: str) -> set[str]:
    """What the formatter passes for an event of this kind (runtime/engine/log.py)."""
    names = {"turn", "hero", *(f"hero-{c}" for c in CASES[lang])}
    for field, type_ in event_fields(EVENT_TYPES[kind]):
        arg = field.replace("_", "-")
        names.add(arg)
        if type_ == "int":
            names.add(f"signed-{arg}")
        if type_.startswith("FighterId"):
            names |= {f"{arg}-gender", *(f"{arg}-{c}" for c in CASES[lang])}
        if type_ == "TeamIndex":
            names |= {"heroes", "heroes-count"}
        if type_.startswith("tuple[int"):
            names |= {"a", "b"}
    return names


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_of_event_has_a_message_in_every_language(lang):
    messages = catalog(lang)
    missing = sorted(kind for kind in EVENT_TYPES if message_id(kind) not in messages)
    assert not missing, f"log/{lang}.ftl has no message for {missing}"
    assert set(messages) == set(catalog("en")), f"log/{lang}.ftl and log/en.ftl differ in ids"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_uses_only_what_its_event_gives(lang):
    messages = catalog(lang)
    for kind in EVENT_TYPES:
        extra = variables(messages[message_id(kind)]) - allowed(kind, lang)
        assert not extra, f"log/{lang}.ftl: {message_id(kind)} uses {sorted(extra)}"


def test_docs_list_every_kind_of_event_with_its_fields():
    text = (ROOT / "docs" / "log.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z ]+)` \| ([a-z_, ]+) \|", text, re.M))
    assert set(rows) == set(EVENT_TYPES)
    for kind, fields in rows.items():
        assert fields.split(", ") == [f for f, _ in event_fields(EVENT_TYPES[kind])], kind


def played(first: str, second: str, board: str, seed: int):
    state, _ = inv.play_random(Game(bundled_library(), (first, second), board), seed,
                               checked=False)
    return state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_logs_every_event_in_every_language(lang):
    for first, second, board in (("dracula", "sherlock-holmes", "soho"),
                                 ("little-red-riding-hood", "beowulf", "heorot"),
                                 ("invisible-man", "jekyll-and-hyde", "baskerville-manor")):
        state = played(first, second, board, 4)
        text = GameLog(state.data, lang, position_names(first, second)).text(state.events)
        lines = [line for line in text.splitlines() if line]  # turns are set apart by a blank
        assert len(lines) == len(state.events) + 1
        assert not re.search(r"[{}]|\$", text), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_golden_game_log(lang):
    """One game of Robin Hood against Bigfoot, exactly, in each language (regenerate with
    `python -m tests.runtime.update_golden_logs` when a catalog changes on purpose)."""
    state = played("robin-hood", "bigfoot", "yukon", 3)
    text = GameLog(state.data, lang, position_names("robin-hood", "bigfoot")).text(state.events)
    assert text == (GOLDEN / lang / "robin-hood-bigfoot.txt").read_text(encoding="utf-8")


def test_a_value_change_is_explained_with_the_card_that_made_it():
    s = (duel(robin=6, bigfoot=7).hand(0, "Ambush").hand(1, "Regroup", "Larger Than Life"))
    s.start(0)
    s.play("Attack Bigfoot", "Play Regroup")
    settle_chance(s)
    lines = GameLog(s.data, "en", position_names("robin-hood", "bigfoot")).text(s.state.events)
    assert "    Ambush: +3 attack → 5\n" in lines  # Larger Than Life's BOOST is 3
    assert [e["change"] for e in s.events("value")] == ["add"]
    it = GameLog(s.data, "it", position_names("robin-hood", "bigfoot")).text(s.state.events)
    assert "    Imboscata: attacco +3 → 5\n" in it


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_trigger_of_an_unmatched_ability_has_its_own_words(lang):
    """The `ability` line names what triggered it: no trigger of an Unmatched hero's ability
    falls to the catalog's default (it printed "while" for "When X is defeated")."""
    from cardsmith.grammar import nodes as n
    from cardsmith.grammar.games import UNMATCHED, WORDS
    from cardsmith.runtime.engine.log import key, log_bundle

    triggers = [kind for kind in n.HeaderKind if kind in WORDS[UNMATCHED]
                and kind not in n.TIMING_HEADERS + n.CARD_HEADERS]
    bundle = log_bundle(lang)
    message = bundle.get_message("log-ability").value

    def line(trigger: str) -> str:
        text, errors = bundle.format_pattern(message, {"hero": "X", "hero-gen": "X",
                                                       "trigger": trigger})
        assert errors == []
        return text

    default = line("none of them")
    assert [k.value for k in triggers if line(key(k.value)) == default
            and k is not n.HeaderKind.WHILE] == []
