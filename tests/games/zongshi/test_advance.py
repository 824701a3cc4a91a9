"""Step 3: every project on a track moves down one; time 1 ends this round, time 2 the next."""

from .helpers import (
    act,
    clear_board,
    complete_for,
    drafted,
    give,
    next_round,
    turn_of,
    vec,
)


def base(seat=0, pawn="master", storage=None, tiles=None, completed=(), hand=None):
    s = clear_board(drafted(4, seed=7))
    give(s, seat, storage or vec(), hand)
    if tiles:
        for k in tiles:
            s.players[seat].tiles[k] += 1
            s.tile_supply[k] -= 1
    complete_for(s, seat, *completed)
    return turn_of(s, seat, pawn)


IVORY_JADE, GOLD_JADE, GOLD_IVORY = 1, 2, 0


def test_time_1_finishes_this_round_time_2_next_round():
    s = base(storage=vec(jade=1, bronze=1, ivory=1))
    s = act(s, 0, "begin", "larger_workshop")
    s = next_round(s)
    assert s.players[0].completed == ["larger_workshop"] and s.players[0].master == "home"
    s = base(storage=vec(jade=1, ivory=1, gold=2))
    s = act(s, 0, "begin", "merchant_statue")
    s = next_round(s)
    assert s.players[0].completed == [] and s.players[0].time_left == 1
    s = next_round(s)
    assert s.players[0].completed == ["merchant_statue"] and s.players[0].worker == ""
