"""Final scoring lines and the winner's tie-breaks."""

from zsgames.games.zongshi import GAME
from zsgames.games.zongshi.scoring import LINES

from .helpers import clear_board, complete_for, drafted, give, vec


def blank():
    s = clear_board(drafted(3, seed=5))
    for p in s.players:
        p.trigger = False
    return s


def test_every_line_and_the_total():
    s = blank()
    complete_for(s, 0, "merchant_statue", "larger_workshop", s.mw_face[0])
    mw_vp = {"M1": 5, "M2": 5, "M3": 5, "M4": 5}.get(s.players[0].completed[-1])
    p = s.players[0]
    for k in range(6):
        p.tiles[k] += 1
        s.tile_supply[k] -= 1
    p.visits = [1, 2, 3, 0]
    p.visit_tiles = [2]
    give(s, 0, vec(jade=2, gold=2), ["fortune", "writ"])
    p.trigger = True
    sc = GAME.scores(s)[0]
    assert [name for name, _ in sc.lines] == list(LINES)
    expect_completed = (
        2
        + 1
        + (
            mw_vp
            if mw_vp is not None
            else __import__("zsgames.games.zongshi.data", fromlist=["PROJECTS"]).PROJECTS[p.completed[-1]].vp
        )
    )
    assert sc.line("Completed projects") == expect_completed
    assert sc.line("Exchange tiles") == 6 and sc.line("All six pairs") == 2
    assert sc.line("Townsfolk visits") == 4
    assert sc.line("Leftover boxes and scrolls") == 2  # (4 boxes + 2 scrolls) // 3
    assert sc.line("End trigger") == 2
    assert sc.total == sum(v for _, v in sc.lines)


def test_visit_bonus_table():
    s = blank()
    for persons, points in [(0, 0), (1, 1), (2, 2), (3, 4), (4, 8)]:
        s.players[1].visits = [1] * persons + [0] * (4 - persons)
        assert GAME.scores(s)[1].line("Townsfolk visits") == points


def test_duplicate_tiles_score_but_all_six_needs_one_of_each_d3():
    s = blank()
    s.players[1].tiles = [2, 1, 1, 1, 1, 0]
    assert GAME.scores(s)[1].line("Exchange tiles") == 6
    assert GAME.scores(s)[1].line("All six pairs") == 0


def test_in_progress_penalties_and_floor_d12():
    s = blank()
    p = s.players[2]
    p.in_progress, p.worker, p.master = ["merchant_statue"], "master", "track"
    for left, value in [(1, 1), (2, 0), (3, 0)]:
        p.time_left = left
        assert GAME.scores(s)[2].line("Projects in progress") == value
    p.in_progress = ["M9"]
    for left, value in [(1, 7), (2, 5), (3, 3), (4, 3)]:
        p.time_left = left
        assert GAME.scores(s)[2].line("Projects in progress") == value


def test_twofold_pair_both_score_partially():
    s = blank()
    p = s.players[2]
    p.in_progress, p.worker, p.master, p.time_left = ["M9", "merchant_statue"], "master", "track", 1
    assert GAME.scores(s)[2].line("Projects in progress") == 7 + 1


def test_winner_highest_total():
    s = blank()
    complete_for(s, 1, "merchant_statue")
    out = GAME.winner(s)
    assert out.winners == (1,) and out.decided_by == "most points"


def test_tie_broken_by_most_completed_projects():
    s = blank()
    complete_for(s, 0, "merchant_statue")  # 2 VP, 1 project
    complete_for(s, 1, "larger_workshop", "temple_offering")  # 2 VP, 2 projects
    out = GAME.winner(s)
    assert out.winners == (1,) and "most completed" in out.decided_by


def test_tie_break_counts_twofold_extra_project_d11():
    s = blank()
    complete_for(s, 0, "merchant_statue")
    complete_for(s, 1, "merchant_statue")
    s.players[1].extra = ["larger_workshop"]
    s.supply[0] -= 1
    assert GAME.winner(s).winners == (1,)


def test_shared_victory():
    s = blank()
    complete_for(s, 0, "merchant_statue")
    complete_for(s, 2, "gold_mastery")
    out = GAME.winner(s)
    assert out.winners == (0, 2) and "shared" in out.decided_by
