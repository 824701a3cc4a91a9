"""The lesson's strip above the board: where the lesson stands, what to do now and why, and a way out.

It is only shown during a lesson. Its height is fixed (two lines of text), so a long step never
pushes the board about; a refused move's reason shows in its own line until the next step.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from zsgames.core.i18n import Text
from zsgames.ui.shared.live_text import keep

PANEL_STYLE = (
    "#lessonPanel { background: #eef6e4; border: 1px solid #8fb87a; border-radius: 4px; }"
    "#lessonPanel QLabel { background: transparent; }"
)


class LessonPanel(QFrame):
    leaveRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.where = QLabel("")
        self.where.setStyleSheet("color: #3f6a2c; font-weight: bold;")
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 12pt;")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.answer = QLabel("")
        self.answer.setWordWrap(True)
        self.answer.setStyleSheet("color: #a33a1f;")
        self.answer.setTextFormat(Qt.TextFormat.PlainText)
        self.leave = QPushButton()
        keep(self.leave.setText, Text("Leave lesson"))
        keep(self.leave.setToolTip, Text("Stop here; Help ▸ Learn to play resumes the lesson at this step."))
        self.leave.clicked.connect(self.leaveRequested)
        words = QVBoxLayout()
        words.setSpacing(1)
        words.addWidget(self.where)
        words.addWidget(self.text)
        words.addWidget(self.answer)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addLayout(words, 1)
        layout.addWidget(self.leave, 0, Qt.AlignmentFlag.AlignTop)
        self.setFixedHeight(104)
        self.hide()

    def tell(self, where: str, text: str) -> None:
        """A new step: where the lesson is and what it says; an earlier refusal is cleared (the
        same step told again keeps it)."""
        if (where, text) == (self.where.text(), self.text.text()):
            return
        self.where.setText(where)
        self.text.setText(text)
        self.text.setToolTip(text)
        self.answer.setText("")

    def refuse(self, reason: str) -> None:
        """A move the lesson does not teach here: why, in the lesson's words."""
        self.answer.setText(reason[:1].upper() + reason[1:])
