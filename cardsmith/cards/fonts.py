"""The fonts cards are drawn with, shipped in `fonts/` and loaded through importlib.resources.

One set of metrics serves every output: the layout measures text with the advance widths of
the font's `hmtx` table (no kerning), which is what reportlab uses to place the glyphs of a
PDF string, and the SVG writer places each glyph at the same advances. A character the text
face lacks (a card symbol such as 🐺) is drawn from the symbol face.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from importlib.resources import files

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.ttLib import TTFont

# Characters that select a presentation (emoji or text) and have no glyph of their own.
_INVISIBLE = {0xFE0E, 0xFE0F, 0x200D}


class Face(Enum):
    """A font file of the package: the value is its file name under `fonts/`."""

    SANS = "NotoSans-Regular.ttf"
    SANS_BOLD = "NotoSans-Bold.ttf"
    SERIF_BOLD = "NotoSerif-Bold.ttf"
    SYMBOLS = "Symbola-Symbols.ttf"

    @property
    def pdf_name(self) -> str:
        """The name the face is registered under in a PDF."""
        return f"cardsmith-{self.name.lower().replace('_', '-')}"


@dataclass(frozen=True)
class Metrics:
    """Vertical metrics of a face, in ems."""

    ascent: float
    descent: float  # positive: how far below the baseline
    cap_height: float


class Font:
    """One face: its bytes (for embedding), character map, advances and outlines."""

    def __init__(self, face: Face, data: bytes) -> None:
        self.face = face
        self.data = data
        self._tt = TTFont(io.BytesIO(data), lazy=True)
        self.units_per_em: int = self._tt["head"].unitsPerEm
        self.cmap: dict[int, str] = self._tt.getBestCmap()
        self._advances = {name: advance for name, (advance, _) in self._tt["hmtx"].metrics.items()}
        os2 = self._tt["OS/2"]
        upem = self.units_per_em
        self.metrics = Metrics(os2.sTypoAscender / upem, -os2.sTypoDescender / upem,
                               os2.sCapHeight / upem)
        self._glyph_set = None
        self._outlines: dict[str, str] = {}

    def has(self, char: str) -> bool:
        return ord(char) in self.cmap

    def glyph_name(self, char: str) -> str:
        return self.cmap.get(ord(char), ".notdef")

    def glyph_id(self, glyph: str) -> int:
        return self._tt.getGlyphID(glyph)

    def advance(self, char: str) -> float:
        """The advance width of `char`, in ems."""
        return self._advances.get(self.glyph_name(char), 0) / self.units_per_em

    def width(self, text: str, size: float) -> float:
        return sum(self.advance(char) for char in text) * size

    def outline(self, glyph: str) -> str:
        """The glyph's outline as SVG path data, in font units, y up."""
        if glyph not in self._outlines:
            if self._glyph_set is None:
                self._glyph_set = self._tt.getGlyphSet()
            pen = SVGPathPen(self._glyph_set)
            self._glyph_set[glyph].draw(pen)
            self._outlines[glyph] = pen.getCommands()
        return self._outlines[glyph]


@lru_cache(maxsize=None)
def font(face: Face) -> Font:
    return Font(face, files("cardsmith.cards").joinpath("fonts").joinpath(face.value).read_bytes())


def visible(text: str) -> str:
    """`text` without the characters that draw nothing (emoji presentation selectors)."""
    return "".join(char for char in text if ord(char) not in _INVISIBLE)


def font_runs(text: str, face: Face) -> list[tuple[Face, str]]:
    """`text` cut into runs of one face each: `face` where it has the character, else the
    symbol face where that has it, else `face` (which draws its missing-glyph box)."""
    runs: list[tuple[Face, str]] = []
    primary, symbols = font(face), font(Face.SYMBOLS)
    for char in visible(text):
        chosen = face if primary.has(char) or not symbols.has(char) else Face.SYMBOLS
        if runs and runs[-1][0] is chosen:
            runs[-1] = (chosen, runs[-1][1] + char)
        else:
            runs.append((chosen, char))
    return runs


def missing_characters(text: str, face: Face) -> set[str]:
    """The characters of `text` that neither `face` nor the symbol face can draw."""
    primary, symbols = font(face), font(Face.SYMBOLS)
    return {char for char in visible(text)
            if not char.isspace() and not primary.has(char) and not symbols.has(char)}
