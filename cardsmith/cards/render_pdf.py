"""Scenes drawn into PDF pages with reportlab: vector shapes, and text as PDF strings in the
package's TrueType fonts, embedded as subsets (so the text stays text: it can be searched,
copied and printed at any resolution).

reportlab places a string's glyphs by the font's advance widths without kerning, the same
widths the layout measured with, so every line lands where the layout put it.
"""

from __future__ import annotations

import io

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, FILL_NON_ZERO, Canvas

from .fonts import Face, font, visible
from .scene import Circle, Color, GlyphRun, Group, Item, Line, Op, Path, Rect, Scene


def register_fonts() -> None:
    registered = set(pdfmetrics.getRegisteredFontNames())
    for face in Face:
        if face.pdf_name not in registered:
            pdfmetrics.registerFont(TTFont(face.pdf_name, io.BytesIO(font(face).data)))


def new_canvas(stream: io.BytesIO, width: float, height: float, title: str) -> Canvas:
    """A canvas whose output is the same bytes for the same drawing (no date, no random id)."""
    register_fonts()
    canvas = Canvas(stream, pagesize=(width, height), invariant=1, pageCompression=1,
                    initialFontName=Face.SANS.pdf_name)
    canvas.setTitle(title)
    canvas.setCreator("cardsmith")
    return canvas


def draw_scene(canvas: Canvas, scene: Scene, x: float, y: float, page_height: float) -> None:
    """Draw `scene` with its trim box's top-left corner at (x, y) from the page's top-left,
    clipped to its bleed box."""
    canvas.saveState()
    canvas.transform(1, 0, 0, -1, x, page_height - y)  # y runs down, as in the scene
    b = scene.bleed
    clip = canvas.beginPath()
    clip.rect(-b, -b, scene.width + 2 * b, scene.height + 2 * b)
    canvas.clipPath(clip, stroke=0, fill=0)
    for item in scene.items:
        _draw(canvas, item)
    canvas.restoreState()


def scene_pdf(scene: Scene) -> bytes:
    """A one-page PDF of the scene, its page the bleed box."""
    stream = io.BytesIO()
    width, height = scene.width + 2 * scene.bleed, scene.height + 2 * scene.bleed
    canvas = new_canvas(stream, width, height, scene.title)
    draw_scene(canvas, scene, scene.bleed, scene.bleed, height)
    canvas.showPage()
    canvas.save()
    return stream.getvalue()


def _paint(canvas: Canvas, fill: Color | None, stroke: Color | None, width: float) -> tuple[int, int]:
    if fill is not None:
        canvas.setFillColorRGB(fill.r / 255, fill.g / 255, fill.b / 255)
    if stroke is not None:
        canvas.setStrokeColorRGB(stroke.r / 255, stroke.g / 255, stroke.b / 255)
        canvas.setLineWidth(width)
    return int(fill is not None), int(stroke is not None and width > 0)


def _draw(canvas: Canvas, item: Item) -> None:
    if isinstance(item, GlyphRun):
        _draw_text(canvas, item)
    elif isinstance(item, Rect):
        fill, stroke = _paint(canvas, item.fill, item.stroke, item.stroke_width)
        if item.radius:
            canvas.roundRect(item.x, item.y, item.width, item.height, item.radius, stroke, fill)
        else:
            canvas.rect(item.x, item.y, item.width, item.height, stroke, fill)
    elif isinstance(item, Circle):
        fill, stroke = _paint(canvas, item.fill, item.stroke, item.stroke_width)
        canvas.circle(item.cx, item.cy, item.r, stroke, fill)
    elif isinstance(item, Line):
        _paint(canvas, None, item.stroke, item.stroke_width)
        canvas.line(item.x1, item.y1, item.x2, item.y2)
    elif isinstance(item, Path):
        _draw_path(canvas, item)
    elif isinstance(item, Group):
        canvas.saveState()
        canvas.translate(item.dx, item.dy)
        canvas.rotate(item.rotate)
        for child in item.items:
            _draw(canvas, child)
        canvas.restoreState()
    else:
        raise TypeError(f"cannot draw {type(item).__name__}")


def _draw_text(canvas: Canvas, run: GlyphRun) -> None:
    canvas.saveState()
    canvas.translate(run.x, run.y)
    canvas.scale(1, -1)  # glyphs upright again in the flipped page
    canvas.setFillColorRGB(run.color.r / 255, run.color.g / 255, run.color.b / 255)
    canvas.setFont(run.face.pdf_name, run.size)
    canvas.drawString(0, 0, visible(run.text))
    canvas.restoreState()


def _draw_path(canvas: Canvas, item: Path) -> None:
    fill, stroke = _paint(canvas, item.fill, item.stroke, item.stroke_width)
    path = canvas.beginPath()
    for op in item.ops:
        if op.op is Op.MOVE:
            path.moveTo(*op.points[0])
        elif op.op is Op.LINE:
            path.lineTo(*op.points[0])
        elif op.op is Op.CURVE:
            (x1, y1), (x2, y2), (x3, y3) = op.points
            path.curveTo(x1, y1, x2, y2, x3, y3)
        else:
            path.close()
    canvas.drawPath(path, stroke=stroke, fill=fill,
                    fillMode=FILL_EVEN_ODD if item.even_odd else FILL_NON_ZERO)
