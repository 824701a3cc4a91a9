"""List rows that wrap their whole text, however tall its lines are.

A plain wrapping ``QListView`` sizes each row from its own font's line height; a Chinese name
drawn in a fallback font has taller lines, so the style found too little room and cut the row to
one elided line. :class:`WrappedItems` measures each row with ``QTextLayout`` (which lays the text
out in the fonts it is really drawn with) at the list's current width, and draws the text itself,
wrapped and never elided, over the style's row background.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

PADDING = 12  # the row's top and bottom padding together, in pixels
SIDE = 14  # the room the style keeps on the left and right of a row's text


def wrapped_height(text: str, font: QFont, width: float) -> int:
    """The height ``text`` needs in ``font`` wrapped at ``width`` pixels."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    height = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return math.ceil(height)


class WrappedItems(QStyledItemDelegate):
    """Rows as tall as their wrapped text (see the module docstring)."""

    def __init__(self, view: QAbstractItemView, parent: QWidget | None = None) -> None:
        super().__init__(parent or view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        text = str(index.data() or "")
        width = self.view.viewport().width() - SIDE
        return QSize(base.width(), max(base.height(), wrapped_height(text, option.font, width) + PADDING))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        enabled = bool(opt.state & QStyle.StateFlag.State_Enabled)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        group = QPalette.ColorGroup.Normal if enabled else QPalette.ColorGroup.Disabled
        painter.save()
        painter.setPen(opt.palette.color(group, role))
        painter.setFont(opt.font)
        rect = opt.rect.adjusted(SIDE // 2, PADDING // 2, -(SIDE - SIDE // 2), -(PADDING - PADDING // 2))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                         | int(Qt.TextFlag.TextWordWrap), text)
        painter.restore()


__all__ = ["WrappedItems", "wrapped_height"]
