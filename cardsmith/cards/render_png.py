"""Scenes as pixels: the scene's one-page PDF rasterised by pdfium (pypdfium2, whose wheels
carry the library), so a PNG shows exactly what the PDF prints."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
from PIL import Image

from .render_pdf import scene_pdf
from .scene import Scene


def scene_image(scene: Scene, width_px: int) -> Image.Image:
    """The scene's bleed box as an RGB image `width_px` wide (the height keeps the ratio)."""
    full_width = scene.width + 2 * scene.bleed
    full_height = scene.height + 2 * scene.bleed
    height_px = round(width_px * full_height / full_width)
    document = pdfium.PdfDocument(scene_pdf(scene))
    try:
        page = document[0]
        bitmap = page.render(scale=width_px / full_width, fill_color=(255, 255, 255, 255))
        image = bitmap.to_pil().convert("RGB")
    finally:
        document.close()
    if image.size != (width_px, height_px):  # pdfium rounds the page size up or down
        image = image.resize((width_px, height_px), Image.Resampling.LANCZOS)
    return image


def width_at(scene: Scene, dpi: float) -> int:
    """The pixel width of the scene's bleed box at `dpi`."""
    return round((scene.width + 2 * scene.bleed) / 72 * dpi)


def png_bytes(image: Image.Image, dpi: float | None = None) -> bytes:
    stream = io.BytesIO()
    options = {"dpi": (dpi, dpi)} if dpi else {}
    image.save(stream, "PNG", optimize=False, **options)
    return stream.getvalue()


def scene_png(scene: Scene, dpi: float) -> bytes:
    return png_bytes(scene_image(scene, width_at(scene, dpi)), dpi)
