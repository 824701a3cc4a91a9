"""Hold background work until the window has painted the move it follows.

A worker running Python shares the interpreter with the GUI thread: a bot that starts thinking, or
an autosave that starts writing, while the board is being redrawn makes that redraw wait for the
interpreter lock again and again. :class:`FrameGate` lets such work start once ``widget`` (the
board's viewport) has painted its next frame, or after ``limit_ms`` if no frame comes (nothing
changed on screen, the window is hidden). A widget that is not visible does not hold anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

LIMIT_MS = 100


class FrameGate(QObject):
    """``then(fn)``: call ``fn`` on the GUI thread once ``widget`` has painted (or ``limit_ms`` passed)."""

    def __init__(self, widget: QWidget, parent: QObject | None = None, limit_ms: int = LIMIT_MS) -> None:
        super().__init__(parent)
        self.widget = widget
        self._pending: list[Callable[[], Any]] = []
        self._armed = False
        self._painted = False
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.setInterval(limit_ms)
        self._limit.timeout.connect(self.open)

    @property
    def waiting(self) -> bool:
        return bool(self._pending)

    def then(self, fn: Callable[[], Any]) -> None:
        if not self.widget.isVisible():
            fn()
            return
        if fn not in self._pending:
            self._pending.append(fn)
        if not self._armed:
            self._armed, self._painted = True, False
            self.widget.installEventFilter(self)
            self._limit.start()

    def open(self) -> None:
        """Run what waits, now (also what a flush does rather than wait for a frame)."""
        if self._armed:
            self._armed = False
            self.widget.removeEventFilter(self)
            self._limit.stop()
        pending, self._pending = self._pending, []
        for fn in pending:
            fn()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.open)  # once this paint (and the rest of the frame) is done
        return False
