"""The last bot moves on the Zooscape board, ringed where they happened and slid into place.

Only moves the viewer may know reach the board (``recent_actions``, see :mod:`zsgames.ui.shared.last_move`):
a secret group choice never does, so nothing here can point at it. What each known move touched is
ringed while it still lies on the table, and the piece it moved slides there (over the bot pace):

* split — the cut between the two groups slides in from where the divider waits;
* apprentice — the apprentice card slides from where it waits into its group;
* copy — the Copy slides from the market onto the stack it joins; break — the stack it broke (or
  the seat's row, once the stack is gone); resolve — the seat's row, and a card a Lucky Cat drew
  slides from the deck onto its stack.

After any change, the points a seat scored (or lost) rise from its points in its row; a broken curio
flies from its stack out of the game (to the box, as the rules say: not into the bin, whose cards
someone takes). See :mod:`zooscape.motion`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QPointF, Qt

from zsgames.core.game import Action
from zsgames.core.i18n import _
from zsgames.games.zooscape.table import C, ZView, phase_of
from zsgames.ui.boards.zooscape.labels import text_width
from zsgames.ui.boards.zooscape.layout import TABLE_Y, TEXT, X0, Geometry, W
from zsgames.ui.boards.zooscape.motion import animates, rise, toss
from zsgames.ui.boards.zooscape.pieces import ZooCard

KINDS = ("split", "apprentice", "break", "copy", "resolve")


class LastMarks:
    """Rings and slides the latest known bot move of :data:`KINDS` on a drawn board."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self._slid_for: tuple[Action, ...] = ()  # the known moves whose pieces have slid already
        self._totals: tuple[Any, tuple[int, ...]] | None = None  # (the game's config, every seat's points) drawn last

    def draw(self, view: ZView, geom: Geometry) -> None:
        scene = self.scene
        action = scene.last_moves.latest(KINDS)
        known = tuple(scene.last_moves.recent_actions)
        # a piece slides once: not again when only a secret choice (which the board never sees) came after
        fresh, self._slid_for = known != self._slid_for, known
        self._points_rise(scene.last_moves.slide_ms())
        if action is None:
            return
        kind, seat, ms = action.kind, action.seat, scene.last_moves.slide_ms() if fresh else 0
        if kind == "break" and ms > 0:
            self._broken(seat, action.args[0], ms)
        if kind == "split" and phase_of(view) in ("apprentice", "select") and scene.cut is not None:
            self._cut(geom, ms, seat)
        elif kind == "apprentice" and phase_of(view) == "select":
            card = scene.group_cards.get(tuple(action.args))
            if card is not None and card.card == C.APPRENTICE_CARD:
                scene.last_moves.mark_last(card.sceneBoundingRect().adjusted(-3, -3, 3, 3), seat=seat)
                end = card.pos()
                scene.slide(card, QPointF(W - 30 - card.w, end.y()), ms)
        elif kind in ("break", "copy"):
            stack = scene.type_stacks.get((seat, action.args[0]))
            if stack is not None:
                scene.last_moves.mark_last(stack.sceneBoundingRect().adjusted(-4, -4, 4, 4), seat=seat)
                mark = scene.copy_marks.get((seat, action.args[0]))
                if kind == "copy" and mark is not None:
                    scene.slide(mark, QPointF(X0, geom.row_y), ms)
            elif seat in scene.rows.rects:
                scene.last_moves.mark_last(scene.rows.rects[seat].adjusted(2, 2, -2, -2), seat=seat)
        elif kind == "resolve" and seat in scene.rows.rects:
            scene.last_moves.mark_last(scene.rows.rects[seat].adjusted(2, 2, -2, -2), seat=seat)
            self._gained(view, seat, ms)

    def _points_rise(self, ms: int) -> None:
        """Each seat whose points changed since the board was last drawn (in this game): the change
        rises from its points."""
        scene = self.scene
        totals = (scene.config, tuple(shown.score.total for shown in scene.t.seats))
        before, self._totals = self._totals, totals
        if before is None or before[0] is not totals[0] or len(before[1]) != len(totals[1]):
            return
        for seat, (was, now) in enumerate(zip(before[1], totals[1], strict=True)):
            row = scene.rows.rects.get(seat)
            if now != was and row is not None:  # from just right of "N points" in the row
                right = row.x() + 10 + text_width(_("{n} points", context="row total", n=now), TEXT, True)
                rise(scene, now - was, QPointF(right + 22, row.y() + 30), ms)

    def _broken(self, seat: int, curio_type: int, ms: int) -> None:
        """The curio a Breakage broke leaves the seat's stack (or row) for the box, off the table."""
        scene = self.scene
        if not animates(scene, ms):
            return
        stack = scene.type_stacks.get((seat, curio_type))
        card = next(c for c in range(C.ALL_CARDS) if C.KIND[c] == curio_type)
        if stack is not None:
            ghost, at = ZooCard(stack.card, stack.w, stack.h), stack.pos()
        elif seat in scene.rows.rects:
            row = scene.rows.rects[seat]
            ghost, at = ZooCard(card, 40, 56), QPointF(row.center().x(), row.top() + 4)
        else:
            return
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        ghost.setZValue(890)
        ghost.setPos(at)
        scene.addItem(ghost)
        toss(scene, ghost, QPointF(W - 30, TABLE_Y), 0.3, ms)

    def _gained(self, view: ZView, seat: int, ms: int) -> None:
        """What the seat's collection gained by the move (a Lucky Cat's card) slides in from the deck."""
        scene = self.scene
        before = scene.stage.previous
        if before is None or before.n != view.n:
            return
        gained = Counter(view.won[seat]) - Counter(before.won[seat])
        for kind in dict.fromkeys(C.KIND[c] for c in gained):
            stack = scene.stack_items.get((seat, kind))
            if stack is not None:
                scene.last_moves.mark_last(stack.sceneBoundingRect().adjusted(-4, -4, 4, 4), seat=seat)
                scene.slide(stack, scene.table.spots.get("deck", QPointF(W - 60, 10)), ms)

    def _cut(self, geom: Geometry, ms: int, seat: int) -> None:
        """The gap between the left and the right group, where the divider went."""
        scene = self.scene
        cut = scene.cut
        left = min(scene.group_zones.values(), key=lambda z: z.sceneBoundingRect().left()).sceneBoundingRect()
        right = max(scene.group_zones.values(), key=lambda z: z.sceneBoundingRect().left()).sceneBoundingRect()
        rect = cut.sceneBoundingRect()
        rect.setLeft(left.right() + 3)
        rect.setRight(right.left() - 3)
        ring = scene.last_moves.mark_last(rect, radius=6, seat=seat)
        start = QPointF(W - 40 - rect.left(), 0)
        scene.slide(ring, start, ms)
        scene.slide(cut, cut.pos() + start, ms)
