"""Card details on demand on the Cuzhi board: every card, cricket, title, space and market item has
its details (English with the Chinese name), shown large on hover or right-click; hidden things say
only what may be known."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.games.cuzhi.fights import challenge_ready
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, show_decider
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.cuzhi.area45 import LanternsItem
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.cards import BustCardItem, ChipItem, TitleCardItem, TributeCardItem
from zsgames.ui.boards.cuzhi.pieces import (
    BagItem,
    CricketItem,
    DieShapeItem,
    HireSpaceItem,
    SpaceItem,
    StallItem,
    TokenItem,
    TrackRowItem,
)
from zsgames.ui.boards.details import HOVER_MS, DetailCard

HAS_DETAILS = (
    TributeCardItem,
    TitleCardItem,
    BustCardItem,
    ChipItem,
    CricketItem,
    SpaceItem,
    HireSpaceItem,
    StallItem,
    LanternsItem,
    BagItem,
    TrackRowItem,
    DieShapeItem,
)
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)


def show(board, state):
    state.drop_caches()
    show_decider(GAME, board[0], board[1], state)


def needs_details(item) -> bool:
    if isinstance(item, TokenItem):
        return not (item.kind == "indicator" and item.count is None)  # a mark on a hire space or the fight track
    return isinstance(item, HAS_DETAILS)


def test_every_card_cricket_space_and_market_item_has_its_details(qtbot, board):
    scene = board[0]
    kinds: set[str] = set()
    for players, seed in ((4, 2), (3, 7)):
        states = []
        random_playout(
            GAME,
            GameConfig.make(players),
            seed,
            chooser_seed=seed,
            on_step=lambda _b, _a, after, states=states: states.append(after),
        )
        for s in [*states[::11], challenge_ready(chal=(D.SECOND,), defn=(D.FIRST,))]:
            show(board, s)
            for item in scene.items():
                if needs_details(item):
                    assert item in scene.details.texts, f"{type(item).__name__} has no details"
                    kinds.add(type(item).__name__)
            for title, body in scene.details.texts.values():
                assert title and body and CJK.search(title + body), title
    assert {"TributeCardItem", "TitleCardItem", "BustCardItem", "CricketItem", "ChipItem", "BagItem"} <= kinds


def test_a_tribute_card_shows_large_on_hover_and_on_right_click(qtbot, board):
    scene, view = board[0], board[1]
    s = GAME.setup(GameConfig.make(4), 2)
    show(board, s)
    card = next(i for i in scene.items() if isinstance(i, TributeCardItem))
    point = qt_drag.view_point(view, centre(card))
    QApplication.sendEvent(
        view.viewport(),
        QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(point),
            QPointF(view.viewport().mapToGlobal(point)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )
    qtbot.waitUntil(lambda: scene.details.card is not None, timeout=HOVER_MS * 6)
    shown = scene.details.card
    assert isinstance(shown, DetailCard) and D.CARDS[card.k]["name"] in shown.title and "Costs" in shown.body
    qt_drag.click(qtbot, view, centre(scene.space_items[0]))  # a click elsewhere hides it
    assert scene.details.card is None
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.RightButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        QApplication.sendEvent(
            view.viewport(),
            QMouseEvent(
                kind,
                QPointF(point),
                QPointF(view.viewport().mapToGlobal(point)),
                Qt.MouseButton.RightButton,
                buttons,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
    assert scene.details.card is not None and scene.details.pinned


def test_an_area_5_space_is_named_by_the_number_printed_on_it(qtbot, board):
    """The rulebook's "Space 2 (opens in round 2)": a right-click on Area 5's first space names it
    space 2, the number in its upper-right corner, not its place in the row."""
    scene, view = board[0], board[1]
    show(board, GAME.setup(GameConfig.make(3), 2))
    for space, number in (("a5s1", 2), ("a5s2", 3), ("a5s3", 4)):
        i = next(k for k, sp in enumerate(D.SPACES) if sp["id"] == space)
        point = qt_drag.view_point(view, centre(scene.space_items[i]))
        for kind, buttons in (
            (QEvent.Type.MouseButtonPress, Qt.MouseButton.RightButton),
            (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
        ):
            QApplication.sendEvent(
                view.viewport(),
                QMouseEvent(
                    kind,
                    QPointF(point),
                    QPointF(view.viewport().mapToGlobal(point)),
                    Qt.MouseButton.RightButton,
                    buttons,
                    Qt.KeyboardModifier.NoModifier,
                ),
            )
        shown = scene.details.card
        assert isinstance(shown, DetailCard)
        assert shown.title == f"Area 5 Bustling market 热闹集市, space {number}"
        assert f"Opens in round {number}." in shown.body


def test_the_bag_says_what_is_in_it_but_never_its_order(qtbot, board):
    scene = board[0]
    s = GAME.setup(GameConfig.make(3), 4)
    show(board, s)
    title, body = scene.details.texts[scene.named["bag"]]
    assert "order is hidden" in body and title.endswith(f"{len(s.bag)} indicators")
    assert isinstance(scene.s.bag, int)  # the board drew a view: the bag is a count there
