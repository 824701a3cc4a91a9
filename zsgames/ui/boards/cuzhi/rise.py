"""Points rise where they were scored: a "+N" floats up from a seat's score and fades, at the bot
pace (nothing at Instant, nothing on a board not on screen). A redraw or a click ends every rise."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.shared.pieces import font

RISE = 26.0  # how far a "+N" floats up, in scene units


class RiseItem(QGraphicsObject):
    """ "+N" in bold ink with a paper halo, centred on its position."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        self.text, self.colour = text, QColor(colour)
        self.setZValue(1500)  # over every piece, under a details card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -13, 60, 26)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        f = font(13, bold=True)
        width = len(self.text) * 9.0
        path.addText(QPointF(-width / 2, 6), f, self.text)
        p.setPen(QPen(QColor("#fbf6ea"), 3.5))
        p.drawPath(path)  # the halo: it reads on any panel
        p.fillPath(path, self.colour)


class Rises:
    """The running rises of one board."""

    def __init__(self) -> None:
        self.running: list[tuple[QVariantAnimation, RiseItem]] = []

    def start(self, board: Any, at: QPointF, points: int, colour: QColor, ms: int) -> QVariantAnimation | None:
        """Float "+points" up from ``at`` (scene) over ``ms``; None when nothing animates."""
        if points <= 0 or ms <= 0 or not board.views():
            return None
        item = RiseItem(f"+{points}", colour)
        item.setPos(at)
        board.addItem(item)
        anim = QVariantAnimation(board)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(t: Any) -> None:
            item.setPos(at.x(), at.y() - RISE * float(t))
            item.setOpacity(1.0 if float(t) < 0.6 else 1.0 - (float(t) - 0.6) / 0.4)

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._end(anim, item))
        self.running.append((anim, item))
        anim.start()
        return anim

    def _end(self, anim: QVariantAnimation, item: RiseItem) -> None:
        if item.scene() is not None:
            item.scene().removeItem(item)
        self.running = [(a, i) for a, i in self.running if a is not anim]

    def stop(self) -> None:
        """Every rise ends now: its "+N" is gone (the score it rose from shows the total)."""
        for anim, item in list(self.running):
            anim.stop()
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.running = []
