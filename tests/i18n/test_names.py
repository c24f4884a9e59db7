"""Names from content: translations, case forms, fallbacks to English and the diagnostics
that report what is missing, at the line and column of the name."""

from __future__ import annotations

import pytest

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
    """Every hero's, board's and box's name of every Unmatched bundle, and every champion's
    of Super Fantasy Brawl's, as the bundles carry them: translated, or kept in English
    as the glossary says (Super Fantasy Brawl's action card titles, Turkish card titles)."""
    result = compile_paths([])
    assert len(result.bundles) == 9  # 8 boxes of Unmatched, Super Fantasy Brawl
    for bundle in result.bundles.values():
        names = NameTable.from_bundle(bundle)
        kinds = {e.kind for e in names.entries}
        if bundle["box"]["ruleset"]["system"] == UNMATCHED:
            # Bruce Lee's box has no battlefield
            boards = {"board"} if bundle["boards"] else set()
            assert kinds >= {"hero", "fighter", "card", "box"} | boards
        else:
            assert kinds == {"fighter", "action-card", "box"}
            assert len([e for e in names.entries if e.kind == "fighter"]) == 24
        for lang in ("it", "pl", "pt-BR", "tr"):
            assert names.untranslated(lang) == [], (bundle["box"]["id"], lang)


@pytest.mark.parametrize("lang", ["it", "pl", "pt-BR", "tr"])
def test_every_champion_text_names_its_champion_in_the_forms_it_needs(lang):
    """No champion's card text in any language prints a name in a form its translation
    lacks, or a Turkish suffix guessed from the spelling."""
    from cardsmith.champion_text import champion_text

    result = compile_paths([])
    bundle = next(b for b in result.bundles.values() if "champions" in b)
    for champion in bundle["champions"]:
        names = NameTable.from_bundle(bundle, champion["id"])
        champion_text(champion, lang, names)
        assert sorted((i.english, i.problem, i.form) for i in names.issues) == [], champion["id"]
