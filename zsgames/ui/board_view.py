"""The QGraphicsView that shows a board scene, always zoomed to fit and crisp."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView


class BoardView(QGraphicsView):
    max_zoom = 1.6

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
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(320, 240)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if old is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                old.sceneRectChanged.disconnect(self._fit)
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._fit)
        self.fit()

    def _fit(self, *_: Any) -> None:
        self.fit()

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None and not scene.sceneRect().isEmpty():
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            scale = self.transform().m11()
            if scale > self.max_zoom:  # a small board is not blown up past readable size
                self.scale(self.max_zoom / scale, self.max_zoom / scale)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
