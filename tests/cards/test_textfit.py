"""Setting text in a box: wrapping, shrinking to fit, the minimum size, line breaks, symbols
kept with their words, and words too long for a line."""

from __future__ import annotations

import pytest

from cardsmith.cards.fonts import Face, font
from cardsmith.cards.scene import BLACK, Color
from cardsmith.cards.textfit import (SYMBOL_SCALE, Align, Box, Span, TextStyle, line_of,
                                     set_text, text_width)

RED = Color(200, 0, 0)
BOX = Box(10.0, 20.0, 140.0, 120.0)
STYLE = TextStyle(size=10.0, min_size=6.0)


def lines_of(result):
    """The text of each line (runs sharing a baseline), top to bottom."""
    rows: dict[float, list] = {}
    for run in result.runs:
        rows.setdefault(run.y, []).append(run)
    return ["".join(r.text for r in sorted(rows[y], key=lambda r: r.x)) for y in sorted(rows)]


def right_edge(run) -> float:
    return run.x + font(run.face).width(run.text, run.size)


def test_short_text_is_set_at_the_normal_size_on_one_line():
    result = set_text([(Span("Draw 1 card.", Face.SANS, BLACK),)], BOX, STYLE)
    assert (result.size, result.lines, result.fits) == (10.0, 1, True)
    assert lines_of(result) == ["Draw 1 card."]
    assert result.runs[0].x == BOX.x


def test_lines_break_at_spaces_and_stay_inside_the_box():
    text = "Deal 1 damage to each opposing fighter adjacent to your fighter, then draw a card."
    result = set_text([(Span(text, Face.SANS, BLACK),)], BOX, STYLE)
    assert result.lines > 1 and result.size == 10.0
    assert " ".join(lines_of(result)) == text
    assert max(right_edge(run) for run in result.runs) <= BOX.x + BOX.width + 1e-6


def test_long_text_shrinks_in_quarter_points_until_it_fits():
    text = " ".join(["Move each fighter up to 3 spaces."] * 12)
    result = set_text([(Span(text, Face.SANS, BLACK),)], BOX, STYLE)
    assert result.fits and 6.0 <= result.size < 10.0
    assert (result.size * 4).is_integer()
    assert result.height <= BOX.height
    bigger = set_text([(Span(text, Face.SANS, BLACK),)], BOX,
                      TextStyle(size=result.size + 0.25, min_size=result.size + 0.25))
    assert not bigger.fits  # the size chosen is the largest that fits


def test_text_too_long_for_the_minimum_is_set_at_the_minimum_and_does_not_fit():
    text = " ".join(["Move each fighter up to 3 spaces."] * 60)
    result = set_text([(Span(text, Face.SANS, BLACK),)], BOX, STYLE)
    assert (result.size, result.fits) == (6.0, False)
    assert result.height > BOX.height


def test_a_header_keeps_its_face_and_colour_and_the_body_follows_on_its_line():
    paragraph = (Span("After combat: ", Face.SANS_BOLD, RED), Span("Draw 1 card.", Face.SANS, BLACK))
    result = set_text([paragraph], BOX, STYLE)
    assert [(r.text, r.face, r.color) for r in result.runs] == [
        ("After combat: ", Face.SANS_BOLD, RED), ("Draw 1 card.", Face.SANS, BLACK)]
    header, body = result.runs
    assert body.y == header.y
    assert body.x == pytest.approx(header.x + font(Face.SANS_BOLD).width("After combat: ", 10.0))


def test_paragraphs_and_line_breaks_start_new_lines():
    result = set_text([(Span("One.\nTwo.", Face.SANS, BLACK),), (Span("Three.", Face.SANS, BLACK),)],
                      BOX, STYLE)
    assert lines_of(result) == ["One.", "Two.", "Three."]
    ys = sorted({run.y for run in result.runs})
    pitch = STYLE.size * STYLE.leading
    assert ys[1] - ys[0] == pytest.approx(pitch)
    assert ys[2] - ys[1] == pytest.approx(pitch + STYLE.size * STYLE.paragraph_gap)


def test_a_symbol_is_drawn_larger_from_the_symbol_face_and_never_ends_a_line():
    narrow = Box(0.0, 0.0, text_width("Gain 1 action. 🐺", Face.SANS, 10.0) + 1, 200.0)
    result = set_text([(Span("Gain 1 action. 🐺 Draw 2 cards.", Face.SANS, BLACK),)], narrow,
                      STYLE)
    symbol = [run for run in result.runs if run.face is Face.SYMBOLS]
    assert [(r.text, r.size) for r in symbol] == [("🐺", 10.0 * SYMBOL_SCALE)]
    assert lines_of(result)[0] == "Gain 1 action."  # the wolf went down with "Draw"
    assert lines_of(result)[1].startswith("🐺 Draw")


def test_a_word_wider_than_the_box_breaks_between_letters():
    word = "Przeciwnikowiprzysługujeprawo"
    tiny = Box(0.0, 0.0, 60.0, 200.0)
    result = set_text([(Span(word, Face.SANS, BLACK),)], tiny, STYLE)
    assert "".join(lines_of(result)) == word and result.lines > 1
    assert max(right_edge(run) for run in result.runs) <= 60.0 + 1e-6


def test_max_lines_and_vertical_centring():
    style = TextStyle(size=10.0, min_size=6.0, max_lines=1, middle=True)
    text = "What a Terrible Big Mouth You Have"
    result = set_text([(Span(text, Face.SANS, BLACK),)], Box(0, 0, 120, 30), style)
    assert result.lines == 1 and result.fits and result.size < 10.0
    top = (30 - result.height) / 2
    assert result.runs[0].y == pytest.approx(top + result.size * style.leading / 2
                                             + result.size * 0.36)


def test_line_of_centres_on_x_and_switches_to_the_symbol_face():
    runs = line_of("2 🌹", Face.SANS_BOLD, 12.0, BLACK, 100.0, 50.0, Align.CENTER)
    assert [(r.text, r.face) for r in runs] == [("2 ", Face.SANS_BOLD), ("🌹", Face.SYMBOLS)]
    width = text_width("2 🌹", Face.SANS_BOLD, 12.0)
    assert runs[0].x == pytest.approx(100.0 - width / 2)
