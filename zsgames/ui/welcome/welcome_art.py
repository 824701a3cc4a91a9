"""Each welcome card's picture: the game's real board scene at a seeded position, drawn once.

Drawing a board takes a few hundred milliseconds (the game's modules load, the board builds its
items), too long for the window's start. So :class:`PictureLoader` waits until the welcome has
painted, then finds the positions on a worker (rules only, no Qt object: importing the game and its
board module, a few seeded moves, the view) and draws one board per turn of the event loop on the
GUI thread. A picture is kept for the life of the process (:func:`cached`); a welcome that is no
longer on screen stops drawing the rest.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter

from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng
from zsgames.ui.background.tasks import Job, Tasks
from zsgames.ui.boards import board_for
from zsgames.ui.welcome.welcome_info import intro

log = logging.getLogger(__name__)

PICTURE_SIZE = QSize(520, 340)  # pixels: about twice the card's picture box, sharp when the welcome is enlarged
SEED = 7
MOVES = 14  # seeded random moves into the game: a table in play, not an empty box

_pictures: dict[str, QImage] = {}


def cached(name: str) -> QImage | None:
    return _pictures.get(name)


def position(name: str) -> tuple[Any, Any, Any]:
    """(game, seat 0's view, config) of ``name`` at the picture's seeded position, at the Quick
    game's table. Qt-free work (the board module is imported too, so the GUI thread only draws)."""
    game = registry.get(name)
    board_for(name)
    config = GameConfig.make(intro(name).quick_players)
    state = game.setup(config, SEED)
    rng = Rng(SEED)
    for _ in range(MOVES):
        deciders = game.current_deciders(state)
        if game.is_over(state) or not deciders:
            break
        legal = game.legal_actions(state, deciders[0])
        state, _events = game.apply(state, legal[rng.randbelow(len(legal))])
    return game, game.view(state, 0), config


def draw(name: str, game: Any, view: Any, config: Any) -> QImage:
    """The board of ``name`` showing ``view``, nothing to play, fitted into :data:`PICTURE_SIZE`."""
    scene = board_for(name)(game)
    try:
        scene.show(view, 0, [], config)
        source = scene.sceneRect()
        size = source.size().scaled(PICTURE_SIZE.width(), PICTURE_SIZE.height(), Qt.AspectRatioMode.KeepAspectRatio)
        width, height = max(1, round(size.width())), max(1, round(size.height()))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(scene.backgroundBrush().color()))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(image.rect()), source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
    finally:
        scene.stop_slides()
        # Gone now, whole: left to the garbage collector, the scene's parts could be cleared before
        # Qt sends it its last events, and a real window's start crashed in the scene's event().
        shiboken6.delete(scene)
    return image


def picture(name: str) -> QImage:
    """The picture of ``name``, drawn now if it is not cached (tests; the loader spreads the work)."""
    if name not in _pictures:
        _pictures[name] = draw(name, *position(name))
    return _pictures[name]


class PictureLoader(QObject):
    """Draws the missing pictures of ``names`` after start-up; ``ready(name, image)`` for each.
    ``showing()`` says whether the welcome is still on screen (else the rest wait for next time)."""

    def __init__(
        self,
        names: list[str],
        ready: Callable[[str, QImage], Any],
        showing: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.names, self.ready, self.showing = names, ready, showing
        self.started = False
        self._lane: Tasks | None = None
        self._positions: list[tuple[str, tuple[Any, Any, Any]]] = []

    def start(self) -> None:
        missing = [n for n in self.names if n not in _pictures]
        for name in self.names:
            if name in _pictures:
                self.ready(name, _pictures[name])
        if self.started:  # drawing stopped when the welcome left the screen: go on
            if self._positions:
                QTimer.singleShot(0, self, self._draw_next)
            return
        if not missing:
            return
        self.started = True
        self._lane = Tasks(self, "welcome art")

        def work(_job: Job) -> list[tuple[str, tuple[Any, Any, Any]]]:
            return [(name, position(name)) for name in missing]

        self._lane.start(work, self._found, lambda exc: log.warning("no welcome pictures: %s", exc))

    def _found(self, positions: list[tuple[str, tuple[Any, Any, Any]]]) -> None:
        self._positions = positions
        QTimer.singleShot(0, self, self._draw_next)

    def _draw_next(self) -> None:
        if not self._positions or not self.showing():
            return
        name, found = self._positions.pop(0)
        try:
            image = _pictures.get(name) or draw(name, *found)
        except Exception:  # a picture is decoration: the card works without it
            log.exception("the welcome picture of %s could not be drawn", name)
        else:
            _pictures[name] = image
            self.ready(name, image)
        if self._positions:
            QTimer.singleShot(0, self, self._draw_next)

    @property
    def busy(self) -> bool:
        return bool(self._positions) or (self._lane is not None and self._lane.busy)


__all__ = ["PICTURE_SIZE", "PictureLoader", "cached", "picture", "position"]
