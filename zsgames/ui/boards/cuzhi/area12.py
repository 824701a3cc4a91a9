"""Areas 1 and 2 of the Cuzhi 促织 board: Resources 资源区 (spaces, the capture bag, the wild crickets,
Sound exchanges) and the Market 市场 (spaces, nine cricket stalls, jars and grass, hire spaces, chairs)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from zsgames.core.i18n import N_, Text, _
from zsgames.core.text import possessive
from zsgames.games.cuzhi.table import EXCHANGES, D, W
from zsgames.ui.boards.cuzhi import text as T
from zsgames.ui.boards.cuzhi.layout import AREA1, AREA2, MIN_PT, PAD, SH
from zsgames.ui.boards.cuzhi.part import CENTRE, SOFT_INK, Z_ON, Z_PANEL, Part
from zsgames.ui.boards.cuzhi.pieces import BagItem, CricketItem, HireSpaceItem, StallItem, TokenItem
from zsgames.ui.boards.cuzhi.seat_marks import mark_head
from zsgames.ui.boards.cuzhi.spaces import draw_spaces, row
from zsgames.ui.shared.pieces import PanelItem, PawnItem

AREA_FILL = ("#efe3c6", "#f1dcc2", "#e3ecd0", "#e7dce9", "#f3e0d0")
STALLS = QPointF(AREA2.x() + 250, AREA2.y() + 20)  # the nine stalls' top left
STALL_CELL = 33.0
BUYING, SELLING = N_("buying"), N_("selling")  # the two ways of using a pile, in a refusal


def area_caption(area: int) -> str:
    """An area's caption: "Area 1 Resources 资源区" (the printed Chinese once in Chinese)."""
    return _("Area {area} {name}", area=area, name=W.area_name(area))


def either(*pairs: tuple[str, str | None]) -> str | None:
    """One refusal from several ways of using an item: "buying: …; selling: …" (None if any works);
    ``what`` is marked with ``N_`` where it is written."""
    if any(why is None for _, why in pairs):
        return None
    if len(pairs) == 1:
        return pairs[0][1]
    return _("; ", context="list").join(_("{what}: {why}", what=_(what), why=why) for what, why in pairs)


class Area1(Part):
    """Area 1 — Resources."""

    def draw(self) -> None:
        r = AREA1
        m, b = self.t.market, self.board
        zones = self.retain(("art", 1), self._art)
        b.exchange_zones = list(zones)
        draw_spaces(self, row(1, r.x() + PAD, r.y() + 20))
        bag = self.retain("bag", self._bag, m.bag_total, m.bag_inside, m.pile)
        b.named["bag"] = bag
        if self.frame_kind() == "draw" and not self.acts("draw"):
            self.explain(bag, _("this space has no resource actions left"))
        b.named["wild"] = self.retain("wild", self._wild, m.wild)
        self._exchange_moves(zones)

    def _art(self) -> list[PanelItem]:
        """The panel, its words and the Sound exchanges (the same all game): the exchange zones."""
        r = AREA1
        self.panel(r, AREA_FILL[0], z=Z_PANEL)
        self.caption(r, area_caption(1), _("× = draws from the bag"), "area_1")
        self.label(_("wild 野外"), QRectF(r.x() + 298, r.y() + 92, 62, 16), MIN_PT, False, SOFT_INK)
        self.label(_("Sound 辨声 exchanges:"), QRectF(r.x() + PAD, r.y() + 76, 236, 16), MIN_PT, False, SOFT_INK)
        zones = []
        for j, (n, what) in enumerate(EXCHANGES):
            rect = QRectF(r.x() + PAD + j * 78, r.y() + 94, 74, 38)
            zone = self.panel(rect, "#dbe8f5", "#7a9ac0")
            if what == "coins":
                gain = str(W.coins(D.SOUND_EXCHANGES[n]["coins"]))
                title = _("Exchange {sounds} 辨声 for a coin", sounds=W.sounds(n))
            else:
                grade = D.GRADE_INDEX[what]
                gain = _("a {grade}", grade=D.GRADES[grade]["zh"])
                title = _(
                    "Exchange {sounds} 辨声 for a {grade} cricket from the wild",
                    sounds=W.sounds(n),
                    grade=W.GRADES[grade],
                )
            self.label(_("{sounds}\n→ {gain}", sounds=W.sounds(n), gain=gain), rect, MIN_PT, True, "#25435f", CENTRE)
            zones.append(zone)
            self.detail(
                zone,
                (
                    title,
                    _(
                        "Open at any of your decisions once your Area 1 village head has resolved this round, "
                        "and at the Fortune Teller 算命摊; a cricket only while wild crickets remain. "
                        "Drop a kept Sound here."
                    ),
                ),
            )
        return zones

    def _bag(self, total: int, counts: tuple[int, ...], pile: tuple[int, ...]) -> BagItem:
        r = AREA1
        bag = self.add(BagItem(total, list(counts)), r.x() + 250, r.y() + 20)
        used = W.listed([f"{W.BAG[k]} {pile[k]}" for k in range(4)])
        inside = W.listed([f"{W.BAG[k]} {counts[k]}" for k in range(4)])
        self.detail(
            bag,
            (
                _("Capture bag 袋: {indicators}", indicators=Text("{n} indicator", plural="{n} indicators", n=total)),
                _(
                    "Still inside (the order is hidden): {inside}.\nUsed pile, open: {used}.\n"
                    "Each resource action draws one: a cricket, grass, cricket-or-grass, or a Sound 辨声 to keep or "
                    "sell. An empty bag takes back the used pile and is shuffled.",
                    inside=inside,
                    used=used,
                ),
            ),
        )
        return bag

    def _wild(self, wild: int) -> CricketItem:
        r = AREA1
        item = self.add(CricketItem(D.ORDINARY, wild, 22), r.x() + 264, r.y() + 100)
        self.detail(
            item,
            (
                _("Wild crickets 野外蟋蟀: {n}", n=wild),
                _(
                    "A Cricket drawn in Area 1 comes from here (ordinary 普通). Once Area 1 is done, the crickets "
                    "left here go to the market stalls, left to right."
                ),
            ),
        )
        return item

    def _exchange_moves(self, zones: list[PanelItem]) -> None:
        b = self.board
        frame = b.frame
        for j, (n, what) in enumerate(EXCHANGES):
            matching = [a for a in self.acts("exchange") if a.args[0] == n or (j == 2 and a.args[1] == what)]
            if frame and frame[0] == "draw" and not matching:
                self.explain(zones[j], b.why_not("exchange", (n, what)))


class Area2(Part):
    """Area 2 — Market."""

    def draw(self) -> None:
        r = AREA2
        m, b = self.t.market, self.board
        b.stall_items = list(self.retain(("art", 2), self._art))
        draw_spaces(self, row(2, r.x() + PAD, r.y() + 20))
        b.piles = dict(self.retain("piles", self._piles, m.jar_price))
        self._pile_moves()
        b.market_crickets = list(self.retain("market", self._market, m.stalls))
        self._stall_moves()
        boxes, marks = self.retain("hires", self._hires, self.t.round, m.hired)
        b.hire_items, b.hire_marks = list(boxes), dict(marks)
        self._hire_moves()
        for seat, chair in self.retain("chairs", self._chairs, m.chairs).items():
            b.spots[(seat, "chair")] = chair

    def _art(self) -> list[StallItem]:
        """The panel, its words, the nine stalls and their prices (the same all game): the stalls."""
        r = AREA2
        self.panel(r, AREA_FILL[1], z=Z_PANEL)
        self.caption(
            r,
            area_caption(2),
            _("× = trades · hire a head: {coins}, from round {round}", coins=W.coins(D.HIRE_COST), round=D.HIRE_FROM),
            "area_2",
        )
        x, y, cell = STALLS.x(), STALLS.y(), STALL_CELL
        stalls = []
        for slot in range(D.MARKET_SLOTS):
            col, row_ = divmod(slot, D.SLOT_ROWS)
            stall = self.add(StallItem(slot, 31), x + col * cell, y + row_ * cell)
            stalls.append(stall)
            self.detail(
                stall,
                (
                    _("Market stall 摊位 {n}: {coins}", n=slot + 1, coins=W.coins(D.SLOT_PRICES[slot])),
                    _(
                        "A cricket sold goes on the leftmost empty stall and earns its price; a buyer takes "
                        "the rightmost cricket and pays its stall's price. Sold crickets become ordinary. "
                        "The stalls are emptied at the end of the round."
                    ),
                ),
            )
        for col, price in enumerate(D.SLOT_PRICES[:: D.SLOT_ROWS]):
            coin = self.add(TokenItem("coin", price, size=13), x + col * cell + 10, y + 3 * cell + 8)
            self.detail(
                coin,
                (
                    _("Stalls 摊位 {first}–{last}: {coins}", first=col * 3 + 1, last=col * 3 + 3, coins=W.coins(price)),
                    _("What a cricket on this column sells or buys for."),
                ),
            )
        self.label(_("chairs 椅"), QRectF(r.x() + 356, r.y() + 106, 62, 16), MIN_PT, False, SOFT_INK)
        return stalls

    def _trading(self) -> bool:
        return self.t.trading

    # --- the jar and grass piles ---------------------------------------------------------------------
    def _piles(self, price: int) -> dict[str, TokenItem]:
        x, y = AREA2.x() + PAD, AREA2.y() + 20 + SH + 6
        piles: list[tuple[str, int | None, str, str]] = [("jar", None, _("jar 罐"), f"↔ {W.coins(price)}")]
        piles += [("grass", g, str(T.grass(g)), f"↔ {W.coins(c)}") for g, c in D.GRASS_TRADES]
        drawn = {}
        for j, (kind, g, top, bottom) in enumerate(piles):
            px = x + j * 78
            pile = self.add(TokenItem(kind, None, size=18), px + 11, y + 10)
            self.label(top, QRectF(px + 22, y + 2, 56, 16), MIN_PT, True)
            self.label(bottom, QRectF(px + 2, y + 20, 76, 16), MIN_PT, False, SOFT_INK)
            drawn[kind if g is None else f"grass{g}"] = pile
            if g is None:
                self._jar_detail(pile, price)
            else:
                self._grass_detail(pile, g, dict(D.GRASS_TRADES)[g])
        return drawn

    def _jar_detail(self, pile: TokenItem, price: int) -> None:
        prices = W.listed([f"{n} → {p}" for n, p in ((0, D.JAR_PRICE[0]), (4, D.JAR_PRICE[4]), (6, D.JAR_PRICE[6]))])
        self.detail(
            pile,
            (
                _("Jars 罐: {coins} now", coins=W.coins(price)),
                _(
                    "A trade buys or sells one jar. Its price follows the crickets on the stalls "
                    "(from {prices} crickets: coins). Drop your jar here to sell it, click to buy.",
                    prices=prices,
                ),
            ),
        )

    def _grass_detail(self, pile: TokenItem, g: int, coins: int) -> None:
        self.detail(
            pile,
            (
                _("Grass 草: {n} for {coins}", n=g, coins=W.coins(coins)),
                _(
                    "A trade buys {n} grass for {coins} or sells {n} for as much. "
                    "Click to buy; drop your grass here to sell.",
                    n=g,
                    coins=W.coins(coins),
                ),
            ),
        )

    def _pile_moves(self) -> None:
        m, b = self.t.market, self.board
        pile = b.piles["jar"]
        if m.trader is not None and m.jar_buy is not None:  # trading
            buy = (
                None
                if self.acts("buy_jar")
                else _("a jar costs {coins}; you have {n}", coins=W.coins(m.jar_buy), n=self.t.seats[m.trader].coins)
            )
            sell = None if self.acts("sell_jar") else _("you have no jar to sell")
            self.explain(pile, either((BUYING, buy), (SELLING, sell)))
        for g, _coins in D.GRASS_TRADES:
            pile = b.piles[f"grass{g}"]
            buys = [a for a in self.acts("buy_grass") if a.args[0] == g]
            sells = [a for a in self.acts("sell_grass") if a.args[0] == g]
            if self._trading():
                buy = None if buys else b.why_not("buy_grass", (g,))
                sell = None if sells else b.why_not("sell_grass", (g,))
                self.explain(pile, either((BUYING, buy), (SELLING, sell)))

    # --- the stalls ----------------------------------------------------------------------------------
    def _market(self, market: int) -> list[CricketItem]:
        """The crickets on the stalls (they stand on the stalls of the area's art)."""
        crickets = []
        for slot in range(market):
            spot = self.stall_centre(slot)
            c = self.add(CricketItem(D.ORDINARY, None, 20), spot.x(), spot.y())
            c.setZValue(Z_ON)
            crickets.append(c)
            self.detail(
                c,
                (
                    _("Market cricket 普通 on stall {n}", n=slot + 1),
                    _("Bought for {coins} when it is the rightmost one.", coins=W.coins(D.SLOT_PRICES[slot])),
                ),
            )
        return crickets

    def _stall_moves(self) -> None:
        market, b = self.t.market.stalls, self.board
        trading = self._trading()
        mat = b.seat_items.get("mat")
        for slot, stall in enumerate(b.stall_items):
            if slot < market:
                c = b.market_crickets[slot]
                if slot == market - 1 and mat is not None:
                    if trading and not self.acts("buy_cricket"):
                        self.explain(c, b.why_not("buy_cricket", ()))
                elif trading:
                    self.explain(c, _("only the rightmost cricket on the stalls can be bought"))
            elif trading:
                if slot == market:
                    self.explain(stall, None if self.acts("sell_cricket") else _("you have no cricket to sell"))
                else:
                    self.explain(stall, _("a sold cricket goes on the leftmost empty stall (stall {n})", n=market + 1))
        if market >= D.MARKET_SLOTS and trading:
            self.explain(b.stall_items[-1], _("the market stalls are full"))

    # --- hiring --------------------------------------------------------------------------------------
    def _hires(self, round_: int, hired: tuple[int, ...]) -> tuple[list[HireSpaceItem], dict[int, TokenItem]]:
        b = self.board
        x, y = AREA2.x() + 360, AREA2.y() + 20
        boxes, marks = [], {}
        for h, hs in enumerate(D.HIRE_SPACES):
            owner = hired[h]
            open_ = hs["round"] <= round_ and round_ >= D.HIRE_FROM and owner < 0
            box = self.add(HireSpaceItem(h, open_), x + (h % 4) * 33, y + (h // 4) * 42)
            boxes.append(box)
            if owner >= 0:
                symbol = (b.seat_colour_name(owner), owner)
                mark = self.add(
                    TokenItem("indicator", None, b.seat_colour(owner), 13, symbol=symbol), box.x() + 22, box.y() + 31
                )
                marks[h] = mark
            self.detail(box, T.hire_detail(h, b.seat_name(owner) if owner >= 0 else None))
        return boxes, marks

    def _hire_moves(self) -> None:
        b = self.board
        refusals = self.t.market.hire_refusals
        for h, box in enumerate(b.hire_items):
            if self._trading():
                self.explain(box, refusals[h])

    def _chairs(self, chairs: tuple[int, ...]) -> dict[int, PawnItem]:
        """The heads waiting on the market's chairs: the last one of each seat."""
        b = self.board
        cx, y = AREA2.x() + 422, AREA2.y() + 123
        last = {}
        for seat, n in enumerate(chairs):
            for _k in range(n):
                chair = self.add(PawnItem(b.seat_colour(seat), 16, "meeple"), cx, y)
                mark_head(chair, b.seat_colour_name(seat), seat, 16)
                whose = possessive(b.seat_name(seat))
                chair.setToolTip(_("{whose} village head waiting on a chair (hire it in the market)", whose=whose))
                last[seat] = chair
                cx += 13
            cx += 4
        return last

    @staticmethod
    def stall_centre(slot: int) -> QPointF:
        col, row = divmod(slot, D.SLOT_ROWS)
        return STALLS + QPointF(col * STALL_CELL + 16, row * STALL_CELL + 15)
