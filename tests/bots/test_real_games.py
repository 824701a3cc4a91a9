"""Every level plays whole games of every shipped game (searching through determinizations)."""

from __future__ import annotations

import pytest

from tests.bots.games import PLAYERS, REAL_GAMES, load
from zsgames.bots import make_bot
from zsgames.bots.driver import play_match
from zsgames.core.game import GameConfig


@pytest.mark.parametrize("name", REAL_GAMES)
def test_search_easy_and_random_bots_finish_a_game(name):
    game = load(name)
    bots = [make_bot("ismcts:12", 1), make_bot("easy", 2), make_bot("random", 3)]
    played = play_match(game, GameConfig.make(PLAYERS), 5, bots)
    assert game.is_over(played.match.state)
    assert game.winner(played.match.state).winners
    assert len(played.think_seconds[0]) > 0  # the search bot really decided something


@pytest.mark.parametrize("name", REAL_GAMES)
def test_evaluate_stays_in_range_over_a_game(name):
    from zsgames.core.conformance import random_playout

    game = load(name)
    values = []

    def on_step(_before, _action, after):
        values.extend(game.evaluate(after, seat) for seat in range(PLAYERS))

    random_playout(game, GameConfig.make(PLAYERS), 8, chooser_seed=8, on_step=on_step)
    assert values and all(0.0 <= v <= 1.0 for v in values)


@pytest.mark.parametrize("name", REAL_GAMES)
def test_hints_carry_the_games_own_reasons(name):
    from tests.bots.games import positions
    from zsgames.bots.hint import generic_reason, hint

    game = load(name)
    reasons = []
    for state, seat in positions(game, 4, seed=31):
        legal = game.legal_actions(state, seat)
        for action, win, reason in hint(game, game.view(state, seat), seat, legal, bot=make_bot("ismcts:20", 1)):
            assert action in legal and 0.0 <= win <= 1.0 and reason
            reasons.append(reason != generic_reason(win))
    assert any(reasons), f"{name}: no hint used the game's own wording"
