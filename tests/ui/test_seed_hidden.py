"""The seed decides every shuffle, so while a game is played nothing on screen names it (status bar,
any widget's text or tooltip, the panels' rows, the board, Game ▸ Export log, Help ▸ Report a
problem, the crash dialog), nor the RNG state made from it; once the game is over it is shown."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.support.board_harness import open_window
from tests.support.screen_texts import screen_texts
from zsgames.ui.panels import history_panel

SEED = 1620631590  # the seed, as the New-game dialog would draw it


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(random.SystemRandom, "randrange", lambda self, *a: SEED)
    yield from open_window(qtbot, 1400, 820)


def secrets_of(window) -> list[str]:
    match = window.model.match
    return [str(match.seed), str(match.state.rng.to_json())]


def assert_hidden(window, shown: list[str], tmp_path: Path) -> None:
    secrets = secrets_of(window)
    exported = Path(window.extras.export_log(str(tmp_path / "log.txt"))).read_text(encoding="utf-8")
    copied = history_panel.report_problem(window, window.model.match, quiet=True)
    for text in [*screen_texts(window), *shown, exported, copied, QApplication.clipboard().text()]:
        for secret in secrets:
            assert secret not in text, f"{secret!r} is on screen in {text[:200]!r}"


def start_from_the_dialog(window) -> None:
    """A game of two people begun as a player begins one: Game ▸ New, with the seed the dialog draws."""
    dialog = window.open_new_game_dialog()
    dialog.set_game("tiny")
    dialog.players.setValue(2)
    for seat in range(2):
        dialog.rows[seat][3].setCurrentIndex(dialog.rows[seat][3].findData("human"))
    dialog.accept()


def test_no_seed_on_screen_during_the_game_and_shown_after_it(qtbot, window, tmp_path):
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)  # every status message, however brief
    start_from_the_dialog(window)
    match = window.model.match
    assert match.seed == SEED and shown  # the game began with a status message
    while not match.is_over():
        window.lift_curtain()
        assert_hidden(window, shown, tmp_path)
        window.play(match.legal_actions(window.viewer)[0])
        window.hot_seat.close_notice()
    # over: the end screen and the exported log name the seed; the report carries it again
    qtbot.waitUntil(lambda: window.ending.dialog is not None and window.ending.dialog.isVisible())
    assert str(SEED) in window.ending.dialog.seed.text()
    assert f"Seed {SEED}; " in Path(window.extras.export_log(str(tmp_path / "end.txt"))).read_text(encoding="utf-8")
    assert json.loads(history_panel.report_problem(window, match, quiet=True))["seed"] == SEED
    window.ending.dialog.close()


@pytest.mark.qt_no_exception_capture
def test_the_crash_dialog_shows_no_seed_during_a_game(qtbot, window, monkeypatch):
    from zsgames.ui.dialogs import crash_dialog

    start_from_the_dialog(window)
    window.lift_curtain()
    crash = crash_dialog.install_for_window(window)
    try:
        try:
            raise RuntimeError("a board part failed")
        except RuntimeError as exc:
            crash.handle(RuntimeError, exc, exc.__traceback__)
        assert crash.dialog is not None
        crash.dialog.copy_report()
        texts = [
            crash.dialog.report,
            crash.dialog.message.text(),
            crash.dialog.detail.text(),
            QApplication.clipboard().text(),
            *screen_texts(window),
        ]
        for text in texts:
            assert str(SEED) not in text
        log = (crash_dialog.log_dir() / crash_dialog.LOG_NAME).read_text(encoding="utf-8")
        assert f'"seed": {SEED}' in log  # the file keeps what a developer needs
        crash.dialog.close()
    finally:
        crash.uninstall()
    box = window.findChild(QMessageBox, "reportProblemBox")
    if box is not None:
        box.close()
