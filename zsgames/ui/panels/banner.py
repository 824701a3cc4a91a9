"""The turn banner above the board and the status bar's last-move tag: one line of fixed height.

A long text never grows the widget, wraps to a second line or widens the window: the banner first
shrinks its type a little, then elides the end ("…"); the whole text is always the tooltip.

The widget paints its own text and background rather than being a QLabel: a QLabel's new text asks
every layout up to the window to run again (a relayout and repaint of the whole window at every
move). Here a new text is only a repaint of the widget, and only a tag whose width follows its text
(``max_width``) asks for a new layout, when that width changes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

PADDING_X, PADDING_Y = 14, 6
WIDTH_STEP = 24  # a text-wide tag grows and shrinks by this much, so most new texts keep the layout


class ElidedLabel(QWidget):
    """A one-line label that never asks for more room than it has: its text shrinks down to
    ``min_points`` and is then elided; the full text is its tooltip."""

    def __init__(
        self,
        text: str = "",
        points: float = 10.0,
        bold: bool = False,
        min_points: float | None = None,
        max_width: int | None = None,
        padding: tuple[int, int] = (PADDING_X, PADDING_Y),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._full = ""
        self._shown = ""
        self._shown_font = QFont(self.font())
        self._back: QColor | None = None
        self._ink = QColor(self.palette().windowText().color())
        self._radius = 0
        self._hint_width = 200
        self.padding_x, self.padding_y = padding
        self.points, self.bold = points, bold
        self.min_points = points if min_points is None else min_points
        self.max_width = max_width  # None: take the width the layout gives; else ask for up to this
        horizontal = QSizePolicy.Policy.Ignored if max_width is None else QSizePolicy.Policy.Preferred
        self.setSizePolicy(horizontal, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        self.set_points(points)
        self.setText(text)

    def set_points(self, points: float, min_points: float | None = None) -> None:
        """The type size (larger text changes it); the height follows the largest size."""
        self.points = points
        self.min_points = points if min_points is None else min_points
        self.setFixedHeight(self.line_height())
        self._fit()
        self._follow_text_width()

    def line_height(self) -> int:
        return int(QFontMetricsF(self._font(self.points)).height()) + 2 * self.padding_y + 2

    def _font(self, points: float) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(points)
        font.setBold(self.bold)
        return font

    def text(self) -> str:  # the whole text, not the elided one on screen
        return self._full

    def shown_text(self) -> str:
        return self._shown

    def setText(self, text: str) -> None:
        if text == self._full:
            return
        self._full = text
        self.setToolTip(text)
        self._fit()
        self._follow_text_width()

    def set_colours(self, back: QColor, ink: QColor, radius: int = 0) -> None:
        if (self._back, self._ink, self._radius) == (back, ink, radius):
            return
        self._back, self._ink, self._radius = QColor(back), QColor(ink), radius
        self.update()

    def _fit(self) -> None:
        room = max(10.0, self.width() - 2 * self.padding_x - 4)
        points = self.points
        while points > self.min_points and QFontMetricsF(self._font(points)).horizontalAdvance(self._full) > room:
            points = max(self.min_points, points - 0.5)
        self._shown_font = self._font(points)
        self._shown = QFontMetricsF(self._shown_font).elidedText(self._full, Qt.TextElideMode.ElideRight, room)
        self.update()

    def _follow_text_width(self) -> None:
        """A tag as wide as its text (up to ``max_width``, in steps) asks for a layout when that changes."""
        if self.max_width is None:
            return
        wanted = QFontMetricsF(self._font(self.points)).horizontalAdvance(self._full) + 2 * self.padding_x + 8
        width = min(self.max_width, int(-(-wanted // WIDTH_STEP) * WIDTH_STEP))
        if width != self._hint_width:
            self._hint_width = width
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self._hint_width if self.max_width is not None else 200, self.line_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.line_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._back is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._back)
            painter.drawRoundedRect(QRectF(self.rect()), self._radius, self._radius)
        painter.setPen(self._ink)
        painter.setFont(self._shown_font)
        text_box = QRectF(self.rect()).adjusted(self.padding_x, 0, -self.padding_x, 0)
        painter.drawText(text_box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self._shown)
        painter.end()
