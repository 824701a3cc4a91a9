"""View ▸ Language: System, English, 简体中文 — applied at once, remembered.

Each language is offered by its own name (a reader of Chinese finds 简体中文 in an English menu);
"System" follows the system's locale and is the default. Choosing one renders the app's texts and
Qt's standard words in it (:func:`zsgames.ui.shared.language.apply_language`) and asks the window to
put every text on screen into it (``LanguageHost.retranslate``): no restart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from zsgames.core import i18n
from zsgames.core.i18n import Text
from zsgames.ui.shared import live_text, settings_store
from zsgames.ui.shared.language import CHOICES, apply_language, stored_choice
from zsgames.ui.shared.live_text import keep

if TYPE_CHECKING:
    from zsgames.ui.panels.log_model import LogModel
    from zsgames.ui.shared.match_model import MatchModel
    from zsgames.ui.window.history_wiring import HistoryExtras
    from zsgames.ui.window.side_panels import SidePanels
    from zsgames.ui.window.window_welcome import WelcomeTable


class LanguageHost(Protocol):
    def retranslate(self) -> None: ...


class RetranslateHost(Protocol):
    """What a switch of language redraws of the window."""

    model: MatchModel | None
    side: SidePanels
    log_model: LogModel
    welcome: WelcomeTable
    extras: HistoryExtras

    def setWindowTitle(self, title: str) -> None: ...
    def refresh(self) -> None: ...


def window_title(model: MatchModel | None) -> str:
    """The window's title: the game in play (and its file) in the current language."""
    if model is None:
        return "zsgames"
    path = model.path
    title = str(model.match.game.info.title) + (f" — {path}" if path else "")
    return f"{title} · zsgames"


def retranslate_window(window: RetranslateHost) -> None:
    """Every text on screen in the language now in use: the kept texts of the menus, docks and
    tooltips, then the title, the side column, the history and the board or the welcome, drawn
    again."""
    live_text.retranslate()
    window.setWindowTitle(window_title(window.model))
    if window.model is not None:
        window.side.new_game(window.model)  # the players table, in the new words
        window.log_model.rebuild()  # and every line of the log
    else:
        window.welcome.rebuild()
    window.extras.restyle()
    window.refresh()


class LanguageMenu:
    def __init__(self, window: QMainWindow, host: LanguageHost, menu: QMenu) -> None:
        self.host = host
        menu.addSeparator()
        self.menu = menu.addMenu("")
        keep(self.menu.setTitle, Text("L&anguage"))
        group = QActionGroup(window)
        chosen = stored_choice()
        self.actions: dict[str, QAction] = {}
        for choice in CHOICES:
            act = QAction(window, checkable=True)
            if choice == i18n.SYSTEM:
                keep(act.setText, Text("&System", context="language"))
                keep(act.setStatusTip, Text("The language of your system's settings."))
            else:
                act.setText(i18n.LANGUAGES[choice])  # each language by its own name, in every language
            act.setChecked(choice == chosen)
            act.triggered.connect(lambda _=False, c=choice: self.choose(c))
            group.addAction(act)
            self.menu.addAction(act)
            self.actions[choice] = act

    def choose(self, choice: str) -> None:
        """Use ``choice`` from now on (remembered) and show the window in it."""
        self.actions[choice].setChecked(True)
        if choice != stored_choice():
            settings_store.set_language_choice(choice)
        apply_language(choice)
        self.host.retranslate()
