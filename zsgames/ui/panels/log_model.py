"""The game log as a list model: every event's text as the current viewer may read it.

:meth:`LogModel.follow` keeps it up to date with a match's steps: the rows of new steps are
appended; anything else (an undo, another game, another viewer in hot-seat) rebuilds it, so a
viewer never reads a line written for another. The rows live on the C++ side (a
``QStandardItemModel``) with the size the view measured for each (``SizeHintRole``): laying out a
long log, which a list does whenever a row is added, calls no Python.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QStandardItem, QStandardItemModel

from zsgames.core.game import Event
from zsgames.core.match import Step
from zsgames.ui.shared.seat_symbols import paint_seat_symbol

FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


class LogModel(QStandardItemModel):
    """Rows are events, oldest first. ``viewer`` picks the private texts ("You drew a 4")."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.viewer: int | None = None
        self.colours: dict[int, QColor] = {}
        self.colour_names: dict[int, str] = {}  # each seat's colour name: its symbol
        self._dots: dict[int, QIcon] = {}
        self._steps: Sequence[Step] | None = None  # the steps followed (a match's own list)
        self._seen = 0  # how many of them the rows show
        self._last: Step | None = None  # the last of those: an undo and a new move replace it

    def set_colours(self, colours: dict[int, QColor], names: dict[int, str] | None = None) -> None:
        """The seats' colours and colour names (a new game): the marks are drawn anew, each seat's
        symbol in its colour (a plain dot for a seat without a name)."""
        self.colours = dict(colours)
        self.colour_names = dict(names or {})
        self._dots = {}

    def follow(self, steps: Sequence[Step], viewer: int | None) -> bool:
        """Show the events of ``steps`` as ``viewer`` reads them. Only appends when the same list
        has grown for the same viewer; returns True when the rows were rebuilt instead."""
        seen = self._seen
        grown = (
            steps is self._steps
            and viewer == self.viewer
            and seen <= len(steps)
            and (seen == 0 or steps[seen - 1] is self._last)
        )
        if grown:
            self.append([event for step in steps[seen:] for event in step.events])
        else:
            self.reset([event for step in steps for event in step.events], viewer)
        self._steps, self._seen = steps, len(steps)
        self._last = steps[-1] if steps else None
        return not grown

    def rebuild(self) -> None:
        """Every row anew from the steps followed."""
        steps, viewer = self._steps, self.viewer
        if steps is not None:
            self._steps = None
            self.follow(steps, viewer)

    def reset(self, events: list[Event], viewer: int | None) -> None:
        # clear() alone deletes the items without telling PySide, which then keeps every row's
        # Python wrapper for the life of the process (300 a game): the rows go first, quietly (the
        # views hear one reset from clear()).
        blocked = self.blockSignals(True)
        try:
            self.removeRows(0, self.rowCount())
        finally:
            self.blockSignals(blocked)
        self.clear()
        self.viewer = viewer
        self._steps, self._seen, self._last = None, 0, None  # followed again from scratch
        self.append(events)

    def append(self, events: list[Event]) -> None:
        if events:  # one insertion for them all
            self.invisibleRootItem().appendRows([self._row(event) for event in events])

    def set_sizes(self, first: int, sizes: list[QSize]) -> None:
        """The measured size of rows ``first``, … (the view lays them out again itself)."""
        blocked = self.blockSignals(True)  # one change per row would repaint the list per row
        try:
            for row, size in enumerate(sizes, first):
                self.item(row).setData(size, Qt.ItemDataRole.SizeHintRole)
        finally:
            self.blockSignals(blocked)

    def text(self, row: int) -> str:
        return self.item(row).text()

    def _row(self, event: Event) -> QStandardItem:
        text = event.text_for(self.viewer)
        item = QStandardItem(text)
        item.setFlags(FLAGS)
        item.setToolTip(text)
        if event.actor is not None:
            dot = self._dot(event.actor)
            if dot is not None:
                item.setIcon(dot)
        return item

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
            name = self.colour_names.get(seat)
            if name is not None:
                paint_seat_symbol(p, QRectF(0, 0, 12, 12), name, seat, fill=colour)
            else:
                p.setPen(colour.darker(140))
                p.setBrush(colour)
                p.drawEllipse(1, 1, 10, 10)
            p.end()
            icon = self._dots[seat] = QIcon(pixmap)
        return icon
