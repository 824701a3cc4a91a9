"""List rows that wrap their whole text, however tall its lines are.

A plain wrapping ``QListView`` sizes each row from its own font's line height; a Chinese name
drawn in a fallback font has taller lines, so the style found too little room and cut the row to
one elided line. :class:`WrappedText` measures each row with ``QTextLayout`` (which lays the text
out in the fonts it is really drawn with) at the list's current width, and draws the text itself,
wrapped and never elided, over the style's row background (right of the row's icon, if any).

Measuring is the costly part, and a list lays out every row again whenever one is added, so a
row's size is remembered by its text and icon at the list's width in its font (a resize or another
text size measures anew). :class:`WrappedItems` answers the list's ``sizeHint`` with it; a long
list whose model keeps the measured sizes (the game log) uses :class:`WrappedText` alone, so its
layout calls no Python at all.
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
ICON_GAP = 4  # between a row's icon (a seat's dot in the log) and its text

Index = QModelIndex | QPersistentModelIndex


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


class WrappedText(QStyledItemDelegate):
    """Draws rows wrapped and whole; :meth:`measure` says how big a row must be (see the module
    docstring). Its ``sizeHint`` is the style's: the model holds the measured sizes."""

    def __init__(self, view: QAbstractItemView, parent: QWidget | None = None) -> None:
        super().__init__(parent or view)
        self.view = view
        self._basis: tuple[int, str] | None = None  # the width and font the remembered sizes are for
        self._sizes: dict[tuple[str, bool], QSize] = {}  # (text, has an icon) → the row's size
        self.measured = 0  # rows measured (not remembered) so far, for tests

    def measure(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        """The size of the row at ``index``: its whole text wrapped at the list's width (``option``
        as the list lays its rows out: its rect is the room they have)."""
        viewport = self.view.viewport().width()
        basis = (viewport, option.font.key())
        if basis != self._basis:  # resized, or another text size: every row is measured anew
            self._basis = basis
            self._sizes = {}
        text = str(index.data() or "")
        key = (text, index.data(Qt.ItemDataRole.DecorationRole) is not None)
        size = self._sizes.get(key)
        if size is None:
            opt = QStyleOptionViewItem(option)
            self.initStyleOption(opt, index)  # the style's own row (not a size the model holds)
            style = opt.widget.style() if opt.widget is not None else QApplication.style()
            base = style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, opt, QSize(), opt.widget)
            width = viewport - self._inset(opt) - (SIDE - SIDE // 2)
            size = QSize(base.width(), max(base.height(), wrapped_height(text, option.font, width) + PADDING))
            self._sizes[key] = size
            self.measured += 1
        return size

    @staticmethod
    def _inset(opt: QStyleOptionViewItem) -> int:
        """The room left of a row's text: the style's margin, and its icon if it has one."""
        if not opt.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration:
            return SIDE // 2
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        icon = style.subElementRect(QStyle.SubElement.SE_ItemViewItemDecoration, opt, opt.widget)
        return max(SIDE // 2, icon.right() + 1 - opt.rect.left() + ICON_GAP)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
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
        rect = opt.rect.adjusted(self._inset(opt), PADDING // 2, -(SIDE - SIDE // 2), -(PADDING - PADDING // 2))
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap), text
        )
        painter.restore()


class WrappedItems(WrappedText):
    """Rows as tall as their wrapped text, measured when the list asks (short lists: the moves)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return self.measure(option, index)


__all__ = ["WrappedItems", "WrappedText", "wrapped_height"]
