"""The app's log file: warnings land in it, it rotates, it follows $ZSGAMES_DATA_DIR."""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

import pytest

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.match import Match
from zsgames.ui import app_log
from zsgames.ui.dialogs import crash_dialog


@pytest.fixture
def log_file():
    path = app_log.configure()
    yield path
    app_log.shutdown()


def text_of(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def test_the_log_is_in_the_data_folder_given_by_the_environment(log_file):
    assert log_file == Path(os.environ["ZSGAMES_DATA_DIR"]) / "logs" / "zsgames.log"
    assert app_log.configure() == log_file  # once: a second call adds no handler
    handlers = [h for h in logging.getLogger().handlers if getattr(h, "baseFilename", None) == str(log_file)]
    assert len(handlers) == 1 and isinstance(handlers[0], logging.handlers.RotatingFileHandler)


def test_a_warning_and_a_crash_land_in_the_file(log_file):
    logging.getLogger("zsgames.ui.window.leave_guard").warning("could not keep the game being left: disk full")
    logging.getLogger("zsgames.ui.background.autosave").info("an info line of the app")
    logging.getLogger("some.library").info("library chatter")
    assert crash_dialog.write_log("Traceback (most recent call last):\nBoom") == log_file
    text = text_of(log_file)
    assert "WARNING zsgames.ui.window.leave_guard: could not keep the game being left: disk full" in text
    assert "an info line of the app" in text and "library chatter" not in text
    assert "ERROR zsgames.ui.dialogs.crash_dialog: Traceback (most recent call last):\nBoom" in text


def test_the_file_rotates_and_keeps_a_few_old_ones(monkeypatch):
    monkeypatch.setattr(app_log, "MAX_LOG_BYTES", 2000)
    path = app_log.configure()
    try:
        noisy = logging.getLogger("zsgames.test")
        for i in range(200):
            noisy.warning("line %03d %s", i, "x" * 60)
        text_of(path)
        names = sorted(p.name for p in path.parent.iterdir())
        assert names == ["zsgames.log", "zsgames.log.1", "zsgames.log.2", "zsgames.log.3"]
        assert all((path.parent / n).stat().st_size <= 2000 for n in names)
        assert "line 199" in path.read_text(encoding="utf-8")
    finally:
        app_log.shutdown()


def test_a_failing_autosave_reaches_the_log_and_the_status_bar(qtbot, monkeypatch, log_file):
    def full_disk(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    real = snapshot.atomic_write_text
    monkeypatch.setattr(snapshot, "atomic_write_text", full_disk)
    windows = open_window(qtbot, 1200, 760)
    window = next(windows)
    try:
        window.start_match(Match(GAME, config("human", "human"), 6))
        window.autosaver.flush()
        qtbot.waitUntil(lambda: "could not be autosaved" in window.statusBar().currentMessage())
        assert "No space left on device" in window.statusBar().currentMessage()
        assert "autosave to" in text_of(log_file) and "No space left on device" in text_of(log_file)
    finally:
        monkeypatch.setattr(snapshot, "atomic_write_text", real)  # the window closes with a working disk
        window.last_error.close()
        next(windows, None)  # the harness shuts the window's workers down
