"""Game ▸ Confirm end of turn: when checked, a human's move that passes or ends their turn (the
kinds a game lists in ``GameInfo.ends_turn``) is asked about first, so a misclick costs nothing.
Off by default; remembered."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from zsgames.core.game import Action
from zsgames.core.i18n import Text, _
from zsgames.core.info import GameInfo
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.live_text import keep


class EndOfTurnConfirm:
    def __init__(self, parent: QWidget, menu: QMenu, before: QAction) -> None:
        self.parent = parent
        self.action = QAction(parent, checkable=True)
        keep(self.action.setText, Text("Confirm &end of turn"))
        keep(self.action.setStatusTip, Text("Ask before a move that passes or ends your turn."))
        self.action.setChecked(settings_store.confirm_end_of_turn())
        self.action.toggled.connect(lambda on: settings_store.write(settings_store.CONFIRM_END_OF_TURN, on))
        menu.insertAction(before, self.action)

    def confirmed(self, info: GameInfo, action: Action) -> bool:
        """May ``action`` be played? True unless the setting is on, it ends a turn, and the player says No."""
        if not self.action.isChecked() or action.kind not in info.ends_turn:
            return True
        answer = QMessageBox.question(
            self.parent,
            _("Confirm end of turn"),
            _("“{move}”: are you sure?", move=action.label),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
