"""The last bot move on the Zong Shi board (a mixin of :class:`ZongShiBoard`).

Only moves the viewer may know reach the board (``recent_actions``, see :mod:`zsgames.ui.last_move`),
and the header's words are the move's public event text. Of those moves, the latest one the board
can show is ringed:

* go — the place the pawn went to, and the pawn (it slides there from its home in the workshop);
* begin — the project now in the workshop (it slides in from the supply) and the pawn on the time track;
* pass — the pawn; play / discard / lessons — the discard pile; take / fortune / award_bin — the bin;
  donate — the Temple; visit — the townsperson; buy / gift / award_tile — the tile pile; return — the
  bag; draft_box / draft_scroll — the drafting seat's storage / hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from zsgames.core.game import Action
from zsgames.ui.boards.base import DropZone

KINDS = ("go", "begin", "pass", "play", "discard", "lessons", "take", "fortune", "award_bin", "donate", "visit",
         "buy", "gift", "award_tile", "return", "draft_box", "draft_scroll", "ear")


class ZongShiLastMove:
    """Expects the :class:`BoardScene` API and the item dicts filled in ``ZongShiBoard.build``."""

    def _mark_last_move(self, view: Any) -> None:
        action = self.latest(KINDS)
        if action is None:
            return
        kind, seat, args = action.kind, action.seat, action.args
        if kind in ("go", "pass"):
            self._mark_pawn_move(view, action)
        elif kind == "begin":
            self._mark_begin(view, seat, args[0])
        elif kind in ("play", "discard", "lessons"):
            self._ring(getattr(self, "discard_item", None))
        elif kind in ("take", "fortune", "award_bin"):
            self._ring(self.loc_zone.get(args[0]))
        elif kind == "donate":
            self._ring(self.loc_zone.get("temple"))
        elif kind == "visit":
            self._ring(self.person_zone.get(args[0]))
        elif kind in ("buy", "gift", "award_tile"):
            self._ring(self.tile_piles.get(args[0]))
            self._ring_rect(self.seat_rects.get((seat, "tiles")))
        elif kind == "return":
            self._ring(getattr(self, "bag_zone", None))
        elif kind in ("draft_box", "draft_scroll"):
            self._ring_rect(self.seat_rects.get((seat, "storage" if kind == "draft_box" else "hand")))
        elif kind == "ear":
            self._ring(self.project_items.get(args[0]))

    def _ring(self, item: Any) -> None:
        if item is None:
            return
        if isinstance(item, DropZone):  # a zone: its own rect, not the margin its glow needs
            self.mark_last(item.mapRectToScene(item.rect))
        else:
            self.mark_last(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))

    def _ring_rect(self, rect: QRectF | None) -> None:
        if rect is not None:
            self.mark_last(rect)

    def _moved_pawn(self, view: Any, action: Action, where: str) -> str | None:
        """Which of the seat's pawns the move was about: the one its label names, if it stands at
        ``where`` (a known move's label is public), else any of the seat's pawns there."""
        p = view.players[action.seat]
        there = [pawn for pawn in ("master", "apprentice") if p.pawn_loc(pawn) == where]
        named = [pawn for pawn in there if pawn in action.label]
        return (named or there or [None])[0]

    def _mark_pawn_move(self, view: Any, action: Action) -> None:
        seat = action.seat
        if action.kind == "pass":
            named = [pawn for pawn in ("master", "apprentice") if pawn in action.label]
            item = self.pawns.get((seat, named[0])) if named else None
            self._ring(item)
            return
        loc = action.args[0]
        self._ring(self.loc_zone.get(loc))
        pawn = self._moved_pawn(view, action, loc)
        item = self.pawns.get((seat, pawn)) if pawn else None
        if item is not None:
            self._ring(item)
            home = self.home_spots.get((seat, pawn))
            if home is not None:
                self.slide(item, home, 450)

    def _mark_begin(self, view: Any, seat: int, pid: str) -> None:
        card = self.seat_projects.get((seat, pid))
        if card is not None:
            self._ring(card)
            supply = self.project_items.get(pid)
            if supply is not None:
                self.slide(card, supply.pos(), 450)
        worker = view.players[seat].worker
        item = self.pawns.get((seat, worker)) if worker else None
        if item is not None:
            self._ring(item)
