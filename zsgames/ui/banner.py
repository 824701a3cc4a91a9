"""The turn banner above the board and the status bar's last-move tag: one line of fixed height.

A long text never grows the widget, wraps to a second line or widens the window: the banner first
shrinks its type a little, then elides the end ("…"); the whole text is always the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

PADDING_X, PADDING_Y = 14, 6


class ElidedLabel(QLabel):
    """A one-line label that never asks for more room than it has: its text shrinks down to
    ``min_points`` and is then elided; the full text is its tooltip."""

    def __init__(self, text: str = "", points: float = 10.0, bold: bool = False, min_points: float | None = None,
                 max_width: int | None = None, padding: tuple[int, int] = (PADDING_X, PADDING_Y),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.padding_x, self.padding_y = padding
        self.points, self.bold = points, bold
        self.min_points = points if min_points is None else min_points
        self.max_width = max_width  # None: take the width the layout gives; else ask for up to this
        horizontal = QSizePolicy.Policy.Ignored if max_width is None else QSizePolicy.Policy.Preferred
        self.setSizePolicy(horizontal, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.set_points(points)
        self.setText(text)

    def set_points(self, points: float, min_points: float | None = None) -> None:
        """The type size (larger text changes it); the height follows the largest size."""
        self.points = points
        self.min_points = points if min_points is None else min_points
        self.setFixedHeight(self.line_height())
        self._fit()

    def line_height(self) -> int:
        return int(QFontMetricsF(self._font(self.points)).height()) + 2 * self.padding_y + 2

    def _font(self, points: float) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(points)
        font.setBold(self.bold)
        return font

    def full_text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._fit()
        self.updateGeometry()

    def text(self) -> str:  # the whole text, not the elided one on screen
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def _fit(self) -> None:
        room = max(10.0, self.width() - 2 * self.padding_x - 4)
        points = self.points
        while points > self.min_points and QFontMetricsF(self._font(points)).horizontalAdvance(self._full) > room:
            points = max(self.min_points, points - 0.5)
        font = self._font(points)
        super().setFont(font)
        super().setText(QFontMetricsF(font).elidedText(self._full, Qt.TextElideMode.ElideRight, room))

    def sizeHint(self) -> QSize:
        if self.max_width is None:
            return QSize(200, self.line_height())
        wanted = QFontMetricsF(self._font(self.points)).horizontalAdvance(self._full) + 2 * self.padding_x + 8
        return QSize(min(self.max_width, int(wanted)), self.line_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.line_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def set_colours(self, back: QColor, ink: QColor, radius: int = 0) -> None:
        self.setStyleSheet(
            f"QLabel {{ background: {back.name()}; color: {ink.name()};"
            f" padding: {self.padding_y}px {self.padding_x}px;"
            f" border-radius: {radius}px; }}"
        )
