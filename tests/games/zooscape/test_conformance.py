"""The engine's conformance check and random whole games with invariants after every action."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zsgames.core.conformance import check_all, random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_conformance(players):
    check_all(GAME, players)


def _invariants(before, action, after):
    GAME.check_invariants(after)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32), chooser=st.integers(0, 1000))
def test_random_games_keep_invariants(players, seed, chooser):
    final, _actions = random_playout(GAME, GameConfig.make(players), seed, chooser, on_step=_invariants)
    assert GAME.is_over(final) and final.round == 5
    totals = [s.total for s in GAME.scores(final)]
    assert len(totals) == players and GAME.winner(final).winners


def test_game_ends_after_reasonable_number_of_moves():
    final, actions = random_playout(GAME, GameConfig.make(6), 1)
    assert GAME.is_over(final) and len(actions) < 1000
