"""The app's log file: one ``logging.handlers.RotatingFileHandler`` in the user log folder.

:func:`configure` is called once when the window app starts (a windowed bundle has no stderr, so
this file is where warnings such as "autosave failed" and crash tracebacks go). The folder is
``$ZSGAMES_DATA_DIR/logs`` when that variable is set (tests), else the platform's user log folder.
The file rotates at ``MAX_LOG_BYTES`` and keeps ``BACKUPS`` older files (``zsgames.log.1`` …).
The app's own loggers (``zsgames.*``) write from INFO up, every other library from WARNING up.
The headless commands do not call it: their warnings go to stderr.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

LOG_NAME = "zsgames.log"
MAX_LOG_BYTES = 2 * 1024 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.handlers.RotatingFileHandler | None = None


def log_dir() -> Path:
    """``$ZSGAMES_DATA_DIR/logs`` if set, else the platform's user log folder."""
    override = os.environ.get("ZSGAMES_DATA_DIR")
    if override:
        return Path(override) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir("zsgames", appauthor=False))


def configure() -> Path | None:
    """Send log records to the file in :func:`log_dir` (again only when that folder changed);
    the file's path, or None when it cannot be opened (the app then runs without a log file)."""
    global _handler
    path = log_dir() / LOG_NAME
    if _handler is not None and _handler.baseFilename == os.path.abspath(path):
        return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_LOG_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as exc:
        logging.getLogger(__name__).warning("cannot open the log file %s: %s", path, exc)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    shutdown()
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)
    app = logging.getLogger("zsgames")
    if app.level == logging.NOTSET or app.level > logging.INFO:
        app.setLevel(logging.INFO)
    logging.captureWarnings(True)  # warnings.warn from any library lands in the file too
    _handler = handler
    return path


def shutdown() -> None:
    """Close the file and stop logging to it."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
        logging.captureWarnings(False)
