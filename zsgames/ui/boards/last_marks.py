"""The last move on the table: which known bot moves a board may mark, a ring, a slide.

A mixin of :class:`~zsgames.ui.boards.base.BoardScene`. The window decides what the viewer may know
(:mod:`zsgames.ui.last_move`) and calls :meth:`LastMoveMarks.set_last_moves` before every ``show``;
a board's ``build`` then rings what that move touched (:meth:`mark_last`) and slides the moved piece
(:meth:`slide`). Marks are items of the scene, so the next redraw after a human acts (when the
window passes no moves) leaves none.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject

from zsgames.core.game import Action
from zsgames.ui.boards.items import HighlightItem

LAST = QColor("#e8175d")  # the last move: unlike the yellow of hints and legal targets


class LastMoveMarks:
    """Expects to be mixed into a QGraphicsScene."""

    def init_last_moves(self) -> None:
        #: The last bot move the viewer may know; ``recent_actions``: every such move since the last
        #: human action, oldest first; ``last_text``: its words as the viewer may read them.
        self.last_action: Action | None = None
        self.recent_actions: list[Action] = []
        self.last_text = ""
        self.last_seat: int | None = None
        self.last_marks: list[HighlightItem] = []
        self._slides: list[QPropertyAnimation] = []
        self._moves_key: tuple = ()
        self._slid: tuple = ((), -1)  # (moves, redraw) of the last slide: a move slides only once
        self._redraws = 0

    def stop_slides(self) -> None:
        """Before a redraw: running slides end where they go (a kept item stays there), marks are
        forgotten."""
        for anim in self._slides:
            if anim.state() == QPropertyAnimation.State.Running:
                anim.setCurrentTime(anim.duration())
            anim.stop()
        self._slides = []
        self.last_marks = []
        self._redraws += 1

    def set_last_moves(self, actions: Sequence[Action], last: Any = None) -> None:
        """The bot moves since the last human action that the viewer may know (see
        :mod:`zsgames.ui.last_move`), and ``last`` (a ``LastMove`` or None) for its words."""
        self.recent_actions = list(actions)
        self.last_action = self.recent_actions[-1] if self.recent_actions else None
        self.last_text = last.text if last is not None else ""
        self.last_seat = last.seat if last is not None else None
        self._moves_key = (tuple(self.recent_actions), last.index if last is not None else None)

    def latest(self, kinds: Iterable[str]) -> Action | None:
        """The most recent known bot move of one of ``kinds`` (what a board can draw)."""
        wanted = set(kinds)
        return next((a for a in reversed(self.recent_actions) if a.kind in wanted), None)

    def mark_last(self, rect: QRectF, colour: QColor | str = LAST, radius: float = 8) -> HighlightItem:
        """Ring ``rect`` (scene coordinates) as touched by the last move; redrawn on every ``show``."""
        ring = HighlightItem(rect, colour, radius)
        ring.setZValue(880)
        self.addItem(ring)  # type: ignore[attr-defined]
        self.last_marks.append(ring)
        return ring

    def slide_ms(self) -> int:
        """How long a bot's piece slides: most of the bot pace (``pace_ms``), none at Instant."""
        pace = self.pace_ms  # type: ignore[attr-defined]
        return 0 if pace <= 0 else max(160, min(700, int(pace * 0.6)))

    def slides_left_ms(self) -> int:
        """How much longer the running slides take (the window holds the next bot move that long)."""
        return max((a.duration() - a.currentTime() for a in self._slides
                    if a.state() == QPropertyAnimation.State.Running), default=0)

    def slide(self, item: QGraphicsObject, start: QPointF, ms: int | None = None) -> None:
        """Move ``item`` from ``start`` (its parent's coordinates) to where it stands: the last
        move seen happening, within the bot pace (``ms`` at most :meth:`slide_ms`; Instant: no
        slide). Only a board on screen animates (renders show the end), and only on the first
        redraw after the move (a redraw for another reason shows it in place)."""
        ms = self.slide_ms() if ms is None else min(ms, self.slide_ms())
        if not self.views() or ms <= 0:  # type: ignore[attr-defined]
            return
        moves, redraw = self._slid
        if moves == self._moves_key and redraw != self._redraws:
            return
        self._slid = (self._moves_key, self._redraws)
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(ms)
        anim.setStartValue(QPointF(start))
        anim.setEndValue(item.pos())
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._slides.append(anim)
        item.setPos(start)
        anim.start()
