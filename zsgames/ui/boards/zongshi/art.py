"""Zong Shi's drawn art placed on the board: one helper that paints a drawing (cached pixmap) into a
rectangle at the painter's device pixel ratio, and the table surface as a tiled brush."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.shared.art import art_brush, art_pixmap, art_size

GAME = "zongshi"
#: the table's tile, in scene pixels (the elm boards read as boards at this size)
TABLE_TILE = 256


def _dpr(p: QPainter) -> float:
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return dpr * (2.0 if abs(p.worldTransform().m11()) > 1.25 else 1.0)  # a zoomed view: a finer pixmap


def draw_art(p: QPainter, name: str, rect: QRectF) -> None:
    """Paint the drawing ``name`` centred in ``rect`` at its own proportions."""
    pix = art_pixmap(GAME, name, (max(1, round(rect.width())), max(1, round(rect.height()))), _dpr(p))
    p.drawPixmap(rect, pix, QRectF(pix.rect()))


def draw_art_part(p: QPainter, name: str, rect: QRectF, part: QRectF) -> None:
    """Paint ``part`` of the drawing ``name`` (in its viewBox's units) stretched to fill ``rect``:
    a basket drawn taller than it was drawn, without the margin around it."""
    own = art_size(GAME, name)
    k = max(rect.width() / max(1.0, part.width()), rect.height() / max(1.0, part.height()))
    pix = art_pixmap(GAME, name, (max(1, round(own.width() * k)), max(1, round(own.height() * k))), _dpr(p))
    sx = pix.width() / max(1.0, own.width())
    sy = pix.height() / max(1.0, own.height())
    p.drawPixmap(rect, pix, QRectF(part.left() * sx, part.top() * sy, part.width() * sx, part.height() * sy))


class ArtItem(QGraphicsObject):
    """A drawing lying on the board (the Temple on its panel, the bag on the tray): not a piece, so
    it takes no clicks; ``opacity`` below 1 sets it back behind what lies on it."""

    def __init__(self, name: str, rect: QRectF, opacity: float = 1.0) -> None:
        super().__init__()
        self.name, self.rect = name, QRectF(rect)
        self.setOpacity(opacity)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a still drawing: painted once per zoom

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_art(p, self.name, self.rect)


def table_brush() -> QBrush:
    """The table surface: warm elm boards, tiled."""
    return art_brush(GAME, "table", TABLE_TILE)


__all__ = ["ArtItem", "draw_art", "draw_art_part", "table_brush"]
