"""The seats of the Cuzhi 促织 board: one calm panel per player with everything they hold (all of it is
open information), side by side along the bottom. The deciding seat's pieces are the ones that move.

Each row of a panel (its mat and name, the score, the heads, the indicators, the crickets, the goods,
the cards and titles) is a retained piece keyed on what it shows, so a coin gained redraws the goods
alone; the ring round the deciding seat is a piece of its own, so a new decider redraws no panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.i18n import Text, _
from zsgames.core.text import join_and, possessive
from zsgames.games.cuzhi.table import D, SeatShown, W
from zsgames.ui.boards.base import HighlightItem
from zsgames.ui.boards.cuzhi import text as T
from zsgames.ui.boards.cuzhi.cards import ChipItem
from zsgames.ui.boards.cuzhi.icons import track_colour
from zsgames.ui.boards.cuzhi.layout import MIN_PT, seat_rect
from zsgames.ui.boards.cuzhi.part import INK, RIGHT, SOFT_INK, Z_MAT, Z_ON, Z_RING, Part, soft
from zsgames.ui.boards.cuzhi.pieces import CricketItem, TokenItem
from zsgames.ui.boards.cuzhi.seat_marks import SymbolBadge, mark_head
from zsgames.ui.shared.pieces import PanelItem, PawnItem

CRICKET_STEP = 43.0
TOKEN_STEP = 50.0
TITLE_FILL = "#b07d10"
Named = dict[str, QGraphicsItem]
PICTURE_MAX = (260.0, 200.0)  # the details card's largest picture, in screen pixels


class MatItem(PanelItem):
    """A seat's mat. Its details show the whole player board: everything that lies on the mat."""

    def detail_picture(self, scale: float) -> QPixmap | None:
        scene = self.scene()
        if scene is None:
            return None
        rect = self.sceneBoundingRect()
        scale = min(scale, PICTURE_MAX[0] / rect.width(), PICTURE_MAX[1] / rect.height())
        ratio = 2.0  # sharp on high-density screens too
        w, h = rect.width() * scale, rect.height() * scale
        pixmap = QPixmap(int(w * ratio) + 1, int(h * ratio) + 1)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, QRectF(0, 0, w, h), rect)
        painter.end()
        return pixmap


class Seats(Part):
    """Every seat's panel. Fills ``board.seat_items`` (the decider's pieces, by name) and
    ``board.spots`` (every seat's pieces, by (seat, name), for the last-move marks)."""

    def draw(self) -> None:
        n, b = self.t.players, self.board
        for shown in self.t.seats:
            self._seat(shown, seat_rect(shown.seat, n))
        ring = seat_rect(b.decider, n) if b.decider is not None else None
        self.retain("decider", self._ring, ring, b.decider)

    def _seat(self, shown: SeatShown, r: QRectF) -> None:
        b, seat, score = self.board, shown.seat, shown.score
        mat = self.retain(("seat", seat, "mat"), self._mat, seat, r, shown.first)
        self.detail(mat, self._mat_detail(shown))  # the scoring lines change more often than the mat
        named: Named = {"mat": mat}
        self.retain(("seat", seat, "score"), self._score, r, score.total, shown.virtue, shown.rep)
        heads, spot = self.retain(
            ("seat", seat, "heads"), self._heads, seat, r, shown.home, shown.heads, shown.hired_next
        )
        named["indicator"] = self.retain(
            ("seat", seat, "indicator"), self._indicator, seat, r, shown.indicators, shown.stipend
        )
        named.update(self.retain(("seat", seat, "crickets"), self._crickets, seat, r, shown.crickets))
        goods = (shown.coins, shown.grass, shown.jars, shown.sounds)
        named.update(self.retain(("seat", seat, "goods"), self._goods, seat, r, goods))
        named.update(self.retain(("seat", seat, "chips"), self._chips, seat, r, shown.titles, shown.owned))
        for name, item in named.items():
            b.spots[(seat, name)] = item
        b.spots[(seat, "home")] = spot
        if self.mine(seat):
            b.seat_items.update(named)
            if heads:
                b.seat_items["heads"] = heads
                b.seat_items["head"] = heads[-1]

    def _ring(self, rect: QRectF | None, seat: int | None) -> None:
        """The deciding seat's panel glows in its colour (between the mat and what lies on it)."""
        if rect is not None:
            ring = HighlightItem(rect, self.board.seat_colour(seat), 10)
            ring.setZValue(Z_RING)
            self.board.addItem(ring)

    def _mat(self, seat: int, r: QRectF, first: bool) -> PanelItem:
        b = self.board
        col = b.seat_colour(seat)
        mat = MatItem(r, soft(col), "", col)
        mat.setZValue(Z_MAT)
        b.addItem(mat)
        SymbolBadge(b.seat_colour_name(seat), seat, 13, mat, QPointF(r.x() + 14, r.y() + 11.5), fill=col)
        star = " ★" if first else ""  # the starting player marker
        name = QRectF(r.x() + 25, r.y() + 3, r.width() - 97, 17)
        self.label(b.seat_name(seat) + star, name, 10, True, col.darker(160))
        return mat

    def _score(self, r: QRectF, total: int, virtue: int, rep: int) -> None:
        x, y, w = r.x(), r.y(), r.width()
        points = self.label(_("{n} pts", n=total), QRectF(x + w - 76, y + 3, 68, 17), 10, True, INK, RIGHT)
        points.setZValue(Z_ON)  # its box overlaps the name's a little (the name is another piece)
        self.label(
            _("Virtue 德 {virtue} · Reputation 望 {rep}", virtue=virtue, rep=rep),
            QRectF(x + 8, y + 20, w - 16, 16),
            MIN_PT,
            False,
            SOFT_INK,
        )

    def _heads(self, seat: int, r: QRectF, home: int, heads: int, hired_next: int) -> tuple[list[PawnItem], QPointF]:
        """The heads still at home (they drag to the spaces) and how many the seat has: the heads at
        home and where a head placed leaves from."""
        b = self.board
        x, y, w = r.x(), r.y() + 38, r.width()
        pawns = []
        for k in range(home):
            head = self.add(PawnItem(b.seat_colour(seat), 20, "meeple"), x + 16 + k * 17, y + 21)
            mark_head(head, b.seat_colour_name(seat), seat, 20)
            head.setZValue(Z_ON)  # over the tallest pile of crickets under it (another piece)
            head.setToolTip(_("{whose} village head", whose=possessive(b.seat_name(seat))))
            pawns.append(head)
        now = Text("{n} head", plural="{n} heads", n=heads)
        text = _("{heads}, {n} next round", heads=now, n=heads + hired_next) if hired_next else str(now)
        left = x + 10 + home * 17 + (6 if home else 0)
        self.label(text, QRectF(left, y + 2, x + w - 66 - left, 16), MIN_PT, False, SOFT_INK)
        return pawns, QPointF(x + 16 + max(home - 1, 0) * 17, y + 21)

    def _indicator(self, seat: int, r: QRectF, left: int, stipend: int) -> TokenItem:
        b = self.board
        symbol = (b.seat_colour_name(seat), seat)
        ind = self.add(TokenItem("indicator", left, b.seat_colour(seat), 15, symbol=symbol), r.right() - 44, r.y() + 48)
        self.detail(
            ind,
            (
                _("{whose} player indicators: {n} left", whose=possessive(b.seat_name(seat)), n=left),
                _(
                    "An indicator marks a hire space you used, your lantern at a yamen, or a bet on a fight.\n"
                    "Stipend 俸禄: {coins} each round (one per yamen where you have a lantern).",
                    coins=W.coins(stipend),
                ),
            ),
        )
        return ind

    def _crickets(self, seat: int, r: QRectF, crickets: tuple[int, ...]) -> Named:
        name = self.board.seat_name(seat)
        named: Named = {}
        for g in range(5):
            item = self.add(CricketItem(g, crickets[g], 18), r.x() + 15 + g * CRICKET_STEP, r.y() + 77)
            named[f"c{g}"] = item
            self.detail(item, T.grade_detail(g, crickets[g], name))
        return named

    def _goods(self, seat: int, r: QRectF, goods: tuple[int, int, int, int]) -> Named:
        name = self.board.seat_name(seat)
        coins, grass, jars, sounds = goods
        whose = possessive(name)
        holdings = (
            (
                "coin",
                coins,
                _("{whose} coins 钱: {n}", whose=whose, n=coins),
                _(
                    "Coins buy at the market and pay tribute cards; "
                    "left over at the end they count 1 each (4 make a point)."
                ),
            ),
            (
                "grass",
                grass,
                _("{whose} grass 草: {n}", whose=whose, n=grass),
                _(
                    "Grass lifts a cultivation one more grade and adds to "
                    "fight rolls (二品 +1, 一品 +2, 皇家 +3). Worth 1 coin at the end."
                ),
            ),
            (
                "jar",
                jars,
                _("{whose} jars 罐: {n}", whose=whose, n=jars),
                _(
                    "A royal cricket needs a jar (and {coins}). Jars sell at the market; worth 2 coins at the end.",
                    coins=W.coins(D.ROYAL_COINS),
                ),
            ),
            (
                "sound",
                sounds,
                _("{whose} Sounds 辨声: {n}", whose=whose, n=sounds),
                _(
                    "Once your Area 1 village head has resolved this round, kept Sounds can be exchanged at any "
                    "of your decisions: 1 for a coin, 2 for a 三品 cricket, 3 for a 二品 cricket."
                ),
            ),
        )
        named: Named = {}
        for j, (kind, n, title, body) in enumerate(holdings):
            item = self.add(TokenItem(kind, n, size=16), r.x() + 16 + j * TOKEN_STEP, r.y() + 105)
            named[kind] = item
            self.detail(item, (title, body))
        return named

    def _chips(self, seat: int, r: QRectF, titles: tuple[int, ...], owned: tuple[int, ...]) -> Named:
        """The seat's title crickets and tribute cards as chips (one chip names those with no room)."""
        name = self.board.seat_name(seat)
        x, y, w = r.x() + 6, r.y() + 119, r.width() - 12
        named: Named = {}
        chips: list[tuple[str, str | QColor, bool, tuple[str, str], str]] = [
            (D.TITLES[t]["zh"], TITLE_FILL, True, T.title_cricket_detail(t, name), f"t{t}") for t in titles
        ]
        chips += [
            (D.CARDS[k]["zh"], track_colour(D.CARDS[k]["reward"]["track"]), False, T.card_detail(k), f"card{k}")
            for k in owned
        ]
        if not chips:
            self.label(_("no tribute cards or titles yet"), QRectF(x + 2, y, w - 4, 18), MIN_PT, False, SOFT_INK)
            return named
        right = x + w
        for i, (text, fill, crown, detail, key) in enumerate(chips):
            chip = ChipItem(text, fill, crown)
            rest = len(chips) - i - 1
            if x + chip.w > right - (34 if rest else 0):  # no room: one chip names what is left
                more = ChipItem(f"+{len(chips) - i}", "#7a6e5c")
                self.add(more, x, y)
                names = [c[3][0] for c in chips[i:]]
                self.detail(
                    more,
                    (_("{whose} other cards and titles", whose=possessive(name)), _("{names}.", names=join_and(names))),
                )
                for _text, _fill, _crown, _detail, later in chips[i:]:
                    named[later] = more
                return named
            self.add(chip, x, y)
            self.detail(chip, detail)
            named[key] = chip
            x += chip.w + 4
        return named

    def _mat_detail(self, shown: SeatShown) -> tuple[str, str]:
        seat, score = shown.seat, shown.score
        lines = "\n".join(
            _("{line}: {value}", line=_(line, context="score line"), value=value) for line, value in score.lines
        )
        body = "\n".join(
            (
                _("Virtue 德 {virtue}, Reputation 望 {rep}.", virtue=shown.virtue, rep=shown.rep),
                _("Score if the game ended now: {n}", n=score.total),
                lines,
                _(
                    "{heads}; {chairs} still on the market's chairs.",
                    heads=Text("{n} village head", plural="{n} village heads", n=shown.heads),
                    chairs=Text("{n} head", plural="{n} heads", n=shown.chairs),
                ),
            )
        )
        return _("{whose} board", whose=possessive(self.board.seat_name(seat))), body
