"""The welcome table in the main window: what it shows with no game, and a card's Quick game.

:class:`WelcomeTable` puts the :class:`~zsgames.ui.welcome.welcome.WelcomeScene` on the board view,
connects its buttons to the window (:class:`WelcomeHost`) and finds off the GUI thread whether the
autosave can be resumed (it is replayed to be sure it loads).
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtWidgets import QGraphicsView, QWidget

from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.ui.background.tasks import Tasks
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.welcome.quick_game import quick_match
from zsgames.ui.welcome.welcome import WelcomeScene
from zsgames.ui.window.window_files import GameFiles, recent_paths, resume_offer
from zsgames.ui.window.window_help import HelpCommands

log = logging.getLogger(__name__)


class WelcomeHost(Protocol):
    """What the welcome table needs of the window."""

    files: GameFiles
    help_commands: HelpCommands

    def start_match(self, match: Match, path: str | None = None) -> None: ...

    def open_new_game_dialog(self, game: str | None = None) -> object: ...

    def show_error(self, title: str, text: str) -> None: ...


class WelcomeTable:
    def __init__(self, parent: QWidget, host: WelcomeHost, view: QGraphicsView) -> None:
        self.parent, self.host, self.view = parent, host, view
        self.scene: WelcomeScene | None = None
        self._old_scene: WelcomeScene | None = None
        self.resume_check: Tasks | None = None

    def show(self) -> None:
        """The first screen on the board view (when it shows nothing), with the recent games."""
        if self.view.scene() is None:
            self._put()
        assert self.scene is not None
        self.scene.set_recent(recent_paths())

    def rebuild(self) -> None:
        """The first screen drawn anew (in another language) when it is on the view."""
        if self.scene is not None and self.view.scene() is self.scene:
            self._old_scene = self.scene  # kept: a resume check still running may answer it
            self.view.setScene(None)
            self.scene = None

    def _put(self) -> None:
        host = self.host
        welcome = self.scene = WelcomeScene()
        welcome.gameChosen.connect(host.open_new_game_dialog)
        welcome.quickGameWanted.connect(self.quick_game)
        welcome.lessonWanted.connect(host.help_commands.learn)
        welcome.rulesWanted.connect(host.help_commands.rules)
        welcome.resumeWanted.connect(lambda: host.files.resume())
        welcome.recentWanted.connect(lambda path: host.files.open(path))
        self.view.setScene(welcome)
        if autosave_path().is_file():
            self.resume_check = Tasks(self.parent, "resume check")
            self.resume_check.start(
                lambda _job: resume_offer(),
                lambda found: host.files.offer_resume(welcome, found),
                lambda exc: log.warning("cannot tell whether a game can resume: %s", exc),
            )

    def quick_game(self, name: str) -> None:
        """A welcome card's Quick game: you against Normal bots at the game's usual table, at once."""
        try:
            match = quick_match(name)
        except (ValueError, TypeError) as exc:
            self.host.show_error(_("Cannot start this game"), str(exc))
            return
        self.host.files.leave_guard.then(
            _("start a quick game of {game}", game=match.game.info.title), lambda: self.host.start_match(match)
        )
