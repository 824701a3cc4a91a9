"""The frozen app's entry point hands a multiprocessing worker to multiprocessing, not to the CLI."""

from __future__ import annotations

import multiprocessing
import runpy
from pathlib import Path

import pytest

import zsgames.__main__

LAUNCHER = Path(__file__).resolve().parents[2] / "packaging" / "launcher.py"


def test_a_worker_process_never_reaches_the_command_line(monkeypatch):
    calls: list[str] = []

    def worker_runs_and_exits() -> None:  # what freeze_support does in a spawned worker of a bundle
        calls.append("freeze_support")
        raise SystemExit(0)

    monkeypatch.setattr(multiprocessing, "freeze_support", worker_runs_and_exits)
    monkeypatch.setattr(zsgames.__main__, "main", lambda: calls.append("main") or 0)
    with pytest.raises(SystemExit):
        runpy.run_path(str(LAUNCHER), run_name="__main__")
    assert calls == ["freeze_support"]


def test_the_app_starts_when_it_is_not_a_worker(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append("freeze_support"))
    monkeypatch.setattr(zsgames.__main__, "main", lambda: calls.append("main") or 0)
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(LAUNCHER), run_name="__main__")
    assert done.value.code == 0 and calls == ["freeze_support", "main"]
