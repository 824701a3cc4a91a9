"""Every text a player can see or hover over in the main window: widgets, menus, panel rows, board items."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QApplication


def _model_texts(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[str]:
    parent = parent if parent is not None else QModelIndex()
    tree = _tree(model)
    if not parent.isValid():  # a table's column headers
        try:
            columns = model.columnCount(parent)
        except TypeError:
            columns = 1
        for column in range(columns):
            header = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            if header is not None:
                yield str(header)
    for row in range(min(model.rowCount(parent), 500)):
        try:  # a list model keeps columnCount to itself
            columns = model.columnCount(parent)
        except TypeError:
            columns = 1
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole):
                value = model.data(index, role)
                if value is not None:
                    yield str(value)
            if column == 0 and tree and model.hasChildren(index):
                yield from _model_texts(model, index)


def _tree(model: QAbstractItemModel) -> bool:
    try:
        model.hasChildren(QModelIndex())
    except TypeError:  # a list or table model: no children
        return False
    return True


def screen_texts(window, board: bool = True) -> list[str]:
    """Every text a player can see or hover over now: widgets, menus, panel rows, and the board's
    items unless ``board`` is False (the board is not on screen, such as behind the curtain)."""
    texts: list[str] = [window.statusBar().currentMessage(), window.windowTitle()]
    for widget in QApplication.allWidgets():
        if widget.window() is not window and not widget.isVisible():
            continue  # a closed dialog of an earlier test; the window's own parts count even behind a tab
        for name in (
            "text",
            "toolTip",
            "windowTitle",
            "placeholderText",
            "statusTip",
            "toPlainText",
            "informativeText",
            "detailedText",
        ):
            getter = getattr(widget, name, None)
            if callable(getter):
                try:
                    value = getter()
                except TypeError:
                    continue
                if isinstance(value, str):
                    texts.append(value)
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts.extend(_model_texts(widget.model()))
    for action in window.findChildren(QAction):
        texts += [action.text(), action.toolTip(), action.statusTip()]
    for item in window.scene.items() if board else ():
        texts.append(item.toolTip())
        for name in ("toPlainText", "text"):
            getter = getattr(item, name, None)
            if callable(getter):
                texts.append(str(getter()))
    return texts
