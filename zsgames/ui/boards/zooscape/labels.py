"""Text on the Zooscape board that always fits its box: a label is shrunk (never under
:data:`SMALL`) and, as a last resort, shortened with "…" — and every such label is noted on the scene
(``scene.squeezed``), so a test can insist that none ever is."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from zsgames.ui.boards.zooscape.layout import SMALL
from zsgames.ui.shared.pieces import INK, LabelItem, font

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def needed(text: str, rect: QRectF, size: float, bold: bool, align: Qt.AlignmentFlag = LEFT) -> QRectF:
    """The box ``text`` needs when drawn wrapped in ``rect`` (what the painter will use)."""
    flags = int(align) | int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(font(size, bold)).boundingRect(rect, flags, text)


def fits(text: str, rect: QRectF, size: float, bold: bool, align: Qt.AlignmentFlag = LEFT) -> bool:
    need = needed(text, rect, size, bold, align)
    return (
        need.width() <= rect.width() + 0.5
        and need.height() <= rect.height() + 0.5
        and need.left() >= rect.left() - 0.5
        and need.top() >= rect.top() - 0.5
    )


def text_width(text: str, size: float, bold: bool = False) -> float:
    return QFontMetricsF(font(size, bold)).horizontalAdvance(text)


def room_for_a_line(text: str, rect: QRectF, size: float, bold: bool) -> QRectF:
    """``rect``, or as much taller as ``text`` on one line at ``size`` needs (its glyphs' own font:
    a Chinese fallback is taller)."""
    line = QFontMetricsF(font(size, bold)).boundingRect(QRectF(0, 0, 1e4, 1e3), int(LEFT), text.replace("\n", " "))
    grow = line.height() - rect.height()
    # mostly upwards: a caption usually sits above what it names (a row's title over its cards)
    return rect.adjusted(0, -grow * 0.75, 0, grow * 0.25) if grow > 0.5 else QRectF(rect)


def label(
    scene: Any,
    text: str,
    rect: QRectF,
    size: float = SMALL,
    bold: bool = False,
    colour: str | QColor = INK,
    align: Qt.AlignmentFlag = LEFT,
) -> LabelItem:
    """A label of ``text`` in ``rect``, added to ``scene``: at ``size`` if it fits, else smaller
    (down to SMALL), else cut short with "…" on one line (noted in ``scene.squeezed``). A box lower
    than one line of the font (Chinese lines are taller than Latin ones) grows to it."""
    rect = room_for_a_line(text, rect, size, bold)
    while size > SMALL and not fits(text, rect, size, bold, align):
        size = max(SMALL, size - 0.5)
    if not fits(text, rect, size, bold, align):
        scene.squeezed.append(text)
        metrics = QFontMetricsF(font(size, bold))
        text = metrics.elidedText(text.replace("\n", " "), Qt.TextElideMode.ElideRight, rect.width() - 2)
    item = LabelItem(text, rect, size, bold, colour, align)
    scene.addItem(item)
    return item
