"""Records each game that ends in the window into the statistics, off the GUI thread.

:meth:`StatsRecorder.record` takes a still copy of the finished match (its steps, a few references)
on the GUI thread; its lane of :mod:`zsgames.ui.background.tasks` makes the record (scores, the save's JSON and
key) and writes it. A game is counted once (the store's key: a redo or a replay of it is the same
game; the undo policy refuses undo once a game is over). Every game still waiting is written by
the next job, so a job replaced before it ran loses nothing. A problem is told
once per kind, in one line (:attr:`problem`); the game's own save and autosave are never touched.
A game the database cannot take (locked by another program) waits in the store's pending folder;
the recorder adds the waiting games at its start and with the next game.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from zsgames.core.match import Match
from zsgames.stats.record import record_of
from zsgames.stats.store import StatsError, StatsStore
from zsgames.ui.background.tasks import Job, Tasks

log = logging.getLogger(__name__)

FLUSH_TIMEOUT_S = 10.0


class StatsRecorder(QObject):
    recorded = Signal(int)  # how many games the last write added (0: already counted)
    problem = Signal(str)  # one line for the player

    def __init__(self, path: str | Path | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = StatsStore(path)
        self.tasks = Tasks(self, "stats")
        self._lock = threading.Lock()
        self._waiting: list[Match] = []  # still copies of finished games, oldest first
        self._told: set[str] = set()
        if self.store.pending():  # games a busy database could not take last time: add them now
            self.tasks.submit_latest(self._write, self._written, self._failed)

    def record(self, match: Match) -> None:
        """Keep ``match`` once it is over (nothing of a game in play is ever recorded)."""
        if not match.is_over():
            return
        with self._lock:  # a copy: undo may change the game on screen before the worker reads it
            self._waiting.append(match.copy())
        self.tasks.submit_latest(self._write, self._written, self._failed)

    def _write(self, _job: Job) -> tuple[int, list[str]]:
        added = self.store.flush_pending()
        refused: list[str] = []
        while True:
            with self._lock:
                if not self._waiting:
                    break
                copy = self._waiting[0]
            try:
                record = record_of(copy)
            except ValueError as exc:  # its save would not load: this game alone is left out, and said
                refused.append(f"The game could not be added to the statistics: {exc}")
            else:
                added += self.store.add(record)
            with self._lock:
                self._waiting.pop(0)  # only once it is on disk: a failed write leaves it for the next
        notices, self.store.notices = self.store.notices, []
        return added, notices + refused

    def _written(self, result: tuple[int, list[str]]) -> None:
        added, notices = result
        for notice in notices:
            log.warning("%s", notice)
            self.problem.emit(notice)
        self.recorded.emit(added)

    def _failed(self, exc: Exception) -> None:
        text = str(exc) if isinstance(exc, StatsError) else f"{type(exc).__name__}: {exc}"
        log.warning(
            "the game could not be added to the statistics: %s",
            text,
            exc_info=None if isinstance(exc, StatsError) else exc,
        )
        line = f"The game could not be added to the statistics: {text}"
        with self._lock:
            self._waiting.clear()  # the next game's write tries again, without this one
        if line not in self._told:
            self._told.add(line)
            self.problem.emit(line)

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until every finished game is written (closing the window)."""
        return self.tasks.wait(timeout)
