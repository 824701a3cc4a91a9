"""Help ▸ Learn to play, Rules and About: the dialogs, handed the window they belong to.

:class:`HelpCommands` answers the Help menu and the welcome cards' links: a game's lesson (its rules
when it has none yet), a game's rules (the game in play's with F1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from zsgames import __version__
from zsgames.core import registry
from zsgames.core.game import Game
from zsgames.core.i18n import _
from zsgames.ui.shared.match_model import MatchModel


def rules_dialog(parent: QWidget, game: Game[Any]) -> QDialog:
    """The rules of ``game`` in a window of their own (opened, not blocking)."""
    dialog = QDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per opening: gone once closed
    dialog.setWindowTitle(_("Rules — {game}", game=game.info.title))
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
        _("About zsgames"),
        f"<h3>zsgames {__version__}</h3><p>"
        + _(
            "Zong Shi, Zooscape and Cuzhi 促织 — tabletop games for one screen, solo against bots "
            "or hot-seat with friends."
        )
        + "</p><p>"
        + _("Every move is checked by the rules; saves replay the game to prove it.")
        + "</p>",
    )


class HelpHost(Protocol):
    """What the Help commands need of the window."""

    model: MatchModel | None

    def show_refusal(self, reason: str) -> None: ...

    def say(self, text: str, ms: int) -> None: ...


class HelpCommands:
    def __init__(self, parent: QWidget, host: HelpHost, lesson: Callable[[str], QMessageBox | None]) -> None:
        self.parent, self.host, self.lesson = parent, host, lesson
        self.dialog: QDialog | None = None  # the rules opened last

    def learn(self, name: str) -> QMessageBox | None:
        """Help ▸ Learn to play ``name`` (and a welcome card's button): its lesson, offered to
        resume where it was left (:class:`~zsgames.ui.window.window_lesson.Lessons`)."""
        from zsgames.lessons.lesson import has_lesson

        if not has_lesson(name):  # no guided lesson for this game yet: its rules help instead
            self.rules(name)
            game = registry.get(name).info.title
            self.host.say(_("No guided lesson for {game} yet: here are its rules.", game=game), 8000)
            return None
        return self.lesson(name)

    def rules(self, name: str | None = None) -> None:
        """The rules of ``name`` (Help ▸ Rules of each game, a welcome card's link), else of the
        game in play (F1)."""
        if name is not None:
            game = registry.get(name)
        elif self.host.model is not None:
            game = self.host.model.game
        else:
            self.host.show_refusal(_("no game is in play: Help ▸ Rules of each game shows any game's rules"))
            return
        self.dialog = rules_dialog(self.parent, game)

    def about(self) -> None:
        show_about(self.parent)
