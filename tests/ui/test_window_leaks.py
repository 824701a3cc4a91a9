"""A window that plays game after game keeps its size (issue 34 item 9: memory grew ~6 MB and 18
windows per finished game, because every end screen, with its charts' menus, was closed and kept).

The games are the tiny test game between two Random bots, each started from the end screen's
"New game with same players" button, so every game ends through the window's own path (the rules
say it is over, the end screen opens, a click starts the next)."""

from __future__ import annotations

import gc
import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem
from PySide6.QtWidgets import QApplication

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core.match import Match
from zsgames.ui.dialogs.end_screen import EndScreen
from zsgames.ui.panels.log_model import LogModel
from zsgames.ui.shared.plots import plot_widget

GAMES = 20
#: Measured here: before the fix these 20 games added 103 MB (and 360 windows); after it, 8 MB (the
#: allocator keeping freed memory, the statistics and autosave writers; a Cuzhi window stays flat
#: from its 5th game to its 40th). 20 MB is 2.5 times what is left and a fifth of the old leak.
RSS_BOUND_MB = 20.0


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def settled(qtbot) -> None:
    qtbot.wait(20)  # the deferred deletions run in an event loop
    gc.collect()


def end_screen(qtbot, window) -> EndScreen:
    qtbot.waitUntil(lambda: window.ending.dialog is not None and window.ending.dialog.isVisible(), timeout=10_000)
    screen = window.ending.dialog
    assert isinstance(screen, EndScreen)
    return screen


def test_twenty_finished_games_in_one_window_leave_no_windows_and_little_memory(qtbot):
    gen = open_window(qtbot, 1280, 800)
    window = next(gen)
    try:
        window.start_match(Match(GAME, config("random", "random"), 3))
        for _ in range(3):  # warm up: the charts, fonts and caches made once
            qtbot.mouseClick(end_screen(qtbot, window).new_game_button, Qt.MouseButton.LeftButton)
        end_screen(qtbot, window)
        settled(qtbot)
        windows, memory = len(QApplication.topLevelWidgets()), rss_mb()
        for _ in range(GAMES):
            qtbot.mouseClick(end_screen(qtbot, window).new_game_button, Qt.MouseButton.LeftButton)
        screen = end_screen(qtbot, window)
        settled(qtbot)
        grown_windows = len(QApplication.topLevelWidgets()) - windows
        grown_mb = rss_mb() - memory
        assert grown_windows == 0, f"{grown_windows} more windows after {GAMES} games"
        assert grown_mb < RSS_BOUND_MB, f"{grown_mb:.1f} MB more after {GAMES} games"
        qtbot.mouseClick(screen.close_button, Qt.MouseButton.LeftButton)  # Close: the screen goes too
        settled(qtbot)
        assert window.ending.dialog is None
        assert not any(isinstance(w, EndScreen) for w in QApplication.topLevelWidgets())
    finally:
        next(gen, None)


def test_a_chart_takes_its_menus_with_it(qtbot):
    before = len(QApplication.topLevelWidgets())
    plot = plot_widget(background="w")
    assert len(QApplication.topLevelWidgets()) > before + 1  # pyqtgraph's menus are windows of their own
    plot.deleteLater()
    settled(qtbot)
    assert len(QApplication.topLevelWidgets()) == before


def test_rebuilding_the_log_keeps_no_row_of_the_old_one():
    model = LogModel()
    match = Match(GAME, config("random", "random"), 2)
    while not match.is_over():
        match.apply(GAME.legal_actions(match.state, GAME.current_deciders(match.state)[0])[0])
    events = [event for step in match.steps for event in step.events]
    assert len(events) >= 8
    gc.collect()
    wrappers = sum(type(o) is QStandardItem for o in gc.get_objects())
    for _ in range(5):  # another game, another viewer: the rows are built anew
        model.reset(events, None)
    gc.collect()
    assert model.rowCount() == len(events)
    assert sum(type(o) is QStandardItem for o in gc.get_objects()) - wrappers <= len(events)


def test_the_rules_and_the_error_boxes_go_once_closed(qtbot):
    gen = open_window(qtbot, 1280, 800)
    window = next(gen)
    try:
        settled(qtbot)
        windows = len(QApplication.topLevelWidgets())
        for name in ("zongshi", "zooscape", "cuzhi", "zongshi"):
            window.help_commands.rules(name)
            qtbot.waitExposed(window.help_commands.dialog)
            qtbot.keyClick(window.help_commands.dialog, Qt.Key.Key_Escape)  # closed as a player closes it
            window.show_error("Cannot open this file", "it is not a zsgames save")
            qtbot.waitUntil(window.last_error.isVisible)
            qtbot.keyClick(window.last_error, Qt.Key.Key_Escape)
            settled(qtbot)
        assert len(QApplication.topLevelWidgets()) == windows
    finally:
        next(gen, None)
