"""Settings as another run (or a hand) left them: every value is read through one validated reader.

An INI file hands back text ("abc", "1.5", 10^23), a list of one as a plain string and lists of
any length; the app starts, clamps and logs one line instead of failing or freezing.
"""

from __future__ import annotations

import ast
import logging
import os
import time
from pathlib import Path

import pytest

from tests.support.board_harness import open_window
from zsgames.core import snapshot
from zsgames.core.snapshot import MAX_NAME
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.paths import settings
from zsgames.ui.welcome.quick_game import quick_match
from zsgames.ui.window.window_files import MAX_RECENT, recent_paths
from zsgames.ui.window.window_menus import BOT_SPEEDS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_reports():
    settings_store._reported.clear()  # each test sees its own "once"
    yield
    settings_store._reported.clear()


def write_ini(text: str) -> None:
    """The settings file as a previous run (or a hand) left it, before the app reads it."""
    folder = Path(os.environ["ZSGAMES_SETTINGS_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "zsgames.ini").write_text(text, encoding="utf-8")


def start_window(qtbot):
    """The window as the app makes it: its bot speed comes from the settings."""
    from zsgames.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize(
    ("stored", "expected"),
    [
        ("abc", 700),
        ("1.5", 700),
        ("250", 250),
        ("-5", 0),
        (str(2**31), 1500),
        ("86400000", 1500),
        ("100000000000000000000000", 1500),
    ],
)
def test_a_bad_bot_speed_starts_the_app_with_a_speed_the_menu_offers(qtbot, caplog, stored, expected):
    write_ini(f"[General]\nbot_delay_ms={stored}\n")
    with caplog.at_level(logging.WARNING, logger="zsgames.ui.shared.settings_store"):
        window = start_window(qtbot)
    assert window.runner.delay_ms == expected
    assert expected <= max(delay for _label, delay in BOT_SPEEDS)
    bad = [r for r in caplog.records if "bot_delay_ms" in r.getMessage()]
    assert len(bad) == (0 if stored == "250" else 1)
    window.runner.shutdown()


def test_a_bad_value_is_logged_once_per_run(caplog):
    write_ini("[General]\nbot_delay_ms=abc\n")
    with caplog.at_level(logging.WARNING, logger="zsgames.ui.shared.settings_store"):
        for _ in range(3):
            assert settings_store.read_int("bot_delay_ms", 700, 0, 1500) == 700
    assert len(caplog.records) == 1
    assert "setting bot_delay_ms = 'abc' is not a whole number; 700 is used" in caplog.records[0].getMessage()


def test_a_huge_remembered_player_count_still_opens_game_new(qtbot):
    write_ini("[new_game]\ngame=zongshi\nplayers=100000000000000000000000\n")
    windows = open_window(qtbot)
    window = next(windows)
    window.menus.new.trigger()  # Game ▸ New
    dialog = window.files.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.players.value() == 5  # Zong Shi's most
    dialog.reject()
    windows.close()


def test_one_remembered_file_stays_one_path_after_a_restart(qtbot, tmp_path):
    """INI keeps a list of one as a plain string: it must not be taken apart letter by letter."""
    first, second = str(tmp_path / "first.json"), str(tmp_path / "second.json")
    write_ini(f"[General]\nrecent_files={first}\n")
    assert recent_paths() == [first]
    windows = open_window(qtbot)
    window = next(windows)
    window.files.remember(second)
    assert recent_paths() == [second, first]
    assert [a.toolTip() for a in window.menus.recent.actions()] == [second, first]
    windows.close()


def test_a_huge_recent_list_is_read_up_to_its_cap_and_the_app_starts_quickly(qtbot, tmp_path):
    s = settings()
    s.setValue("recent_files", [str(tmp_path / f"game {n}.json") for n in range(100_000)])
    s.sync()
    del s
    started = time.perf_counter()
    windows = open_window(qtbot)
    window = next(windows)
    took = time.perf_counter() - started
    assert len(recent_paths()) == MAX_RECENT and len(window.menus.recent.actions()) == MAX_RECENT
    assert took < 20, f"the window took {took:.1f} s to start"
    windows.close()


def test_a_remembered_name_over_the_save_limit_never_reaches_a_save(tmp_path):
    long_name = "Bartholomew the Exceedingly Patient Grand Master of Craft"
    assert len(long_name) > MAX_NAME
    write_ini(f"[new_game]\nplayers=4\nseat0/name={long_name}\nseat0/plays=human\n")
    match = quick_match("cuzhi", seed=5)
    assert match.config.names[0] == long_name[:MAX_NAME].rstrip()
    path = tmp_path / "quick.json"
    snapshot.save(match, path)
    assert snapshot.load(path).config.names[0] == match.config.names[0]  # the app can open its own save


def test_a_remembered_name_with_a_control_character_is_not_used(tmp_path):
    """An escape sequence in the settings file would forge terminal and log lines: the seat gets its
    default name, and the quick game saves and loads."""
    from zsgames.ui.dialogs.new_game_dialog import DEFAULT_NAMES

    write_ini("[new_game]\nplayers=4\nseat0/plays=human\n")
    settings_store.write("new_game/seat0/name", "Ann\x1b[31m")
    match = quick_match("cuzhi", seed=5)
    assert match.config.names[0] == DEFAULT_NAMES[0]
    path = tmp_path / "quick.json"
    snapshot.save(match, path)
    assert snapshot.load(path).config.names == match.config.names


def test_lists_texts_and_flags_fall_back_to_their_defaults():
    write_ini(
        "[General]\nrecent_files=\nlast_dir=@Invalid()\nview\\larger_text=maybe\n"
        "[lessons]\ncuzhi=99999999999999999999\nzooscape=x\n"
    )
    assert settings_store.recent_files(MAX_RECENT) == []
    assert settings_store.last_dir() == str(Path.home())
    assert settings_store.larger_text() is False
    assert settings_store.lesson_step("cuzhi", 500) == 500
    assert settings_store.lesson_step("zooscape", 500) == 0


def _name(node: ast.AST) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def _calls_settings_value(tree: ast.AST) -> list[int]:
    """Lines that call ``.value(`` on ``settings()`` or a name bound to it."""
    bound = {
        t.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and _name(node.value.func) == "settings"
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "value":
            target = node.func.value
            called = isinstance(target, ast.Call) and _name(target.func) == "settings"
            if called or (isinstance(target, ast.Name) and target.id in bound):
                lines.append(node.lineno)
    return lines


def test_only_the_settings_store_reads_the_settings():
    allowed = {ROOT / "zsgames/ui/shared/settings_store.py", ROOT / "zsgames/ui/shared/paths.py"}
    problems = []
    for path in sorted((ROOT / "zsgames").rglob("*.py")):
        if path in allowed:
            continue
        text = path.read_text(encoding="utf-8")
        if "settings" not in text and "QSettings" not in text:
            continue
        tree = ast.parse(text)
        problems += [f"{path.relative_to(ROOT)}:{line} reads a setting" for line in _calls_settings_value(tree)]
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.ImportFrom)
                and node.module == "zsgames.ui.shared.paths"
                and any(alias.name == "settings" for alias in node.names)
            ):
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno} imports settings()")
            if _name(node) == "QSettings":
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno} uses QSettings")
    assert not problems, "\n".join(problems)
    # the guard sees what it guards against
    assert _calls_settings_value(ast.parse("s = settings()\nx = s.value('k')\ny = settings().value('j')")) == [2, 3]
