"""Step 1 structure: turn order, pawn choice, forced passes, who may act."""

from .helpers import (
    act,
    clear_board,
    drafted,
    give,
    kinds,
    next_round,
    passive,
    question,
    refused,
    run_until,
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


def base(seat=0, pawn="master", storage=None, hand=None, seed=7):
    s = clear_board(drafted(4, seed=seed))
    give(s, seat, storage or vec(), hand)
    return turn_of(s, seat, pawn)


def test_both_pawns_may_use_the_same_location():
    s = base()
    s = act(s, 0, "go", "large")
    s = turn_of(s, 0, "apprentice", lap=1)
    s = act(s, 0, "go", "large")
    assert s.players[0].master == s.players[0].apprentice == "large"


def test_not_your_decision_is_refused():
    s = base()
    assert refused(s, 1, "pass").startswith("it is ")
