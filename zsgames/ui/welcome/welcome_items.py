"""The welcome screen's own items: a button drawn on the table, and a board's picture in a frame.

Neither acts on a click itself: the welcome scene finds the button under a press and under the
release (:meth:`~zsgames.ui.welcome.welcome.WelcomeScene.target_at`), so a press dragged off a button
does nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QImage, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from zsgames.ui.shared.pieces import font, readable_on

BUTTON_POINTS = 11.0


class ButtonItem(QGraphicsObject):
    """A rounded button: filled (the card's main action) or outlined; lighter under the mouse."""

    def __init__(
        self,
        text: str,
        rect: QRectF,
        colour: str | QColor,
        filled: bool = False,
        tip: str = "",
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.text, self.rect, self.colour, self.filled = text, QRectF(rect), QColor(colour), filled
        self.hovered = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        self.setCursor(QCursor(Qt.CursorShape.PointingHandCursor))
        self.setToolTip(tip or text)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = self.colour.darker(125)
        if self.filled:
            fill = self.colour.lighter(115) if self.hovered else self.colour
            ink = readable_on(fill)
        else:
            fill = QColor("#fffaf0") if self.hovered else QColor("#fbf6ea")
            ink = self.colour.darker(150)
        p.setPen(QPen(edge, 1.5))
        p.setBrush(fill)
        p.drawRoundedRect(self.rect, 7, 7)
        p.setPen(ink)
        p.setFont(font(BUTTON_POINTS, True))
        p.drawText(self.rect, int(Qt.AlignmentFlag.AlignCenter), self.text)


class PictureItem(QGraphicsObject):
    """A board's picture fitted in ``rect`` (aspect kept), or a quiet placeholder until it comes.
    It is art: it takes no click."""

    def __init__(self, rect: QRectF, colour: str | QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect, self.colour = QRectF(rect), QColor(colour)
        self.image: QImage | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_image(self, image: QImage) -> None:
        self.image = image
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setPen(QPen(self.colour.darker(130), 1.2))
        p.setBrush(QColor("#efe6d2"))
        p.drawRoundedRect(self.rect, 6, 6)
        if self.image is None or self.image.isNull():
            return
        inner = self.rect.adjusted(3, 3, -3, -3)
        size = self.image.size().scaled(round(inner.width()), round(inner.height()), Qt.AspectRatioMode.KeepAspectRatio)
        target = QRectF(0, 0, size.width(), size.height())
        target.moveCenter(inner.center())
        p.drawImage(target, self.image)


__all__ = ["BUTTON_POINTS", "ButtonItem", "PictureItem"]
