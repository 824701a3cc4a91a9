"""Area 2 — Market: space rewards, grass/jar/cricket trades, stall prices, jar price table, hiring."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D

from .helpers import SP, blank, do, give, kinds, legal, on_frame, refused, resolve_from


@pytest.mark.parametrize(("space", "trades", "coins"), [("a2s1", 2, 1), ("a2s2", 3, 0), ("a2s3", 3, 1), ("a2s4", 3, 2)])
def test_space_trades_and_coins(space, trades, coins):
    s = blank(3)
    resolve_from(s, ("space", SP[space]), {SP[space]: 0})
    assert s.stack[-1] == ("trade", 0, trades, 0) and s.coins[0] == coins


def test_grass_one_for_one_and_three_for_four():
    s = blank(3)
    s.coins[0], s.grass[0] = 5, 3
    on_frame(s, ("trade", 0, 3, 0))
    a = do(s, ("buy_grass", 1))
    assert (a.coins[0], a.grass[0]) == (4, 4)
    b = do(s, ("buy_grass", 3))
    assert (b.coins[0], b.grass[0]) == (1, 6)
    c = do(s, ("sell_grass", 3))
    assert (c.coins[0], c.grass[0]) == (9, 0)
    d = do(s, ("sell_grass", 1))
    assert (d.coins[0], d.grass[0]) == (6, 2)


@pytest.mark.parametrize("market", range(10))
def test_jar_price_by_market_crickets(market):
    expected = 2 if market <= 3 else 3 if market <= 5 else 4  # 9 → 4 (D5)
    assert D.JAR_PRICE[market] == expected
    s = blank(3)
    s.market, s.coins[0], s.jars[0] = market, 10, 1
    on_frame(s, ("trade", 0, 2, 0))
    bought = do(s, "buy_jar")
    assert bought.coins[0] == 10 - expected and bought.jars[0] == 2
    sold = do(s, "sell_jar")
    assert sold.coins[0] == 10 + expected and sold.jars[0] == 0


def test_stall_prices_three_columns():
    assert D.SLOT_PRICES == (3, 3, 3, 2, 2, 2, 1, 1, 1)


def test_market_worked_examples():
    # left column: a cricket sells for 3 while the jar costs 2; middle column: 2 and 3
    s = blank(3)
    give(s, 0, D.ORDINARY, D.ORDINARY)
    s.market = 2
    on_frame(s, ("trade", 0, 3, 0))
    sold = do(s, ("sell_cricket", D.ORDINARY))
    assert sold.coins[0] == 3 and sold.market == 3 and D.JAR_PRICE[s.market] == 2
    s.market = 4
    sold = do(s, ("sell_cricket", D.ORDINARY))
    assert sold.coins[0] == 2 and D.JAR_PRICE[s.market] == 3


def test_buy_rightmost_cricket_pays_its_stall():
    s = blank(3)
    s.market, s.coins[0] = 7, 5
    on_frame(s, ("trade", 0, 3, 0))
    s = do(s, "buy_cricket")
    assert s.coins[0] == 4 and s.market == 6 and s.crick[0] == 1
    s = do(s, "buy_cricket")
    assert s.coins[0] == 2 and s.market == 5


def test_no_buy_from_empty_no_sell_into_full():
    s = blank(3)
    s.coins[0] = 9
    give(s, 0, D.THIRD)
    on_frame(s, ("trade", 0, 3, 0))
    assert refused(s, "buy_cricket") == "the market has no cricket to buy"
    s.market = 9
    assert refused(s, "sell_cricket", D.THIRD) == "the market stalls are full"


def test_sold_cricket_enters_as_ordinary_D4():
    s = blank(3)
    give(s, 0, D.SECOND)
    s.coins[1] = 5
    on_frame(s, ("trade", 0, 1, 0))
    s = do(s, ("sell_cricket", D.SECOND))
    assert s.crick[D.SECOND] == 0 and s.market == 1
    on_frame(s, ("trade", 1, 1, 0))
    s = do(s, "buy_cricket")
    assert s.crick[5 + D.ORDINARY] == 1 and s.crick[5 + D.SECOND] == 0


def test_each_trade_is_one_thing_and_trades_run_out():
    s = blank(3)
    s.coins[0] = 10
    on_frame(s, ("trade", 0, 2, 0))
    s = do(s, ("buy_grass", 1), ("buy_grass", 1))
    assert s.stack[-1][0] == "hold"


@pytest.mark.parametrize(
    ("h", "rnd", "reward"),
    [
        (0, 2, ("grass", 1)),
        (1, 2, ("grass", 1)),
        (2, 3, ("c", 0)),
        (3, 3, ("c", 0)),
        (4, 3, ("c", 1)),
        (5, 4, ("c", 1)),
        (6, 4, ("c", 2)),
        (7, 4, ("c", 2)),
    ],
)
def test_hire_spaces(h, rnd, reward):
    s = blank(3)
    s.round = rnd
    s.coins[0] = 6
    on_frame(s, ("trade", 0, 3, 0))
    s = do(s, ("hire", h))
    assert s.coins[0] == 0 and s.hire[h] == 0 and s.hired_next[0] == 1 and s.chairs[0] == 1
    if reward[0] == "grass":
        assert s.grass[0] == 1
    else:
        assert s.crick[reward[1]] == 1
    if rnd > 2:
        s2 = blank(3)
        s2.round, s2.coins[0] = rnd - 1, 6
        on_frame(s2, ("trade", 0, 3, 0))
        assert refused(s2, "hire", h) == f"this hire space opens in round {rnd}"


def test_hire_refusals():
    s = blank(3)
    s.coins[0] = 6
    on_frame(s, ("trade", 0, 3, 0))
    assert refused(s, "hire", 0) == "village heads can be hired from round 2"
    s.round = 2
    s.coins[0] = 5
    assert refused(s, "hire", 0) == "hiring costs 6 coins; you have 5"
    s.coins[0] = 12
    s = do(s, ("hire", 0))
    assert refused(s, "hire", 1) == "each market space can hire only once"


def test_hire_space_once_per_game_D6():
    s = blank(3)
    s.round, s.hire[0], s.coins[1] = 2, 0, 6
    on_frame(s, ("trade", 1, 3, 0))
    assert "already been used" in refused(s, "hire", 0)


def test_hired_head_joins_next_round_and_max_five():
    s = blank(3)
    s.round, s.coins[0] = 3, 20
    s.heads[0], s.chairs[0] = 5, 0
    on_frame(s, ("trade", 0, 3, 0))
    assert "most village heads" in refused(s, "hire", 2)
    assert "hire" not in kinds(s)


def test_hire_head_usable_next_round():
    from zsgames.games.cuzhi.flow import cleanup, preparation

    s = blank(3)
    s.round, s.coins[0] = 2, 6
    on_frame(s, ("trade", 0, 3, 0))
    s = do(s, ("hire", 0))
    assert s.heads[0] == 3
    cleanup(s, [])
    preparation(s, [])
    assert s.heads[0] == 4 and s.to_place[0] == 4


def test_labels_name_the_price():
    s = blank(3)
    s.coins[0] = 2
    on_frame(s, ("trade", 0, 3, 0))
    assert any("jar" in str(a.label) and "2" in str(a.label) for a in legal(s))
    assert GAME.prompt(s, 0).startswith("Area 2")


def test_unaffordable_trades_say_why():
    s = blank(3)
    on_frame(s, ("trade", 0, 2, 0))
    assert refused(s, "buy_grass", 1) == "1 grass costs 1 coin; you have 0"
    assert refused(s, "buy_grass", 3) == "3 grass cost 4 coins; you have 0"
    assert refused(s, "sell_grass", 3) == "you have 0 grass to sell; this trade takes 3"
    assert refused(s, "sell_jar") == "you have no jar to sell"
    assert refused(s, "sell_cricket", D.SECOND) == "you have no 二品 second grade cricket to sell"
    s.market = 3
    assert refused(s, "buy_cricket") == "the rightmost market cricket costs 3 coins; you have 0"
    assert refused(s, "buy_grass", 2) == "grass is traded 1 for 1 coin or 3 for 4 coins"


def test_a_title_cricket_can_be_sold_and_its_title_card_is_turned_face_down():
    """Rulebook: "Buy or sell one cricket." — a title cricket too. It joins the market as ordinary
    (D4); its title card is turned face down as when it is tributed, without the tribute's +1."""
    from .helpers import act, own_title, texts, title

    s = blank(3)
    t = title("青麻头")
    own_title(s, t, 0)
    on_frame(s, ("trade", 0, 2, 0))
    code = D.TITLE_CODE + t
    sale = next(a for a in legal(s) if a.kind == "sell_cricket" and a.args == (code,))
    assert (
        str(sale.label) == "Sell the title cricket 青麻头 Qing Ma Tou for 3 coins (its title card is turned face down)"
    )
    after, events = act(s, "sell_cricket", code)
    GAME.check_invariants(after)
    assert after.title_owner[t] == -1 and t in after.title_gone and t not in s.title_gone
    assert (after.market, after.coins[0]) == (1, D.SLOT_PRICES[0])
    assert (after.virtue[0], after.rep[0], after.title_tributed[0]) == (s.virtue[0], s.rep[0], 0)
    assert after.stack[-1] == ("trade", 0, 1, 0)
    assert "sells the title cricket 青麻头 Qing Ma Tou for 3 coins; its title card is turned face down" in texts(events)
    other = title("拖肚黄")
    assert refused(s, "sell_cricket", D.TITLE_CODE + other) == "you do not hold the title cricket 拖肚黄 Tuo Du Huang"
    s.market = D.MARKET_SLOTS
    assert refused(s, "sell_cricket", code) == "the market stalls are full"


def test_refusals_count_their_coins():
    """ "1 coin", not "1 coins": a jar at its lowest price, a cricket on the last stall."""
    from .helpers import card
    from .tribute_helpers import own_card

    s = blank(3)
    own_card(s, 0, card("织造太监"))  # jars cost 1 coin less (at least 1)
    on_frame(s, ("trade", 0, 2, 0))
    assert refused(s, "buy_jar") == "a jar costs 1 coin; you have 0"
    s.market = D.MARKET_SLOTS
    assert refused(s, "buy_cricket") == "the rightmost market cricket costs 1 coin; you have 0"
