"""The pinned strength check: its verdicts, its report and its exit code (fake arenas, one tiny real one)."""

from __future__ import annotations

from typing import Any

import pytest

from zsgames import cli
from zsgames.bots import strength
from zsgames.bots.strength import StrengthCheck


def _report(wins: float, games: int) -> dict[str, Any]:
    return {"results": [{"bot": "normal", "wins": wins, "games": games}, {"bot": "random"}, {"bot": "random"}]}


def _arena_winning(wins_by_game: dict[str, float]) -> Any:
    calls: list[tuple[Any, ...]] = []

    def arena(game: str, players: int, specs: list[str], games: int, seed: int, jobs: int) -> dict[str, Any]:
        calls.append((game, players, tuple(specs), games, seed, jobs))
        return _report(wins_by_game[game], games)

    return arena, calls


def test_the_floor_counts_wins_so_exactly_the_floor_passes():
    check = StrengthCheck("zooscape", "normal,random,random", games=60, seed=11, floor=0.70, measured=0.8375)
    assert strength.verdict(check, _report(42, 60)).passed  # 0.7 × 60 is 42, whatever the float rounding
    assert not strength.verdict(check, _report(41.5, 60)).passed
    assert not strength.verdict(check, _report(0, 0)).passed


def test_every_floor_is_below_its_measured_rate_and_a_share():
    assert {c.game for c in strength.CHECKS} == {"zooscape", "cuzhi", "zongshi"}
    for check in strength.CHECKS:
        assert 0.0 < check.floor < check.measured <= 1.0
        assert check.games % 3 == 0  # every seat of every deal once (3 players)


def test_run_plays_each_check_with_its_seed_and_the_jobs_asked_for():
    arena, calls = _arena_winning({"zooscape": 50, "cuzhi": 12, "zongshi": 6})
    verdicts = strength.run(jobs=2, arena=arena)
    assert [v.check.game for v in verdicts] == [c.game for c in strength.CHECKS]
    assert all(v.passed for v in verdicts)
    assert calls == [(c.game, 3, tuple(c.bots.split(",")), c.games, c.seed, 2) for c in strength.CHECKS]
    only, _ = _arena_winning({"cuzhi": 12})
    assert [v.check.game for v in strength.run("cuzhi", arena=only)] == ["cuzhi"]


def test_a_weaker_bot_is_named_with_the_command_that_reproduces_it():
    arena, _ = _arena_winning({"zooscape": 30, "cuzhi": 12, "zongshi": 6})
    verdicts = strength.run(arena=arena)
    text = strength.format_verdicts(verdicts)
    assert "zooscape: normal won 30 of 60 games (50.0%); floor 70%, measured 83.8% — BELOW THE FLOOR" in text
    assert "cuzhi: normal won 12 of 12 games (100.0%)" in text and "— ok" in text
    assert "1 check below the floor" in text
    assert "zsgames arena --game zooscape --players 3 --bots normal,random,random --games 60 --seed 11" in text


def test_bench_strength_exits_1_below_a_floor_and_0_above(monkeypatch: pytest.MonkeyPatch, capsys: Any):
    arena, _ = _arena_winning({"zooscape": 30, "cuzhi": 12, "zongshi": 6})
    real_run = strength.run
    monkeypatch.setattr(strength, "run", lambda game, jobs: real_run(game, jobs, arena=arena))
    assert cli.main(["bench", "--strength"]) == 1
    assert "BELOW THE FLOOR" in capsys.readouterr().out
    assert cli.main(["bench", "--strength", "--game", "cuzhi"]) == 0
    assert cli.main(["bench", "--strength", "--jobs", "0"]) == 2


def test_a_tiny_real_check_plays_its_games():
    check = StrengthCheck("tiny", "ismcts:8,random,random", games=3, seed=1, floor=0.0, measured=0.5)
    (result,) = strength.run(checks=(check,))
    assert result.games == 3 and 0 <= result.wins <= 3 and result.passed
    again = strength.run(checks=(check,))[0]
    assert again.wins == result.wins  # counts, not clocks: the same wins every time
