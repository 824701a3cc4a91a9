"""Setup: seats' starting resources, bag, decks, bustling cards, heads, tracks, player-count table."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import data as D

from .helpers import SP, start


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seat_resources_clockwise_from_first(players):
    for seed in range(4):
        s = start(players, seed)
        table = [(2, 5, 1, 1), (2, 6, 1, 1), (2, 5, 2, 1), (2, 6, 2, 1)]
        for k in range(players):
            seat = (s.first + k) % players
            assert (s.crick[seat * 5], s.coins[seat], s.grass[seat], s.jars[seat]) == table[k]


def test_first_player_is_random_and_places_first():
    firsts = {start(3, seed).first for seed in range(20)}
    assert firsts == {0, 1, 2}
    s = start(3, 5)
    assert s.turn == s.first and s.stage == "dispatch"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heads_chairs_tracks_round(players):
    s = start(players)
    assert s.round == 1
    assert s.heads == [3] * players and s.chairs == [2] * players
    assert s.virtue == [1] * players and s.rep == [1] * players


def test_bag_and_decks_shuffled():
    a, b = start(3, 1), start(3, 2)
    assert sorted(a.bag) == sorted(b.bag) and len(a.bag) == 24
    assert a.bag != b.bag
    assert len(a.title_deck) == 8 and len(a.title_display) == 2
    assert a.trib_deck != b.trib_deck


def test_three_bustling_cards_two_out_unseen():
    s = start(3, 1)
    assert len(s.bust) == 3 and len(s.bust_out) == 2
    assert sorted(s.bust + s.bust_out) == list(range(5))
    assert {tuple(start(3, seed).bust) for seed in range(12)} != {tuple(s.bust)}


@pytest.mark.parametrize(("players", "wild", "yamen"), [(2, 5, 4), (3, 7, 5), (4, 8, 6)])
def test_player_count_table(players, wild, yamen):
    s = start(players)
    assert s.wild == wild
    assert len(s.yamen_cards) == yamen
    assert all(len(c) == 1 for c in s.yamen_cards)


def test_spaces_by_player_count():
    from zsgames.games.cuzhi.flow import space_open

    s4, s3, s2 = start(4), start(3), start(2)
    for s in (s4, s3, s2):
        s.round = 5
    assert space_open(s4, SP["a4r1s4"]) and not space_open(s3, SP["a4r1s4"])
    assert space_open(s3, SP["a4r2s2"]) and not space_open(s2, SP["a4r2s2"])
    assert all(space_open(s2, i) for i in D.AREA_SPACES[1] + D.AREA_SPACES[2] + D.AREA_SPACES[3])
