"""The autosave writer: off the GUI thread, newest state wins, flushed on close and on a crash."""

from __future__ import annotations

import errno
import json
import threading
import time
from pathlib import Path

import pytest

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.match import Match
from zsgames.ui.background.autosave import AutosaveWriter
from zsgames.ui.dialogs import crash_dialog
from zsgames.ui.shared.paths import autosave_path

GUI = threading.main_thread()


class SlowDisk:
    """Stands in for ``snapshot.atomic_write_text``: records each write's move count, can hold writes."""

    def __init__(self, monkeypatch, delay: float = 0.0) -> None:
        self.real = snapshot.atomic_write_text
        self.delay = delay
        self.gate = threading.Event()
        self.gate.set()
        self.moves: list[int] = []
        self.names: list[str] = []
        self.threads: list[threading.Thread] = []
        monkeypatch.setattr(snapshot, "atomic_write_text", self.write)

    def write(self, path, text: str) -> None:
        self.threads.append(threading.current_thread())
        self.gate.wait(10)
        time.sleep(self.delay)
        self.real(path, text)
        self.moves.append(len(json.loads(text)["actions"]))
        self.names.append(Path(path).name)


def played(moves: int, seed: int = 3) -> list[Match]:
    """The same hot-seat game after 0, 1, … ``moves`` moves (each a Match of its own)."""
    matches = [Match(GAME, config("human", "human", "human"), seed)]
    for _ in range(moves):
        match = Match.replay(GAME, matches[-1].config, seed, matches[-1].actions)
        seat = match.deciders()[0]
        match.apply(match.legal_actions(seat)[0])
        matches.append(match)
    return matches


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1200, 760)


def test_the_newest_state_wins_a_burst_and_writes_happen_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    disk = SlowDisk(monkeypatch)
    disk.gate.clear()  # the first write is held while eleven more moves come in
    writer = AutosaveWriter(tmp_path / "autosave.json")
    matches = played(11)
    writer.write(matches[0])
    qtbot.waitUntil(lambda: len(disk.threads) == 1)  # in flight
    for match in matches[1:]:
        writer.write(match)
    disk.gate.set()
    assert writer.flush()
    assert disk.moves == [0, 11]  # the one in flight, then only the newest
    assert GUI not in disk.threads
    assert snapshot.load(tmp_path / "autosave.json").actions == matches[-1].actions


def test_the_file_is_always_a_whole_save(qtbot, tmp_path):
    path = tmp_path / "autosave.json"
    writer = AutosaveWriter(path)
    matches = played(8)
    writer.write(matches[0])
    assert writer.flush()
    seen: list[int] = []
    errors: list[str] = []
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            try:
                seen.append(len(snapshot.load(path).actions))
            except snapshot.SaveError as exc:
                errors.append(str(exc))

    reader = threading.Thread(target=read)
    reader.start()
    for match in matches[1:] * 5:
        writer.write(match)
        time.sleep(0.005)
    assert writer.flush()
    stop.set()
    reader.join(10)
    assert errors == [] and seen
    assert len(snapshot.load(path).actions) == 8


def test_a_failing_write_is_reported_once_on_the_gui_thread(qtbot, tmp_path, monkeypatch):
    reports: list[tuple[str, threading.Thread]] = []
    writer = AutosaveWriter(tmp_path / "autosave.json")
    writer.failed.connect(lambda text: reports.append((text, threading.current_thread())))
    real = snapshot.atomic_write_text
    full = {"disk": True}

    def write(path, text):
        if full["disk"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text)

    monkeypatch.setattr(snapshot, "atomic_write_text", write)
    matches = played(4)
    for match in matches[:3]:
        writer.write(match)
        assert writer.flush()
    assert len(reports) == 1
    text, thread = reports[0]
    assert thread is GUI and "No space left on device" in text and text.startswith("The game could not be autosaved")
    full["disk"] = False
    writer.write(matches[3])
    assert writer.flush() and not writer.failing
    full["disk"] = True
    writer.write(matches[2])
    assert writer.flush()
    assert len(reports) == 2  # failing again after a success is news again


def test_closing_the_window_waits_for_the_last_write(qtbot, window, monkeypatch):
    disk = SlowDisk(monkeypatch, delay=0.3)
    window.start_match(Match(GAME, config("human", "human"), 6))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    assert disk.moves[-1:] != [1]  # still being written
    window.close()
    assert disk.moves[-1] == 1
    assert snapshot.load(autosave_path()).actions == window.model.match.actions


@pytest.mark.qt_no_exception_capture
def test_the_crash_path_flushes_before_it_reports(qtbot, window, monkeypatch):
    SlowDisk(monkeypatch, delay=0.3)
    window.start_match(Match(GAME, config("human", "human"), 6))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    on_disk_when_logged: list[int] = []
    real_log = crash_dialog.write_log

    def write_log(text):
        on_disk_when_logged.append(len(snapshot.load(autosave_path()).actions))
        return real_log(text)

    monkeypatch.setattr(crash_dialog, "write_log", write_log)
    crash = crash_dialog.install_for_window(window)
    try:
        try:
            raise RuntimeError("the board could not draw")
        except RuntimeError as exc:
            crash.handle(type(exc), exc, exc.__traceback__)
        assert on_disk_when_logged[:1] == [1]
        assert crash.dialog is not None and crash.dialog.isVisible()
    finally:
        crash.uninstall()
        if crash.dialog is not None:
            crash.dialog.close()


def test_a_new_game_autosaves_after_the_old_one_never_before(qtbot, window, monkeypatch):
    disk = SlowDisk(monkeypatch, delay=0.2)
    window.start_match(Match(GAME, config("human", "human"), 6))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    window.start_match(Match(GAME, config("human", "human"), 9))  # while the old game's write is in flight
    assert window.autosaver.flush()
    assert disk.moves[-1] == 0  # the new game's start came last
    saved = snapshot.load(autosave_path())
    assert saved.seed == 9 and saved.actions == []


def test_save_waits_for_the_autosave_in_flight(qtbot, window, monkeypatch, tmp_path):
    disk = SlowDisk(monkeypatch, delay=0.2)
    window.start_match(Match(GAME, config("human", "human"), 6))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    window.model.save(str(tmp_path / "mine.json"))
    assert list(zip(disk.names, disk.moves, strict=True))[-2:] == [("autosave.json", 1), ("mine.json", 1)]
    assert not window.autosaver.tasks.busy
    assert snapshot.load(tmp_path / "mine.json").actions == window.model.match.actions


def test_an_opened_game_autosaves_after_the_one_it_replaces(qtbot, window, monkeypatch, tmp_path):
    saved = Match(GAME, config("human", "human"), 11)
    snapshot.save(saved, tmp_path / "other.json")
    disk = SlowDisk(monkeypatch, delay=0.2)
    window.start_match(Match(GAME, config("human", "human"), 6))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    assert window.files.open(str(tmp_path / "other.json"))
    box = window.files.leave_guard.box  # the unfinished game is kept first
    next(b for b in box.buttons() if b.text() == "Leave and keep it").click()
    assert window.model.match.seed == 11
    assert window.autosaver.flush()
    assert disk.names[-1] == "autosave.json" and snapshot.load(autosave_path()).seed == 11
