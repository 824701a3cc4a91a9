"""The end-of-game dialog: every scoring line per seat, the totals, the winner and what decided it.

If the richer end screen (``zsgames.ui.dialogs.end_screen.EndScreen``, with charts) is present it is used;
this plain table is the fallback.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.core.text import who_won
from zsgames.ui.shared.pieces import seat_colour
from zsgames.ui.shared.results import line_name
from zsgames.ui.shared.seed_policy import seed_line

log = logging.getLogger(__name__)


def winner_line(match: Match) -> str:
    outcome = match.game.winner(match.state)
    names = [match.config.name(s) for s in outcome.winners]
    if not names:
        return _("Nobody wins.")
    return _("{result} — decided by {reason}.", result=who_won(names), reason=_(outcome.decided_by))


class GameOverDialog(QDialog):
    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per finished game: gone once closed
        self.setWindowTitle(_("Game over"))
        scores = match.game.scores(match.state)
        winners = set(match.game.winner(match.state).winners)
        layout = QVBoxLayout(self)
        self.winner = QLabel(winner_line(match))
        self.winner.setStyleSheet("font-size: 15pt; font-weight: bold; padding: 6px;")
        self.winner.setWordWrap(True)
        layout.addWidget(self.winner)
        lines: list[str] = []
        for score in scores:
            for name, _points in score.lines:
                if name not in lines:
                    lines.append(name)
        table = QTableWidget(len(lines) + 1, len(scores))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setHorizontalHeaderLabels([f"{match.config.name(s.seat)}" for s in scores])
        table.setVerticalHeaderLabels([*(line_name(n) for n in lines), _("Total")])
        bold = QFont()
        bold.setBold(True)
        for column, score in enumerate(scores):
            header = table.horizontalHeaderItem(column)
            assert header is not None  # the labels above made one per column
            header.setForeground(QBrush(seat_colour(match.config, score.seat)))
            header.setFont(bold)
            values = dict(score.lines)
            for row, name in enumerate(lines):
                item = QTableWidgetItem(str(values.get(name, "")))
                item.setTextAlignment(int(Qt.AlignmentFlag.AlignCenter))
                table.setItem(row, column, item)
            total = QTableWidgetItem(("★ " if score.seat in winners else "") + str(score.total))
            total.setFont(bold)
            total.setTextAlignment(int(Qt.AlignmentFlag.AlignCenter))
            table.setItem(len(lines), column, total)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table = table
        layout.addWidget(table)
        self.seed = QLabel(seed_line(match))  # the game is over: its seed may be shown now
        self.seed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(160 + 110 * len(scores), 140 + 30 * len(lines))


def make_end_dialog(match: Match, parent: QWidget | None = None) -> Any:
    try:
        from zsgames.ui.dialogs.end_screen import EndScreen

        return EndScreen(match, parent)
    except Exception:  # the chart screen is optional; the table always works
        log.debug("falling back to the plain end dialog", exc_info=True)
        return GameOverDialog(match, parent)
