"""Game ▸ Confirm end of turn: a pass or an end of turn is asked about first; No costs nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.support import qt_drag
from tests.support.board_harness import open_window, seat_config
from zsgames.core import registry
from zsgames.core.match import Match
from zsgames.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def answer_next_question(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Press ``button`` on the next modal question, noting its text."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press)
            return
        asked.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, press)


def at_an_end_of_turn(qtbot, window: MainWindow, game: str):
    """Start ``game`` with a human at seat 0 and play its first moves until seat 0 may end a turn."""
    match = Match(registry.get(game), seat_config("human", "random", "random"), 3)
    window.start_match(match)
    ends = registry.get(game).info.ends_turn
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(window.model.legal(0)) and window.viewer == 0, timeout=10_000)
        legal = window.model.legal(0)
        passes = [a for a in legal if a.kind in ends]
        if passes and window.scene.bindings.items_for(passes[0])[0]:
            return passes[0]
        window.play(legal[0])
    raise AssertionError(f"{game}: no pass or end of turn within 200 moves")


@pytest.mark.parametrize("game", ["zongshi", "cuzhi"])
def test_a_pass_waits_for_yes_and_no_takes_nothing(qtbot, window, game):
    window.end_of_turn.action.setChecked(True)
    end = at_an_end_of_turn(qtbot, window, game)
    played = len(window.model.match.actions)
    asked: list[str] = []
    answer_next_question(QMessageBox.StandardButton.No, asked)
    qt_drag.gesture(qtbot, window.board_view, end)
    assert asked and str(end.label) in asked[0]
    assert len(window.model.match.actions) == played  # No: nothing played
    answer_next_question(QMessageBox.StandardButton.Yes, asked)
    qt_drag.gesture(qtbot, window.board_view, end)
    assert len(asked) == 2
    assert window.model.match.actions[played] == end  # Yes: played


def test_off_by_default_and_remembered(qtbot, window):
    assert not window.end_of_turn.action.isChecked()
    end = at_an_end_of_turn(qtbot, window, "zongshi")
    played = len(window.model.match.actions)
    qt_drag.gesture(qtbot, window.board_view, end)  # no question: played at once
    assert window.model.match.actions[played] == end
    window.end_of_turn.action.trigger()
    other = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(other)
    assert other.end_of_turn.action.isChecked()
    assert other.end_of_turn.action in other.menus.game.actions()
    other.end_of_turn.action.trigger()
    other.runner.shutdown()
    other.hints.shutdown()


def test_zooscape_has_nothing_to_confirm():
    assert registry.get("zooscape").info.ends_turn == frozenset()
