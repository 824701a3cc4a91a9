"""Shared pieces of the per-game board tests: a main window, a board in a view, showing a seat's view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtWidgets import QGraphicsView

from zsgames.core.game import GameConfig
from zsgames.ui.window.main_window import MainWindow


def centre(item: Any) -> QPointF:
    return item.sceneBoundingRect().center()


def open_window(qtbot: Any, width: int = 1280, height: int = 800) -> Iterator[MainWindow]:
    """A shown main window with instant bots; use as the body of a yield fixture."""
    w = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.runner.shutdown()
    w.hints.shutdown()


def in_board_view(qtbot: Any, scene: Any, size: QSize | None = None) -> Any:
    """``scene`` in the window's own board view, shown at ``size`` (the default window's board view)
    and exposed; shown, because a hidden view keeps its first viewport (638×478)."""
    from zsgames.ui.window.board_view import BoardView

    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(size if size is not None else QSize(934, 715))
    view.show()
    qtbot.waitExposed(view)
    return view


def seat_config(*controllers: str) -> GameConfig:
    """A config with one seat per controller ("human", "normal", …) in the app's first colours."""
    colours = ("Blue", "Orange", "Green", "Pink")
    seats = [{"controller": c, "colour": colours[i]} for i, c in enumerate(controllers)]
    return GameConfig.make(len(controllers), None, None, seats)


def board_in_view(
    qtbot: Any, scene: Any, width: int = 1280, height: int = 800
) -> tuple[Any, QGraphicsView, list, list]:
    """``scene`` shown in a view, with the chosen actions and refusal reasons collected."""
    scene.snap_ms = 0
    view = QGraphicsView(scene)
    view.resize(width, height)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    chosen: list = []
    refused: list = []
    scene.actionChosen.connect(chosen.append)
    scene.refused.connect(refused.append)
    return scene, view, chosen, refused


def show_seat(game: Any, scene: Any, view: QGraphicsView, state: Any, seat: int) -> None:
    """Draw ``seat``'s view with its legal actions and fit it in the view."""
    scene.show(game.view(state, seat), seat, game.legal_actions(state, seat), state.config)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def show_decider(game: Any, scene: Any, view: QGraphicsView, state: Any) -> int:
    """Draw the view of the first seat deciding (seat 0 when nobody is) and return that seat."""
    deciders = game.current_deciders(state)
    seat = deciders[0] if deciders else 0
    show_seat(game, scene, view, state, seat)
    return seat
