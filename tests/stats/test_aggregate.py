"""The statistics counted by SQLite (the Statistics window's reads, issue 34 item 10) are those of
``summary.game_stats`` over every record: people by name, bots by level, every opponent level once,
"people only", other bots, shared wins; the newest page of games and the game played last."""

from __future__ import annotations

from tests.stats.test_store import finished
from zsgames.stats import aggregate, summary
from zsgames.stats.record import record_of
from zsgames.stats.store import StatsStore

MIXES = (
    ("human", "random", "hard"),
    ("human", "easy", "easy"),  # two bots of one level: that level counts once
    ("human", "human"),  # hot-seat: against people only
    ("search:base=hard,iterations=50", "Normal", "human"),  # another bot; a level in capitals
    ("random", "random"),
)


def kept(tmp_path) -> StatsStore:
    store = StatsStore(tmp_path / "stats.sqlite3")
    for n in range(15):
        assert store.add(record_of(finished(n, MIXES[n % len(MIXES)]), f"2026-01-{1 + n % 9:02d}T10:00:00"))
    return store


def test_the_counts_of_sqlite_are_those_of_the_records(tmp_path):
    store = kept(tmp_path)
    expected = summary.game_stats("tiny", store.records("tiny"))
    counted = aggregate.game_stats(store, "tiny")
    assert counted == expected
    assert [p.player.label for p in counted.players] == [p.player.label for p in expected.players]
    assert {level for p in counted.players for level in p.by_level} >= {"people", "other", "easy", "hard"}
    assert aggregate.game_stats(store, "cuzhi") == summary.GameStats("cuzhi", 0, [])


def test_a_page_of_the_newest_games_and_the_game_played_last(tmp_path):
    store = kept(tmp_path)
    everything = store.records("tiny")
    page, total = aggregate.recent(store, "tiny", 4)
    assert total == 15 and [r.key for r in page] == [r.key for r in reversed(everything)][:4]
    assert page[0].seats == everything[-1].seats
    assert aggregate.recent(store, "cuzhi", 4) == ([], 0)
    assert aggregate.latest_game(store) == "tiny"
    assert aggregate.latest_game(StatsStore(tmp_path / "empty.sqlite3")) is None
