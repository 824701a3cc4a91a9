"""The window and the board are made of parts handed what they need, not of mixins."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from tests.support.tiny_board import TinyBoard
from tests.support.tiny_game import GAME as TINY
from zsgames.core.game import Action
from zsgames.ui.boards.last_marks import LastMoveMarks
from zsgames.ui.pieces import PawnItem


def test_the_scene_owns_its_last_move_marks(qapp):
    scene = TinyBoard(TINY)
    assert LastMoveMarks not in type(scene).__mro__ and isinstance(scene.last_moves, LastMoveMarks)
    move = Action(1, "move", (1,))
    scene.set_last_moves([move])
    assert scene.last_action == scene.last_moves.last_action == move and scene.latest(["move"]) == move
    ring = scene.mark_last(QRectF(0, 0, 10, 10))
    assert ring.scene() is scene and scene.last_marks == [ring]
    scene.pace_ms = 0  # the marks read the scene's pace when asked
    assert scene.slide_ms() == 0
    scene.pace_ms = 700
    assert scene.slide_ms() == scene.last_moves.slide_ms() > 0
    scene.stop_slides()
    assert scene.last_marks == [] and scene.slides_left_ms() == 0


def test_last_move_marks_work_on_any_scene(qapp):
    scene = QGraphicsScene()
    marks = LastMoveMarks(scene, lambda: 0)
    ring = marks.mark_last(QRectF(0, 0, 10, 10))
    assert ring.scene() is scene
    pawn = PawnItem("#3366cc")
    scene.addItem(pawn)
    marks.slide(pawn, QPointF(-50, 0))  # Instant and no view: the pawn stands where it is
    assert not marks.slides and pawn.pos() == QPointF(0, 0)
