"""View menu (docks, full screen, zoom, larger text) and the rules from the first screen and the Help menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QTextBrowser

from tests.support import qt_drag
from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_board import TinyBoard
from tests.support.tiny_game import GAME, CalmTinyGame
from zsgames.core.match import Match
from zsgames.ui.boards import register_board
from zsgames.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def texts(menu) -> list[str]:
    return [
        a.text().replace("&&", "\0").replace("&", "").replace("\0", "&") for a in menu.actions() if not a.isSeparator()
    ]


def test_the_view_menu_toggles_every_dock(qtbot, window):
    shown = texts(window.menus.view)
    assert shown[:4] == ["Players & moves", "Game log", "History", "Score projection"]
    docks = [window.players_dock, window.log_dock, window.extras.history_dock, window.extras.chart_dock]
    for act, dock in zip(window.menus.view.actions()[:4], docks, strict=True):
        assert act.isCheckable()
        act.trigger()
        assert dock.isHidden()
        act.trigger()
        assert not dock.isHidden()
    assert window.extras.act_export in window.menus.game.actions()  # the docks' part was handed the menus


def test_full_screen_toggles_with_f11(qtbot, window):
    act = window.view_controls.act_full_screen
    assert act.shortcut().toString() == "F11"
    act.trigger()
    assert window.isFullScreen() and act.isChecked()
    act.trigger()
    assert not window.isFullScreen() and not act.isChecked()


def test_zoom_keys_zoom_the_board_and_a_fit_brings_it_back(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    view = window.board_view
    fitted = view.transform().m11()
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.25 and view.transform().m11() == pytest.approx(fitted * 1.25)
    qtbot.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.5
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.25
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0 and view.transform().m11() == pytest.approx(fitted)


def test_zoom_survives_a_resize_and_a_new_game(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    view = window.board_view
    view.set_zoom(2.0)
    window.resize(1100, 760)
    qtbot.wait(10)
    assert view.zoom == 2.0 and view.transform().m11() == pytest.approx(view.fitted_scale() * 2.0)
    window.start_match(Match(GAME, config("human", "random"), 6))
    assert view.zoom == 2.0 and view.transform().m11() == pytest.approx(view.fitted_scale() * 2.0)


def test_zoomed_in_a_drag_on_empty_table_pans_and_a_piece_still_moves(qtbot, window):
    window.start_match(Match(CALM, config("human", "random"), 5))
    view, scene = window.board_view, window.scene
    view.set_zoom(3.0)
    view.centerOn(scene.sceneRect().center())
    qtbot.wait(10)
    bar = view.horizontalScrollBar()
    assert bar.maximum() > 0
    empty = view.mapToScene(view.viewport().rect().topLeft()) + QPointF(4, 4)
    assert not view._on_a_piece(view.mapFromScene(empty))  # table art, no piece
    before = bar.value()
    qt_drag.drag(qtbot, view, empty, empty + QPointF(-40, 0))
    assert bar.value() != before  # panned
    assert window.model.match.actions == []  # and nothing was played
    pawn = scene.pawns[0]
    target = scene.cells[window.model.match.state.positions[0] + 1]
    view.centerOn(pawn)
    qt_drag.drag(qtbot, view, pawn.sceneBoundingRect().center(), target.sceneBoundingRect().center())
    assert len(window.model.match.actions) >= 1  # the pawn moved: the board's drag is untouched


def test_larger_text_is_remembered_and_enlarges_the_window_text(qtbot, window):
    small_banner = window.banner.points
    small = window.players.font().pointSizeF()
    window.view_controls.act_larger_text.trigger()
    assert window.banner.points > small_banner and window.players.font().pointSizeF() > small
    assert window.log_view.font().pointSizeF() > small
    assert window.actions_list.font().pointSizeF() > small  # the moves list too (its style sheet stopped it)
    other = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(other)
    assert other.view_controls.act_larger_text.isChecked() and other.text_scale > 1
    other.view_controls.act_larger_text.trigger()
    third = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(third)
    assert not third.view_controls.act_larger_text.isChecked()


def test_every_games_rules_read_from_the_first_screen(qtbot, window):
    scene = window.board_view.scene()
    qt_drag.click(qtbot, window.board_view, scene.buttons[("rules", "zongshi")].sceneBoundingRect().center())
    assert window.help_commands.dialog.windowTitle() == "Rules — Zong Shi"
    window.help_commands.dialog.close()
    names = {"zongshi": "Zong Shi", "zooscape": "Zooscape", "cuzhi": "Cuzhi 促织"}
    for name, shown in names.items():
        act = window.menus.rules_of[name]
        assert act.isEnabled() and act.text() == shown
        act.trigger()
        assert window.help_commands.dialog.windowTitle() == f"Rules — {shown}"
        assert window.help_commands.dialog.findChild(QTextBrowser).toPlainText().strip()
        window.help_commands.dialog.close()
    assert not window.menus.game_rules.isEnabled()  # "Rules for this game" waits for a game
    window.start_match(Match(GAME, config("human", "random"), 5))
    assert window.menus.game_rules.isEnabled() and window.menus.game_rules.shortcut().toString() == "F1"


class _Calm(CalmTinyGame):
    """The tiny game without chance events, under a name of its own."""

    name = "tiny_calm_view"


CALM = _Calm()
register_board(CALM.name, TinyBoard)


def wheel(view, pos: QPoint, notches: float, ctrl: bool = False) -> None:
    """A wheel turned over the board's viewport at ``pos`` (viewport pixels), as Qt delivers it."""
    modifiers = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    event = QWheelEvent(
        QPointF(pos),
        QPointF(view.viewport().mapToGlobal(pos)),
        QPoint(),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_the_wheel_zooms_at_the_pointer_until_the_board_scrolls_then_scrolls_it(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    view = window.board_view
    board = window.scene.sceneRect()  # a point of the board a quarter in from its left edge
    corner = view.mapFromScene(QPointF(board.left() + board.width() / 4, board.center().y()))
    under = view.mapToScene(corner)
    wheel(view, corner, 1)
    assert view.zoom == 1.25
    assert (view.mapFromScene(under) - corner).manhattanLength() <= 3  # stays under the pointer
    under = view.mapToScene(corner)
    wheel(view, corner, 2, ctrl=True)  # Ctrl+wheel zooms, at the pointer too
    assert view.zoom == 2.0
    assert (view.mapFromScene(under) - corner).manhattanLength() <= 4  # two steps, two roundings
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0
    before = bar.value()
    wheel(view, corner, -1)  # now the board scrolls: the plain wheel scrolls it
    assert view.zoom == 2.0 and bar.value() > before
    wheel(view, corner, -5, ctrl=True)
    assert view.zoom == 1.0


def test_a_touchpad_zooms_once_its_small_deltas_make_a_notch(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    view = window.board_view
    middle = view.viewport().rect().center()
    for _ in range(3):
        wheel(view, middle, 0.25)
    assert view.zoom == 1.0
    wheel(view, middle, 0.25)
    assert view.zoom == 1.25


def test_larger_text_enlarges_the_board_and_its_words_and_the_board_pans(qtbot, window):
    window.start_match(Match(CALM, config("human", "random"), 5))
    view = window.board_view
    qtbot.wait(10)
    fitted, width = view.transform().m11(), view.width()
    window.view_controls.act_larger_text.trigger()
    qtbot.wait(10)
    assert view.width() >= width - 2  # the board's room is not given to the larger panels
    assert view.transform().m11() == pytest.approx(view.fitted_scale() * 1.25)
    assert view.transform().m11() >= fitted * 1.2  # every word on the board is a quarter larger
    assert view.horizontalScrollBar().maximum() > 0  # it no longer fits: it pans like a zoomed board
    view.zoom_in()
    assert view.transform().m11() == pytest.approx(view.fitted_scale() * 1.25 * 1.25)
    view.zoom_fit()
    window.view_controls.act_larger_text.trigger()
    assert view.transform().m11() == pytest.approx(fitted, rel=0.02)
