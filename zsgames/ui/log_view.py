"""The game log's list: whole wrapped rows that follow the newest line.

:meth:`LogView.follow` brings the log up to date after a change of the match: new lines are
appended (the rows already there are neither recreated nor measured again, see
:mod:`zsgames.ui.wrapped_items`), and the list stays at the newest line unless the player has
scrolled up to read. A hidden log (behind another tab) is not laid out or scrolled until it shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from zsgames.core.match import Step
from zsgames.ui.log_model import LogModel
from zsgames.ui.wrapped_items import WrappedItems


class LogView(QListView):
    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = model
        self.setModel(model)
        self.setWordWrap(True)
        self.rows = WrappedItems(self)
        self.setItemDelegate(self.rows)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._to_end_when_shown = False

    def follow(self, steps: Sequence[Step], viewer: int | None) -> None:
        """Show the events of ``steps`` as ``viewer`` reads them (see :meth:`LogModel.follow`)."""
        at_end = self.at_end()
        rebuilt = self.log.follow(steps, viewer)
        if rebuilt or at_end:
            self.to_end()

    def rebuild(self) -> None:
        """Lay every row out anew (the text size changed) and show the newest line."""
        self.log.rebuild()
        self.to_end()

    def at_end(self) -> bool:
        """Is the newest line in view (or would it be, once the hidden log shows)?"""
        bar = self.verticalScrollBar()
        return self._to_end_when_shown or bar.value() >= bar.maximum()

    def to_end(self) -> None:
        if self.isVisible():
            self.scrollToBottom()  # lays out what is pending first
        else:
            self._to_end_when_shown = True  # scrolling a hidden list would lay it all out now

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._to_end_when_shown:
            self._to_end_when_shown = False
            self.scrollToBottom()

    def texts(self) -> list[str]:
        """Every row's text, oldest first (for tests and checks)."""
        return [self.log.text(row) for row in range(self.log.rowCount())]


__all__ = ["LogView"]
