"""The start-up timer: wall seconds from spawning this program until its first window is shown.

The parent (``zsgames --selftest --timing`` and the UI bench) starts ``zsgames --selftest`` with
:data:`PROBE_ENV` naming the window to open ("app": the main window, "bare": a bare PySide6 window);
the child (``selftest.probe``) prints ``SHOWN <seconds>`` once it is on screen. Standard library
only and importing nothing of the app (like ``preflight``), so the UI bench reads it without
importing the self-test (a front door), and the bare window's child loads no more than it needs."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROBE_ENV = "ZSGAMES_SELFTEST_PROBE"  # set in the child processes that --timing starts
PROBE_TIMEOUT = 90.0


def frozen() -> bool:
    """True inside the bundle (PyInstaller sets ``sys.frozen``)."""
    return bool(getattr(sys, "frozen", False))


def self_command() -> list[str]:
    """How to start this same program again (the bundle's executable, or ``python -m zsgames``)."""
    if frozen():
        return [sys.executable]
    return [sys.executable, "-m", "zsgames"]


def time_start(kind: str, runs: int = 3) -> list[float]:
    """Wall seconds from spawning a child until it reports its window shown, ``runs`` times.

    Each child starts as an installed app does: with its modules' bytecode already compiled. A
    shell that sets ``PYTHONDONTWRITEBYTECODE`` would otherwise make every start of the app (and
    not of the bare window, whose few modules come compiled) compile its hundred-odd modules; so
    the bytecode goes to a cache in the temporary home, filled by one start that is not counted.
    """
    times = []
    with tempfile.TemporaryDirectory(prefix="zsgames-timing-") as home:
        env = dict(os.environ, **{PROBE_ENV: kind})
        # A first start: no settings and no game to resume, and the user's own files untouched.
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = str(Path(home) / var.lower())
        env["ZSGAMES_DATA_DIR"] = str(Path(home) / "data")
        env["ZSGAMES_SETTINGS_DIR"] = str(Path(home) / "settings")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "bytecode")
        _start_once(kind, env)  # compiles into the cache
        for _ in range(runs):
            times.append(_start_once(kind, env))
    return times


def _start_once(kind: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(
        [*self_command(), "--selftest"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    shown = None
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("SHOWN"):
                shown = time.perf_counter() - start
                break
        _, err = proc.communicate(timeout=PROBE_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    if shown is None:
        tail = (err or "").strip().splitlines()[-3:]
        raise RuntimeError(f"the {kind} window never showed: {' / '.join(tail) or 'no output'}")
    return shown
