"""Game end: the sixth project, the trigger bonus, the final round, the round limit."""

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
    question,
    refused,
    run_until,
    turn_of,
    vec,
)


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
    s.drop_caches()
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
