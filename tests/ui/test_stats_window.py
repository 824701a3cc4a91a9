"""The statistics in the window: a game played to its end is recorded once (undo and redo at the
end, reopening it: still once), Tools ▸ Statistics shows it, and a recorded game opens in the
history viewer."""

from __future__ import annotations

import pytest

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_board import TinyBoard
from tests.support.tiny_game import GAME
from tests.support.tiny_game import CalmTinyGame as CalmTiny
from zsgames.core import registry, snapshot
from zsgames.core.match import Match
from zsgames.stats.store import StatsStore, default_path
from zsgames.ui import boards


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


@pytest.fixture
def calm(monkeypatch):
    game = CalmTiny()
    monkeypatch.setitem(registry._registry, game.name, game)  # only for this test
    monkeypatch.setitem(boards._boards, game.name, TinyBoard)
    return game


def play_to_the_end(qtbot, window) -> None:
    """The human (seat 0) plays through the window; the bots answer on their own."""
    model = window.model
    while not model.match.is_over():
        qtbot.waitUntil(lambda: model.match.is_over() or window.viewer in model.human_deciders(), timeout=10000)
        if model.match.is_over():
            break
        legal = model.legal(window.viewer)
        window.play(legal[len(model.match.steps) // 2 % len(legal)])  # left and right in turn
    qtbot.waitUntil(lambda: window.ending.dialog is not None)
    assert window.stats_recorder.flush()


def loaded(qtbot, dialog):
    """The dialog once its background read has landed."""
    qtbot.waitUntil(lambda: not dialog.loading, timeout=10_000)
    return dialog


def kept() -> list:
    return StatsStore(default_path()).records()


def test_a_game_played_to_its_end_is_recorded_once_and_the_dialog_shows_it(qtbot, window):
    window.start_match(Match(GAME, config("human", "easy"), 7))
    assert kept() == []  # nothing of a game in play is kept
    play_to_the_end(qtbot, window)
    (record,) = kept()
    match = window.model.match
    assert record.moves == len(match.steps) and [s.controller for s in record.seats] == ["human", "easy"]
    assert {s.seat for s in record.seats if s.winner} == set(GAME.winner(match.state).winners)
    path = window.model.match  # reopened from its save (as Game ▸ Open does): not counted again
    window.ending.dialog.close()
    assert window.files.open_save(snapshot.to_dict(path), "the saved game")
    window.stats_recorder.flush()
    assert len(kept()) == 1

    window.menus.tools.actions()[1].trigger()  # Tools ▸ Statistics…
    dialog = loaded(qtbot, window.tools.stats)
    assert dialog.isVisible() and dialog.game_box.currentData() == "tiny"
    assert [dialog.player_box.itemText(i) for i in range(dialog.player_box.count())] == ["Blue", "Easy bot"]
    blue = next(s for s in record.seats if s.human)
    won = "1 won (100%)" if blue.winner else "0 won (0%)"
    assert dialog.headline.text() == f"Blue: 1 game played, {won} · best score {blue.total} · average {blue.total}"
    assert dialog.levels.rowCount() == 1 and dialog.levels.item(0, 0).text() == "Easy"
    assert dialog.levels.item(0, 1).text() == "1" and "–" in dialog.levels.item(0, 4).text()
    assert dialog.games_table.rowCount() == 1 and dialog.games_table.item(0, 3).text() == str(blue.total)
    assert dialog.score_chart is not None and dialog.level_chart is not None
    dialog.close()


def test_a_recorded_game_opens_in_the_history_viewer(qtbot, window):
    window.start_match(Match(GAME, config("human", "random", "random"), 4))
    play_to_the_end(qtbot, window)
    played = list(window.model.match.actions)
    window.ending.dialog.close()
    window.start_match(Match(GAME, config("human", "random"), 9))  # another game on screen
    dialog = window.tools.open_stats()
    dialog.set_game("tiny")
    loaded(qtbot, dialog)
    assert dialog.games_table.rowCount() == 1
    assert dialog.open_row(0)  # its save is read in the background
    qtbot.waitUntil(lambda: window.model.match.actions == played)
    model = window.model
    assert model.match.actions == played and model.match.is_over() and model.path is None
    assert window.extras.history.end == len(played) and window.extras.history.at_end
    assert window.extras.history_dock.isVisible()
    # issue 33: it said "continuing after 12 moves"
    assert window.statusBar().currentMessage() == f"{GAME.display_name}: a finished game of {len(played)} moves"
    window.extras.history.set_position(2)  # looking back through it
    assert window.banner.text().startswith(f"Looking back at move 2 of {len(played)}")
    window.stats_recorder.flush()
    assert len(kept()) == 1  # opened, not played: counted once


def test_undo_at_the_end_is_refused_and_the_game_stays_counted_once(qtbot, window, calm):
    window.start_match(Match(calm, config("human", "random"), 3))  # no chance wall: only the end stops undo
    play_to_the_end(qtbot, window)
    window.ending.dialog.close()
    window.edit.undo()
    assert window.statusBar().currentMessage() == "Cannot undo: the game is over; the final result stands"
    assert window.model.match.is_over() and window.stats_recorder.flush()
    assert len(kept()) == 1


def test_a_broken_statistics_file_is_set_aside_and_the_game_still_saved(qtbot, window):
    default_path().parent.mkdir(parents=True, exist_ok=True)
    default_path().write_text("a shopping list, not a database")
    window.start_match(Match(GAME, config("human", "random"), 5))
    play_to_the_end(qtbot, window)
    assert "could not be read" in window.statusBar().currentMessage()
    assert len(kept()) == 1
    assert any(p.name.startswith("stats.sqlite3.unreadable-") for p in default_path().parent.iterdir())
    assert window.autosaver.flush() and snapshot.load(window.autosaver.path).actions == window.model.match.actions


def test_with_no_game_on_screen_the_dialog_shows_the_game_played_last(qtbot, window):
    from tests.stats.test_store import finished
    from zsgames.stats.record import record_of

    StatsStore(default_path()).add(record_of(finished(4)))
    assert window.model is None
    dialog = loaded(qtbot, window.tools.open_stats())
    assert dialog.game_box.currentData() == "tiny" and dialog.games_table.rowCount() == 1
    assert dialog.player_box.currentText() == "Ann"  # people first
    dialog.close()
