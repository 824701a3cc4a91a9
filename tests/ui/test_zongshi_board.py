"""The Zong Shi board driven like a person would: real drags for draft picks, pawns, a visit and a
bin pick (with the hot-seat curtain), refusals that snap back, and every legal action bound."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, open_window, show_seat
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zongshi import GAME
from zsgames.ui.boards import board_for
from zsgames.ui.boards.zongshi.board import ProjectItem, ScrollItem, ZongShiBoard


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot)


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, ZongShiBoard(GAME))


def show(scene, view, state, seat):
    show_seat(GAME, scene, view, state, seat)


def test_board_is_registered():
    assert board_for("zongshi") is ZongShiBoard


def _gesture(qtbot, window, seat, counts):
    """One human move by mouse: drags where the board has them, else a click."""
    scene, bv = window.scene, window.board_view
    state = window.model.match.state
    legal = window.model.legal(seat)
    kind = state.pending[-1]["kind"]

    def drag(action):
        sources, zones = scene.items_for(action)
        qt_drag.drag(qtbot, bv, centre(sources[0]), zones[0].sceneBoundingRect().center())

    if kind == "turn":
        goes = {a.args[0]: a for a in legal if a.kind == "go"}
        target = "visits" if "visits" in goes and not counts["visit"] else "large"
        drag(goes[target])
        counts["pawn"] += 1
        return
    first = legal[0]
    sources, zones = scene.items_for(first)
    if zones:
        drag(first)
        counts["visit" if first.kind == "visit" else "pick" if first.kind == "take" else "drag"] += 1
    else:
        qt_drag.click(qtbot, bv, centre(sources[0]))
        counts["click"] += 1


def test_full_round_hot_seat_with_real_drags(qtbot, window, tmp_path):
    config = GameConfig.make(4, seats=[{"controller": "human"} for _ in range(4)])
    window.start_match(Match(GAME, config, 21))
    match = lambda: window.model.match  # noqa: E731
    counts = {"pawn": 0, "visit": 0, "pick": 0, "drag": 0, "click": 0, "curtain": 0}
    for _ in range(200):
        if match().state.round > 1:
            break
        if window.curtain_up:
            assert window.stack.currentWidget() is window.curtain  # the board is hidden
            counts["curtain"] += 1
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        before = len(match().actions)
        _gesture(qtbot, window, window.viewer, counts)
        assert len(match().actions) == before + 1, "the gesture did not play a move"
    assert match().state.round == 2, "the round did not finish"
    assert counts["curtain"] >= 4 and counts["pawn"] == 8 and counts["visit"] >= 1 and counts["pick"] >= 1
    path = tmp_path / "zongshi_round.png"
    assert window.grab().save(str(path)) and path.stat().st_size > 10_000


def _turn_state(seed=4):
    from tests.games.zongshi.helpers import clear_board, drafted, give, turn_of, vec

    s = clear_board(drafted(4, seed=seed))
    give(s, 0, vec(jade=1, bronze=1, ivory=1, gold=2), ["priests_gift", "swift_fingers"])
    return turn_of(s, 0, "master")


def test_pawn_onto_a_project_begins_it_and_bad_drops_snap_back(qtbot, board):
    scene, view, chosen, refused = board
    s = _turn_state()
    show(scene, view, s, 0)
    pawn = scene.pawns[(0, "master")]
    start = pawn.pos()
    qt_drag.drag(qtbot, view, centre(pawn), QPointF(5, 5))  # the table edge: no target
    assert not chosen and refused and pawn.pos() == start
    qt_drag.drag(qtbot, view, centre(pawn), centre(scene.project_items["larger_workshop"]))
    assert chosen[-1].kind == "begin" and chosen[-1].args == ("larger_workshop",)


def test_unaffordable_project_explains_why(qtbot, board):
    scene, view, chosen, refused = board
    s = _turn_state()
    show(scene, view, s, 0)
    qt_drag.click(qtbot, view, centre(scene.project_items["blacksmith_tools"]))
    assert not chosen and refused[-1] == "Blacksmith Tools needs 2 bronze; you have 1"


def test_scroll_to_the_play_area_and_pawn_to_a_bin(qtbot, board):
    scene, view, chosen, _ = board
    s = _turn_state()
    show(scene, view, s, 0)
    scroll = scene.hand_items["priests_gift"][0]
    qt_drag.drag(qtbot, view, centre(scroll), scene.play_zone.sceneBoundingRect().center())
    assert chosen[-1].kind == "play" and chosen[-1].args == ("priests_gift",)
    qt_drag.drag(qtbot, view, centre(scene.pawns[(0, "master")]), scene.loc_zone["small"].sceneBoundingRect().center())
    assert chosen[-1].kind == "go" and chosen[-1].args == ("small",)


def _glows(item: ScrollItem) -> bool:
    """Whether the scroll, painted alone, shows the gold ring of a playable piece beside its left roller."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    box = item.boundingRect()
    image = QImage(int(box.width()) + 1, int(box.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-box.left(), -box.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    rim = QColor(image.pixel(int(-3.5 - box.left()), int(item.h / 2 - box.top())))
    return rim.alpha() > 0 and rim.red() > 200 and rim.blue() < 150


def test_a_scroll_that_can_be_played_now_glows_at_rest(qtbot, board):
    """A playable scroll in hand is marked before the pointer comes near it; a master-only scroll on
    the apprentice's turn, and every scroll once the turn is another seat's, is plain."""
    from tests.games.zongshi.helpers import turn_of

    scene, view, _, _ = board
    s = _turn_state()
    show(scene, view, s, 0)
    assert _glows(scene.hand_items["priests_gift"][0]) and _glows(scene.hand_items["swift_fingers"][0])
    show(scene, view, turn_of(s, 0, "apprentice"), 0)
    assert _glows(scene.hand_items["priests_gift"][0]) and not _glows(scene.hand_items["swift_fingers"][0])
    show(scene, view, turn_of(s, 1, "master"), 0)
    assert not any(_glows(item) for items in scene.hand_items.values() for item in items)


def test_other_seats_scrolls_are_face_down(qtbot, board):
    scene, view, _, _ = board
    s = _turn_state()
    s = s.deep_clone()
    from tests.games.zongshi.helpers import give

    give(s, 1, hand=["writ"])
    show(scene, view, s, 0)
    faces = [i.sid for i in scene.items() if isinstance(i, ScrollItem)]
    assert "writ" not in faces and "priests_gift" in faces
    # every card and scroll has its large card on demand (which replaces the small tooltip) …
    assert all(i in scene.details.texts for i in scene.items() if isinstance(i, ProjectItem | ScrollItem))
    # … and the other seat's face-down scrolls say only what may be known
    words = " ".join(f"{t} {b}" for t, b in scene.details.texts.values())
    assert "Writ" not in words


def test_every_legal_action_is_bound_on_the_board(qtbot, board):
    scene = board[0]
    kinds = set()
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        config = GameConfig.make(players, options={"max_rounds": 4})

        def on_step(before, action, after):
            for seat in GAME.current_deciders(after)[:1]:
                legal = GAME.legal_actions(after, seat)
                scene.show(GAME.view(after, seat), seat, legal, after.config)
                for a in legal:
                    sources, _ = scene.items_for(a)
                    assert sources, f"no gesture for {a}"
                    kinds.add(a.kind)

        random_playout(GAME, config, seed, on_step=on_step)
    assert {"draft_box", "pawn", "go", "take"} <= kinds


def test_five_players_fit_and_render(qtbot, board, tmp_path):
    scene, view, _, _ = board
    from zsgames.ui.shared.render import render_scene

    config = GameConfig.make(5)
    _, actions = random_playout(GAME, config, 5)
    m = Match.replay(GAME, config, 5, actions[:150])
    seat = m.deciders()[0]
    show(scene, view, m.state, seat)
    # one fixed table, the size of the board view at 1280×800 (less fitInView's margin): drawn at 1:1
    assert (scene.sceneRect().width(), scene.sceneRect().height()) == (930, 711)
    assert scene.sceneRect().contains(scene.itemsBoundingRect().adjusted(6, 6, -6, -6))
    path = tmp_path / "zongshi_5p.png"
    render_scene(scene, path, 1280, 800)
    assert path.stat().st_size > 10_000


def test_whole_game_against_bots_through_the_board(qtbot, window):
    seats = [{"controller": "human"}] + [{"controller": "random"}] * 2
    window.start_match(Match(GAME, GameConfig.make(3, options={"max_rounds": 2}, seats=seats), 11))
    model = window.model
    for _ in range(300):
        if model.match.is_over():
            break
        if model.bot_deciders() or 0 not in model.match.deciders():
            qtbot.waitUntil(
                lambda: model.match.is_over() or (0 in model.match.deciders() and not model.bot_deciders()),
                timeout=5000,
            )
            continue
        if window.curtain_up:
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        scene, bv = window.scene, window.board_view
        before = len(model.match.actions)
        legal = model.legal(0)
        action = legal[before % len(legal)]
        sources, zones = scene.items_for(action)
        if zones:
            qt_drag.drag(qtbot, bv, centre(sources[0]), zones[0].sceneBoundingRect().center())
        else:
            qt_drag.click(qtbot, bv, centre(sources[0]))
        assert len(model.match.actions) > before, f"{action} was not played"
    assert model.match.is_over()


def test_whole_hot_seat_game_by_mouse(qtbot, window):
    config = GameConfig.make(3, options={"max_rounds": 2}, seats=[{"controller": "human"} for _ in range(3)])
    window.start_match(Match(GAME, config, 9))
    model = window.model
    counts = {"pawn": 0, "visit": 0, "pick": 0, "drag": 0, "click": 0}
    for _ in range(400):
        if model.match.is_over():
            break
        if window.curtain_up:
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        before = len(model.match.actions)
        _gesture(qtbot, window, window.viewer, counts)
        assert len(model.match.actions) == before + 1
    assert model.match.is_over() and model.match.state.round == 2
    assert counts["pawn"] == 12


def test_five_seats_fill_the_main_window_at_1280x800(qtbot, window):
    """The whole board shows in the real window (side panels open) at a scale a player can read."""
    config = GameConfig.make(5, seats=[{"controller": "human"} for _ in range(5)])
    _, actions = random_playout(GAME, config, 3)
    window.start_match(Match.replay(GAME, config, 3, actions[:120]))
    if window.curtain_up:
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    bv = window.board_view
    scale = bv.transform().m11()
    assert scale >= 0.7, f"the board is drawn at {scale:.2f}× — too small to read"
    shown = bv.mapToScene(bv.viewport().rect()).boundingRect()
    assert shown.contains(window.scene.itemsBoundingRect().adjusted(4, 4, -4, -4))


def test_game_over_shows_every_scoring_line(qtbot, board):
    scene, view, _, _ = board
    from zsgames.games.zongshi.scoring import LINES
    from zsgames.ui.shared.pieces import LabelItem

    config = GameConfig.make(4, options={"max_rounds": 3})
    final, _ = random_playout(GAME, config, 8)
    assert GAME.is_over(final)
    show(scene, view, final, 0)
    texts = [item.text for item in scene.items() if isinstance(item, LabelItem)]
    for line in (*LINES, "Total"):
        assert line in texts, f"the end screen misses '{line}'"
    for score in GAME.scores(final):
        assert str(score.total) in texts


def test_hot_seat_scroll_window_comes_behind_the_curtain_and_not_now_is_a_button(qtbot, window):
    """Issue 23: a moment for any-time scrolls between turns is a private decision (the curtain comes
    first); "not now" has no piece, so it is a button on the board."""
    from zsgames.core.rng import Rng

    config = GameConfig.make(3, seats=[{"controller": "human"} for _ in range(3)])
    match, rng = Match(GAME, config, 1), Rng(1)
    while not (match.state.pending[-1]["kind"] == "window" and match.actions[-1].seat != match.deciders()[0]):
        legal = match.legal_actions(match.deciders()[0])
        match.apply(legal[rng.randbelow(len(legal))])
    seat = match.deciders()[0]
    window.start_match(match)
    assert window.curtain_up and window.banner.text() == f"Pass the computer to {config.name(seat)}"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert not window.curtain_up and window.viewer == seat
    not_now = next(a for a in window.model.legal(seat) if a.kind == "not_now")
    sources, zones = window.scene.items_for(not_now)
    assert sources and not zones  # a button
    before = len(window.model.match.actions)
    qt_drag.click(qtbot, window.board_view, centre(sources[0]))
    assert window.model.match.actions[before] == not_now
