"""The live score projection chart and the end-of-game screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.core.test_undo_games import present_game
from tests.support.tiny_game import GAME as TINY
from tests.ui.test_history_panel import half_game, screenshot
from zsgames.core.game import Outcome, Score
from zsgames.ui.dialogs.end_screen import EndScreen, line_names, winner_text
from zsgames.ui.panels.score_chart import ScoreChart, projection, scores_seen_by


@pytest.fixture
def chart(qtbot):
    widget = ScoreChart()
    qtbot.addWidget(widget)
    widget.resize(520, 320)
    widget.show()
    return widget


def test_projection_by_round_from_the_viewers_view():
    match = half_game(TINY, 3, fraction=0.75)  # 9 of 12 moves: rounds 1–3 done... up to round 4
    series = projection(match, viewer=0)
    assert series.rounds[0] == 0.0 and list(series.rounds) == sorted(series.rounds)
    assert series.rounds[1:4] == (1.0, 2.0, 3.0)
    # end of round 2 = after 6 moves; the projection is what Blue could see then
    after_round_two = [s.total for s in TINY.scores(TINY.view(match.state_at(6), 0))]
    assert [series.totals[seat][2] for seat in range(3)] == after_round_two
    # Blue sees its own cards; for the others only the pawn's cell counts (their cards are secret)
    state = match.state
    assert series.totals[0][-1] == TINY.scores(state)[0].total
    assert series.totals[1][-1] == state.positions[1]


def test_finished_game_projection_is_the_final_score():
    match = half_game(TINY, 2, fraction=1.0)
    series = projection(match, viewer=1)
    assert [t[-1] for t in series.totals] == [s.total for s in TINY.scores(match.state)]
    assert scores_seen_by(TINY, match.state, 1) == TINY.scores(match.state)


def test_chart_draws_one_line_per_seat_and_follows_the_slider(chart):
    match = half_game(TINY, 3, fraction=0.75)
    chart.set_match(match, viewer=0)
    drawn = chart.curve_data()
    assert len(drawn) == 3
    assert [list(y) for _x, y in drawn] == [list(map(float, t)) for t in chart.series.totals]
    legend = [label.text for _sample, label in chart.legend.items]
    assert legend == ["Blue", "Orange", "Green"]
    chart.set_position(3)
    assert chart.series.rounds == (0.0, 1.0)  # setup, end of round 1 (= now at move 3)
    chart.set_position(None)
    match.apply(match.legal_actions(match.deciders()[0])[0])
    chart.refresh()
    assert len(chart.series.rounds) >= len(drawn[0][0])


def test_end_screen_lists_every_line_the_winner_and_the_tiebreak(qtbot):
    match = half_game(TINY, 3, fraction=1.0)
    screen = EndScreen(match)
    qtbot.addWidget(screen)
    screen.show()
    scores = TINY.scores(match.state)
    outcome = TINY.winner(match.state)
    table = screen.table
    assert [table.verticalHeaderItem(r).text() for r in range(table.rowCount())] == ["cell", "cards", "Total"]
    for seat, score in enumerate(scores):
        assert table.item(0, seat).text() == str(score.line("cell"))
        assert table.item(1, seat).text() == str(score.line("cards"))
        assert table.item(2, seat).text() == str(score.total)
    assert screen.headline.text() == winner_text(match, outcome)
    headline = screen.headline.text()
    assert match.config.name(outcome.winners[0]) in headline and outcome.decided_by in headline
    assert "★" in table.horizontalHeaderItem(outcome.winners[0]).text()
    assert screen.stack_tops == [float(s.total) for s in scores]  # the bars stack to the totals
    assert len(screen.bars) == 2
    with qtbot.waitSignal(screen.saveRequested):
        qtbot.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(screen.newGameRequested):
        qtbot.mouseClick(screen.new_game_button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()


def test_shared_win_wording(qtbot):
    match = half_game(TINY, 3, fraction=1.0)
    text = winner_text(match, Outcome((0, 2), "shared win: same points and same cards"))
    assert text == "Blue and Green share the win — shared win: same points and same cards"
    assert line_names([Score(0, (("a", 1), ("b", 2)), 3), Score(1, (("a", 0), ("c", 1)), 1)]) == ["a", "b", "c"]


@pytest.mark.parametrize("name", ["zongshi", "zooscape", "cuzhi"])
def test_chart_and_end_screen_in_every_game(name, chart, qtbot, tmp_path):
    game = present_game(name)
    players = game.max_players
    running = half_game(game, players, seed=8, fraction=0.6)
    chart.set_match(running, viewer=0)
    assert len(chart.curve_data()) == players
    assert len(chart.series.rounds) >= 2
    screenshot(chart, f"chart_{name}", tmp_path)

    finished = half_game(game, players, seed=8, fraction=1.0)
    assert game.is_over(finished.state)
    screen = EndScreen(finished)
    qtbot.addWidget(screen)
    screen.show()
    scores = game.scores(finished.state)
    assert screen.table.rowCount() == len(line_names(scores)) + 1
    assert screen.table.columnCount() == players
    for column, score in enumerate(sorted(scores, key=lambda s: s.seat)):
        assert screen.table.item(screen.table.rowCount() - 1, column).text() == str(score.total)
    outcome = game.winner(finished.state)
    assert outcome.decided_by in screen.headline.text()
    screenshot(screen, f"end_{name}", tmp_path)


def test_level_scores_give_a_sane_range_and_no_si_prefix(qtbot, chart):
    """Issue 33: at the start (every score level) the axis ran from −400 to 400 as "points (x0.001)"."""
    chart.set_match(half_game(TINY, 3, fraction=0.0), viewer=0)
    assert {v for _xs, ys in chart.curve_data() for v in ys} == {3}  # the tiny game's start
    qtbot.wait(10)
    (x_low, x_high), (y_low, y_high) = chart.plot.getViewBox().viewRange()
    assert -1 <= y_low <= 0 < 5 <= y_high <= 6
    assert -0.1 <= x_low <= 0 and 1 <= x_high <= 1.1
    axis = chart.plot.getAxis("left")
    assert axis.autoSIPrefixScale == 1.0 and "x0.001" not in axis.labelString()
