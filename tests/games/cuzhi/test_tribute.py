"""Area 4 tribute phase: yamen cards, payment, lanterns, second card, normal and title tribute."""

from __future__ import annotations

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D

from .helpers import SP, WUCHANG, XIAN, blank, card, crickets, do, give, kinds, legal, own_title, refused, resolve_from
from .tribute_helpers import set_yamen

BOSS, ZHENG, YOUTH = card("斗场老板"), card("郑和"), card("市井少年")


def _at(s, seat=0, space="a4r1s1"):
    resolve_from(s, ("space", SP[space]), {SP[space]: seat})
    return s


def test_worked_example_xian_arena_boss():
    s = blank(3)
    give(s, 0, D.ORDINARY, D.THIRD)
    set_yamen(s, XIAN, BOSS, ZHENG)
    _at(s)
    assert ("tribute", (XIAN, BOSS)) in [(a.kind, a.args) for a in legal(s)]
    s = do(s, ("tribute", XIAN, BOSS))  # only one way to pay: no payment question
    assert crickets(s, 0) == [0, 0, 0, 0, 0]
    assert s.virtue[0] == 2 and BOSS in s.owned[0]
    assert s.lantern[XIAN] == [0] and D.YAMEN[XIAN]["lanterns"][0] == 3
    assert s.stack[-1] == ("second", 0, XIAN) or s.stack[-1][0] == "hold"


def test_second_card_allowed_without_second_indicator():
    s = blank(3)
    give(s, 0, D.ORDINARY, D.THIRD, D.SECOND)
    s.jars[0] = 1
    set_yamen(s, XIAN, BOSS, ZHENG)
    _at(s)
    s = do(s, ("tribute", XIAN, BOSS), ("pay", D.THIRD), ("pay", D.ORDINARY))
    assert s.stack[-1] == ("second", 0, XIAN) and kinds(s) == ["tribute", "stop"]
    s = do(s, ("tribute", XIAN, ZHENG))
    assert s.owned[0] == [BOSS, ZHENG] and s.lantern[XIAN] == [0] and s.rep[0] == 2 and s.jars[0] == 0


def test_first_card_rewards_may_pay_the_second():
    s = blank(3)
    vh = card("里正")  # 2 c0 + G → R1, +2 coins
    tutor = card("赌客")  # c0 + 3C
    give(s, 0, D.ORDINARY, D.ORDINARY, D.ORDINARY)
    s.grass[0], s.coins[0] = 1, 1
    set_yamen(s, XIAN, vh, tutor)
    _at(s)
    assert [a.args for a in legal(s) if a.kind == "tribute"] == [(XIAN, vh)]
    s = do(s, ("tribute", XIAN, vh))
    assert s.coins[0] == 3
    s = do(s, ("tribute", XIAN, tutor))
    assert s.coins[0] == 0 and s.owned[0] == [vh, tutor]


def test_higher_grades_stand_in_and_payment_is_a_choice():
    s = blank(3)
    give(s, 0, D.SECOND, D.FIRST, D.ORDINARY)
    set_yamen(s, XIAN, BOSS)
    _at(s)
    s = do(s, ("tribute", XIAN, BOSS))
    assert s.stack[-1][0] == "paycard"
    assert {a.args[0] for a in legal(s)} == {D.SECOND, D.FIRST}
    s = do(s, ("pay", D.FIRST))
    assert {a.args[0] for a in legal(s)} == {D.ORDINARY, D.SECOND}
    s = do(s, ("pay", D.ORDINARY))
    assert crickets(s, 0) == [0, 0, 1, 0, 0]


def test_payment_choices_keep_the_rest_payable():
    s = blank(3)
    give(s, 0, D.THIRD, D.FIRST)  # 斗场老板 needs c3 + c0: the 一品 cannot pay the 三品 part if the 三品 …
    set_yamen(s, XIAN, BOSS)
    _at(s)
    s = do(s, ("tribute", XIAN, BOSS))
    # requirement 1 is 三品: either cricket could, but both are needed, so both are offered
    assert {a.args[0] for a in legal(s)} == {D.THIRD, D.FIRST}
    s = do(s, ("pay", D.FIRST))
    assert crickets(s, 0) == [0, 0, 0, 0, 0]


def test_arena_boss_needs_a_third_grade_cricket():
    s = blank(3)
    give(s, 0, D.ORDINARY, D.ORDINARY)
    set_yamen(s, XIAN, BOSS)
    _at(s)
    assert refused(s, "tribute", XIAN, BOSS) == "Arena Boss needs a third-grade cricket"


def test_lantern_highest_free_one_per_yamen():
    s = blank(3)
    s.lantern[WUCHANG] = [2]
    give(s, 0, D.ORDINARY, D.THIRD)
    set_yamen(s, WUCHANG, BOSS)
    _at(s)
    s = do(s, ("tribute", WUCHANG, BOSS))
    assert s.lantern[WUCHANG] == [2, 0]


def test_normal_tribute_once_per_head():
    s = blank(3)
    give(s, 0, D.THIRD, D.THIRD)
    _at(s)
    s = do(s, "normal")
    assert s.stack[-1][0] in ("vr", "npay")
    if s.stack[-1][0] == "npay":
        s = do(s, ("pay", D.THIRD))
    s = do(s, ("gain", "R"))
    assert s.rep[0] == 2 and crickets(s, 0)[D.THIRD] == 1 and s.stack[-1][0] == "hold"
    assert all(not lan for lan in s.lantern)


def test_normal_tribute_needs_third_grade():
    s = blank(3)
    give(s, 0, D.ORDINARY)
    _at(s)
    assert "normal" not in kinds(s)
    assert refused(s, "normal") == "a normal tribute needs a third-grade or better cricket"


def test_title_cricket_tribute_gives_icon_bonus():
    s = blank(3)
    give(s, 0, D.ORDINARY)
    own_title(s, 0, 0)  # 拖肚黄, icon R
    set_yamen(s, XIAN, BOSS)
    _at(s)
    s = do(s, ("tribute", XIAN, BOSS))
    assert s.title_owner[0] == -1 and 0 in s.title_gone and s.rep[0] == 2 and s.virtue[0] == 2
    assert s.title_tributed[0] == 1


def test_tribute_resolution_order_row_one_then_row_two():
    s = blank(3)
    s.round = 3
    give(s, 0, D.THIRD)
    give(s, 1, D.THIRD)
    resolve_from(s, ("space", SP["a4r1s1"]), {SP["a4r2s1"]: 0, SP["a4r1s3"]: 1}, hold=False)
    assert s.stack[-1] == ("tribute", 1, SP["a4r1s3"])
    s = do(s, "skip")
    assert s.stack[-1] == ("tribute", 0, SP["a4r2s1"])


def test_one_time_upgrade_card_market_youth():
    s = blank(3)
    give(s, 0, D.THIRD, D.THIRD, D.SECOND)
    set_yamen(s, XIAN, YOUTH)
    _at(s)
    s = do(s, ("tribute", XIAN, YOUTH), ("pay", D.THIRD), ("pay", D.THIRD))
    assert s.stack[-1][0] == "upgrade" and {a.args for a in legal(s) if a.kind == "upgrade"} == {(D.SECOND,)}
    s = do(s, ("upgrade", D.SECOND))
    assert crickets(s, 0)[D.FIRST] == 1


def test_skip_is_allowed():
    s = blank(3)
    _at(s)
    assert kinds(s) == ["skip"]
    s = do(s, "skip")
    assert GAME.current_deciders(s) == [0]
