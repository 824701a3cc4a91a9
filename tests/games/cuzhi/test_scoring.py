"""End-game scoring: the rulebook's worked example (52), live lines that add up, ties shared."""

from __future__ import annotations

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.scoring import LINES

from .helpers import WUCHANG, XIAN, blank, card, do, give, on_frame
from .tribute_helpers import own_card


def _blue():
    """Blue (seat 0): 郑和, 6 coins, V 5, R 6, 西安府 3 + 武昌 2, 1 grass + 普通 + 三品 + 2 二品 + 一品."""
    s = blank(3)
    own_card(s, 0, card("郑和"))
    s.coins[0], s.virtue[0], s.rep[0], s.grass[0] = 6, 5, 6, 1
    s.lantern[XIAN] = [0]
    s.lantern[WUCHANG] = [1, 0]
    give(s, 0, D.ORDINARY, D.THIRD, D.SECOND, D.SECOND, D.FIRST)
    return s


def test_worked_example_52_line_by_line():
    s = _blue()
    s.stage = "end"
    on_frame(s, ("zhenghe", 0))
    s.stage = "resolve"
    labels = [str(a.label) for a in GAME.legal_actions(s, 0)]
    assert labels == ["Pay nothing", "Pay 3 coins for +1 Virtue (郑和)", "Pay 5 coins for +2 Virtue (郑和)"]
    s = do(s, ("zhenghe", 2))
    assert s.zhenghe[0] == 5
    sc = GAME.scores(s)[0]
    lines = dict(sc.lines)
    # 郑和: pay 5 → V 7; 6 × 7 = 42 + 2 (V lantern on 7) = 44 (lines 1 + 2 together)
    assert lines[LINES[0]] + lines[LINES[1]] == 44
    assert lines[LINES[1]] == 30 and lines[LINES[0]] == 14
    assert lines[LINES[2]] == 5  # 西安府 3 + 武昌 2 → 49
    assert lines[LINES[3]] == 3  # 14 coins of resources + 1 coin left = 15 → 3
    assert sc.total == 52


def test_live_score_assumes_the_best_zhenghe_tier():
    s = _blue()
    assert GAME.scores(s)[0].total == 52


def test_resources_conversion():
    from zsgames.games.cuzhi.scoring import resource_coins

    s = blank(3)
    give(s, 0, D.ORDINARY, D.THIRD, D.SECOND, D.FIRST, D.ROYAL)
    s.grass[0], s.jars[0], s.coins[0], s.sounds[0] = 1, 1, 1, 3
    own_card(s, 0, card("里正"))
    assert resource_coins(s, 0, 1) == 1 + 2 + 1 + (1 + 2 + 3 + 4 + 5) + 0  # Sounds and cards 0


def test_track_lanterns():
    from zsgames.games.cuzhi.scoring import vr_points

    assert vr_points(4, 1) == 5 and vr_points(7, 10) == 75 and vr_points(16, 13) == 208 + 9 and vr_points(6, 5) == 30


def test_lines_add_up_and_are_ordered():
    s = _blue()
    for sc in GAME.scores(s):
        assert [name for name, _ in sc.lines] == list(LINES)
        assert sum(v for _, v in sc.lines) == sc.total


def test_equal_totals_share_the_win_D16():
    s = blank(3)
    out = GAME.winner(s)
    assert out.winners == (0, 1, 2) and "share" in out.decided_by


def test_highest_total_wins():
    s = blank(3)
    s.virtue[2] = 5
    assert GAME.winner(s).winners == (2,)
