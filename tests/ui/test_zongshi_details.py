"""Card details on demand on the Zong Shi board (issue 21): every project card, masterwork, scroll,
exchange tile, visit tile and award has a large card with its whole text; a face-down hand says only
what may be known; a right-click shows it. And the board stays legible with three players too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.games.zongshi.helpers import clear_board, drafted, give, turn_of, vec
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, in_board_view, show_seat
from tests.support.text_probe import legibility_problems, view_scale
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zongshi import GAME
from zsgames.games.zongshi import data as D
from zsgames.ui.boards.zongshi.board import ZongShiBoard
from zsgames.ui.boards.zongshi.pieces import (
    AwardItem,
    DeckItem,
    ProjectChip,
    ProjectItem,
    ScrollItem,
    TileItem,
    VisitTile,
)

CARDS = (ProjectItem, ProjectChip, ScrollItem, TileItem, VisitTile, AwardItem, DeckItem)


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, ZongShiBoard(GAME))


def test_every_card_tile_scroll_and_award_has_its_details_over_a_whole_game(qtbot, board):
    scene, view = board[0], board[1]
    seen: set[str] = set()

    def on_step(_before, _action, after):
        deciders = GAME.current_deciders(after)
        seat = deciders[0] if deciders else 0
        show_seat(GAME, scene, view, after, seat)
        for item in scene.items():
            if isinstance(item, CARDS) and item.isVisible():
                assert item in scene.details.texts, f"{type(item).__name__} has no details"
                title, body = scene.details.texts[item]
                assert title and body and "(s)" not in body
                seen.add(type(item).__name__)

    # seed 5: a game in which projects are completed (ProjectChip)
    random_playout(GAME, GameConfig.make(4, options={"max_rounds": 6}), 5, on_step=on_step)
    assert seen == {cls.__name__ for cls in CARDS}


def test_a_face_down_hand_names_only_the_scrolls_everyone_saw(qtbot, board):
    scene, view = board[0], board[1]
    s = clear_board(drafted(4, seed=4))
    give(s, 1, hand=["writ", "lessons"])
    s.players[1].known = ["lessons"]  # taken face up (draft, Lessons of the Past)
    state = turn_of(s, 0, "master")
    show_seat(GAME, scene, view, state, 0)
    _title, body = scene.details.texts[scene.seat_hands[1]]
    assert "2 scrolls face down" in body and "Lessons of the Past" in body
    assert "Writ" not in body and "secret" in body


def test_a_right_click_shows_a_project_large_with_its_whole_text(qtbot, board):
    scene, view = board[0], board[1]
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=1, bronze=1, ivory=1, gold=2))
    show_seat(GAME, scene, view, turn_of(s, 0, "master"), 0)
    card = scene.project_items["merchant_statue"]
    point = qt_drag.view_point(view, centre(card))
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.RightButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            QPointF(point),
            QPointF(view.viewport().mapToGlobal(point)),
            Qt.MouseButton.RightButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(view.viewport(), event)
    shown = scene.details.card
    assert shown is not None and shown.title == "Merchant Statue"
    assert D.PROJECTS["merchant_statue"].text in shown.body and "Begin Merchant Statue" in shown.body


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_read_at_9_points_at_1280x800(qtbot, players):
    scene = ZongShiBoard(GAME)
    view = in_board_view(qtbot, scene)
    problems: dict[str, None] = {}
    count = 0

    def on_step(_before, _action, after):
        nonlocal count
        count += 1
        if count % 7 and not GAME.is_over(after):
            return
        deciders = GAME.current_deciders(after)
        seat = deciders[0] if deciders else 0
        scene.show(GAME.view(after, seat), seat, GAME.legal_actions(after, seat), after.config)
        view.fit()
        for problem in legibility_problems(scene, view_scale(view), 9.0):
            problems.setdefault(problem)

    random_playout(GAME, GameConfig.make(players), players, on_step=on_step)
    assert not problems, "\n".join(list(problems)[:20])
