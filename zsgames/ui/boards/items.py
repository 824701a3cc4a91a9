"""The painted building blocks the board framework needs: pieces, drop zones, highlights.

Re-exported by :mod:`zsgames.ui.boards.base`; boards usually import them from there.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

LIT = QColor("#ffcc33")
HOT = QColor("#ff8a00")
TABLE_COLOUR = QColor("#e9e1cf")


class DragPiece(QGraphicsObject):
    """Base for painted pieces. The scene decides whether it is playable; it only shows it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._playable = False
        self.setAcceptHoverEvents(True)

    def set_playable(self, playable: bool) -> None:
        if playable != self._playable:
            self._playable = playable
            self.update()  # a piece may look different when it can move

    def is_playable(self) -> bool:
        """True while a legal action starts at this piece (it can be dragged or clicked)."""
        return self._playable

    def boundingRect(self) -> QRectF:  # subclasses override
        return QRectF(-10, -10, 20, 20)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setBrush(QColor("#888"))
        p.drawEllipse(self.boundingRect())


def glow(p: QPainter, piece: DragPiece, rect: QRectF) -> None:
    """A soft gold ring under a piece that can be dragged or clicked now (painted by the piece, so it
    shows at rest, before the pointer comes near)."""
    if piece.is_playable():
        p.setPen(QPen(QColor(255, 204, 51, 220), 2.5))
        p.setBrush(QColor(255, 230, 150, 90))
        p.drawRoundedRect(rect, 7, 7)


class HighlightItem(QGraphicsObject):
    """A glowing rounded outline around a rectangle: hints, selection, last move."""

    def __init__(
        self, rect: QRectF, colour: QColor | str = LIT, radius: float = 8, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.rect, self.colour, self.radius = QRectF(rect), QColor(colour), radius
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The glow from a pixmap shared by every ring of its size and colour: its wide soft strokes
        are slow to draw, and the same places are ringed redraw after redraw."""
        t = p.worldTransform()
        turned = t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or t.m22() <= 0
        if turned or p.device() is None:  # turned or mirrored: drawn directly
            self._glow(p)
            return
        box = self.boundingRect()
        corner = t.map(box.topLeft())
        dx, dy = corner.x() - math.floor(corner.x()), corner.y() - math.floor(corner.y())
        ratio = p.device().devicePixelRatioF()
        key = (
            f"zsgames-glow:{self.rect.width():.2f}x{self.rect.height():.2f}:{self.radius}:{self.colour.rgba()}:"
            f"{t.m11():.4f}x{t.m22():.4f}:{dx:.2f},{dy:.2f}:{ratio}"
        )
        pixmap: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]  # stub lacks find(str)
        if pixmap is None:
            size = QSizeF(box.width() * t.m11() + dx + 1, box.height() * t.m22() + dy + 1) * ratio
            pixmap = QPixmap(math.ceil(size.width()), math.ceil(size.height()))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.translate(dx, dy)  # where the glow's corner falls between device pixels
            painter.scale(t.m11(), t.m22())
            painter.translate(-box.topLeft())
            self._glow(painter)
            painter.end()
            QPixmapCache.insert(key, pixmap)
        p.save()
        p.resetTransform()
        p.drawPixmap(QPointF(math.floor(corner.x()), math.floor(corner.y())), pixmap)
        p.restore()

    def _glow(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((9, 50), (5, 110), (2.5, 255)):
            c = QColor(self.colour)
            c.setAlpha(alpha)
            p.setPen(QPen(c, width))
            p.drawRoundedRect(self.rect, self.radius, self.radius)


class DropZone(QGraphicsObject):
    """A place a piece can be dropped on. Invisible until lit (while a bound piece is dragged,
    selected or hinted); ``hot`` while the dragged piece hovers over it."""

    def __init__(
        self, rect: QRectF, round_: bool = False, parent: QGraphicsItem | None = None, radius: float = 8
    ) -> None:
        super().__init__(parent)
        self.rect, self.round, self.radius = QRectF(rect), round_, radius
        self.lit = False
        self.hot = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.round:
            path.addEllipse(self.rect)
        else:
            path.addRect(self.rect)
        return path

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            if not lit:
                self.hot = False
            self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lit:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = HOT if self.hot else LIT
        fill = QColor(colour)
        fill.setAlpha(110 if self.hot else 60)
        p.setBrush(QBrush(fill))
        for width, alpha in ((8, 60), (3, 255)):
            c = QColor(colour)
            c.setAlpha(alpha)
            p.setPen(QPen(c, width, Qt.PenStyle.SolidLine if self.hot else Qt.PenStyle.DashLine))
            if self.round:
                p.drawEllipse(self.rect)
            else:
                p.drawRoundedRect(self.rect, self.radius, self.radius)
            p.setBrush(Qt.BrushStyle.NoBrush)
