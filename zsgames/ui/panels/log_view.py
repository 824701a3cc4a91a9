"""The game log's list: whole wrapped rows that follow the newest line.

:meth:`LogView.follow` brings the log up to date after a change of the match: new lines are
appended (the rows already there are neither recreated nor measured again, see
:mod:`zsgames.ui.panels.wrapped_items` and :mod:`zsgames.ui.panels.log_model`), and the list stays at the newest
line unless the player has scrolled up to read. A log out of sight (hidden, or its dock behind
another tab: :meth:`LogView.set_in_front`) is neither measured nor scrolled until it shows; a new
width or text size measures every row again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyleOptionViewItem, QWidget

from zsgames.core.match import Step
from zsgames.ui.panels.log_model import LogModel
from zsgames.ui.panels.wrapped_items import WrappedText


class LogView(QListView):
    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = model
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rows = WrappedText(self)
        self.setItemDelegate(self.rows)
        self.setModel(model)
        self._to_end_when_shown = False
        self._measured_width = -1  # the width the rows' sizes were measured at (-1: not yet, or stale)
        self._in_front = True  # False while its dock is behind another tab (Qt still calls it visible)

    def follow(self, steps: Sequence[Step], viewer: int | None) -> None:
        """Show the events of ``steps`` as ``viewer`` reads them (see :meth:`LogModel.follow`)."""
        at_end = self.at_end()
        rebuilt = self.log.follow(steps, viewer)
        if rebuilt or at_end:
            self.to_end()

    def at_end(self) -> bool:
        """Is the newest line in view (or would it be, once the hidden log shows)?"""
        bar = self.verticalScrollBar()
        return self._to_end_when_shown or bar.value() >= bar.maximum()

    def to_end(self) -> None:
        if self.on_screen():
            self.scrollToBottom()  # lays out what is pending first
        else:
            self._to_end_when_shown = True  # scrolling a hidden list would lay it all out now

    def on_screen(self) -> bool:
        return self._in_front and self.isVisible()

    def set_in_front(self, front: bool) -> None:
        """Its dock's tab came to the front (or went behind another): catch up when it shows."""
        self._in_front = front
        if self.on_screen():
            self._catch_up()

    def _catch_up(self) -> None:
        if self.viewport().width() != self._measured_width and self.log.rowCount():
            self._measure_all()
        if self._to_end_when_shown:
            self._to_end_when_shown = False
            self.scrollToBottom()

    def texts(self) -> list[str]:
        """Every row's text, oldest first (for tests and checks)."""
        return [self.log.text(row) for row in range(self.log.rowCount())]

    # --- measuring ----------------------------------------------------------------------------------
    def _measure(self, first: int, last: int) -> None:
        if last < first:
            return
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.viewport().rect()  # the room the rows have, as the list lays them out
        self.log.set_sizes(first, [self.rows.measure(option, self.log.index(row, 0)) for row in range(first, last + 1)])
        self._measured_width = self.viewport().width()

    def _measure_all(self) -> None:
        at_end = self.at_end()
        self._measure(0, self.log.rowCount() - 1)
        self.scheduleDelayedItemsLayout()
        if at_end:
            self.to_end()

    def rowsInserted(self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int) -> None:
        super().rowsInserted(parent, first, last)
        if not self.on_screen():
            self._measured_width = -1  # measured when it shows, at the width it has then
        elif self.viewport().width() != self._measured_width:
            self._measure_all()
        else:
            self._measure(first, last)

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.on_screen() and self.viewport().width() != self._measured_width and self.log.rowCount():
            self._measure_all()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._measured_width = -1
            if self.on_screen():
                self._measure_all()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.on_screen():
            self._catch_up()
