"""Scenes as SVG documents that need no fonts to view: each glyph is drawn from its outline
in the shipped font (defined once, used at every place it stands), at the advances the
layout measured with, so an SVG shows the same lines as the PDF and the PNG. Each run of
text keeps its characters in an `aria-label`, so the text can still be read out.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from .fonts import Face, font, visible
from .scene import Circle, Color, GlyphRun, Group, Item, Line, Path, Rect, Scene

_FACE_IDS = {face: index for index, face in enumerate(Face)}


def _num(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _paint(fill: Color | None, stroke: Color | None, width: float) -> str:
    parts = [f'fill="{fill.hex if fill else "none"}"']
    if stroke is not None and width > 0:
        parts.append(f'stroke="{stroke.hex}" stroke-width="{_num(width)}"')
    return " ".join(parts)


class _Writer:
    def __init__(self) -> None:
        self.glyphs: dict[str, str] = {}  # id -> path data, in the order first used

    def item(self, item: Item) -> str:
        if isinstance(item, GlyphRun):
            return self.run(item)
        if isinstance(item, Rect):
            radius = f' rx="{_num(item.radius)}"' if item.radius else ""
            return (f'<rect x="{_num(item.x)}" y="{_num(item.y)}" width="{_num(item.width)}" '
                    f'height="{_num(item.height)}"{radius} '
                    f'{_paint(item.fill, item.stroke, item.stroke_width)}/>')
        if isinstance(item, Circle):
            return (f'<circle cx="{_num(item.cx)}" cy="{_num(item.cy)}" r="{_num(item.r)}" '
                    f'{_paint(item.fill, item.stroke, item.stroke_width)}/>')
        if isinstance(item, Line):
            return (f'<line x1="{_num(item.x1)}" y1="{_num(item.y1)}" x2="{_num(item.x2)}" '
                    f'y2="{_num(item.y2)}" stroke="{item.stroke.hex}" '
                    f'stroke-width="{_num(item.stroke_width)}"/>')
        if isinstance(item, Path):
            data = " ".join(op.op.value + " ".join(f"{_num(x)} {_num(y)}" for x, y in op.points)
                            for op in item.ops)
            rule = ' fill-rule="evenodd"' if item.even_odd else ""
            return (f'<path d="{data}"{rule} '
                    f'{_paint(item.fill, item.stroke, item.stroke_width)}/>')
        if isinstance(item, Group):
            inner = "".join(self.item(child) for child in item.items)
            return (f'<g transform="translate({_num(item.dx)} {_num(item.dy)}) '
                    f'rotate({_num(item.rotate)})">{inner}</g>')
        raise TypeError(f"cannot draw {type(item).__name__}")

    def run(self, run: GlyphRun) -> str:
        face = font(run.face)
        scale = run.size / face.units_per_em
        uses, x = [], 0.0
        for char in visible(run.text):
            glyph = face.glyph_name(char)
            outline = face.outline(glyph)
            if outline:
                ident = f"g{_FACE_IDS[run.face]}-{face.glyph_id(glyph)}"
                self.glyphs.setdefault(ident, outline)
                uses.append(f'<use xlink:href="#{ident}" x="{_num(x)}"/>')
            x += face.advance(char) * face.units_per_em
        return (f'<g aria-label={quoteattr(run.text)} fill="{run.color.hex}" '
                f'transform="translate({_num(run.x)} {_num(run.y)}) '
                f'scale({scale:.6g} {-scale:.6g})">'
                + "".join(uses) + "</g>")


def scene_svg(scene: Scene) -> str:
    """The scene as a standalone SVG document, sized in millimetres, with its bleed."""
    writer = _Writer()
    body = "".join(writer.item(item) for item in scene.items)
    b = scene.bleed
    width, height = scene.width + 2 * b, scene.height + 2 * b
    defs = "".join(f'<path id="{ident}" d="{data}"/>' for ident, data in writer.glyphs.items())
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'width="{_num(width / 72 * 25.4)}mm" height="{_num(height / 72 * 25.4)}mm" '
            f'viewBox="{_num(-b)} {_num(-b)} {_num(width)} {_num(height)}">'
            f"<title>{escape(scene.title)}</title><defs>{defs}</defs>{body}</svg>\n")
