"""Every legal Zong Shi action bound to the pieces that stand for it (a drag, or a click), where the
table model (``games/zongshi/table.py``) places it: each named piece or zone resolved to the items drawn.

Each of several identical pieces is a source of the same actions: any box of a colour, any copy of a
scroll, either visit tile "2". What has no natural piece (pass, done, decline …) is returned to be
shown as a button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.games.zongshi.table import Move, PawnChoice, Table
from zsgames.ui.boards.base import LIT, HighlightItem

#: decisions answered by clicking one of several pieces: those pieces are ringed, to be seen at once
CHOICES = {"ear", "score", "pawn", "lessons", "waive"}

if TYPE_CHECKING:
    from zsgames.ui.boards.zongshi.board import ZongShiBoard


class Binder:
    def __init__(self, board: ZongShiBoard) -> None:
        self.b = board

    def bind(self, t: Table) -> list[Action]:
        """Bind the table's moves where it places them; returns the actions left for buttons."""
        unbound = [m.action for m in t.moves if not self._bind_one(m)]
        self._ring_choices(t)  # before the pawn-first drags: only the pawns are the choice
        self.b.follow_ups, self.b.pawn_after = {}, {}
        for choice in t.pawn_choices:
            self._pawn_first(choice)
        return unbound

    def _pawn_first(self, choice: PawnChoice) -> None:
        """While the seat chooses which pawn takes the turn, dragging a pawn straight to a place (or
        onto a project card, or a card onto the workshop) chooses that pawn and then makes that move: the
        drop plays the pawn choice and leaves the move to follow (``follow_ups``), bound only where
        the table says it will be legal."""
        b = self.b
        pawns = b.items_at(choice.pawn)
        if not pawns:
            return
        b.pawn_after[pawns[0]] = choice
        for step, way in choice.follow:
            sources = [s for spot in way.pieces for s in b.items_at(spot)]
            zones = b.items_at(way.zone) if way.zone is not None else []
            if sources and zones:  # a plain click on a place chooses no pawn: only a drop does
                b.follow_ups[(sources[0], b.bind_drag(choice.action, sources[0], zones[0], False))] = step

    def _ring_choices(self, t: Table) -> None:
        b = self.b
        chosen = [a for a in t.legal if a.kind in CHOICES or (a.kind == "begin" and t.kind == "second")]
        items = dict.fromkeys(item for a in chosen for item in b.items_for(a)[0])
        for item in items:
            ring = HighlightItem(item.sceneBoundingRect().adjusted(-2, -2, 2, 2), LIT, 6)
            b.put(ring, z=870)

    def _bind_one(self, move: Move) -> bool:
        """Bind each way of making ``move`` whose pieces (and zone) are drawn; False: none is."""
        b, a = self.b, move.action
        ways: list[tuple[list[QGraphicsItem], QGraphicsItem | None, bool]] = []
        for way in move.binds:
            sources = [s for spot in way.pieces for s in b.items_at(spot)]
            zones = b.items_at(way.zone) if way.zone is not None else []
            if sources and (way.zone is None or zones):
                ways.append((sources, zones[0] if zones else None, way.click_zone))
        if move.together and len(ways) < len(move.binds):
            return False
        for sources, zone, click_zone in ways:
            for s in sources:
                if zone is None:
                    b.bind_click(a, s)
                else:
                    b.bind_drag(a, s, zone, click_zone)
        return bool(ways)
