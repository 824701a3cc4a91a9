"""Area 5 — Bustling market: opening rounds, rewards, one run per card per round, each card's effect."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import data as D

from .helpers import SP, blank, bustling, crickets, do, give, kinds, legal, on_frame, refused, resolve_from


def _with_cards(s, *zh):
    ids = sorted(bustling(z) for z in zh)
    s.bust = ids
    s.bust_out = [b for b in range(5) if b not in ids]
    s.bust_run = [False] * 3
    return s


@pytest.mark.parametrize(("space", "rnd", "coins"), [("a5s1", 2, 0), ("a5s2", 3, 1), ("a5s3", 4, 2)])
def test_spaces_open_by_round_with_rewards(space, rnd, coins):
    assert D.SPACES[SP[space]]["round"] == rnd
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    s.round = rnd
    resolve_from(s, ("space", SP[space]), {SP[space]: 0})
    assert s.coins[0] == coins and s.stack[-1] == ("bust", 0)


@pytest.mark.parametrize(("space", "name"), [("a5s1", "space 2"), ("a5s2", "space 3"), ("a5s3", "space 4")])
def test_spaces_are_named_by_the_number_printed_on_them(space, name):
    """ "The round a space opens is the number shown in its upper-right corner", and the rulebook
    names the spaces by it: "Space 2 (opens in round 2) … Space 3 … plus one coin … Space 4 …
    plus two coins". The move, the log, the refusal and the rules help say the same."""
    from zsgames.games.cuzhi import GAME
    from zsgames.games.cuzhi.game import PLACE_LABELS

    i = SP[space]
    rnd = D.SPACES[i]["round"]
    assert str(PLACE_LABELS[i]).startswith(f"Area 5 Bustling market 热闹集市, {name}: 1 bustling-market action")
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    s.round = rnd
    texts = [str(e.text) for e in resolve_from(s, ("space", i), {i: 0})]
    if D.SPACES[i]["reward"]:
        assert texts == [f"Blue gains {'1 coin' if rnd == 3 else '2 coins'} (Area 5 {name})"]
    s.round = rnd - 1
    s.stage, s.stack, s.occ = "dispatch", [], [-1] * len(D.SPACES)
    assert refused(s, "place", i) == f"Area 5 {name} opens in round {rnd}"
    assert f"Space {rnd} (it opens in round {rnd})" in GAME.rules_help()


def test_each_card_once_per_round():
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    s.bust_run = [True, False, True]
    on_frame(s, ("bust", 0))
    assert [a.args[0] for a in legal(s)] == [s.bust[1]]
    assert refused(s, "run", s.bust[0]) == "that bustling-market card has already run this round"


def test_no_card_left_no_action():
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    s.bust_run = [True, True, True]
    s.round = 4
    resolve_from(s, ("space", SP["a5s3"]), {SP["a5s3"]: 0})
    assert s.stack[-1][0] == "hold" and s.coins[0] == 2


def test_grass_fair():
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    on_frame(s, ("bust", 0))
    s = do(s, ("run", bustling("草市")))
    assert s.grass[0] == 3 and s.bust_run[s.bust.index(bustling("草市"))]


def test_jar_shop_up_to_two_at_one_coin():
    s = _with_cards(blank(3), "瓦罐行", "茶馆", "养虫铺")
    s.coins[0] = 5
    on_frame(s, ("bust", 0))
    s = do(s, ("run", bustling("瓦罐行")))
    assert [a.args[0] for a in legal(s)] == [0, 1, 2]
    s = do(s, ("buy_jars", 2))
    assert s.jars[0] == 2 and s.coins[0] == 3


def test_cricket_keeper_not_into_royal():
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    give(s, 0, D.FIRST, D.SECOND)
    on_frame(s, ("bust", 0))
    s = do(s, ("run", bustling("养虫铺")))
    assert [a.args for a in legal(s) if a.kind == "upgrade"] == [(D.SECOND,)]
    s = do(s, ("upgrade", D.SECOND))
    assert crickets(s, 0) == [0, 0, 0, 2, 0]


def test_fortune_teller_two_draws_supply_crickets_D3():
    s = _with_cards(blank(3), "算命摊", "茶馆", "养虫铺")
    s.wild = 0
    s.bag.remove(D.K_CRICKET)
    s.bag.remove(D.K_CRICKET)
    s.bag += [D.K_CRICKET, D.K_CRICKET]
    on_frame(s, ("bust", 0))
    s = do(s, ("run", bustling("算命摊")), "draw", "draw")
    assert s.crick[0] == 2


def test_teahouse_coin_per_yamen_at_most_three():
    s = _with_cards(blank(4), "草市", "茶馆", "养虫铺")
    for lan in s.lantern:
        lan.append(0)
    on_frame(s, ("bust", 0))
    s = do(s, ("run", bustling("茶馆")))
    assert s.coins[0] == 3


def test_bustling_cards_chosen_not_occupied_D7():
    s = _with_cards(blank(3), "草市", "茶馆", "养虫铺")
    on_frame(s, ("bust", 0))
    assert kinds(s) == ["run", "run", "run"]


def test_jar_shop_and_upgrade_refusals_say_why():
    s = blank(3)
    s.coins[0] = 1
    on_frame(s, ("jars", 0))
    assert refused(s, "buy_jars", 2) == "2 jars cost 2 coins; you have 1"
    t = blank(3)
    give(t, 0, D.FIRST, D.ORDINARY)
    on_frame(t, ("upgrade", 0, D.FIRST))
    assert refused(t, "upgrade", D.FIRST) == "this can raise a cricket at most to 一品 first grade"
    assert refused(t, "upgrade", D.SECOND) == "you have no 二品 second grade cricket"
