"""Player journeys: whole flows across screens, by real clicks and keys on the window.

Bugs live between screens, so each test walks a player's evening from the first screen on —
Quick game, a few moves, Close game, Resume, another game, Open Recent, the game kept when
another one starts — and checks after every step that no game the player did not throw away is
lost: each one is still found by Resume or among the recent games, with every move it had.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.support import qt_drag
from tests.support.board_harness import open_window
from zsgames.core import snapshot
from zsgames.ui.shared.paths import autosave_path, data_dir
from zsgames.ui.welcome.welcome import WelcomeScene
from zsgames.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def welcome(window: MainWindow) -> WelcomeScene:
    scene = window.board_view.scene()
    assert isinstance(scene, WelcomeScene), "the first screen is not shown"
    return scene


def click(qtbot, window: MainWindow, what: str, key: str) -> None:
    """A real click on one of the welcome's buttons."""
    button = welcome(window).buttons[(what, key)]
    qt_drag.click(qtbot, window.board_view, button.sceneBoundingRect().center())


def my_turn(window: MainWindow) -> bool:
    model = window.model
    return (
        model is not None
        and not model.match.is_over()
        and not window.curtain_up
        and window.actions_list.count() > 0
        and any(model.controller(s) == "human" for s in model.match.deciders())
    )


def play_by_keys(qtbot, window: MainWindow, moves: int) -> None:
    """Play ``moves`` of the human's moves as a player would from the keyboard: the moves list,
    the first entry, Enter (bots answer in between at instant speed)."""
    for _ in range(moves):
        qtbot.waitUntil(lambda: my_turn(window), timeout=30000)
        before = len(window.model.match.actions)
        moves_list = window.actions_list
        moves_list.setFocus()
        moves_list.setCurrentRow(0)
        qtbot.keyClick(moves_list, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda before=before: len(window.model.match.actions) > before, timeout=10000)


def close_game(qtbot, window: MainWindow) -> None:
    """Game ▸ Close game by its shortcut."""
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.model is None, timeout=5000)


def saved_actions(path: Path) -> list:
    return json.loads(path.read_text(encoding="utf-8"))["actions"]


def kept_games() -> list[Path]:
    folder = data_dir() / "games"
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def wait_kept(qtbot, count: int) -> list[Path]:
    """The kept games once there are ``count`` of them, each written whole (the keeper claims the
    name first, then writes)."""

    def whole() -> bool:
        paths = kept_games()
        return len(paths) == count and all(p.stat().st_size > 0 for p in paths)

    qtbot.waitUntil(whole, timeout=10000)
    return kept_games()


def wait_resume(qtbot, window: MainWindow) -> str:
    qtbot.waitUntil(lambda: ("resume", "") in welcome(window).buttons, timeout=20000)
    return welcome(window).buttons[("resume", "")].text


def test_quick_game_close_resume_another_game_and_open_recent_lose_nothing(qtbot, window):
    # an evening's first game: Quick game on the Cuzhi card, a few moves, then back to the first screen
    click(qtbot, window, "quick", "cuzhi")
    assert window.model is not None and window.model.game.name == "cuzhi"
    play_by_keys(qtbot, window, 3)
    first = list(window.model.match.actions)
    close_game(qtbot, window)
    assert wait_resume(qtbot, window).startswith("Resume: Cuzhi")
    assert saved_actions(autosave_path()) == [a.to_json() for a in first]

    # Resume brings back exactly that game, and it goes on
    click(qtbot, window, "resume", "")
    assert window.model is not None and window.model.match.actions == first
    play_by_keys(qtbot, window, 2)
    first = list(window.model.match.actions)
    close_game(qtbot, window)
    wait_resume(qtbot, window)

    # a Quick game of another game from the first screen keeps the unfinished one
    click(qtbot, window, "quick", "zooscape")
    assert window.model is not None and window.model.game.name == "zooscape"
    play_by_keys(qtbot, window, 1)
    kept = wait_kept(qtbot, 1)[0]
    assert saved_actions(kept) == [a.to_json() for a in first]
    second = list(window.model.match.actions)
    close_game(qtbot, window)

    # the kept game is among the recent games of the first screen; opening it from there keeps the
    # Zooscape game left a moment ago
    window.refresh()
    qtbot.waitUntil(lambda: ("recent", str(kept)) in welcome(window).buttons, timeout=5000)
    click(qtbot, window, "recent", str(kept))
    assert window.model is not None and window.model.match.actions == first
    play_by_keys(qtbot, window, 1)
    zooscape_kept = [p for p in wait_kept(qtbot, 2) if p.name.startswith("zooscape")]
    assert len(zooscape_kept) == 1 and saved_actions(zooscape_kept[0]) == [a.to_json() for a in second]

    # every game of the evening loads and replays (none was written in a state its reader refuses)
    for path in [*kept_games(), autosave_path()]:
        snapshot.load(path)


def test_yesterdays_files_one_recent_game_and_an_unfinished_autosave(qtbot, tmp_path):
    """Yesterday's run left settings with one recent file (an INI file stores it as a plain string)
    and an unfinished autosave: today the recent game opens whole and Resume still offers yesterday's."""
    from tests.ui.test_welcome import save_unfinished
    from zsgames.ui.shared import settings_store

    evening = tmp_path / "evening.json"
    yesterday = save_unfinished(evening, "zongshi", moves=4)
    unfinished = save_unfinished(autosave_path(), "cuzhi", moves=6)
    settings_store.write(settings_store.RECENT_FILES, str(evening))  # how an INI file hands back one item

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert wait_resume(qtbot, window) == "Resume: Cuzhi 促织, 6 moves"
        recent = [key for what, key in welcome(window).buttons if what == "recent"]
        assert recent == [str(evening)]
        assert [a.text() for a in window.menus.recent.actions()] == ["evening.json"]
        click(qtbot, window, "recent", str(evening))
        assert window.model is not None and window.model.match.actions == yesterday.actions
        # yesterday's unfinished Cuzhi game left the autosave for this one: it is kept, not lost
        assert saved_actions(wait_kept(qtbot, 1)[0]) == [a.to_json() for a in unfinished.actions]
        close_game(qtbot, window)
        assert wait_resume(qtbot, window) == "Resume: Zong Shi, 4 moves"
        click(qtbot, window, "recent", str(kept_games()[0]))
        assert window.model is not None and window.model.match.actions == unfinished.actions
    finally:
        window.runner.shutdown()
        window.hints.shutdown()
        QApplication.processEvents()


def test_a_game_left_for_a_new_one_is_kept_once(qtbot, window):
    """Ctrl+N in the middle of a game, Start, "Leave and keep it": the game left is kept in one
    file (the question's), not again by the new game's autosave."""
    from PySide6.QtWidgets import QDialogButtonBox

    click(qtbot, window, "quick", "cuzhi")
    play_by_keys(qtbot, window, 2)
    left = list(window.model.match.actions)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.files.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    box = window.files.leave_guard.box
    assert box is not None and box.isVisible()
    qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Leave and keep it"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model is not None and window.model.match.actions != left, timeout=5000)
    play_by_keys(qtbot, window, 1)
    window.autosaver.flush()
    kept = wait_kept(qtbot, 1)
    assert saved_actions(kept[0]) == [a.to_json() for a in left]
    qtbot.wait(200)
    assert len(kept_games()) == 1


def test_hot_seat_from_the_first_screen_to_the_end(qtbot, window):
    """New game… on the Zooscape card, two people (Ann and Ben) and a bot: the curtain comes before
    each secret pick and, while it is up, none of Ann's or Ben's picks is on screen; the game is
    played to its end, which is recorded, and nothing is left to resume."""
    from PySide6.QtWidgets import QDialogButtonBox

    from tests.support.screen_texts import screen_texts
    from zsgames.stats.store import StatsStore

    click(qtbot, window, "new", "zooscape")
    dialog = window.files.new_game_dialog
    assert dialog is not None and dialog.game_box.currentData() == "zooscape"
    dialog.players.setValue(3)
    for row, (name, plays) in enumerate((("Ann", "human"), ("Ben", "human"), ("Bot", "easy"))):
        _number, name_edit, _colour, plays_box = dialog.rows[row]
        name_edit.setText(name)
        plays_box.setCurrentIndex(plays_box.findData(plays))
    dialog.seed.setText("5")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model is not None, timeout=5000)
    model = window.model
    assert [model.controller(s) for s in range(3)] == ["human", "human", "easy"]

    curtains = 0
    while not model.match.is_over():
        qtbot.waitUntil(lambda: model.match.is_over() or window.curtain_up or my_turn(window), timeout=30000)
        if model.match.is_over():
            break
        if window.curtain_up:
            curtains += 1
            shown = " ".join(screen_texts(window, board=False))
            for step in model.match.steps:
                for event in step.events:
                    for _seat, text in event.private:
                        if text and text != event.text:
                            assert str(text) not in shown, f"a secret is on screen behind the curtain: {text}"
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        play_by_keys(qtbot, window, 1)
    assert curtains >= 2  # Ann and Ben each took the computer before a secret pick

    qtbot.waitUntil(lambda: window.ending.dialog is not None, timeout=20000)
    window.stats_recorder.flush()
    recorded = StatsStore().records("zooscape")
    assert len(recorded) == 1 and recorded[0].moves == len(model.match.actions)
    assert [seat.name for seat in recorded[0].seats] == ["Ann", "Ben", "Bot"]
    qtbot.keyClick(window.ending.dialog, Qt.Key.Key_Escape)  # the end screen closed, then the board
    qtbot.waitUntil(lambda: window.ending.dialog is None, timeout=5000)
    window.activateWindow()  # what the window manager does once the dialog is gone (offscreen does not)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    close_game(qtbot, window)
    qtbot.wait(300)
    assert ("resume", "") not in welcome(window).buttons  # a finished game is not offered again
