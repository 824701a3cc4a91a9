"""A game is kept in the statistics only if its save loads: the recorder checks it by the reader's
own rules (issue 34, item 3)."""

from __future__ import annotations

import pytest

from tests.stats.test_store import finished
from tests.support.tiny_game import GAME
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.stats.record import record_of


def test_the_recorder_checks_a_game_as_the_reader_does():
    """``--record`` used to keep games the Statistics window could not reopen."""
    match = finished(4)
    seats = [{"controller": "human"}, {"controller": "search:iterations=50000"}, {"controller": "easy"}]
    odd = Match.replay(GAME, GameConfig.make(3, ["Ann", "Bo", "Cy"], None, seats), match.seed, match.actions)
    with pytest.raises(ValueError, match=r"cannot be kept in the statistics: seat 2 .*iterations must be"):
        record_of(odd)
