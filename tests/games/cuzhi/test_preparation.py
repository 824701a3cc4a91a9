"""Preparation: wild crickets, titles, yamen refills, stipend, start-of-round income, no upkeep."""

from __future__ import annotations

from zsgames.core.game import Event
from zsgames.games.cuzhi.flow import preparation

from .helpers import blank, card, start
from .tribute_helpers import own_card


def test_wild_crickets_every_round():
    for players, wild in ((2, 5), (3, 7), (4, 8)):
        s = start(players)
        s.wild = 0
        preparation(s, [])
        assert s.wild == wild


def test_titles_discard_untaken_and_reveal_two():
    s = start(3)
    old = list(s.title_display)
    preparation(s, [])
    assert len(s.title_display) == 2 and not set(old) & set(s.title_display)
    assert set(old) <= set(s.title_gone)


def test_yamen_refill_zero_to_one_one_to_two_two_stays():
    s = start(4)
    s.yamen_cards[0] = []
    s.yamen_cards[1] = [s.yamen_cards[1][0]]
    extra = s.trib_deck.pop()
    s.yamen_cards[2].append(extra)
    before = list(s.yamen_cards[2])
    preparation(s, [])
    assert len(s.yamen_cards[0]) == 1 and len(s.yamen_cards[1]) == 2
    assert s.yamen_cards[2] == before


def test_stipend_one_coin_per_yamen_indicator_at_most_six():
    s = blank(4)
    for lan in s.lantern:
        lan.append(0)
    s.lantern[0].append(1)
    ev: list[Event] = []
    preparation(s, ev)
    assert s.coins[0] == 6 and s.coins[1] == 1 and s.coins[2] == 0
    assert "俸禄" in "\n".join(str(e.text) for e in ev)


def test_start_of_round_income_cards():
    s = blank(3)
    own_card(s, 0, card("抚军"), card("草师"), card("塾师"))
    preparation(s, [])
    assert s.coins[0] == 3 and s.grass[0] == 1


def test_no_upkeep():
    s = blank(3)
    s.crick[0] = 4
    s.coins[0] = 2
    preparation(s, [])
    assert s.crick[0] == 4 and s.coins[0] == 2
