"""The window's recorder adds at its start the games a locked statistics database could not take
(issue 34, item 6), and a game finished while it is locked waits instead of being dropped."""

from __future__ import annotations

import sqlite3

from tests.stats.test_store import finished
from zsgames.stats import store as store_module
from zsgames.stats.store import StatsStore
from zsgames.ui.stats_recorder import StatsRecorder


def test_the_recorder_adds_the_waiting_games_at_its_start(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.2)
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    store.records()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the database
    recorder = StatsRecorder(path)
    problems: list[str] = []
    recorder.problem.connect(problems.append)
    recorder.record(finished(4))
    assert recorder.flush()
    assert len(store.pending()) == 1 and "later" in problems[-1]  # kept, and the player told
    holder.execute("ROLLBACK")
    holder.close()

    StatsRecorder(path).flush()  # the next start
    assert store.pending() == []
    assert len(StatsStore(path).records()) == 1
