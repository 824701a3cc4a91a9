"""Nothing is refused in silence: undo says why, leaving a game asks first, seeds are not kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.match import Match


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def a_game_with_moves(window) -> Match:
    window.start_match(Match(GAME, config("human", "human"), 5))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    window.hot_seat.close_notice()
    return window.model.match


def test_undo_with_nothing_to_take_back_says_so(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    assert window.menus.undo.isEnabled()
    window.menus.undo.trigger()
    assert window.statusBar().currentMessage() == "Cannot undo: there is nothing to take back yet"
    window.menus.redo.trigger()
    assert window.statusBar().currentMessage() == "Cannot redo: there is nothing to redo"


def test_new_game_over_an_unfinished_one_asks_and_stay_keeps_it(qtbot, window):
    old = a_game_with_moves(window)
    dialog = window.open_new_game_dialog()
    dialog.accept()
    box = window.files.leave_guard.box
    assert box is not None and box.isVisible()
    assert box.text().startswith(f"Leave this game of {GAME.display_name} (1 move played)")
    assert "Open Recent" in box.informativeText()
    stay = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    qtbot.mouseClick(stay, Qt.MouseButton.LeftButton)
    assert window.model.match is old


def test_leaving_keeps_the_game_where_the_question_said(qtbot, window):
    old = a_game_with_moves(window)
    dialog = window.open_new_game_dialog()
    dialog.accept()
    box = window.files.leave_guard.box
    name = box.informativeText().split("“")[1].split("”")[0]
    leave = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(leave, Qt.MouseButton.LeftButton)
    assert window.model.match is not old and not window.model.match.steps
    recent = [window.menus.recent.actions()[i].toolTip() for i in range(len(window.menus.recent.actions()))]
    kept = Path(recent[0])
    assert kept.name == name and snapshot.load(kept).actions == old.actions


def test_opening_a_file_over_an_unfinished_game_asks_first(qtbot, window, tmp_path):
    other = Match(GAME, config("human", "random"), 9)
    path = tmp_path / "other.json"
    snapshot.save(other, path)
    old = a_game_with_moves(window)
    assert window.files.open(str(path))
    assert window.model.match is old and window.files.leave_guard.box is not None
    window.files.leave_guard.box.reject()
    assert window.model.match is old


def test_a_finished_or_untouched_game_is_left_without_asking(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    dialog = window.open_new_game_dialog()
    dialog.accept()
    assert window.files.leave_guard.box is None


def test_the_new_game_dialog_never_keeps_the_last_seed(qtbot, window):
    dialog = window.open_new_game_dialog()
    dialog.set_game("tiny")
    dialog.seed.setText("1234")
    dialog.accept()
    assert window.model.match.seed == 1234
    again = window.open_new_game_dialog()
    assert again.seed.text() == ""  # empty: a fresh random deal
    seeds = {again.result_game().seed for _ in range(3)}
    assert len(seeds) == 3
    again.reject()


def test_resume_is_off_while_the_last_game_is_the_one_on_screen(qtbot, window):
    a_game_with_moves(window)
    assert not window.menus.resume.isEnabled()
