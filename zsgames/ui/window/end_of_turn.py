"""Game ▸ Confirm end of turn: when checked, a human's move that passes or ends their turn (the
kinds a game lists in ``GameInfo.ends_turn``) is asked about first, so a misclick costs nothing.
Off by default; remembered."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from zsgames.core.game import Action
from zsgames.core.info import GameInfo
from zsgames.ui.shared import settings_store


class EndOfTurnConfirm:
    def __init__(self, parent: QWidget, menu: QMenu, before: QAction) -> None:
        self.parent = parent
        self.action = QAction("Confirm &end of turn", parent, checkable=True)
        self.action.setStatusTip("Ask before a move that passes or ends your turn.")
        self.action.setChecked(settings_store.confirm_end_of_turn())
        self.action.toggled.connect(lambda on: settings_store.write(settings_store.CONFIRM_END_OF_TURN, on))
        menu.insertAction(before, self.action)

    def confirmed(self, info: GameInfo, action: Action) -> bool:
        """May ``action`` be played? True unless the setting is on, it ends a turn, and the player says No."""
        if not self.action.isChecked() or action.kind not in info.ends_turn:
            return True
        answer = QMessageBox.question(
            self.parent,
            "Confirm end of turn",
            f"“{action.label}”: are you sure?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
