"""An unexpected exception in the GUI: friendly one-line dialog, traceback logged, game goes on."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.support.tiny_game import GAME as TINY
from tests.ui.test_history_panel import half_game, screenshot
from zsgames.ui.dialogs import crash_dialog
from zsgames.ui.dialogs.crash_dialog import CrashHandler, log_dir, one_line


class Boom(RuntimeError):
    pass


@pytest.fixture
def handler(qtbot):
    match = half_game(TINY, 2)
    recovered: list[str] = []
    button = QPushButton("press me")
    qtbot.addWidget(button)
    handler = CrashHandler(button, context=lambda: match, recover=lambda: recovered.append(match.digest()))
    handler.install()
    yield handler, match, recovered, button
    handler.uninstall()
    if handler.dialog is not None:
        handler.dialog.close()


def test_log_dir_follows_the_test_override(tmp_path):
    assert log_dir() == Path(os.environ["ZSGAMES_DATA_DIR"]) / "logs"


def test_one_line_is_short_and_single():
    text = one_line(ValueError("first line\nsecond line " + "x" * 400))
    assert "\n" not in text and len(text) < 240 and text.startswith("Something went wrong inside the app (ValueError")


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_shows_the_dialog_logs_and_recovers(handler, qtbot, qapp, tmp_path):
    crash, match, recovered, button = handler
    digest = match.digest()

    def explode() -> None:
        raise Boom("the board could not draw a scroll")

    button.clicked.connect(explode)
    button.show()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # PySide reports the slot's exception to excepthook
    qtbot.waitUntil(lambda: crash.dialog is not None and crash.dialog.isVisible())
    dialog = crash.dialog
    assert dialog.message.text() == "Something went wrong inside the app (Boom: the board could not draw a scroll)."
    assert recovered == [digest] and match.digest() == digest
    log_file = log_dir() / crash_dialog.LOG_NAME
    logged = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged and "Boom: the board could not draw a scroll" in logged
    assert str(log_file) in dialog.detail.text()
    screenshot(dialog, "crash_dialog", tmp_path)

    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    report = json.loads(qapp.clipboard().text())
    # the game is being played: the copied report holds no seed, moves or digest; the log has them
    assert "seed" not in report and "actions" not in report and "state_digest" not in report
    assert report["full_report"] == str(log_file) and report["moves"] == len(match.actions)
    full = logged.split("--- bug report ---\n", 1)[1]
    assert json.loads(full)["seed"] == match.seed and json.loads(full)["state_digest"] == digest
    assert "Boom" in report["problem"] and dialog.copy_button.text() == "Copied ✓"

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a second one while the dialog is open: logged only
    assert crash.dialog is dialog and crash.count == 2
    assert log_file.read_text(encoding="utf-8").count("Boom: the board") == 4  # trace + report, twice
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_keyboard_interrupt_is_not_swallowed(handler, monkeypatch):
    crash, *_ = handler
    seen = []
    monkeypatch.setattr(crash, "_previous_hook", lambda *args: seen.append(args[0]))
    crash.handle(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert seen == [KeyboardInterrupt] and crash.dialog is None


def test_unwritable_log_still_shows_the_dialog(handler, monkeypatch, tmp_path):
    crash, *_ = handler
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    monkeypatch.setenv("ZSGAMES_DATA_DIR", str(blocker))
    try:
        raise Boom("no disk")
    except Boom as exc:
        crash.handle(Boom, exc, exc.__traceback__)
    assert crash.dialog is not None and "could not be saved" in crash.dialog.detail.text()


@pytest.mark.qt_no_exception_capture
def test_the_window_survives_a_rules_crash_and_plays_on(qtbot, monkeypatch):
    from PySide6.QtCore import QTimer

    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match
    from zsgames.ui.window.main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    crash = crash_dialog.install_for_window(window)
    try:
        config = GameConfig.make(2, None, None, [{"controller": "human"}, {"controller": "human"}])
        window.start_match(Match(TINY, config, 4))
        window.lift_curtain()
        match = window.model.match
        action = match.legal_actions(0)[0]
        real_apply = type(TINY).apply
        monkeypatch.setattr(type(TINY), "apply", lambda self, state, act: 1 / 0)
        QTimer.singleShot(0, lambda: window.play(action))
        qtbot.waitUntil(lambda: crash.dialog is not None and crash.dialog.isVisible())
        assert "ZeroDivisionError" in crash.dialog.message.text()
        assert not match.steps and window.scene.legal == match.legal_actions(0)  # the last good state
        report = json.loads(crash.dialog.report)
        assert report["game"] == "tiny" and "seed" not in report and "ZeroDivisionError" in report["problem"]
        assert '"seed": 4,' in Path(report["full_report"]).read_text(encoding="utf-8")
        qtbot.mouseClick(crash.dialog.continue_button, Qt.MouseButton.LeftButton)
        monkeypatch.setattr(type(TINY), "apply", real_apply)
        window.play(action)
        assert len(match.steps) == 1  # still playable
    finally:
        crash.uninstall()
        window.runner.shutdown()


def test_the_crash_dialog_speaks_the_reader_s_language(qtbot, tmp_path):
    from zsgames.core.i18n import load_catalog, use_catalog

    use_catalog(load_catalog("zh_CN"))
    try:
        line = crash_dialog.one_line(ValueError("bad"))
        dialog = crash_dialog.CrashDialog(line, "{}", tmp_path / "app.log")
        qtbot.addWidget(dialog)
        shown = [line, dialog.windowTitle(), dialog.detail.text(), dialog.copy_button.text()]
        shown.append(dialog.continue_button.text())
        dialog.copy_report()
        shown.append(dialog.copy_button.text())
    finally:
        use_catalog(None)
    assert line == "程序内部出了问题（ValueError：bad）。"
    assert dialog.windowTitle() == "抱歉——出了点问题" and str(tmp_path / "app.log") in dialog.detail.text()
    words = [
        w
        for text in shown
        for w in __import__("re").findall(r"[A-Za-z]{3,}", text.replace(str(tmp_path / "app.log"), ""))
    ]
    assert words == ["ValueError", "bad"]
