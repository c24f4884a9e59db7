"""Print sheets, measured in the PDF itself (pdfium reads it back): page count and size, the
fonts embedded, crop marks that cut every card to 63 x 88 mm with or without bleed, and
backs behind their faces when printed duplex."""

from __future__ import annotations

import ctypes

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from cardsmith.cards.formats import print_sheets
from cardsmith.cards.scene import MM
from cardsmith.cards.sheets import Paper, SheetError, page_count, sheets_pdf

from .helpers import deck

TOLERANCE = 0.05 * MM  # a twentieth of a millimetre


def document(data: bytes) -> pdfium.PdfDocument:
    return pdfium.PdfDocument(data)


def paths(page) -> list[tuple[float, float, float, float]]:
    """The bounds (left, bottom, right, top) of every path on the page, in points."""
    return [tuple(o.get_bounds()) for o in page.get_objects(max_depth=3)
            if o.type == raw.FPDF_PAGEOBJ_PATH]


def crop_marks(page) -> tuple[list[float], list[float]]:
    """The x of every vertical and the y (from the top) of every horizontal crop mark: the
    thin lines outside the cards."""
    height = page.get_size()[1]
    xs, ys = [], []
    for left, bottom, right, top in paths(page):
        if right - left < 1 and top - bottom > 5:
            xs.append(round((left + right) / 2, 2))
        elif top - bottom < 1 and right - left > 5:
            ys.append(round(height - (top + bottom) / 2, 2))
    return sorted(set(xs)), sorted(set(ys))


def centres(page, width_mm: float, height_mm: float) -> list[tuple[float, float]]:
    """The centres (from the page's top-left) of the rectangles of about that size (a
    stroke makes a rectangle's bounds a little larger)."""
    height = page.get_size()[1]
    found = set()
    for left, bottom, right, top in paths(page):
        if abs(right - left - width_mm * MM) < 3 and abs(top - bottom - height_mm * MM) < 3:
            found.add((round((left + right) / 2, 1), round(height - (top + bottom) / 2, 1)))
    return sorted(found, key=lambda p: (p[1], p[0]))


@pytest.mark.parametrize("paper,size", [(Paper.A4, (595.28, 841.89)), (Paper.LETTER, (612, 792))])
@pytest.mark.parametrize("bleed", [0.0, 1.5])
def test_crop_marks_cut_every_card_to_63_by_88_mm(paper, size, bleed):
    faces = deck("sherlock-holmes", "pt-BR", bleed)
    pdf = document(print_sheets(faces, paper, "test"))
    try:
        assert len(pdf) == page_count(31) == 8
        for page in pdf:
            assert page.get_size() == pytest.approx(size, abs=0.01)
            xs, ys = crop_marks(page)
            assert len(xs) == (6 if bleed else 4) and len(ys) == (6 if bleed else 4)
            cuts_x = xs if bleed else [xs[0], xs[1], xs[1], xs[2], xs[2], xs[3]]
            cuts_y = ys if bleed else [ys[0], ys[1], ys[1], ys[2], ys[2], ys[3]]
            for i in range(0, 6, 2):  # each card between two cutting lines
                assert cuts_x[i + 1] - cuts_x[i] == pytest.approx(63 * MM, abs=TOLERANCE)
                assert cuts_y[i + 1] - cuts_y[i] == pytest.approx(88 * MM, abs=TOLERANCE)
            for i in (1, 3):  # and the cards apart by their bleed on both sides
                assert cuts_x[i + 1] - cuts_x[i] == pytest.approx(2 * bleed * MM, abs=TOLERANCE)
                assert cuts_y[i + 1] - cuts_y[i] == pytest.approx(2 * bleed * MM, abs=TOLERANCE)
            # the block of cards is centred on the paper
            assert xs[0] == pytest.approx(size[0] - xs[-1], abs=TOLERANCE)
        # each face is centred between its cutting lines
        xs, ys = crop_marks(pdf[0])
        cuts_x = xs if bleed else [xs[0], xs[1], xs[1], xs[2], xs[2], xs[3]]
        cuts_y = ys if bleed else [ys[0], ys[1], ys[1], ys[2], ys[2], ys[3]]
        middles = sorted(((cuts_x[i] + cuts_x[i + 1]) / 2, (cuts_y[j] + cuts_y[j + 1]) / 2)
                         for i in range(0, 6, 2) for j in range(0, 6, 2))
        found = sorted(centres(pdf[0], 58, 83))
        assert len(found) == 9
        for (x, y), (mx, my) in zip(found, middles):
            assert (x, y) == (pytest.approx(mx, abs=0.1), pytest.approx(my, abs=0.1))
    finally:
        pdf.close()


def test_backs_are_mirrored_behind_their_faces_for_duplex_printing():
    faces = deck("little-red-riding-hood", "it")
    pdf = document(print_sheets(faces, Paper.A4, "test"))
    try:
        assert len(pdf) == 8  # 31 cards: three pages of nine and one of four, each with backs
        width = pdf[0].get_size()[0]
        for front_page in range(0, 8, 2):
            fronts = centres(pdf[front_page], 58, 83)  # each face's parchment panel
            backs = centres(pdf[front_page + 1], 55, 80)  # each back's frame
            assert len(fronts) == (4 if front_page == 6 else 9)
            flipped = sorted(((round(width - x, 1), y) for x, y in fronts),
                             key=lambda p: (p[1], p[0]))
            assert len(backs) == len(flipped)
            for (x, y), (bx, by) in zip(flipped, backs):
                assert (bx, by) == (pytest.approx(x, abs=0.15), pytest.approx(y, abs=0.15))
        # on the last page, the faces fill the top row and the first slot of the second;
        # their backs the top row and the last slot of the second
        last_backs = centres(pdf[7], 55, 80)
        assert [x > width / 2 for x, _ in last_backs][-1]
    finally:
        pdf.close()


def fonts_of(page) -> set[tuple[str, bool]]:
    """The base name of every font the page's text is drawn in, and whether it is embedded."""
    fonts = set()
    for obj in page.get_objects(max_depth=3):
        if obj.type == raw.FPDF_PAGEOBJ_TEXT:
            handle = raw.FPDFTextObj_GetFont(obj.raw)
            name = ctypes.create_string_buffer(128)
            raw.FPDFFont_GetBaseFontName(handle, name, 128)
            fonts.add((name.value.decode(), bool(raw.FPDFFont_GetIsEmbedded(handle))))
    return fonts


def test_text_is_vector_text_in_embedded_fonts():
    pdf = document(print_sheets(deck("robin-hood", "pl"), Paper.LETTER, "test"))
    try:
        fonts = set().union(*(fonts_of(page) for page in pdf))
        assert fonts == {("NotoSans-Regular", True), ("NotoSans-Bold", True),
                         ("NotoSerif-Bold", True)}
        text = " ".join(pdf[0].get_textpage().get_text_range().split())
        assert "Ruch 2" in text and "Zdolność specjalna Po wykonaniu ataku:" in text
    finally:
        pdf.close()


def test_symbols_are_embedded_too():
    pdf = document(print_sheets(deck("little-red-riding-hood", "en"), Paper.A4, "test"))
    try:
        assert ("Symbola", True) in fonts_of(pdf[0])
        assert all(embedded for _, embedded in fonts_of(pdf[0]))
    finally:
        pdf.close()


def test_the_same_cards_make_the_same_bytes():
    faces = deck("bigfoot", "tr")
    assert print_sheets(faces, Paper.A4, "x") == print_sheets(faces, Paper.A4, "x")


def test_a_sheet_needs_cards():
    with pytest.raises(SheetError, match="no cards"):
        sheets_pdf([], [], Paper.A4, "empty")
