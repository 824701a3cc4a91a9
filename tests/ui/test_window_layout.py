"""The layout never jumps: hints, long banners and status messages leave the window's size and the
board's place alone; the window works at 1024×700 and keeps the board's room at 1280×800."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from tests.support.board_harness import open_window
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.window.window_hints import decision_key

LARGEST = {"zongshi": 5, "zooscape": 6, "cuzhi": 4}


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def geometry(window):
    return (
        window.size(),
        window.board_view.geometry(),
        window.banner.height(),
        window.extras.history_dock.geometry(),
        window.players_dock.geometry(),
    )


def solo(name: str, players: int = 3) -> Match:
    seats = [{"controller": "human" if seat == 0 else "normal"} for seat in range(players)]
    return Match(registry.get(name), GameConfig.make(players, seats=seats), 2)


def test_a_hint_never_resizes_the_window_or_squeezes_the_docks(qtbot, window):
    seats = [{"controller": "human"} for _ in range(4)]
    window.start_match(Match(registry.get("cuzhi"), GameConfig.make(4, seats=seats), 2))
    qtbot.wait(10)
    before = geometry(window)
    legal = window.model.legal(window.viewer)
    assert len(legal) >= 3
    reason = "keeps the best cricket for the tribute next round and leaves the others short of grass " * 3
    window.hinting.key = decision_key(window.model)
    window.hinting.ready([(a, 0.5, reason) for a in legal[:3]])
    qtbot.wait(10)
    assert window.hint_panel.isVisible() and len(window.hint_panel.rows) == 3
    assert geometry(window) == before
    window.hint_panel.clear()
    qtbot.wait(10)
    assert geometry(window) == before  # the history dock gets its height back


def test_a_long_banner_stays_one_line_and_the_board_stays_put(qtbot, window):
    window.runner.delay_ms = 60_000  # the bots stay out of it
    window.start_match(solo("zongshi", 5))
    qtbot.wait(10)
    before = geometry(window)
    long = "Blue — " + "place the apprentice on a townsperson who has not been visited this round, " * 3
    window.set_banner(long, 0)
    qtbot.wait(10)
    assert geometry(window) == before
    assert window.banner.text() == long and window.banner.toolTip() == long
    assert window.banner.shown_text().endswith("…") and len(window.banner.shown_text()) < len(long)


def test_long_status_messages_and_last_moves_never_widen_the_window(qtbot, window):
    window.start_match(solo("zooscape", 6))
    qtbot.wait(10)
    before = geometry(window)
    window.statusBar().showMessage("Orange takes the whole group: " + "a sword, a fan, " * 30)
    window.last_move.setText("Last move: " + "Green puts the apprentice into group 1, " * 20)
    window.last_move.show()
    qtbot.wait(10)
    assert geometry(window) == before
    assert window.last_move.width() <= 560


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_the_board_keeps_its_room_at_1280x800(qtbot, window, name):
    seats = [{"controller": "human"} for _ in range(LARGEST[name])]
    window.start_match(Match(registry.get(name), GameConfig.make(LARGEST[name], seats=seats), 1))
    qtbot.wait(10)
    size = window.board_view.viewport().size()
    assert size.width() >= 934 and size.height() >= 715


def test_the_window_is_usable_at_1024x700(qtbot):
    gen = open_window(qtbot, 1024, 700)
    window = next(gen)
    try:
        for name, players in LARGEST.items():
            seats = [{"controller": "human"} for _ in range(players)]
            window.start_match(Match(registry.get(name), GameConfig.make(players, seats=seats), 1))
            qtbot.wait(10)
            assert window.size() == QSize(1024, 700)  # nothing forces it bigger
            view = window.board_view.viewport().size()
            assert view.width() >= 720 and view.height() >= 600  # the board has most of the room
            assert window.players_dock.isVisible() and window.players_dock.width() >= 240
            assert window.actions_list.height() >= 44
    finally:
        gen.close()
