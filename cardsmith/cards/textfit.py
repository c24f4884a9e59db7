"""Setting text in a box: words wrapped into lines, at the normal size or, when the text is
long, at the largest smaller size that fits, down to a minimum.

Text is given as paragraphs of styled spans (a bold header, then the body). Lines break
at spaces; a word wider than the box breaks between letters. Widths are linear in the size,
so each word is measured once, at 1 pt.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .fonts import Face, font, font_runs
from .scene import Color, GlyphRun

# Symbols (emoji) drawn in running text are drawn larger than the letters around them: at
# the text's size a pictograph is too small to tell apart.
SYMBOL_SCALE = 1.3


class Align(Enum):
    LEFT = "left"
    CENTER = "center"


@dataclass(frozen=True)
class Span:
    text: str
    face: Face
    color: Color


Paragraph = tuple[Span, ...]


@dataclass(frozen=True)
class TextStyle:
    size: float  # the normal size, in points
    min_size: float  # the smallest size text may shrink to
    leading: float = 1.22  # line pitch, in sizes
    paragraph_gap: float = 0.4  # extra space between paragraphs, in sizes
    step: float = 0.25  # how much smaller each size tried is
    max_lines: int | None = None
    align: Align = Align.LEFT
    middle: bool = False  # centre the block vertically in its box


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class SetText:
    runs: tuple[GlyphRun, ...]
    size: float
    lines: int
    fits: bool
    height: float  # the block's height at `size`


@dataclass(frozen=True)
class _Piece:
    """Part of a word in one face and colour; `width` at 1 pt."""

    text: str
    face: Face
    color: Color
    width: float


@dataclass
class _Word:
    pieces: list[_Piece]
    space: float  # width of the space before it, at 1 pt (0 at a paragraph's start)
    space_face: Face = Face.SANS  # the space is drawn in its span's face, never in symbols
    new_line: bool = False  # a line break ("\n") stands before it

    @property
    def width(self) -> float:
        return sum(piece.width for piece in self.pieces)


def _words(paragraph: Paragraph) -> list[_Word]:
    """The paragraph's words; a word may change face or colour within it ("combat:")."""
    words: list[_Word] = []
    space, space_face, new_line = 0.0, Face.SANS, False
    fresh = True  # the next piece starts a new word
    for span in paragraph:
        for face, text in font_runs(span.text, span.face):
            for line_index, line in enumerate(text.split("\n")):
                new_line = new_line or line_index > 0
                fresh = fresh or line_index > 0
                for index, chunk in enumerate(line.split(" ")):
                    if index > 0:
                        space, space_face, fresh = font(span.face).advance(" "), span.face, True
                    if not chunk:
                        continue
                    piece = _Piece(chunk, face, span.color, font(face).width(chunk, _scale(face)))
                    if fresh and words and not new_line and _only_symbols(words[-1]):
                        # a symbol stays on the line of the word it marks
                        words[-1].pieces += [_Piece(" ", space_face, span.color, space), piece]
                    elif fresh or not words:
                        words.append(_Word([piece], 0.0 if new_line or not words else space,
                                           space_face, new_line and bool(words)))
                    else:
                        words[-1].pieces.append(piece)
                    fresh, new_line = False, False
    return words


def _only_symbols(word: _Word) -> bool:
    return all(piece.face is Face.SYMBOLS for piece in word.pieces)


def _scale(face: Face) -> float:
    return SYMBOL_SCALE if face is Face.SYMBOLS else 1.0


def _split_word(word: _Word, width: float) -> list[_Word]:
    """A word wider than the line, broken between letters into words that fit."""
    parts: list[_Word] = [_Word([], word.space, word.space_face, word.new_line)]
    used = 0.0
    for piece in word.pieces:
        for char in piece.text:
            advance = font(piece.face).width(char, _scale(piece.face))
            if used + advance > width and parts[-1].pieces:
                parts.append(_Word([], 0.0))
                used = 0.0
            current = parts[-1].pieces
            if current and current[-1].face is piece.face and current[-1].color == piece.color:
                last = current[-1]
                current[-1] = _Piece(last.text + char, last.face, last.color, last.width + advance)
            else:
                current.append(_Piece(char, piece.face, piece.color, advance))
            used += advance
    return parts


def _lines(words: list[_Word], width: float) -> list[list[_Word]]:
    """Greedy line filling; `width` is the line's width at 1 pt."""
    lines: list[list[_Word]] = [[]]
    used = 0.0
    for word in words:
        for part in (_split_word(word, width) if word.width > width else [word]):
            needed = (part.space if lines[-1] else 0.0) + part.width
            if lines[-1] and (used + needed > width or part.new_line):
                lines.append([])
                used = 0.0
                needed = part.width
            lines[-1].append(part)
            used += needed
    return lines if lines[-1] else lines[:-1]


def _block_height(line_counts: list[int], size: float, style: TextStyle) -> float:
    lines = sum(line_counts)
    gaps = max(0, len([c for c in line_counts if c]) - 1)
    return size * (lines * style.leading + gaps * style.paragraph_gap)


def set_text(paragraphs: list[Paragraph], box: Box, style: TextStyle) -> SetText:
    """The paragraphs at the largest size from `style.size` down to `style.min_size` (in
    steps of `style.step`) at which they fit `box`; at the minimum size if none fits."""
    words = [_words(paragraph) for paragraph in paragraphs]
    size = style.size
    while True:
        laid = [_lines(ws, box.width / size) if ws else [] for ws in words]
        counts = [len(lines) for lines in laid]
        height = _block_height(counts, size, style)
        fits = height <= box.height + 1e-6 and (style.max_lines is None
                                                 or sum(counts) <= style.max_lines)
        if fits or size - style.step < style.min_size - 1e-9:
            break
        size -= style.step
    runs = _place(laid, box, size, height, style)
    return SetText(tuple(runs), size, sum(counts), fits, height)


def _place(laid: list[list[list[_Word]]], box: Box, size: float, height: float,
           style: TextStyle) -> list[GlyphRun]:
    runs: list[GlyphRun] = []
    pitch = size * style.leading
    top = box.y + (max(0.0, box.height - height) / 2 if style.middle else 0.0)
    for lines in laid:
        if not lines:
            continue
        for line in lines:
            # the baseline sits so that capitals are centred in the line's pitch
            baseline = top + pitch / 2 + size * 0.36
            runs.extend(_line_runs(line, box, size, baseline, style.align))
            top += pitch
        top += size * style.paragraph_gap
    return runs


def _line_runs(line: list[_Word], box: Box, size: float, baseline: float,
               align: Align) -> list[GlyphRun]:
    width = sum((word.space if i else 0.0) + word.width for i, word in enumerate(line)) * size
    x = box.x + ((box.width - width) / 2 if align is Align.CENTER else 0.0)
    pieces: list[_Piece] = []
    for i, word in enumerate(line):
        if i and word.space:
            color = pieces[-1].color if pieces else word.pieces[0].color
            pieces.append(_Piece(" ", word.space_face, color, word.space))
        pieces.extend(word.pieces)
    runs: list[GlyphRun] = []
    for piece in pieces:
        last = runs[-1] if runs else None
        if last is not None and last.face is piece.face and last.color == piece.color:
            runs[-1] = GlyphRun(last.x, last.y, last.text + piece.text, last.face, last.size,
                                last.color)
        else:
            runs.append(GlyphRun(x, baseline, piece.text, piece.face, size * _scale(piece.face),
                                 piece.color))
        x += piece.width * size
    return [run for run in runs if run.text.strip()]


def line_of(text: str, face: Face, size: float, color: Color, x: float, baseline: float,
            align: Align = Align.LEFT) -> tuple[GlyphRun, ...]:
    """One line of text that is not wrapped (a number, a label), starting at x or centred
    on it; a symbol in it is drawn from the symbol face."""
    left = x - text_width(text, face, size) / 2 if align is Align.CENTER else x
    placed = []
    for run_face, run_text in font_runs(text, face):
        placed.append(GlyphRun(left, baseline, run_text, run_face, size, color))
        left += font(run_face).width(run_text, size)
    return tuple(placed)


def text_width(text: str, face: Face, size: float) -> float:
    return sum(font(f).width(t, size) for f, t in font_runs(text, face))
