"""The shipped fonts: loaded from the package, licensed, covering the five languages and the
card symbols, and measured exactly as reportlab places their glyphs in a PDF."""

from __future__ import annotations

from importlib.resources import files

import pytest
from reportlab.pdfbase import pdfmetrics

from cardsmith.cards.fonts import Face, font, font_runs, missing_characters, visible
from cardsmith.cards.render_pdf import register_fonts

from .helpers import heroes

TEXT_FACES = [Face.SANS, Face.SANS_BOLD, Face.SERIF_BOLD]

# Every letter the five languages write, beyond a-z.
LETTERS = {
    "it": "àèéìíîòóùúÀÈÉÌÒÙ",
    "pl": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
    "pt-BR": "áâãàçéêíóôõúüÁÂÃÀÇÉÊÍÓÔÕÚ",
    "tr": "çğıİöşüÇĞÖŞÜ",
}
BASIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?'’\"()-–×·+"


@pytest.mark.parametrize("face", TEXT_FACES)
@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_text_faces_draw_every_letter_of_the_languages(face, lang):
    missing = [c for c in BASIC + LETTERS[lang] if not font(face).has(c)]
    assert missing == []


def test_every_bundled_card_symbol_is_drawn_from_the_symbol_face():
    glyphs = {s["glyph"] for _, hero in heroes().values() for s in hero.get("symbols") or ()}
    assert glyphs == {"🐺", "🌹", "⚔️", "🌟"}
    for glyph in glyphs:
        assert missing_characters(glyph, Face.SANS) == set()
        assert font_runs(glyph, Face.SANS) == [(Face.SYMBOLS, visible(glyph))]


def test_a_character_no_font_has_is_reported_missing():
    assert missing_characters("漢字 Дракула 🐺", Face.SANS) == {"漢", "字"}


def test_fonts_and_their_licences_ship_in_the_package():
    folder = files("cardsmith.cards").joinpath("fonts")
    names = {entry.name for entry in folder.iterdir()}
    assert {face.value for face in Face} <= names
    assert {"OFL.txt", "Symbola-LICENSE.txt", "README.md"} <= names
    assert "SIL OPEN FONT LICENSE" in folder.joinpath("OFL.txt").read_text("utf-8")
    assert "free for any use" in folder.joinpath("Symbola-LICENSE.txt").read_text("utf-8")


@pytest.mark.parametrize("face", list(Face))
def test_layout_widths_are_the_widths_reportlab_places_glyphs_at(face):
    register_fonts()
    sample = ("Zażółć gęślą jaźń İğşı ão" if face is not Face.SYMBOLS else "🐺🌹⚔🌟")
    for size in (6.0, 9.5, 17.0):
        ours = font(face).width(sample, size)
        theirs = pdfmetrics.stringWidth(sample, face.pdf_name, size)
        assert ours == pytest.approx(theirs, abs=1e-6)
