"""Games in files: New, Open, Save, Save As, Open Recent and Resume for the main window.

:class:`GameFiles` is handed the window as a parent for its dialogs and a narrow host
(:class:`FilesHost`: the game on screen, starting a game, saying things) — never the window's
internals. Leaving an unfinished game always goes through its :class:`LeaveGuard`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from zsgames.bots.controllers import controller_problem
from zsgames.core import snapshot
from zsgames.core.i18n import N_, _
from zsgames.core.match import Match
from zsgames.ui.background.autosave_claim import Claimed, inspect
from zsgames.ui.dialogs.new_game_dialog import NewGameDialog
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.window.leave_guard import LeaveGuard

MAX_RECENT = 8
SAVE_FILTER = N_("zsgames saves (*.json);;All files (*)")


def load_autosave() -> Match | None:
    """The autosaved game if one was in progress; None if there is none or it is over; SaveError
    (one line) if the file is there but cannot be used."""
    path = autosave_path()
    if not path.is_file():
        return None
    match = snapshot.load(path, seat_check=controller_problem)
    return None if match.is_over() else match


def resumable() -> Match | None:
    """The autosaved game if one was in progress and still loads; else None (the offer on start)."""
    try:
        return load_autosave()
    except snapshot.SaveError:
        return None


def resume_offer() -> tuple[str | None, Claimed]:
    """What the autosaved game is ("Zong Shi, 23 moves") if it can be resumed, else None; and
    what was done with an autosave this version cannot read (set aside, to tell the player)."""
    return inspect(autosave_path())


def recent_paths() -> list[str]:
    """Game ▸ Open Recent's files, newest first."""
    return settings_store.recent_files(MAX_RECENT)


def remember_file(path: str) -> None:
    """``path`` heads the recent files (read as a list even when the settings hold one string)."""
    path = os.path.abspath(path)
    recent = [p for p in recent_paths() if p != path]
    settings_store.write_many(
        {settings_store.RECENT_FILES: [path, *recent][:MAX_RECENT], settings_store.LAST_DIR: os.path.dirname(path)}
    )


class FilesHost(Protocol):
    """What the files part needs of the window."""

    model: MatchModel | None

    def start_match(self, match: Match, path: str | None = None) -> None: ...

    def show_error(self, title: str, text: str) -> None: ...

    def show_refusal(self, reason: str) -> None: ...

    def say(self, text: str, ms: int) -> None: ...


class GameFiles:
    """``parent`` parents the dialogs and the question before leaving a game (the
    :class:`LeaveGuard` reads the game on screen and reports what it kept through it: in the app
    it is the window itself, which is also the ``host``)."""

    def __init__(self, parent: QWidget, host: FilesHost, recent: QMenu, resume: QAction) -> None:
        self.parent, self.host = parent, host
        self.recent, self.resume_action = recent, resume
        self.leave_guard = LeaveGuard(parent, self.remember)
        self.new_game_dialog: NewGameDialog | None = None  # the last one opened (tests answer it)
        self.fill_recent()

    # --- new -----------------------------------------------------------------------------------------
    def new_game(self, game: str | None = None) -> NewGameDialog:
        """Open the New-game dialog (non-blocking), with ``game`` chosen if given (else the game in
        play); accepting it starts the game, after asking if an unfinished game would be left."""
        dialog = NewGameDialog(self.parent)
        if game is not None:
            dialog.set_game(game)
        elif self.host.model is not None:
            dialog.set_game(self.host.model.game.name)
        dialog.accepted.connect(lambda: self._start_from(dialog))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_from(self, dialog: NewGameDialog) -> None:
        try:
            chosen = dialog.result_game()
            match = Match(chosen.game, chosen.config, chosen.seed)
        except (ValueError, TypeError) as exc:
            self.host.show_error(_("Cannot start this game"), str(exc))
            return
        self.leave_guard.then(
            _("start a new game of {game}", game=chosen.game.info.title), lambda: self.host.start_match(match)
        )

    # --- open ----------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        start = settings_store.last_dir()
        path, _filter = QFileDialog.getOpenFileName(self.parent, _("Open a saved game"), start, _(SAVE_FILTER))
        if path:
            self.open(path)

    def open(self, path: str) -> bool:
        """Load a save; a bad file shows its one-line reason and leaves the current game alone.
        A good one replaces the game on screen (after asking, if that one is unfinished)."""
        try:
            match = snapshot.load(path, seat_check=controller_problem)
        except snapshot.SaveError as exc:
            self.host.show_error(_("Cannot open this file"), f"{Path(path).name}: {exc}")
            return False

        def open_it() -> None:
            self.remember(path)
            self.host.start_match(match, path)

        self.leave_guard.then(_("open {file}", file=Path(path).name), open_it)
        return True

    def open_save(self, data: dict[str, Any], title: str) -> bool:
        """Open a save held in memory (a recorded game of the statistics) like a file, but with no
        file behind it: Save asks where. ``title`` names it in the question and the error."""
        try:
            match = snapshot.load_dict(data, seat_check=controller_problem)
        except snapshot.SaveError as exc:
            self.host.show_error(_("Cannot open this game"), f"{title}: {exc}")
            return False
        self.leave_guard.then(_("open {file}", file=title), lambda: self.host.start_match(match))
        return True

    def resume(self) -> bool:
        """Resume the autosaved game; a broken autosave shows its one-line reason and leaves the
        current game alone."""
        try:
            match = load_autosave()
        except snapshot.SaveError as exc:
            self.host.show_error(_("Cannot resume the last game"), f"{autosave_path().name}: {exc}")
            return False
        if match is None:
            self.host.show_error(_("Nothing to resume"), _("There is no unfinished game to resume."))
            return False
        model = self.host.model
        if model is not None and not model.match.is_over():
            self.host.show_refusal(_("the last game is the one you are playing"))
            return False
        self.leave_guard.then(_("resume the last game"), lambda: self.host.start_match(match))
        return True

    # --- save ----------------------------------------------------------------------------------------
    def save(self) -> bool:
        model = self.host.model
        if model is None:
            return False
        if not model.path:
            return self.save_as()
        return self.write(model.path)

    def save_as(self) -> bool:
        model = self.host.model
        if model is None:
            return False
        start = model.path or str(Path(settings_store.last_dir()) / f"{model.game.name}.json")
        path, _filter = QFileDialog.getSaveFileName(self.parent, _("Save game as"), start, _(SAVE_FILTER))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.write(path)

    def write(self, path: str) -> bool:
        model = self.host.model
        assert model is not None
        try:
            model.save(path)
        except OSError as exc:
            self.host.show_error(_("Cannot save"), f"{path}: {exc.strerror or exc}")
            return False
        self.remember(path)
        self.host.say(_("Saved to {path}", path=path), 5000)
        return True

    def offer_resume(self, welcome: Any, found: tuple[str | None, Claimed]) -> None:
        """The welcome's look at the autosave is back: Resume is offered if it can be, and an
        unreadable autosave set aside is said."""
        summary, claimed = found
        welcome.set_resume(summary)
        self.autosave_claimed(claimed)

    def autosave_claimed(self, claimed: Claimed) -> None:
        """The last run's unfinished game was kept in a file (or an unreadable autosave set aside)
        before another game took the autosave: it joins the recent games, and the player is told."""
        if claimed.kept is not None:
            self.remember(str(claimed.kept))
        self.resume_action.setEnabled(autosave_path().is_file() and self.host.model is None)  # set aside: none
        if claimed.notice():
            self.host.say(claimed.notice(), 20000)

    # --- recent --------------------------------------------------------------------------------------
    def remember(self, path: str) -> None:
        """``path`` heads Game ▸ Open Recent, and its folder is where the file dialogs start."""
        remember_file(path)
        self.fill_recent()

    def fill_recent(self) -> None:
        self.recent.clear()
        recent = recent_paths()
        for path in recent:
            act = self.recent.addAction(Path(path).name)
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open(p))
        self.recent.setEnabled(bool(recent))
        self.resume_action.setEnabled(autosave_path().is_file() and self.host.model is None)
