"""Zong Shi pieces drawn with QPainter: boxes, exchange tiles, scrolls, project cards, tokens, the bins.

Every text a piece paints is at least :data:`MIN_PT` points in scene units (the board is laid out
to be drawn at 1:1 in the default window, see :mod:`zongshi_layout`) and is given a box it fits
in: pieces are sized for their text, never the text squeezed into the piece.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.core.i18n import N_, _
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.boards.items import glow
from zsgames.ui.boards.zongshi.art import draw_art, draw_art_part
from zsgames.ui.boards.zongshi.text import CENTRE, LINE, MIN_PT, WRAP, draw_fitted, one_line
from zsgames.ui.shared.pieces import font, readable_on
from zsgames.ui.shared.seat_symbols import paint_seat_symbol

MAT = [QColor(D.MATERIAL_COLOURS[m]) for m in D.MATERIALS]
INK = QColor("#2b2620")
PROJECT_BAND = {
    "larger_workshop": "#8d6e4a",
    "blacksmith_tools": "#5c5c66",
    "temple_offering": "#b0413e",
    "merchant_statue": "#b07f1a",
    "gold_mastery": "#c99a14",
    "bronze_mastery": "#8a5a2b",
    "jade_mastery": "#3f8f55",
    "ivory_mastery": "#8f8468",
}
MASTERWORK_BAND = "#4b3a6b"
#: how strongly a card's drawing shows behind its words
ART_OPACITY = 0.16
#: the basket within each bin's drawing (its viewBox units): drawn to fill the bin's place
BASKETS = {"bin_large": QRectF(2, 19, 60, 41), "bin_small": QRectF(12, 24, 40, 36)}
#: a project's lasting effect in a few words, for the cards (the whole text is in the card's details);
#: marked here, rendered when drawn
SHORT_EFFECT = {
    "larger_workshop": N_("Storage +2 boxes", context="project chip"),
    "blacksmith_tools": N_("Projects: 1 round less", context="project chip"),
    "temple_offering": N_("Temple +1; hand 5", context="project chip"),
    "merchant_statue": N_("Market: +1 box", context="project chip"),
    "gold_mastery": N_("Costs 1 gold less", context="project chip"),
    "bronze_mastery": N_("Costs 1 bronze less", context="project chip"),
    "jade_mastery": N_("Costs 1 jade less", context="project chip"),
    "ivory_mastery": N_("Costs 1 ivory less", context="project chip"),
}
#: the same in fewer words, for the small cards of completed projects
TINY_EFFECT = {
    "larger_workshop": N_("+2 storage", context="small project chip"),
    "blacksmith_tools": N_("−1 round", context="small project chip"),
    "temple_offering": N_("+1 scroll", context="small project chip"),
    "merchant_statue": N_("+1 box", context="small project chip"),
    "gold_mastery": N_("−1 gold", context="small project chip"),
    "bronze_mastery": N_("−1 bronze", context="small project chip"),
    "jade_mastery": N_("−1 jade", context="small project chip"),
    "ivory_mastery": N_("−1 ivory", context="small project chip"),
}


def _box(p: QPainter, r: QRectF, c: QColor) -> None:
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, c.lighter(125))
    grad.setColorAt(1, c.darker(125))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(c.darker(190), 1.2))
    p.drawRoundedRect(r, 3, 3)
    p.setPen(QPen(QColor(255, 255, 255, 110), 1))
    p.drawLine(r.topLeft() + QPointF(3, 3), r.topRight() + QPointF(-3, 3))


def _count_badge(p: QPainter, r: QRectF, text: str) -> None:
    p.setBrush(QColor("#2b2620"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    p.setPen(QColor("white"))
    p.setFont(font(MIN_PT, True))
    p.drawText(r, CENTRE, text)


#: how far each card under the top one of a pile shows, and how many show at most
STACK_STEP, STACK_SHOWN = 2.0, 2


def paint_stack(p: QPainter, r: QRectF, copies: int, fill: QColor, edge: QColor, radius: float = 6) -> None:
    """The cards under the top one of a pile of ``copies``: their edges, down and to the right
    (drawn first, so the top card covers the rest of them)."""
    for k in range(min(STACK_SHOWN, copies - 1), 0, -1):
        p.setBrush(fill)
        p.setPen(QPen(edge, 1))
        p.drawRoundedRect(r.translated(STACK_STEP * k, STACK_STEP * k), radius, radius)


def badge_width(text: str) -> float:
    return max(20.0, one_line(text, MIN_PT, True) + 8)


class BoxItem(DragPiece):
    """A box of material (jade green, bronze brown, ivory white, gold yellow)."""

    def __init__(self, mat: int, size: float = 20, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.mat, self.size = mat, size
        self.setToolTip(_("A box of {material}", material=D.material(mat)))

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_art(p, f"box_{D.MATERIALS[self.mat]}", QRectF(-1, -1, self.size + 2, self.size + 2))


class GhostBox(DragPiece):
    """A box still owed for a payment: the outline of a box of that material."""

    def __init__(self, mat: int, size: float = 18) -> None:
        super().__init__()
        self.mat, self.size = mat, size
        self.setToolTip(_("One {material} still to pay", material=D.material(mat)))

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QColor(MAT[self.mat])
        c.setAlpha(90)
        p.setBrush(c)
        p.setPen(QPen(MAT[self.mat].darker(170), 1.4, Qt.PenStyle.DashLine))
        p.drawRoundedRect(QRectF(0, 0, self.size, self.size), 3, 3)


class TileItem(DragPiece):
    """An exchange tile: two materials split on the diagonal, with a count beside it (``×3``)."""

    def __init__(self, pair: int, size: float = 24, count: int | None = None) -> None:
        super().__init__()
        self.pair, self.size, self.count = pair, size, count
        a, b = D.PAIR_MATS[pair]
        self.setToolTip(_("Exchange tile {a}/{b}", a=D.material(a), b=D.material(b)))
        self.count_w = badge_width(f"×{count}") + 2 * STACK_STEP if count is not None else 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(
            -2, -2, self.size + 4 + (self.count_w + 2 if self.count is not None else 0), self.size + 2 + 2 * STACK_STEP
        )

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        if self.count:  # several alike: a little pile
            paint_stack(p, QRectF(0, 0, s, s), self.count, QColor("#e8dcc0"), QColor("#3b3226"), 4)
        a, b = D.PAIR_MATS[self.pair]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(MAT[a])
        p.drawPolygon(QPolygonF([QPointF(0, 0), QPointF(s, 0), QPointF(0, s)]))
        p.setBrush(MAT[b])
        p.drawPolygon(QPolygonF([QPointF(s, 0), QPointF(s, s), QPointF(0, s)]))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#3b3226"), 1.4))
        p.drawRoundedRect(QRectF(0, 0, s, s), 4, 4)
        p.drawLine(QPointF(s - 5, 5), QPointF(5, s - 5))
        if self.count is not None:
            p.setPen(INK)
            p.setFont(font(MIN_PT, True))
            p.drawText(
                QRectF(
                    s + 2 + STACK_STEP * min(STACK_SHOWN, self.count - 1), (s - LINE) / 2 - 1, self.count_w, LINE + 2
                ),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"×{self.count}",
            )


class ScrollItem(DragPiece):
    """A Scroll of Fortune: parchment with rolled ends and its whole name (face up), or a sealed
    one (face down) with the number of scrolls it stands for."""

    END = 6.0

    def __init__(self, sid: str | None, w: float = 88, h: float = 54, count: int | None = None, pile: int = 1) -> None:
        super().__init__()
        self.sid, self.w, self.h, self.count = sid, w, h, count
        #: how many scrolls lie in this pile (a deck, the discard, a hand): more than one shows as a stack
        self.pile = max(pile, count or 1)
        self.face_down = False  # a face-up scroll turning over shows its back for a moment
        self.name = str(D.scroll_title(sid)) if sid else ""
        self.setToolTip(self.name or _("A hidden scroll"))

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -4, self.w + 10, self.h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow(p, self, QRectF(-3.5, -2.5, self.w + 7, self.h + 5))  # a scroll that can be played (or moved) now
        e = self.END
        body = QRectF(e / 2, 3, self.w - e, self.h - 6)
        face = self.sid is not None and not self.face_down
        paper = QColor("#f3e3b8") if face else QColor("#9c3b2e")
        if self.pile > 1:
            paint_stack(p, QRectF(0, 0, self.w, self.h), self.pile, paper.darker(115), paper.darker(180), 3)
        p.setPen(QPen(paper.darker(170), 1.2))
        p.setBrush(paper)
        p.drawRect(body)
        for x in (0.0, self.w - e):
            grad = QLinearGradient(QPointF(x, 0), QPointF(x + e, 0))
            grad.setColorAt(0, paper.darker(140))
            grad.setColorAt(0.5, paper.lighter(110))
            grad.setColorAt(1, paper.darker(140))
            p.setBrush(QBrush(grad))
            p.drawRoundedRect(QRectF(x, 0, e, self.h), 3, 3)
        if self.sid and face:
            if D.SCROLLS[self.sid]["timing"] == "master":  # a red seal on the roller: master's turn only
                p.setBrush(QColor("#b0413e"))
                p.setPen(QPen(QColor("#6e1f1c"), 1))
                p.drawEllipse(QPointF(self.w - e / 2, self.h / 2), 4, 4)
            p.setPen(QColor("#4a2e12"))
            draw_fitted(p, self.text_rect(), self.name, bold=False)
        else:
            p.setBrush(QColor("#e2b62c"))
            p.setPen(QPen(QColor("#7a5806"), 1))
            p.drawEllipse(QPointF(self.w / 2, self.h / 2), min(6.0, self.h / 4), min(6.0, self.h / 4))
        if self.count is not None:
            text = str(self.count)
            w = badge_width(text)
            _count_badge(p, QRectF(self.w - w + 2, self.h - LINE - 1, w, LINE + 2), text)

    def text_rect(self) -> QRectF:
        return QRectF(self.END + 1, 3, self.w - 2 * self.END - 2, self.h - 6)


class ProjectItem(DragPiece):
    """A project card. ``full``: name band, VP coin, time, the cost as little boxes and its effect in
    a few words (the supply, a project in progress); ``small``: name, VP and the effect in fewer
    words (a completed project)."""

    def __init__(self, pid: str, w: float = 84, h: float = 112, count: int | None = None, small: bool = False) -> None:
        super().__init__()
        self.pid, self.w, self.h, self.count, self.small = pid, w, h, count, small
        pt = D.PROJECTS[pid]
        self.pt = pt
        self.band = QColor(MASTERWORK_BAND if pt.masterwork else PROJECT_BAND.get(pid, "#4b3a6b"))
        self.name = _("Masterwork") if pt.masterwork else str(pt.title)
        self.art = "masterwork" if pt.masterwork else f"project_{pid}"
        self.setToolTip(str(pt.title))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 6, self.h + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(r.translated(2, 3), 6, 6)
        if self.count:  # the copies left, as a pile
            paint_stack(p, r, self.count, QColor("#efe6d2"), self.band.darker(150))
        p.setBrush(QColor("#fbf6ea"))
        p.setPen(QPen(self.band.darker(150), 1.3))
        p.drawRoundedRect(r, 6, 6)
        if self.small:
            self._paint_small(p)
        else:
            self._paint_full(p)

    def _band(self, p: QPainter, height: float, text_rect: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.w, height + 6), 6, 6)
        clip = QPainterPath()
        clip.addRect(QRectF(0, 0, self.w, height))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.band)
        p.drawPath(path.intersected(clip))
        p.setPen(readable_on(self.band))
        draw_fitted(p, text_rect, self.name)

    def _coin(self, p: QPainter, centre: QPointF, radius: float) -> None:
        p.setBrush(QColor("#e8b923"))
        p.setPen(QPen(QColor("#7a5806"), 1))
        p.drawEllipse(centre, radius, radius)
        p.setPen(QColor("#3b2a03"))
        p.setFont(font(MIN_PT, True))
        p.drawText(QRectF(centre.x() - radius, centre.y() - LINE / 2, 2 * radius, LINE), CENTRE, str(self.pt.vp))

    def _paint_full(self, p: QPainter) -> None:
        pt = self.pt
        band_h = 2 * LINE + 2
        self._band(p, band_h, QRectF(3, 1, self.w - 6, band_h - 2))
        # VP coin, hourglass with the time, copies left
        cy = band_h + 11
        self._coin(p, QPointF(12, cy), 9)
        hx = 28.0
        glass = QPolygonF([QPointF(hx, cy - 7), QPointF(hx + 9, cy - 7), QPointF(hx, cy + 7), QPointF(hx + 9, cy + 7)])
        p.setPen(QPen(QColor("#5a4632"), 1.2))
        p.setBrush(QColor("#e9d9b4"))
        p.drawPolygon(glass)
        p.setPen(INK)
        p.setFont(font(MIN_PT, True))
        p.drawText(QRectF(hx + 10, cy - LINE / 2, 14, LINE), CENTRE, str(pt.time))
        if self.count is not None:
            text = f"×{self.count}"
            w = badge_width(text)
            _count_badge(p, QRectF(self.w - w - 3, cy - LINE / 2 - 1, w, LINE + 2), text)
        # the cost as boxes, as many rows as it takes
        size, x, y = 12.0, 5.0, cy + 10
        for i, n in enumerate(pt.cost):
            for _copy in range(n):
                if x + size > self.w - 4:
                    x, y = 5.0, y + size + 2
                _box(p, QRectF(x, y, size, size), MAT[i])
                x += size + 2
        text = _("Points only") if pt.masterwork else _(SHORT_EFFECT[self.pid], context="project chip")
        top = y + size + 2
        if pt.masterwork:  # one line of words: the vase shows in full below it
            self._illustration(p, QRectF(4, top + LINE + 2, self.w - 8, self.h - top - LINE - 5), 1.0)
        else:
            self._illustration(p, QRectF(4, top, self.w - 8, self.h - top - 3))
        p.setPen(QColor("#4a4035"))
        p.setFont(font(MIN_PT))
        p.drawText(
            QRectF(3, top, self.w - 6, self.h - top - 2),
            int(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter) | WRAP,
            text,
        )

    def _illustration(self, p: QPainter, rect: QRectF, opacity: float = ART_OPACITY) -> None:
        """The card's drawing, faint behind its words (like the art printed under a card's text)."""
        p.save()
        p.setOpacity(opacity)
        draw_art(p, self.art, rect)
        p.restore()

    def _paint_small(self, p: QPainter) -> None:
        band_h = 2 * LINE + 2
        self._band(p, band_h, QRectF(3, 1, self.w - 6, band_h - 2))
        rest = self.h - band_h
        self._illustration(p, QRectF(21, band_h + 1, self.w - 23, rest - 3))
        self._coin(p, QPointF(11, band_h + rest / 2), 8.5)
        text = (
            _("{n} point", plural="{n} points", n=self.pt.vp)
            if self.pt.masterwork
            else _(TINY_EFFECT[self.pid], context="small project chip")
        )
        p.setPen(QColor("#4a4035"))
        p.setFont(font(MIN_PT))
        p.drawText(QRectF(21, band_h, self.w - 23, rest), CENTRE, text)


def chip_name(pid: str) -> str:
    """A completed project's name on a chip (a masterwork by its points)."""
    pt = D.PROJECTS[pid]
    return _("Masterwork ({vp})", vp=pt.vp) if pt.masterwork else str(pt.title)


class ProjectChip(DragPiece):
    """A completed project in a rival's workshop: a dot of the card's colour and its name."""

    def __init__(self, pid: str, w: float) -> None:
        super().__init__()
        self.pid, self.w = pid, w
        pt = D.PROJECTS[pid]
        self.colour = QColor(MASTERWORK_BAND if pt.masterwork else PROJECT_BAND.get(pid, "#4b3a6b"))
        name = chip_name(pid)
        tiny = _(TINY_EFFECT[pid], context="small project chip") if pid in TINY_EFFECT else name
        self.text = name if one_line(name) <= w - LINE - 3 + 0.5 else tiny  # the name if it fits on its line
        self.art = "masterwork" if pt.masterwork else f"project_{pid}"
        self.setToolTip(str(pt.title))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, LINE + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.colour.darker(150), 1))
        p.setBrush(self.colour.lighter(170))
        p.drawRoundedRect(QRectF(0, 1, LINE, LINE), 3, 3)
        draw_art(p, self.art, QRectF(1, 2, LINE - 2, LINE - 2))
        p.setPen(INK)
        p.setFont(font(MIN_PT))
        p.drawText(
            QRectF(LINE + 3, 0, self.w - LINE - 3, LINE + 2),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.text,
        )

    @staticmethod
    def width_for(pid: str) -> float:
        return LINE + 4 + one_line(chip_name(pid))


class DeckItem(DragPiece):
    """A face-down stack of cards with the number left on it."""

    def __init__(self, w: float, h: float, count: int, colour: str = MASTERWORK_BAND) -> None:
        super().__init__()
        self.w, self.h, self.count, self.colour = w, h, count, QColor(colour)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 6, self.h + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 45))
        p.drawRoundedRect(r.translated(2, 3), 6, 6)
        paint_stack(p, r, self.count, self.colour.darker(115), self.colour.darker(180))
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, self.colour.lighter(125))
        grad.setColorAt(1, self.colour.darker(130))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(self.colour.darker(170), 1.3))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        p.setBrush(QBrush(QColor(255, 255, 255, 40), Qt.BrushStyle.DiagCrossPattern))
        p.drawRoundedRect(r.adjusted(6, 6, -6, -6), 3, 3)
        text = str(self.count)
        w = badge_width(text)
        _count_badge(p, QRectF((self.w - w) / 2, (self.h - LINE) / 2 - 1, w, LINE + 2), text)


class Badge(QGraphicsObject):
    """A painted token: a visit tile (square with a number), an award (hexagon), the start marker."""

    def __init__(
        self, kind: str, fill: QColor, text: str = "", size: float = 22, symbol: SeatMark | None = None
    ) -> None:
        super().__init__()
        self.kind, self.fill, self.text, self.size, self.symbol = kind, QColor(fill), text, size, symbol
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -4, self.size + 6, self.size + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_badge(p, self.kind, self.fill, self.text, self.size)
        if self.symbol is not None:
            paint_corner_symbol(p, self.symbol, self.size)


#: a seat's colour name and seat number: whose symbol a seat-coloured token carries
SeatMark = tuple[str, int]


def paint_corner_symbol(p: QPainter, mark: SeatMark, s: float) -> None:
    """The seat's symbol on the top-right corner of a token ``s`` pixels wide, clear of its number."""
    side = max(7.0, s * 0.42)
    rect = QRectF(s - side + 3, -3, side, side)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 220))
    p.drawEllipse(rect.adjusted(-1, -1, 1, 1))
    paint_seat_symbol(p, rect, mark[0], mark[1])


def paint_badge(p: QPainter, kind: str, fill: QColor, text: str, s: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(fill.darker(170), 1.3))
    p.setBrush(fill)
    if kind == "award":
        pts = [
            QPointF(s / 2 + s / 2 * c, s / 2 + s / 2 * d)
            for c, d in ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))
        ]
        p.drawPolygon(QPolygonF(pts))
    elif kind == "buddha":
        p.drawEllipse(QRectF(s * 0.3, 0, s * 0.4, s * 0.4))
        p.drawEllipse(QRectF(s * 0.1, s * 0.35, s * 0.8, s * 0.65))
    else:
        p.drawRoundedRect(QRectF(0, 0, s, s), 4, 4)
    if text:
        p.setPen(readable_on(fill))
        p.setFont(font(max(MIN_PT, min(11.0, s * 0.45)), True))
        p.drawText(QRectF(-2, (s - 18) / 2, s + 4, 18), CENTRE, text)


class VisitTile(DragPiece):
    """A seat's numbered visit tile (1, 2, 2, 3)."""

    def __init__(self, value: int, fill: QColor, size: float = 22, symbol: SeatMark | None = None) -> None:
        super().__init__()
        self.value, self.fill, self.size, self.symbol = value, QColor(fill), size, symbol
        self.setToolTip(_("Visit tile {value}", value=value))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -4, self.size + 6, self.size + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_badge(p, "visit", self.fill, str(self.value), self.size)
        if self.symbol is not None:
            paint_corner_symbol(p, self.symbol, self.size)


class AwardItem(DragPiece):
    """A townsfolk award: a face-down purple hexagon, or the grey space it left."""

    def __init__(self, face_down: bool, size: float = 24) -> None:
        super().__init__()
        self.face_down, self.size = face_down, size

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size + 4, self.size + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.face_down:
            paint_badge(p, "award", QColor("#6d4c8c"), "?", self.size)
        else:
            c = QColor("#d8d0c4")
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(c.darker(130), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            s = self.size
            pts = [
                QPointF(s / 2 + s / 2 * c_, s / 2 + s / 2 * d)
                for c_, d in ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))
            ]
            p.drawPolygon(QPolygonF(pts))


class Button(DragPiece):
    """A rounded push button for a move without a natural piece (pass, done, decline …)."""

    H = 24.0

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.w = one_line(text, MIN_PT, True) + 22
        self.setToolTip(text)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor("#3d5a80"))
        p.setPen(QPen(QColor("#1d2d44"), 1.2))
        p.drawRoundedRect(QRectF(0, 0, self.w, self.H), self.H / 2, self.H / 2)
        p.setPen(QColor("white"))
        p.setFont(font(MIN_PT, True))
        p.drawText(QRectF(4, 0, self.w - 8, self.H), CENTRE, self.text)


class Jar(QGraphicsObject):
    """A Marketplace bin: the drawn bamboo basket (``art``), its name on a tag at the rim."""

    def __init__(self, rect: QRectF, label: str, art: str = "bin_large") -> None:
        super().__init__()
        self.rect, self.label, self.art = QRectF(rect), label, art
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -2, 6, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        draw_art_part(
            p, self.art, QRectF(r.left() - 4, r.top() + 24, r.width() + 8, r.height() - 24), BASKETS[self.art]
        )
        label = QRectF(r.left() + 6, r.top(), r.width() - 12, LINE + 2)
        p.setPen(QPen(QColor("#6b4a24"), 1))
        p.setBrush(QColor("#f6ecd2"))
        p.drawRoundedRect(label, 4, 4)
        p.setPen(INK)
        p.setFont(font(MIN_PT))
        p.drawText(label, CENTRE, self.label)


class BoxSlot(QGraphicsObject):
    """An empty storage slot or completed-project space: a dashed outline."""

    def __init__(self, size: float = 20, height: float | None = None) -> None:
        super().__init__()
        self.size = size
        self.height = size if height is None else height
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.height)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setPen(QPen(QColor("#a08f72"), 1, Qt.PenStyle.DashLine))
        p.setBrush(QColor(255, 255, 255, 60))
        p.drawRoundedRect(QRectF(0, 0, self.size, self.height), 3, 3)


__all__ = [
    "MAT",
    "AwardItem",
    "Badge",
    "BoxItem",
    "BoxSlot",
    "Button",
    "DeckItem",
    "GhostBox",
    "Jar",
    "ProjectChip",
    "ProjectItem",
    "ScrollItem",
    "TileItem",
    "VisitTile",
]
