"""Cleanup (rounds 1–4): heads home, hired heads join, market emptied, round advances; none after round 5."""

from __future__ import annotations

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D

from .helpers import SP, blank, resolve_from


def test_cleanup_after_area_five():
    s = blank(3)
    s.market = 6
    s.hired_next[1] = 1
    s.heads[1] = 3
    s.chairs[1] = 1
    resolve_from(s, ("end",), {SP["a1s1"]: 0}, hold=False)
    assert s.round == 2 and s.stage == "dispatch"
    assert s.market == 0 and all(o < 0 for o in s.occ)
    assert s.heads[1] == 4 and s.hired_next[1] == 0 and s.to_place == [3, 4, 3]


def test_round_five_goes_to_scoring():
    s = blank(3)
    s.round = D.ROUNDS
    s.market = 3
    resolve_from(s, ("end",), hold=False)
    assert GAME.is_over(s) and s.round == 5 and s.market == 3


def test_exactly_five_rounds():
    from zsgames.core.rng import Rng

    s = blank(3)
    rng = Rng(3)
    rounds = {s.round}
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s, GAME.current_deciders(s)[0])
        s, _ = GAME.apply(s, legal[rng.randbelow(len(legal))])
        rounds.add(s.round)
    assert rounds == {1, 2, 3, 4, 5}
