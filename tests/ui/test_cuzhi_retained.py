"""The Cuzhi board keeps its items from one redraw to the next (retained parts): a move redraws only
what it changed, and a board kept over a whole seeded game, its human moves made with real drags and
clicks, shows at every step exactly what a board drawn from scratch for the same view shows (the
test that fails when a part's key misses something its drawing depends on)."""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, in_board_view
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.base import DragPiece, DropZone
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.window.board_view import BoardView

VIEWER = 0  # the human; the other seats are bots


@pytest.fixture
def board(qtbot):
    scene = CuzhiBoard(GAME)
    scene.pace_ms = 0  # nothing slides or tumbles: a redraw shows its end at once
    return board_in_view(qtbot, scene, 934, 715)


def address(item: QGraphicsItem) -> int:
    return shiboken6.getCppPointer(item)[0]


def show(scene: CuzhiBoard, match: Match, last: list[Action] | None = None) -> list[Action]:
    legal = match.legal_actions(VIEWER) if VIEWER in match.deciders() else []
    scene.set_last_moves(last or [], None)
    scene.show(GAME.view(match.state, VIEWER), VIEWER, legal, match.config)
    return legal


def perform(qtbot, scene: CuzhiBoard, view: Any, action: Action) -> None:
    """Play ``action`` with the mouse: a drag onto its zone when it has one, else a click."""
    sources, zones = scene.items_for(action)
    assert sources, f"no gesture for {action}"
    scene.pick_action = lambda actions, _pos: next(a for a in actions if a == action)  # a menu of several
    if zones:
        qt_drag.drag(qtbot, view, centre(sources[0]), zones[0].sceneBoundingRect().center())
    else:
        qt_drag.click(qtbot, view, centre(sources[0]))


# --- a move redraws only what it changed -----------------------------------------------------------------
def pieces(scene: CuzhiBoard) -> dict[str, QGraphicsItem]:
    """The board's named items: spaces, cards, tracks and every seat's pieces."""
    named = {f"space {i}": item for i, item in scene.space_items.items()}
    named |= {f"title {t}": item for t, item in scene.title_items.items()}
    named |= {f"tribute card {k}": item for k, item in scene.card_items.items()}
    named |= {f"bustling card {k}": item for k, item in scene.bust_items.items()}
    named |= {f"track {t}": item for t, item in scene.track_items.items()}
    named |= {f"stall {k}": item for k, item in enumerate(scene.stall_items)}
    named |= {
        f"{name} of seat {seat}": item for (seat, name), item in scene.spots.items() if isinstance(item, QGraphicsItem)
    }
    return named


def test_placing_a_head_redraws_its_space_and_its_seats_heads_only(qtbot, board):
    """Areas 2–5, the tracks, the cards, the other spaces and every seat's panel (the placer's mat,
    crickets and goods too) are the very same items after a head is placed in Area 1."""
    scene, view, chosen, _refused = board
    match = Match(GAME, GameConfig.make(4), 3)
    while VIEWER not in match.deciders():  # the bots place until the human's turn
        match.apply(match.legal_actions(match.deciders()[0])[0])
    legal = show(scene, match)
    place = next(a for a in legal if a.kind == "place" and D.SPACES[a.args[0]]["area"] == 1)
    space = place.args[0]
    old_space, old_heads = scene.space_items[space], list(scene.seat_items["heads"])
    before = {name: address(item) for name, item in pieces(scene).items() if item is not old_space}
    assert len(before) > 90

    perform(qtbot, scene, view, place)
    assert chosen == [place]
    match.apply(place)
    show(scene, match)

    now = pieces(scene)
    assert {name: address(now[name]) for name in before} == before  # the very same items
    assert all(now[name].cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for name in before)
    assert address(scene.space_items[space]) != address(old_space)  # the space taken is drawn anew…
    assert space in scene.space_heads and old_space.scene() is None  # … with the head on it
    assert all(head.scene() is None for head in old_heads)  # the seat's heads at home: one fewer
    assert 0 < scene.retained.drawn <= 5 < scene.retained.kept


def test_a_trade_redraws_the_traders_goods_and_not_the_board(qtbot, board):
    """In the market, buying grass changes the trader's goods (and the score line): the stalls, the
    crickets on them, the piles, the tracks, the trader's crickets and the other seats stay as they are."""
    scene, view, chosen, _refused = board
    match = Match(GAME, GameConfig.make(4), 1)
    rng = Rng(1)
    while not (VIEWER in match.deciders() and any(a.kind == "buy_grass" for a in match.legal_actions(VIEWER))):
        legal = match.legal_actions(match.deciders()[0])
        match.apply(legal[rng.randbelow(len(legal))])  # seeded: the human trades in round 1
    show(scene, match)
    stalls = [address(s) for s in scene.stall_items + scene.market_crickets + list(scene.piles.values())]
    rows = {t: address(r) for t, r in scene.track_items.items()}
    others = {k: address(v) for k, v in scene.spots.items() if isinstance(v, QGraphicsItem) and k[0] != VIEWER}
    crickets = [address(scene.seat_items[f"c{g}"]) for g in range(5)]
    coins = scene.seat_items["coin"]
    buy = next(a for a in match.legal_actions(VIEWER) if a.kind == "buy_grass")
    perform(qtbot, scene, view, buy)
    assert chosen == [buy]
    match.apply(buy)
    show(scene, match)
    assert [address(s) for s in scene.stall_items + scene.market_crickets + list(scene.piles.values())] == stalls
    assert {t: address(r) for t, r in scene.track_items.items()} == rows
    assert {k: address(v) for k, v in scene.spots.items() if k in others} == others
    assert [address(scene.spots[(VIEWER, f"c{g}")]) for g in range(5)] == crickets
    assert coins.scene() is None and scene.spots[(VIEWER, "coin")].count == match.state.coins[VIEWER]


def fitted(qtbot, scene: CuzhiBoard) -> BoardView:
    """``scene`` in the window's own board view at its size there (fitted: not quite 1:1)."""
    return in_board_view(qtbot, scene)


def test_a_head_that_slid_in_and_is_kept_looks_as_if_drawn_there(qtbot):
    """A bot's head slides onto its space at the bot pace; kept at the next redraw, it looks on screen
    exactly as on a board drawn from scratch (a cached piece would keep its first frame's picture,
    a fraction of a pixel off)."""
    scene, fresh = CuzhiBoard(GAME), CuzhiBoard(GAME)
    scene.pace_ms, fresh.pace_ms = 700, 0
    view, fresh_view = fitted(qtbot, scene), fitted(qtbot, fresh)
    match = Match(GAME, GameConfig.make(4), 3)
    for _ in range(2):  # two bot placements: the first head slides in, then it is kept
        action = match.legal_actions(match.deciders()[0])[0]
        match.apply(action)
        for board in (scene, fresh):
            board.set_last_moves([action], None)
            board.show(GAME.view(match.state, VIEWER), VIEWER, [], match.config)
        assert scene._slides
        qtbot.waitUntil(lambda: scene.busy_ms() == 0, timeout=3000)
    assert scene.retained.kept > 20
    assert view.viewport().grab().toImage() == fresh_view.viewport().grab().toImage()


# --- a board kept over a whole game shows what a fresh board shows ---------------------------------------
SIGNALS = {name for name in dir(QGraphicsObject) if isinstance(getattr(QGraphicsObject, name), Signal)}


def plain(value: Any) -> Any:
    """A painted attribute as a comparable value."""
    kind = type(value)
    if value is None or kind in (int, str, bool):
        return value
    if kind is float:
        return round(value, 2)
    if kind is QColor:
        return value.name(QColor.NameFormat.HexArgb)
    if kind is QRectF:
        return round(value.x(), 1), round(value.y(), 1), round(value.width(), 1), round(value.height(), 1)
    if kind is QPointF:
        return round(value.x(), 1), round(value.y(), 1)
    if kind in (list, tuple):
        return tuple(plain(v) for v in value)
    return kind.__name__


def signature(scene: CuzhiBoard, item: QGraphicsItem) -> tuple:
    """What a player sees of ``item`` and what it does: its kind, place, stacking, size, what it
    paints (its attributes), its tooltip and details, whether it can move and why not."""
    attrs = tuple(sorted((k, plain(v)) for k, v in vars(item).items() if k[0] != "_" and k not in SIGNALS))
    playable = item.is_playable() if isinstance(item, DragPiece) else None
    return (
        type(item).__name__,
        plain(item.scenePos()),
        item.zValue(),
        plain(item.boundingRect()),
        item.isVisible(),
        item.toolTip(),
        scene.details.texts.get(item),
        playable,
        scene._reasons.get(item),
        scene._piece_reasons.get(item),
        attrs,
    )


def snapshot(scene: CuzhiBoard) -> dict[str, Any]:
    """Every item's signature (as a sorted list) and every bound move with its source and target.
    A drop zone that is not lit shows nothing and does nothing (a kept piece keeps the one it was
    once bound to): the moves say which zones are targets now."""
    shown = [item for item in scene.items() if not (isinstance(item, DropZone) and not item.lit)]
    items = sorted(repr(signature(scene, item)) for item in shown)
    moves = set()
    for source in scene.sources():
        for action in scene.actions_of(source):
            moves.add((str(action), repr(signature(scene, source)), None))
        for action, zone in scene.drags_of(source):
            moves.add((str(action), repr(signature(scene, source)), plain(zone.sceneBoundingRect())))
    return {"items": items, "moves": moves, "rect": plain(scene.sceneRect())}


def picture(scene: CuzhiBoard) -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def differences(kept: dict[str, Any], fresh: dict[str, Any]) -> str:
    extra = sorted(set(kept["items"]) - set(fresh["items"]))[:4]
    missing = sorted(set(fresh["items"]) - set(kept["items"]))[:4]
    moves = sorted(kept["moves"] ^ fresh["moves"])[:4]
    return f"\nkept only: {extra}\nfresh only: {missing}\nmoves differ: {moves}"


@pytest.mark.parametrize(("players", "seed"), [(4, 11), (2, 21)])  # seeded games with a challenge fought
def test_a_board_kept_over_a_whole_game_shows_what_a_fresh_board_shows(qtbot, board, players, seed):
    scene, view, chosen, _refused = board
    match = Match(GAME, GameConfig.make(players), seed)
    rng = Rng(seed)
    last: list[Action] = []
    kept_parts = steps = fights = 0
    while True:
        legal = show(scene, match, last)
        kept_parts += scene.retained.kept
        fresh = CuzhiBoard(GAME)
        fresh.pace_ms = 0
        fresh.set_last_moves(last, None)
        fresh.show(GAME.view(match.state, VIEWER), VIEWER, legal, match.config)
        ours, theirs = snapshot(scene), snapshot(fresh)
        assert ours == theirs, f"step {steps}, after {last}: the kept board differs" + differences(ours, theirs)
        if steps % 25 == 0:
            assert picture(scene) == picture(fresh), f"step {steps}: the pictures differ"
        fights += match.state.fight is not None
        if match.is_over():
            break
        deciders = match.deciders()
        seat = deciders[rng.randbelow(len(deciders))]
        options = match.legal_actions(seat)
        action = options[rng.randbelow(len(options))]
        if seat == VIEWER:  # the human plays on the board: the pieces it moved must go home if kept
            perform(qtbot, scene, view, action)
            assert chosen[-1] == action
            last = []
        else:
            last = [action]
        match.apply(action)
        steps += 1
    assert steps > 80 and kept_parts > 20 * steps  # most of the board was kept at most steps
    assert fights > 10, "no challenge was fought: the fight board went untested"
