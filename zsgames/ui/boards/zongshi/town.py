"""The town of the Zong Shi board: Marketplace bins, Temple, Pawn Shop, Respectful Visits and the
tray (bag, playing scrolls, payments), plus what lies over it for a while: the draft pool and the
discard pile to choose from for Lessons of the Past.

Each place is one panel, and the whole panel (with what lies on it) is where a pawn is dropped.
The panels never change (retained parts with a constant key); what lies on each place is a part
keyed on the slice of the view it shows, and the pawns standing there another.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.i18n import N_, _
from zsgames.games.zongshi.table import D, Decision, ZongShiView, payment_title
from zsgames.ui.boards.zongshi import details as T
from zsgames.ui.boards.zongshi.art import ArtItem
from zsgames.ui.boards.zongshi.host import DrawHost
from zsgames.ui.boards.zongshi.keys import top as top_of
from zsgames.ui.boards.zongshi.layout import (
    BIN_AREAS,
    DRAFT,
    MARKET,
    SHOP,
    TEMPLE,
    TOWN,
    TOWN_Y,
    TRAY,
    VISITS,
    Z_PANEL,
    Z_STEP,
    Z_ZONE,
)
from zsgames.ui.boards.zongshi.pieces import AwardItem, Badge, BoxItem, BoxSlot, GhostBox, Jar, ScrollItem, TileItem
from zsgames.ui.boards.zongshi.text import LINE, MIN_PT, first_fitting, one_line, text_size
from zsgames.ui.shared.pieces import LabelItem, PanelItem

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
SCROLL_W, SCROLL_H = 98.0, 52.0  # three lines of a name at MIN_PT
BAG = 56.0  # the drawn bag on the tray, where boxes come from
#: where the boxes drawn from the bag come out: the drawn bag's mouth on the tray
BAG_SPOT = QPointF(TRAY.center().x(), TOWN_Y + 26 + 8 + BAG * 0.4)
COL_W = 66.0  # one townsperson's column


#: the places' panels: (place, where, colour, caption)
PANELS = (
    ("market", MARKET, "#efe6d2", N_("Marketplace", context="place")),
    ("temple", TEMPLE, "#f0dfd4", N_("Temple", context="place")),
    ("shop", SHOP, "#e3e6d6", N_("Pawn Shop", context="place")),
    ("visits", VISITS, "#e7e0ef", N_("Respectful Visits", context="place")),
    ("tray", TRAY, "#ece4d3", N_("Bag", context="place")),
)
#: the height of each place's drop zones (the Marketplace's two bins: Z_ZONE)
ZONE_Z = {loc: Z_ZONE + k * Z_STEP for k, loc in enumerate(("market", "temple", "shop", "visits", "tray"))}
#: what the tray says, by the viewer's own decision (a payment shows what is still owed instead)
TRAY_WORDS = {
    "store": N_("Drop boxes here to return them to the bag", context="tray"),
    "turn": N_("Play a scroll: drop it here", context="tray"),
    None: N_("Scrolls are played here; payments are made here", context="tray"),
}
JARS = {
    "large": (QRectF(MARKET.left() + 8, TOWN_Y + 22, 100, 144), 3),
    "small": (QRectF(BIN_AREAS["small"].left() + 1, TOWN_Y + 34, 72, 132), 2),
}


class TownPart:
    def __init__(self, board: DrawHost) -> None:
        self.b = board

    def draw(self, view: ZongShiView, viewer: int | None) -> None:
        b = self.b
        for loc, rect, fill, caption in PANELS:
            b.part(("panel", loc), (), partial(self._panel, loc, rect, fill, _(caption, context="place")))
        b.part("market", (tuple(view.large), tuple(view.small), view.config.players), lambda: self._market(view))
        for name, (rect, _per_row) in JARS.items():
            b.pawns_in(view, name, QRectF(rect.left() + 6, rect.bottom() - 40, rect.width() - 12, 34))
        deck_n = view.deck if isinstance(view.deck, int) else len(view.deck)
        b.part("temple", (deck_n, tuple(view.discard)), lambda: self._temple(view, deck_n))
        b.pawns_in(view, "temple", QRectF(TEMPLE.left() + 6, TEMPLE.bottom() - 40, TEMPLE.width() - 12, 34))
        b.part("shop", tuple(view.tile_supply), lambda: self._shop(view))
        b.pawns_in(view, "shop", QRectF(SHOP.left() + 4, SHOP.bottom() - 40, SHOP.width() - 8, 34))
        top = top_of(view)
        chosen = (top.get("seat"), tuple(top.get("chosen", ()))) if top.get("kind") in ("visit", "pay") else None
        visits = (
            tuple(tuple(p.visits) for p in view.players),
            chosen,
            tuple(bool(a) for a in view.awards),
            tuple(view.awards_done),
        )
        b.part("visits", visits, lambda: self._visits(view))
        b.pawns_in(view, "visits", QRectF(VISITS.left() + 8, VISITS.bottom() - 36, VISITS.width() - 16, 32))
        mine = viewer is not None and top.get("seat") == viewer
        kind = top.get("kind") if mine else None
        shown = (top["label"], tuple(top["need"])) if kind == "pay" else TRAY_WORDS.get(kind, TRAY_WORDS[None])
        b.part("tray", (tuple(view.bag), shown), lambda: self._tray(view, top, kind))
        if view.phase == "draft" or view.pool_scrolls or any(view.pool_boxes):
            b.part("draft", (tuple(view.pool_scrolls), tuple(view.pool_boxes)), lambda: self._draft_pool(view))
        if top.get("kind") == "lessons" and top.get("seat") == viewer:
            options = list(top.get("options", ()))
            b.part("lessons", (tuple(options), tuple(view.discard)), lambda: self._lessons(view, options))

    def _panel(self, loc: str, rect: QRectF, fill: str, caption: str) -> PanelItem:
        panel = PanelItem(rect, fill, caption)
        self.b.put(panel, z=Z_PANEL)
        if loc != "market":  # the Marketplace's places are its two bins
            self.b.loc_panel[loc] = panel
        return panel

    # --- the Marketplace --------------------------------------------------------------------------
    def _market(self, view: ZongShiView) -> None:
        b = self.b
        for name, (rect, per_row) in JARS.items():
            jar = Jar(rect, _("large bin") if name == "large" else _("small bin"), f"bin_{name}")
            b.put(jar)
            b.set_detail(jar, *T.bin_text(name, view.bin(name), view.config.players))
            b.loc_panel[name] = jar
            b.loc_zone[name] = b.zone(BIN_AREAS[name])
            boxes = [m for m in range(4) for _copy in range(view.bin(name)[m])]
            step = min(24.0, (rect.width() - 16) / per_row)
            left = rect.left() + (rect.width() - per_row * step) / 2 + 2
            for k, m in enumerate(boxes):
                item = BoxItem(m, 20)
                b.put(item, left + (k % per_row) * step, rect.top() + 40 + (k // per_row) * step, 20)
                b.bin_boxes.setdefault((name, m), []).append(item)

    # --- the Temple -------------------------------------------------------------------------------
    def _temple(self, view: ZongShiView, deck_n: int) -> None:
        b = self.b
        hall = QRectF(TEMPLE.center().x() - 40, TEMPLE.bottom() - 88, 80, 80)
        b.put(ArtItem("temple", hall, 0.85))  # the hall behind the pawns that visit it
        x0, y0 = TEMPLE.left() + 4, TOWN_Y + 22
        deck = ScrollItem(None, 40, 40, deck_n)  # its count clear of the discard pile beside it
        b.put(deck, x0, y0 + 4)
        b.set_detail(deck, *T.scroll_deck(deck_n))
        b.deck_item = deck
        b.put(
            LabelItem(
                _("Deck", context="scrolls"),
                QRectF(x0 - 4, y0 + SCROLL_H + 4, 54, LINE + 2),
                MIN_PT,
                False,
                align=CENTRE,
            )
        )
        x1 = TEMPLE.right() - 4 - SCROLL_W
        top = view.discard[-1] if view.discard else None
        if top:
            pile: QGraphicsItem = ScrollItem(top, SCROLL_W, SCROLL_H, pile=len(view.discard))
            b.put(pile, x1, y0)
        else:
            pile = BoxSlot(SCROLL_W, SCROLL_H)
            b.put(pile, x1, y0)
        b.set_detail(pile, *T.discard_pile(list(view.discard)))
        b.discard_item = pile
        count = _("Discard ({n})", n=len(view.discard)) if view.discard else _("Discard", context="scrolls")
        b.put(LabelItem(count, QRectF(x1, y0 + SCROLL_H + 4, SCROLL_W, LINE + 2), MIN_PT, False, align=CENTRE))
        b.loc_zone["temple"] = b.zone(TEMPLE, ZONE_Z["temple"])
        b.discard_zone = b.loc_zone["temple"]

    # --- the Pawn Shop ----------------------------------------------------------------------------
    def _shop(self, view: ZongShiView) -> None:
        b = self.b
        for k, pair in enumerate(D.PAIRS):
            left = view.tile_supply[k]
            item = TileItem(k, 24, left)
            if not left:
                item.setOpacity(0.4)
            b.put(item, SHOP.left() + 8 + (k % 2) * 56, TOWN_Y + 24 + (k // 2) * 32, 20)
            b.set_detail(item, *T.tile(k, left))
            b.tile_piles[pair] = item
        b.loc_zone["shop"] = b.zone(SHOP, ZONE_Z["shop"])

    # --- Respectful Visits ------------------------------------------------------------------------
    def _visits(self, view: ZongShiView) -> None:
        b = self.b
        top = top_of(view)
        chosen = list(top.get("chosen", ())) if top.get("kind") in ("visit", "pay") else []  # chosen, not yet paid
        for i, person in enumerate(D.PERSONS):
            x = VISITS.left() + 5 + i * COL_W
            placed = [(seat, p.visits[i], False) for seat, p in enumerate(view.players) if p.visits[i]]
            placed += [(top["seat"], v, True) for person_i, v in chosen if person_i == i]
            column = QRectF(x, TOWN_Y + 16, COL_W, 112)
            area = BoxSlot(column.width(), column.height())  # invisible: the person's card on hover
            area.setOpacity(0.0)
            b.put(area, column.left(), column.top())
            b.set_detail(area, *T.person(i, [(b.seat_name(seat), v) for seat, v, later in placed if not later]))
            mat = D.PERSON_MAT[i]
            b.put(
                LabelItem(
                    str(D.person_title(person)),
                    QRectF(x - 2, TOWN_Y + 18, COL_W + 4, LINE + 2),
                    MIN_PT,
                    True,
                    align=CENTRE,
                )
            )
            word = str(D.material(mat))
            wide = 14 + one_line(word)
            bx = x + (COL_W - wide) / 2
            b.put(BoxItem(mat, 12), bx, TOWN_Y + 37)
            b.put(LabelItem(word, QRectF(bx + 14, TOWN_Y + 34, wide - 12, LINE + 4), MIN_PT, False, align=LEFT))
            award = AwardItem(bool(view.awards[i]), 24)
            b.put(award, x + (COL_W - 24) / 2, TOWN_Y + 55)
            b.set_detail(award, *T.award(i, bool(view.awards[i]), view))
            for j, (seat, value, later) in enumerate(placed):  # the seats' tiles, three to a row
                row_n = min(3, len(placed) - (j // 3) * 3)
                left = x + (COL_W - row_n * 21 + 3) / 2
                tile = Badge("visit", b.seat_colour(seat), str(value), 18, b.seat_mark(seat))
                if later:  # chosen in this visit, paid when the visit is done
                    tile.setOpacity(0.6)
                b.put(tile, left + (j % 3) * 21, TOWN_Y + 84 + (j // 3) * 21, 20)
                b.placed_visits[(seat, i)] = tile
            b.person_zone[person] = b.zone(column, ZONE_Z["visits"])
        b.loc_zone["visits"] = b.zone(VISITS, ZONE_Z["visits"])

    # --- the tray: bag, playing scrolls, payments ------------------------------------------------
    def _tray(self, view: ZongShiView, top: Decision, kind: str | None) -> None:
        """The bag's counts and the tray; ``kind``: the viewer's own decision, if any."""
        b = self.b
        x = TRAY.left() + 40
        for m in range(4):
            b.put(BoxItem(m, 13), x, TOWN_Y + 7)
            b.put(LabelItem(str(view.bag[m]), QRectF(x + 15, TOWN_Y + 3, 16, LINE + 4), MIN_PT, False, align=LEFT))
            x += 30
        area = QRectF(TRAY.left() + 6, TOWN_Y + 26, TRAY.width() - 12, TRAY.height() - 32)
        b.play_zone = b.pay_zone = b.bag_zone = b.zone(TRAY, ZONE_Z["tray"])
        if kind == "pay":
            self._payment(top, area)
            return
        text = _(TRAY_WORDS.get(kind, TRAY_WORDS[None]), context="tray")
        frame = PanelItem(area, "#f7efd9", "", "#c9b99a")
        b.put(frame)
        b.put(ArtItem("bag", QRectF(area.center().x() - BAG / 2, area.top() + 8, BAG, BAG)))
        words = QRectF(area.left() + 8, area.top() + BAG + 12, area.width() - 16, area.height() - BAG - 16)
        b.put(LabelItem(text, words, MIN_PT, False, "#6b5a45", CENTRE))

    def _payment(self, top: Decision, area: QRectF) -> None:
        b = self.b
        b.put(PanelItem(area, "#f1e6cf", "", "#b89d6a"))
        title = QRectF(area.left() + 6, area.top() + 3, area.width() - 12, 4 * LINE + 2)
        label = str(payment_title(top))
        wordings = [
            _("Paying for {what}; still owed:", what=label),
            _("Paying for {what}:", what=label),
            _("Still owed:"),
        ]
        text = first_fitting(wordings, title, bold=True)
        b.put(LabelItem(text, title, MIN_PT, True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop))
        used = text_size(text, title.width(), bold=True)[1]
        k = 0
        for m, n in enumerate(top["need"]):
            for _copy in range(n):
                ghost = GhostBox(m, 18)
                b.put(ghost, area.left() + 8 + (k % 6) * 24, title.top() + used + 4 + (k // 6) * 24, 20)
                b.owed_items.setdefault(m, []).append(ghost)
                k += 1
        b.put(
            LabelItem(
                _("Drag boxes from your storage here"),
                QRectF(area.left() + 6, area.bottom() - 2 * LINE - 4, area.width() - 12, 2 * LINE + 2),
                MIN_PT,
                False,
                "#6b5a45",
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            )
        )

    # --- lying over the town for a while ----------------------------------------------------------
    def _draft_pool(self, view: ZongShiView) -> None:
        b = self.b
        panel = PanelItem(DRAFT, "#f7efd9", _("Draft pool: take one box or one scroll into your workshop"), "#8a6d3b")
        b.put(panel, z=60)
        for k, sid in enumerate(view.pool_scrolls):
            item = ScrollItem(sid, SCROLL_W, SCROLL_H)
            b.put(item, DRAFT.left() + 10 + k * (SCROLL_W + 6), TOWN_Y + 26, 61)
            b.set_detail(item, *T.scroll(sid))
            b.pool_scrolls.setdefault(sid, []).append(item)
        k = 0
        for m in range(4):
            for _copy in range(view.pool_boxes[m]):
                box = BoxItem(m, 22)
                b.put(box, DRAFT.left() + 12 + k * 28, TOWN_Y + 96, 61)
                b.pool_boxes.setdefault(m, []).append(box)
                k += 1

    def _lessons(self, view: ZongShiView, options: list[str]) -> None:
        b = self.b
        b.put(
            PanelItem(TOWN, "#f7efd9", _("Lessons of the Past: take one scroll from the discard pile"), "#8a6d3b"), z=60
        )
        per_row = int((TOWN.width() - 12) // (SCROLL_W + 6))
        for k, sid in enumerate(options):  # the pile as it was before this Lessons was played
            item = ScrollItem(sid, SCROLL_W, SCROLL_H)
            x, y = (
                TOWN.left() + 8 + (k % per_row) * (SCROLL_W + 6),
                TOWN_Y + 24 + (k // per_row) * (SCROLL_H + LINE + 24),
            )
            b.put(item, x, y, 61)
            b.set_detail(item, *T.scroll(sid))
            b.lessons_items[sid] = item
            copies = view.discard.count(sid)
            if copies > 1:
                b.put(
                    LabelItem(
                        f"×{copies}", QRectF(x, y + SCROLL_H + 8, SCROLL_W, LINE + 2), MIN_PT, True, align=CENTRE
                    ),
                    z=61,
                )
