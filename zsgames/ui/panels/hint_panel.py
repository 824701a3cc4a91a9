"""The hint panel under "Your moves": the top three proposals with win chance and a reason.

The panel only shows and selects; playing a proposal is still the human's own double-click or
Enter in the moves list (or a drag on the board). The main window owns the worker that computes
hints (:class:`zsgames.ui.background.bot_runner.HintRunner`) and passes its answer to :meth:`HintPanel.show_hints`.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from zsgames.core.game import Action
from zsgames.core.i18n import Text, _
from zsgames.ui.shared.live_text import keep

#: The one shortcut for a hint: Edit ▸ Hint and the hint button both show it.
HINT_KEY = "Ctrl+H"

#: The panel never grows past this (its proposals scroll): a hint must not resize the window.
MAX_HEIGHT = 170


def hint_text(rank: int, action: Action, win: float, reason: str) -> str:
    """ "1. Choose group 2 — 62 % · takes 2 swords (safe up to 3): +12" (plain text, one line)."""
    label = str(action)  # its label in the current language, or its kind and args
    return f"{rank}. {label} — {round(100 * win)} % · {reason}"


class HintPanel(QFrame):
    """Up to three proposals; clicking one emits :attr:`selected` (it never plays the move).

    Its height is capped (:data:`MAX_HEIGHT`) and the proposals scroll inside it, so showing or
    clearing hints never changes the window's size or the docks' split."""

    requested = Signal()
    selected = Signal(object)  # Action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#hintPanel { background: #fff8e1; border: 1px solid #e0c068; border-radius: 4px; }")
        self.button = QToolButton()
        key = QKeySequence(HINT_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        keep(self.button.setText, Text("Hint ({key})", key=key))  # the menu's Edit ▸ Hint shows the same key
        tip = Text("Propose the three most promising moves ({key}). The search uses only what you can see.", key=key)
        keep(self.button.setToolTip, tip)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.button.clicked.connect(self.requested)
        self.title = QLabel()
        keep(lambda words: self.title.setText(f"<b>{html.escape(words)}</b>"), Text("Hints"))
        self.status = QLabel("")
        self.status.setStyleSheet("color: #6b5a2e;")
        self.rows: list[ProposalRow] = []
        body = QWidget()
        body.setObjectName("hintRows")
        body.setStyleSheet("#hintRows { background: transparent; }")
        self.list = QVBoxLayout(body)
        self.list.setContentsMargins(0, 0, 0, 0)
        self.list.setSpacing(2)
        self.list.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(body)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setStyleSheet("QScrollArea { background: transparent; }")
        self.scroll_area.viewport().setAutoFillBackground(False)
        self.scroll_area.setMinimumHeight(1)  # 0 would mean "unset": the scroll area would ask for ~70 px
        self.setMaximumHeight(MAX_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.title)
        head.addWidget(self.status, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.scroll_area, 1)
        self.proposals: list[tuple[Action, float, str]] = []
        self.hide()

    def thinking(self) -> None:
        self._clear_rows()
        self.status.setText(_("thinking…"))
        self.show()

    def show_hints(self, proposals: Sequence[tuple[Action, float, str]]) -> None:
        self._clear_rows()
        self.proposals = list(proposals)
        for rank, (action, win, reason) in enumerate(self.proposals, 1):
            row = ProposalRow(rank, action, win, reason)
            row.clicked.connect(self._clicked)
            self.rows.append(row)
            self.list.insertWidget(self.list.count() - 1, row)  # above the closing stretch
        self.status.setText(_("click one to select it") if self.proposals else _("no proposal"))
        self.show()

    def clear(self) -> None:
        self._clear_rows()
        self.hide()

    def hinted_actions(self) -> list[Action]:
        return [a for a, _w, _r in self.proposals]

    def _clear_rows(self) -> None:
        self.proposals = []
        for row in self.rows:
            self.list.removeWidget(row)
            row.deleteLater()
        self.rows = []

    def _clicked(self, action: Any) -> None:
        for row in self.rows:
            row.set_selected(row.action == action)
        if isinstance(action, Action):
            self.selected.emit(action)


class ProposalRow(QLabel):
    """One proposal: rank, move and win chance in bold, the reason below; a click selects it."""

    clicked = Signal(object)  # Action

    def __init__(self, rank: int, action: Action, win: float, reason: str) -> None:
        super().__init__()
        self.action, self.text_plain = action, hint_text(rank, action, win, reason)
        label = html.escape(str(action))
        self.setText(
            f"<b>{rank}. {label}</b> — {round(100 * win)} %<br><span style='color:#5a4e3c'>{html.escape(reason)}</span>"
        )
        self.setWordWrap(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(_("Click to select this move; play it from the moves list or on the board."))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.set_selected(False)

    def set_selected(self, on: bool) -> None:
        back = "#ffe08a" if on else "transparent"
        self.setStyleSheet(f"QLabel {{ background: {back}; border-radius: 3px; padding: 2px 4px; }}")

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.action)
        super().mousePressEvent(event)


def moves_header(title: Text, panel: HintPanel) -> QWidget:
    """The "Your moves" heading with the panel's Hint button at its right."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(2, 6, 0, 2)
    heading = QLabel()
    keep(lambda text: heading.setText(f"<b>{text}</b>"), title)  # in the language in use
    layout.addWidget(heading)
    layout.addStretch(1)
    layout.addWidget(panel.button)
    return row
