"""The town half of the Zong Shi board (a mixin of :class:`ZongShiBoard`): Marketplace bins, Temple,
Pawn Shop, Respectful Visits, the bag / play / payment tray, the project supply and the draft pool."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.scoring import seat_score
from zsgames.ui.boards.zongshi_pieces import (
    MAT,
    PROJ_H,
    PROJ_Y,
    TOP,
    TOWN_H,
    Badge,
    BoxItem,
    Jar,
    ProjectItem,
    ScrollItem,
    TileItem,
    W,
)
from zsgames.ui.pieces import CardItem, LabelItem, PanelItem, PawnItem

MARKET_W, TEMPLE_W, SHOP_W, VISITS_W, GAP = 284.0, 180.0, 190.0, 340.0, 8.0  # the tray takes the rest of W


class ZongShiTown:
    """Draws the shared board; expects the :class:`BoardScene` API and the dicts set up in ``build``."""

    def _pawn(self, seat: int, pawn: str, parent_pos: QPointF) -> PawnItem:
        master = pawn == "master"
        item = PawnItem(self.seat_colour(seat), 30 if master else 24, "pawn" if master else "meeple",
                        "M" if master else "A")
        item.setPos(parent_pos)
        item.setZValue(50)
        item.setToolTip(f"{self.seat_name(seat)}'s {pawn}")
        self.addItem(item)
        self.pawns[(seat, pawn)] = item
        return item

    def _pawns_at(self, view: Any, loc: str, x: float, y: float, step: float = 26) -> None:
        i = 0
        for seat, p in enumerate(view.players):
            for pawn in ("master", "apprentice"):
                if p.pawn_loc(pawn) == loc:
                    self._pawn(seat, pawn, QPointF(x + i * step, y))
                    i += 1

    def _market(self, view: Any) -> None:
        market = PanelItem(QRectF(0, TOP, MARKET_W, TOWN_H), "#efe6d2", "Marketplace")
        market.setToolTip("Send a pawn into a bin; in Step 2 masters pick boxes one at a time, an apprentice "
                          "takes one after every master there")
        self.addItem(market)
        for name, rect in (("large", QRectF(10, TOP + 26, 148, 186)), ("small", QRectF(166, TOP + 46, 108, 166))):
            jar = Jar(rect, f"{name} bin")
            jar.setToolTip(f"The {name} bin: pawns here share its boxes in Step 2 (masters pick first)")
            self.addItem(jar)
            self.loc_zone[name] = self.make_zone(rect)
            boxes = view.bin(name)
            k = 0
            per_row = 4 if name == "large" else 3
            for m in range(4):
                for _ in range(boxes[m]):
                    item = BoxItem(m, 24)
                    left = rect.left() + (rect.width() - per_row * 29) / 2 + 2
                    item.setPos(left + (k % per_row) * 29, rect.top() + 30 + (k // per_row) * 29)
                    item.setZValue(20)
                    self.addItem(item)
                    self.bin_boxes.setdefault((name, m), []).append(item)
                    k += 1
            self._pawns_at(view, name, rect.left() + 18, rect.bottom() - 8, 22)

    def _temple(self, view: Any) -> None:
        x0 = MARKET_W + GAP
        panel = PanelItem(QRectF(x0, TOP, TEMPLE_W, TOWN_H), "#f0dfd4", "Temple")
        panel.setToolTip("Go here to draw a scroll; a master may donate boxes first (+1 scroll each)")
        self.addItem(panel)
        deck_n = view.deck if isinstance(view.deck, int) else len(view.deck)
        deck = ScrollItem(None, 74, 48, deck_n)
        deck.setToolTip(f"Scroll deck: {deck_n} left (an empty deck reshuffles the discard)")
        deck.setPos(x0 + 10, TOP + 34)
        self.addItem(deck)
        self.addItem(LabelItem("deck", QRectF(x0 + 10, TOP + 84, 74, 16), 9, False,
                               align=Qt.AlignmentFlag.AlignCenter))
        top = view.discard[-1] if view.discard else None
        pile = ScrollItem(top, 74, 48, len(view.discard)) if top else Badge("visit", QColor("#e4d6c0"), "", 46)
        pile.setPos(x0 + 96, TOP + 34)
        pile.setToolTip("Discard pile (face up): " + (", ".join(D.SCROLLS[s]["name"] for s in view.discard)
                                                    or "empty"))
        self.addItem(pile)
        self.discard_item = pile
        self.addItem(LabelItem("discard", QRectF(x0 + 96, TOP + 84, 74, 16), 9, False,
                               align=Qt.AlignmentFlag.AlignCenter))
        zone_rect = QRectF(x0 + 6, TOP + 110, TEMPLE_W - 12, TOWN_H - 118)
        self.addItem(LabelItem("pawns at the Temple", QRectF(zone_rect.left(), zone_rect.top(), zone_rect.width(), 18),
                               9, False, "#7a5a40", Qt.AlignmentFlag.AlignCenter))
        self.loc_zone["temple"] = self.make_zone(zone_rect)
        self._pawns_at(view, "temple", x0 + 22, TOP + 180, 26)

    def _shop(self, view: Any) -> None:
        x0 = MARKET_W + TEMPLE_W + 2 * GAP
        panel = PanelItem(QRectF(x0, TOP, SHOP_W, TOWN_H), "#e3e6d6", "Pawn Shop")
        panel.setToolTip("An exchange tile costs one box of each of its two materials")
        self.addItem(panel)
        for k, pair in enumerate(D.PAIRS):
            item = TileItem(k, 32, view.tile_supply[k])
            item.setPos(x0 + 16 + (k % 2) * 88, TOP + 28 + (k // 2) * 46)
            self.addItem(item)
            self.tile_piles[pair] = item
        zone_rect = QRectF(x0 + 6, TOP + 172, SHOP_W - 12, TOWN_H - 180)
        self.loc_zone["shop"] = self.make_zone(zone_rect)
        self._pawns_at(view, "shop", x0 + 22, TOP + 236, 26)

    def _visits(self, view: Any) -> None:
        x0 = MARKET_W + TEMPLE_W + SHOP_W + 3 * GAP
        panel = PanelItem(QRectF(x0, TOP, VISITS_W, TOWN_H), "#e7e0ef", "Respectful Visits")
        panel.setToolTip("Give a townsperson a visit tile's worth of their material; the first master takes "
                         "the award")
        self.addItem(panel)
        for i, person in enumerate(D.PERSONS):
            colw = (VISITS_W - 16) / len(D.PERSONS)
            cx = x0 + 8 + i * colw
            col = QRectF(cx, TOP + 22, colw - 4, 168)
            mat = D.PERSON_MAT[i]
            face = Badge("person", MAT[mat], D.PERSON_NAME[person][0], 38)
            face.setPos(cx + (colw - 4 - 38) / 2, TOP + 24)
            face.setToolTip(f"The {D.PERSON_NAME[person]} wants {D.MATERIALS[mat]}")
            self.addItem(face)
            self.addItem(LabelItem(f"{D.PERSON_NAME[person]}\n({D.MATERIALS[mat]})",
                                   QRectF(cx, TOP + 62, colw - 4, 30), 9, True, align=Qt.AlignmentFlag.AlignCenter))
            if view.awards[i]:
                award = Badge("award", QColor("#6d4c8c"), "?", 26)
                award.setToolTip("A face-down award for the first master who visits")
            else:
                award = Badge("visit", QColor("#d8d0c4"), "–", 20)
                award.setToolTip("Award already taken")
            award.setPos(cx + (colw - 4 - award.size) / 2, TOP + 94)
            self.addItem(award)
            placed = [(seat, p.visits[i]) for seat, p in enumerate(view.players) if p.visits[i]]
            per_row = 3
            for j, (seat, value) in enumerate(placed):  # the seats' tiles, centred under the person
                row_n = min(per_row, len(placed) - (j // per_row) * per_row)
                left = cx + (colw - 4 - row_n * 23 + 3) / 2
                tile = Badge("visit", self.seat_colour(seat), str(value), 20)
                tile.setPos(left + (j % per_row) * 23, TOP + 126 + (j // per_row) * 24)
                tile.setToolTip(f"{self.seat_name(seat)} visited with a {value}")
                self.addItem(tile)
            self.person_zone[person] = self.make_zone(col)
        zone_rect = QRectF(x0 + 8, TOP + 192, VISITS_W - 16, TOWN_H - 198)
        self.loc_zone["visits"] = self.make_zone(zone_rect)
        self._pawns_at(view, "visits", x0 + 26, TOP + 240, 26)

    def _tray(self, view: Any) -> None:
        x0 = MARKET_W + TEMPLE_W + SHOP_W + VISITS_W + 4 * GAP
        self.addItem(PanelItem(QRectF(x0, TOP, W - x0, TOWN_H), "#ece4d3", "Bag · play · payment"))
        bag = Badge("award", QColor("#a0522d"), "", 50)
        bag.setPos(x0 + 12, TOP + 26)
        bag.setToolTip("The cloth bag: " + ", ".join(f"{view.bag[i]} {m}" for i, m in enumerate(D.MATERIALS)))
        self.addItem(bag)
        self.bag_zone = self.make_zone(QRectF(x0 + 8, TOP + 22, 120, 60))
        for m in range(4):
            item = BoxItem(m, 16)
            item.setPos(x0 + 72 + (m % 2) * 62, TOP + 30 + (m // 2) * 24)
            self.addItem(item)
            self.addItem(LabelItem(str(view.bag[m]), QRectF(x0 + 92 + (m % 2) * 62, TOP + 28 + (m // 2) * 24,
                                                            30, 20), 10, True))
        inner = W - x0 - 16
        self.play_zone = self.make_zone(QRectF(x0 + 8, TOP + 86, inner, 64))
        self.pay_zone = self.make_zone(QRectF(x0 + 8, TOP + 156, inner, TOWN_H - 162))
        if view.phase == "draft" or view.pool_scrolls or any(view.pool_boxes):
            self._draft_pool(view, QRectF(x0 + 8, TOP + 86, inner, TOWN_H - 92))
            return
        self.addItem(PanelItem(QRectF(x0 + 8, TOP + 86, inner, 64), "#f7efd9", "Play a scroll here"))
        top = view.pending[-1] if view.pending else None
        self.addItem(PanelItem(QRectF(x0 + 8, TOP + 156, inner, TOWN_H - 162), "#f1e6cf", "Payment tray"))
        if top and top["kind"] == "pay":
            owed = [(i, n) for i, n in enumerate(top["need"]) if n]
            self.addItem(LabelItem(f"{top['label']}: still owed", QRectF(x0 + 16, TOP + 172, inner - 14, 32), 8))
            k = 0
            for i, n in owed:
                for _ in range(n):
                    b = BoxItem(i, 20)
                    b.setOpacity(0.55)
                    b.setPos(x0 + 16 + (k % 8) * 23, TOP + 206 + (k // 8) * 23)
                    self.addItem(b)
                    k += 1

    def _final_scores(self, view: Any) -> None:
        """At game end: every scoring line per seat, over the Marketplace, Temple and Pawn Shop."""
        n = view.config.players
        r = QRectF(0, TOP, MARKET_W + TEMPLE_W + SHOP_W + 2 * GAP, TOWN_H)
        panel = PanelItem(r, "#fbf3df", "Final scores", "#8b1e1e")
        panel.setZValue(60)
        self.addItem(panel)
        scores = [seat_score(view, seat) for seat in range(n)]
        winners = set(self.game.winner(view).winners)
        label_w = 150.0
        col_w = (r.width() - label_w - 16) / n
        y = r.top() + 24
        for seat in range(n):
            star = "★ " if seat in winners else ""
            head = LabelItem(f"{star}{self.seat_name(seat)}", QRectF(r.left() + 8 + label_w + seat * col_w, y, col_w,
                                                                     20), 9, True, self.ink(seat),
                             Qt.AlignmentFlag.AlignCenter)
            head.setZValue(61)
            self.addItem(head)
        rows = [name for name, _ in scores[0].lines] + ["Total"]
        row_h = min(22.0, (r.bottom() - y - 28) / len(rows))
        for k, name in enumerate(rows):
            ry = y + 24 + k * row_h
            total = name == "Total"
            cap = LabelItem(name, QRectF(r.left() + 10, ry, label_w, row_h), 9 if total else 8.5, total)
            cap.setZValue(61)
            self.addItem(cap)
            for seat, score in enumerate(scores):
                value = score.total if total else score.lines[k][1]
                cell = LabelItem(str(value), QRectF(r.left() + 8 + label_w + seat * col_w, ry, col_w, row_h),
                                 10 if total else 9, total or seat in winners,
                                 "#8b1e1e" if total and seat in winners else "#2b2620", Qt.AlignmentFlag.AlignCenter)
                cell.setZValue(61)
                self.addItem(cell)

    def _draft_pool(self, view: Any, r: QRectF) -> None:
        """The face-up draft pool (in the play / payment corner, unused while drafting)."""
        self.addItem(PanelItem(r, "#f7efd9", "Draft pool"))
        per_row = max(1, int((r.width() - 8) // 62))
        for k, sid in enumerate(sorted(set(view.pool_scrolls))):
            item = ScrollItem(sid, 58, 36, view.pool_scrolls.count(sid))
            item.setPos(r.left() + 8 + (k % per_row) * 62, r.top() + 22 + (k // per_row) * 40)
            self.addItem(item)
            self.pool_scrolls[sid] = item
        k = 0
        rows = (len(set(view.pool_scrolls)) + per_row - 1) // per_row
        y0 = r.top() + 26 + rows * 40
        per_box_row = max(1, int((r.width() - 8) // 24))
        for m in range(4):
            for _ in range(view.pool_boxes[m]):
                item = BoxItem(m, 20)
                item.setPos(r.left() + 8 + (k % per_box_row) * 24, y0 + (k // per_box_row) * 24)
                self.addItem(item)
                self.pool_boxes[m] = item
                k += 1

    def _projects(self, view: Any) -> None:
        self.addItem(PanelItem(QRectF(0, PROJ_Y, W, PROJ_H), "#e8dcc6", ""))
        for i, pid in enumerate(D.PROJECT_IDS):
            item = ProjectItem(pid, 96, 128, view.supply[i])
            item.setPos(8 + i * 102, PROJ_Y + 9)
            if not view.supply[i]:
                item.setOpacity(0.35)
            self.addItem(item)
            self.project_items[pid] = item
        deck_n = view.mw_deck if isinstance(view.mw_deck, int) else len(view.mw_deck)
        deck = CardItem("Masterworks", "", "#4b3a6b", (84, 120), face_up=False, count=deck_n)
        deck.setToolTip(f"Masterwork deck: {deck_n} hidden cards")
        deck.setPos(836, PROJ_Y + 12)
        self.addItem(deck)
        for j, pid in enumerate(view.mw_face):
            item = ProjectItem(pid, 96, 128)
            item.setPos(928 + j * 102, PROJ_Y + 9)
            self.addItem(item)
            self.project_items[pid] = item
