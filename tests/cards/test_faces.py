"""What the Unmatched faces show, for every bundled hero in every language: the words of the
text generator, the deck's colour, the card symbols drawn, every card fitting its card; and
the registry of layouts by game."""

from __future__ import annotations

import pytest

from cardsmith.cardtext import CardPrinter
from cardsmith.cards import faces as faces_module
from cardsmith.cards.faces import DeckRequest, UnknownGame, deck_faces, layout_for
from cardsmith.cards.fonts import Face, font, visible
from cardsmith.cards.hero_text import hero_face_text, hero_names
from cardsmith.cards.scene import MM, Color, Rect
from cardsmith.cards.unmatched import PARCHMENT, UnmatchedLayout

from .helpers import HERO_IDS, LANGS, bundled, deck, heroes

CASES = [(hero, lang) for hero in HERO_IDS for lang in LANGS]


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_every_card_fits_its_card(hero_id, lang):
    faces = deck(hero_id, lang)
    assert [d.message for d in faces.diagnostics] == []
    for side in faces.sides():
        for run in side.scene.glyph_runs():  # and nothing is drawn off the card's panel
            right = run.x + font(run.face).width(run.text, run.size)
            assert 2.5 * MM <= run.x and right <= 60.5 * MM, (side.key, run.text)
            assert 2.5 * MM < run.y <= 85.5 * MM, (side.key, run.text)


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_faces_show_the_text_generators_words(hero_id, lang):
    _, hero = heroes()[hero_id]
    text = hero_face_text(hero, lang, hero_names(bundled(), hero_id))
    faces = deck(hero_id, lang)
    assert len(faces.deck()) == sum(card["count"] for card in hero["cards"])
    for card in hero["cards"]:
        words = text.cards[card["id"]]
        sides = [s for s in faces.cards if s.name == words.title]
        assert sum(s.copies for s in sides) == card["count"]
        for side in sides:
            shown = _words(side.scene)
            for expected in [words.type_name, words.user, str(card["value"] or ""),
                             str(card["boost"] or ""), text.name]:
                assert _words_of(expected) <= shown, (card["title"], expected)
            for section in words.sections:
                assert _words_of(section.plain()) <= shown, (card["title"], section)
    character = _words(faces.character.scene)
    for fighter in text.fighters:
        assert _words_of(f"{fighter.name} {fighter.health} {fighter.attack}") <= character
    assert _words_of(text.name) <= _words(faces.back.scene)


def _words(scene) -> set[str]:
    return _words_of(scene.text())


def _words_of(text: str) -> set[str]:
    return set(visible(text).replace("\n", " ").split())


@pytest.mark.parametrize("lang", LANGS)
def test_sections_are_the_printed_text_with_the_header_apart(lang):
    """Header and lines, joined again, are exactly what `cardsmith text` prints."""
    for hero_id in HERO_IDS:
        _, hero = heroes()[hero_id]
        names = hero_names(bundled(), hero_id)
        text = hero_face_text(hero, lang, names)
        printer = CardPrinter(lang, names)
        for card in hero["cards"]:
            if card["ast"] is None:
                continue
            printed = printer.effect(card["ast"]).splitlines()
            assert [s.plain() for s in text.cards[card["id"]].sections] == printed
        if hero["ability"]:  # with a trait's reminder in the language (the T-Rex's)
            printed = printer.ability(hero).splitlines()
            assert [s.plain() for s in text.ability] == printed


def test_timing_headers_are_bold_in_the_decks_colour_darkened_to_read():
    faces = deck("robin-hood", "en")
    side = next(s for s in faces.cards if s.key == "piercing-shot")
    header = [r for r in side.scene.glyph_runs() if r.text.startswith("After combat:")]
    assert len(header) == 1 and header[0].face is Face.SANS_BOLD
    assert header[0].color == Color.from_hex("#2f6b3a")  # dark enough as it is
    beowulf = deck("beowulf", "it")  # a golden deck colour: darkened for the parchment
    runs = [r for s in beowulf.cards for r in s.scene.glyph_runs() if r.face is Face.SANS_BOLD
            and r.text.rstrip().endswith(":")]
    assert runs and all(r.color != Color.from_hex("#b08a2e") for r in runs)
    assert all(_contrast(r.color, PARCHMENT) >= 4.5 for r in runs)


def _contrast(a: Color, b: Color) -> float:
    light, dark = sorted((a.luminance, b.luminance), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_card_symbols_are_drawn_in_discs_and_each_copy_shows_its_own():
    faces = deck("little-red-riding-hood", "pl")
    woods = {s.key: s for s in faces.cards if s.key.startswith("into-the-woods")}
    assert set(woods) == {"into-the-woods-wolf", "into-the-woods-rose", "into-the-woods-swords"}
    assert all(s.copies == 1 for s in woods.values())
    for key, glyph in [("into-the-woods-wolf", "🐺"), ("into-the-woods-rose", "🌹"),
                       ("into-the-woods-swords", "⚔")]:
        symbols = [r.text for r in woods[key].scene.glyph_runs() if r.face is Face.SYMBOLS]
        assert symbols == [glyph]
    hands = next(s for s in faces.cards if s.key == "what-large-hands-you-have")
    drawn = [r.text for r in hands.scene.glyph_runs() if r.face is Face.SYMBOLS]
    assert drawn == ["🐺", "🌹"]  # the card's item in its disc, the rose in its text


def test_the_deck_colour_fills_the_card_and_its_back_and_a_hero_without_one_gets_the_default(
        tmp_path):
    faces = deck("dracula", "en")
    for side in faces.sides():
        first = side.scene.items[0]
        assert isinstance(first, Rect) and first.fill == Color.from_hex("#5a1530")
    hero_file = tmp_path / "plain.yaml"
    source = heroes()["robin-hood"][1]
    text = (bundled().heroes["robin-hood"].doc.path.read_text("utf-8")
            .replace('color: "#2f6b3a"\n', ""))
    hero_file.write_text(text.replace("name: Robin Hood\n", "name: Plain Hood\n", 1), "utf-8")
    from cardsmith.compiler.pipeline import compile_paths

    result = compile_paths([hero_file])
    assert result.ok, [d.message for d in result.diagnostics]
    bundle = next(iter(result.bundles.values()))
    hero = bundle["heroes"][0]
    assert hero["color"] == "#4a5668" and source["color"] == "#2f6b3a"
    plain = deck_faces(DeckRequest(bundle, hero, "en", hero_names(result, hero["id"])))
    assert plain.back.scene.items[0].fill == Color.from_hex("#4a5668")


def test_the_layout_is_chosen_by_the_game_of_the_ruleset(monkeypatch):
    bundle, hero = heroes()["bigfoot"]
    assert isinstance(layout_for(bundle), UnmatchedLayout)
    other = {**bundle, "box": {**bundle["box"], "ruleset": {**bundle["box"]["ruleset"],
                                                            "name": "Super Fantasy Brawl"}}}
    with pytest.raises(UnknownGame, match="no card layout for the game 'Super Fantasy Brawl'"):
        layout_for(other)
    # a second game adds one entry, and its own layout draws its bundles
    monkeypatch.setitem(faces_module.LAYOUTS, "super fantasy brawl",
                        f"{__name__}:ChampionLayout")
    made = deck_faces(DeckRequest(other, hero, "en"))
    assert made.hero_id == "bigfoot" and made.cards == ()


class ChampionLayout:
    """Another game's layout, as small as one can be: a character card and a back."""

    def deck(self, request: DeckRequest):
        unmatched = UnmatchedLayout().deck(request)
        return faces_module.DeckFaces(request.hero["id"], request.lang, unmatched.character,
                                      (), unmatched.back)
