"""Seats are never told by colour alone in the panels: the players table, the log, the history,
the score chart and "since your last move" show each seat's symbol beside its colour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap

from tests.support.board_harness import open_window, seat_config
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.shared.seat_symbols import SYMBOL_TEXT, seat_symbol


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def alpha_mask(image: QImage) -> bytes:
    """Which pixels are drawn (the shape, whatever its colour)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(
        1 if image.pixelColor(x, y).alpha() > 128 else 0 for y in range(image.height()) for x in range(image.width())
    )


def test_each_seat_has_its_own_shape_in_the_players_table_the_log_and_the_history(qtbot, window):
    seats = [{"controller": "random"} for _ in range(6)]
    match = Match(registry.get("zooscape"), GameConfig.make(6, seats=seats), 3)
    for _ in range(40):
        match.apply(match.legal_actions(match.deciders()[0])[0])
    window.start_match(match)
    table = window.side.score_model
    shapes = []
    for row in range(6):
        mark = table.item(row, 0).data(Qt.ItemDataRole.DecorationRole)
        assert isinstance(mark, QPixmap), "the players table shows a symbol, not a colour swatch"
        shapes.append(alpha_mask(mark.toImage()))
    assert len(set(shapes)) == 6
    log = window.side.log_model
    dots = {seat: alpha_mask(log._dot(seat).pixmap(12, 12).toImage()) for seat in range(6)}
    assert len(set(dots.values())) == 6
    history = window.extras.history.tree
    icons = set()
    for i in range(history.topLevelItemCount()):
        round_item = history.topLevelItem(i)
        for j in range(round_item.childCount()):
            icons.add(alpha_mask(round_item.child(j).icon(0).pixmap(12, 12).toImage()))
    assert len(icons) >= 2  # every turn seen so far (several seats) carries its seat's shape


def test_the_score_chart_marks_each_seat_by_its_shape(qtbot):
    from zsgames.ui.panels.score_chart import CHART_SYMBOLS, ScoreChart

    config = GameConfig.make(5)
    match = Match(registry.get("zongshi"), config, 4)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_match(match, 0)
    markers = [curve.opts["symbol"] for curve in chart.curves]
    assert markers == [CHART_SYMBOLS[seat_symbol(config, s)] for s in range(5)]
    assert len(set(markers)) == 5


def test_since_your_last_move_writes_each_seats_symbol(qtbot, window):
    window.start_match(Match(registry.get("cuzhi"), seat_config("human", "random"), 2))
    qtbot.waitUntil(lambda: window.viewer == 0 and bool(window.model.legal(0)), timeout=10_000)
    for _ in range(40):
        if window.side.since_panel.isVisible():
            break
        window.play(window.model.legal(0)[0])
        qtbot.waitUntil(lambda: window.viewer == 0 and bool(window.model.legal(0)), timeout=10_000)
    assert SYMBOL_TEXT["triangle"] in window.side.since_panel.body.toPlainText()  # Orange, seat 1
