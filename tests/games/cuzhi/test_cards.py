"""Every tribute card, title skill and their effects, as printed in the data."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.fight_calc import grass_bonus, total
from zsgames.games.cuzhi.flow import preparation
from zsgames.games.cuzhi.scoring import score_seat

from .fights import challenge_ready
from .helpers import (
    SP,
    XIAN,
    blank,
    card,
    crickets,
    decider,
    do,
    give,
    kinds,
    legal,
    on_frame,
    own_title,
    refused,
    resolve_from,
    title,
)
from .tribute_helpers import own_card, set_yamen


def _pay_exactly(s, seat, k):
    cost = D.CARDS[k]["cost"]
    give(s, seat, *(D.GRADE_INDEX[g] for g in cost["crickets"]))
    s.grass[seat], s.jars[seat], s.coins[seat] = cost["grass"], cost["jars"], cost["coins"]


def _tribute(k, seat=0):
    s = blank(3)
    _pay_exactly(s, seat, k)
    set_yamen(s, XIAN, k)
    resolve_from(s, ("space", SP["a4r1s1"]), {SP["a4r1s1"]: seat})
    s = do(s, ("tribute", XIAN, k))
    while s.stack[-1][0] == "paycard":
        s = do(s, legal(s)[0].kind and ("pay", legal(s)[0].args[0]))
    return s


@pytest.mark.parametrize("k", range(30))
def test_every_card_can_be_paid_and_rewards_its_track(k):
    s = _tribute(k)
    c = D.CARDS[k]
    assert k in s.owned[0]
    track = s.virtue[0] if c["reward"]["track"] == "V" else s.rep[0]
    assert track == 1 + c["reward"]["amount"]
    assert crickets(s, 0) == [0, 0, 0, 0, 0] or c["effect"] in ("gain", "upgrade", "draws")


@pytest.mark.parametrize(
    ("zh", "coins", "grass", "jars", "grade"),
    [
        ("里正", 2, 0, 0, None),
        ("罐匠", 0, 0, 1, None),
        ("华阴县令", 0, 0, 1, None),
        ("夏原吉", 3, 0, 0, None),
        ("宫中贵妃", 0, 0, 0, D.THIRD),
        ("杨荣", 2, 0, 0, None),
        ("成名", 0, 1, 1, None),
    ],
)
def test_one_time_gains(zh, coins, grass, jars, grade):
    s = _tribute(card(zh))
    assert (s.coins[0], s.grass[0], s.jars[0]) == (coins, grass, jars)
    if grade is not None:
        assert crickets(s, 0)[grade] == 1


def test_zhou_chen_two_resource_actions_from_supply():
    s = _tribute(card("周忱"))
    assert s.stack[-1] == ("draw", 0, 2, 0)


@pytest.mark.parametrize(
    ("zh", "coins", "grass"), [("草师", 0, 1), ("塾师", 1, 0), ("况钟", 1, 0), ("陈瑄", 0, 1), ("抚军", 2, 0)]
)
def test_start_of_round_income(zh, coins, grass):
    s = blank(3)
    own_card(s, 0, card(zh))
    preparation(s, [])
    assert (s.coins[0], s.grass[0]) == (coins, grass)


def _won_fight(owner_cards=(), chal=D.ROYAL, defn=D.THIRD, coins2=0, bet=None, scripted=(10, 1, 12, 1, 12, 1, 12)):
    s = challenge_ready(chal=(chal,), defn=(defn,), cards=tuple((k, 0) for k in owner_cards))
    s.coins[2] = coins2
    s.scripted = list(scripted)
    moves = ["challenge", ("fighter", chal), ("fighter", defn)]
    if bet is not None:
        moves.append(("bet", bet))
    s = do(s, *moves)
    while s.fight is not None:
        kinds_now = kinds(s)
        move = (
            "roll"
            if "roll" in kinds_now
            else "accept"
            if "accept" in kinds_now
            else "stay"
            if "stay" in kinds_now
            else (("reward", "coins") if "reward" in kinds_now else kinds_now[0])
        )
        s = do(s, move)
    return s


def test_arena_boss_coin_per_win():
    s = _won_fight([card("斗场老板")])
    assert s.coins[0] == 2 + 1


def test_gambler_winning_bet_pays_three():
    s = _won_fight(coins2=1, bet=0)
    assert s.coins[2] == 3
    s = challenge_ready(chal=(D.ROYAL,), defn=(D.THIRD,))
    own_card(s, 2, card("赌客"))
    s.coins[2] = 1
    s.scripted = [10, 1, 12, 1, 12, 1, 12]
    s = do(
        s,
        "challenge",
        ("fighter", D.ROYAL),
        ("fighter", D.THIRD),
        ("bet", 0),
        "roll",
        "roll",
        "roll",
        "roll",
        "roll",
        "roll",
        "stay",
    )
    assert s.coins[2] == 1 + 3


def test_wang_zhen_takes_losing_bets():
    s = challenge_ready(chal=(D.ROYAL,), defn=(D.THIRD,))
    own_card(s, 0, card("王振"))
    s.coins[2] = 1
    s.scripted = [10, 1, 12, 1, 12, 1, 12]
    s = do(
        s,
        "challenge",
        ("fighter", D.ROYAL),
        ("fighter", D.THIRD),
        ("bet", 1),
        "roll",
        "roll",
        "roll",
        "roll",
        "roll",
        "roll",
        "stay",
    )
    assert s.coins[2] == 0 and s.coins[0] == 2 + 1


def test_hunchback_seer_two_sounds_buy_second_grade():
    s = blank(3)
    own_card(s, 0, card("驼背巫"))
    s.sounds[0] = 2
    s.bag.remove(D.K_SOUND)
    s.bag.remove(D.K_SOUND)
    on_frame(s, ("draw", 0, 0, 1))
    assert (2, "c2") in [a.args for a in legal(s) if a.kind == "exchange"]
    s = do(s, ("exchange", 2, "c2"))
    assert crickets(s, 0)[D.SECOND] == 1


def test_cricket_monger_bonus_per_sale():
    s = blank(3)
    own_card(s, 0, card("促织贩子"))
    give(s, 0, D.ORDINARY)
    on_frame(s, ("trade", 0, 1, 0))
    s = do(s, ("sell_cricket", D.ORDINARY))
    assert s.coins[0] == 3 + 1


def test_weaving_eunuch_jar_discount_min_one():
    s = blank(3)
    own_card(s, 0, card("织造太监"))
    s.coins[0] = 5
    on_frame(s, ("trade", 0, 2, 0))
    s = do(s, "buy_jar")
    assert s.coins[0] == 4  # 2 − 1


def test_jian_yi_royal_without_coins():
    s = blank(3)
    own_card(s, 0, card("蹇义"))
    give(s, 0, D.FIRST)
    s.jars[0] = 1
    on_frame(s, ("cult", 0, 1))
    s = do(s, ("cultivate", D.FIRST, 0))
    assert s.jars[0] == 0 and s.coins[0] == 0 and s.stack[-1][0] == "vr"


def test_gallant_and_zhang_fu_roll_bonuses():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    own_card(s, 0, card("游侠儿"), card("张辅"))
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.THIRD))
    s.fight.roll = [5, 5]
    assert total(s, s.fight, 0, True) == 6 and total(s, s.fight, 0, False) == 6 and total(s, s.fight, 1, True) == 5


def test_yu_qian_one_reroll_per_fight():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    own_card(s, 0, card("于谦"))
    s.scripted = [2, 2, 6]
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.THIRD), "roll")
    assert kinds(s) == ["reroll", "accept"]
    s = do(s, "reroll")
    assert s.fight.roll[0] == 6 and s.fight.rerolls[0] == 0


def test_ceremonial_director_title_tribute_extra():
    s = blank(3)
    own_card(s, 0, card("司礼监"))
    own_title(s, title("青麻头"), 0)  # icon V
    resolve_from(s, ("space", SP["a4r1s1"]), {SP["a4r1s1"]: 0})
    s = do(s, "normal", ("pay", D.TITLE_CODE + title("青麻头")), ("gain", "R"))
    assert s.virtue[0] == 1 + 2 and s.rep[0] == 2


@pytest.mark.parametrize(
    ("zh", "setup", "dv", "dr"),
    [
        ("杨溥", lambda s: [lan.append(0) for lan in s.lantern[:4]], 0, 1),
        ("胡濙", lambda s: s.jars.__setitem__(0, 5), 2, 0),
        ("杨士奇", lambda s: s.title_tributed.__setitem__(0, 1), 0, 1),
        ("巡抚", lambda s: s.lantern[0].append(0), 0, 1),
    ],
)
def test_game_end_cards(zh, setup, dv, dr):
    s = blank(3)
    setup(s)
    before = score_seat(s, 0)
    own_card(s, 0, card(zh))
    after = score_seat(s, 0)
    v, r = 1 + dv, 1 + dr
    assert after.lines[0][1] == v * r - 1 and after.total - before.total == v * r - 1


def test_most_yamen_ties_count():
    s = blank(3)
    s.lantern[0] += [0, 1]
    own_card(s, 0, card("巡抚"))
    assert score_seat(s, 0).lines[0][1] == 1


# --- title skills -------------------------------------------------------------------------


def _title_fight(t, side=0, other=D.SECOND, scripted=()):
    s = challenge_ready(chal=(other,) if side == 1 else (), defn=(other,) if side == 0 else (), titles=((t, side),))
    s.grass[0] = s.grass[1] = 3
    s.scripted = list(scripted)
    tc = D.TITLE_CODE + t
    moves = ["challenge", ("fighter", tc if side == 0 else other), ("fighter", other if side == 0 else tc)]
    return do(s, *moves)


def settle(s):
    """Keep every roll as it is until nobody is asked about grass or rerolls."""
    while s.fight is not None and "accept" in kinds(s):
        s = do(s, "accept")
    return s


def test_tuo_du_huang_extra_step_no_grass_D14():
    t = title("拖肚黄")
    s = _title_fight(t, scripted=[12, 1, 2, 1, 5])
    s = do(s, "roll", "accept")  # excitement: 12 vs 1 (+1 with grass for 二品: defender asked)
    assert s.fight.excited == [True, False]
    assert grass_bonus(s, s.fight, 0) == 0
    s = do(s, "roll")  # 2: a stop stays a stop (D14)
    assert s.fight.pos[0] == 0
    s = do(s, "roll", "accept", "roll")  # D 1 (not excited); C 5 → 1 + 1
    assert s.fight.pos[0] == 2
    s2 = _title_fight(t, scripted=[12, 1, 8])
    s2 = do(s2, "roll", "accept", "roll")
    assert "grass" not in kinds(s2) or decider(s2) != 0


def test_tuo_du_huang_refuses_grass():
    t = title("拖肚黄")
    s = _title_fight(t, scripted=[3, 3])
    s = do(s, "roll")
    s.fight.step, s.fight.boost_side = 4, 0
    assert refused(s, "grass", seat=0) == "拖肚黄 Tuo Du Huang cannot use grass"


def test_qing_ma_tou_excited_on_four():
    s = settle(do(_title_fight(title("青麻头"), scripted=[4, 3]), "roll"))
    assert s.fight.excited == [True, False]


def test_xie_ke_qing_reroll_once():
    s = _title_fight(title("蟹壳青"), scripted=[2, 3, 9])
    s = do(s, "roll")
    assert "reroll" in kinds(s)
    s = do(s, "reroll")
    assert s.fight.roll[0] == 9 and "reroll" not in kinds(s)


def test_mei_hua_chi_low_roll_moves_one():
    s = settle(do(_title_fight(title("梅花翅"), scripted=[12, 1, 1]), "roll"))
    s = settle(do(s, "roll"))
    assert s.fight.pos[0] == 1


def test_qing_si_e_step_on_excitement():
    s = settle(do(_title_fight(title("青丝额"), scripted=[12, 1]), "roll"))
    assert s.fight.pos[0] == 1


def test_you_li_ta_dampens_opponent_grass():
    s = _title_fight(title("油利挞"), other=D.FIRST)
    assert grass_bonus(s, s.fight, 1) == 1 and grass_bonus(s, s.fight, 0) == 3


def test_hu_die_excitement_bonus():
    s = _title_fight(title("蝴蝶"))
    s.fight.roll = [5, 5]
    assert total(s, s.fight, 0, True) == 6 and total(s, s.fight, 0, False) == 5


def test_tang_lang_two_more_coins_on_win():
    s = _title_fight(title("螳螂"), other=D.THIRD, scripted=[12, 1, 12, 1, 12, 1, 12])
    while s.fight is not None:
        k = kinds(s)
        s = do(s, "roll" if "roll" in k else "accept" if "accept" in k else "stay")
    assert s.coins[0] == 2 + 2


def test_zi_huang_wins_ties_as_challenger():
    s = settle(do(_title_fight(title("紫黄"), scripted=[7, 7]), "roll"))
    assert s.fight.mover == 0


def test_hei_tou_brave_two_reputation():
    s = _title_fight(title("黑头将军"), other=D.THIRD, scripted=[12, 1, 12, 1, 12, 1, 12])
    while s.fight is not None:
        k = kinds(s)
        s = do(s, "roll" if "roll" in k else "accept" if "accept" in k else "stay")
    assert s.rep[0] == 1 + 2
    assert GAME.current_deciders(s)
