"""Each seat's symbol: a shape beside its colour, so no seat is told by colour alone.

The six seats of ``SEAT_ORDER`` get six silhouettes that stay apart at 12 px (circle, triangle,
square, diamond, star, cross; a hexagon is too near a circle at that size); the other colour names
a config may give get four more (less apart from the six: no table offers them beside these). Boards
paint a symbol with :func:`paint_seat_symbol` (or place :func:`seat_symbol_pixmap`); plain text
(logs, history, tooltips) writes :func:`seat_symbol_text`. The fill is the seat's colour in the
palette in effect (:mod:`zsgames.ui.shared.seat_palette`), the outline a dark ink for every seat.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform

from zsgames.ui.shared.pieces import colour, seat_colour_name
from zsgames.ui.shared.seat_palette import SEAT_ORDER, seat_palette

#: The shape of each seat colour name.
SEAT_SYMBOLS: Mapping[str, str] = MappingProxyType(
    {
        "Blue": "circle",
        "Orange": "triangle",
        "Green": "square",
        "Pink": "diamond",
        "Purple": "star",
        "Teal": "cross",
        "Red": "hexagon",
        "Yellow": "pentagon",
        "Black": "down_triangle",
        "White": "saltire",
    }
)
#: Each shape as a character, for plain text.
SYMBOL_TEXT: Mapping[str, str] = MappingProxyType(
    {
        "circle": "●",
        "triangle": "▲",
        "square": "■",
        "diamond": "◆",
        "star": "★",
        "hexagon": "⬢",
        "cross": "✚",
        "pentagon": "⬟",
        "down_triangle": "▼",
        "saltire": "✖",
    }
)
OUTLINE = QColor("#1f1b16")


def symbol_of(colour_name: str, seat: int | None = None) -> str:
    """The shape of a seat colour name; a name without one takes the shape of ``seat``'s default
    colour (so two seats in unnamed colours still differ), else a circle."""
    known = SEAT_SYMBOLS.get(str(colour_name).capitalize())
    if known:
        return known
    return SEAT_SYMBOLS[SEAT_ORDER[seat % len(SEAT_ORDER)]] if seat is not None else "circle"


def seat_symbol(config: Any, seat: int) -> str:
    """The shape of ``seat`` at the table of ``config``."""
    return symbol_of(seat_colour_name(config, seat), seat)


def seat_symbol_text(colour_name: str, seat: int | None = None) -> str:
    """The character of a seat's symbol ("●", "▲", …) for logs and the history."""
    return SYMBOL_TEXT[symbol_of(colour_name, seat)]


def _regular(centre: QPointF, radius: float, corners: int, turn: float) -> QPolygonF:
    """A regular polygon; ``turn`` (degrees) of its first corner from straight up."""
    points = []
    for k in range(corners):
        angle = math.radians(turn + 360 * k / corners)
        points.append(QPointF(centre.x() + radius * math.sin(angle), centre.y() - radius * math.cos(angle)))
    return QPolygonF(points)


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(36 * k)
        points.append(QPointF(centre.x() + radius * math.sin(angle), centre.y() - radius * math.cos(angle)))
    return QPolygonF(points)


def _bar_cross(centre: QPointF, half: float, arm: float, turn: float) -> QPainterPath:
    """A plus of two bars as one outline (``turn`` 45: a saltire)."""
    corners = [
        (-arm, -half), (arm, -half), (arm, -arm), (half, -arm), (half, arm), (arm, arm),
        (arm, half), (-arm, half), (-arm, arm), (-half, arm), (-half, -arm), (-arm, -arm),
    ]  # fmt: skip
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
    path.closeSubpath()
    return QTransform().translate(centre.x(), centre.y()).rotate(turn).map(path)


def symbol_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of ``shape`` fitted in ``rect`` (its shorter side), each shape of about the same
    weight so none looks louder than another."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(c, r * 0.86, r * 0.86)
    elif shape == "triangle":
        path.addPolygon(_regular(QPointF(c.x(), c.y() + r * 0.2), r * 1.1, 3, 0))
    elif shape == "down_triangle":
        path.addPolygon(_regular(QPointF(c.x(), c.y() - r * 0.2), r * 1.1, 3, 180))
    elif shape == "square":
        path.addRect(QRectF(c.x() - r * 0.84, c.y() - r * 0.84, r * 1.68, r * 1.68))
    elif shape == "diamond":  # a card-suit diamond, narrower than tall (a square on its corner is too near a circle)
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r * 0.74, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r * 0.74, c.y()),
                ]
            )
        )
    elif shape == "star":
        path.addPolygon(_star(QPointF(c.x(), c.y() + r * 0.06), r * 1.02, r * 0.44))
    elif shape == "hexagon":
        path.addPolygon(_regular(c, r * 0.95, 6, 0))
    elif shape == "pentagon":
        path.addPolygon(_regular(QPointF(c.x(), c.y() + r * 0.05), r * 0.95, 5, 0))
    elif shape == "cross":
        return _bar_cross(c, r * 0.98, r * 0.36, 0)
    elif shape == "saltire":
        return _bar_cross(c, r * 1.1, r * 0.3, 45)
    else:
        raise ValueError(f"no seat symbol is called {shape!r}")
    path.closeSubpath()
    return path


def paint_seat_symbol(
    p: QPainter, rect: QRectF, colour_name: str, seat: int | None = None, fill: QColor | None = None
) -> None:
    """Draw the symbol of a seat colour name in ``rect``: filled with the seat's colour (in the palette
    in effect, or ``fill``), outlined dark."""
    pen, path = _outlined(symbol_of(colour_name, seat), rect.width(), rect.height())
    p.save()
    p.translate(rect.topLeft())
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(pen)
    p.setBrush(fill if fill is not None else colour(colour_name))
    p.drawPath(path)
    p.restore()


@lru_cache(maxsize=512)
def _outlined(shape: str, width: float, height: float) -> tuple[QPen, QPainterPath]:
    """The pen and the outline of ``shape`` in a ``width`` × ``height`` box at the origin (built
    once per size: a board paints the same few symbols at every redraw)."""
    side = min(width, height)
    pen = QPen(OUTLINE, max(1.0, side / 14))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    inset = pen.widthF() / 2
    return pen, symbol_path(shape, QRectF(inset, inset, width - 2 * inset, height - 2 * inset))


@lru_cache(maxsize=256)
def _pixmap(colour_name: str, seat: int | None, size: int, dpr: float, fill: str) -> QPixmap:
    pixmap = QPixmap(max(1, round(size * dpr)), max(1, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_seat_symbol(painter, QRectF(0, 0, size, size), colour_name, seat)
    painter.end()
    return pixmap


def seat_symbol_pixmap(
    colour_name: str, size: int, device_pixel_ratio: float = 1.0, seat: int | None = None
) -> QPixmap:
    """The symbol of a seat colour name, ``size`` × ``size`` logical pixels (cached; the cache keys
    on the fill too, so changing the palette gives new pixmaps)."""
    fill = seat_palette().get(str(colour_name).capitalize(), str(colour_name))
    return _pixmap(str(colour_name), seat, int(size), float(device_pixel_ratio), fill)


__all__ = [
    "SEAT_SYMBOLS",
    "SYMBOL_TEXT",
    "paint_seat_symbol",
    "seat_symbol",
    "seat_symbol_pixmap",
    "seat_symbol_text",
    "symbol_of",
    "symbol_path",
]
