"""Area 3 — Cultivation: grades, grass, royal cost and reward, titles."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import data as D

from .helpers import SP, blank, crickets, do, give, kinds, legal, on_frame, refused, resolve_from, show_titles, title


@pytest.mark.parametrize(
    ("space", "cults", "grass", "coins"), [("a3s1", 1, 1, 0), ("a3s2", 2, 0, 0), ("a3s3", 2, 0, 1), ("a3s4", 3, 0, 0)]
)
def test_space_cultivations_and_rewards(space, cults, grass, coins):
    s = blank(3)
    resolve_from(s, ("space", SP[space]), {SP[space]: 0})
    assert s.stack[-1] == ("cult", 0, cults) and s.grass[0] == grass and s.coins[0] == coins


def test_one_grade_or_two_with_one_grass():
    s = blank(3)
    give(s, 0, D.ORDINARY, D.ORDINARY)
    s.grass[0] = 2
    on_frame(s, ("cult", 0, 2))
    s = do(s, ("cultivate", D.ORDINARY, 0), ("cultivate", D.ORDINARY, 1))
    assert crickets(s, 0) == [0, 1, 1, 0, 0] and s.grass[0] == 1


def test_grade_track_order():
    s = blank(3)
    give(s, 0, D.ORDINARY)
    s.coins[0], s.jars[0] = 3, 1
    on_frame(s, ("cult", 0, 4))
    s = do(s, ("cultivate", 0, 0), ("cultivate", 1, 0), ("cultivate", 2, 0), ("cultivate", 3, 0))
    assert crickets(s, 0)[D.ROYAL] == 1 and s.coins[0] == 0 and s.jars[0] == 0
    assert s.stack[-1][0] == "vr"


def test_royal_needs_three_coins_and_a_jar():
    s = blank(3)
    give(s, 0, D.FIRST)
    s.coins[0] = 3
    on_frame(s, ("cult", 0, 1))
    assert refused(s, "cultivate", D.FIRST, 0) == "a royal cricket needs 3 coins and a jar"
    s.coins[0], s.jars[0] = 2, 1
    assert refused(s, "cultivate", D.FIRST, 0) == "a royal cricket needs 3 coins and a jar"


def test_new_royal_gives_virtue_or_reputation():
    s = blank(3)
    give(s, 0, D.FIRST)
    s.coins[0], s.jars[0] = 3, 1
    show_titles(s)
    on_frame(s, ("cult", 0, 1))
    s = do(s, ("cultivate", D.FIRST, 0))
    assert kinds(s) == ["gain", "gain"]
    v = do(s, ("gain", "V"))
    assert v.virtue[0] == 2 and v.rep[0] == 1
    r = do(s, ("gain", "R"))
    assert r.rep[0] == 2


def test_grass_carries_second_grade_to_royal_D8():
    s = blank(3)
    give(s, 0, D.SECOND)
    s.coins[0], s.jars[0], s.grass[0] = 3, 1, 1
    on_frame(s, ("cult", 0, 1))
    s = do(s, ("cultivate", D.SECOND, 1))
    assert crickets(s, 0)[D.ROYAL] == 1 and s.coins[0] == 0 and s.jars[0] == 0 and s.grass[0] == 0


def test_at_most_one_grass_per_cultivation():
    s = blank(3)
    give(s, 0, D.ORDINARY)
    s.grass[0] = 5
    on_frame(s, ("cult", 0, 1))
    assert {a.args[1] for a in legal(s) if a.kind == "cultivate"} == {0, 1}
    assert refused(s, "cultivate", D.ORDINARY, 2)


def test_first_two_royals_take_titles_then_plain():
    s = blank(3)
    give(s, 0, D.FIRST, D.FIRST, D.FIRST)
    s.coins[0], s.jars[0] = 9, 3
    t1, t2 = s.title_display
    on_frame(s, ("cult", 0, 3))
    s = do(s, ("cultivate", 3, 0), ("gain", "V"), ("title", t1))
    assert s.title_owner[t1] == 0 and crickets(s, 0)[D.ROYAL] == 0
    s = do(s, ("cultivate", 3, 0), ("gain", "R"), ("title", t2))
    s = do(s, ("cultivate", 3, 0), ("gain", "R"))
    assert s.title_display == [] and crickets(s, 0)[D.ROYAL] == 1
    assert s.stack[-1][0] == "hold"


def test_title_is_optional_and_waits_D9():
    s = blank(3)
    give(s, 0, D.FIRST, D.FIRST)
    s.coins[0], s.jars[0] = 6, 2
    t1 = s.title_display[0]
    on_frame(s, ("cult", 0, 2))
    s = do(s, ("cultivate", 3, 0), ("gain", "V"), "no_title")
    assert len(s.title_display) == 2
    s = do(s, ("cultivate", 3, 0), ("gain", "V"), ("title", t1))
    assert s.title_owner[t1] == 0


def test_qing_ma_tou_gives_two_coins_when_taken():
    s = blank(3)
    qmt = title("青麻头")
    show_titles(s, qmt)
    give(s, 0, D.FIRST)
    s.coins[0], s.jars[0] = 3, 1
    on_frame(s, ("cult", 0, 1))
    s = do(s, ("cultivate", 3, 0), ("gain", "V"), ("title", qmt))
    assert s.coins[0] == 2


def test_royal_cannot_be_cultivated():
    s = blank(3)
    give(s, 0, D.ROYAL)
    on_frame(s, ("cult", 0, 1))
    assert refused(s, "cultivate", D.ROYAL, 0) == "a royal cricket cannot be cultivated further"
