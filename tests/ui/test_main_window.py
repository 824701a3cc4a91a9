"""The application shell driven like a person would: dialog, drags, list, curtain, files."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser

from tests.support import qt_drag
from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from tests.support.tiny_game import CalmTinyGame as CalmTiny
from zsgames.core import snapshot
from zsgames.core.info import GameInfo
from zsgames.core.match import Match
from zsgames.core.options import OptionSpec
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.window.main_window import MainWindow
from zsgames.ui.window.window_files import resumable


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1200, 760)


def centre(item):
    return item.sceneBoundingRect().center()


def test_new_game_from_the_dialog_then_drag_a_pawn(qtbot, window):
    dialog = window.open_new_game_dialog()
    dialog.set_game("tiny")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    dialog.players.setValue(2)
    dialog.rows[0][3].setCurrentIndex(dialog.rows[0][3].findData("human"))
    dialog.rows[1][3].setCurrentIndex(dialog.rows[1][3].findData("random"))
    dialog.seed.setText("11")
    dialog.accept()
    assert window.model is not None and window.model.game is GAME
    assert window.model.match.seed == 11
    assert window.banner.text() == "Blue — move your pawn"
    scene, start = window.scene, window.model.match.state.positions[0]
    qt_drag.drag(qtbot, window.board_view, centre(scene.pawns[0]), centre(scene.cells[start + 1]))
    qtbot.waitUntil(lambda: window.model.match.state.moves >= 2)  # Blue moved, then the bot replied
    assert window.model.match.actions[0].args == (start + 1,)


def test_the_dialog_remembers_the_last_choice(qtbot, window):
    dialog = window.open_new_game_dialog()
    dialog.set_game("tiny")
    dialog.players.setValue(3)
    dialog.rows[2][1].setText("Grandma")
    dialog.accept()
    again = window.open_new_game_dialog()
    assert again.game_box.currentData() == "tiny"
    assert again.players.value() == 3
    assert again.rows[2][1].text() == "Grandma"
    again.reject()


def test_the_action_list_is_the_keyboard_path(qtbot, window):
    window.start_match(Match(GAME, config("human", "human"), 3))
    window.lift_curtain()
    labels = [window.actions_list.item(i).text() for i in range(window.actions_list.count())]
    assert labels == [str(a) for a in window.model.match.legal_actions(0)]
    expected = window.model.match.legal_actions(0)[1]
    window.actions_list.setFocus()
    window.actions_list.setCurrentRow(1)
    assert {c for c, zone in window.scene.cells.items() if zone.lit} == {expected.args[0]}  # the hint
    qtbot.keyClick(window.actions_list, Qt.Key.Key_Return)
    assert window.model.match.actions == [expected]


def test_a_bot_game_plays_to_the_end_off_the_gui_thread(qtbot, window):
    window.start_match(Match(GAME, config("random", "easy", "random"), 8))
    qtbot.waitUntil(lambda: window.model.match.is_over(), timeout=20000)
    qtbot.waitUntil(lambda: window.ending.dialog is not None)
    assert window.banner.text().startswith("Game over")
    assert window.score_model.winners == set(GAME.winner(window.model.match.state).winners)


def test_bad_file_shows_the_reason_and_keeps_the_game(qtbot, window, tmp_path):
    window.start_match(Match(GAME, config("human", "random"), 3))
    before = window.model.match
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json at all")
    assert not window.files.open(str(bad))
    assert window.last_error is not None and "not a zsgames save" in window.last_error.text()
    assert window.model.match is before
    window.last_error.close()


def test_save_and_open_round_trip(qtbot, window, tmp_path):
    window.start_match(Match(GAME, config("human", "human"), 5))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    path = tmp_path / "game.json"
    assert window.files.write(str(path))
    window.start_match(Match(GAME, config("human", "random"), 9))
    assert window.files.open(str(path))
    assert len(window.model.match.actions) == 1 and window.model.path == str(path)


def test_hot_seat_curtain_before_each_private_decision(qtbot, window):
    window.start_match(Match(GAME, config("human", "human"), 5))
    assert window.curtain_up and window.stack.currentWidget() is window.curtain
    assert window.banner.text() == "Pass the computer to Blue"
    assert window.actions_list.item(0).text() == "(nothing to decide now)"
    assert all("You drew" not in window.log_model.text(r) for r in range(window.log_model.rowCount()))
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert not window.curtain_up and window.stack.currentWidget() is window.board_view
    window.play(window.model.match.legal_actions(0)[0])
    # Blue sees the card they drew, alone, before the screen passes on
    assert window.stack.currentWidget() is window.curtain and window.curtain.texts[0].startswith("You drew a ")
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # Done
    assert window.curtain_up and window.banner.text() == "Pass the computer to Orange"
    texts = [window.log_model.text(r) for r in range(window.log_model.rowCount())]
    assert "Blue drew a card" in texts  # Orange must not read Blue's card before taking over


def test_solo_game_shows_no_curtain(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    assert not window.curtain_up and window.viewer == 0


def test_autosave_after_every_action_and_resume(qtbot, window):
    window.start_match(Match(GAME, config("human", "human"), 6))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    assert window.autosaver.flush()  # written off the GUI thread: wait for it
    assert str(autosave_path()).startswith(str(autosave_path().parent))
    saved = snapshot.load(autosave_path())
    assert saved.actions == window.model.match.actions
    match = resumable()
    assert match is not None and match.actions == saved.actions
    other = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(other)
    assert other.files.resume()
    assert other.model.match.actions == saved.actions


def test_refusals_reach_the_status_bar(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    window.scene.refused.emit("that is Orange's pawn")
    assert window.statusBar().currentMessage() == "That is Orange's pawn"


def test_undo_is_refused_across_a_draw_with_the_reason(qtbot, window):
    """Undo stays pressable and says why it cannot go back (it used to be greyed out, silently)."""
    window.start_match(Match(GAME, config("human", "human"), 5))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    window.hot_seat.close_notice()
    window.lift_curtain()
    assert "already seen" in window.menus.undo.toolTip() or "moved since" in window.menus.undo.toolTip()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    said = window.statusBar().currentMessage()
    assert said.startswith("Cannot undo: ") and ("already seen" in said or "moved since" in said)
    assert len(window.model.match.steps) == 1


def test_closing_cancels_a_thinking_bot(qtbot, window):
    window.runner.delay_ms = 60_000
    window.start_match(Match(GAME, config("random", "random"), 5))
    generation = window.runner.generation
    window.close()
    assert window.runner.generation > generation and not window.runner.thinking
    qtbot.wait(20)
    assert window.model.match.actions == []


def test_rules_help_opens(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    window.help_commands.rules()
    browser = window.help_commands.dialog.findChild(QTextBrowser)
    assert "Tiny Test Game" in browser.toPlainText()
    window.help_commands.dialog.close()


FIRST_PLAYER = (
    OptionSpec("first", int, None, "who starts", seat=True, label="First player", offers=((None, "Random"),)),
)


def test_game_options_offered_by_the_game_reach_the_config(qtbot, window, monkeypatch):
    # an option declared with a label is offered: its offers, then every seat
    monkeypatch.setattr(type(GAME), "info", replace(GAME.info, options=FIRST_PLAYER))
    dialog = window.open_new_game_dialog()
    dialog.set_game("tiny")
    dialog.players.setValue(2)
    box = dialog.option_boxes["first"]
    assert [box.itemText(i) for i in range(box.count())] == ["Random", "Player 1", "Player 2"]
    box.setCurrentIndex(2)
    dialog.accept()
    assert window.model.match.config.option("first") == 1


def test_an_option_the_game_does_not_allow_is_refused_and_starts_nothing(qtbot, window, monkeypatch):
    """The New-game dialog's options go through the same check as a save's."""
    window.start_match(Match(GAME, config("human", "random"), 5))
    before = window.model.match
    offer = [("first", "First player", [(7, "Seat 8")])]  # a declaration refuses this: offered here by hand
    monkeypatch.setattr(GameInfo, "offered_options", lambda self, players: offer)
    monkeypatch.setattr(type(GAME), "info", replace(GAME.info, options=FIRST_PLAYER))
    dialog = window.open_new_game_dialog()
    dialog.set_game("tiny")
    dialog.players.setValue(2)
    dialog.accept()
    assert window.model.match is before
    assert window.last_error.text() == "option first must be a seat from 0 to 1, not 7"


def test_the_dialog_offers_the_declared_options_with_their_help_and_defaults(qtbot, window):
    """Zooscape's offers are its GameInfo options: each box says the spec's help and starts on its
    default; a choice made reaches the config through the same check as a save's."""
    from zsgames.core import registry

    zooscape = registry.get("zooscape")
    dialog = window.open_new_game_dialog()
    dialog.set_game("zooscape")
    dialog.players.setValue(4)
    assert list(dialog.option_boxes) == ["first_master", "memory_aid"]
    for name, box in dialog.option_boxes.items():
        spec = zooscape.info.option(name)
        assert box.toolTip() == spec.help
        assert box.currentData() is None  # not set: the rules use the default (drawn master, no aid)
    first = dialog.option_boxes["first_master"]
    assert [first.itemData(i) for i in range(first.count())] == [None, 0, 1, 2, 3]
    first.setCurrentIndex(first.findData(2))
    game = dialog.result_game()
    assert game.config.option("first_master") == 2 and game.config.players == 4
    dialog.reject()


def test_rematch_keeps_the_players_with_a_new_seed(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    old = window.model.match
    window.ending.rematch()
    assert window.model.match is not old and window.model.match.config == old.config


def test_hint_lights_a_legal_move_on_the_board(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    window.hinting.ask()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=15000)
    lit = {c for c, zone in window.scene.cells.items() if zone.lit}
    legal = {a.args[0] for a in window.model.match.legal_actions(0)}
    assert 1 <= len(lit) <= 3 and lit <= legal  # the top three proposals (fewer if fewer moves)


def test_solo_undo_takes_back_the_bot_reply_too_and_redo_restores_it(qtbot, window):
    window.start_match(Match(CalmTiny(), config("human", "random"), 5))
    window.play(window.model.match.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(window.model.match.actions) == 2)  # the bot replied
    played = list(window.model.match.actions)
    assert window.menus.undo.isEnabled()
    window.menus.undo.trigger()
    assert window.model.match.actions == [] and window.viewer == 0
    assert window.menus.redo.isEnabled()
    window.menus.redo.trigger()
    assert window.model.match.actions == played
