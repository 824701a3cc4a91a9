"""Retained parts (zsgames/ui/boards/retained.py) on the tiny test board: a redraw keeps the items
of every part that shows the same as before, draws anew the ones that changed, and the bindings,
details and reasons are those of the new position."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from tests.support import qt_drag
from tests.support.tiny_board import TinyBoard
from tests.support.tiny_game import GAME
from zsgames.core.game import GameConfig
from zsgames.core.match import Match


@pytest.fixture
def board(qtbot):
    match = Match(GAME, GameConfig.make(3), 5)
    scene = TinyBoard(GAME)
    scene.snap_ms = 0
    view = QGraphicsView(scene)
    view.resize(900, 500)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    chosen: list = []
    scene.actionChosen.connect(chosen.append)
    return match, scene, view, chosen


def show(match, scene, viewer=None):
    seat = match.deciders()[0] if viewer is None else viewer
    scene.show(
        GAME.view(match.state, seat), seat, match.legal_actions(seat) if seat in match.deciders() else [], match.config
    )
    return seat


def address(item) -> int:
    return shiboken6.getCppPointer(item)[0]


def test_a_move_keeps_the_parts_it_did_not_change(qtbot, board):
    match, scene, _view, _chosen = board
    show(match, scene, viewer=0)
    track = [address(z) for z in scene.cells.values()]
    orange_hand = address(scene.cards[-2])  # Blue holds nothing yet: Orange's, then Green's
    title = scene.title
    pawns_before = {s: address(p) for s, p in scene.pawns.items()}
    match.apply(match.legal_actions(0)[0])  # Blue moves its pawn and draws a card
    show(match, scene, viewer=0)
    assert [address(z) for z in scene.cells.values()] == track  # the track is the same: kept
    assert address(scene.cards[-2]) == orange_hand  # so is Orange's hand
    assert (scene.retained.kept, scene.retained.drawn) == (3, 2)  # track, Orange, Green; pawns, Blue's hand
    assert {s: address(p) for s, p in scene.pawns.items()} != pawns_before  # a pawn moved: drawn anew
    assert shiboken6.isValid(title) and title.scene() is None  # outside any part: gone at every redraw
    assert scene.title.scene() is scene
    cells = list(scene.cells.values())
    assert all(c.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for c in cells)


def test_a_kept_part_replays_its_details_and_reasons_and_binds_the_new_moves(qtbot, board):
    match, scene, view, chosen = board
    show(match, scene, viewer=0)
    match.apply(match.legal_actions(0)[0])
    show(match, scene, viewer=0)  # Blue watches Orange decide: nothing of Blue's is playable now
    blue = scene.pawns[0]
    assert not blue.is_playable() and blue.toolTip() == ""
    show(match, scene, viewer=0)  # the same moment again: every part kept
    assert scene.retained.drawn == 0
    assert scene.pawns[0] is blue
    assert scene.details.texts  # the hands' details are there again
    refused: list[str] = []
    scene.refused.connect(refused.append)
    qt_drag.click(qtbot, view, scene.pawns[1].sceneBoundingRect().center())
    assert refused == ["that is Orange's pawn"]  # the pawns' reasons replayed
    show(match, scene, viewer=1)  # Orange's own turn, then the same moment again: parts kept
    show(match, scene, viewer=1)
    assert scene.retained.drawn == 0
    move = match.legal_actions(1)[0]
    qt_drag.drag(
        qtbot, view, scene.pawns[1].sceneBoundingRect().center(), scene.cells[move.args[0]].sceneBoundingRect().center()
    )
    assert chosen == [move]  # a kept pawn is bound to this redraw's moves


def test_a_piece_dropped_on_a_move_not_made_is_back_in_its_place_when_its_part_is_kept(qtbot, board):
    match, scene, view, chosen = board
    show(match, scene, viewer=0)
    pawn = scene.pawns[0]
    home = pawn.pos()
    move = match.legal_actions(0)[0]
    qt_drag.drag(qtbot, view, pawn.sceneBoundingRect().center(), scene.cells[move.args[0]].sceneBoundingRect().center())
    assert chosen == [move] and pawn.pos() != home  # dropped where the player let go
    show(match, scene, viewer=0)  # the window did not make the move (say, it was held): same view
    assert scene.pawns[0] is pawn and pawn.pos() == home


def test_nothing_drawn_for_one_viewer_is_kept_for_another(qtbot, board):
    match, scene, _view, _chosen = board
    match.apply(match.legal_actions(0)[0])  # Blue drew a secret card
    show(match, scene, viewer=0)
    mine = [address(c) for c in scene.cards]
    show(match, scene, viewer=1)  # the same position, Orange's eyes: every part drawn for Orange
    assert scene.retained.kept == 0
    assert not set(mine) & {address(c) for c in scene.cards}


def test_binding_a_move_inside_a_part_is_refused(qtbot, board):
    match, scene, _view, _chosen = board
    show(match, scene)
    action = match.legal_actions(0)[0]
    with pytest.raises(RuntimeError, match="bound after memo"):
        scene.memo("oops", 1, lambda: scene.bind_click(action, scene.title))
