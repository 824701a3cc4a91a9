"""Hot-seat: what a player just drew in secret, shown to them before the screen passes on.

After a hot-seat player's move whose events carry private text for them ("You drew *Swift
Fingers*"), and before the next player's curtain, the window shows this page in the player's
colour with those texts and a Done button. Only that player's own texts are shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from zsgames.core.game import Event


def private_texts(events: Iterable[Event], seat: int) -> list[str]:
    """The texts of ``events`` meant for ``seat`` alone (its secret draws and awards)."""
    return [text for e in events for s, text in e.private if s == seat and text]


class PrivateNotice(QWidget):
    done = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.texts: list[str] = []
        self.colour = QColor("#2f6fdf")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: white; font-size: 20pt; font-weight: bold;")
        self.body = QLabel()
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setStyleSheet("color: white; font-size: 16pt;")
        self.note = QLabel("Only you see this. Press Done before you pass the computer on.")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("color: rgba(255,255,255,200); font-size: 12pt;")
        self.button = QPushButton("Done")
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet(
            "QPushButton { font-size: 13pt; padding: 8px 36px; border-radius: 8px;"
            " background: white; color: #222; } QPushButton:hover { background: #ffe9a8; }"
        )
        self.button.clicked.connect(self.done)
        for widget, space in ((self.title, 12), (self.body, 16), (self.note, 24)):
            layout.addWidget(widget)
            layout.addSpacing(space)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def tell(self, seat: int, name: str, colour: QColor, texts: list[str]) -> None:
        self.seat, self.texts, self.colour = seat, list(texts), QColor(colour)
        self.title.setText(f"{name}, this is for your eyes only")
        self.body.setText("\n".join(texts))
        self.update()

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#2b2620"))
        band = QColor(self.colour)
        band.setAlpha(220)
        p.fillRect(self.rect().adjusted(0, 0, 0, -self.height() + 14), band)
        p.fillRect(self.rect().adjusted(0, self.height() - 14, 0, 0), band)
        p.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.done.emit()
        else:
            super().keyPressEvent(event)
