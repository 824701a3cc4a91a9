"""The last bot move on the Zooscape board (a mixin of :class:`ZooscapeBoard`).

Only moves the viewer may know reach the board (``recent_actions``, see
:mod:`zsgames.ui.last_move`): a secret group choice never does, so nothing here can point at it.
What each known move touched is ringed while it still lies on the table:

* split — the cut between the two groups (the ring slides in from where the divider waits);
* apprentice — the apprentice card in its group (it slides in from the right of the row);
* break / copy — the curio stack of that type in the seat's collection; resolve — the seat's panel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import P_APPRENTICE, P_SELECT
from zsgames.ui.boards.zooscape_layout import ROW_Y, W
from zsgames.ui.boards.zooscape_pieces import CH

KINDS = ("split", "apprentice", "break", "copy", "resolve")


class ZooscapeLastMove:
    """Expects the :class:`BoardScene` API and the item dicts filled by the other mixins."""

    def _mark_last_move(self, view: Any) -> None:
        action = self.latest(KINDS)
        if action is None:
            return
        kind, seat = action.kind, action.seat
        if kind == "split" and view.phase in (P_APPRENTICE, P_SELECT):
            self._mark_cut(view)
        elif kind == "apprentice" and view.phase == P_SELECT:
            self._mark_apprentice(*action.args)
        elif kind in ("break", "copy"):
            stack = self.type_stacks.get((seat, action.args[0]))
            if stack is not None:
                self.mark_last(stack.sceneBoundingRect().adjusted(-4, -4, 4, 4))
            elif seat in self.panel_rects:
                self.mark_last(self.panel_rects[seat].adjusted(3, 3, -3, -3))
        elif kind == "resolve" and seat in self.panel_rects:
            self.mark_last(self.panel_rects[seat].adjusted(3, 3, -3, -3))

    def _mark_cut(self, view: Any) -> None:
        """The gap between the left and the right group, where the divider went."""
        left, right = self.group_zones.get(view.left_num), self.group_zones.get(3 - view.left_num)
        if left is None or right is None:
            return
        a, b = left.sceneBoundingRect(), right.sceneBoundingRect()
        rect = QRectF(a.right() + 2, ROW_Y - 34, max(12.0, b.left() - a.right() - 4), CH + 56)
        ring = self.mark_last(rect, radius=10)
        self.slide(ring, QPointF(W - 80 - rect.left(), 0), 450)

    def _mark_apprentice(self, group: int, pos: int) -> None:
        card = self.group_cards.get((group, pos))
        if card is None or card.card != C.APPRENTICE_CARD:
            return
        self.mark_last(card.sceneBoundingRect().adjusted(-3, -3, 3, 3))
        end = card.pos()
        self.slide(card, QPointF(max(end.x(), W - 160), end.y() - 40), 450)
