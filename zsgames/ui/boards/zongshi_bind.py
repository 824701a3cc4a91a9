"""Every legal Zong Shi action bound to the pieces that stand for it (a drag, or a click).

Each of several identical pieces is a source of the same actions: any box of a colour, any copy of a
scroll, either visit tile "2". What has no natural piece (pass, done, decline …) is returned to be
shown as a button.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.core.rng import Rng
from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.flow import Decision
from zsgames.games.zongshi.state import State
from zsgames.ui.boards.base import LIT, DropZone, HighlightItem

#: decisions answered by clicking one of several pieces: those pieces are ringed, to be seen at once
CHOICES = {"ear", "score", "pawn", "lessons", "waive"}

if TYPE_CHECKING:
    from zsgames.ui.boards.zongshi import ZongShiBoard


class Binder:
    def __init__(self, board: ZongShiBoard) -> None:
        self.b = board

    def bind(self, view: State, viewer: int | None, legal: list[Action]) -> list[Action]:
        """Bind ``legal``; returns the actions left for buttons."""
        top = view.pending[-1] if view.pending else {}
        cur = self.b.pawns.get((viewer, view.cur_pawn)) if viewer is not None and view.cur_pawn else None
        unbound = [a for a in legal if not self._bind_one(a, top, cur)]
        self._ring_choices(legal, top)  # before the pawn-first drags: only the pawns are the choice
        self.b.follow_ups, self.b.pawn_after = {}, {}
        if top.get("kind") == "pawn" and viewer is not None:
            self._pawn_first(view, viewer, legal)
        return unbound

    def _pawn_first(self, view: State, viewer: int, legal: list[Action]) -> None:
        """While the seat chooses which pawn takes the turn, dragging a pawn straight to a place (or
        onto a project card, or a card onto the workshop) chooses that pawn and then makes that move: the
        drop plays the pawn choice and leaves the move to follow (``follow_ups``), bound only where
        it will be legal (the rules asked with the pawn chosen, on a state sampled from the view: the
        others' hidden scrolls do not change where this seat's pawn may go)."""
        b = self.b
        full = None
        for a in legal:
            item = b.pawns.get((viewer, a.args[0])) if a.kind == "pawn" else None
            if item is None:
                continue
            full = full if full is not None else b.game.determinize(view, viewer, Rng(0))
            after, _ = b.game.apply(full, a)
            b.pawn_after[item] = after
            for step in b.game.legal_actions(after, viewer):
                # a plain click on a place chooses no pawn: only a drop (or a pawn selected first) does
                if step.kind == "go" and step.args[0] in b.loc_zone:
                    b.follow_ups[(item, b.bind_drag(a, item, b.loc_zone[step.args[0]], False))] = step
                elif step.kind == "begin" and step.args[0] in b.project_items:
                    card = b.project_items[step.args[0]]
                    b.follow_ups[(item, b.bind_drag(a, item, card, False))] = step
                    if b.storage_zone is not None:  # the card onto the workshop, where the pawns stand
                        b.follow_ups[(card, b.bind_drag(a, card, b.storage_zone, False))] = step

    def _ring_choices(self, legal: list[Action], top: Decision) -> None:
        b = self.b
        chosen = [a for a in legal if a.kind in CHOICES or (a.kind == "begin" and top.get("kind") == "second")]
        items = dict.fromkeys(item for a in chosen for item in b.items_for(a)[0])
        for item in items:
            ring = HighlightItem(item.sceneBoundingRect().adjusted(-2, -2, 2, 2), LIT, 6)
            b.put(ring, z=870)

    def _drag(self, a: Action, sources: Sequence[QGraphicsItem | None], zone: DropZone | None) -> bool:
        present = [s for s in sources if s is not None]
        if not present or zone is None:
            return False
        for s in present:
            self.b.bind_drag(a, s, zone)
        return True

    def _click(self, a: Action, items: Sequence[QGraphicsItem | None]) -> bool:
        present = [i for i in items if i is not None]
        for item in present:
            self.b.bind_click(a, item)
        return bool(present)

    def _bind_one(self, a: Action, top: Decision, cur: QGraphicsItem | None) -> bool:
        b, k, args = self.b, a.kind, a.args
        if k == "draft_box":
            return self._drag(a, b.pool_boxes.get(D.MAT_INDEX[args[0]], []), b.storage_zone)
        if k == "draft_scroll":
            return self._drag(a, b.pool_scrolls.get(args[0], []), b.hand_zone)
        if k == "pawn":
            return self._click(a, [b.pawns.get((a.seat, args[0]))])
        if k == "play":
            return self._drag(a, b.hand_items.get(args[0], []), b.play_zone)
        if k == "begin":
            card = b.project_items.get(args[0])
            if card is None:
                return False
            if top.get("kind") == "turn" and cur is not None:
                b.bind_drag(a, cur, card)
            if b.storage_zone is not None:  # the card onto the workshop (where the pawn stands) as the pawn
                b.bind_drag(a, card, b.storage_zone, False)  # onto the card; a plain click there begins nothing
            return self._click(a, [card])
        if k == "go":
            return cur is not None and self._drag(a, [cur], b.loc_zone.get(args[0]))
        if k == "pay":
            return self._drag(a, b.store_boxes.get(D.MAT_INDEX[args[1]], []), b.pay_zone)
        if k == "waive":
            return self._click(a, b.owed_items.get(D.MAT_INDEX[args[0]], []))
        if k == "donate":
            return self._drag(a, b.store_boxes.get(D.MAT_INDEX[args[0]], []), b.loc_zone.get("temple"))
        if k in ("buy", "gift", "award_tile"):
            return self._drag(a, [b.tile_piles.get(args[0])], b.tiles_zone)
        if k == "visit":
            return self._drag(a, b.visit_items.get(args[1], []), b.person_zone.get(args[0]))
        if k in ("take", "fortune", "award_bin"):
            return self._drag(a, b.bin_boxes.get((args[0], D.MAT_INDEX[args[1]]), []), b.storage_zone)
        if k == "return":
            return self._drag(a, b.store_boxes.get(D.MAT_INDEX[args[0]], []), b.bag_zone)
        if k == "discard":
            return self._drag(a, b.hand_items.get(args[0], []), b.discard_zone)
        if k == "lessons":
            item = b.lessons_items.get(args[0])
            return self._drag(a, [item], b.hand_zone) and self._click(a, [item])
        if k == "ear":
            chips = [c for (seat, pid), items in b.completed_items.items() if pid == args[0] and seat != a.seat
                     for c in items]
            return self._click(a, [b.project_items.get(args[0]), *chips])
        if k == "score":
            return self._click(a, [b.progress_items.get(args[0])])
        return False
