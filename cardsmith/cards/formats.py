"""What each output of `cardsmith cards` makes of a deck's sides."""

from __future__ import annotations

from enum import Enum

from .faces import DeckFaces
from .output import OutputFile
from .render_png import scene_png
from .render_svg import scene_svg
from .sheets import Paper, sheets_pdf


class Format(Enum):
    SVG = "svg"
    PNG = "png"
    PDF = "pdf"


def side_files(faces: DeckFaces, output_format: Format, dpi: float) -> list[OutputFile]:
    """One image per distinct side, named after its key: `character`, `back`, then each
    card's id (a card whose copies show different symbols gets one per symbol)."""
    files = []
    for side in faces.sides():
        if output_format is Format.SVG:
            data = scene_svg(side.scene).encode("utf-8")
        else:
            data = scene_png(side.scene, dpi)
        files.append(OutputFile(f"{side.key}.{output_format.value}", data))
    return files


def print_sheets(faces: DeckFaces, paper: Paper, title: str) -> bytes:
    """The print-and-play PDF: the character card and every card of the deck (each copy),
    each page of faces followed by the page of their backs."""
    fronts = [faces.character.scene] + [side.scene for side in faces.deck()]
    return sheets_pdf(fronts, [faces.back.scene] * len(fronts), paper, title)
