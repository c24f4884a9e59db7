"""Print-and-play sheets: nine cards a page (3 x 3) on A4 or US Letter, with crop marks in
the margins on every cutting line, optional bleed, and after each page of faces a page of
their backs, mirrored left to right, so that a duplex print flipped on the long edge puts
each back behind its face.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from enum import Enum

from reportlab.pdfgen.canvas import Canvas

from .render_pdf import draw_scene, new_canvas
from .scene import MM, Scene

COLUMNS, ROWS = 3, 3
MARK_OFFSET = 1.0 * MM  # the gap between a crop mark and the edge of the cards' bleed
MARK_LENGTH = 5.0 * MM  # the longest crop mark; shorter where the margin is narrow
MARK_MIN_LENGTH = 2.0 * MM
MARK_WIDTH = 0.3  # points


class Paper(Enum):
    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height, in points (portrait)."""
        return {Paper.A4: (210 * MM, 297 * MM), Paper.LETTER: (8.5 * 72, 11 * 72)}[self]


class SheetError(Exception):
    """The cards do not fit the paper as asked (a usage error)."""


@dataclass(frozen=True)
class Grid:
    """Where the cards of a page go: the trim box of each slot, from the page's top-left."""

    paper: Paper
    card_width: float
    card_height: float
    bleed: float

    @property
    def pitch(self) -> tuple[float, float]:
        return self.card_width + 2 * self.bleed, self.card_height + 2 * self.bleed

    @property
    def margins(self) -> tuple[float, float]:
        """The paper left beside and above the block of cards with their bleed."""
        width, height = self.paper.size
        pitch_x, pitch_y = self.pitch
        return (width - COLUMNS * pitch_x) / 2, (height - ROWS * pitch_y) / 2

    def check(self) -> None:
        room = min(self.margins) - MARK_OFFSET
        if room < MARK_MIN_LENGTH:
            fits = self._largest_bleed()
            raise SheetError(
                f"a bleed of {self.bleed / MM:g} mm leaves no room for crop marks around "
                f"{COLUMNS} x {ROWS} cards on {self.paper.name} paper; at most "
                f"{fits:.1f} mm fits")

    def _largest_bleed(self) -> float:
        width, height = self.paper.size
        need = MARK_OFFSET + MARK_MIN_LENGTH
        by_width = (width - 2 * need - COLUMNS * self.card_width) / (2 * COLUMNS)
        by_height = (height - 2 * need - ROWS * self.card_height) / (2 * ROWS)
        return max(0.0, math.floor(min(by_width, by_height) / MM * 10 + 1e-9) / 10)

    def slot(self, index: int, mirrored: bool = False) -> tuple[float, float]:
        """The top-left corner of the trim box of slot `index` (row by row)."""
        row, column = divmod(index, COLUMNS)
        if mirrored:
            column = COLUMNS - 1 - column
        margin_x, margin_y = self.margins
        pitch_x, pitch_y = self.pitch
        return (margin_x + column * pitch_x + self.bleed, margin_y + row * pitch_y + self.bleed)

    def cut_lines(self) -> tuple[list[float], list[float]]:
        """The x of every vertical and the y of every horizontal cutting line."""
        xs = sorted({x for i in range(COLUMNS) for x in self._edges(self.slot(i)[0], self.card_width)})
        ys = sorted({y for i in range(0, COLUMNS * ROWS, COLUMNS)
                     for y in self._edges(self.slot(i)[1], self.card_height)})
        return xs, ys

    @staticmethod
    def _edges(start: float, length: float) -> tuple[float, float]:
        return start, start + length


def page_count(cards: int) -> int:
    """Pages of faces and of backs for `cards` cards."""
    return 2 * -(-cards // (COLUMNS * ROWS))


def sheets_pdf(fronts: list[Scene], backs: list[Scene], paper: Paper, title: str) -> bytes:
    """Pages of nine faces, each followed by the page of their backs (`backs[i]` is the back
    of `fronts[i]`)."""
    if not fronts:
        raise SheetError("there are no cards to print")
    first = fronts[0]
    grid = Grid(paper, first.width, first.height, first.bleed)
    grid.check()
    stream = io.BytesIO()
    canvas = new_canvas(stream, *paper.size, title)
    per_page = COLUMNS * ROWS
    for start in range(0, len(fronts), per_page):
        for mirrored, scenes in ((False, fronts), (True, backs)):
            for index, scene in enumerate(scenes[start:start + per_page]):
                x, y = grid.slot(index, mirrored)
                draw_scene(canvas, scene, x, y, paper.size[1])
            _crop_marks(canvas, grid)
            canvas.showPage()
    canvas.save()
    return stream.getvalue()


def _crop_marks(canvas: Canvas, grid: Grid) -> None:
    """A short line in the margin on each side, in line with every cutting line."""
    width, height = grid.paper.size
    margin_x, margin_y = grid.margins
    length_x = min(MARK_LENGTH, margin_x - MARK_OFFSET)
    length_y = min(MARK_LENGTH, margin_y - MARK_OFFSET)
    xs, ys = grid.cut_lines()
    canvas.saveState()
    canvas.setLineWidth(MARK_WIDTH)
    canvas.setStrokeColorRGB(0, 0, 0)
    for x in xs:
        for y_edge, direction in ((margin_y - MARK_OFFSET, -1), (height - margin_y + MARK_OFFSET, 1)):
            _line(canvas, height, x, y_edge, x, y_edge + direction * length_y)
    for y in ys:
        for x_edge, direction in ((margin_x - MARK_OFFSET, -1), (width - margin_x + MARK_OFFSET, 1)):
            _line(canvas, height, x_edge, y, x_edge + direction * length_x, y)
    canvas.restoreState()


def _line(canvas: Canvas, page_height: float, x1: float, y1: float, x2: float, y2: float) -> None:
    """A line between two points given from the page's top-left."""
    canvas.line(x1, page_height - y1, x2, page_height - y2)
