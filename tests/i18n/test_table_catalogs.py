"""Gates on the table catalogs of `cardsmith play --agents human` (grammar/phrases/table/):
every language has every message, with the variables English gives (and the case and gender
forms of names), an option message for every kind of option a person is asked, a decision
line for every kind of decision, no English words left; a game prints in every language
with nothing left unformatted."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from cardsmith.cli import main
from cardsmith.grammar.i18n_gates import _english_words_in
from cardsmith.grammar.i18n_lang import LANGUAGES, TRANSLATED
from cardsmith.runtime.engine.actions import ACTION_TYPES
from cardsmith.runtime.engine.decisions import DecisionKind
from cardsmith.runtime.engine.log import key
from cardsmith.table_options import CHANCE_RECORDS, FIELDS, record_message
from cardsmith.table_text import table_catalog_path

# Words of these catalogs that are the language's own, not English left behind.
OWN_WORDS = {"it": {"no", "round"},  # "No" (the answer), "Round" (as the Italian log says)
             "pl": {"plan"}, "tr": {"plan", "at"}}  # Plan: a standard action; "at": throw
CHANCE_KINDS = {DecisionKind.DRAW, DecisionKind.RANDOM_CARD}


def messages(lang: str) -> dict[str, ftl.Message]:
    resource = FluentParser().parse(table_catalog_path(lang).read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ftl.Junk)], f"table {lang}.ftl"
    return {e.id.name: e for e in resource.body if isinstance(e, ftl.Message)}


def collected(message: ftl.Message, kind: type) -> list:
    found = []

    class Collect(Visitor):
        def generic_visit(self, node):
            if isinstance(node, kind):
                found.append(node)
            super().generic_visit(node)

    Collect().visit(message)
    return found


def variables(message: ftl.Message) -> set[str]:
    return {node.id.name for node in collected(message, ftl.VariableReference)}


def option_records() -> list[type]:
    return [cls for cls in ACTION_TYPES.values() if cls not in CHANCE_RECORDS]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_messages_of_english(lang):
    assert set(messages(lang)) == set(messages("en"))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_message_uses_what_english_gives_it(lang):
    english = messages("en")
    forms = ["gender", *LANGUAGES[lang].name_cases]
    for mid, message in messages(lang).items():
        given = variables(english[mid])
        allowed = given | {f"{name}-{form}" for name in given for form in forms}
        assert variables(message) <= allowed, (lang, mid, variables(message) - allowed)


@pytest.mark.parametrize("record", option_records(), ids=lambda cls: cls.__name__)
def test_every_kind_of_option_has_a_message_and_words_for_its_fields(record):
    mid = record_message(record)
    for lang in LANGUAGES:
        assert mid in messages(lang), f"table/{lang}.ftl has no message {mid}"
    assert set(record.__dataclass_fields__) <= set(FIELDS), record.__name__


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_of_decision_has_its_line(lang):
    select = collected(messages(lang)["table-decision"], ftl.SelectExpression)[0]
    keys = {variant.key.name for variant in select.variants}
    assert {key(str(kind)) for kind in DecisionKind if kind not in CHANCE_KINDS} <= keys


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_english_words_are_left(lang):
    for mid, message in messages(lang).items():
        text = " ".join(node.value for node in collected(message, ftl.TextElement))
        left = {w for w in _english_words_in(text, LANGUAGES[lang])
                if w.lower() not in OWN_WORDS.get(lang, set())}
        assert not left, (lang, mid, left)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_prints_in_every_language(lang):
    """Alice's set-up choice, boosts, moves, discards and combat against Medusa, and a Super
    Fantasy Brawl game: no brace, no `$`, no message missing."""
    runner = CliRunner()
    for args in (["alice", "medusa", "--seed", "3"],
                 ["akhet,deryn,goldarr", "dugrun,gwaien,korvash", "--seed", "1"]):
        result = runner.invoke(main, ["play", *args, "--agents", "human,random", "--lang", lang],
                               input="2\n" * 400)
        assert result.exit_code == 0, result.output[-2000:]
        assert not re.search(r"[{}]|\$", result.output)
