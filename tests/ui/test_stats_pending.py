"""The window's recorder adds at its start the games a locked statistics database could not take
(issue 34, item 6), and a game finished while it is locked waits instead of being dropped."""

from __future__ import annotations

import sqlite3

from tests.stats.test_store import finished
from zsgames.stats import store as store_module
from zsgames.stats.store import StatsStore
from zsgames.ui.background.stats_recorder import StatsRecorder


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


def test_a_game_the_reader_would_refuse_is_left_out_alone(qtbot, tmp_path):
    """The games written with it are still kept (a failed record used to drop every game waiting)."""
    from tests.support.tiny_game import GAME
    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match

    good = finished(4)
    seats = [{"controller": "human"}, {"controller": "search:iterations=50000"}, {"controller": "easy"}]
    odd = Match.replay(GAME, GameConfig.make(3, ["Ann", "Bo", "Cy"], None, seats), good.seed, good.actions)
    recorder = StatsRecorder(tmp_path / "stats.sqlite3")
    problems: list[str] = []
    recorder.problem.connect(problems.append)
    with recorder._lock:  # both wait for one write, as when a job is replaced before it runs
        recorder._waiting.extend([odd, finished(6)])
    recorder.record(good)
    assert recorder.flush()
    assert len(StatsStore(tmp_path / "stats.sqlite3").records()) == 2
    assert any("iterations must be" in p for p in problems)
