"""The five areas and the tracks of the Cuzhi 促织 board (a mixin of :class:`CuzhiBoard`).

Each ``_areaN`` draws its panel, spaces and pieces from the view and binds the legal actions that
belong there; what cannot be taken now is explained on click or drop.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.area2 import hire_refusal
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.tribute import card_refusal
from zsgames.games.cuzhi.view import bag_counts
from zsgames.ui.boards.cuzhi_pieces import (
    AREA_FILL,
    BOARD_W,
    PROP,
    ROW_A,
    ROW_A_H,
    ROW_B,
    ROW_B_H,
    ROW_C,
    ROW_C_H,
    SW,
    CricketItem,
    TokenItem,
    TrackItem,
    TributeCardItem,
    bust_tip,
    prop_mark,
    short_effect,
    title_tip,
)
from zsgames.ui.pieces import CardItem, PawnItem


class CuzhiAreas:
    """Areas 1–5 and the Virtue/Reputation tracks; relies on the board's small helpers
    (``_space``, ``_label``, ``_panel``, ``_add``, ``_bind``, ``_acts``, ``_card_text``)."""

    seat_items: dict[str, Any]
    space_items: dict[int, Any]
    frame: tuple | None
    _space: Any
    _label: Any
    _panel: Any
    _add: Any
    _bind: Any
    _acts: Any
    _card_text: Any
    explain: Any
    seat_colour: Any
    seat_name: Any
    addItem: Any
    addPath: Any

    def _place_bindings(self, spaces: tuple[int, ...]) -> None:
        head = self.seat_items.get("head")
        if head is None:
            return
        for a in self._acts("place"):
            if a.args[0] in spaces:
                self._bind(a, head, self.space_items[a.args[0]])

    def _area1(self, s: CuzhiState) -> None:
        x, y = 0.0, ROW_A
        self._panel(QRectF(x, y, 330, ROW_A_H), AREA_FILL[0], "Area 1 资源区 Resources")
        for k, i in enumerate(D.AREA_SPACES[1]):
            self._space(s, i, x + 8 + k * 80, y + 24)
        self._place_bindings(D.AREA_SPACES[1])
        wild = self._add(CricketItem(D.ORDINARY, s.wild, 34), x + 28, y + 138)
        wild.setToolTip(f"wild crickets 野外蟋蟀: {s.wild} ordinary (they go to the market after Area 1)")
        self._label("wild 野外", QRectF(x + 4, y + 160, 64, 18), 10)
        bag_count = s.bag if isinstance(s.bag, int) else len(s.bag)
        bag = self._add(CardItem("Bag 袋", "", "#6a4a2a", (50, 60), face_up=False, count=bag_count), x + 66, y + 114)
        counts = bag_counts(s)
        names = ("虫", "草", "虫/草", "声")
        bag.setToolTip(
            "capture bag 袋 (order hidden): "
            + ", ".join(f"{D.BAG_NAMES[k]} {counts[k]}" for k in range(4))
            + "\nused pile (open): "
            + ", ".join(f"{D.BAG_NAMES[k]} {s.pile[k]}" for k in range(4))
        )
        for a in self._acts("draw"):
            self._bind(a, bag)
        bag_text = self._label(
            "bag " + " ".join(f"{names[k]}{counts[k]}" for k in range(4)), QRectF(x + 124, y + 110, 204, 20), 10
        )
        pile_text = self._label(
            "used " + " ".join(f"{names[k]}{s.pile[k]}" for k in range(4)), QRectF(x + 124, y + 130, 204, 20), 10
        )
        bag_text.setToolTip(bag.toolTip())
        pile_text.setToolTip(bag.toolTip())
        for j, (n, what) in enumerate(((1, "coins"), (2, "c3"), (3, "c2"))):
            text = f"{n}声→" + ("1¢" if what == "coins" else D.GRADES[D.GRADE_INDEX[what]]["zh"])
            rect = QRectF(x + 124 + j * 68, y + 158, 64, 36)
            zone = self._panel(rect, "#dbe8f5", "")
            self._label(text, rect, 10, True, align=Qt.AlignmentFlag.AlignCenter)
            zone.setToolTip(
                f"Sound exchange 辨声: {n} Sound(s) → "
                + ("1 coin" if what == "coins" else f"a {D.GRADE_NAMES[D.GRADE_INDEX[what]]} from the wild")
                + "\nonly during your own Area 1 spaces (D2)"
            )
            sound = self.seat_items.get("sound")
            for a in self._acts("exchange"):
                if (a.args[0] == n or (a.args[1] == what and j == 2)) and sound is not None:
                    self._bind(a, sound, zone)

    def _area2(self, s: CuzhiState) -> None:
        x, y = 340.0, ROW_A
        self._panel(
            QRectF(x, y, BOARD_W - 340, ROW_A_H),
            AREA_FILL[1],
            f"Area 2 市场 Market · hire 雇 {D.HIRE_COST}¢ from round {D.HIRE_FROM}",
        )
        for k, i in enumerate(D.AREA_SPACES[2]):
            self._space(s, i, x + 8 + k * 80, y + 24)
        self._place_bindings(D.AREA_SPACES[2])
        # stalls: three columns of three, filled column by column from the left
        stalls = []
        for slot in range(D.MARKET_SLOTS):
            col, row = divmod(slot, D.SLOT_ROWS)
            rect = QRectF(x + 338 + col * 46, y + 24 + row * 46, 42, 42)
            stall = self._panel(rect, "#fbf6ea", "")
            stall.setToolTip(f"market stall {slot + 1}: {D.SLOT_PRICES[slot]} coin(s)")
            stalls.append(stall)
            if slot < s.market:
                c = self._add(CricketItem(D.ORDINARY, None, 30), rect.center().x(), rect.center().y())
                if slot == s.market - 1 and self.seat_items.get("mat") is not None:
                    for a in self._acts("buy_cricket"):
                        self._bind(a, c, self.seat_items["mat"])
        for col, price in enumerate(D.SLOT_PRICES[:: D.SLOT_ROWS]):
            self._label(
                f"{price}¢", QRectF(x + 338 + col * 46, y + 162, 42, 18), 11, True, align=Qt.AlignmentFlag.AlignCenter
            )
        if s.market < D.MARKET_SLOTS:
            for a in self._acts("sell_cricket"):
                src = self.seat_items.get(f"c{a.args[0]}")
                if src is not None:
                    self._bind(a, src, stalls[s.market])
        # jars and grass
        jar = self._add(TokenItem("jar", None, size=30, tip="buy or sell a jar 罐 here"), x + 500, y + 44)
        self._label(f"罐 {D.JAR_PRICE[s.market]}¢", QRectF(x + 520, y + 32, 70, 24), 12, True).setToolTip(
            "jar 罐 price: " + ", ".join(f"{n} market crickets → {p}¢" for n, p in enumerate(D.JAR_PRICE))
        )
        for a in self._acts("buy_jar"):
            self._bind(a, jar)
        for a in self._acts("sell_jar"):
            if self.seat_items.get("jar") is not None:
                self._bind(a, self.seat_items["jar"], jar)
        for j, (g, c) in enumerate(D.GRASS_TRADES):
            pile = self._add(
                TokenItem("grass", None, size=28, tip=f"{g} grass 草 ↔ {c} coin(s): click to buy, drop grass to sell"),
                x + 500,
                y + 96 + j * 44,
            )
            self._label(f"{g}草↔{c}¢", QRectF(x + 520, y + 84 + j * 44, 76, 24), 12, True)
            for a in self._acts("buy_grass"):
                if a.args[0] == g:
                    self._bind(a, pile)
            for a in self._acts("sell_grass"):
                if a.args[0] == g and self.seat_items.get("grass") is not None:
                    self._bind(a, self.seat_items["grass"], pile)
        # hire spaces (two rows of four) and chairs
        for h, hs in enumerate(D.HIRE_SPACES):
            r = h // 4
            rect = QRectF(x + 606 + (h % 4) * 30, y + 24 + r * 66, 28, 62)
            reward = hs["reward"]
            what = "草" if "grass" in reward else D.GRADES[D.GRADE_INDEX[reward["cricket"]]]["zh"]
            box = self._panel(rect, "#fbf6ea" if hs["round"] <= s.round and s.round >= D.HIRE_FROM else "#c9c3b6", "")
            box.setToolTip(
                f"hire space 雇: from round {hs['round']}, {D.HIRE_COST} coins, reward {what}; once per game (D6)"
            )
            self._label(
                f"{hs['round']}\n{what[0]}",
                QRectF(rect.x(), rect.y() + 2, 28, 40),
                11,
                True,
                align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            )
            owner = s.hire[h]
            if owner >= 0:
                self._add(TokenItem("indicator", None, self.seat_colour(owner), 16), rect.x() + 12, rect.y() + 52)
            ind = self.seat_items.get("indicator")
            for a in self._acts("hire"):
                if a.args[0] == h and ind is not None:
                    self._bind(a, ind, box)
            self.hire_items.append(box)
            if self.frame and self.frame[0] == "trade" and self.frame[2] > 0:
                reason = hire_refusal(s, self.frame[1], h, self.frame[3])
                if reason:
                    self.explain(box, reason)
        self._label("chairs 椅", QRectF(x + 10, y + 186, 74, 22), 10, True)
        cx = x + 92
        for seat in range(s.n):
            for _ in range(s.chairs[seat]):
                chair = self._add(PawnItem(self.seat_colour(seat), 18, "meeple"), cx, y + 196)
                chair.setToolTip(
                    f"{self.seat_name(seat)}'s village head waiting on a chair (hire it for {D.HIRE_COST}¢)"
                )
                cx += 16
            cx += 10

    def _area3(self, s: CuzhiState) -> None:
        x, y = 0.0, ROW_B
        self._panel(QRectF(x, y, 330, ROW_B_H), AREA_FILL[2], "Area 3 培养区 Cultivation")
        for k, i in enumerate(D.AREA_SPACES[3]):
            self._space(s, i, x + 8 + k * 80, y + 24)
        self._place_bindings(D.AREA_SPACES[3])
        for k, t in enumerate(s.title_display):
            info = D.TITLES[t]
            cx, cy = x + 8 + k * 106, y + 116
            card = self._add(CardItem(info["zh"], "", "#c8931c", (100, 140)), cx, cy)
            card.setToolTip(title_tip(t))
            self._card_text(card, info["name"], info["text"], QRectF(cx + 4, cy + 30, 92, 106))
            for a in self._acts("title"):
                if a.args[0] == t:
                    self._bind(a, card)
        if not s.title_display:
            self._label("no title card 称号 left", QRectF(x + 8, y + 116, 200, 24), 10, colour="#5a4e3c")
        zones = []
        for j, text in enumerate(("+1 grade", "+2 with\ngrass 草")):
            rect = QRectF(x + 220, y + 116 + j * 74, 102, 66)
            zone = self._panel(rect, "#fbf6ea", "")
            self._label(text, rect, 12, True, align=Qt.AlignmentFlag.AlignCenter)
            zone.setToolTip(
                "drop a cricket here to cultivate it one grade"
                if not j
                else "drop a cricket here to cultivate it two grades using one grass 草"
            )
            zones.append(zone)
        self.cult_zones = zones
        if self.frame and self.frame[0] == "cult" and s.grass[self.frame[1]] <= 0:
            self.explain(zones[1], "you have no grass 草")
        for a in self._acts("cultivate"):
            g, grass = a.args
            src = self.seat_items.get(f"c{g}")
            if src is not None:
                self._bind(a, src, zones[grass])
        for a in self._acts("upgrade") + self._acts("pay"):
            code = a.args[0]
            src = self.seat_items.get(f"t{code - D.TITLE_CODE}" if code >= D.TITLE_CODE else f"c{code}")
            if src is not None:
                self._bind(a, src)

    def _area4(self, s: CuzhiState) -> None:
        x, y = 340.0, ROW_B
        self._panel(QRectF(x, y, BOARD_W - 340, ROW_B_H), AREA_FILL[3], "Area 4 进贡区 Tribute")
        row1 = [i for i in D.AREA_SPACES[4] if D.SPACES[i]["row"] == 1]
        row2 = [i for i in D.AREA_SPACES[4] if D.SPACES[i]["row"] == 2]
        for k, i in enumerate(row1):
            self._space(s, i, x + 8 + k * 80, y + 24)
        for k, i in enumerate(row2):
            self._space(s, i, x + 8 + k * 80, y + 138)
        self._place_bindings(D.AREA_SPACES[4])
        for lower, _upper in D.ARROWS:
            lx = x + 8 + row2.index(lower) * 80 + SW / 2
            arrow = QPainterPath(QPointF(lx, y + 136))
            arrow.lineTo(lx, y + 110)
            arrow.moveTo(lx - 6, y + 118)
            arrow.lineTo(lx, y + 110)
            arrow.lineTo(lx + 6, y + 118)
            item = self.addPath(arrow, QPen(QColor("#7a2a10"), 2.4))
            item.setToolTip(f"challenge arrow 挑战 (at most {D.MAX_CHALLENGES} challenges a round){PROP}")
        self._label(f"challenges 挑战 {s.challenges}/{D.MAX_CHALLENGES}", QRectF(x + 10, y + 232, 240, 24), 11)
        # yamen
        in_play = len(s.yamen_cards)
        for yi, ym in enumerate(D.YAMEN):
            yx = x + 342 + yi * 64
            active = yi < in_play
            box = self._panel(QRectF(yx, y + 6, 60, ROW_B_H - 12), "#fbf6ea" if active else "#c9c3b6", "")
            box.setToolTip(
                f"yamen 衙门 {ym['zh']} {ym['name']}: lanterns {ym['lanterns']}, used with {ym['min_players']}+ players"
                + prop_mark(ym)
                + (f"\n({ym['source_detail']})" if ym.get("source_detail") else "")
            )
            self._label(ym["zh"], QRectF(yx, y + 8, 60, 20), 11, True, align=Qt.AlignmentFlag.AlignCenter)
            if not active:
                continue
            for ci, k in enumerate(s.yamen_cards[yi]):
                card = self._add(TributeCardItem(k), yx + 1, y + 30 + ci * 88)
                self.card_items[k] = card
                if self.frame and self.frame[0] in ("tribute", "second"):
                    reason = card_refusal(s, self.frame[1], k)
                    if reason:
                        self.explain(card, reason)
                for a in self._acts("tribute"):
                    if a.args == (yi, k):
                        mat = self.seat_items.get("mat")
                        self._bind(a, card, mat) if mat is not None else self._bind(a, card)
            for li, value in enumerate(ym["lanterns"]):
                lx, ly = yx + 14 + (li % 2) * 30, y + 216 + (li // 2) * 26
                self._add(TokenItem("lantern", None, "#e0553a", 20, f"lantern 灯 worth {value} at game end"), lx, ly)
                self._label(str(value), QRectF(lx + 9, ly - 9, 14, 18), 10, True)
                if li < len(s.lantern[yi]):
                    self._add(TokenItem("indicator", None, self.seat_colour(s.lantern[yi][li]), 14), lx, ly)

    def _area5(self, s: CuzhiState) -> None:
        x, y = 0.0, ROW_C
        w = 520.0
        self._panel(QRectF(x, y, w, ROW_C_H), AREA_FILL[4], "Area 5 热闹集市 Bustling")
        for k, i in enumerate(D.AREA_SPACES[5]):
            self._space(s, i, x + 8 + k * 80, y + 26)
        self._place_bindings(D.AREA_SPACES[5])
        for k, b in enumerate(s.bust):
            ran = s.bust_run[k] if k < len(s.bust_run) else False
            info = D.BUSTLING[b]
            cx, cy = x + 258 + k * 88, y + 8
            card = self._add(
                CardItem(info["zh"] + (" ✓" if ran else ""), "", "#7a7a7a" if ran else "#b0602a", (84, 100)), cx, cy
            )
            effect = short_effect(info["effect"], info["params"])
            card.setToolTip(bust_tip(b) + ("\n(already run this round)" if ran else ""))
            self._card_text(card, info["name"], effect + ("\n(run)" if ran else ""), QRectF(cx + 3, cy + 28, 78, 70))
            for a in self._acts("run"):
                if a.args[0] == b:
                    self._bind(a, card)

    def _tracks(self, s: CuzhiState) -> None:
        x, y = 530.0, ROW_C
        w = BOARD_W - x
        self._panel(QRectF(x, y, w, ROW_C_H), "#f4ecd8", "")
        colours = [self.seat_colour(seat) for seat in range(s.n)]
        v = self._add(TrackItem("Virtue 德", list(s.virtue), colours, w - 12), x + 6, y + 8)
        r = self._add(TrackItem("Reputation 望", list(s.rep), colours, w - 12), x + 6, y + 60)
        for a in self._acts("gain"):
            self._bind(a, v if a.args[0] == "V" else r)
