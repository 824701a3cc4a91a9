"""The Zong Shi board keeps its items (issue 22): a move redraws only the parts it changed — the
rest keep their very items (same C++ addresses) — and a board whose parts were kept over many moves
shows exactly what a board drawn from scratch for the same position shows: the same items in the
same places with the same texts, details and reasons, the same moves bound, the same pixels."""

from __future__ import annotations

from collections import Counter

import pytest
import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsView

from tests.support.board_harness import board_in_view
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.zongshi import GAME
from zsgames.ui.boards.base import DropZone, HighlightItem
from zsgames.ui.boards.zongshi.board import ZongShiBoard
from zsgames.ui.boards.zongshi.layout import DRAFT, SHOP, SUPPLY, TEMPLE
from zsgames.ui.shared.last_move import headline, public_actions, since_human

POOL_Z = 60  # the draft pool lies over the town's places from this height


@pytest.fixture
def board(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, ZongShiBoard(GAME), 934, 715)
    scene.pace_ms = 0
    return scene, view


def address(item) -> int:
    return shiboken6.getCppPointer(item)[0]


def hold(scene) -> list:
    """Python references to every item on the board: an item drawn anew then gets a new address (a
    removed item held here is not freed, so its memory cannot be handed to a new one)."""
    return scene.items()


def show(scene, view, match: Match, viewer: int | None) -> None:
    """As the window does: the known bot moves since ``viewer`` last moved, then ``viewer``'s view
    (the whole state once the game is over) with ``viewer``'s legal moves."""
    moves = since_human(match, {viewer} if viewer is not None else set(), viewer)
    scene.last_moves.set_last_moves(public_actions(moves), headline(moves))
    view_state = match.state if match.is_over() else GAME.view(match.state, viewer)
    legal = match.legal_actions(viewer) if viewer is not None and viewer in match.deciders() else []
    scene.show(view_state, viewer, legal, match.config)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def random_move(match: Match, rng: Rng):
    deciders = match.deciders()
    seat = deciders[rng.randbelow(len(deciders))]
    legal = match.legal_actions(seat)
    return legal[rng.randbelow(len(legal))]


def art_in(scene, rect: QRectF, below: float | None = None) -> set[int]:
    """The items lying wholly inside ``rect`` (lower than ``below``), by C++ address (no marks, nor
    the mover's badge a last-move ring carries)."""
    inside = scene.items(rect.adjusted(-3, -3, 3, 3), Qt.ItemSelectionMode.ContainsItemBoundingRect)
    return {
        address(i)
        for i in inside
        if not isinstance(i, HighlightItem)
        and not isinstance(i.parentItem(), HighlightItem)
        and (below is None or i.zValue() < below)
    }


def cell_of(scene, seat: int) -> QRectF:
    return scene.seat_panels[seat].sceneBoundingRect()


# --- 1. a move redraws only what it changed -------------------------------------------------------------
def test_a_draft_pick_keeps_the_other_workshops_the_town_and_the_supply(qtbot, board):
    scene, view = board
    match = Match(GAME, GameConfig.make(5), 7)
    rng = Rng(7)
    picks = 0
    while match.state.phase == "draft":
        show(scene, view, match, 0)
        rivals = {seat: art_in(scene, cell_of(scene, seat)) for seat in range(1, 5)}
        town, supply = art_in(scene, DRAFT, below=POOL_Z), art_in(scene, SUPPLY)  # the places under the pool
        pool = art_in(scene, DRAFT) - town
        held = hold(scene)
        action = random_move(match, rng)
        assert action.kind in ("draft_box", "draft_scroll")
        match.apply(action)
        if match.state.phase != "draft":
            break
        show(scene, view, match, 0)
        for seat, items in rivals.items():
            if seat != action.seat:  # another seat's workshop: the very same items
                assert art_in(scene, cell_of(scene, seat)) == items, f"seat {seat}'s workshop was drawn anew"
        assert art_in(scene, DRAFT, below=POOL_Z) == town, "the town's places were drawn anew"
        assert art_in(scene, SUPPLY) == supply, "the project supply was drawn anew"
        assert art_in(scene, DRAFT) - town != pool, "the draft pool still shows the piece taken"
        if action.seat != 0:  # the picker's workshop shows its pick: drawn anew
            assert art_in(scene, cell_of(scene, action.seat)) != rivals[action.seat]
        del held
        picks += 1
    assert picks >= 8


def _place_slices(view) -> tuple:
    """What the Temple and the Pawn Shop show (their cards, tiles and the pawns standing there)."""
    pawns = tuple(
        (s, p.master, p.apprentice)
        for s, p in enumerate(view.players)
        if "temple" in (p.master, p.apprentice) or "shop" in (p.master, p.apprentice)
    )
    return view.deck, tuple(view.discard), tuple(view.tile_supply), pawns


def test_a_marketplace_move_keeps_the_temple_and_the_pawn_shop(qtbot, board):
    scene, view = board
    match = Match(GAME, GameConfig.make(5), 3)
    rng = Rng(3)
    checked = 0
    for _ in range(400):
        if match.is_over() or checked >= 12:
            break
        show(scene, view, match, 0)
        before = _place_slices(GAME.view(match.state, 0))
        temple, shop = art_in(scene, TEMPLE), art_in(scene, SHOP)
        held = hold(scene)
        action = random_move(match, rng)
        match.apply(action)
        market = action.kind in ("take", "fortune", "award_bin") or (
            action.kind == "go" and action.args[0] in ("large", "small")
        )
        if not market or _place_slices(GAME.view(match.state, 0)) != before:
            continue
        show(scene, view, match, 0)
        assert art_in(scene, TEMPLE) == temple, f"{action}: the Temple was drawn anew"
        assert art_in(scene, SHOP) == shop, f"{action}: the Pawn Shop was drawn anew"
        del held
        checked += 1
    assert checked >= 12


def test_the_panels_are_drawn_once_and_a_move_redraws_few_parts(qtbot, board):
    scene, view = board
    match = Match(GAME, GameConfig.make(5), 11)
    rng = Rng(11)
    show(scene, view, match, 0)

    def panels() -> set[int]:
        places = [scene.loc_panel[loc] for loc in ("temple", "shop", "visits", "tray")]
        return {address(p) for p in (*places, *scene.seat_panels.values())}

    first = panels()
    held = hold(scene)
    drawn = []
    for _ in range(150):
        if match.is_over():
            break
        match.apply(random_move(match, rng))
        show(scene, view, match, 0)
        assert panels() == first, "a panel was drawn anew"
        drawn.append(scene.retained.drawn)
    del held
    median = sorted(drawn)[len(drawn) // 2]
    assert median <= 6, f"a move redraws {median} parts (median)"


def test_a_place_lit_by_a_hint_is_dark_after_the_next_redraw(qtbot, board):
    scene, view = board
    match = Match(GAME, GameConfig.make(4), 5)
    show(scene, view, match, match.deciders()[0])
    seat = match.deciders()[0]
    scene.highlight_actions(match.legal_actions(seat)[:1])
    lit = [z for z in scene.items() if isinstance(z, DropZone) and z.lit]
    assert lit
    show(scene, view, match, seat)  # the same position again (a hint asked, a menu opened …): parts kept
    assert scene.retained.drawn == 0
    assert not [z for z in scene.items() if isinstance(z, DropZone) and z.lit]


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (4, 6), (5, 9)])
def test_no_two_parts_overlap_at_one_height(qtbot, board, players, seed):
    """A part drawn anew goes on top of the kept ones at its height: were two parts' items to overlap
    at one height, which is on top would depend on which was drawn last."""
    scene, view = board
    match = Match(GAME, GameConfig.make(players), seed)
    rng = Rng(seed)
    for moves in range(600):
        if match.is_over():
            break
        if moves % 5 == 0:
            show(scene, view, match, (match.deciders() or [0])[0])  # every seat's own workshop in turn
            owned = [
                (name, item, item.zValue(), item.sceneBoundingRect())
                for name, part in scene.retained.parts.items()
                for item in part.items
            ]
            for k, (name, item, z, rect) in enumerate(owned):
                for name2, item2, z2, rect2 in owned[k + 1 :]:
                    assert name == name2 or z != z2 or not rect.intersects(rect2), (
                        f"{name}'s {type(item).__name__} and {name2}'s {type(item2).__name__} overlap at height {z}"
                    )
        match.apply(random_move(match, rng))


# --- 2. a kept board is the board drawn from scratch ------------------------------------------------------
def _r(value: float) -> float:
    return round(value * 2) / 2


def _where(item) -> tuple:
    rect = item.sceneBoundingRect()
    return type(item).__name__, _r(rect.x()), _r(rect.y()), _r(rect.width()), _r(rect.height())


def _plain(value):
    """What an item was made with (its texts, counts, colours, box), as plain data; None for the rest."""
    if isinstance(value, str | int | float | bool | tuple | list | QRectF | QPointF):
        return repr(value)
    if isinstance(value, QColor):
        return value.name(QColor.NameFormat.HexArgb)
    return None


def fingerprint(scene) -> dict[str, Counter]:
    """Everything a player can see or do on the board, without the items' identities."""
    where = {item: _where(item) for item in scene.items()}
    bound = {zone for src in scene.bindings.sources() for _, zone in scene.bindings.drags_of(src)}
    spare = set(scene.bindings.wrappers.values()) - bound  # the framework's zone over a kept card bound before: inert
    items = []
    for item, at in where.items():
        if item in spare:
            assert not item.lit
            continue
        made = tuple(sorted((k, _plain(v)) for k, v in vars(item).items() if _plain(v) is not None))
        items.append(
            (
                *at,
                item.zValue(),
                round(item.opacity(), 2),
                item.isVisible(),
                item.toolTip(),
                scene.details.texts.get(item),
                made,
                item.hasCursor() and item.cursor().shape(),
                getattr(item, "is_playable", lambda: None)(),
            )
        )
    binds = [
        (str(a), where[src], where[zone])
        for src in scene.bindings.sources()
        for a, zone in scene.bindings.drags_of(src)
    ]
    binds += [(str(a), where[src], None) for src in scene.bindings.sources() for a in scene.bindings.actions_of(src)]
    reasons = [(where[i], text) for i, text in scene.bindings.reasons.items()]
    reasons += [(where[i], "piece", text) for i, text in scene.bindings.piece_reasons.items()]
    reasons += [(where[p], where[i], text) for p, table in scene.reasons.at.items() for i, text in table.items()]
    reasons += [(where[p], "anywhere", text) for p, text in scene.reasons.anywhere.items()]
    return {"items": Counter(items), "binds": Counter(binds), "reasons": Counter(reasons)}


def picture(view: QGraphicsView) -> QImage:
    """The board as the view paints it (kept items from their cached pixmaps)."""
    return view.viewport().grab().toImage()


def assert_same_board(kept, fresh, where: str, pixels: bool) -> None:
    (scene, view), (scene2, view2) = kept, fresh
    a, b = fingerprint(scene), fingerprint(scene2)
    for name in a:
        assert a[name] == b[name], (
            f"{where}: the kept board's {name} differ from a board drawn from scratch: "
            f"{list((a[name] - b[name]).elements())[:3]} / {list((b[name] - a[name]).elements())[:3]}"
        )
    if pixels:
        one, two = picture(view), picture(view2)
        assert one == two, f"{where}: the kept board looks different from a fresh one at {differ(one, two)}"


def differ(one: QImage, two: QImage) -> tuple[int, int, int, int] | None:
    """The box (left, top, right, bottom; view pixels) where two pictures differ."""
    rows = [y for y in range(one.height()) if bytes(one.constScanLine(y)) != bytes(two.constScanLine(y))]
    if not rows:
        return None
    cols = [x for y in rows for x in range(one.width()) if one.pixel(x, y) != two.pixel(x, y)]
    return min(cols), rows[0], max(cols), rows[-1]


VIEWERS = {
    "solo": lambda match: 0,
    "hot seat": lambda match: (match.deciders() or [0])[0],
    "spectator": lambda match: None,
}  # a spectator sees the deciding seat's workshop large


@pytest.mark.parametrize(
    ("players", "seed", "viewers", "limit"),
    [(5, 3, "solo", 800), (3, 8, "hot seat", 200), (4, 21, "solo", 160), (4, 5, "spectator", 120)],
)
def test_a_board_kept_over_a_game_shows_what_a_fresh_board_shows(qtbot, board, players, seed, viewers, limit):
    """Over a seeded game (the 5-player one to its end), the kept board is compared with a board drawn
    from scratch every fourth move (their pictures every 32nd): this catches a key that is too small."""
    scene, view = board
    scene.pace_ms = 700  # the kept board slides the bots' moves (a slide ends where it goes at the redraw)
    match = Match(GAME, GameConfig.make(players), seed)
    rng = Rng(seed)
    fresh_view = board_in_view(qtbot, ZongShiBoard(GAME), 934, 715)[1]
    moves = 0
    while True:
        viewer = VIEWERS[viewers](match)
        show(scene, view, match, viewer)
        if moves % 4 == 0 or match.is_over():
            view.viewport().repaint()  # the window paints as the slides begin: pieces are cached where they start
            for anim in scene.last_moves.slides:  # … and the fresh board shows where they end
                anim.setCurrentTime(anim.duration())
            fresh = ZongShiBoard(GAME)
            fresh.pace_ms = 0
            fresh_view.setScene(fresh)
            show(fresh, fresh_view, match, viewer)
            assert_same_board(
                (scene, view),
                (fresh, fresh_view),
                f"move {moves} ({match.state.phase})",
                pixels=moves % 32 == 0 or match.is_over(),
            )
        if match.is_over() or moves >= limit:
            break
        match.apply(random_move(match, rng))
        moves += 1
    assert match.is_over() or moves >= limit
