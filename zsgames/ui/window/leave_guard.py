"""Before an unfinished game is left (New, Open, Resume, a welcome card): ask, and keep it.

The autosave always holds the game on screen, so a new game would overwrite it. A game that is
left is therefore kept first as a save file of its own (unless it is already saved, unchanged, in
the file it came from) and added to Game ▸ Open Recent — which is what the question says.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from zsgames.core.i18n import _
from zsgames.ui.shared.kept_files import free_path, keep_match, stamp
from zsgames.ui.shared.paths import data_dir

log = logging.getLogger(__name__)


def needs_asking(model: Any) -> bool:
    """Would leaving lose anything? A game in progress with at least one move."""
    return model is not None and not model.match.is_over() and bool(model.match.steps)


def kept_path(model: Any) -> tuple[Path, bool]:
    """Where the left game will be found, and whether it must be written there first (a name no
    file has yet: two games left within a second get "-2")."""
    if model.path and not model.dirty:
        return Path(model.path), False
    return free_path(data_dir() / "games", f"{model.game.name}-{stamp()}", ".json"), True


class LeaveGuard:
    """``guard.then(doing, proceed)``: run ``proceed`` at once when nothing is at stake, else ask
    (window-modal, not blocking) and run it after "Leave" once the game is kept."""

    def __init__(self, window: Any, remember: Callable[[str], None]) -> None:
        self.window = window
        self.remember = remember
        self.box: QMessageBox | None = None  # the open question (tests click its buttons)
        # told once a game being left is kept (the window's autosave then need not keep it again)
        self.on_kept: Callable[[], None] | None = None

    def then(self, doing: str, proceed: Callable[[], None]) -> None:
        model = self.window.model
        if not needs_asking(model):
            proceed()
            return
        path, write = kept_path(model)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _("Leave this game?"),
            _(
                "Leave this game of {game} ({n} move played) to {doing}?",
                plural="Leave this game of {game} ({n} moves played) to {doing}?",
                game=model.game.info.title,
                n=len(model.match.steps),
                doing=doing,
            ),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        if write:
            where = _("It will be saved as “{file}”; Game ▸ Open Recent opens it again later.", file=path.name)
        else:
            where = _("It is saved as “{file}”; Game ▸ Open Recent opens it again later.", file=path.name)
        box.setInformativeText(where)
        leave = box.addButton(_("Leave and keep it"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(_("Stay"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.box = box

        def answered(_result: int) -> None:
            self.box = None
            if box.clickedButton() is leave and (kept := self.keep(model, path, write)) is not None:
                proceed()
                # after the new game's own greeting, which would hide it
                self.window.statusBar().showMessage(
                    _("The {game} game you left is kept as {file}", game=model.game.info.title, file=kept.name), 8000
                )

        box.finished.connect(answered)
        box.open()

    def keep(self, model: Any, path: Path, write: bool) -> Path | None:
        """Save the game being left where the question said (or the next free name, if that was
        taken meanwhile); where it is, or None (and a warning) if it cannot be kept."""
        if write:
            try:
                path = keep_match(model.match, path)  # the next free name if that one was taken meanwhile
            except OSError as exc:
                log.warning("could not keep the game being left: %s", exc)
                self.window.show_error(_("Cannot keep this game"), f"{path}: {exc.strerror or exc}")
                return None
        self.remember(str(path))
        if self.on_kept is not None:
            self.on_kept()
        return path
