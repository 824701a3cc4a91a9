"""The game log as a list model: every event's text as the current viewer may read it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from zsgames.core.game import Event

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """Rows are events, oldest first. ``viewer`` picks the private texts ("You drew a 4")."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._events: list[Event] = []
        self._rounds: list[int] = []
        self.viewer: int | None = None
        self.colours: dict[int, QColor] = {}
        self._dots: dict[int, QIcon] = {}

    def reset(self, events: list[Event], viewer: int | None, rounds: list[int] | None = None) -> None:
        self.beginResetModel()
        self._events = list(events)
        self._rounds = list(rounds) if rounds is not None else []
        self.viewer = viewer
        self.endResetModel()

    def set_viewer(self, viewer: int | None) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            if self._events:
                self.dataChanged.emit(self.index(0), self.index(len(self._events) - 1))

    def append(self, events: list[Event]) -> None:
        if not events:
            return
        first = len(self._events)
        self.beginInsertRows(QModelIndex(), first, first + len(events) - 1)
        self._events.extend(events)
        self.endInsertRows()

    def _dot(self, seat: int) -> QIcon | None:
        colour = self.colours.get(seat)
        if colour is None:
            return None
        icon = self._dots.get(seat)
        if icon is None:
            pixmap = QPixmap(12, 12)
            pixmap.fill(QColor(0, 0, 0, 0))
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(colour.darker(140))
            p.setBrush(colour)
            p.drawEllipse(1, 1, 10, 10)
            p.end()
            icon = self._dots[seat] = QIcon(pixmap)
        return icon

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._events)

    def text(self, row: int) -> str:
        return self._events[row].text_for(self.viewer)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._events):
            return None
        event = self._events[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return event.text_for(self.viewer)
        if role == Qt.ItemDataRole.DecorationRole and event.actor is not None:
            return self._dot(event.actor)
        if role == Qt.ItemDataRole.ToolTipRole:
            return event.text_for(self.viewer)
        return None
