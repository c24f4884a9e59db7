"""The SVG draws the same card as the PDF and the PNG: one layout, three outputs. An SVG
rendered by another renderer (resvg) is compared with the PNG (pdfium); the two renderers
smooth edges differently, so both images are blurred by 2 pixels at 150 dpi first, and no
pixel may then differ by more than 32 of 255. A line left out, or moved by half a
millimetre, differs by more."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
import resvg_py
from PIL import Image, ImageChops, ImageFilter

from cardsmith.cards.render_png import scene_image
from cardsmith.cards.render_svg import scene_svg
from cardsmith.cards.scene import GlyphRun

from .helpers import LANGS, deck

DPI = 150
WIDTH_PX = round(63 / 25.4 * DPI)
BLUR = 2
LIMIT = 32
# one deck in each language, so that every hero's faces are drawn both ways somewhere
SAMPLES = list(zip(LANGS, ["little-red-riding-hood", "invisible-man", "robin-hood",
                           "jekyll-and-hyde", "beowulf"]))


def svg_image(svg: str) -> Image.Image:
    return Image.open(io.BytesIO(resvg_py.svg_to_bytes(svg_string=svg, dpi=DPI,
                                                       skip_system_fonts=True))).convert("RGB")


def apart(a: Image.Image, b: Image.Image) -> int:
    assert a.size == b.size
    blurred = [image.convert("L").filter(ImageFilter.GaussianBlur(BLUR)) for image in (a, b)]
    return ImageChops.difference(*blurred).getextrema()[1]


@pytest.mark.parametrize("lang,hero_id", SAMPLES)
def test_the_svg_shows_what_the_png_shows(lang, hero_id):
    for side in deck(hero_id, lang).sides():
        assert apart(svg_image(scene_svg(side.scene)), scene_image(side.scene, WIDTH_PX)) <= LIMIT, \
            side.key


def test_the_comparison_sees_a_missing_or_moved_line():
    side = next(s for s in deck("robin-hood", "en").cards if s.key == "piercing-shot")
    png = scene_image(side.scene, WIDTH_PX)
    runs = [i for i, item in enumerate(side.scene.items) if isinstance(item, GlyphRun)]
    footer = runs[-3]
    missing = side.scene.items[:footer] + side.scene.items[footer + 1:]
    assert apart(svg_image(scene_svg(replace(side.scene, items=missing))), png) > LIMIT
    moved = list(side.scene.items)
    moved[footer] = replace(moved[footer], x=moved[footer].x + 1.5)
    assert apart(svg_image(scene_svg(replace(side.scene, items=tuple(moved)))), png) > LIMIT


def test_an_svg_needs_no_fonts_and_keeps_its_text_readable():
    side = next(s for s in deck("little-red-riding-hood", "pl").cards
                if s.key == "what-large-hands-you-have")
    svg = scene_svg(side.scene)
    root = ET.fromstring(svg)
    ns = {"svg": "http://www.w3.org/2000/svg"}
    assert root.findall(".//svg:text", ns) == []  # glyphs are outlines, no font is looked up
    labels = [g.get("aria-label") for g in root.iter("{http://www.w3.org/2000/svg}g")
              if g.get("aria-label")]
    assert "PO WALCE: " in labels and "🌹" in labels
    assert root.find("svg:title", ns).text == side.name
    assert root.get("viewBox") == "0 0 178.583 249.449"


def test_an_svg_with_bleed_is_larger_by_the_bleed():
    side = deck("dracula", "tr", 3.0).back
    root = ET.fromstring(scene_svg(side.scene))
    assert (root.get("width"), root.get("height")) == ("69mm", "94mm")
    assert root.get("viewBox").startswith("-8.504 -8.504 ")
