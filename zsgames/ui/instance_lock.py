"""One copy of the app per data folder: a second would write over the first one's autosave.

The window app takes a lock file in the data folder (:class:`QLockFile`, holding its process id)
for as long as it runs. A lock left by a copy that died (a crash, a power cut) is stale: Qt sees
that its process is gone and breaks it. A second copy started while the first runs is told so in
one box and exits before it opens a window. It has no game yet, so nothing is lost; giving it an
autosave slot of its own instead would leave games only a later run could find, while both copies
still shared the settings, the recent files and the statistics.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QLockFile

log = logging.getLogger(__name__)

LOCK_NAME = "zsgames.lock"
WAIT_MS = 300  # a copy just closing lets go within this


def acquire(folder: Path) -> tuple[QLockFile, str | None]:
    """The lock on ``folder`` (keep it for as long as the app runs) and, when another copy holds
    it, the one line to tell the player (else None). A folder where no lock can be made (read-only)
    does not stop the app: the autosave says its own problem."""
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # never stale by age (a game may stay open for days), only when its process is gone
    if lock.tryLock(WAIT_MS):
        return lock, None
    if lock.error() != QLockFile.LockError.LockFailedError:
        log.warning("cannot lock %s (%s); running without the one-copy check", folder / LOCK_NAME, lock.error())
        return lock, None
    info = lock.getLockInfo()  # PySide: (pid, host, app name), or False when unreadable
    pid = info[0] if isinstance(info, tuple) and info and isinstance(info[0], int) else 0
    holder = f" (process {pid})" if pid > 0 else ""
    return lock, (
        f"zsgames is already open{holder} with this data folder ({folder}); switch to that window. "
        "A second copy would write over its autosaved game."
    )


def tell(text: str) -> None:
    """Say why this copy stops: one box (a windowed bundle has no console) and the log."""
    from PySide6.QtWidgets import QMessageBox

    log.warning("%s", text)
    QMessageBox.warning(None, "zsgames is already open", text)


__all__ = ["LOCK_NAME", "acquire", "tell"]
