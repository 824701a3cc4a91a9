"""A curious newcomer clicks everywhere: on art, panels, cards, pieces that cannot move, empty table.

Each board is shown at several points of a game and clicked on a grid (left and right buttons, a
few short drags that go nowhere, Escape after each). Whenever a click chose no move, every item the
board drew must still be on the board. The test keeps no Python reference to the items (only their
C++ addresses), so an item that Python's garbage collector takes away shows as missing.
"""

from __future__ import annotations

import gc

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPointF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.support import qt_drag
from tests.support.board_harness import board_in_view, in_board_view
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng
from zsgames.ui.boards import board_for

# (game, players, moves played before the board is shown)
POSITIONS = [
    (game, players, moves)
    for game, players in (("zongshi", 5), ("zooscape", 6), ("cuzhi", 4), ("zongshi", 3), ("cuzhi", 2))
    for moves in (0, 7, 40, 160)
]
GRID = (14, 9)


def _position(game, players: int, moves: int):
    state = game.setup(GameConfig.make(players), 11)
    rng = Rng(moves + players)
    for _ in range(moves):
        if game.is_over(state):
            break
        deciders = game.current_deciders(state)
        seat = deciders[rng.randbelow(len(deciders))]
        legal = game.legal_actions(state, seat)
        state, _ = game.apply(state, legal[rng.randbelow(len(legal))])
    deciders = game.current_deciders(state)
    return state, (deciders[0] if deciders else 0)


def _fingerprint(scene, collect: bool = False) -> set[tuple[str, int]]:
    """The items on the board by type and C++ address. A wrapper dropped by a click goes at once
    (reference counting); ``collect`` also runs the cycle collector, which is slow, once at the end."""
    if collect:
        gc.collect()
    return {(type(item).__name__, shiboken6.getCppPointer(item)[0]) for item in scene.items()}


def _escape(scene) -> None:
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(scene, event)


def _right_click(view, point: QPointF) -> None:
    viewport_point = qt_drag.view_point(view, point)
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.RightButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            QPointF(viewport_point),
            QPointF(view.viewport().mapToGlobal(viewport_point)),
            Qt.MouseButton.RightButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(view.viewport(), event)


@pytest.mark.parametrize(("name", "players", "moves"), POSITIONS)
def test_clicks_that_choose_no_move_leave_every_item_on_the_board(qtbot, name, players, moves):
    game = registry.get(name)
    state, seat = _position(game, players, moves)
    scene, view, chosen, _refused = board_in_view(qtbot, board_for(name)(game))
    scene.pick_action = lambda actions, pos: None  # a menu of several moves, dismissed

    def redraw():
        scene.show(game.view(state, seat), seat, game.legal_actions(state, seat), state.config)
        view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        return _fingerprint(scene), scene.last_moves.redraws

    drawn, redraws = redraw()
    rect = scene.sceneRect()
    cols, rows = GRID
    for i in range(cols):
        for j in range(rows):
            x, y = rect.left() + rect.width() * (i + 0.5) / cols, rect.top() + rect.height() * (j + 0.5) / rows
            point = QPointF(x, y)
            gestures = [
                lambda p=point: qt_drag.click(qtbot, view, p),
                lambda p=point: _right_click(view, p),
                lambda p=point: qt_drag.drag(qtbot, view, p, p + QPointF(rect.width() / cols / 3, 0), steps=3),
            ]
            for gesture in gestures:
                gesture()
                _escape(scene)
                if scene.last_moves.redraws != redraws:  # the board redrew itself (e.g. a toggle): a new picture
                    drawn, redraws = _fingerprint(scene), scene.last_moves.redraws
                if chosen:  # a move was made: the window would redraw; so does the test
                    chosen.clear()
                    drawn, redraws = redraw()
                    continue
                missing = drawn - _fingerprint(scene)
                assert not missing, f"{name} after {moves} moves: a click at ({i}, {j}) removed {sorted(missing)}"
    assert not drawn - _fingerprint(scene, collect=True)


def test_the_welcome_answers_only_clicks_on_its_buttons_and_keeps_every_item(qtbot):
    """The first screen on the same grid: a gesture that starts and ends on a button asks for
    that button's thing; anything else (cards, pictures, text, empty table) asks for nothing, and
    no item ever goes."""
    from zsgames.ui.welcome.welcome import WelcomeScene

    scene = WelcomeScene()
    scene.set_recent(["/tmp/an evening game.json"])
    scene.set_resume("Zong Shi, 12 moves")
    view = in_board_view(qtbot, scene, QSize(934, 722))
    qtbot.waitUntil(lambda: all(p.image is not None for p in scene.pictures.values()), timeout=20000)
    heard: list[tuple[str, str]] = []
    for what, signal in (
        ("new", scene.gameChosen),
        ("quick", scene.quickGameWanted),
        ("learn", scene.lessonWanted),
        ("rules", scene.rulesWanted),
        ("recent", scene.recentWanted),
    ):
        signal.connect(lambda key, w=what: heard.append((w, key)))
    scene.resumeWanted.connect(lambda: heard.append(("resume", "")))
    drawn = _fingerprint(scene)
    rect = scene.sceneRect()
    cols, rows = 20, 14
    hit: set[tuple[str, str]] = set()
    for i in range(cols):
        for j in range(rows):
            x, y = rect.left() + rect.width() * (i + 0.5) / cols, rect.top() + rect.height() * (j + 0.5) / rows
            point = QPointF(x, y)

            def target_at(p: QPointF):  # where the click lands: the view's pixel nearest the point
                return scene.target_at(view.mapToScene(qt_drag.view_point(view, p)))

            target = target_at(point)
            if target:
                hit.add(target)
            qt_drag.click(qtbot, view, point)
            _escape(scene)
            assert heard == ([target] if target else []), f"a click at ({i}, {j}) on {target} asked for {heard}"
            heard.clear()
            _right_click(view, point)
            far = point + QPointF(rect.width() / 3, 0)
            qt_drag.drag(qtbot, view, point, far, steps=3)  # off the button it started on
            expected = [target] if target and target_at(far) == target else []
            assert heard == expected, f"a drag from ({i}, {j}) asked for {heard}"
            heard.clear()
            missing = drawn - _fingerprint(scene)
            assert not missing, f"a gesture at ({i}, {j}) removed {sorted(missing)}"
    assert not drawn - _fingerprint(scene, collect=True)
    assert {what for what, _key in hit} >= {"new", "quick", "learn", "recent", "resume"}  # the grid met the buttons
    for key, button in scene.buttons.items():  # and each button, clicked in its middle, asks for its own thing
        qt_drag.click(qtbot, view, button.sceneBoundingRect().center())
        assert heard == [key]
        heard.clear()
