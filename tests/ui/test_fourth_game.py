"""A fourth game added as DEVELOPING.md says (a package and a board module, no registry line) is in
the window: its welcome card, New game… on it, and a game played to its end from the moves list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.support import fourth, qt_drag
from tests.support.board_harness import open_window
from zsgames.ui.welcome.welcome import WelcomeScene


@pytest.fixture
def window(qtbot):
    with fourth.installed():
        yield from open_window(qtbot)


def test_the_toy_game_is_found_started_and_played_to_its_end(qtbot, window):
    scene = window.board_view.scene()
    assert isinstance(scene, WelcomeScene)
    assert [g.name for g in scene.games] == ["zongshi", "zooscape", "cuzhi", "toy"]  # its card, last
    new_toy = scene.buttons[("new", "toy")]
    qt_drag.click(qtbot, window.board_view, new_toy.sceneBoundingRect().center())
    dialog = window.files.new_game_dialog
    assert dialog is not None and dialog.game_box.currentData() == "toy"
    dialog.players.setValue(2)
    _number, _name, _colour, plays = dialog.rows[1]
    plays.setCurrentIndex(plays.findData("random"))
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model is not None, timeout=5000)
    model = window.model
    assert model.game.name == "toy" and type(window.board_view.scene()).__name__ == "TinyBoard"

    while not model.match.is_over():
        qtbot.waitUntil(
            lambda: (
                model.match.is_over()
                or (window.actions_list.count() > 0 and model.controller(model.match.deciders()[0]) == "human")
            ),
            timeout=10000,
        )
        if model.match.is_over():
            break
        before = len(model.match.actions)
        window.actions_list.setFocus()
        window.actions_list.setCurrentRow(0)
        qtbot.keyClick(window.actions_list, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda before=before: len(model.match.actions) > before, timeout=5000)
    assert [a.seat for a in model.match.actions].count(0) == 4  # the tiny rules: four moves each
    qtbot.waitUntil(lambda: window.ending.dialog is not None, timeout=10000)
    qtbot.keyClick(window.ending.dialog, Qt.Key.Key_Escape)
