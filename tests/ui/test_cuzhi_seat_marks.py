"""Seats are never told by colour alone on the Cuzhi board: every head, indicator and track marker
carries its seat's symbol; a player mat's details show the player's whole board under the player's
name; an owner's indicator on a yamen's lanterns never covers a lantern's points, nor a track
marker a number of its track."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from tests.games.cuzhi.fights import challenge_ready
from tests.support.board_harness import board_in_view, show_decider
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.cuzhi.area45 import LanternsItem
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.pieces import MARKER_RADIUS, MarkerItem, TokenItem, TrackRowItem
from zsgames.ui.boards.cuzhi.seat_marks import SymbolBadge
from zsgames.ui.boards.cuzhi.seats import MatItem
from zsgames.ui.shared.pieces import PawnItem
from zsgames.ui.shared.seat_symbols import symbol_of


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)


def states_of_a_game(players: int, seed: int, every: int = 13) -> list:
    states: list = []
    random_playout(GAME, GameConfig.make(players), seed, on_step=lambda _b, _a, after: states.append(after))
    return states[::every]


def seat_of_colour(scene: CuzhiBoard, fill: QColor) -> int:
    seats = [seat for seat in range(scene.t.players) if scene.seat_colour(seat) == fill]
    assert len(seats) == 1, f"{fill.name()} is the colour of {len(seats)} seats"
    return seats[0]


def test_every_head_indicator_and_marker_carries_its_seats_symbol(qtbot, board):
    scene = board[0]
    heads = markers = indicators = 0
    for s in [*states_of_a_game(4, 5), challenge_ready(chal=(D.SECOND,), defn=(D.FIRST,))]:
        s.drop_caches()
        show_decider(GAME, scene, board[1], s)
        for item in scene.items():
            if isinstance(item, PawnItem):
                seat = seat_of_colour(scene, item.fill)
                badges = [c for c in item.childItems() if isinstance(c, SymbolBadge)]
                assert [(b.colour_name, b.seat) for b in badges] == [(scene.seat_colour_name(seat), seat)]
                heads += 1
            elif isinstance(item, MarkerItem):
                seat = seat_of_colour(scene, item.fill)
                assert item.symbol == (scene.seat_colour_name(seat), seat)
                markers += 1
            elif isinstance(item, TokenItem) and item.kind == "indicator":
                seat = seat_of_colour(scene, item.fill)
                assert item.symbol == (scene.seat_colour_name(seat), seat)
                indicators += 1
    assert heads and markers and indicators
    shapes = {symbol_of(scene.seat_colour_name(seat), seat) for seat in range(4)}
    assert len(shapes) == 4, "the four seats have four different symbols"


def test_a_player_mat_shows_that_players_board_under_their_name(qtbot, board):
    scene = board[0]
    s = states_of_a_game(4, 3)[3]
    s.drop_caches()
    show_decider(GAME, scene, board[1], s)
    mats = sorted((i for i in scene.items() if isinstance(i, MatItem)), key=lambda m: m.sceneBoundingRect().x())
    assert len(mats) == 4
    for seat, mat in enumerate(mats):
        scene.details.show(mat)
        card = scene.details.card
        assert card is not None and card.picture is not None
        assert card.title.startswith(scene.seat_name(seat)) and "seat" not in card.title
        picture = card.picture.toImage()
        # the picture is the board, not an empty tint: many colours (heads, crickets, coins, words)
        colours = {picture.pixel(x, y) for x in range(0, picture.width(), 3) for y in range(0, picture.height(), 3)}
        assert len(colours) > 60, f"{scene.seat_name(seat)}'s board picture has {len(colours)} colours"
        ratio = mat.sceneBoundingRect().width() / mat.sceneBoundingRect().height()
        assert picture.width() / picture.height() == pytest.approx(ratio, rel=0.05)
        scene.details.hide()


def test_an_owners_indicator_hangs_beside_a_lanterns_points_never_over_them():
    item = LanternsItem([4, 3, 2, 1], [QColor("blue")] * 4, symbols=[("Blue", 0)] * 4)
    for i in range(4):
        assert not item.number_rect(i).intersects(item.owner_rect(i))
        assert item.boundingRect().contains(item.owner_rect(i)) and item.boundingRect().contains(item.number_rect(i))
        for j in range(4):
            assert i == j or not item.owner_rect(i).intersects(item.number_rect(j))


def test_a_track_marker_never_covers_a_number_on_its_track():
    row = TrackRowItem("V", 360)
    r = MARKER_RADIUS + 0.5  # the symbol's half side (see MarkerItem.paint)
    for value in range(D.TRACK_MIN, D.TRACK_MAX + 1):
        for seat in range(4):
            spot = row.marker_spot(value, seat)
            marker = QRectF(spot.x() - r, spot.y() - r, 2 * r, 2 * r)
            assert row.boundingRect().contains(marker)
            for number in range(D.TRACK_MIN, D.TRACK_MAX + 1):
                assert not marker.intersects(row.number_rect(number)), (value, seat, number)
