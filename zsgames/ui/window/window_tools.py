"""Tools ▸ Bot arena and Tools ▸ Statistics: one non-modal window each, made when first opened.

:class:`ToolDialogs` imports each dialog on first use (the statistics pull in the store, the arena
pyqtgraph) and opens a recorded game from the statistics through the window's files.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDockWidget, QWidget

from zsgames.ui.background.stats_recorder import StatsRecorder
from zsgames.ui.shared.match_model import MatchModel

if TYPE_CHECKING:  # opened on demand: imported when first asked for, not at start-up
    from zsgames.ui.dialogs.arena_dialog import ArenaDialog
    from zsgames.ui.dialogs.stats_dialog import StatsDialog


class ToolDialogs:
    def __init__(
        self,
        parent: QWidget,
        model: Callable[[], MatchModel | None],
        recorder: StatsRecorder,
        open_save: Callable[[dict[str, Any], str], bool],
        history: Callable[[], QDockWidget],
    ) -> None:
        self.parent, self.model, self.recorder = parent, model, recorder
        self.open_save, self.history = open_save, history
        self.arena: ArenaDialog | None = None
        self.stats: StatsDialog | None = None
        recorder.recorded.connect(self._recorded)

    def open_arena(self) -> ArenaDialog:
        """Tools ▸ Bot arena: a small bot-vs-bot tournament run in the background (non-modal)."""
        from zsgames.ui.dialogs.arena_dialog import ArenaDialog

        dialog = self.arena
        if dialog is None:
            dialog = self.arena = ArenaDialog(self.parent)
            model = self.model()
            if model is not None:
                dialog.set_game(model.game.name)
        dialog.show()
        dialog.raise_()
        return dialog

    def open_stats(self) -> StatsDialog:
        """Tools ▸ Statistics: the recorded games' numbers (non-modal), the game in play chosen."""
        from zsgames.ui.dialogs.stats_dialog import StatsDialog

        dialog = self.stats
        if dialog is None:
            dialog = self.stats = StatsDialog(self.recorder.store, self.open_recorded, self.parent)
        # No waiting here for a game still being written (a locked file froze the window): the
        # dialog reads in the background, and reads again when the write lands (_recorded).
        model = self.model()
        if model is not None:
            dialog.set_game(model.game.name)
        else:
            dialog.show_latest()
        dialog.show()
        dialog.raise_()
        return dialog

    def _recorded(self, added: int) -> None:
        if added and self.stats is not None and self.stats.isVisible():
            self.stats.reload()

    def open_recorded(self, save: dict[str, Any], title: str) -> bool:
        """A recorded game from the statistics, opened with its history in front."""
        if not self.open_save(save, title):
            return False
        self.history().show()
        self.history().raise_()
        return True

    def close(self) -> None:
        """The window closes: a running tournament stops."""
        if self.arena is not None:
            self.arena.cancel()
