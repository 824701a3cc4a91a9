"""The Zooscape board keeps the parts a move did not change (zsgames/ui/boards/retained.py): a
secret choice leaves the groups' cards, a split leaves the players' rows, and so on — the same
C++ items stay on the board. And a board that has kept parts over a whole game shows exactly what a
board drawn from scratch for the same moment shows: the same items where they were, the same texts,
details and reasons, the same moves bound, the same pixels (a key too small would show a stale part).
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem

from tests.games.zooscape.helpers import Deal, go, scenario, select_all
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre
from tests.support.text_probe import text_report
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import P_APPRENTICE, P_SELECT, P_SPLIT
from zsgames.ui.boards.items import DragPiece, DropZone, HighlightItem
from zsgames.ui.boards.zooscape.board import ZooscapeBoard
from zsgames.ui.boards.zooscape.motion import RisingText, finish
from zsgames.ui.boards.zooscape.pieces import Divider, FlipDisk, ZooCard
from zsgames.ui.shared.last_move import public_actions, since_human
from zsgames.ui.shared.pieces import LabelItem, PanelItem


@pytest.fixture
def board(qtbot):
    scene = ZooscapeBoard(GAME)
    scene.pace_ms = 0  # no staged reveal, no slides: every redraw shows its moment at once
    return board_in_view(qtbot, scene, 934, 715)


@pytest.fixture
def fresh_board(qtbot):
    """A second board in a view of the same size, drawn from scratch for each comparison."""

    def make() -> tuple[ZooscapeBoard, object]:
        scene = ZooscapeBoard(GAME)
        scene.pace_ms = 0
        scene, view, _, _ = board_in_view(qtbot, scene, 934, 715)
        return scene, view

    return make


def address(item: QGraphicsItem) -> int:
    return shiboken6.getCppPointer(item)[0]


def draw(scene, state, seat: int, moves=()) -> None:
    scene.last_moves.set_last_moves(list(moves))
    legal = GAME.legal_actions(state, seat) if seat in GAME.current_deciders(state) else []
    scene.show(GAME.view(state, seat), seat, legal, state.config)


def within(scene, rect: QRectF) -> set[int]:
    """Every item lying inside ``rect`` (a player's row), by C++ address."""
    return {address(i) for i in scene.items() if rect.contains(i.sceneBoundingRect().center())}


# --- a move changes only what it should ---------------------------------------------------------------
def test_a_secret_choice_keeps_the_groups_cards_and_redraws_only_that_disk(qtbot, board):
    scene, _view, _, _ = board
    d = Deal()
    state = go(scenario(players=6, row=d("lute", 6) + d("fan", 5)), (0, "split", 5, 1), (0, "apprentice", 2, 0))
    assert state.phase == P_SELECT
    draw(scene, state, 0)
    cards = {k: address(c) for k, c in scene.group_cards.items()}
    zones = {g: address(z) for g, z in scene.group_zones.items()}
    rows = {seat: within(scene, r) for seat, r in scene.rows.rects.items()}
    my_disk, held = address(scene.my_disk), scene.my_disk
    for seat in (3, 1, 5):  # the bots commit, one at a time
        state, _ = select_all(state, {seat: 1})
        draw(scene, state, 0)
        assert {k: address(c) for k, c in scene.group_cards.items()} == cards  # the same cards, kept
        assert {g: address(z) for g, z in scene.group_zones.items()} == zones
        assert {s: within(scene, r) for s, r in scene.rows.rects.items()} == rows  # and every row
        assert address(scene.my_disk) == my_disk  # your disk is still yours to drag …
        assert scene.my_disk.is_playable() and scene.bindings.drags_of(scene.my_disk)  # … bound to this redraw's moves
        assert scene.retained.drawn == 1, "that seat's disk alone is drawn again"
    state, _ = select_all(state, {0: 2})  # your own commit: your disk shows your choice now
    draw(scene, state, 0)
    assert {k: address(c) for k, c in scene.group_cards.items()} == cards
    assert scene.my_disk is None and not scene.bindings.sources()
    assert held.scene() is None  # the disk you could drag has gone …
    shown = [i for i in scene.items() if isinstance(i, FlipDisk) and i.label == "2"]
    assert len(shown) == 1 and not shown[0].is_playable()  # … for one that shows your choice


def test_a_split_keeps_every_players_row_and_a_redraw_keeps_the_row_and_its_dividers(qtbot, board):
    scene, view, chosen, _ = board
    d = Deal()
    state = scenario(
        players=6,
        master=2,
        row=d("lute", 6) + d("fan", 3) + [d.coin(4)],
        won={0: d("sword", 2), 1: d("parasol", 3) + d("fire", 1), 4: d("tea_bowl", 1)},
    )
    assert state.phase == P_SPLIT
    draw(scene, state, 2)  # the master's own view: the two dividers to drag
    row = [address(c) for c in scene.row_cards]
    dividers = {left: address(d) for left, d in scene.dividers.items()}
    draw(scene, state, 2)  # the same moment again (a hint, a refused drop): the row and its dividers stay
    assert [address(c) for c in scene.row_cards] == row
    assert {left: address(d) for left, d in scene.dividers.items()} == dividers and len(dividers) == 2
    rows = {seat: within(scene, r) for seat, r in scene.rows.rects.items()}
    assert all(rows.values())
    qt_drag.drag(qtbot, view, centre(scene.dividers[1]), centre(scene.gaps[6]))
    assert chosen[-1].kind == "split" and chosen[-1].args == (6, 1)
    after = go(state, (2, "split", 6, 1))
    draw(scene, after, 2)
    assert {s: within(scene, r) for s, r in scene.rows.rects.items()} == rows  # no row was drawn again
    assert scene.group_cards and not scene.row_cards  # the row has become the two groups
    draw(scene, state, 0)  # Blue watches the master split: Blue's eyes, its own parts
    rows = {seat: within(scene, r) for seat, r in scene.rows.rects.items()}
    draw(scene, after, 0)
    assert {s: within(scene, r) for s, r in scene.rows.rects.items()} == rows


def test_over_a_seeded_game_a_choice_or_a_split_keeps_what_it_did_not_change(qtbot, board):
    """Blue watches a seeded six-player game: after every secret choice the groups' cards are the
    very items they were, after every split every row is; the items are held, so none can come
    back at the same address."""
    scene, _view, _, _ = board
    match = Match(GAME, GameConfig.make(6), 11)
    rng = Rng(11)
    checked = {"choices": 0, "rows after a choice": 0, "rows after a split": 0}
    scene.show(GAME.view(match.state, 0), 0, match.legal_actions(0) if 0 in match.deciders() else [], match.config)
    while not match.is_over():
        cards = dict(scene.group_cards)
        rows = {
            seat: {i for i in scene.items() if r.contains(i.sceneBoundingRect().center())}
            for seat, r in scene.rows.rects.items()
        }
        deciders = match.deciders()
        seat = deciders[rng.randbelow(len(deciders))]
        options = match.legal_actions(seat)
        action = options[rng.randbelow(len(options))]
        match.apply(action)
        scene.show(GAME.view(match.state, 0), 0, match.legal_actions(0) if 0 in match.deciders() else [], match.config)
        if action.kind == "select" and match.state.phase == P_SELECT:  # a choice, not yet the reveal
            assert scene.group_cards == cards and all(c.scene() is scene for c in cards.values())
            checked["choices"] += 1
        if action.kind in ("select", "split") and match.state.phase in (P_APPRENTICE, P_SELECT):
            now = {
                s: {i for i in scene.items() if r.contains(i.sceneBoundingRect().center())}
                for s, r in scene.rows.rects.items()
            }
            assert now == rows, f"{action} drew a player's row again"
            checked["rows after a choice" if action.kind == "select" else "rows after a split"] += 1
    assert checked["choices"] > 40 and checked["rows after a split"] > 5, checked


# --- a board that keeps parts shows what a fresh board shows ----------------------------------------
def picture(scene) -> list[tuple]:
    """What the board shows, item by item (sorted, so the order items were added in does not count):
    kind, place, size, stacking, visibility, what it paints, its details, its click reason, whether
    it can move now and its cursor."""
    out = []
    bound_zones = set(scene.bindings.all_zones())
    for item in scene.items():
        if isinstance(item, RisingText):
            continue  # points rising where the last change scored them: a flourish, not the board
        if isinstance(item, DropZone) and not item.lit and item not in bound_zones:
            continue  # a drop zone the framework wrapped round a kept item once: unlit, unbound, inert
        r = item.sceneBoundingRect()
        looks: tuple = ()
        if isinstance(item, ZooCard):
            looks = (
                item.card,
                item.face_up,
                round(item.w, 1),
                round(item.h, 1),
                item.marked,
                item.count,
                round(item.scale(), 3),
                round(item.opacity(), 3),
            )
        elif isinstance(item, LabelItem):
            looks = (item.text, item.size, item.bold, item.colour.name(), int(item.align))
        elif isinstance(item, FlipDisk):
            looks = (item.label, item.number, item.fill.name())
        elif isinstance(item, PanelItem):
            looks = (item.fill.name(), item.edge.name(), item.caption)
        elif isinstance(item, HighlightItem):
            looks = (item.colour.name(),)
        elif isinstance(item, DropZone):
            looks = (item.lit, item.hot)
        elif isinstance(item, Divider):
            looks = (item.left,)
        detail = scene.details.texts.get(item)
        out.append(
            (
                type(item).__name__,
                round(r.x(), 1),
                round(r.y(), 1),
                round(r.width(), 1),
                round(r.height(), 1),
                item.zValue(),
                item.isVisible(),
                looks,
                detail,
                scene.bindings.reasons.get(item),
                item.toolTip(),
                item.is_playable() if isinstance(item, DragPiece) else None,
                item.cursor().shape() if item.hasCursor() else None,
            )
        )
    return sorted(out, key=repr)


def texts(scene) -> list[tuple]:
    """Every text painted, where it is painted."""
    return sorted(
        (t.text, t.item, round(t.points, 2), round(t.given.x(), 1), round(t.given.y(), 1))
        for t in text_report(scene, 1.0)
    )


def bound(scene) -> set[tuple]:
    """Every move bound: the action, where its piece lies, where it is dropped; and what a drop off
    the targets says."""

    def at(item) -> tuple:
        r = item.sceneBoundingRect()
        return round(r.x(), 1), round(r.y(), 1), round(r.width(), 1)

    moves = {
        (str(a), "drag", at(piece), at(zone))
        for piece in scene.bindings.sources()
        for a, zone in scene.bindings.drags_of(piece)
    }
    moves |= {
        (str(a), "click", at(item)) for item in scene.bindings.sources() for a in scene.bindings.clicks.get(item, [])
    }
    moves |= {
        ("refused", at(piece), scene.why_not_there(piece))
        for piece in scene.bindings.sources()
        if scene.bindings.drags_of(piece)
    }
    return moves


def pixels(view) -> QImage:
    return view.viewport().grab().toImage()  # painted through the view, so from the items' caches


def assert_same_as_fresh(scene, view, make_fresh, previous, view_state, viewer, legal, moves, where: str) -> None:
    fresh, fresh_view = make_fresh()
    # the board's memory beyond the view, which parts do not hold: the moment drawn before and the
    # last reveal read from it (its outcome stays written until the next selection)
    if previous is not None:
        fresh.stage.on_show(previous)
    fresh.stage.plan = scene.stage.plan
    fresh.last_moves.set_last_moves(list(moves))
    fresh.show(view_state, viewer, legal, view_state.config)
    assert fresh.retained.kept == 0
    finish(scene.flourishes)  # points still rising from the last change: ended, as a click ends them
    assert picture(scene) == picture(fresh), f"{where}: the board differs from one drawn afresh"
    assert texts(scene) == texts(fresh), where
    assert bound(scene) == bound(fresh), where
    assert pixels(view) == pixels(fresh_view), f"{where}: the pixels differ from a board drawn afresh"


@pytest.mark.parametrize(("players", "seed", "hot_seat"), [(6, 3, False), (6, 8, True), (3, 4, False)])
def test_after_many_moves_the_board_shows_what_a_fresh_board_shows(qtbot, board, fresh_board, players, seed, hot_seat):
    """A seeded game seen by Blue (or, hot-seat, by whoever decides), the board kept from move to
    move as the window keeps it; every few moves it is compared with a board drawn afresh."""
    scene, view, _, _ = board
    seats = [{"controller": "human" if hot_seat or s == 0 else "random"} for s in range(players)]
    match = Match(GAME, GameConfig.make(players, seats=seats), seed)
    rng = Rng(seed)
    humans = set(range(players)) if hot_seat else {0}
    previous = None
    kept = compared = 0
    for step in range(400):
        if match.is_over():
            break
        deciders = match.deciders()
        viewer = deciders[0] if hot_seat else 0
        legal = match.legal_actions(viewer) if viewer in deciders else []
        view_state = GAME.view(match.state, viewer)
        moves = public_actions(since_human(match, humans, viewer))
        scene.last_moves.set_last_moves(moves)
        scene.show(view_state, viewer, legal, match.config)
        kept += scene.retained.kept
        after_reveal = previous is not None and previous.phase == P_SELECT != match.state.phase
        masters_move = bool(legal) and legal[0].kind in ("split", "apprentice")
        if step % 5 == 0 or after_reveal or masters_move:
            where = f"move {step} (phase {match.state.phase})"
            assert_same_as_fresh(scene, view, fresh_board, previous, view_state, viewer, legal, moves, where)
            compared += 1
            if legal:  # the same moment with nothing to play (as when looking back in the history)
                scene.show(view_state, viewer, [], match.config)
                assert_same_as_fresh(
                    scene, view, fresh_board, previous, view_state, viewer, [], moves, where + " with no move offered"
                )
                scene.show(view_state, viewer, legal, match.config)
        previous = view_state
        seat = deciders[rng.randbelow(len(deciders))]
        options = match.legal_actions(seat)
        match.apply(options[rng.randbelow(len(options))])
    assert match.is_over() and compared > 10
    assert kept > 10 * compared, "parts were kept from move to move"
    final = match.state
    scene.last_moves.set_last_moves([])
    scene.show(final, 0, [], match.config)  # the final board (a finished game hides nothing)
    assert_same_as_fresh(scene, view, fresh_board, previous, final, 0, [], [], "the end")


def test_every_step_of_a_staged_reveal_shows_what_a_fresh_board_shows(qtbot, board, fresh_board):
    """The staged reveal redraws the same view at each step (the outcome of group 1, then group 2…):
    the parts kept from step to step (the strip, the rows, the outcomes so far) and the ones it draws
    afresh (the cards and disks it moves) make the picture of a board staged from scratch to that step."""
    scene, view, _, _ = board
    scene.pace_ms = 60_000  # the steps are taken here, one by one, as the stage's timer would
    match = Match(GAME, GameConfig.make(6), 5)
    rng = Rng(5)
    previous = None
    reveals = 0
    while reveals < 3 and not match.is_over():
        view_state = GAME.view(match.state, 0)
        legal = match.legal_actions(0) if 0 in match.deciders() else []
        scene.show(view_state, 0, legal, match.config)
        stage = scene.stage
        if stage.running:
            reveals += 1
            for step in range(len(stage.steps)):
                assert stage.step == step
                fresh, fresh_view = fresh_board()
                fresh.pace_ms = scene.pace_ms
                fresh.stage.on_show(previous)
                fresh.show(view_state, 0, legal, match.config)
                for _ in range(step):
                    fresh.stage._next()
                where = f"reveal {reveals}, step {stage.steps[step]}"
                assert picture(scene) == picture(fresh), where
                assert bound(scene) == bound(fresh) == set(), where  # nothing is offered during the reveal
                assert pixels(view) == pixels(fresh_view), where
                for anim in stage._anims:  # the step's turn-over or glide has ended when its time is up
                    anim.setCurrentTime(anim.duration())
                stage._next()
            assert not stage.running and (scene.bindings.sources() or not legal)  # then what is next is offered
            assert_same_as_fresh(
                scene, view, fresh_board, previous, view_state, 0, legal, [], f"after reveal {reveals}"
            )
        previous = view_state
        deciders = match.deciders()
        seat = deciders[rng.randbelow(len(deciders))]
        options = match.legal_actions(seat)
        match.apply(options[rng.randbelow(len(options))])
    assert reveals == 3
