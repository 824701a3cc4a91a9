"""Elo ratings from an arena's pairings: who beat whom in one game, the Bradley–Terry fit and its
intervals against numbers worked by hand, and an unbeaten bot's finite rating."""

from __future__ import annotations

import math

import pytest

from zsgames.bots import arena
from zsgames.bots.elo import ELO_PER_NATURAL, Pairings, fit, format_ratings


def test_a_game_gives_a_result_per_pair_of_different_bots():
    pairings = Pairings()
    # seat 0 (hard) won; seats 1 and 2 lost with 20 and 30 points; seat 3 is hard again
    pairings.add_game(["hard", "easy", "random", "hard"], winners=[0], totals=[40, 20, 30, 10])
    hard, easy, random = (pairings.index(b) for b in ("hard", "easy", "random"))
    # hard (seat 0) beats both; hard (seat 3, 10 points, no win) loses to both on points
    assert pairings.points[(hard, easy)] == 1.0 and pairings.points[(easy, hard)] == 1.0
    assert pairings.points[(random, easy)] == 1.0 and pairings.points[(easy, random)] == 0.0
    assert pairings.games == {(hard, easy): 2, (hard, random): 2, (easy, random): 1}  # no hard–hard pair


def test_shared_wins_and_equal_scores_are_draws():
    pairings = Pairings()
    pairings.add_game(["a", "b", "c"], winners=[0, 1], totals=[9, 9, 9])
    a, b, c = (pairings.index(x) for x in "abc")
    assert pairings.points[(a, b)] == 0.5 and pairings.points[(a, c)] == 1.0
    pairings.add_game(["a", "b", "c"], winners=[2], totals=[5, 5, 9])
    assert pairings.points[(a, b)] == 1.0  # two non-winners with equal totals: another draw


def test_two_bots_worked_by_hand():
    # 75 wins of 100, plus one virtual draw: strength ratio 75.5 / 25.5
    pairings = Pairings()
    for game in range(100):
        pairings.add("strong", "weak", 1.0 if game < 75 else 0.0)
    rows = fit(pairings)
    assert [r["bot"] for r in rows] == ["strong", "weak"]
    lead = ELO_PER_NATURAL * math.log(75.5 / 25.5)
    assert rows[0]["elo"] - rows[1]["elo"] == pytest.approx(lead, abs=0.2)  # about 189 points
    assert (rows[0]["elo"] + rows[1]["elo"]) / 2 == pytest.approx(1500, abs=0.1)
    # the difference has variance 1 / (n p (1 - p)); each rating about the mean carries half of it
    p = 75.5 / 101
    half_width = 1.96 * ELO_PER_NATURAL * math.sqrt(1 / (101 * p * (1 - p))) / 2
    low, high = rows[0]["ci95"]
    assert high - rows[0]["elo"] == pytest.approx(half_width, abs=0.2)
    assert rows[0]["elo"] - low == pytest.approx(half_width, abs=0.2)
    assert rows[0]["games"] == rows[1]["games"] == 100


def test_an_unbeaten_bot_gets_a_finite_rating_and_order_follows_strength():
    pairings = Pairings()
    for _ in range(20):
        pairings.add_game(["hard", "normal", "random"], winners=[0], totals=[30, 20, 10])
    rows = fit(pairings)
    assert [r["bot"] for r in rows] == ["hard", "normal", "random"]
    assert all(math.isfinite(r["elo"]) and r["ci95"][0] < r["elo"] < r["ci95"][1] for r in rows)
    assert rows[0]["elo"] - rows[2]["elo"] < 2000


def test_one_bot_has_no_rating():
    pairings = Pairings()
    pairings.add_game(["random", "random"], winners=[0], totals=[1, 0])
    assert fit(pairings) == [] and format_ratings([]) == []


def test_the_arena_rates_each_distinct_bot_the_same_for_any_jobs():
    one = arena.run_arena("tiny", 3, ["ismcts:8", "random", "random"], 6, seed=3, jobs=1)
    two = arena.run_arena("tiny", 3, ["ismcts:8", "random", "random"], 6, seed=3, jobs=2)
    assert one["elo"] == two["elo"]
    assert sorted(r["bot"] for r in one["elo"]) == ["ismcts:8", "random"]
    assert all(r["games"] == 12 for r in one["elo"])  # 6 games × 2 pairs of different bots
    text = arena.format_report(one)
    assert "Elo (fitted from every pairing; mean 1500)" in text
    assert "| bot | Elo | 95 % CI | pairings |" in arena.format_markdown(one)


def test_long_bot_names_keep_the_columns():
    report = arena.run_arena("tiny", 3, ["search:base=normal,iterations=8", "random", "random"], 3, seed=1)
    lines = arena.format_report(report).splitlines()
    elo_at = lines.index("Elo (fitted from every pairing; mean 1500)")
    for header, rows, column in ((lines[1], lines[2:5], "games"), (lines[elo_at + 1], lines[elo_at + 2 :], "Elo")):
        end = header.index(column) + len(column)
        for row in rows:  # each number ends under its heading, after the whole name
            name, number = row[:end].split()[0], row[:end].split()[-1]
            assert row.startswith(name) and name in {"search:base=normal,iterations=8", "random"}
            assert number.isdigit() and row[end] == " ", row
