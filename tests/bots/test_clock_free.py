"""Every level decides from the seed and a count only: a slow clock changes no move. The time
caps are a safety net that is logged and counted when it bites."""

from __future__ import annotations

import itertools
import logging
import time

import pytest

from zsgames.bots import arena, make_bot
from zsgames.bots.driver import play_match
from zsgames.core import registry
from zsgames.core.game import GameConfig


def _slow_clock(monkeypatch, step: float) -> None:
    """Every reading of the clock is ``step`` seconds after the previous one."""
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * step)


def _position(name: str, moves: int = 6):
    game = registry.get(name)
    config = GameConfig.make(3)
    state = game.setup(config, 11)
    bots = [make_bot("random", seed=s) for s in range(3)]
    for _ in range(moves):
        seat = game.current_deciders(state)[0]
        legal = game.legal_actions(state, seat)
        state, _ = game.apply(state, bots[seat].choose(game, game.view(state, seat), seat, legal))
    seat = game.current_deciders(state)[0]
    return game, state, seat, game.legal_actions(state, seat)


def test_easy_values_a_position_the_same_on_a_slow_machine(monkeypatch):
    game, state, seat, legal = _position("zooscape", 10)  # its two samples value this position differently
    view = game.view(state, seat)
    fast = make_bot("easy", 4)
    fast_values, fast_move = fast.values(game, view, seat, legal), fast.choose(game, view, seat, legal)
    _slow_clock(monkeypatch, 0.05)  # each sample "takes" 50 ms: Easy used to stop after the first
    slow = make_bot("easy", 4)
    assert slow.values(game, view, seat, legal) == fast_values
    assert slow.choose(game, view, seat, legal) == fast_move
    assert slow.capped == 0


@pytest.mark.parametrize("name", ["zooscape", "zongshi", "cuzhi"])
def test_a_seeded_game_of_easy_bots_is_the_same_on_a_slow_machine(monkeypatch, name):
    game = registry.get(name)

    def played() -> list:
        bots = [make_bot("easy", seed=s) for s in range(3)]
        return list(play_match(game, GameConfig.make(3), 5, bots).match.actions)

    fast = played()
    _slow_clock(monkeypatch, 0.05)
    assert played() == fast


def test_easys_safety_cap_is_logged_and_counted_when_it_bites(monkeypatch, caplog):
    game, state, seat, legal = _position("zooscape")
    _slow_clock(monkeypatch, 5.0)  # a machine so slow that one sample takes longer than the cap
    bot = make_bot("easy", 4)
    with caplog.at_level(logging.WARNING, logger="zsgames.bots.greedy"):
        assert bot.choose(game, game.view(state, seat), seat, legal) in legal
    assert bot.capped == 1
    assert "Easy stopped after 1 of 2 samples" in caplog.text


def test_a_searchs_time_cap_in_the_app_is_logged_and_counted(monkeypatch, caplog):
    game, state, seat, legal = _position("cuzhi")
    _slow_clock(monkeypatch, 0.2)
    bot = make_bot("normal", 4)  # the app's Normal: 300 iterations, 0.45 s cap
    with caplog.at_level(logging.WARNING, logger="zsgames.bots.ismcts"):
        bot.choose(game, game.view(state, seat), seat, legal)
    assert bot.capped == 1 and bot.last.capped and bot.last.iterations < 300
    assert "normal stopped after" in caplog.text and "of 300 iterations" in caplog.text


def test_the_arenas_searches_run_their_count_whatever_the_clock(monkeypatch):
    game, state, seat, legal = _position("cuzhi")
    _slow_clock(monkeypatch, 0.2)
    bot = make_bot("normal", 4, deterministic=True)
    bot.choose(game, game.view(state, seat), seat, legal)
    assert bot.last.iterations == 300 and bot.capped == 0


def test_the_arena_report_says_when_a_cap_bit():
    row = {
        "bot": "easy",
        "games": 3,
        "wins": 1.0,
        "win_rate": 0.33,
        "ci95": [0.1, 0.8],
        "mean_score": 3.0,
        "mean_move_s": 0.1,
    }
    report = {
        "game": "tiny",
        "players": 3,
        "games": 3,
        "seed": 1,
        "results": [{**row, "capped": 2}, {**row, "bot": "random", "capped": 0}],
    }
    text = arena.format_report(report)
    assert "easy: the time cap cut 2 decisions short; this table may differ on another machine" in text
    assert "random: the time cap" not in text
    one = {**report, "results": [{**row, "capped": 1}]}
    assert "cut 1 decision short" in arena.format_report(one)
