""" "Since your last move": a compact box above your moves that tells, seat by seat, what the others
did since you last moved, with **Show again** to replay it on the board and × to put it away.

The panel only shows; what it tells and the replay are worked out by the window's part
(:mod:`zsgames.ui.window.since_summary`)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from zsgames.core.i18n import Text, _
from zsgames.ui.shared.live_text import keep

#: at most this many turns are told; older ones are counted in one line
SHOWN_TURNS = 8
#: the panel never grows past this (its story scrolls, newest at the bottom): your moves keep their room
MAX_BODY_HEIGHT = 76  # about four lines


class SincePanel(QFrame):
    showAgain = Signal()
    stop = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sincePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#sincePanel { background: #fbf7ea; border: 1px solid #d9cfae; border-radius: 4px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 6)
        layout.setSpacing(2)
        head = QHBoxLayout()
        self.title = QLabel()
        keep(lambda words: self.title.setText(f"<b>{html.escape(words)}</b>"), Text("Since your last move"))
        self.title.setWordWrap(True)  # on two lines in a narrow side column, which keeps its width for the board
        head.addWidget(self.title, 1)
        self.again = QPushButton()
        self.replaying = False
        keep(lambda _words: self.set_replaying(self.replaying), Text("Show again"))
        self.again.clicked.connect(self._again_clicked)
        head.addWidget(self.again)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        keep(self.close_button.setToolTip, Text("Put this away until the others move again."))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        head.addWidget(self.close_button)
        layout.addLayout(head)
        self.body = QTextBrowser()  # wraps and scrolls by itself; the newest turn is kept in view
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setMaximumHeight(MAX_BODY_HEIGHT)
        self.body.setStyleSheet("QTextBrowser { background: transparent; }")
        self.body.document().setDocumentMargin(1)
        layout.addWidget(self.body)
        bar = self.body.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))  # laid out later: still the newest
        self.hide()

    def tell(self, turns: list[tuple[str, str, str, list[str]]]) -> None:
        """Show ``turns`` — (seat's name, colour "#rrggbb", symbol character, the move texts) — oldest
        first."""
        earlier = len(turns) - SHOWN_TURNS
        rows = []
        if earlier > 0:
            hidden = _(
                "{n} earlier turn not shown (the game log has them)",
                plural="{n} earlier turns not shown (the game log has them)",
                n=earlier,
            )
            rows.append(f"<i>{html.escape(hidden)}</i>")
        for name, colour, symbol, texts in turns[-SHOWN_TURNS:]:
            said = " · ".join(html.escape(t) for t in texts)
            if not texts[0].startswith(name):  # the words name their seat, as the log's do; else say it
                said = f"<b>{html.escape(name)}</b>: {said}"
            rows.append(f'<span style="color:{colour}">{symbol}</span> {said}')
        self.body.setHtml("<br>".join(rows))
        self.body.moveCursor(QTextCursor.MoveOperation.End)  # the newest turn in view
        self.set_replaying(False)
        self.show()

    def set_replaying(self, on: bool) -> None:
        self.replaying = on
        self.again.setText(_("Stop") if on else _("Show again"))
        self.again.setToolTip(_("Stop the replay.") if on else _("Replay these moves on the board."))

    def _again_clicked(self) -> None:
        (self.stop if self.replaying else self.showAgain).emit()
