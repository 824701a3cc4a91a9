"""Cuzhi animations at the bot pace: a rolled die tumbles (turns over, hops) and lands on its value
where it lies; points rise ("+N") from the score of the seat that scored. Instant shows neither; a
click ends both."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QColor

from tests.support import qt_drag
from tests.support.board_harness import board_in_view, show_seat
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi.table import table_of
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.fight import DieTumble
from zsgames.ui.boards.cuzhi.pieces import DieShapeItem
from zsgames.ui.boards.cuzhi.rise import RiseItem


class _OnScreen(QObject):
    """What the tumble asks of the board: it is on screen, at a bot pace."""

    pace_ms = 700

    def views(self):
        return [self]


def test_a_die_tumbles_over_and_lands_flat_where_it_lies(qtbot):
    die, tumble, board = DieShapeItem(10, None, QColor("white")), DieTumble(), _OnScreen()
    die.setPos(50, 60)
    anim = tumble.start(board, die, 0, (7, 1))
    assert anim is not None
    turned = []
    anim.valueChanged.connect(lambda _v: turned.append((die.rotation(), die.pos().y())))
    qtbot.waitUntil(lambda: not tumble.running or anim.state() != anim.State.Running, timeout=2000)
    assert any(angle != 0 for angle, _y in turned) and any(y < 60 for _a, y in turned)
    assert die.rotation() == 0 and die.pos() == QPointF(50, 60) and die.value == 7


def test_a_tumble_stopped_half_way_lands_at_once():
    die, tumble, board = DieShapeItem(6, None, QColor("white")), DieTumble(), _OnScreen()
    die.setPos(10, 20)
    anim = tumble.start(board, die, 0, (3, 0))
    anim.setCurrentTime(anim.duration() // 3)
    assert die.rotation() != 0
    tumble.stop()
    assert die.rotation() == 0 and die.pos() == QPointF(10, 20) and die.value == 3


def a_score_gained() -> tuple[object, object, int, int]:
    """Two states in a row of a game, and the seat whose score grew and by how much."""
    states: list = []
    random_playout(GAME, GameConfig.make(3), 4, on_step=lambda before, _a, after: states.append((before, after)))
    for before, after in states:
        old, new = (table_of(GAME.view(s, 0), GAME.legal_actions(s, 0)).seats for s in (before, after))
        for seat in range(3):
            if new[seat].score.total > old[seat].score.total:
                return before, after, seat, new[seat].score.total - old[seat].score.total
    raise AssertionError("nobody scored in the whole game")


def rises(scene) -> list[RiseItem]:
    return [item for item in scene.items() if isinstance(item, RiseItem)]


def test_points_rise_from_the_seat_that_scored_at_the_bot_pace_and_a_click_ends_them(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)
    before, after, seat, gained = a_score_gained()
    scene.pace_ms = 0  # Instant: nothing rises
    show_seat(GAME, scene, view, before, 0)
    show_seat(GAME, scene, view, after, 0)
    assert not rises(scene)
    show_seat(GAME, scene, view, before, 0)
    scene.pace_ms = 700
    show_seat(GAME, scene, view, after, 0)
    (rise,) = rises(scene)
    assert rise.text == f"+{gained}"
    mat = scene.spots[(seat, "mat")].sceneBoundingRect()
    assert mat.contains(rise.pos())
    start = rise.pos().y()
    qtbot.waitUntil(lambda: rise.pos().y() < start, timeout=3000)  # it floats up
    qt_drag.click(qtbot, view, QPointF(2, 2))
    assert not rises(scene)
