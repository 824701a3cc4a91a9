"""Arena bookkeeping: rotation, fractional shared wins, Wilson intervals, --jobs invariance."""

from __future__ import annotations

import tracemalloc

import pytest

from zsgames.bots import arena


def test_wilson_interval_matches_known_values():
    low, high = arena.wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    assert arena.wilson(0, 0) == (0.0, 1.0)
    low, high = arena.wilson(0, 20)
    assert low == 0.0 and 0.15 < high < 0.17


def _strip_times(report):
    return [{k: v for k, v in r.items() if k != "mean_move_s"} for r in report["results"]]


def test_results_are_the_same_for_any_number_of_jobs():
    one = arena.run_arena("tiny", 3, ["ismcts:8", "easy", "random"], 6, seed=3, jobs=1)
    two = arena.run_arena("tiny", 3, ["ismcts:8", "easy", "random"], 6, seed=3, jobs=2)
    assert _strip_times(one) == _strip_times(two)


def test_seats_rotate_and_shared_wins_are_fractions():
    report = arena.run_arena("tiny", 3, ["random", "random", "random"], 9, seed=2)
    rows = report["results"]
    assert [r["games"] for r in rows] == [9, 9, 9]
    # every game hands out exactly one win in total, split on a shared win
    assert sum(r["wins"] for r in rows) == pytest.approx(9)
    for r in rows:
        assert r["ci95"][0] <= r["win_rate"] <= r["ci95"][1]
        assert set(r) == {"bot", "games", "wins", "win_rate", "ci95", "mean_score", "mean_move_s", "capped"}
        assert r["capped"] == 0


def test_each_entry_plays_every_seat_of_every_deal(monkeypatch):
    seen = []
    original = arena._one_game

    def spy(job):
        result = original(job)
        seen.append((job[3], tuple(result["seat_bot"])))
        return result

    monkeypatch.setattr(arena, "_one_game", spy)
    arena.run_arena("tiny", 3, ["random", "easy", "random"], 6, seed=1)
    seatings = [s for _, s in seen]
    assert seatings[:3] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert seatings[3:] == seatings[:3]


def test_progress_is_reported_per_game():
    calls = []
    arena.run_arena("tiny", 2, ["random", "random"], 4, seed=1, progress=lambda d, t: calls.append((d, t)))
    assert calls == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_format_report_has_a_row_per_entry():
    report = arena.run_arena("tiny", 2, ["easy", "random"], 2, seed=1)
    text = arena.format_report(report)
    assert "easy" in text and "random" in text and "95% CI" in text


def test_markdown_table_has_a_row_per_entry_and_the_command():
    report = arena.run_arena("tiny", 2, ["easy", "random"], 2, seed=1)
    text = arena.format_markdown(report, "zsgames arena --game tiny")
    assert "`zsgames arena --game tiny`" in text
    results, ratings = text.split("\n\n| bot | Elo |")  # the win-rate table, then the Elo table
    assert sum(line.startswith("| easy") or line.startswith("| random") for line in results.splitlines()) == 2
    assert sum(line.startswith("| easy") or line.startswith("| random") for line in ratings.splitlines()) == 2


class _Enough(Exception):
    pass


def test_games_are_made_one_by_one_not_listed_up_front(monkeypatch):
    """A huge --games costs time, not memory: the jobs are streamed and summed as they come."""
    canned = {
        "seat_bot": [0, 1],
        "winners": [0],
        "totals": [3, 1],
        "times": [0.0, 0.0],
        "decisions": [1, 1],
        "capped": [0, 0],
    }
    monkeypatch.setattr(arena, "_one_game", lambda job: canned)

    def stop_after_three(done, total):
        if done == 3:
            raise _Enough

    tracemalloc.start()
    try:
        with pytest.raises(_Enough):
            arena.run_arena("tiny", 2, ["random", "random"], 300_000, seed=1, progress=stop_after_three)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000  # a list of 300 000 jobs alone would take over 20 MB
