"""Golden images: a few cards in each language, rendered and compared with the committed
PNGs within a small tolerance (antialiasing may differ a little between builds of pdfium
and FreeType): a pixel differs by at most 1.5 of 255 on average over the image, and by at
most 24 on average over any 4 x 4 square. A changed digit, word, line or colour fails.
Regenerate with `python -m tests.cards.update_golden` (tests/cards/golden.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from click.testing import CliRunner
from PIL import Image

from cardsmith.cli import main

from cardsmith.cards.render_png import scene_image
from cardsmith.cards.scene import GlyphRun

from .golden import DOCS_CARD, DOCS_DPI, DOCS_IMAGE, WIDTH_PX, golden_cases, golden_path, render
from .helpers import deck, difference

MEAN_LIMIT = 1.5
BLOCK_LIMIT = 24.0


@pytest.mark.parametrize("hero,lang,key", golden_cases())
def test_cards_look_as_the_golden_images(hero, lang, key):
    path = golden_path(hero, lang, key)
    assert path.is_file(), f"no golden image {path}: run python -m tests.cards.update_golden"
    with Image.open(path) as golden:
        mean, block = difference(render(hero, lang, key), golden)
    assert mean <= MEAN_LIMIT and block <= BLOCK_LIMIT, (mean, block)


def test_the_tolerance_catches_one_changed_digit():
    hero, lang, key = "little-red-riding-hood", "en", "never-leave-the-path"
    side = next(s for s in deck(hero, lang).sides() if s.key == key)
    items = [replace(item, text=item.text.replace("Draw 3", "Draw 5"))
             if isinstance(item, GlyphRun) and "Draw 3" in item.text else item
             for item in side.scene.items]
    assert items != list(side.scene.items)
    changed = scene_image(replace(side.scene, items=tuple(items)), WIDTH_PX)
    with Image.open(golden_path(hero, lang, key)) as golden:
        mean, block = difference(changed, golden)
    assert mean <= MEAN_LIMIT and block > BLOCK_LIMIT, (mean, block)


def test_the_card_the_docs_show_is_the_card_cardsmith_draws(tmp_path):
    hero, lang, key = DOCS_CARD
    result = CliRunner().invoke(main, ["cards", hero, "--lang", lang, "--dpi", str(DOCS_DPI),
                                       "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    with Image.open(tmp_path / f"{key}.png") as drawn, Image.open(DOCS_IMAGE) as shown:
        mean, block = difference(drawn, shown)
    assert mean <= MEAN_LIMIT and block <= BLOCK_LIMIT, (mean, block)
    for doc in ("README.md", "docs/cards.md"):
        text = (DOCS_IMAGE.parents[2] / doc).read_text("utf-8")
        assert "images/what-large-hands-you-have.png" in text
