"""A warning that does not block: a window-modal box that deletes itself once closed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def open_warning(parent: QWidget, title: str, text: str) -> QMessageBox:
    """Open a warning box over ``parent`` (one per warning: gone once closed) and return it."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box
