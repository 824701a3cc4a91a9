"""Help ▸ Rules and About: the dialogs, handed the window they belong to."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from zsgames import __version__
from zsgames.core.game import Game


def rules_dialog(parent: QWidget, game: Game[Any]) -> QDialog:
    """The rules of ``game`` in a window of their own (opened, not blocking)."""
    dialog = QDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per opening: gone once closed
    dialog.setWindowTitle(f"Rules — {game.display_name}")
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser()
    browser.setOpenExternalLinks(True)
    text = game.rules_help()
    if text.lstrip().startswith("<"):
        browser.setHtml(text)
    else:
        browser.setMarkdown(text)
    layout.addWidget(browser)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(720, 640)
    dialog.open()
    return dialog


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        "About zsgames",
        f"<h3>zsgames {__version__}</h3><p>Zong Shi, Zooscape and Cuzhi 促织 — tabletop games "
        "for one screen, solo against bots or hot-seat with friends.</p>"
        "<p>Every move is checked by the rules; saves replay the game to prove it.</p>",
    )
