"""A finished game is never forgotten while another program holds the statistics database
(issue 34, item 6): it waits in ``pending/`` beside it and is added by the next write, read or start."""

from __future__ import annotations

import contextlib
import json
import sqlite3

import pytest

from tests.stats.test_store import finished
from zsgames.stats import store as store_module
from zsgames.stats.record import record_from_json, record_of, record_to_json
from zsgames.stats.store import StatsStore


@pytest.fixture(autouse=True)
def short_wait(monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.2)  # the app waits 10 s


@contextlib.contextmanager
def locked(path):
    """Another program holding the database (an exclusive transaction), as a backup tool does."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        conn.execute("ROLLBACK")
        conn.close()


def test_a_game_finished_while_the_database_is_locked_waits_and_is_added_next_time(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.add(record_of(finished(4), "2026-01-01T10:00:00"))
    with locked(store.path):
        assert store.add(record_of(finished(6), "2026-01-02T10:00:00")) is False
        assert [p.parent.name for p in store.pending()] == ["pending"]
        assert "to be added to the statistics later" in store.notices[-1]
    later = StatsStore(store.path)  # the next start
    assert [r.finished for r in later.records()] == ["2026-01-01T10:00:00", "2026-01-02T10:00:00"]
    assert later.pending() == []


def test_the_next_record_adds_the_waiting_games_first(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.records()
    with locked(store.path):
        store.add(record_of(finished(4), "2026-01-01T10:00:00"))
        store.add(record_of(finished(6), "2026-01-02T10:00:00"))
    assert len(store.pending()) == 2
    assert store.add(record_of(finished(8), "2026-01-03T10:00:00")) is True
    assert store.pending() == []
    assert len(store.records()) == 3


def test_a_game_waiting_twice_is_counted_once(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite3")
    record = record_of(finished(4))
    with locked(store.path):
        store.add(record)
        store.add(record)
    assert len(store.pending()) == 1
    assert store.flush_pending() == 1 and store.flush_pending() == 0
    assert len(store.records()) == 1


def test_a_damaged_waiting_file_is_set_aside_and_the_rest_added(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite3")
    with locked(store.path):
        store.add(record_of(finished(4)))
    (store.pending_dir() / "junk.json").write_text("{not json")
    assert store.flush_pending() == 1
    assert (store.pending_dir() / "junk.json.unreadable").exists()
    assert store.pending() == []


def test_a_record_survives_its_json():
    record = record_of(finished(4))
    assert record_from_json(json.loads(json.dumps(record_to_json(record)))) == record
    bad = record_to_json(record) | {"moves": "many"}
    with pytest.raises(ValueError, match="moves"):
        record_from_json(bad)
