"""The Moves list shows every entry whole: a row is as tall as its wrapped text in the fonts it is
really drawn with (a Chinese name's fallback font has taller lines; those rows used to lose their
second line, so four Cuzhi placements read the same)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QTextLayout, QTextOption

from tests.support.board_harness import open_window, seat_config
from zsgames.core.match import Match
from zsgames.games.cuzhi import GAME


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot)


def _lines(text: str, font, width: float) -> tuple[int, float]:
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines, height = 0, 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        line.setPosition(QPointF(0, height))
        height += line.height()
        lines += 1
    layout.endLayout()
    return lines, height


def test_every_cuzhi_placement_is_shown_whole_in_the_moves_list(qtbot, window):
    window.start_match(Match(GAME, seat_config("human", "human", "human", "human"), 3))
    if window.curtain_up:
        window.lift_curtain()
    moves = window.actions_list
    assert moves.count() > 4
    width = moves.viewport().width() - 14
    wrapped = 0
    for row in range(moves.count()):
        item = moves.item(row)
        lines, height = _lines(item.text(), moves.font(), width)
        wrapped += lines > 1
        assert moves.visualItemRect(item).height() >= height, f"row {row} is cut: {item.text()!r}"
    assert wrapped, "the labels are long enough to wrap at this width"
    texts = [moves.item(r).text() for r in range(moves.count())]
    assert len(set(texts)) == len(texts)
    drawn = _drawn_texts(moves.viewport())
    shown = [
        moves.item(r).text()
        for r in range(moves.count())
        if moves.viewport().rect().intersects(moves.visualItemRect(moves.item(r)))
    ]
    assert len(shown) >= 3
    for text in shown:  # each row on screen is drawn whole: no elided "…" line
        assert text in drawn, f"{text!r} is not drawn whole"


def _drawn_texts(widget) -> list[str]:
    """The texts painted by Python code while ``widget`` paints itself once."""
    from PySide6.QtGui import QPainter

    drawn: list[str] = []
    original = QPainter.drawText

    def record(painter, *args):
        drawn.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)

    QPainter.drawText = record
    try:
        widget.grab()
    finally:
        QPainter.drawText = original
    return drawn
