"""Files the app keeps never replace one another: two games left within one second keep two files."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.match import Match
from zsgames.ui.shared import kept_files
from zsgames.ui.window import leave_guard
from zsgames.ui.window.window_files import recent_paths


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def play_a_move(window, seed: int) -> Match:
    window.start_match(Match(GAME, config("human", "human"), seed))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    window.hot_seat.close_notice()
    return window.model.match


def leave_and_keep(qtbot, window) -> None:
    dialog = window.open_new_game_dialog()
    dialog.accept()
    box = window.files.leave_guard.box
    leave = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(leave, Qt.MouseButton.LeftButton)


def test_two_games_left_within_one_second_are_kept_in_two_files(qtbot, window, monkeypatch):
    monkeypatch.setattr(leave_guard, "stamp", lambda: "20260314-091530")  # the same second, for certain
    first = play_a_move(window, 5)
    leave_and_keep(qtbot, window)
    second = play_a_move(window, 6)
    dialog = window.open_new_game_dialog()
    dialog.accept()
    box_text = window.files.leave_guard.box.informativeText()
    assert "tiny-20260314-091530-2.json" in box_text  # the question names the file it will write
    leave = next(b for b in window.files.leave_guard.box.buttons() if b.text() == "Leave and keep it")
    qtbot.mouseClick(leave, Qt.MouseButton.LeftButton)
    kept = recent_paths()[:2]
    assert [p.rsplit("/", 1)[1] for p in kept] == ["tiny-20260314-091530-2.json", "tiny-20260314-091530.json"]
    assert snapshot.load(kept[1]).seed == first.seed and snapshot.load(kept[1]).actions == first.actions
    assert snapshot.load(kept[0]).seed == second.seed and snapshot.load(kept[0]).actions == second.actions


def test_a_name_taken_after_the_question_is_not_replaced(qtbot, window, monkeypatch):
    monkeypatch.setattr(leave_guard, "stamp", lambda: "20260314-091530")
    play_a_move(window, 5)
    dialog = window.open_new_game_dialog()
    dialog.accept()
    box = window.files.leave_guard.box
    asked = box.informativeText().split("“")[1].split("”")[0]
    from zsgames.ui.shared.paths import data_dir

    taken = data_dir() / "games" / asked
    taken.parent.mkdir(parents=True, exist_ok=True)
    taken.write_text("someone else's file", encoding="utf-8")  # another copy of the app, meanwhile
    qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Leave and keep it"), Qt.MouseButton.LeftButton)
    assert taken.read_text(encoding="utf-8") == "someone else's file"
    assert recent_paths()[0].endswith("tiny-20260314-091530-2.json")
    assert "tiny-20260314-091530-2.json" in window.statusBar().currentMessage()


def test_claim_takes_the_next_free_name_and_never_touches_a_file(tmp_path):
    (tmp_path / "a.json").write_text("1", encoding="utf-8")
    (tmp_path / "a-2.json").write_text("2", encoding="utf-8")
    assert kept_files.free_path(tmp_path, "a", ".json") == tmp_path / "a-3.json"
    assert kept_files.claim(tmp_path, "a", ".json") == tmp_path / "a-3.json"
    assert kept_files.claim(tmp_path, "a", ".json") == tmp_path / "a-4.json"
    assert [(tmp_path / n).read_text(encoding="utf-8") for n in ("a.json", "a-2.json")] == ["1", "2"]
    moved = kept_files.set_aside(tmp_path / "a.json", "a.unreadable-x", ".json")
    assert moved.name == "a.unreadable-x.json" and moved.read_text(encoding="utf-8") == "1"
