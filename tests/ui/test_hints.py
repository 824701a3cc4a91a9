"""Hints in the window: top three proposals with win chance and reason, lit on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core.game import Action
from zsgames.core.match import Match
from zsgames.ui.panels.hint_panel import HintPanel, hint_text


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1200, 760)


def wait_for_hints(qtbot, window) -> None:
    qtbot.waitUntil(lambda: bool(window.hint_panel.proposals), timeout=20000)


def test_one_shortcut_asks_for_a_hint_and_the_button_and_the_menu_show_it_alike(window) -> None:
    """Issue 33: the button said (H) while the menu said Ctrl+H."""
    assert window.menus.hint.shortcuts() == [QKeySequence("Ctrl+H")]
    shown = window.menus.hint.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert window.hint_panel.button.text() == f"Hint ({shown})"
    assert f"({shown})" in window.hint_panel.button.toolTip()


def test_the_hint_button_shows_up_to_three_proposals_lit_on_the_board(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    assert window.hint_panel.button.isEnabled()
    qtbot.mouseClick(window.hint_panel.button, Qt.MouseButton.LeftButton)
    wait_for_hints(qtbot, window)
    legal = window.model.match.legal_actions(0)
    proposals = window.hint_panel.proposals
    assert 1 <= len(proposals) <= 3 and len(proposals) == min(3, len(legal))
    for action, win, reason in proposals:
        assert action in legal and 0.0 <= win <= 1.0 and reason
    assert len(window.hint_panel.rows) == len(proposals)
    assert "%" in window.hint_panel.rows[0].text_plain
    lit = {cell for cell, zone in window.scene.cells.items() if zone.lit}
    assert lit == {a.args[0] for a, _w, _r in proposals}


def test_clicking_a_proposal_selects_it_and_plays_nothing(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    window.menus.hint.trigger()
    wait_for_hints(qtbot, window)
    panel = window.hint_panel
    chosen = panel.proposals[-1][0]
    qtbot.mouseClick(panel.rows[-1], Qt.MouseButton.LeftButton)
    assert window.model.match.steps == []  # nothing played
    assert window.actions_list.currentItem().data(Qt.ItemDataRole.UserRole) == chosen
    lit = {cell for cell, zone in window.scene.cells.items() if zone.lit}
    assert lit == {chosen.args[0]}


def test_hints_go_away_once_the_move_is_made(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    window.menus.hint.trigger()
    wait_for_hints(qtbot, window)
    window.play(window.hint_panel.proposals[0][0])
    assert window.hint_panel.proposals == [] and window.hint_panel.isHidden()


def test_no_hint_while_a_bot_decides(qtbot, window):
    window.start_match(Match(GAME, config("random", "human"), 5))
    window.runner.cancel()
    if window.model.acting_human() is None:
        window.hinting.ask()
        assert window.hint_panel.isHidden()
        assert "hint is for the player deciding now" in window.statusBar().currentMessage().lower()


def test_panel_renders_reasons(qtbot, tmp_path):
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 200)
    proposals = [
        (Action(0, "select", (2,), "Choose group 2"), 0.62, "takes 2 swords (safe up to 3): +12"),
        (Action(0, "select", (1,), "Choose group 1"), 0.41, "takes 1 fan (safe up to 1), Lucky Cat: +5"),
    ]
    panel.show_hints(proposals)
    assert panel.rows[0].text_plain == hint_text(1, *proposals[0])
    assert "62 %" in panel.rows[0].text() and "+12" in panel.rows[0].text()
    assert panel.grab().save(str(tmp_path / "hints.png"))


def test_the_last_bot_move_stays_named_until_the_human_acts(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    assert window.last_move.isHidden()  # nothing played yet
    window.play(window.model.match.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(window.model.match.steps) == 2)  # the bot replied
    assert not window.last_move.isHidden()
    bot_step = window.model.match.steps[-1]
    assert window.last_move.text() == "Last move: " + next(e.text for e in bot_step.events if e.actor == 1)
    window.play(window.model.match.legal_actions(0)[0])
    if window.model.match.steps[-1].action.seat == 0:  # before the bot answers again
        assert window.last_move.isHidden()
