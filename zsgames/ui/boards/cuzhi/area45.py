"""Areas 4 and 5 of the Cuzhi 促织 board: Tribute 进贡区 (two rows of spaces with the challenge arrows,
the yamen 衙门 with their tribute cards and lanterns) and the Bustling market 热闹集市."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from zsgames.core.i18n import Text, _
from zsgames.games.cuzhi.table import D, W
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.boards.cuzhi import icons
from zsgames.ui.boards.cuzhi import text as T
from zsgames.ui.boards.cuzhi.area12 import AREA_FILL, area_caption
from zsgames.ui.boards.cuzhi.cards import BustCardItem, TributeCardItem
from zsgames.ui.boards.cuzhi.drawn import ArtItem
from zsgames.ui.boards.cuzhi.icons import INDICATOR_SIDE
from zsgames.ui.boards.cuzhi.layout import AREA4, AREA5, MIN_PT, PAD, SH, STEP, SW
from zsgames.ui.boards.cuzhi.part import CENTRE, SOFT_INK, Z_PANEL, Part
from zsgames.ui.boards.cuzhi.spaces import draw_spaces, row
from zsgames.ui.shared.pieces import INK, font

YAMEN_X = 246.0  # the first yamen column, from the area's left
YAMEN_STEP = 75.0


class LanternsItem(DragPiece):
    """A yamen's four lanterns 灯 with their end-game points, and whose indicator hangs on each."""

    W, H = 72.0, 16.0

    def __init__(
        self,
        values: list[int],
        owners: list[QColor],
        parent: QGraphicsItem | None = None,
        symbols: list[icons.Symbol] | None = None,
    ) -> None:
        super().__init__(parent)
        self.values, self.owners, self.symbols = values, owners, symbols or []

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def number_rect(self, i: int) -> QRectF:
        """Where lantern ``i`` and its points are (a narrow lantern: its owner hangs beside it)."""
        return QRectF(i * 18.0, 0, 11.5, self.H)

    def owner_rect(self, i: int) -> QRectF:
        """Where the indicator of lantern ``i``'s owner hangs: beside the lantern, never over its number."""
        return QRectF(i * 18.0 + 11.5, self.H - 8.5, 6.5, 6.5)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, value in enumerate(self.values):
            box = self.number_rect(i)
            icons.lantern(p, box.center(), box.width() + 3)
            p.setPen(QColor("white"))
            p.setFont(font(MIN_PT, bold=True))
            p.drawText(box.adjusted(-2, 0, 2, 0), Qt.AlignmentFlag.AlignCenter, str(value))
            if i < len(self.owners):  # whose indicator hangs here
                symbol = self.symbols[i] if i < len(self.symbols) else None
                hang = self.owner_rect(i)
                icons.indicator(p, hang.center(), hang.width() / INDICATOR_SIDE, self.owners[i], symbol)


class Area4(Part):
    """Area 4 — Tribute."""

    def draw(self) -> None:
        r = AREA4
        tr, b = self.t.tribute, self.board
        b.arrow_rects = dict(self.retain(("art", 4), self._art))
        x = r.x() + PAD
        row1 = tuple((i, x + k * STEP, r.y() + 20) for k, i in enumerate(ROW1))
        row2 = tuple((i, x + k * STEP, r.y() + 92) for k, i in enumerate(ROW2))
        draw_spaces(self, row1 + row2)
        self.retain("challenges", self._challenges, tr.challenges)
        # one piece for all the yamen: a card overlaps the next column a little, so they are drawn in order
        for yi, drawn in enumerate(self.retain("yamen", self._yamens, tr.in_play, tr.cards, tr.lanterns, tr.deck)):
            if drawn is not None:
                faces, lanterns = drawn
                b.card_items.update(faces)
                b.lantern_items[yi] = lanterns
                self._card_moves(yi, faces)

    def _art(self) -> dict[int, QRectF]:
        """The panel, its words and the challenge arrows (the same all game): where each arrow is."""
        r = AREA4
        b = self.board
        self.panel(r, AREA_FILL[3], z=Z_PANEL)
        self.caption(QRectF(r.x(), r.y(), 244, 18), area_caption(4), _("× = tributes"))
        x = r.x() + PAD
        self.add(ArtItem("area_4", 40), x + len(ROW2) * STEP + 9, r.y() + 98)  # its emblem, where row 2 ends
        rects = {}
        for j, (lower, _upper) in enumerate(D.ARROWS):
            cx = x + ROW2.index(lower) * STEP + SW / 2
            arrow = QPainterPath(QPointF(cx, r.y() + 90))
            arrow.lineTo(cx, r.y() + 22 + SH)
            arrow.moveTo(cx - 5, r.y() + 28 + SH)
            arrow.lineTo(cx, r.y() + 22 + SH)
            arrow.lineTo(cx + 5, r.y() + 28 + SH)
            item = QGraphicsPathItem(arrow)
            item.setPen(QPen(QColor("#7a2a10"), 2.2))
            item.setToolTip(_("challenge arrow 挑战: the lower head may challenge the upper one for its turn"))
            b.addItem(item)  # the scene's own addPath would bypass the board's addItem (and the part)
            rects[j] = QRectF(cx - 8, r.y() + 20 + SH, 16, 92 - 20 - SH)
        self.label(
            _("Row 1 pays tribute first. A row-2 head may challenge the head above it (↑) to swap turns."),
            QRectF(x, r.y() + 166, 232, 46),
            MIN_PT,
            False,
            SOFT_INK,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
        return rects

    def _challenges(self, challenges: int) -> None:
        self.label(
            _("challenges 挑战 this round: {n} of {most}", n=challenges, most=D.MAX_CHALLENGES),
            QRectF(AREA4.x() + PAD, AREA4.y() + 148, 232, 16),
            MIN_PT,
            False,
            SOFT_INK,
        )

    def _yamens(
        self, in_play: int, cards: tuple[tuple[int, ...], ...], owners: tuple[tuple[int, ...], ...], deck: int
    ) -> list[tuple[dict[int, TributeCardItem], LanternsItem] | None]:
        return [self._yamen(yi, yi < in_play, cards[yi], owners[yi], deck) for yi in range(len(D.YAMEN))]

    def _yamen(
        self, yi: int, active: bool, cards: tuple[int, ...], owners: tuple[int, ...], deck: int
    ) -> tuple[dict[int, TributeCardItem], LanternsItem] | None:
        """One yamen's column: its cards (by card) and its lanterns; None for a yamen not in play."""
        b = self.board
        ym = D.YAMEN[yi]
        x, y = AREA4.x() + YAMEN_X + yi * YAMEN_STEP, AREA4.y()
        column = self.panel(QRectF(x, y + 3, 72, 216), "#f8f1e4" if active else "#d9d2c6", "#b8a88c")
        title, body = T.yamen_detail(yi, active, [b.seat_name(o) for o in owners])
        left = _(
            "{cards} still face down in the deck.", cards=Text("{n} tribute card", plural="{n} tribute cards", n=deck)
        )
        self.detail(column, (title, f"{body}\n{left}"))
        self.label(ym["zh"], QRectF(x, y + 4, 72, 16), MIN_PT, True, INK, CENTRE)
        city = T.english_only(ym["name"].split(" (")[0])  # in Chinese the printed name says it
        if city:
            self.label(city, QRectF(x, y + 19, 72, 16), MIN_PT, False, SOFT_INK, CENTRE)
        if not active:
            self.label(
                _("only with {n}+ players", n=ym["min_players"]),
                QRectF(x + 4, y + 90, 64, 46),
                MIN_PT,
                False,
                SOFT_INK,
                CENTRE,
            )
            return None
        faces = {}
        for ci, k in enumerate(cards):
            card = self.add(TributeCardItem(k), x - 1, y + 37 + ci * 84)
            faces[k] = card
            self.detail(card, T.card_detail(k))
        lanterns = self.add(
            LanternsItem(
                list(ym["lanterns"]),
                [b.seat_colour(o) for o in owners],
                symbols=[(b.seat_colour_name(o), o) for o in owners],
            ),
            x + 1,
            y + 204,
        )
        self.detail(
            lanterns,
            (
                _("Lanterns 灯 of {yamen}", yamen=W.YAMEN[yi]),
                T.yamen_detail(yi, True, [b.seat_name(o) for o in owners])[1],
            ),
        )
        return faces, lanterns

    def _card_moves(self, yi: int, faces: dict[int, TributeCardItem]) -> None:
        refusals = self.t.tribute.card_refusals
        for k, card in faces.items():
            if k in refusals:  # paying tribute
                self.explain(card, refusals[k])


class Area5(Part):
    """Area 5 — Bustling market."""

    def draw(self) -> None:
        r = AREA5
        tr, b = self.t.tribute, self.board
        self.retain(("art", 5), self._art)
        draw_spaces(self, row(5, r.x() + PAD, r.y() + 38))
        ran = tr.bust_ran
        b.bust_items = dict(self.retain("bust", self._cards, tr.bust, ran))
        frame = b.frame
        for k, card in enumerate(b.bust_items.values()):
            if frame and frame[0] == "bust" and ran[k]:
                self.explain(card, _("that bustling-market card has already run this round"))

    def _art(self) -> None:
        r = AREA5
        self.panel(r, AREA_FILL[4], z=Z_PANEL)
        self.add(ArtItem("area_5", 18), r.x() + 5, r.y() + 1)
        caption = QRectF(r.x() + 26, r.y() + 2, r.width() - 34, 16)
        self.label(_("Area 5 Bustling market"), caption, MIN_PT, True, SOFT_INK)
        note = QRectF(r.x() + 8, r.y() + 18, r.width() - 16, 16)
        self.label(_("热闹集市 · × = run a card"), note, MIN_PT, False, SOFT_INK)

    def _cards(self, bust: tuple[int, ...], ran: tuple[bool, ...]) -> dict[int, BustCardItem]:
        """This round's bustling-market cards, by card (one already run is greyed)."""
        r = AREA5
        cards = {}
        for k, (card_id, done) in enumerate(zip(bust, ran, strict=True)):
            card = self.add(BustCardItem(card_id, done), r.x() + 5 + k * (BustCardItem.W + 4), r.y() + 98)
            cards[card_id] = card
            self.detail(card, T.bust_detail(card_id, done))
        return cards


ROW1 = tuple(i for i in D.AREA_SPACES[4] if D.SPACES[i]["row"] == 1)
ROW2 = tuple(i for i in D.AREA_SPACES[4] if D.SPACES[i]["row"] == 2)
