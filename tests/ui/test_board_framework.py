"""The shared drag-and-drop framework, on the tiny test game's board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsView

from tests.support import qt_drag
from tests.support.tiny_board import TinyBoard
from tests.support.tiny_game import GAME
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match


@pytest.fixture
def board(qtbot):
    match = Match(GAME, GameConfig.make(3), 5)
    scene = TinyBoard(GAME)
    scene.snap_ms = 0
    view = QGraphicsView(scene)
    view.resize(900, 500)
    qtbot.addWidget(view)
    scene.show(GAME.view(match.state, 0), 0, match.legal_actions(0), match.config)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(scene.sceneRect())
    chosen: list[Action] = []
    refused: list[str] = []
    scene.actionChosen.connect(chosen.append)
    scene.refused.connect(refused.append)
    return scene, view, chosen, refused


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


def test_drag_to_a_legal_cell_chooses_that_move(qtbot, board):
    scene, view, chosen, refused = board
    pawn = scene.pawns[0]
    qt_drag.drag(qtbot, view, centre(pawn), centre(scene.cells[4]))
    assert chosen == [Action(0, "move", (4,))]
    assert chosen[0].label == "Move to cell 4"
    assert refused == []


def test_drop_elsewhere_snaps_back_and_says_why(qtbot, board):
    scene, view, chosen, refused = board
    pawn = scene.pawns[0]
    before = pawn.pos()
    qt_drag.drag(qtbot, view, centre(pawn), centre(scene.cells[6]))
    assert chosen == []
    assert pawn.pos() == before
    legal = [str(a) for a in scene.bindings.actions_of(pawn)]
    assert refused and refused[0].startswith("not there — it can: ") and all(label in refused[0] for label in legal)


def test_a_board_can_say_in_its_own_words_why_a_piece_cannot_go_somewhere(qtbot, board):
    scene, view, _chosen, refused = board
    pawn = scene.pawns[0]
    scene.explain_piece(pawn, "a pawn moves one cell at a time")
    qt_drag.drag(qtbot, view, centre(pawn), centre(scene.cells[6]))
    assert refused == ["a pawn moves one cell at a time"]


def test_exactly_the_legal_cells_light_up_while_dragging(qtbot, board):
    scene, view, chosen, _refused = board
    pawn = scene.pawns[0]
    assert not any(zone.lit for zone in scene.cells.values())
    qt_drag.drag(qtbot, view, centre(pawn), centre(scene.cells[5]), release_at_end=False)
    assert {c for c, zone in scene.cells.items() if zone.lit} == {2, 4}
    qt_drag.release(qtbot, view, centre(scene.cells[5]))
    assert not any(zone.lit for zone in scene.cells.values())
    assert chosen == []


def test_other_seats_pawns_do_not_move(qtbot, board):
    scene, view, chosen, _refused = board
    other = scene.pawns[1]
    before = other.pos()
    qt_drag.drag(qtbot, view, centre(other), centre(scene.cells[4]))
    assert other.pos() == before
    assert chosen == []
    assert not other.is_playable() and scene.pawns[0].is_playable()


def test_click_piece_then_click_target_is_the_same_move(qtbot, board):
    scene, view, chosen, _refused = board
    qt_drag.click(qtbot, view, centre(scene.pawns[0]))
    assert scene.lights.selected is scene.pawns[0]
    assert {c for c, zone in scene.cells.items() if zone.lit} == {2, 4}
    qt_drag.click(qtbot, view, centre(scene.cells[2]))
    assert chosen == [Action(0, "move", (2,))]
    assert scene.lights.selected is None


def test_click_on_a_lit_cell_alone_moves_the_only_piece_that_can_go_there(qtbot, board):
    scene, view, chosen, _refused = board
    qt_drag.click(qtbot, view, centre(scene.cells[4]))
    assert chosen == [Action(0, "move", (4,))]


def test_click_on_an_opponents_pawn_explains(qtbot, board):
    scene, view, chosen, refused = board
    qt_drag.click(qtbot, view, centre(scene.pawns[2]))
    assert chosen == []
    assert refused == ["that is Green's pawn"]


def test_highlight_actions_lights_the_hinted_target_only(qtbot, board):
    scene, _view, _chosen, _refused = board
    scene.highlight_actions([Action(0, "move", (2,))])
    assert {c for c, zone in scene.cells.items() if zone.lit} == {2}
    scene.lights.clear_highlights()
    assert not any(zone.lit for zone in scene.cells.values())


def test_binding_an_illegal_action_is_a_bug(qtbot, board):
    scene, _view, _chosen, _refused = board
    with pytest.raises(ValueError, match="not legal"):
        scene.bind_click(Action(0, "move", (6,)), scene.pawns[0])


def test_several_actions_on_one_item_ask_which(qtbot, board):
    scene, view, chosen, _refused = board
    asked: list[list[str]] = []

    def pick(actions, screen_pos):
        asked.append([str(a) for a in actions])
        return actions[-1]

    scene.pick_action = pick
    button = scene.cells[0]  # any item can be a click source
    for action in scene.legal:
        scene.bind_click(action, button)
    qt_drag.click(qtbot, view, centre(button))
    assert asked == [["Move to cell 2", "Move to cell 4"]]
    assert chosen == [Action(0, "move", (4,))]


def test_a_view_without_legal_actions_has_no_playable_piece(qtbot, board):
    scene, view, chosen, _refused = board
    match = Match(GAME, GameConfig.make(3), 5)
    scene.show(GAME.view(match.state, 1), 1, [], match.config)
    qt_drag.drag(qtbot, view, centre(scene.pawns[1]), centre(scene.cells[4]))
    assert chosen == [] and not scene.bindings.sources()


def test_escape_clears_a_selection(qtbot, board):
    scene, view, _chosen, _refused = board
    qt_drag.click(qtbot, view, centre(scene.pawns[0]))
    assert scene.lights.selected is scene.pawns[0]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert scene.lights.selected is None
    assert not any(zone.lit for zone in scene.cells.values())


def test_a_drop_on_a_zone_with_two_actions_asks_which(qtbot, board):
    scene, view, chosen, _refused = board
    pawn, target = scene.pawns[0], scene.cells[5]
    for action in scene.legal:  # both moves land on cell 5 here: the menu decides
        scene.bind_drag(action, pawn, target)
    scene.pick_action = lambda actions, pos: actions[0]
    qt_drag.drag(qtbot, view, centre(pawn), centre(target))
    assert chosen == [scene.legal[0]]


def test_a_cancelled_menu_snaps_back_and_chooses_nothing(qtbot, board):
    scene, view, chosen, _refused = board
    pawn, target = scene.pawns[0], scene.cells[5]
    before = pawn.pos()
    for action in scene.legal:
        scene.bind_drag(action, pawn, target)
    scene.pick_action = lambda actions, pos: None
    qt_drag.drag(qtbot, view, centre(pawn), centre(target))
    assert chosen == [] and pawn.pos() == before


def _right_click(view, point):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    local = qt_drag.view_point(view, point)
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.RightButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        QApplication.sendEvent(
            view.viewport(),
            QMouseEvent(
                kind,
                QPointF(local),
                QPointF(view.viewport().mapToGlobal(local)),
                Qt.MouseButton.RightButton,
                buttons,
                Qt.KeyboardModifier.NoModifier,
            ),
        )


def _hover(view, point):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    local = qt_drag.view_point(view, point)
    QApplication.sendEvent(
        view.viewport(),
        QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(local),
            QPointF(view.viewport().mapToGlobal(local)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )


def test_right_click_on_a_card_shows_it_large_until_the_next_click(qtbot, board):
    from zsgames.ui.boards.details import DetailCard

    scene, view, chosen, _refused = board
    card = scene.cards[0]  # Orange's hand, face down (seat 0 views: its own hand is still empty)
    _right_click(view, centre(card))
    shown = [i for i in scene.items() if isinstance(i, DetailCard)]
    assert len(shown) == 1 and shown[0].title == "Orange's hand"
    assert "nobody else may look" in shown[0].body
    assert shown[0].picture is not None and shown[0].picture.width() > card.boundingRect().width()
    qt_drag.click(qtbot, view, centre(scene.cells[6]))  # a click anywhere takes it away
    assert not [i for i in scene.items() if isinstance(i, DetailCard)]
    assert chosen == []


def test_resting_the_pointer_on_a_card_shows_it_and_leaving_hides_it(qtbot, board):
    from zsgames.ui.boards.details import DetailCard

    scene, view, _chosen, _refused = board
    card = scene.cards[0]
    _hover(view, centre(card))
    qtbot.waitUntil(lambda: any(isinstance(i, DetailCard) for i in scene.items()), timeout=2000)
    assert card.toolTip() == ""  # the large card replaces the small tooltip
    _hover(view, centre(scene.cells[6]))
    assert not [i for i in scene.items() if isinstance(i, DetailCard)]


def test_escape_takes_a_pinned_card_away(qtbot, board):
    from zsgames.ui.boards.details import DetailCard

    scene, view, _chosen, _refused = board
    _right_click(view, centre(scene.cards[0]))
    assert scene.details.card is not None
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert scene.details.card is None
    assert not [i for i in scene.items() if isinstance(i, DetailCard)]


def test_slides_follow_the_bot_pace_and_instant_stays_instant(qtbot, board):
    scene, _view, _chosen, _refused = board
    pawn = scene.pawns[1]
    start = pawn.pos() + QPointF(-200, 0)
    scene.last_moves.set_last_moves([Action(1, "move", (1,))])  # a bot moved since the viewer's last move
    scene.pace_ms = 0  # Instant
    scene.slide(pawn, start, 400)
    assert not scene.last_moves.slides and scene.busy_ms() == 0
    scene.pace_ms = 700
    scene.slide(pawn, start, 5000)  # a board may ask for less than the pace allows, never more
    (anim,) = scene.last_moves.slides
    assert anim.duration() == scene.last_moves.slide_ms() <= 700
    assert 0 < scene.busy_ms() <= anim.duration()  # the window holds the next bot move meanwhile
    qtbot.waitUntil(lambda: scene.busy_ms() == 0, timeout=3000)


def test_dragging_a_piece_that_cannot_move_says_why(qtbot, board):
    scene, view, chosen, refused = board
    other = scene.pawns[1]  # Orange's pawn: seat 0 is deciding
    qt_drag.drag(qtbot, view, centre(other), centre(scene.cells[5]))
    assert chosen == [] and refused == ["that is Orange's pawn"]


def _tooltip_at(view, point):
    """What Qt does when the pointer rests at ``point``: a tooltip event on the viewport."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication

    local = qt_drag.view_point(view, point)
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, local, view.viewport().mapToGlobal(local)))


def test_no_tooltip_is_drawn_while_a_large_card_shows(qtbot, board):
    """Issue 33: a small tooltip was drawn over the large card preview."""
    from PySide6.QtWidgets import QToolTip

    scene, view, _chosen, _refused = board
    cell = scene.cells[6]
    cell.setToolTip("cell 6")
    _tooltip_at(view, centre(cell))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)  # the tooltip works while no card shows
    assert QToolTip.text() == "cell 6"
    _right_click(view, centre(scene.cards[0]))
    assert scene.details.card is not None
    assert not QToolTip.isVisible()  # the card takes away a tooltip already shown
    _tooltip_at(view, centre(cell))
    qtbot.wait(50)
    assert not QToolTip.isVisible()
