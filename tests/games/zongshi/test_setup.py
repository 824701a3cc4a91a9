"""Board and player setup, and the draft."""

from collections import Counter

import pytest

from zsgames.games.zongshi import GAME
from zsgames.games.zongshi import data as D

from .helpers import act, drafted, new_game, question


@pytest.mark.parametrize("n", [3, 4, 5])
def test_supply_pool_and_bins_per_player_count(n):
    s = new_game(n)
    row = D.SETUP[n]
    assert s.supply == [row.project_copies] * 8
    assert s.tile_supply == [row.tile_copies] * 6
    assert len(s.pool_scrolls) == row.draft_scrolls and sum(s.pool_boxes) == row.draft_boxes
    assert len(s.mw_face) == 2 and len(s.mw_deck) == 10
    assert all(s.awards) and len(s.awards) == 4 and s.spare_award not in s.awards
    assert len(s.deck) == 36 - row.draft_scrolls
    assert sum(s.bag) == 40 - row.draft_boxes
    after = drafted(n)
    assert (sum(after.large), sum(after.small)) == (row.large_bin, row.small_bin) == (n + 1, n - 1)
    for p in after.players:
        assert sum(p.storage) + len(p.hand) == 3  # three draft picks each
        assert p.visit_tiles == [1, 2, 2, 3] and p.master == p.apprentice == "home"


def test_start_player_is_random():
    assert len({new_game(4, seed).start for seed in range(20)}) > 1


def test_draft_order_from_the_right_counter_clockwise_three_laps():
    s = new_game(4, seed=5)
    start = s.start
    seats = []
    while s.phase == "draft":
        _kind, seat = question(s)
        seats.append(seat)
        s = act(s, seat, *_first(s, seat))
    lap = [(start - 1 - i) % 4 for i in range(4)]
    # the very last pick has one item left and is taken automatically
    assert seats == (lap * 3)[: len(seats)] and len(seats) == 11 and seats[3] == start
    assert sum(s.players[start].storage) + len(s.players[start].hand) == 3


def _first(s, seat):
    a = GAME.legal_actions(s, seat)[0]
    return (a.kind, *a.args)


def test_draft_scroll_goes_to_hand_and_is_public_d13():
    s = new_game(4, seed=2)
    _kind, seat = question(s)
    sid = s.pool_scrolls[0]
    s = act(s, seat, "draft_scroll", sid)
    assert sid in s.players[seat].hand and s.players[seat].known == [sid]
    other = (seat + 1) % 4
    v = GAME.view(s, other)
    assert v.players[seat].hand == 1 and v.players[seat].known == [sid]


def test_draft_box_goes_to_storage():
    s = new_game(4, seed=2)
    _kind, seat = question(s)
    m = next(i for i in range(4) if s.pool_boxes[i])
    s = act(s, seat, "draft_box", D.MATERIALS[m])
    assert s.players[seat].storage[m] == 1


def test_first_round_starts_with_the_start_player_choosing_a_pawn():
    s = drafted(4, seed=3)
    assert question(s) == ("pawn", s.start) and s.round == 1 and s.phase == "turns"
    assert Counter(k for k, _ in [question(s)]) == Counter(["pawn"])
