"""Area 1 — Resources: space rewards, draws, Sounds, the used pile, wild crickets to the market."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import data as D

from .helpers import SP, act, blank, do, kinds, legal, on_frame, refused, resolve_from


def _draw_into(s, kind_seq):
    """Make the next draws come out as ``kind_seq`` (top of the bag is the list's end)."""
    s.bag = [k for k in s.bag if True]
    for k in kind_seq:
        s.bag.remove(k)
    s.bag.extend(reversed(kind_seq))


@pytest.mark.parametrize(
    ("space", "draws", "coins", "jars"),
    [("a1s1", 1, 0, 1), ("a1s2", 2, 0, 1), ("a1s3", 3, 1, 0), ("a1s4", 4, 0, 0)],
)
def test_space_rewards_and_actions(space, draws, coins, jars):
    s = blank(3)
    resolve_from(s, ("space", SP[space]), {SP[space]: 1})
    assert s.stack[-1] == ("draw", 1, draws, 1)
    assert s.coins[1] == coins and s.jars[1] == jars


def test_space_one_takes_starting_marker():
    s = blank(3)
    resolve_from(s, ("space", SP["a1s1"]), {SP["a1s1"]: 2})
    assert s.first == 2


def test_grass_and_cricket_draws():
    s = blank(3)
    _draw_into(s, [D.K_GRASS, D.K_CRICKET])
    on_frame(s, ("draw", 0, 2, 1))
    wild = s.wild
    s = do(s, "draw")
    assert s.grass[0] == 1
    s = do(s, "draw")
    assert s.crick[0] == 1 and s.wild == wild - 1
    resolve_from(s, ("wild",))
    assert s.market == wild - 1 and s.wild == 0
    assert s.pile[D.K_GRASS] == 1 and s.pile[D.K_CRICKET] == 1


def test_cricket_or_grass_is_a_choice():
    s = blank(3)
    _draw_into(s, [D.K_EITHER])
    on_frame(s, ("draw", 0, 1, 1))
    s = do(s, "draw")
    assert kinds(s) == ["take", "take"]
    s2 = do(s, ("take", "cricket"))
    assert s2.crick[0] == 1
    s3 = do(s, ("take", "grass"))
    assert s3.grass[0] == 1


def test_sound_sell_or_keep():
    s = blank(3)
    _draw_into(s, [D.K_SOUND])
    on_frame(s, ("draw", 0, 1, 1))
    s = do(s, "draw")
    assert set(kinds(s)) == {"keep_sound", "sell_sound"}
    sold = do(s, "sell_sound")
    assert sold.coins[0] == 1 and sold.sounds[0] == 0 and sold.pile[D.K_SOUND] == 1
    kept = do(s, "keep_sound")
    assert kept.sounds[0] == 1


def test_sound_exchanges_1_2_3():
    s = blank(3)
    s.sounds[0] = 3
    s.bag.remove(D.K_SOUND)
    s.bag.remove(D.K_SOUND)
    s.bag.remove(D.K_SOUND)
    on_frame(s, ("draw", 0, 1, 1))
    s.wild = 5
    args = {a.args for a in legal(s) if a.kind == "exchange"}
    assert args == {(1, "coins"), (2, "c3"), (3, "c2")}
    a = do(s, ("exchange", 1, "coins"))
    assert a.coins[0] == 1 and a.sounds[0] == 2
    b = do(s, ("exchange", 2, "c3"))
    assert b.crick[D.THIRD] == 1 and b.wild == 4 and b.sounds[0] == 1
    c = do(s, ("exchange", 3, "c2"))
    assert c.crick[D.SECOND] == 1 and c.pile[D.K_SOUND] == 3


def test_empty_bag_reshuffles_the_used_pile():
    s = blank(3)
    s.pile = [s.bag.count(k) for k in range(4)]
    s.bag = []
    on_frame(s, ("draw", 0, 1, 1))
    s = do(s, "draw")
    assert len(s.bag) + sum(s.pile) + s.sounds[0] == 24
    assert len(s.bag) == 23


def test_actions_may_be_declined():
    s = blank(3)
    on_frame(s, ("draw", 0, 3, 1))
    s = do(s, "stop")
    assert not s.stack or s.stack[-1][0] != "draw"


def test_draw_refused_when_none_left():
    s = blank(3)
    s.sounds[0] = 1
    s.bag.remove(D.K_SOUND)
    on_frame(s, ("draw", 0, 0, 1))
    assert refused(s, "draw") == "this space has no resource actions left"


def test_wild_leftovers_fill_market_left_to_right():
    s = blank(4)
    assert s.wild == 8
    resolve_from(s, ("wild",))
    assert s.market == 8 and s.wild == 0


def test_act_helper_roundtrip():
    s = blank(3)
    on_frame(s, ("draw", 0, 1, 1))
    _, ev = act(s, "draw")
    assert any(e.chance for e in ev)
