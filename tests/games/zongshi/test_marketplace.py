"""The Marketplace in Step 1 (pawns into bins, Merchant Statue boxes) and the storage limit."""

from .helpers import act, clear_board, drafted, give, question, refused, turn_of, vec


def base(seat=0, pawn="master", storage=None, hand=None, seed=7):
    s = clear_board(drafted(4, seed=seed))
    give(s, seat, storage or vec(), hand)
    return turn_of(s, seat, pawn)


def test_finishing_a_discard_over_the_limit_is_refused():
    s = base(storage=vec(jade=5), seed=7)
    s.players[0].storage[0] = 5
    s = turn_of(s, 0, "master")
    s.bag[1] -= 1
    s.players[0].storage[1] = 1  # 6 boxes, no Larger Workshop
    s.pending.append({"kind": "store", "seat": 0})
    s.drop_caches()
    assert refused(s, 0, "store_done") == "your workshop holds 5; return 1 more"
    s = act(s, 0, "return", "bronze")
    assert sum(s.players[0].storage) == 5 and question(s) == ("turn", 0)


def test_a_pawn_waits_in_its_bin_until_step_2():
    s = base(storage=vec(jade=1))
    s = act(s, 0, "go", "small")
    assert s.players[0].master == "small" and s.players[0].storage == vec(jade=1)  # no statue: nothing yet
