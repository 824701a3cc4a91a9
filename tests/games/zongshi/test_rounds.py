"""Round structure: Step 1 turn order, Step 3 advance, Step 4 end of round, game end and final round."""

from zsgames.games.zongshi import GAME
from zsgames.games.zongshi import data as D

from .helpers import (
    act,
    clear_board,
    complete_for,
    drafted,
    give,
    kinds,
    legal_args,
    new_game,
    next_round,
    passive,
    question,
    refused,
    run_until,
    set_bin,
    turn_of,
    vec,
)


def test_two_turns_each_from_the_start_player_master_or_apprentice_first():
    s = drafted(4, seed=4)
    start = s.start
    order = []
    while s.round == 1:
        kind, seat = question(s)
        if kind == "pawn":
            order.append((seat, "choose"))
            s = act(s, seat, "pawn", "apprentice" if seat % 2 else "master")
        elif kind == "turn":
            order.append((seat, s.cur_pawn))
            s = act(s, seat, "pass")
        else:
            s = passive(s)
    seats = [(start + i) % 4 for i in range(4)]
    expected = []
    for seat in seats:
        expected += [(seat, "choose"), (seat, "apprentice" if seat % 2 else "master")]
    for seat in seats:
        expected.append((seat, "master" if seat % 2 else "apprentice"))
    assert order == expected


def test_a_working_pawn_passes_by_itself():
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=1, ivory=1, gold=2))
    s = turn_of(s, 0, "master")
    s = act(s, 0, "begin", "merchant_statue")
    s = next_round(s)  # round 2: time 1 left
    # when seat 0 chooses the master first, its turn is a forced pass
    s = run_until(s, lambda x: question(x) == ("pawn", 0))
    s = act(s, 0, "pawn", "master")
    assert question(s)[1] != 0 or "begin" not in kinds(s)


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


def sixth_ready(final=False, seed=3):
    """Seat 0 has five completed projects and a time-1 project ready to begin."""
    s = clear_board(drafted(4, seed=seed))
    complete_for(s, 0, "larger_workshop", "temple_offering", "merchant_statue", "gold_mastery", "jade_mastery")
    give(s, 0, vec(jade=1, bronze=1, ivory=1))
    s.final = final
    return turn_of(s, 0, "master")


def test_sixth_project_triggers_one_final_round_and_plus_two():
    s = sixth_ready()
    s = act(s, 0, "begin", "larger_workshop")
    r = s.round
    s = next_round(s)
    assert len(s.players[0].completed) == 6 and s.players[0].trigger and s.final and s.round == r + 1
    assert (sum(s.large), sum(s.small)) == (5, 3)  # D9: the trigger round still refills
    assert GAME.scores(s)[0].line("End trigger") == D.TRIGGER_BONUS
    s = run_until(s, lambda x: question(x) == ("pawn", 0))
    s = act(s, 0, "pawn", "master")
    give(s, 0, vec(jade=1, bronze=1, ivory=1))
    s._legal = None
    assert "begin" not in kinds(s) and ("temple",) in legal_args(s, "go")
    assert "six completed spaces" in refused(s, 0, "begin", "larger_workshop")
    s = run_until(s, lambda x: bool(GAME.is_over(x)), limit=300)
    assert GAME.is_over(s) and s.round == r + 1  # no Step 4 after the final round


def test_sixth_project_in_the_final_round_earns_no_bonus_d10():
    s = sixth_ready(final=True)
    s = act(s, 0, "begin", "larger_workshop")
    s = run_until(s, GAME.is_over)
    assert len(s.players[0].completed) == 6 and not s.players[0].trigger
    assert GAME.scores(s)[0].line("End trigger") == 0


def test_max_rounds_forces_a_final_round_d14():
    s = new_game(3, seed=1, max_rounds=2)
    s = run_until(s, GAME.is_over, limit=400)
    assert s.round == 2 and s.forced_final and GAME.state_to_json(s)["forced_final"] is True
    assert "round limit" in GAME.winner(s).decided_by


def test_max_rounds_one_makes_the_first_round_final():
    s = new_game(3, seed=1, max_rounds=1)
    s = run_until(s, GAME.is_over, limit=400)
    assert s.round == 1


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
    assert set_bin is not None
