"""The QGraphicsView that shows a board scene: fitted to the view, or zoomed in and panned.

``zoom`` is relative to the fitted size (1 = the whole board fits), so a resize, a redraw or a new
game keeps what the player chose: the board is fitted again and the same zoom applied about the
point that was in the middle. Zoomed in, scroll bars appear and a drag that starts on empty table
(not on a piece the board lets you move) pans the board; the board's own clicks and drags are
untouched. The mouse wheel zooms at the pointer (the point under it stays under it) with Ctrl held,
and without Ctrl while there is nothing to scroll; once the board scrolls, the plain wheel scrolls it.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QCursor, QMouseEvent, QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView

from zsgames.ui.boards.base import BoardScene
from zsgames.ui.boards.items import DragPiece

#: The zoom steps of View ▸ Zoom in / out (1 = fit the whole board).
ZOOM_STEPS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
FIT_MARGIN = 2  # px around a fitted board, as QGraphicsView.fitInView leaves
WHEEL_STEP = 120  # angleDelta of one notch; a touchpad sends smaller deltas, summed to a notch


class BoardView(QGraphicsView):
    max_zoom = 1.6  # a small board is not blown up past readable size when fitted
    zoomChanged = Signal(float)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(320, 240)
        self.zoom = 1.0
        self.text_scale = 1.0  # View ▸ Larger text: the board is magnified by it, its text with it
        self._pan: tuple[QPointF, int, int] | None = None  # press point and scroll values
        self._panning = False
        self._wheel = 0  # wheel delta not yet turned into a zoom step

    # --- scene and fitting ------------------------------------------------------------------------
    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if old is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                old.sceneRectChanged.disconnect(self._fit)
        super().setScene(scene)
        self.resetCachedContent()
        if scene is not None:
            scene.sceneRectChanged.connect(self._fit)
        self.fit(recentre=True)

    def _fit(self, *_: Any) -> None:
        self.fit()

    def fitted_scale(self) -> float:
        """The scale at which the whole board fits the view (never above ``max_zoom``)."""
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return 1.0
        rect = scene.sceneRect()
        width = max(1, self.width() - 2 * self.frameWidth() - 2 * FIT_MARGIN)
        height = max(1, self.height() - 2 * self.frameWidth() - 2 * FIT_MARGIN)
        return min(width / rect.width(), height / rect.height(), self.max_zoom)

    def fit(self, recentre: bool = False) -> None:
        """Fit the board, then apply ``zoom`` about the point in the middle (the board's centre
        when fitted, on a new scene or when ``recentre``)."""
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return
        zoomed = self.zoom * self.text_scale > 1.0
        keep = None if recentre or not zoomed else self.mapToScene(self.viewport().rect().center())
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if zoomed else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        scale = self.fitted_scale() * self.zoom * self.text_scale
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(keep if keep is not None else scene.sceneRect().center())

    # --- zoom -------------------------------------------------------------------------------------
    def set_zoom(self, zoom: float) -> None:
        zoom = min(max(zoom, ZOOM_STEPS[0]), ZOOM_STEPS[-1])
        if abs(zoom - self.zoom) < 1e-6:
            return
        self.zoom = zoom
        self.fit()
        self.zoomChanged.emit(zoom)

    def set_text_scale(self, scale: float) -> None:
        """Larger text on the board too: the board is drawn ``scale`` times its fitted size (its
        layout is made for one size, so its words grow with it and it pans like a zoomed board)."""
        if abs(scale - self.text_scale) < 1e-6:
            return
        self.text_scale = scale
        self.fit()

    def zoom_in(self) -> None:
        self.set_zoom(next((z for z in ZOOM_STEPS if z > self.zoom + 1e-6), ZOOM_STEPS[-1]))

    def zoom_out(self) -> None:
        self.set_zoom(next((z for z in reversed(ZOOM_STEPS) if z < self.zoom - 1e-6), ZOOM_STEPS[0]))

    def zoom_fit(self) -> None:
        self.set_zoom(1.0)

    def zoom_at(self, zoom: float, pos: QPoint) -> None:
        """Zoom to ``zoom`` keeping the board's point under ``pos`` (viewport pixels) under it."""
        scene = self.scene()
        if scene is None:
            self.set_zoom(zoom)
            return
        anchor = self.mapToScene(pos)
        self.set_zoom(zoom)
        moved = self.mapFromScene(anchor) - pos
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())

    def wheelEvent(self, event: QWheelEvent) -> None:
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if not ctrl and self.verticalScrollBar().maximum() > 0:  # the board scrolls: the wheel scrolls it
            self._wheel = 0
            super().wheelEvent(event)
            return
        self._wheel += event.angleDelta().y()
        event.accept()
        while abs(self._wheel) >= WHEEL_STEP:
            step = 1 if self._wheel > 0 else -1
            self._wheel -= step * WHEEL_STEP
            steps = ZOOM_STEPS if step > 0 else tuple(reversed(ZOOM_STEPS))
            beyond = (z for z in steps if (z - self.zoom) * step > 1e-6)
            self.zoom_at(next(beyond, steps[-1]), event.position().toPoint())

    # --- panning on empty table -------------------------------------------------------------------
    def _on_a_piece(self, pos: QPoint) -> bool:
        """Is there something the board lets the player press at ``pos`` (a piece to move, a card
        to click)? Only the board's public API is read."""
        scene = self.scene()
        if not isinstance(scene, BoardScene):
            return False
        table = dict.fromkeys(scene.bindings.sources())
        return any(scene.owner_in(item, table) is not None or isinstance(item, DragPiece) for item in self.items(pos))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pan, self._panning = None, False
        if (
            self.zoom * self.text_scale > 1.0
            and event.button() == Qt.MouseButton.LeftButton
            and not self._on_a_piece(event.position().toPoint())
        ):
            self._pan = (event.position(), self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan is not None and event.buttons() & Qt.MouseButton.LeftButton:
            start, h, v = self._pan
            delta = event.position() - start
            if self._panning or delta.manhattanLength() >= QApplication.startDragDistance():
                if not self._panning:
                    self._panning = True
                    self.viewport().setCursor(QCursor(Qt.CursorShape.ClosedHandCursor))
                self.horizontalScrollBar().setValue(h - round(delta.x()))
                self.verticalScrollBar().setValue(v - round(delta.y()))
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning:
            self.viewport().unsetCursor()
        self._pan, self._panning = None, False
        super().mouseReleaseEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
