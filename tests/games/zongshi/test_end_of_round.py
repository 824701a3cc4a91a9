"""Step 4: pawns home, bins back to the bag and refilled, the start marker moves."""

from zsgames.games.zongshi import GAME

from .helpers import (
    act,
    drafted,
    next_round,
    question,
    run_until,
    set_bin,
    vec,
)


def test_step4_pawns_home_bins_refilled_marker_passes_left():
    s = drafted(4, seed=9)
    start = s.start
    s = run_until(s, lambda x: question(x) == ("turn", x.start) and x.turn_no == 0)
    s = act(s, start, "go", "small")
    s = next_round(s)
    assert s.start == (start + 1) % 4 and s.round == 2
    assert all(p.master == p.apprentice == "home" for p in s.players)
    assert (sum(s.large), sum(s.small)) == (5, 3)


def test_bins_leftovers_go_back_to_the_bag():
    s = drafted(4, seed=9)
    s = next_round(s)  # everybody passed: all 8 boxes went back before the refill
    assert sum(s.bag) + sum(s.large) + sum(s.small) + sum(sum(p.storage) for p in s.players) == 40


def test_empty_bag_fills_the_large_bin_first_d5():
    s = drafted(4, seed=2)
    s = s.deep_clone()
    set_bin(s, "large", vec())
    set_bin(s, "small", vec())
    # park all but 4 boxes in seat storages... use the pool instead (conserved, not in play)
    take = sum(s.bag) - 4
    for i in range(4):
        k = min(take, s.bag[i])
        s.bag[i] -= k
        s.pool_boxes[i] += k
        take -= k
    s = next_round(s)
    assert sum(s.large) == 4 and sum(s.small) == 0


def test_project_cards_per_type_conserved_after_a_round():
    s = drafted(4, seed=2)
    s = next_round(s)
    GAME.check_invariants(s)
