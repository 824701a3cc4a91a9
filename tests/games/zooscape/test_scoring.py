"""Rulebook: End of game and final scoring, winning and tie-breaks."""

from __future__ import annotations

from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import P_OVER

from .helpers import TYPE, Deal, scenario


def test_rulebook_example_pink_scores_eight():
    d = Deal()
    pink = d("lute", 1) + d("sword", 2) + d("figurine", 4) + [74, 75, 76, 77]
    s = scenario(players=4, won={3: pink})
    score = GAME.scores(s)[3]
    assert score.line("Lutes") == 4
    assert score.line("Swords") == 12  # 2 × 6
    assert score.line("Figurines") == -4  # four over a flag of three: −1 each
    assert score.line("Kimonos") == -4  # four over a flag of two
    assert score.total == 8
    assert sum(v for _, v in score.lines) == score.total


def test_every_line_is_listed():
    s = scenario(players=3)
    names = [name for name, _ in GAME.scores(s)[0].lines]
    assert names == [
        "Tea bowls",
        "Fans",
        "Swords",
        "Parasols",
        "Lutes",
        "Figurines",
        "Chopsticks",
        "Kimonos",
        "Gold coins",
        "Fire",
    ]


def test_flag_limit_boundary():
    d = Deal()
    s = scenario(players=3, won={0: d("fan", 1), 1: d("fan", 2)})
    assert GAME.scores(s)[0].line("Fans") == 7  # at the flag: flower value
    assert GAME.scores(s)[1].line("Fans") == -2  # one over: every fan −1


def test_coins_and_fire():
    d = Deal()
    s = scenario(players=3, won={0: [d.coin(5), d.coin(2), *d("fire", 2)]})
    score = GAME.scores(s)[0]
    assert score.line("Gold coins") == 7 and score.line("Fire") == -8 and score.total == -1


def test_copies_count_for_scoring():
    d = Deal()
    copy = d("copy", 1)
    s = scenario(players=3, won={0: d("sword", 2)}, copies={0: [(copy[0], TYPE["sword"])]})
    assert GAME.scores(s)[0].line("Swords") == -3  # three swords over a flag of two


def finished(won, players=3):
    s = scenario(players=players, won=won)
    s.phase = P_OVER
    return s


def test_most_points_wins():
    d = Deal()
    s = finished({0: d("tea_bowl", 1), 1: d("fan", 1)})
    outcome = GAME.winner(s)
    assert outcome.winners == (0,) and outcome.decided_by == "most points"


def test_tie_break_more_cards():
    d = Deal()
    # 8 points each: a tea bowl (1 card) against two coins of 4 (2 cards)
    s = finished({0: d("tea_bowl", 1), 1: [d.coin(4), d.coin(4)]})
    outcome = GAME.winner(s)
    assert outcome.winners == (1,) and "more cards" in outcome.decided_by


def test_tie_break_counts_fire_and_copies():
    d = Deal()
    copy = d("copy", 1)
    # seat 0: 2 chopsticks + copy on chopsticks = 6 pts, 3 cards
    # seat 1: 3 chopsticks + Fire + a 4 coin = 6 − 4 + 4 = 6 pts, 5 cards
    s = finished({0: d("chopsticks", 2), 1: [*d("chopsticks", 3), *d("fire", 1), d.coin(4)]})
    s.copies = (((copy[0], TYPE["chopsticks"]),), (), ())
    assert [sc.total for sc in GAME.scores(s)][:2] == [6, 6]
    assert GAME.winner(s).winners == (1,)


def test_tie_break_shared_win():
    d = Deal()
    s = finished({0: d("tea_bowl", 1), 1: d("tea_bowl", 1), 2: d("fan", 1)})
    outcome = GAME.winner(s)
    assert outcome.winners == (0, 1) and "shared" in outcome.decided_by


def test_scores_are_live_and_add_up_during_play():
    from zsgames.core.conformance import random_playout

    final, _ = random_playout(GAME, GameConfig.make(5), 3)
    for score in GAME.scores(final):
        assert sum(v for _, v in score.lines) == score.total
    assert GAME.winner(final).winners


def test_the_curio_score_lines_are_the_types_plurals_marked_for_the_catalog():
    from zsgames.games.zooscape import cards as C
    from zsgames.games.zooscape.scoring import CURIO_LINES

    assert CURIO_LINES == C.TYPE_PLURALS
