"""Notes each paint of a widget in a list (tests of what happens before and after a frame)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class PaintLog(QObject):
    def __init__(self, widget: QWidget, log: list[str]) -> None:
        super().__init__(widget)
        self.log = log
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append("paint")
        return False
