"""One Zong Shi workshop per seat (a mixin of :class:`ZongShiBoard`): storage, tiles, time track,
projects in progress, completed spaces, visit tiles, pawns at home and scrolls."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.common import storage_limit
from zsgames.games.zongshi.scoring import seat_score
from zsgames.ui.boards.zongshi_pieces import (
    TRACK_MAX,
    Badge,
    BoxItem,
    BoxSlot,
    ProjectItem,
    ScrollItem,
    TileItem,
    VisitTile,
)
from zsgames.ui.pieces import LabelItem, PanelItem, readable_on


class ZongShiWorkshop:
    """Draws a seat's workshop; expects the :class:`BoardScene` API and the dicts set up in ``build``."""

    def _workshop(self, view: Any, viewer: int | None, seat: int, r: QRectF) -> None:
        p = view.players[seat]
        colour = self.seat_colour(seat)
        fill = QColor(colour)
        fill.setAlpha(40)
        panel = PanelItem(r, QColor("#f6efe0"), "", colour.darker(120))
        self.addItem(panel)
        band = PanelItem(QRectF(r.left(), r.top(), r.width(), 24), colour, "", colour.darker(140))
        self.addItem(band)
        score = seat_score(view, seat)
        you = " (you)" if seat == viewer else ""
        self.addItem(LabelItem(f"{self.seat_name(seat)}{you}", QRectF(r.left() + 8, r.top(), r.width() - 90, 24),
                               10, True, readable_on(colour)))
        vp = LabelItem(f"{score.total} VP", QRectF(r.right() - 80, r.top(), 72, 24), 10, True, readable_on(colour),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        vp.setToolTip("\n".join(f"{name}: {v}" for name, v in score.lines) + f"\nTotal: {score.total}")
        vp.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(vp)
        if seat == view.start:
            buddha = Badge("buddha", QColor("#3f9b5a"), "", 20)
            buddha.setPos(r.right() - 104, r.top() + 2)
            buddha.setToolTip("Jade Buddha: the start player")
            self.addItem(buddha)
        x, y = r.left() + 8, r.top() + 30
        # storage
        limit = storage_limit(view, seat)
        held = [m for m in range(4) for _ in range(p.storage[m])]
        self.addItem(LabelItem("Storage", QRectF(x, y, 52, 22), 8, True))
        size = min(22.0, (r.width() - 70) / max(limit, len(held)) - 3)
        for k in range(max(limit, len(held))):
            pos = QPointF(x + 56 + k * (size + 3), y)
            if k < len(held):
                item = BoxItem(held[k], size)
                item.setPos(pos)
                item.setZValue(20)
                self.addItem(item)
                if seat == viewer:
                    self.store_boxes.setdefault(held[k], []).append(item)
            else:
                slot = BoxSlot(size)
                slot.setPos(pos)
                self.addItem(slot)
        storage_rect = QRectF(x, y - 2, r.width() - 16, 26)
        # tiles
        y += 28
        self.addItem(LabelItem("Tiles", QRectF(x, y, 52, 22), 8, True))
        k = 0
        step = min(38.0, (r.width() - 72) / max(1, sum(1 for n in p.tiles if n)))
        for pair in range(len(D.PAIRS)):
            if p.tiles[pair]:
                t = TileItem(pair, 20, p.tiles[pair])
                t.setPos(x + 56 + k * step, y)
                self.addItem(t)
                k += 1
        tiles_rect = QRectF(x, y - 2, r.width() - 16, 26)
        # time track and projects in progress
        y += 30
        self.addItem(LabelItem("Time", QRectF(x, y + 8, 40, 20), 8, True))
        for t in range(TRACK_MAX, 0, -1):
            cx = x + 44 + (TRACK_MAX - t) * 30
            spot = Badge("award", QColor("#d9cbb0"), str(t), 24)
            spot.setPos(cx, y + 6)
            spot.setToolTip(f"Time track: {t} round(s) to go")
            self.addItem(spot)
            if p.worker and p.time_left == t:
                self._pawn(seat, p.worker, QPointF(cx + 12, y + 28))
        if p.worker and p.time_left > TRACK_MAX:
            self._pawn(seat, p.worker, QPointF(x + 44, y + 28))
        for j, pid in enumerate(p.in_progress):  # a second one (Twofold Path) overlaps the first
            item = ProjectItem(pid, 54, 72)
            item.setPos(r.right() - 62 - j * 22, y - 4)
            item.setZValue(10 - j)
            self.addItem(item)
            self.seat_projects[(seat, pid)] = item
            if seat == viewer:
                self.progress_items[pid] = item
        # completed spaces
        y += 78
        # one row of six when the cards stay legible, else two rows of three
        cols = D.COMPLETED_SPACES
        if (r.width() - 16) / cols - 4 < 52:
            cols = (D.COMPLETED_SPACES + 1) // 2
        cw = min(60.0, (r.width() - 16) / cols - 4)
        ch = cw * 1.3
        rows = (D.COMPLETED_SPACES + cols - 1) // cols
        left = x + (r.width() - 16 - cols * (cw + 4) + 4) / 2
        for k in range(D.COMPLETED_SPACES):
            pos = QPointF(left + (k % cols) * (cw + 4), y + (k // cols) * (ch + 4))
            if k < len(p.completed):
                item = ProjectItem(p.completed[k], cw, ch)
                item.setPos(pos)
                self.addItem(item)
            else:
                slot = BoxSlot(cw, ch)
                slot.setPos(pos)
                slot.setToolTip("An empty completed-project space")
                self.addItem(slot)
        y += rows * (ch + 4)
        if p.extra:
            self.addItem(LabelItem(f"+{len(p.extra)} (tie-break only)", QRectF(x, y - 2, 160, 14), 7))
        # visit tiles and pawns at home
        y += 12
        self.addItem(LabelItem("Visits", QRectF(x, y, 44, 24), 8, True))
        for k, value in enumerate(sorted(p.visit_tiles)):
            tile = VisitTile(value, colour, 20)
            tile.setPos(x + 46 + k * 24, y + 2)
            self.addItem(tile)
            if seat == viewer:
                self.visit_items.setdefault(value, []).append(tile)
        hx = r.right() - 70
        for pawn in ("master", "apprentice"):
            self.home_spots[(seat, pawn)] = QPointF(hx + 16, y + 28)
            if p.pawn_loc(pawn) == "home":
                self._pawn(seat, pawn, QPointF(hx + 16, y + 28))
            hx += 34
        # scrolls
        y += 34
        hand_rect = QRectF(x, y - 2, r.width() - 16, r.bottom() - y - 2)
        self.seat_rects[(seat, "storage")] = storage_rect
        self.seat_rects[(seat, "tiles")] = tiles_rect
        self.seat_rects[(seat, "hand")] = hand_rect
        if isinstance(p.hand, list):
            step = min(60.0, (r.width() - 16) / max(1, len(p.hand)))
            for k, sid in enumerate(p.hand):
                item = ScrollItem(sid, min(58.0, step - 2), 38)
                item.setPos(x + k * step, y)
                item.setZValue(30)
                self.addItem(item)
                self.hand_items.setdefault(sid, []).append(item)
        elif p.hand:
            item = ScrollItem(None, 58, 38, p.hand)
            item.setPos(x, y)
            self.addItem(item)
            known = ", ".join(D.SCROLLS[s]["name"] for s in p.known)
            if known:
                self.addItem(LabelItem(f"known: {known}", QRectF(x + 66, y, r.width() - 82, 38), 7))
        if seat == viewer:
            self.storage_zone = self.make_zone(storage_rect)
            self.tiles_zone = self.make_zone(tiles_rect)
            self.hand_zone = self.make_zone(hand_rect)
