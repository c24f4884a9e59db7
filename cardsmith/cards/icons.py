"""Small drawn icons (card types, attack types, health, movement) as scene paths.

Each icon is drawn in a unit box (0..1 on both axes, y down) and placed with `icon()`:
vector outlines, so they print sharp at any size and look the same in every output.
"""

from __future__ import annotations

from enum import Enum

from .scene import Color, Op, Path, PathOp

Point = tuple[float, float]


def _polygon(*points: Point) -> tuple[PathOp, ...]:
    ops = [PathOp(Op.MOVE, (points[0],))]
    ops += [PathOp(Op.LINE, (point,)) for point in points[1:]]
    return tuple(ops) + (PathOp(Op.CLOSE),)


def _shield() -> tuple[PathOp, ...]:
    return (PathOp(Op.MOVE, ((0.5, 0.04),)),
            PathOp(Op.CURVE, ((0.64, 0.14), (0.8, 0.17), (0.92, 0.17))),
            PathOp(Op.CURVE, ((0.92, 0.55), (0.78, 0.8), (0.5, 0.96))),
            PathOp(Op.CURVE, ((0.22, 0.8), (0.08, 0.55), (0.08, 0.17))),
            PathOp(Op.CURVE, ((0.2, 0.17), (0.36, 0.14), (0.5, 0.04))),
            PathOp(Op.CLOSE))


def _sword() -> tuple[PathOp, ...]:
    blade = _polygon((0.5, 0.02), (0.6, 0.14), (0.6, 0.62), (0.4, 0.62), (0.4, 0.14))
    guard = _polygon((0.2, 0.62), (0.8, 0.62), (0.8, 0.7), (0.2, 0.7))
    grip = _polygon((0.44, 0.7), (0.56, 0.7), (0.56, 0.88), (0.44, 0.88))
    pommel = _polygon((0.5, 0.88), (0.57, 0.94), (0.5, 1.0), (0.43, 0.94))
    return blade + guard + grip + pommel


def _bolt() -> tuple[PathOp, ...]:
    return _polygon((0.62, 0.0), (0.18, 0.56), (0.46, 0.56), (0.34, 1.0), (0.82, 0.4),
                    (0.54, 0.4))


def _heart() -> tuple[PathOp, ...]:
    return (PathOp(Op.MOVE, ((0.5, 0.95),)),
            PathOp(Op.CURVE, ((0.2, 0.72), (0.0, 0.52), (0.02, 0.3))),
            PathOp(Op.CURVE, ((0.04, 0.08), (0.36, 0.0), (0.5, 0.22))),
            PathOp(Op.CURVE, ((0.64, 0.0), (0.96, 0.08), (0.98, 0.3))),
            PathOp(Op.CURVE, ((1.0, 0.52), (0.8, 0.72), (0.5, 0.95))),
            PathOp(Op.CLOSE))


def _arrow() -> tuple[PathOp, ...]:
    """A diagonal arrow, head at the top right: a ranged attack."""
    shaft = _polygon((0.12, 0.8), (0.74, 0.18), (0.82, 0.26), (0.2, 0.88))
    head = _polygon((0.96, 0.04), (0.9, 0.42), (0.58, 0.1))
    fletch = _polygon((0.04, 0.72), (0.2, 0.72), (0.28, 0.8), (0.2, 0.96), (0.2, 0.8))
    return shaft + head + fletch


def _boots() -> tuple[PathOp, ...]:
    """Two chevrons pointing right: movement."""
    return (_polygon((0.08, 0.1), (0.36, 0.1), (0.7, 0.5), (0.36, 0.9), (0.08, 0.9),
                     (0.42, 0.5))
            + _polygon((0.4, 0.1), (0.62, 0.1), (0.96, 0.5), (0.62, 0.9), (0.4, 0.9),
                       (0.74, 0.5)))


class Icon(Enum):
    ATTACK = "attack"
    DEFENSE = "defense"
    VERSATILE = "versatile"
    SCHEME = "scheme"
    MELEE = "melee"
    RANGED = "ranged"
    HEALTH = "health"
    MOVE = "move"


def _versatile() -> tuple[PathOp, ...]:
    """A shield with a sword cut out of it (drawn even-odd)."""
    return _shield() + tuple(_squeeze(_sword(), 0.5, 0.15, 0.7))


def _squeeze(ops: tuple[PathOp, ...], cx: float, top: float, height: float):
    """`ops` scaled to `height` about (cx, top): an icon inside another."""
    for op in ops:
        yield PathOp(op.op, tuple((cx + (x - 0.5) * height, top + y * height)
                                  for x, y in op.points))


_SHAPES = {
    Icon.ATTACK: _sword, Icon.DEFENSE: _shield, Icon.VERSATILE: _versatile,
    Icon.SCHEME: _bolt, Icon.MELEE: _sword, Icon.RANGED: _arrow, Icon.HEALTH: _heart,
    Icon.MOVE: _boots,
}


def icon(kind: Icon, x: float, y: float, size: float, fill: Color,
         stroke: Color | None = None, stroke_width: float = 0.0) -> Path:
    """The icon in the square of side `size` at (x, y)."""
    ops = tuple(PathOp(op.op, tuple((x + px * size, y + py * size) for px, py in op.points))
                for op in _SHAPES[kind]())
    return Path(ops, fill, stroke, stroke_width, even_odd=kind is Icon.VERSATILE)
