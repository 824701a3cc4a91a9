"""The Cuzhi 促织 art (``resources/cuzhi/art``) painted into the board's items: each drawing is a
cached pixmap (:func:`zsgames.ui.shared.art.art_pixmap`) rendered at the size it shows on screen, so
it stays crisp at any zoom and a redraw only copies pixels."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.games.cuzhi.table import D
from zsgames.ui.shared.art import art_pixmap

GAME = "cuzhi"
#: Where each die's blank front face has its centre, in its drawing's 64-unit square (see the art's README).
DIE_FACE = {6: QPointF(27, 37), 8: QPointF(32, 32), 10: QPointF(32, 28), 12: QPointF(32, 31)}
DIE_FACE_SIZE = {6: 34.0, 8: 22.0, 10: 20.0, 12: 26.0}  # the room for the number on that face


def _device_scale(p: QPainter) -> float:
    """Screen pixels per logical unit where ``p`` paints (its transform and the device's ratio)."""
    t = p.deviceTransform()
    return max(0.25, (abs(t.m11()) + abs(t.m12()) + abs(t.m21()) + abs(t.m22())) / 2)


def draw_art(p: QPainter, name: str, rect: QRectF) -> None:
    """The drawing ``name`` fitted in ``rect`` (centred, its proportions kept), sharp on screen."""
    scale = _device_scale(p)
    side = max(rect.width(), rect.height())
    px = max(8, round(side * scale / 4) * 4)  # sizes in steps of 4 pixels keep the cache small
    pixmap = art_pixmap(GAME, name, px)
    w, h = pixmap.width() * side / px, pixmap.height() * side / px
    p.drawPixmap(QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h), pixmap, QRectF(pixmap.rect()))


def draw_centred(p: QPainter, name: str, c: QPointF, size: float) -> None:
    """The drawing ``name`` in a ``size`` square centred on ``c``."""
    draw_art(p, name, QRectF(c.x() - size / 2, c.y() - size / 2, size, size))


def cricket_art(grade: int) -> str:
    """The drawing of a cricket of ``grade`` (0 ordinary … 4 royal)."""
    return f"cricket_{D.GRADE_KEYS[grade]}"


def die_face(sides: int, size: float) -> QRectF:
    """Where a die's number goes when the die is drawn in a ``size`` square centred on the origin."""
    k = size / 64
    c = DIE_FACE.get(sides, QPointF(32, 32))
    room = DIE_FACE_SIZE.get(sides, 24.0) * k
    return QRectF((c.x() - 32) * k - room / 2, (c.y() - 32) * k - room / 2, room, room)


class ArtItem(QGraphicsObject):
    """One drawing as a still item, ``size`` square from its top left (an area's emblem, a seal)."""

    def __init__(self, name: str, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name, self.size = name, size
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_art(p, self.name, QRectF(0, 0, self.size, self.size))
