"""The Zong Shi board: the town (Marketplace, Temple, Pawn Shop, Respectful Visits, projects) above
one workshop per seat. Redrawn from a view; every legal action is a drag or a click.

Drags: a pawn to a bin / the Temple / the Pawn Shop / the visits area / a project card; a visit tile
to a townsperson; an exchange tile to the workshop; a box to storage (draft, bin picks), to the
payment tray, to the Temple (donation) or to the bag (returning); a scroll to the play area or the
discard pile. Everything else (pass, done, decline, choices from a list) is a button.

The pieces live in :mod:`zongshi_pieces`, the town in :mod:`zongshi_town`, the workshops in
:mod:`zongshi_workshop`; this module builds the scene and binds the legal actions.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from zsgames.core.game import Action
from zsgames.games.zongshi import data as D
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.boards.zongshi_last import ZongShiLastMove
from zsgames.ui.boards.zongshi_pieces import (
    PHASES,
    WS_H,
    WS_Y,
    BoxItem,
    Button,
    ProjectItem,
    ScrollItem,
    TileItem,
    VisitTile,
    W,
    fit_size,
)
from zsgames.ui.boards.zongshi_town import ZongShiTown
from zsgames.ui.boards.zongshi_workshop import ZongShiWorkshop
from zsgames.ui.pieces import LabelItem, PanelItem, PawnItem


class ZongShiBoard(ZongShiLastMove, ZongShiTown, ZongShiWorkshop, BoardScene):
    """The scene: town on top, projects in the middle, workshops below."""

    def ink(self, seat: int | None) -> QColor:
        c = self.seat_colour(seat)
        return c.darker(160) if c.lightnessF() > 0.55 else c

    # --- build ------------------------------------------------------------------------------------
    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        self.v = view
        self.pawns: dict[tuple[int, str], PawnItem] = {}
        self.loc_zone: dict[str, Any] = {}
        self.person_zone: dict[str, Any] = {}
        self.project_items: dict[str, ProjectItem] = {}
        self.tile_piles: dict[str, TileItem] = {}
        self.bin_boxes: dict[tuple[str, int], list[BoxItem]] = {}
        self.pool_boxes: dict[int, BoxItem] = {}
        self.pool_scrolls: dict[str, ScrollItem] = {}
        self.store_boxes: dict[int, list[BoxItem]] = {}
        self.hand_items: dict[str, list[ScrollItem]] = {}
        self.visit_items: dict[int, list[VisitTile]] = {}
        self.progress_items: dict[str, ProjectItem] = {}
        self.storage_zone = self.tiles_zone = self.hand_zone = None
        self.seat_projects: dict[tuple[int, str], ProjectItem] = {}
        self.home_spots: dict[tuple[int, str], QPointF] = {}
        self.seat_rects: dict[tuple[int, str], QRectF] = {}
        self.addItem(PanelItem(QRectF(-6, -6, W + 12, WS_Y + WS_H + 12), "#e9e1cf", "", "#e9e1cf"))
        self._header(view, viewer)
        self._market(view)
        self._temple(view)
        self._shop(view)
        self._visits(view)
        self._tray(view)
        self._projects(view)
        if view.phase == "over":
            self._final_scores(view)
        n = view.config.players
        width = (W - (n - 1) * 8) / n
        for seat in range(n):
            self._workshop(view, viewer, seat, QRectF(seat * (width + 8), WS_Y, width, WS_H))
        self._mark_last_move(view)
        self._bind(view, viewer, legal)

    # --- header -----------------------------------------------------------------------------------
    def _header(self, view: Any, viewer: int | None) -> None:
        phase = PHASES.get(view.phase, view.phase)
        text = f"Round {view.round} · {phase}"
        if view.final:
            text += " · FINAL ROUND" + (" (round limit)" if view.forced_final else "")
        self.addItem(LabelItem(text, QRectF(8, 0, 520, 28), 14, True, "#8b1e1e" if view.final else "#2b2620"))
        deciders = self.game.current_deciders(view)
        if not deciders:
            ask = "The game is over — every scoring line is in the table on the left."
            who = None
        else:
            who = deciders[0]
            ask = f"{self.seat_name(who)}: {self.game.prompt(view, who)}"
        size = fit_size(ask, W - 530, 30, 13.0, 9.0)  # one line if it can, never clipped
        self.addItem(LabelItem(ask, QRectF(530, 0, W - 530, 30), size, True, self.ink(who)))
        if self.last_text and self.last_seat is not None:  # the move's public words, never its label
            text = f"Last move — {self.last_text}"
            size = fit_size(text, 520, 22, 9.0, 7.0, bold=False)
            self.addItem(LabelItem(text, QRectF(W - 520, 30, 520, 22), size, False, self.ink(self.last_seat),
                                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter))
        self.button_y = 32.0
        self.button_x = 8.0

    def _button(self, action: Action) -> None:
        w = min(260.0, 16 + 7.0 * len(action.label or str(action)))
        if self.button_x + w > W - 530:
            self.button_x = 8.0
            self.button_y += 30
        b = Button(action.label or str(action), w)
        b.setPos(self.button_x, self.button_y)
        self.addItem(b)
        self.bind_click(action, b)
        self.button_x += w + 8

    # --- bindings ---------------------------------------------------------------------------------
    def _bind(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        top = view.pending[-1] if view.pending else {}
        cur = self.pawns.get((viewer, view.cur_pawn)) if viewer is not None and view.cur_pawn else None
        for a in legal:
            if not self._bind_one(a, top, cur):
                self._button(a)
        for (seat, pawn), item in self.pawns.items():
            if seat != viewer:
                self.explain(item, f"that is {self.seat_name(seat)}'s {pawn}")
        if top.get("kind") == "turn" and top.get("seat") == viewer and hasattr(self.game, "explain"):
            begun = {a.args[0] for a in legal if a.kind == "begin"}
            for pid, item in self.project_items.items():  # say why a card cannot be begun
                if pid not in begun:
                    self.explain(item, self.game.explain(view, Action(viewer, "begin", (pid,))))
            gone = {a.args[0] for a in legal if a.kind == "go"}
            for loc, zone in self.loc_zone.items():
                if loc not in gone:
                    self.explain(zone, self.game.explain(view, Action(viewer, "go", (loc,))))

    def _bind_one(self, a: Action, top: dict, cur: PawnItem | None) -> bool:
        k, args = a.kind, a.args
        zones = self.loc_zone
        if k == "draft_box" and self.storage_zone is not None:
            return self._drag(a, [self.pool_boxes.get(D.MAT_INDEX[args[0]])], self.storage_zone)
        if k == "draft_scroll" and self.hand_zone is not None:
            return self._drag(a, [self.pool_scrolls.get(args[0])], self.hand_zone)
        if k == "pawn":
            item = self.pawns.get((a.seat, args[0]))
            if item is not None:
                self.bind_click(a, item)
                return True
            return False
        if k == "play":
            return self._drag(a, self.hand_items.get(args[0], []), self.play_zone)
        if k == "begin":
            item = self.project_items.get(args[0])
            if item is None:
                return False
            if top.get("kind") == "turn" and cur is not None:
                self.bind_drag(a, cur, item)
            self.bind_click(a, item)
            return True
        if k == "go" and cur is not None and args[0] in zones:
            self.bind_drag(a, cur, zones[args[0]])
            return True
        if k == "pay":
            return self._drag(a, self.store_boxes.get(D.MAT_INDEX[args[1]], []), self.pay_zone)
        if k == "donate":
            return self._drag(a, self.store_boxes.get(D.MAT_INDEX[args[0]], []), zones["temple"])
        if k in ("buy", "gift", "award_tile") and self.tiles_zone is not None:
            return self._drag(a, [self.tile_piles.get(args[0])], self.tiles_zone)
        if k == "visit":
            return self._drag(a, self.visit_items.get(args[1], []), self.person_zone[args[0]])
        if k in ("take", "fortune", "award_bin") and self.storage_zone is not None:
            return self._drag(a, self.bin_boxes.get((args[0], D.MAT_INDEX[args[1]]), []), self.storage_zone)
        if k == "return":
            return self._drag(a, self.store_boxes.get(D.MAT_INDEX[args[0]], []), self.bag_zone)
        if k == "discard":
            return self._drag(a, self.hand_items.get(args[0], []), self.discard_item)
        if k == "score" and args[0] in self.progress_items:
            self.bind_click(a, self.progress_items[args[0]])
            return True
        return False

    def _drag(self, a: Action, sources: list[Any], zone: Any) -> bool:
        sources = [s for s in sources if s is not None]
        if not sources or zone is None:
            return False
        for s in sources:
            self.bind_drag(a, s, zone)
        return True


BOARD = ZongShiBoard
__all__ = ["BOARD", "BoxItem", "Button", "ProjectItem", "ScrollItem", "TileItem", "VisitTile", "ZongShiBoard"]
