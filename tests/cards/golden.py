"""The golden card images: which sides, in which languages, and how they are made.

Regenerate them after a deliberate change of the layout, the fonts or the text (then look
at every image before committing it):

    .venv/bin/python -m tests.cards.update_golden
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from cardsmith.cards.render_png import scene_image, scene_png

from .helpers import LANGS, deck

FOLDER = Path(__file__).parent / "golden"
WIDTH_PX = 240  # 63 mm at about 97 dpi: enough to see every line, small in the repository
SIDES = [("little-red-riding-hood", "never-leave-the-path"), ("robin-hood", "character"),
         ("jekyll-and-hyde", "duality-of-man")]
EXTRA = [("invisible-man", "en", "back")]


# The card the README and docs/cards.md show, drawn as `cardsmith cards` draws it at 200 dpi.
DOCS_IMAGE = Path(__file__).resolve().parents[2] / "docs" / "images" / "what-large-hands-you-have.png"
DOCS_CARD = ("little-red-riding-hood", "en", "what-large-hands-you-have")
DOCS_DPI = 200


def golden_cases() -> list[tuple[str, str, str]]:
    """(hero, language, side key) of every golden image."""
    return [(hero, lang, key) for lang in LANGS for hero, key in SIDES] + EXTRA


def golden_path(hero: str, lang: str, key: str) -> Path:
    return FOLDER / lang / f"{hero}--{key}.png"


def render(hero: str, lang: str, key: str, width_px: int = WIDTH_PX) -> Image.Image:
    side = next(s for s in deck(hero, lang).sides() if s.key == key)
    return scene_image(side.scene, width_px)


def docs_image() -> bytes:
    hero, lang, key = DOCS_CARD
    side = next(s for s in deck(hero, lang).sides() if s.key == key)
    return scene_png(side.scene, DOCS_DPI)
