"""Names from content: translations, case forms, fallbacks to English and the diagnostics
that report what is missing, at the line and column of the name."""

from __future__ import annotations

import textwrap

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.games import UNMATCHED
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_text import render_text

NEMO = textwrap.dedent("""\
    kind: hero
    name: Captain Nemo
    move: 2
    fighters:
      - name: Captain Nemo
        role: hero
        health: 15
        attack: melee
        translations:
          pl: {name: Kapitan Nemo, gender: m, genitive: Kapitana Nemo}
    ability: |
      At the end of your turn: You may draw 1 card.
    cards:
      - title: Heavy Blow
        type: attack
        value: 5
        boost: 3
        count: 27
        user: any
        translations:
          pl: {title: Potężny cios}
      - title: Nemo's Wrath
        type: attack
        value: 3
        boost: 2
        count: 3
        user: Captain Nemo
        text: |
          After combat: Deal 1 damage to each fighter adjacent to Captain Nemo.
    """)


def position(text: str, needle: str, occurrence: int = 1) -> tuple[int, int]:
    index = -1
    for _ in range(occurrence):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def nemo(tmp_path):
    path = tmp_path / "captain-nemo.yaml"
    path.write_text(NEMO, encoding="utf-8")
    return compile_paths([path])


def test_missing_translations_and_forms_are_reported_where_the_names_stand(tmp_path):
    result = nemo(tmp_path)
    assert result.ok
    found = {(d.code, d.line, d.column, d.message) for d in result.diagnostics}
    assert found == {
        ("W810", *position(NEMO, "Nemo's Wrath"),
         "card 'Nemo's Wrath' has no Polish title; the English one is printed"),
        ("W811", *position(NEMO, "Kapitan Nemo"),
         "fighter 'Captain Nemo': a card needs its Polish instrumental, which the "
         "translation does not give; the nominative is printed"),
    }
    assert all(d.severity.value == "warning" for d in result.diagnostics)


def test_a_hero_with_no_translation_in_a_language_gets_no_warning_for_it(tmp_path):
    result = nemo(tmp_path)
    assert not any("Italian" in d.message or "Turkish" in d.message
                   for d in result.diagnostics)


def test_names_fall_back_to_english_and_the_hero_to_its_fighter(tmp_path):
    hero = nemo(tmp_path).heroes["captain-nemo"]
    names = NameTable.from_hero_data(hero.doc.data)
    assert names.title("pl", names.hero_entry("Captain Nemo"), "Captain Nemo") == "Kapitan Nemo"
    assert names.title("pl", names.card_entry("Nemo's Wrath"), "Nemo's Wrath") == "Nemo's Wrath"
    assert names.title("it", names.card_entry("Heavy Blow"), "Heavy Blow") == "Heavy Blow"
    problems = {(i.lang, i.english, i.problem) for i in names.issues}
    assert problems == {("pl", "Nemo's Wrath", "untranslated"), ("it", "Heavy Blow", "untranslated")}
    ast = parse_effect_text("Move Captain Nemo up to 2 spaces.")
    assert render_text(ast, "pl", names) == "Przesuń Kapitan Nemo o maksymalnie 2 pola."
    assert {(i.form, i.problem) for i in names.issues if i.lang == "pl"} >= {
        ("accusative", "missing")}
    assert render_text(ast, "tr", names) == "Captain Nemo'yu 2 alana kadar hareket ettirin."


def test_bundled_content_gives_every_name_in_every_language():
    """Every hero's, board's and box's name of every Unmatched bundle, as the bundle carries
    them. Super Fantasy Brawl prints in English only so far (its champions have no
    translations yet; tests/sfb/test_champions.py checks that `text CHAMPION --lang it` says
    so), so these gates cover the game that has translations."""
    result = compile_paths([])
    unmatched = [bundle for bundle in result.bundles.values()
                 if bundle["box"]["ruleset"]["system"] == UNMATCHED]
    assert len(unmatched) == 3
    for bundle in unmatched:
        names = NameTable.from_bundle(bundle)
        assert {e.kind for e in names.entries} >= {"hero", "fighter", "card", "board", "box"}
        for lang in ("it", "pl", "pt-BR", "tr"):
            assert names.untranslated(lang) == [], (bundle["box"]["id"], lang)
