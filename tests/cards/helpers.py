"""Shared helpers of the card tests: the bundled content compiled once, decks laid out."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops

from cardsmith.cards.faces import DeckFaces, DeckRequest, deck_faces
from cardsmith.cards.hero_text import hero_names
from cardsmith.compiler.pipeline import compile_paths

LANGS = ("en", "it", "pl", "pt-BR", "tr")


@lru_cache(maxsize=1)
def bundled():
    result = compile_paths([])
    assert not result.diagnostics.has_errors, [d.message for d in result.diagnostics][:5]
    return result


def heroes() -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """Every bundled hero by id, with the bundle of its box."""
    return {hero["id"]: (bundle, hero) for bundle in bundled().bundles.values()
            for hero in bundle["heroes"]}


HERO_IDS = tuple(sorted(heroes()))


@lru_cache(maxsize=None)
def deck(hero_id: str, lang: str, bleed: float = 0.0) -> DeckFaces:
    bundle, hero = heroes()[hero_id]
    result = bundled()
    return deck_faces(DeckRequest(bundle, hero, lang, hero_names(result, hero_id),
                                  result.heroes[hero_id].doc.display, bleed))


BLOCK = 4  # pixels: about half a letter in the golden images


def difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """How far two images of one size are apart: the mean difference of a pixel (0-255, the
    channels averaged) over the whole image, and over the worst BLOCK x BLOCK square. Edges
    drawn a little differently spread thin; a changed letter stands out in its square."""
    assert a.size == b.size, (a.size, b.size)
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    total = a.size[0] * a.size[1]
    mean = sum(i * n for i, n in enumerate(diff.histogram())) / total
    blocks = diff.resize((a.size[0] // BLOCK, a.size[1] // BLOCK), Image.Resampling.BOX)
    return mean, float(blocks.getextrema()[1])
