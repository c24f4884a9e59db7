"""The layout tree: what a card side shows, as shapes and glyph runs, in points.

A card face is laid out once, as a `Scene`, and every output draws the same scene: the PDF
writer (render_pdf.py), the SVG writer (render_svg.py) and the PNG writer, which rasterises
the PDF (render_png.py). Coordinates are in points (1/72 inch) from the top-left corner of
the card's trim box, y downwards; a scene with bleed draws its background past the trim box
by `bleed` on every side.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .fonts import Face

MM = 72 / 25.4  # points in a millimetre


@dataclass(frozen=True)
class Color:
    r: int
    g: int
    b: int

    @classmethod
    def from_hex(cls, text: str) -> "Color":
        value = text.lstrip("#")
        return cls(int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))

    @property
    def hex(self) -> str:
        return f"#{self.r:02x}{self.g:02x}{self.b:02x}"

    def mix(self, other: "Color", amount: float) -> "Color":
        """This colour moved `amount` (0..1) of the way towards `other`."""
        def channel(a: int, b: int) -> int:
            return round(a + (b - a) * amount)
        return Color(channel(self.r, other.r), channel(self.g, other.g), channel(self.b, other.b))

    @property
    def luminance(self) -> float:
        """Relative luminance (WCAG), 0 for black to 1 for white."""
        def linear(c: int) -> float:
            s = c / 255
            return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
        return 0.2126 * linear(self.r) + 0.7152 * linear(self.g) + 0.0722 * linear(self.b)

    def ink(self) -> "Color":
        """Black or white, whichever reads better on this colour."""
        return BLACK if self.luminance > 0.35 else WHITE


WHITE = Color(255, 255, 255)
BLACK = Color(0, 0, 0)


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float
    fill: Color | None = None
    stroke: Color | None = None
    stroke_width: float = 0.0
    radius: float = 0.0


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float
    fill: Color | None = None
    stroke: Color | None = None
    stroke_width: float = 0.0


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: Color
    stroke_width: float


class Op(Enum):
    MOVE = "M"
    LINE = "L"
    CURVE = "C"  # two control points, then the end point
    CLOSE = "Z"


@dataclass(frozen=True)
class PathOp:
    op: Op
    points: tuple[tuple[float, float], ...] = ()


@dataclass(frozen=True)
class Path:
    ops: tuple[PathOp, ...]
    fill: Color | None = None
    stroke: Color | None = None
    stroke_width: float = 0.0
    even_odd: bool = False  # where subpaths overlap, the overlap is a hole


@dataclass(frozen=True)
class GlyphRun:
    """Text of one face, size and colour, starting at (x, baseline y)."""

    x: float
    y: float
    text: str
    face: Face
    size: float
    color: Color


@dataclass(frozen=True)
class Group:
    """Items drawn translated by (dx, dy), then rotated by `rotate` degrees clockwise."""

    items: tuple["Item", ...]
    dx: float = 0.0
    dy: float = 0.0
    rotate: float = 0.0


Item = Rect | Circle | Line | Path | GlyphRun | Group


@dataclass(frozen=True)
class Scene:
    """One side of a card."""

    width: float  # the trim box, in points
    height: float
    items: tuple[Item, ...]
    bleed: float = 0.0
    title: str = ""  # what the side shows, for the SVG's <title>

    def glyph_runs(self) -> list[GlyphRun]:
        found: list[GlyphRun] = []

        def visit(items: tuple[Item, ...]) -> None:
            for item in items:
                if isinstance(item, GlyphRun):
                    found.append(item)
                elif isinstance(item, Group):
                    visit(item.items)
        visit(self.items)
        return found

    def text(self) -> str:
        """Every glyph run's text, in drawing order, for tests and accessibility."""
        return " ".join(run.text for run in self.glyph_runs())
