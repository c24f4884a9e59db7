"""The glossary of each language, the names a bundle carries (NameTable.from_bundle) and the
diagnostics about names: a hero without translations (W812), a shared card translated
otherwise than the glossary (W813), translations of a form the hero does not have (E814),
Turkish suffixes by a name's sound."""

from __future__ import annotations

import json
import textwrap

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.i18n_names import NameTable, Origin
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_text import render_text

from .helpers import ROOT, bundled

HERO = textwrap.dedent("""\
    kind: hero
    name: Ada
    move: 2
    fighters:
      - name: Ada
        role: hero
        health: 12
        attack: melee
        translations:
          it: {name: Ada, gender: f}
    cards:
      - title: Feint
        type: versatile
        value: 2
        boost: 1
        count: 27
        user: any
        text: |
          Immediately: Cancel all effects on your opponent's card.
      - title: Skirmish
        type: versatile
        value: 4
        boost: 1
        count: 3
        user: any
        translations:
          it: {title: Scaramuccia}
    """)


def write(tmp_path, text, name="ada.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_a_hero_of_ones_own_prints_the_glossarys_card_titles(tmp_path):
    write(tmp_path, HERO)
    result = run("text", "ada", "--lang", "pl", "--content", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "Zwód (x27)" in result.output and "Potyczka (x3)" in result.output
    turkish = run("text", "ada", "--lang", "tr", "--content", str(tmp_path)).output
    assert "Feint (x27)" in turkish  # Turkish keeps the English titles, as its rule text


def test_a_shared_card_translated_otherwise_is_told_to_read_as_the_glossary(tmp_path):
    path = write(tmp_path, HERO)
    result = compile_paths([path])
    found = [(d.code, d.line, d.message) for d in result.diagnostics if d.code == "W813"]
    line = HERO[:HERO.index("{title: Scaramuccia}")].count("\n") + 1
    assert found == [("W813", line, "card 'Skirmish' is 'Scaramuccia' in Italian here but "
                      "'Schermaglia' in the glossary: a card shared by several decks reads "
                      "the same in each")]
    # its own title still wins: the deck prints what its file says
    names = NameTable.from_bundle(result.bundles["ada"], "ada")
    assert names.printed("it", "card", "Skirmish") == "Scaramuccia"
    assert names.printed("it", "card", "Feint") == "Finta"


def test_a_hero_without_any_translation_is_warned_once(tmp_path):
    text = HERO.replace("    translations:\n      it: {name: Ada, gender: f}\n", "")
    text = text.replace("    translations:\n      it: {title: Scaramuccia}\n", "")
    assert "translations" not in text
    result = compile_paths([write(tmp_path, text)])
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == [("W812", 2, 7)]
    assert result.ok


def test_a_glossary_among_the_content_replaces_the_bundled_one_of_its_language(tmp_path):
    write(tmp_path, HERO)
    write(tmp_path, "kind: glossary\nlanguage: pl\ncards:\n  Feint: {title: Finta}\n",
          "pl.yaml")
    output = run("text", "ada", "--lang", "pl", "--content", str(tmp_path)).output
    assert "Finta (x27)" in output and "Skirmish (x3)" in output  # not in this glossary
    assert "Finta (x27)" in run("text", "ada", "--lang", "it", "--content",
                                str(tmp_path)).output  # the bundled Italian one


def test_two_glossaries_of_one_language_are_an_error(tmp_path):
    for name in ("a.yaml", "b.yaml"):
        write(tmp_path, "kind: glossary\nlanguage: it\n", name)
    result = compile_paths([tmp_path])
    assert [(d.code, d.file.endswith("b.yaml"), d.line) for d in result.diagnostics] == [
        ("E701", True, 2)]


def test_a_form_the_glossary_lacks_is_reported_in_the_glossary(tmp_path):
    write(tmp_path, HERO.replace("cards:\n", "resources:\n  - name: Rage\n    max: 3\ncards:\n").replace(
        "Immediately: Cancel all effects on your opponent's card.", "Immediately: Gain 1 Rage."))
    glossary = "kind: glossary\nlanguage: pl\nnames:\n  Rage: {name: Szał, gender: m}\n"
    write(tmp_path, glossary, "pl.yaml")
    result = compile_paths([tmp_path])
    found = [(d.code, d.file.endswith("pl.yaml"), d.line, d.message) for d in result.diagnostics
             if d.code == "W811"]
    assert found == [("W811", True, 4, "resource 'Rage': a card needs its Polish genitive, "
                      "which the translation does not give; the nominative is printed")]


def test_translations_of_a_form_the_hero_has_not_are_an_error(tmp_path):
    text = (ROOT / "content" / "cobble-and-fog" / "heroes" / "jekyll-and-hyde.yaml").read_text(
        encoding="utf-8").replace("    Mr. Hyde:\n      it:", "    Mr. Hide:\n      it:")
    result = compile_paths([write(tmp_path, text, "jekyll-and-hyde.yaml")])
    line = text[:text.index("Mr. Hide:")].count("\n") + 1
    assert [(d.code, d.line, d.message) for d in result.diagnostics if d.code.startswith("E")] \
        == [("E814", line, "'Mr. Hide' has translations but is not a form of Jekyll & Hyde")]
    assert {d.message for d in result.diagnostics if d.code == "W810"} >= {
        "form 'Mr. Hyde' has no Polish name; the English one is printed"}


# ---------------------------------------------------------------- the bundle carries them


def test_a_written_bundle_carries_every_translation_and_the_glossary(tmp_path):
    assert run("build", "-o", str(tmp_path)).exit_code == 0
    bundle = json.loads((tmp_path / "cobble-and-fog.json").read_text(encoding="utf-8"))
    assert set(bundle["glossary"]) == {"it", "pl", "pt-BR", "tr"}
    assert bundle["glossary"]["tr"]["keep_english"] == ["card", "action-card"]
    assert bundle["box"]["translations"]["pt-BR"] == {"name": "Becos e Brumas",
                                                      "source": "official"}
    from_disk = NameTable.from_bundle(bundle, "jekyll-and-hyde")
    compiled = NameTable.from_bundle(bundled().bundles["cobble-and-fog"], "jekyll-and-hyde")
    for lang in ("it", "pl", "pt-BR", "tr"):
        for entry in compiled.entries:
            assert from_disk.printed(lang, entry.kind, entry.english) == \
                compiled.printed(lang, entry.kind, entry.english), (lang, entry.english)
    assert from_disk.name("pl", "Mr. Hyde", "inst").text == "Panem Hyde'em"
    assert from_disk.printed("pt-BR", "board", "Baskerville Manor") == "Mansão Baskerville"


def test_names_of_two_bundles_in_one_table_for_a_game_log():
    bundles = bundled().bundles
    names = NameTable.from_bundles([bundles["robin-hood-vs-bigfoot"], bundles["cobble-and-fog"]],
                                   hero_ids=["robin-hood", "dracula"])
    heroes = {e.origin.id for e in names.entries if e.origin.kind == "hero"}
    assert heroes == {"robin-hood", "dracula"}
    assert names.name("pl", "Dracula", "inst").text == "Drakulą"
    assert names.name("pl", "Outlaw", "gen", "pl").text == "Banitów"
    assert names.printed("it", "card", "Feint") == "Finta"
    assert names.printed("pl", "board", "Yukon") == "Jukon"
    assert names.lookup("box", "Cobble & Fog").origin == Origin("box", "cobble-and-fog")


# ---------------------------------------------------------------- Turkish by sound


def test_turkish_suffixes_follow_the_sound_the_translation_gives():
    names = NameTable.from_bundle(bundled().bundles["cobble-and-fog"])
    ast = parse_effect_text("Place Dr. Watson in a space adjacent to Holmes.")
    assert render_text(ast, "tr", names) == "Dr. Watson'ı Holmes'a komşu bir alana yerleştirin."
    hyde = parse_effect_text("At the start of your turn: You may transform into Mr. Hyde.")
    assert render_text(hyde, "tr", names) == "Turunuzun başında: Mr. Hyde'a dönüşebilirsiniz."
    assert not [i for i in names.issues if i.problem == "derived"]


def test_without_a_sound_a_turkish_suffix_is_a_guess_and_reported(tmp_path):
    text = (ROOT / "content" / "cobble-and-fog" / "heroes" / "sherlock-holmes.yaml").read_text(
        encoding="utf-8").replace("tr: {name: Holmes, pronounced: Houms}", "tr: {name: Holmes}")
    write(tmp_path, text, "sherlock-holmes.yaml")
    data = json.loads(run("i18n", "status", str(tmp_path), "--format", "json").output)
    guessed = {(g["name"], g["form"]) for g in data["languages"]["tr"]["guessed"]}
    assert ("Holmes", "dative") in guessed
    output = run("text", "sherlock-holmes", "--lang", "tr", "--content", str(tmp_path)).output
    assert "Holmes'e komşu" in output  # spelt with an e, said with an o: the guess is wrong


def test_a_term_of_the_glossary_the_catalog_does_not_use_is_listed():
    from cardsmith.grammar.i18n_glossary import Glossary
    from cardsmith.i18n_status import unused_terms

    glossary = Glossary({"it": {"terms": {
        "maneuver": {"text": "Manovra"}, "deck": {"text": "tallone", "forms": ["mazzo"]},
        "boost": {"text": "Potenziamento"}}}})
    assert unused_terms(glossary, "it") == ["boost: Potenziamento"]
    assert unused_terms(bundled().glossaries.glossary(), "it") == []
