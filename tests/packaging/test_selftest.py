"""``zsgames --selftest`` from source: the checks pass for a working game and name what fails."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.tiny_game import TinyGame
from zsgames import selftest, start_timer
from zsgames.core import registry
from zsgames.ui.shared.sound import SOUND_NAMES


def draw_board(match, viewer, path, width, height):
    """A stand-in renderer: a gradient with some text, like any drawn board."""
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    for x in range(0, width, 8):
        painter.fillRect(x, 0, 8, height, QColor.fromHsv((x * 3) % 360, 160, 200))
    painter.drawText(20, 40, f"{match.game.display_name}: seat {viewer}, {len(match.actions)} moves")
    painter.end()
    assert image.save(path)


def draw_blank(match, viewer, path, width, height):
    from PySide6.QtGui import QColor, QImage

    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    assert image.save(path)


def draw_crash(match, viewer, path, width, height):
    raise ValueError("no board for this game")


class BrokenGame(TinyGame):
    name = "broken"
    display_name = "Broken Game"

    def apply(self, state, action):
        raise RuntimeError("the rules fell over")


@pytest.fixture
def only_test_games(monkeypatch):
    """Keep the registry to the test games, so these checks don't depend on the shipped ones."""
    from zsgames.core import registry

    monkeypatch.setattr(registry, "shipped", lambda: ())


def run_checks(games, renderer):
    out = io.StringIO()
    code = selftest.check_games(games, renderer=renderer, out=out)
    return code, out.getvalue().splitlines()


def test_a_working_game_passes_with_one_line(qapp, tiny, only_test_games):
    code, lines = run_checks([tiny], draw_board)
    assert code == 0, lines
    assert lines[0].startswith("zsgames ") and "self-test (source" in lines[0]
    [game_line] = [line for line in lines if " tiny " in line]
    assert game_line.startswith("ok   tiny")
    assert "moves" in game_line and "re-loaded" in game_line and "PNG" in game_line
    assert lines[-1] == "self-test passed: 1 games"


def test_a_blank_board_fails_and_names_the_game_and_step(qapp, tiny, only_test_games):
    code, lines = run_checks([tiny], draw_blank)
    assert code == 1
    assert any(line.startswith("FAIL tiny") and "render" in line and "blank" in line for line in lines)
    assert lines[-1] == "self-test FAILED: tiny (render)"


def test_a_renderer_error_is_reported_not_raised(qapp, tiny, only_test_games):
    code, lines = run_checks([tiny], draw_crash)
    assert code == 1
    assert any("FAIL tiny" in line and "no board for this game" in line for line in lines)


def test_a_rules_error_fails_at_play_and_other_games_still_run(qapp, tiny, only_test_games):
    code, lines = run_checks([BrokenGame(), tiny], draw_board)
    assert code == 1
    assert any(line.startswith("FAIL broken") and "play: RuntimeError: the rules fell over" in line for line in lines)
    assert any(line.startswith("ok   tiny") for line in lines)
    assert lines[-1] == "self-test FAILED: broken (play)"


def test_no_games_is_a_failure(qapp):
    code, lines = run_checks([], draw_board)
    assert code == 1
    assert lines[-1] == "FAIL no games are registered"


def test_image_colours_tells_a_drawing_from_a_blank(qapp, tiny, tmp_path):
    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match

    match = Match(tiny, GameConfig.make(2), 1)
    drawn, blank = tmp_path / "drawn.png", tmp_path / "blank.png"
    draw_board(match, 0, str(drawn), 320, 200)
    draw_blank(match, 0, str(blank), 320, 200)
    colours, dominant, size = selftest.image_colours(drawn)
    assert colours >= selftest.MIN_COLOURS and dominant < selftest.MAX_DOMINANT and size == (320, 200)
    colours, dominant, _ = selftest.image_colours(blank)
    assert colours == 1 and dominant == 1.0


def test_the_shipped_games_pass_from_source(qapp):
    """The real thing, in process: every shipped game loads, plays, saves and renders."""
    games, broken, _skipped = selftest.load_games()
    assert not broken, broken
    assert [g.name for g in games] == list(registry.shipped())  # every package, in menu order
    code, lines = run_checks(games, None)
    assert code == 0, "\n".join(lines)
    passed = [line.split()[1] for line in lines if line.startswith("ok   ")]
    assert passed == [*(g.name for g in games), "user", "sound", "languages"]


def test_cli_selftest_runs_and_exits_with_its_result():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "zsgames", "--selftest"], capture_output=True, text=True, env=env, timeout=300
    )
    lines = proc.stdout.splitlines()
    assert lines and "self-test (source" in lines[0]
    assert proc.returncode in (0, 1)
    assert lines[-1].startswith("self-test passed" if proc.returncode == 0 else ("self-test FAILED", "FAIL"))


@pytest.mark.parametrize("kind", ["bare"])
def test_timing_probe_reports_a_shown_window(kind):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{selftest.PROBE_ENV: kind})
    proc = subprocess.run(
        [sys.executable, "-m", "zsgames", "--selftest"], capture_output=True, text=True, env=env, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("SHOWN "), proc.stdout
    assert float(proc.stdout.split()[1]) > 0


def test_self_command_starts_this_program():
    command = start_timer.self_command()
    assert command[0] == sys.executable
    assert command[1:] == ["-m", "zsgames"]
    assert Path(command[0]).exists()


def test_user_data_inside_the_bundle_is_a_failure(qapp, monkeypatch, tmp_path):
    bundle = tmp_path / "zsgames"
    monkeypatch.setenv("ZSGAMES_DATA_DIR", str(bundle / "data"))  # as if the app wrote beside itself
    monkeypatch.setenv("ZSGAMES_SETTINGS_DIR", str(tmp_path / "settings"))
    monkeypatch.setattr(selftest, "frozen", lambda: True)
    monkeypatch.setattr(selftest, "app_folder", lambda: bundle)
    out = io.StringIO()
    assert selftest.check_user_folders(out) is False
    assert out.getvalue().startswith("FAIL user data is written inside the bundle: autosave")


def test_user_data_in_the_user_folders_passes(qapp, monkeypatch, tmp_path):
    monkeypatch.setenv("ZSGAMES_DATA_DIR", str(tmp_path / "home" / "data"))
    monkeypatch.setenv("ZSGAMES_SETTINGS_DIR", str(tmp_path / "home" / "settings"))
    monkeypatch.setattr(selftest, "frozen", lambda: True)
    monkeypatch.setattr(selftest, "app_folder", lambda: tmp_path / "bundle")
    out = io.StringIO()
    assert selftest.check_user_folders(out) is True
    assert out.getvalue().startswith("ok   user data: autosave")


@pytest.mark.parametrize("where", ["proc", "file"])
def test_user_data_that_cannot_be_written_is_a_failure(qapp, monkeypatch, tmp_path, where):
    """``--selftest`` used to say "ok user data" for a folder it could not write."""
    (tmp_path / "file").write_text("not a folder")
    data = Path("/proc/zsgames-selftest/data") if where == "proc" else tmp_path / "file" / "data"
    monkeypatch.setenv("ZSGAMES_DATA_DIR", str(data))
    monkeypatch.setenv("ZSGAMES_SETTINGS_DIR", str(tmp_path / "settings"))
    out = io.StringIO()
    assert selftest.check_user_folders(out) is False
    assert out.getvalue().startswith("FAIL user data cannot be written: autosave (")
    assert not list(tmp_path.glob("**/.zsgames-selftest-*"))


def test_a_bundle_missing_a_games_code_but_holding_its_data_fails_naming_it(monkeypatch):
    """The games are the packages found; a game's data folder in a bundle without its package means
    the bundle left the code out, and the self-test says so (from source it is simply not built)."""
    monkeypatch.setattr(registry, "packages", lambda: ["zongshi", "zooscape"])
    monkeypatch.setattr(selftest, "frozen", lambda: True)
    games, broken, _skipped = selftest.load_games()
    assert [g.name for g in games] == ["zongshi", "zooscape"]
    assert broken == [("cuzhi", "its data is in the bundle but its code is not")]
    monkeypatch.setattr(selftest, "frozen", lambda: False)
    assert selftest.load_games()[1] == []


def test_the_self_test_loads_the_sound_output_and_reads_every_effect():
    out = io.StringIO()
    assert selftest.check_sound(out) is True
    assert out.getvalue().startswith("ok   sound output: miniaudio 1.")
    assert f"{len(SOUND_NAMES)} effects" in out.getvalue()


def test_the_self_test_checks_every_language_and_the_system_s(qapp, monkeypatch):
    """Each offered language's catalogs and Qt's translation load; with LANG=zh_CN.UTF-8 the window
    would open in Chinese (the frozen bundle's check of its Chinese)."""
    from zsgames.core import i18n

    monkeypatch.setattr("zsgames.ui.shared.language.system_code", lambda: "zh_CN")
    out = io.StringIO()
    assert selftest.check_languages(out) is True
    said = out.getvalue()
    assert said.startswith("ok   languages zh_CN ") and "qtbase_zh_CN.qm" in said
    assert said.rstrip().endswith("the system's: zh_CN") and said.isascii()
    assert i18n.language() == i18n.SOURCE  # left as it was


def test_a_missing_catalog_fails_the_languages_check(qapp, monkeypatch):
    from zsgames.core import i18n

    monkeypatch.setattr(i18n, "CATALOG_GLOB", "**/no-such-folder/{lang}.po")
    out = io.StringIO()
    assert selftest.check_languages(out) is False
    assert out.getvalue().startswith("FAIL languages: ValueError: the zh_CN catalog does not translate the menus")
