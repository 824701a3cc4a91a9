"""Small animations of the Zooscape board, run like the framework's slides (``last_moves.slides``):
the bot pace sets their length, Instant (0) or a board off screen shows none, a click or a redraw
ends them where they go (``stop_slides``). The window waits for a toss (it is the move seen
happening: ``slides_left_ms``) but not for points rising (``scene.flourishes``: a flourish after it).

* :func:`rise` — points scored float up from where they were scored ("+3" rising, fading);
* :func:`toss` — a card goes somewhere and vanishes there (a broken curio into the bin).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.boards.zooscape.layout import TEXT
from zsgames.ui.shared.pieces import font

GAIN, LOSS = QColor("#1f7a3a"), QColor("#b01d24")


class RisingText(QGraphicsObject):
    """Bold points ("+3", "−4") with a white edge, so they read over any card or row."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text, self.colour = text, QColor(colour)
        self.text_font = font(TEXT + 2, bold=True)
        self.text_w = QFontMetricsF(self.text_font).horizontalAdvance(text) + 8
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(900)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.text_w / 2, -14, self.text_w, 28)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        fm = QFontMetricsF(self.text_font)
        path.addText(QPointF(-fm.horizontalAdvance(self.text) / 2, fm.ascent() / 2 - 1), self.text_font, self.text)
        p.setPen(QPen(QColor("white"), 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawPath(path)


def _animate(
    scene: Any, item: QGraphicsObject, prop: bytes, start: Any, end: Any, ms: int, into: list[QPropertyAnimation]
) -> None:
    anim = QPropertyAnimation(item, prop, scene)
    anim.setDuration(ms)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    into.append(anim)  # a click or a redraw ends it
    anim.start()


def finish(anims: list[QPropertyAnimation]) -> None:
    """End every animation of ``anims`` where it goes, and forget them."""
    for anim in anims:
        if anim.state() == QPropertyAnimation.State.Running:
            anim.setCurrentTime(anim.duration())
        anim.stop()
    anims.clear()


def animates(scene: Any, ms: int) -> bool:
    """Whether an animation of ``ms`` is seen: a pace above Instant, a board on screen."""
    return ms > 0 and bool(scene.views())


def rise(scene: Any, points: int, at: QPointF, ms: int) -> RisingText | None:
    """Float ``points`` ("+3") up from ``at`` and fade it out over ``ms`` (nothing at Instant)."""
    if not points or not animates(scene, ms):
        return None
    item = RisingText(f"{points:+d}".replace("-", "−"), GAIN if points > 0 else LOSS)
    scene.addItem(item)
    item.setPos(at)
    _animate(scene, item, b"pos", QPointF(at), at + QPointF(0, -30), ms, scene.flourishes)
    _animate(scene, item, b"opacity", 1.0, 0.0, ms, scene.flourishes)
    return item


def toss(scene: Any, item: QGraphicsObject, end: QPointF, scale: float, ms: int) -> None:
    """Move ``item`` (already in the scene) to ``end``, shrinking to ``scale`` and fading as it
    arrives (nothing left of it at the end)."""
    if not animates(scene, ms):
        item.setVisible(False)
        return
    slides = scene.last_moves.slides  # the window waits for these
    _animate(scene, item, b"pos", QPointF(item.pos()), QPointF(end), ms, slides)
    _animate(scene, item, b"scale", item.scale(), scale, ms, slides)
    _animate(scene, item, b"opacity", 1.0, 0.0, ms, slides)


__all__ = ["RisingText", "animates", "finish", "rise", "toss"]
