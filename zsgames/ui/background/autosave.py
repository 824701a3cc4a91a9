"""The autosave writer: the game in play goes to its file off the GUI thread, the newest state first.

:meth:`AutosaveWriter.write` takes a still picture of the match (a few references, on the GUI
thread) and hands it to its lane of :mod:`zsgames.ui.background.tasks`, where the digest, the JSON and the
atomic write (temp file, fsync, rename) happen. The newest picture wins: a burst of moves writes the
one in progress and then only the newest, never an older one after a newer. :meth:`flush` waits for
the write in flight (closing the window, quitting, a crash, before a save). A write
that fails is reported once on the GUI thread (:attr:`AutosaveWriter.failed`), and again only after
one has succeeded in between. The first write of each game claims the file
(:mod:`zsgames.ui.background.autosave_claim`): an unfinished other game there (the last run's, or one closed
to the welcome) is kept, an unreadable file set aside (:attr:`AutosaveWriter.claimed` tells the
window) — unless the question before leaving that game has just kept it (:meth:`left_game_kept`).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from zsgames.core import snapshot
from zsgames.core.match import Match
from zsgames.ui.background.autosave_claim import Claimed, claim
from zsgames.ui.background.tasks import Job, Tasks

log = logging.getLogger(__name__)

FLUSH_TIMEOUT_S = 10.0


class AutosaveWriter(QObject):
    """Writes ``path`` in the background (one writer per file: the window's, for all its games)."""

    failed = Signal(str)  # a write failed: what to tell the player
    claimed = Signal(object)  # a Claimed: the last run's game was kept (or its file set aside) first

    def __init__(self, path: str | os.PathLike[str], parent: Any = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.tasks = Tasks(self, "autosave")
        self.failing = False  # the last write failed (and was reported)
        # each game this writer is handed gets a number; the lane's jobs (only they) note the number
        # of the game the file holds, so the first write of every game claims the file first
        self._match: Match | None = None
        self._games = 0
        self._written = 0
        self._kept_already = 0  # the number of a game whose first write need not claim the file

    def write(self, match: Match) -> None:
        """Save ``match`` as it stands now, once the write in flight (if any) is done."""
        picture, path = snapshot.Picture.of(match), self.path
        if match is not self._match:  # another game than the last one written: a new, resumed or opened one
            self._match, self._games = match, self._games + 1
        game = self._games

        def save(_job: Job) -> Claimed | None:
            # claimed here, not in write(): a write still waiting may be replaced by a newer one
            fresh = self._written != game and self._kept_already != game
            claimed = claim(path, picture) if fresh else None
            self._written = game
            picture.save(path)
            return claimed

        self.tasks.submit_latest(save, self._saved, self._failed)

    def left_game_kept(self) -> None:
        """The game this file holds was just kept elsewhere (the question before leaving it did):
        the next game's first write replaces it without keeping a second copy."""
        self._kept_already = self._games + 1

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait (on the GUI thread) until the newest picture is on disk; False if it took too long."""
        done = self.tasks.wait(timeout)
        if not done:
            log.warning("the autosave to %s did not finish within %.0f s", self.path, timeout)
        return done

    def _saved(self, claimed: Claimed | None) -> None:
        self.failing = False
        if claimed is not None and claimed.notice():
            self.claimed.emit(claimed)

    def _failed(self, exc: Exception) -> None:
        if self.failing:
            return  # already said; a full disk must not nag at every move
        self.failing = True
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        log.warning("autosave to %s failed: %s", self.path, exc, exc_info=None if isinstance(exc, OSError) else exc)
        self.failed.emit(f"The game could not be autosaved ({reason}). Game ▸ Save keeps it in a file of your choice.")
