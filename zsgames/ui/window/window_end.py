"""The end of a game in the main window: its end screen, once, after the board has shown the last move.

:class:`GameEnd` opens the end screen (:mod:`zsgames.ui.dialogs.game_over_dialog`, imported when a
game first ends) and answers its buttons: a rematch (same game and seats, a fresh seed) or Save As.
A lesson ends with its own words instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QWidget

from zsgames.core.match import Match
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.shared.match_model import MatchModel


class EndHost(Protocol):
    """What the end of a game needs of the window."""

    model: MatchModel | None
    scene: BoardScene | None

    def start_match(self, match: Match, path: str | None = None) -> None: ...


class GameEnd:
    def __init__(
        self, parent: QWidget, host: EndHost, lesson_finished: Callable[[], bool], save_as: Callable[[], object]
    ) -> None:
        self.parent, self.host = parent, host
        self.lesson_finished, self.save_as = lesson_finished, save_as
        self.dialog: QDialog | None = None
        self.shown = False  # this game's end screen was asked for (or it was opened already over)

    def new_game(self, over: bool) -> None:
        """Another game is on screen (``over``: opened already finished): the old end screen goes."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None
        self.shown = over

    def over(self) -> None:
        """The game has just ended: its end screen, once, from the event loop."""
        if self.shown or self.host.model is None:
            return
        self.shown = True
        QTimer.singleShot(0, self.show)

    def show(self) -> None:
        model, scene = self.host.model, self.host.scene
        if model is None or not model.match.is_over():
            return
        staging = scene.staging_ms() if scene is not None else 0
        if staging > 0:  # the board still stages the last move (Zooscape's last reveal): the end waits
            QTimer.singleShot(staging + 50, self.show)
            return
        if self.lesson_finished():  # a lesson ends with its own words and "Play a real game"
            return
        from zsgames.ui.dialogs.game_over_dialog import make_end_dialog

        dialog = make_end_dialog(model.match, self.parent)
        if hasattr(dialog, "newGameRequested"):
            dialog.newGameRequested.connect(self.rematch)
        if hasattr(dialog, "saveRequested"):
            dialog.saveRequested.connect(self.save_as)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        self.dialog = dialog
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        """The end screen deletes itself once closed (one per finished game): forget it."""
        if self.dialog is dialog:
            self.dialog = None

    def rematch(self) -> None:
        """A new game with the same game, players and seats, and a fresh seed."""
        model = self.host.model
        if model is None:
            return
        old = model.match
        self.host.start_match(Match(old.game, old.config, random.SystemRandom().randrange(1, 2**31)))
