"""The town half of the Zong Shi board (a mixin of :class:`ZongShiBoard`): Marketplace bins, Temple,
Pawn Shop, Respectful Visits, the bag / play / payment tray, the project supply and the draft pool."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from zsgames.games.zongshi import data as D
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
        market = PanelItem(QRectF(0, TOP, 330, TOWN_H), "#efe6d2", "Marketplace")
        market.setToolTip("Send a pawn into a bin; in Step 2 masters pick boxes one at a time, an apprentice "
                          "takes one after every master there")
        self.addItem(market)
        for name, rect in (("large", QRectF(14, TOP + 26, 176, 186)), ("small", QRectF(204, TOP + 46, 116, 166))):
            jar = Jar(rect, f"{name} bin")
            jar.setToolTip(f"The {name} bin: pawns here share its boxes in Step 2 (masters pick first)")
            self.addItem(jar)
            self.loc_zone[name] = self.make_zone(rect)
            boxes = view.bin(name)
            k = 0
            per_row = 5 if name == "large" else 3
            for m in range(4):
                for _ in range(boxes[m]):
                    item = BoxItem(m, 22)
                    item.setPos(rect.left() + 22 + (k % per_row) * 27, rect.top() + 28 + (k // per_row) * 27)
                    item.setZValue(20)
                    self.addItem(item)
                    self.bin_boxes.setdefault((name, m), []).append(item)
                    k += 1
            self._pawns_at(view, name, rect.left() + 22, rect.bottom() - 8, 24)

    def _temple(self, view: Any) -> None:
        x0 = 340.0
        panel = PanelItem(QRectF(x0, TOP, 220, TOWN_H), "#f0dfd4", "Temple")
        panel.setToolTip("Go here to draw a scroll; a master may donate boxes first (+1 scroll each)")
        self.addItem(panel)
        deck_n = view.deck if isinstance(view.deck, int) else len(view.deck)
        deck = ScrollItem(None, 80, 48, deck_n)
        deck.setToolTip(f"Scroll deck: {deck_n} left (an empty deck reshuffles the discard)")
        deck.setPos(x0 + 14, TOP + 34)
        self.addItem(deck)
        self.addItem(LabelItem("deck", QRectF(x0 + 14, TOP + 84, 80, 16), 8, False,
                               align=Qt.AlignmentFlag.AlignCenter))
        top = view.discard[-1] if view.discard else None
        pile = ScrollItem(top, 80, 48, len(view.discard)) if top else Badge("visit", QColor("#e4d6c0"), "", 46)
        pile.setPos(x0 + 118, TOP + 34)
        pile.setToolTip("Discard pile (face up): " + (", ".join(D.SCROLLS[s]["name"] for s in view.discard)
                                                    or "empty"))
        self.addItem(pile)
        self.discard_item = pile
        self.addItem(LabelItem("discard", QRectF(x0 + 118, TOP + 84, 80, 16), 8, False,
                               align=Qt.AlignmentFlag.AlignCenter))
        zone_rect = QRectF(x0 + 8, TOP + 110, 204, TOWN_H - 118)
        self.addItem(LabelItem("pawns at the Temple", QRectF(zone_rect.left(), zone_rect.top(), 204, 18), 8, False,
                               "#7a5a40", Qt.AlignmentFlag.AlignCenter))
        self.loc_zone["temple"] = self.make_zone(zone_rect)
        self._pawns_at(view, "temple", x0 + 26, TOP + 180, 26)

    def _shop(self, view: Any) -> None:
        x0 = 570.0
        panel = PanelItem(QRectF(x0, TOP, 230, TOWN_H), "#e3e6d6", "Pawn Shop")
        panel.setToolTip("An exchange tile costs one box of each of its two materials")
        self.addItem(panel)
        for k, pair in enumerate(D.PAIRS):
            item = TileItem(k, 32, view.tile_supply[k])
            item.setPos(x0 + 18 + (k % 2) * 104, TOP + 28 + (k // 2) * 46)
            self.addItem(item)
            self.tile_piles[pair] = item
        zone_rect = QRectF(x0 + 8, TOP + 172, 214, TOWN_H - 180)
        self.loc_zone["shop"] = self.make_zone(zone_rect)
        self._pawns_at(view, "shop", x0 + 26, TOP + 236, 26)

    def _visits(self, view: Any) -> None:
        x0 = 810.0
        panel = PanelItem(QRectF(x0, TOP, 420, TOWN_H), "#e7e0ef", "Respectful Visits")
        panel.setToolTip("Give a townsperson a visit tile's worth of their material; the first master takes "
                         "the award")
        self.addItem(panel)
        for i, person in enumerate(D.PERSONS):
            cx = x0 + 8 + i * 103
            col = QRectF(cx, TOP + 22, 97, 168)
            mat = D.PERSON_MAT[i]
            face = Badge("person", MAT[mat], D.PERSON_NAME[person][0], 38)
            face.setPos(cx + 29, TOP + 24)
            face.setToolTip(f"The {D.PERSON_NAME[person]} wants {D.MATERIALS[mat]}")
            self.addItem(face)
            self.addItem(LabelItem(f"{D.PERSON_NAME[person]}\n({D.MATERIALS[mat]})", QRectF(cx, TOP + 62, 97, 30),
                                   8, True, align=Qt.AlignmentFlag.AlignCenter))
            if view.awards[i]:
                award = Badge("award", QColor("#6d4c8c"), "?", 26)
                award.setToolTip("A face-down award for the first master who visits")
            else:
                award = Badge("visit", QColor("#d8d0c4"), "–", 20)
                award.setToolTip("Award already taken")
            award.setPos(cx + 36, TOP + 94)
            self.addItem(award)
            placed = [(seat, p.visits[i]) for seat, p in enumerate(view.players) if p.visits[i]]
            for j, (seat, value) in enumerate(placed):
                tile = Badge("visit", self.seat_colour(seat), str(value), 18)
                tile.setPos(cx + 4 + (j % 4) * 23, TOP + 126 + (j // 4) * 22)
                tile.setToolTip(f"{self.seat_name(seat)} visited with a {value}")
                self.addItem(tile)
            self.person_zone[person] = self.make_zone(col)
        zone_rect = QRectF(x0 + 8, TOP + 192, 404, TOWN_H - 198)
        self.loc_zone["visits"] = self.make_zone(zone_rect)
        self._pawns_at(view, "visits", x0 + 30, TOP + 240, 26)

    def _tray(self, view: Any) -> None:
        x0 = 1240.0
        self.addItem(PanelItem(QRectF(x0, TOP, W - x0, TOWN_H), "#ece4d3", "Bag · play · payment"))
        bag = Badge("award", QColor("#a0522d"), "", 50)
        bag.setPos(x0 + 12, TOP + 26)
        bag.setToolTip("The cloth bag: " + ", ".join(f"{view.bag[i]} {m}" for i, m in enumerate(D.MATERIALS)))
        self.addItem(bag)
        self.bag_zone = self.make_zone(QRectF(x0 + 8, TOP + 22, 120, 60))
        for m in range(4):
            item = BoxItem(m, 14)
            item.setPos(x0 + 72 + (m % 2) * 92, TOP + 30 + (m // 2) * 22)
            self.addItem(item)
            self.addItem(LabelItem(str(view.bag[m]), QRectF(x0 + 90 + (m % 2) * 92, TOP + 27 + (m // 2) * 22,
                                                            30, 20), 9, True))
        play = PanelItem(QRectF(x0 + 8, TOP + 86, W - x0 - 16, 64), "#f7efd9", "Play a scroll here")
        self.addItem(play)
        self.play_zone = self.make_zone(QRectF(x0 + 8, TOP + 86, W - x0 - 16, 64))
        top = view.pending[-1] if view.pending else None
        pay = PanelItem(QRectF(x0 + 8, TOP + 156, W - x0 - 16, TOWN_H - 162), "#f1e6cf", "Payment tray")
        self.addItem(pay)
        if top and top["kind"] == "pay":
            owed = [(i, n) for i, n in enumerate(top["need"]) if n]
            self.addItem(LabelItem(f"{top['label']}: still owed", QRectF(x0 + 16, TOP + 172, W - x0 - 30, 32), 8))
            k = 0
            for i, n in owed:
                for _ in range(n):
                    b = BoxItem(i, 18)
                    b.setOpacity(0.55)
                    b.setPos(x0 + 18 + k * 22, TOP + 206)
                    self.addItem(b)
                    k += 1
        self.pay_zone = self.make_zone(QRectF(x0 + 8, TOP + 156, W - x0 - 16, TOWN_H - 162))

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
        if view.phase == "draft" or view.pool_scrolls or any(view.pool_boxes):
            x0 = 1140.0
            self.addItem(LabelItem("Draft pool", QRectF(x0, PROJ_Y + 4, 200, 18), 9, True))
            for k, sid in enumerate(sorted(set(view.pool_scrolls))):
                item = ScrollItem(sid, 64, 40, view.pool_scrolls.count(sid))
                item.setPos(x0 + (k % 5) * 70, PROJ_Y + 24 + (k // 5) * 46)
                self.addItem(item)
                self.pool_scrolls[sid] = item
            k = 0
            for m in range(4):
                for _ in range(view.pool_boxes[m]):
                    item = BoxItem(m, 22)
                    item.setPos(x0 + (k % 12) * 28, PROJ_Y + 118)
                    self.addItem(item)
                    self.pool_boxes[m] = item
                    k += 1
