"""One copy of the app per data folder: a second one says so and exits before any window."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from zsgames.ui import app, instance_lock
from zsgames.ui.shared.paths import data_dir

HOLDER = textwrap.dedent("""
    import sys, time
    from PySide6.QtCore import QLockFile
    lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)
    print("locked" if lock.tryLock(1000) else "refused", flush=True)
    time.sleep(60)
""")


def hold_in_another_process(folder):
    folder.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder / instance_lock.LOCK_NAME)],
        stdout=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_second_copy_is_refused_while_the_first_runs_and_a_dead_ones_lock_is_broken(tmp_path):
    folder = tmp_path / "data"
    proc = hold_in_another_process(folder)
    try:
        lock, busy = instance_lock.acquire(folder)
        assert not lock.isLocked()
        assert busy is not None
        assert busy.startswith(f"zsgames is already open (process {proc.pid}) with this data folder")
    finally:
        proc.kill()  # dies holding it: its lock file stays, stale
        proc.wait()
    assert (folder / instance_lock.LOCK_NAME).exists()
    lock, busy = instance_lock.acquire(folder)
    assert busy is None and lock.isLocked()
    lock.unlock()


def test_two_holders_in_one_process_the_second_is_refused(tmp_path):
    first, busy = instance_lock.acquire(tmp_path)
    assert busy is None
    _second, busy = instance_lock.acquire(tmp_path)
    assert busy is not None
    first.unlock()
    third, busy = instance_lock.acquire(tmp_path)
    assert busy is None
    third.unlock()


def test_the_app_tells_and_exits_without_a_window_when_another_copy_runs(qtbot, monkeypatch):
    from zsgames.ui import app_log
    from zsgames.ui.window import main_window

    held, busy = instance_lock.acquire(data_dir())
    assert busy is None
    told: list[str] = []
    monkeypatch.setattr(instance_lock, "tell", told.append)
    monkeypatch.setattr(app_log, "configure", lambda: None)
    monkeypatch.setattr(main_window, "MainWindow", lambda *a, **k: (_ for _ in ()).throw(AssertionError("a window")))
    assert app.main([]) == 1
    assert len(told) == 1 and "already open" in told[0]
    held.unlock()
