"""Dispatch: clockwise one head at a time, any empty open space, closed spaces refused."""

from __future__ import annotations

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D

from .helpers import SP, act, decider, refused, start


def test_clockwise_from_first_one_head_each():
    s = start(3, 4)
    order = []
    for _ in range(9):
        order.append(decider(s))
        s, _ = act(s, "place", GAME.legal_actions(s, decider(s))[-1].args[0])
    f = start(3, 4).first
    assert order == [(f + k) % 3 for k in range(3)] * 3
    assert s.stage == "resolve" or s.stack


def test_more_heads_keep_placing():
    s = start(3, 4)
    s.heads[s.first] = 5
    s.to_place[s.first] = 5
    placed = []
    while s.stage == "dispatch" and not s.stack:
        placed.append(decider(s))
        s, _ = act(s, "place", GAME.legal_actions(s, decider(s))[0].args[0])
    assert placed.count(start(3, 4).first) == 5 and len(placed) == 11
    assert placed[-2:] == [start(3, 4).first] * 2


def test_one_head_per_space_and_any_order():
    s = start(3, 4)
    s, _ = act(s, "place", SP["a3s4"])
    assert "already has a village head" in refused(s, "place", SP["a3s4"])
    s, _ = act(s, "place", SP["a1s1"])
    assert s.occ[SP["a3s4"]] >= 0 and s.occ[SP["a1s1"]] >= 0


def test_round_four_space_shut_in_rounds_1_to_3():
    s = start(4, 1)
    for rnd in (1, 2, 3):
        s.round = rnd
        assert refused(s, "place", SP["a5s3"]) == "Area 5 space 4 opens in round 4"
    s.round = 4
    assert SP["a5s3"] in [a.args[0] for a in GAME.legal_actions(s, decider(s))]


def test_four_plus_space_refused_at_three_players():
    s = start(3, 1)
    assert refused(s, "place", SP["a4r1s4"]) == "this space is used only with 4+ players"


def test_three_plus_space_refused_at_two_players():
    s = start(2, 1)
    s.round = 3
    assert "3+" in refused(s, "place", SP["a4r2s2"])


def test_open_spaces_round_one():
    s = start(4, 1)
    legal = {a.args[0] for a in GAME.legal_actions(s, decider(s))}
    assert legal == {i for i, sp in enumerate(D.SPACES) if sp["round"] == 1}


def test_not_your_turn():
    s = start(3, 1)
    other = (decider(s) + 1) % 3
    assert "decision" in refused(s, "place", 0, seat=other)


def test_no_open_space_head_stays_home():
    from zsgames.games.cuzhi.frame_kinds import advance

    s = start(2, 1)
    s.heads = [5, 5]
    s.to_place = [5, 5]
    # round 1 at two players: 12 spaces in Areas 1–3 + 3 + 1 in Area 4 = 16 < 10? fill most of them first
    s.occ = [0 if sp["round"] == 1 and sp["min_players"] <= 2 else -1 for sp in D.SPACES]
    s.to_place = [1, 1]
    ev = []
    advance(s, ev)
    assert s.stage == "resolve" or s.stack
    assert any("stay home" in str(e.text) for e in ev)
