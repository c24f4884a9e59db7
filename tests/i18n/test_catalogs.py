"""Gates on the catalogs themselves: syntax, message ids, variables, plural categories,
and coverage of every AST node class, field and enum value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardsmith.grammar.i18n_catalog import load_catalog, parse_catalog
from cardsmith.grammar.i18n_gates_catalogs import (catalog_problems, coverage_problems,
                                                   plural_categories)
from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.grammar.render_text import message_id, node_classes

from .helpers import LANGS, ROOT


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_parses_without_junk(lang):
    catalog = load_catalog(lang)
    assert catalog.junk() == []


def test_catalogs_have_the_same_ids_and_variables_and_every_plural_category():
    assert [p.message for p in catalog_problems()] == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("node_class", node_classes(), ids=lambda c: c.__name__)
def test_every_node_class_has_a_message(lang, node_class):
    mid = message_id(node_class)
    assert load_catalog(lang).has(mid), (
        f"grammar/phrases/{lang}.ftl has no message '{mid}' for the node class "
        f"{node_class.__name__}")


@pytest.mark.parametrize("lang", LANGS)
def test_every_field_and_enum_value_has_its_words(lang):
    catalog = load_catalog(lang)
    assert [p.message for p in coverage_problems({lang: catalog})] == []


def test_plural_categories_are_cldr_from_babel():
    assert plural_categories("pl") == {"one", "few", "many", "other"}
    assert plural_categories("it") == {"one", "many", "other"}
    assert plural_categories("pt-BR") == {"one", "many", "other"}
    assert plural_categories("tr") == {"one", "other"}
    assert plural_categories("en") == {"one", "other"}


def _broken(lang: str, source: str):
    return parse_catalog(lang, source, Path(f"{lang}.ftl"))


def test_a_broken_catalog_is_reported_where_it_breaks():
    en = load_catalog("en")
    source = load_catalog("pl").source
    source = source.replace("choose-opponent = {", "choose-opponent = { $case ->\n  [x] {")
    source = source.replace("name-value =", "name-valve =")
    source = source.replace("lang-damage = { $amount-count ->\n    [one] obrażenie\n",
                            "lang-damage = { $amount-count ->\n")
    source = source.replace("deal-damage = { $source-node ->",
                            "deal-damage = { $sourse-node ->")
    broken = _broken("pl", source)
    problems = catalog_problems({"en": en, "pl": broken})
    found = {(p.code, p.message.split(":")[0] if p.code == "E800" else p.message)
             for p in problems}
    assert ("E800", "pl.ftl does not parse") in found
    assert ("E801", "pl.ftl has no message 'name-value' (en.ftl:"
            f"{en.position(en.messages()['name-value'].span.start)[0]} has it)") in found
    assert any(code == "E801" and "'name-valve' that en.ftl has not" in m for code, m in found)
    assert any(code == "E802" and "'deal-damage'" in m and "$sourse-node" in m
               for code, m in found)
    assert any(code == "E803" and "'lang-damage'" in m and "one" in m for code, m in found)
    junk = next(p for p in problems if p.code == "E800")
    assert (junk.line, junk.column) == broken.position(broken.junk()[0].span.start)


def test_a_catalog_that_prints_other_variables_than_english_is_reported():
    en = load_catalog("en")
    source = load_catalog("it").source.replace(
        "equal-to = pari { $expr }", "equal-to = pari")
    problems = catalog_problems({"en": en, "it": _broken("it", source)})
    assert [p.message for p in problems] == ["it.ftl: message 'equal-to' does not print $expr"]


def test_an_indented_comment_inside_a_message_is_reported():
    """Fluent reads an indented `#` line as text of the message above it: `.clitic` would
    be "false # ...", never "false"."""
    en = load_catalog("en")
    source = load_catalog("it").source.replace("    .clitic = { $word ->\n",
                                                "    # the pronoun\n    .clitic = { $word ->\n", 1)
    broken = _broken("it", source)
    problems = catalog_problems({"en": en, "it": broken})
    line = source[:source.index("# the pronoun")].count("\n") + 1
    assert [(p.code, p.line, p.column, p.message) for p in problems] == [
        ("E800", line, 5, "it.ftl: message 'fighter-pronoun' has an indented '#' line, which "
         "Fluent reads as its text (comments start at the beginning of a line)")]


def test_a_node_class_without_a_message_is_named():
    source = load_catalog("tr").source.replace("end-turn =", "lang-end-turn =")
    problems = coverage_problems({"tr": _broken("tr", source)})
    assert "tr.ftl has no message 'end-turn' for the node class EndTurn" in [
        p.message for p in problems]


def test_the_schema_offers_the_case_forms_each_language_declines_names_in():
    schema = json.loads((ROOT / "schemas" / "hero.schema.json").read_text(encoding="utf-8"))
    for lang, language in LANGUAGES.items():
        if lang == "en":
            continue
        fields = set(schema["$defs"][f"name_translation_{lang}"]["properties"])
        cases = set(language.name_cases.values())
        assert cases | {f"plural_{c}" for c in cases} <= fields
        assert ("gender" in fields) == language.gendered
        assert ("article" in fields) == bool(language.articles)
