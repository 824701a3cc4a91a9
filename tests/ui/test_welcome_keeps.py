"""From the welcome, starting any other game keeps the unfinished game that Resume offers.

The last run's unfinished game is in the autosave; Quick game, New game…, a recent game, Open…,
a recorded game from the statistics and "Play a real game" after a lesson would write over it.
Each keeps it first as a file in ``games/`` (in Open Recent, named in the status bar); Resume and a
lesson leave it where it is; an autosave this version cannot read is set aside and said.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from tests.support import qt_drag
from tests.support.board_harness import open_window
from zsgames.core import registry, snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.shared.paths import autosave_path, data_dir
from zsgames.ui.welcome.welcome import WelcomeScene
from zsgames.ui.window.window_files import recent_paths


def save_unfinished(path: Path, name: str = "cuzhi", moves: int = 5, seed: int = 4) -> Match:
    game = registry.get(name)
    match = Match(game, GameConfig.make(3, seats=[{"controller": "human"}] * 3), seed)
    for _ in range(moves):
        match.apply(match.legal_actions(match.deciders()[0])[0])
    snapshot.atomic_write_text(path, snapshot.dumps(match))
    return match


@pytest.fixture
def left():
    """The last run's unfinished game, in the autosave before the window starts."""
    return save_unfinished(autosave_path())


@pytest.fixture
def window(qtbot, left):
    windows = open_window(qtbot, 1280, 800)
    w = next(windows)
    qtbot.waitUntil(lambda: ("resume", "") in welcome(w).buttons, timeout=20000)  # as the player sees it
    yield w
    windows.close()


def welcome(window) -> WelcomeScene:
    scene = window.board_view.scene()
    assert isinstance(scene, WelcomeScene)
    return scene


def click_button(qtbot, window, what: str, key: str) -> None:
    button = welcome(window).buttons[(what, key)]
    qt_drag.click(qtbot, window.board_view, button.sceneBoundingRect().center())


def kept_files() -> list[Path]:
    return sorted((data_dir() / "games").glob("*.json"))


def assert_kept(qtbot, window, left: Match) -> Path:
    """The left game is in games/, heads the recent games, and the status bar names it."""
    assert window.autosaver.flush()
    qtbot.waitUntil(lambda: len(kept_files()) == 1, timeout=10000)
    kept = kept_files()[0]
    assert kept.name.startswith("cuzhi-")
    assert snapshot.load(kept).actions == left.actions
    qtbot.waitUntil(lambda: recent_paths()[:1] == [str(kept)], timeout=5000)
    message = window.statusBar().currentMessage()
    assert f"Your unfinished game (Cuzhi 促织, 5 moves) is kept as {kept.name}" in message
    assert snapshot.load(autosave_path()).actions == window.model.match.actions  # the new game's autosave
    return kept


def test_quick_game_keeps_the_unfinished_game(qtbot, window, left):
    click_button(qtbot, window, "quick", "zongshi")
    assert window.model is not None and window.model.game.name == "zongshi"
    assert_kept(qtbot, window, left)


def test_new_game_keeps_the_unfinished_game(qtbot, window, left):
    click_button(qtbot, window, "new", "zooscape")
    dialog = window.files.new_game_dialog
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.model is not None and window.model.game.name == "zooscape"
    assert_kept(qtbot, window, left)


def test_a_recent_game_keeps_the_unfinished_game(qtbot, window, left, tmp_path):
    other = save_unfinished(tmp_path / "evening.json", name="zongshi", moves=2)
    window.files.remember(str(tmp_path / "evening.json"))
    window.refresh()
    click_button(qtbot, window, "recent", str(tmp_path / "evening.json"))
    assert window.model is not None and window.model.match.actions == other.actions
    assert_kept(qtbot, window, left)


def test_open_keeps_the_unfinished_game(qtbot, window, left, tmp_path, monkeypatch):
    other = save_unfinished(tmp_path / "evening.json", name="zongshi", moves=2)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "evening.json"), ""))
    window.menus.open.trigger()  # Game ▸ Open…
    assert window.model is not None and window.model.match.actions == other.actions
    assert_kept(qtbot, window, left)


def test_a_recorded_game_from_the_statistics_keeps_the_unfinished_game(qtbot, window, left):
    recorded = Match(registry.get("cuzhi"), GameConfig.make(2), 3)
    while not recorded.is_over():
        recorded.apply(recorded.legal_actions(recorded.deciders()[0])[0])
    assert window.tools.open_recorded(snapshot.to_dict(recorded), "a recorded game")  # what the statistics call
    assert window.model is not None and window.model.match.is_over()
    assert_kept(qtbot, window, left)


def test_a_lesson_leaves_the_autosave_alone_and_the_game_after_it_keeps_it(qtbot, window, left):
    before = autosave_path().read_bytes()
    click_button(qtbot, window, "learn", "cuzhi")
    assert window.lessons.active
    qtbot.mouseClick(window.lesson_panel.leave, Qt.MouseButton.LeftButton)  # Leave lesson
    assert window.model is None and autosave_path().read_bytes() == before and not kept_files()
    qtbot.waitUntil(lambda: ("resume", "") in welcome(window).buttons, timeout=20000)  # still offered
    click_button(qtbot, window, "learn", "zongshi")
    from zsgames.ui.window.window_lesson import real_game

    window.start_match(real_game("zongshi", 3))  # the lesson's "Play a real game"
    assert_kept(qtbot, window, left)


def test_resume_keeps_no_copy(qtbot, window, left):
    click_button(qtbot, window, "resume", "")
    assert window.model is not None and window.model.match.actions == left.actions
    assert window.autosaver.flush()
    qtbot.wait(50)
    assert not kept_files() and "kept as" not in window.statusBar().currentMessage()


def test_a_finished_or_untouched_autosave_is_written_over(qtbot, tmp_path):
    save_unfinished(autosave_path(), moves=0)
    windows = open_window(qtbot, 1280, 800)
    window = next(windows)
    click_button(qtbot, window, "quick", "zongshi")
    assert window.autosaver.flush()
    qtbot.wait(50)
    assert not kept_files() and snapshot.load(autosave_path()).game.name == "zongshi"
    windows.close()


@pytest.mark.parametrize("spoil", ["newer version", "long name"])
def test_an_autosave_this_version_cannot_read_is_set_aside_and_said(qtbot, spoil):
    match = save_unfinished(autosave_path())
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    if spoil == "newer version":
        data["version"] = snapshot.VERSION + 1
    else:
        data["config"]["names"][0] = "N" * 60
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    original = autosave_path().read_bytes()
    windows = open_window(qtbot, 1280, 800)
    window = next(windows)
    aside = data_dir() / "autosave.unreadable-*.json"
    qtbot.waitUntil(lambda: "could not be read" in window.statusBar().currentMessage(), timeout=20000)
    assert len(list(data_dir().glob(aside.name))) == 1
    moved = next(data_dir().glob(aside.name))
    assert moved.read_bytes() == original and not autosave_path().exists()
    assert moved.name in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage().startswith("The last game could not be read by this version (")
    assert ("resume", "") not in welcome(window).buttons and not window.menus.resume.isEnabled()
    click_button(qtbot, window, "quick", "zooscape")  # the next game leaves the set-aside file alone
    assert window.autosaver.flush()
    assert moved.read_bytes() == original and snapshot.load(autosave_path()).game.name == "zooscape"
    assert len(match.actions) == 5
    windows.close()
