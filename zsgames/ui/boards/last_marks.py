"""The last move on the table: which known bot moves a board may mark, a ring, a slide.

:class:`LastMoveMarks` is owned by a :class:`~zsgames.ui.boards.base.BoardScene` (``scene.last_moves``),
which keeps thin methods that delegate to it. The window decides what the viewer may know
(:mod:`zsgames.ui.shared.last_move`) and calls ``set_last_moves`` before every ``show``; a board's
``build`` then rings what that move touched (``mark_last``) and slides the moved piece (``slide``).
Marks are items of the scene, so the next redraw after a human acts (when the window passes no
moves) leaves none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPixmapItem, QGraphicsScene

from zsgames.core.game import Action
from zsgames.ui.boards.items import HighlightItem
from zsgames.ui.shared.last_move import LastMove
from zsgames.ui.shared.seat_symbols import seat_symbol_pixmap

#: The last move's ring: a neutral ink that is no seat's colour in either palette (a crimson ring
#: read as "Pink did that") and unlike the yellow of hints and legal targets; the mover is told by
#: the badge on the ring, their seat's symbol.
LAST = QColor("#2b2b2b")
BADGE = 16.0  # the badge's side, in scene units
#: the known moves and the index of the last one: a slide is for one such set of moves
MovesKey = tuple[tuple[Action, ...], int | None]


class LastMoveMarks:
    """The known last moves of one scene, its rings and its slides.

    ``scene`` receives the rings and parents the slide animations; ``pace`` answers the bot pace
    in ms (0 = Instant), which slides follow."""

    def __init__(
        self, scene: QGraphicsScene, pace: Callable[[], int], colour_name_of: Callable[[int], str] | None = None
    ) -> None:
        self.scene = scene
        self.pace = pace
        self.colour_name_of = colour_name_of  # a seat's colour name, for the mover's badge
        #: The last bot move the viewer may know; ``recent_actions``: every such move since the last
        #: human action, oldest first; ``last_text``: its words as the viewer may read them.
        self.last_action: Action | None = None
        self.recent_actions: list[Action] = []
        self.last_text = ""
        self.last_seat: int | None = None
        self.rings: list[HighlightItem] = []
        self.slides: list[QPropertyAnimation] = []
        self.redraws = 0  # how many redraws the scene has begun
        self._moves_key: MovesKey | None = None
        #: (moves, redraw) of the last slide: a move slides only once
        self._slid: tuple[MovesKey | None, int] = (None, -1)

    def stop_slides(self) -> None:
        """Before a redraw: running slides end where they go (a kept item stays there), rings are
        forgotten."""
        for anim in self.slides:
            if anim.state() == QPropertyAnimation.State.Running:
                anim.setCurrentTime(anim.duration())
            anim.stop()
        self.slides = []
        self.rings = []
        self.redraws += 1

    def set_last_moves(self, actions: Sequence[Action], last: LastMove | None = None) -> None:
        """The bot moves since the last human action that the viewer may know (see
        :mod:`zsgames.ui.shared.last_move`), and ``last`` (a ``LastMove`` or None) for its words."""
        self.recent_actions = list(actions)
        self.last_action = self.recent_actions[-1] if self.recent_actions else None
        self.last_text = last.text if last is not None else ""
        self.last_seat = last.seat if last is not None else None
        self._moves_key = (tuple(self.recent_actions), last.index if last is not None else None)

    def latest(self, kinds: Iterable[str]) -> Action | None:
        """The most recent known bot move of one of ``kinds`` (what a board can draw)."""
        wanted = set(kinds)
        return next((a for a in reversed(self.recent_actions) if a.kind in wanted), None)

    def mark_last(
        self, rect: QRectF, colour: QColor | str = LAST, radius: float = 8, seat: int | None = None
    ) -> HighlightItem:
        """Ring ``rect`` (scene coordinates) as touched by the last move, with the mover's badge on
        its top right corner (``seat``, else the last move's seat); redrawn on every ``show``."""
        ring = HighlightItem(rect, colour, radius)
        ring.setZValue(880)
        self.scene.addItem(ring)
        self.rings.append(ring)
        mover = seat if seat is not None else self.last_seat
        if mover is not None and self.colour_name_of is not None:
            name = self.colour_name_of(mover)
            badge = QGraphicsPixmapItem(seat_symbol_pixmap(name, round(BADGE), 2.0, mover), ring)
            badge.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            badge.setPos(rect.right() - BADGE * 0.6, rect.top() - BADGE * 0.4)
            badge.setData(0, mover)  # the seat it tells (tests read it)
        return ring

    def slide_ms(self) -> int:
        """How long a bot's piece slides: most of the bot pace, none at Instant."""
        pace = self.pace()
        return 0 if pace <= 0 else max(160, min(700, int(pace * 0.6)))

    def slides_left_ms(self) -> int:
        """How much longer the running slides take (the window holds the next bot move that long)."""
        return max(
            (a.duration() - a.currentTime() for a in self.slides if a.state() == QPropertyAnimation.State.Running),
            default=0,
        )

    def slide(self, item: QGraphicsObject, start: QPointF, ms: int | None = None) -> None:
        """Move ``item`` from ``start`` (its parent's coordinates) to where it stands: the last
        move seen happening, within the bot pace (``ms`` at most :meth:`slide_ms`; Instant: no
        slide). Only a board on screen animates (renders show the end), and only on the first
        redraw after the move (a redraw for another reason shows it in place)."""
        ms = self.slide_ms() if ms is None else min(ms, self.slide_ms())
        if not self.scene.views() or ms <= 0:
            return
        moves, redraw = self._slid
        if moves == self._moves_key and redraw != self.redraws:
            return
        self._slid = (self._moves_key, self.redraws)
        anim = QPropertyAnimation(item, b"pos", self.scene)
        anim.setDuration(ms)
        anim.setStartValue(QPointF(start))
        anim.setEndValue(item.pos())
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.slides.append(anim)
        item.setPos(start)
        anim.start()
