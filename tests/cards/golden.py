"""The golden card images: which sides, in which languages, and how they are made.

Regenerate them after a deliberate change of the layout, the fonts or the text (then look
at every image before committing it):

    .venv/bin/python -m tests.cards.update_golden
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from cardsmith.cards.render_png import scene_image

from .helpers import LANGS, deck

FOLDER = Path(__file__).parent / "golden"
WIDTH_PX = 240  # 63 mm at about 97 dpi: enough to see every line, small in the repository
SIDES = [("little-red-riding-hood", "never-leave-the-path"), ("robin-hood", "character"),
         ("jekyll-and-hyde", "duality-of-man")]
EXTRA = [("invisible-man", "en", "back")]


def golden_cases() -> list[tuple[str, str, str]]:
    """(hero, language, side key) of every golden image."""
    return [(hero, lang, key) for lang in LANGS for hero, key in SIDES] + EXTRA


def golden_path(hero: str, lang: str, key: str) -> Path:
    return FOLDER / lang / f"{hero}--{key}.png"


def render(hero: str, lang: str, key: str) -> Image.Image:
    side = next(s for s in deck(hero, lang).sides() if s.key == key)
    return scene_image(side.scene, WIDTH_PX)
