"""The statistics store: its schema and migrations, a broken or foreign file set aside, a game
counted once, and a kept save that replays to the same game."""

from __future__ import annotations

import sqlite3

import pytest

from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.stats import store as store_module
from zsgames.stats.record import game_key, record_of
from zsgames.stats.store import APPLICATION_ID, VERSION, StatsError, StatsStore


def finished(seed: int, controllers: tuple[str, ...] = ("human", "random", "hard")) -> Match:
    config = GameConfig.make(
        len(controllers), ["Ann", "Bo", "Cy"][: len(controllers)], None, [{"controller": c} for c in controllers]
    )
    match = Match(GAME, config, seed)
    while not match.is_over():  # left and right in turn: every pawn stays off the track's ends
        legal = match.legal_actions(match.deciders()[0])
        match.apply(legal[len(match.steps) // len(controllers) % len(legal)])
    return match


@pytest.fixture
def store(tmp_path):
    return StatsStore(tmp_path / "stats.sqlite3")


def test_a_new_file_gets_the_schema_its_version_and_our_mark(store):
    assert store.records() == []
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == VERSION
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"games", "seats"}


def test_a_record_keeps_seats_scores_winners_length_and_the_save(store):
    match = finished(4)
    assert store.add(record_of(match, "2026-01-02T10:00:00"))
    (kept,) = store.records()
    scores = {s.seat: s for s in GAME.scores(match.state)}
    assert kept.game == "tiny" and kept.finished == "2026-01-02T10:00:00" and kept.players == 3
    assert kept.moves == len(match.steps) and kept.rounds == GAME.round_of(match.state)
    assert [(s.name, s.controller) for s in kept.seats] == [("Ann", "human"), ("Bo", "random"), ("Cy", "hard")]
    assert [s.total for s in kept.seats] == [scores[s].total for s in range(3)]
    assert [s.lines for s in kept.seats] == [scores[s].lines for s in range(3)]
    assert {s.seat for s in kept.seats if s.winner} == set(GAME.winner(match.state).winners)
    assert kept.decided_by == GAME.winner(match.state).decided_by


def test_the_kept_save_replays_and_verifies(store):
    match = finished(6)
    store.add(record_of(match))
    (kept,) = store.records()
    replayed = snapshot.load_dict(store.save_of(kept.key))  # digest checked by the loader
    assert replayed.actions == match.actions and replayed.digest() == match.digest()
    with pytest.raises(StatsError, match="no longer in the statistics"):
        store.save_of("0" * 64)


def test_a_game_is_counted_once_however_often_it_comes_back(store):
    match = finished(5)
    assert store.add(record_of(match))
    reopened = snapshot.load_dict(snapshot.to_dict(match))  # opened from its save: labels, a new "created"
    assert not store.add(record_of(reopened))
    match.undo()
    match.redo()  # undone at the end and redone: the same game
    assert not store.add(record_of(match))
    replay = Match.replay(GAME, match.config, match.seed, match.actions)
    assert not store.add(record_of(replay))
    assert len(store.records()) == 1
    assert store.add(record_of(finished(7)))  # another seed is another game
    assert len(store.records()) == 2


def test_the_key_is_the_saves_identity_not_its_labels_or_time():
    save = snapshot.to_dict(finished(3))
    other = dict(save, created="1999-01-01T00:00:00", actions=[dict(a, label="x") for a in save["actions"]])
    assert game_key(save) == game_key(other)
    assert game_key(save) != game_key(dict(save, seed=4))


def test_a_game_still_in_play_is_never_recorded():
    match = Match(GAME, GameConfig.make(2), 3)
    with pytest.raises(ValueError, match="only a finished game"):
        record_of(match)


@pytest.mark.parametrize("content", [b"not a database at all, just text" * 40, b"SQLite format 3\x00" + b"\xff" * 300])
def test_a_broken_file_is_set_aside_in_one_line_and_a_new_one_started(store, content):
    store.path.write_bytes(content)
    assert store.add(record_of(finished(4)))
    (notice,) = store.notices
    aside = [p for p in store.path.parent.iterdir() if p.name.startswith("stats.sqlite3.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content  # renamed, never deleted
    assert "\n" not in notice and aside[0].name in notice and "could not be read" in notice
    assert len(store.records()) == 1


def test_another_programs_database_is_set_aside(store):
    with sqlite3.connect(store.path) as conn:
        conn.execute("CREATE TABLE photos (id INTEGER)")
        conn.execute("INSERT INTO photos VALUES (1)")
    assert store.records() == []
    assert "not a zsgames statistics database" in store.notices[0]
    (aside,) = [p for p in store.path.parent.iterdir() if ".unreadable-" in p.name]
    with sqlite3.connect(aside) as conn:
        assert conn.execute("SELECT id FROM photos").fetchall() == [(1,)]


def test_a_newer_apps_database_is_left_alone(store):
    store.records()
    with sqlite3.connect(store.path) as conn:
        conn.execute(f"PRAGMA user_version = {VERSION + 1}")
    with pytest.raises(StatsError, match="newer zsgames"):
        store.add(record_of(finished(4)))
    assert not store.notices and store.path.exists()


def test_migrations_run_step_by_step_and_keep_the_games(store, monkeypatch):
    store.add(record_of(finished(4)))
    monkeypatch.setattr(store_module, "VERSION", VERSION + 1)
    monkeypatch.setitem(store_module.MIGRATIONS, VERSION, ("ALTER TABLE games ADD COLUMN note TEXT DEFAULT ''",))
    assert len(store.records()) == 1
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == VERSION + 1
        assert conn.execute("SELECT note FROM games").fetchall() == [("",)]


def test_a_folder_that_cannot_be_written_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    bad = StatsStore(blocker / "stats.sqlite3")
    with pytest.raises(StatsError) as err:
        bad.add(record_of(finished(4)))
    assert "\n" not in str(err.value) and "cannot open the statistics" in str(err.value)
