"""The hot-seat privacy curtain: hides the board until the named player says they are there.

It is also the page a hot-seat player sees right after drawing something secret, before the screen
passes on: what they drew (their events' private texts) and a Done button (:meth:`Curtain.tell`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from zsgames.core.game import Event
from zsgames.core.i18n import Text, _
from zsgames.ui.panels.curtain_words import eyes_only, pass_to, show_my_turn
from zsgames.ui.shared.live_text import keep


def private_texts(events: Iterable[Event], seat: int) -> list[str]:
    """What ``seat`` alone drew in ``events``: the private texts of random draws (a secret choice
    of its own, such as Zooscape's group, is not news to the player)."""
    return [str(text) for e in events if e.chance for s, text in e.private if s == seat and text]


class Curtain(QWidget):
    """ "Pass the computer to Blue" — click anywhere (or press the button / Enter) to continue."""

    revealed = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.colour = QColor("#2f6fdf")
        self.seat: int | None = None
        self.texts: list[str] = []  # while it tells a player what they drew; else empty
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: white; font-size: 28pt; font-weight: bold;")
        self.subtitle = QLabel()
        keep(self._look_away, Text("Everyone else, please look away."))
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setTextFormat(Qt.TextFormat.PlainText)
        self.subtitle.setStyleSheet("color: rgba(255,255,255,200); font-size: 13pt;")
        self.button = QPushButton()
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet(
            "QPushButton { font-size: 13pt; padding: 8px 28px; border-radius: 8px;"
            " background: white; color: #222; } QPushButton:hover { background: #ffe9a8; }"
        )
        self.button.clicked.connect(self.revealed)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def ask(self, seat: int, name: str, colour: QColor) -> None:
        self.seat, self.colour, self.texts = seat, QColor(colour), []
        self.title.setText(pass_to(name))
        self.subtitle.setText(_("Everyone else, please look away."))
        self.subtitle.setStyleSheet("color: rgba(255,255,255,200); font-size: 13pt;")
        self.button.setText(show_my_turn(name))
        self.update()

    def tell(self, seat: int, name: str, colour: QColor, texts: list[str]) -> None:
        """Show ``seat`` alone what it just drew; Done (the button, a click, Enter) moves on."""
        self.seat, self.colour, self.texts = seat, QColor(colour), list(texts)
        self.title.setText(eyes_only(name))
        self.subtitle.setText("\n".join(texts))
        self.subtitle.setStyleSheet("color: white; font-size: 16pt;")
        self.button.setText(_("Done — hide it"))
        self.update()

    def _look_away(self, words: str) -> None:
        if not self.texts:  # not while a player reads what they drew
            self.subtitle.setText(words)

    def forget(self) -> None:
        """Drop what a player drew, so no later screen can show it."""
        self.texts = []
        self.subtitle.setText(_("Everyone else, please look away."))

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#2b2620"))
        band = QColor(self.colour)
        band.setAlpha(220)
        p.fillRect(self.rect().adjusted(0, 0, 0, -self.height() + 14), band)
        p.fillRect(self.rect().adjusted(0, self.height() - 14, 0, 0), band)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.revealed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.revealed.emit()
        else:
            super().keyPressEvent(event)
