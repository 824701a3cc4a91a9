"""The autosave writer: the game in play goes to its file off the GUI thread, the newest state first.

:meth:`AutosaveWriter.write` takes a still picture of the match (a few references, on the GUI
thread) and hands it to its lane of :mod:`zsgames.ui.tasks`, where the digest, the JSON and the
atomic write (temp file, fsync, rename) happen. The newest picture wins: a burst of moves writes the
one in progress and then only the newest, never an older one after a newer. :meth:`flush` waits for
the write in flight (closing the window, quitting, a crash, before a save). A write
that fails is reported once on the GUI thread (:attr:`AutosaveWriter.failed`), and again only after
one has succeeded in between. Its first write claims the file (:mod:`zsgames.ui.autosave_claim`):
an unfinished game of the last run there is kept, an unreadable file set aside
(:attr:`AutosaveWriter.claimed` tells the window).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from zsgames.core import snapshot
from zsgames.core.match import Match
from zsgames.ui.autosave_claim import Claimed, claim
from zsgames.ui.tasks import Job, Tasks

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
        self.owned = False  # the file holds what this writer wrote (touched only by the lane's jobs)

    def write(self, match: Match) -> None:
        """Save ``match`` as it stands now, once the write in flight (if any) is done."""
        picture, path = snapshot.Picture.of(match), self.path

        def save(_job: Job) -> Claimed | None:
            # claimed here, not in write(): a write still waiting may be replaced by a newer one
            claimed = None if self.owned else claim(path, picture)
            self.owned = True
            picture.save(path)
            return claimed

        self.tasks.submit_latest(save, self._saved, self._failed)

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
