"""Painted Zooscape pieces: cards with a picture per type (drawn here with QPainter paths),
flower (points) and flag (safe maximum); the dividers, the cut and flipping disks."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.core.i18n import _
from zsgames.games.zooscape.table import C, card_name
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.boards.zooscape.art_items import ACTION_ART, art_of, draw_art
from zsgames.ui.boards.zooscape.layout import SMALL
from zsgames.ui.shared.pieces import INK, PAPER, DiskItem, font, readable_on
from zsgames.ui.shared.seat_symbols import symbol_path

CW, CH = 72.0, 104.0  # a full-size card
STACK_DX, STACK_DY = 3.0, 1.5  # how far each card beneath a stack shows

# the curio types' bands: none in a seat's hue and saturation in either palette (a shade of a seat's
# colour would pass for that seat's piece)
TYPE_COLOURS = ("#3f8f68", "#c2415d", "#5b6b7d", "#d08a2d", "#8a5a2b", "#6a5acd", "#888848", "#b03a8c")
KIND_COLOURS = {
    C.COIN: "#c9a227",
    C.FIRE: "#d8431f",
    C.CAT: "#e09a2a",
    C.BREAK: "#7d7468",
    C.COPY: "#2f8f8f",
    C.APPRENTICE: "#4a4a4a",
}


def card_colour(kind: int) -> QColor:
    return QColor(TYPE_COLOURS[kind] if kind < C.CURIO_TYPES else KIND_COLOURS[kind])


# --- pictures (unit box −1…1, drawn for this project) -----------------------------------------------
def _glyph(kind: int) -> QPainterPath:
    p = QPainterPath()
    if kind == 0:  # tea bowl with steam
        p.moveTo(-0.8, -0.1)
        p.cubicTo(-0.75, 0.6, 0.75, 0.6, 0.8, -0.1)
        p.closeSubpath()
        p.addRect(QRectF(-0.3, 0.42, 0.6, 0.14))
        for x in (-0.3, 0.0, 0.3):
            p.moveTo(x, -0.25)
            p.cubicTo(x - 0.15, -0.45, x + 0.15, -0.55, x, -0.75)
    elif kind == 1:  # folding fan
        p.moveTo(0, 0.6)
        p.arcTo(QRectF(-1.0, -0.9, 2.0, 3.0), 35, 110)
        p.closeSubpath()
        for a in range(40, 150, 18):
            p.moveTo(0, 0.6)
            p.lineTo(math.cos(math.radians(a)) * 0.95, 0.6 - math.sin(math.radians(a)) * 1.4)
    elif kind == 2:  # katana
        p.moveTo(-0.75, 0.75)
        p.quadTo(0.1, 0.1, 0.85, -0.85)
        p.quadTo(0.2, 0.0, -0.6, 0.85)
        p.closeSubpath()
        p.addEllipse(QPointF(-0.45, 0.45), 0.16, 0.08)
        p.addRect(QRectF(-0.85, 0.55, 0.22, 0.35))
    elif kind == 3:  # parasol
        p.moveTo(-0.9, 0.0)
        p.cubicTo(-0.8, -0.9, 0.8, -0.9, 0.9, 0.0)
        for i in range(4):  # scalloped rim, right to left
            x = 0.9 - i * 0.45
            p.quadTo(x - 0.225, -0.18, x - 0.45, 0.0)
        p.closeSubpath()
        p.addRect(QRectF(-0.04, -0.1, 0.08, 0.9))
        p.addEllipse(QPointF(-0.08, 0.82), 0.1, 0.06)
    elif kind == 4:  # lute
        p.addEllipse(QRectF(-0.6, -0.1, 1.2, 1.0))
        p.addRect(QRectF(-0.1, -0.9, 0.2, 0.85))
        p.addRect(QRectF(-0.22, -0.98, 0.44, 0.16))
        p.addEllipse(QPointF(0, 0.4), 0.16, 0.16)
    elif kind == 5:  # figurine (a round little statuette)
        p.addEllipse(QPointF(0, -0.45), 0.3, 0.3)
        p.moveTo(-0.5, 0.85)
        p.cubicTo(-0.7, 0.1, -0.3, -0.2, 0, -0.2)
        p.cubicTo(0.3, -0.2, 0.7, 0.1, 0.5, 0.85)
        p.closeSubpath()
    elif kind == 6:  # chopsticks on a rest
        p.moveTo(-0.7, -0.85)
        p.lineTo(-0.58, -0.88)
        p.lineTo(0.22, 0.85)
        p.lineTo(0.14, 0.88)
        p.closeSubpath()
        p.moveTo(-0.2, -0.9)
        p.lineTo(-0.08, -0.9)
        p.lineTo(0.55, 0.85)
        p.lineTo(0.46, 0.88)
        p.closeSubpath()
        p.addRoundedRect(QRectF(-0.45, 0.35, 0.9, 0.16), 0.08, 0.08)
    elif kind == C.KIMONO:
        p.moveTo(-0.3, -0.8)
        p.lineTo(-0.95, -0.45)
        p.lineTo(-0.8, 0.0)
        p.lineTo(-0.45, -0.15)
        p.lineTo(-0.45, 0.9)
        p.lineTo(0.45, 0.9)
        p.lineTo(0.45, -0.15)
        p.lineTo(0.8, 0.0)
        p.lineTo(0.95, -0.45)
        p.lineTo(0.3, -0.8)
        p.lineTo(0, -0.45)
        p.closeSubpath()
        p.addRect(QRectF(-0.45, 0.05, 0.9, 0.2))  # the obi
    elif kind == C.FIRE:
        p.moveTo(0, -0.95)
        p.cubicTo(0.3, -0.5, 0.8, -0.2, 0.6, 0.4)
        p.cubicTo(0.5, 0.8, -0.5, 0.8, -0.6, 0.4)
        p.cubicTo(-0.7, 0.0, -0.4, -0.2, -0.3, -0.5)
        p.cubicTo(-0.15, -0.25, 0.05, -0.3, 0, -0.95)
        p.addEllipse(QPointF(0, 0.35), 0.22, 0.3)
    elif kind == C.CAT:  # beckoning cat
        p.addEllipse(QRectF(-0.55, -0.6, 1.1, 0.9))
        p.moveTo(-0.5, -0.4)
        p.lineTo(-0.45, -0.95)
        p.lineTo(-0.15, -0.6)
        p.moveTo(0.5, -0.4)
        p.lineTo(0.45, -0.95)
        p.lineTo(0.15, -0.6)
        p.addRoundedRect(QRectF(-0.5, 0.25, 1.0, 0.65), 0.3, 0.3)
        p.addRoundedRect(QRectF(0.55, -0.35, 0.28, 0.65), 0.14, 0.14)  # the raised paw
    elif kind == C.BREAK:  # a bowl in two halves
        p.moveTo(-0.85, -0.2)
        p.cubicTo(-0.8, 0.55, -0.2, 0.6, -0.08, 0.55)
        p.lineTo(0.05, 0.2)
        p.lineTo(-0.12, -0.05)
        p.lineTo(0.02, -0.2)
        p.closeSubpath()
        p.moveTo(0.15, -0.3)
        p.lineTo(0.02, -0.12)
        p.lineTo(0.2, 0.12)
        p.lineTo(0.08, 0.5)
        p.cubicTo(0.4, 0.45, 0.8, 0.3, 0.9, -0.3)
        p.closeSubpath()
    elif kind == C.COPY:
        p.addRoundedRect(QRectF(-0.75, -0.8, 0.95, 1.25), 0.12, 0.12)
        p.addRoundedRect(QRectF(-0.2, -0.45, 0.95, 1.25), 0.12, 0.12)
    else:  # apprentice: a small figure with a cap
        p.addEllipse(QPointF(0, -0.45), 0.26, 0.26)
        p.moveTo(-0.35, -0.62)
        p.lineTo(0.35, -0.62)
        p.lineTo(0, -0.9)
        p.closeSubpath()
        p.moveTo(-0.6, 0.9)
        p.cubicTo(-0.6, -0.1, 0.6, -0.1, 0.6, 0.9)
        p.closeSubpath()
    return p


def _flower(p: QPainter, centre: QPointF, r: float, text: str) -> None:
    p.setPen(QPen(QColor("#b0485f"), 1))
    p.setBrush(QColor("#f6c1cc"))
    for i in range(5):
        a = math.radians(i * 72 - 90)
        p.drawEllipse(centre + QPointF(math.cos(a) * r * 0.55, math.sin(a) * r * 0.55), r * 0.5, r * 0.5)
    p.setBrush(QColor("#fff4c2"))
    p.drawEllipse(centre, r * 0.6, r * 0.6)
    if text:
        p.setPen(INK)
        p.setFont(font(max(SMALL, r * 0.85), bold=True))
        p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)


def _flag(p: QPainter, box: QRectF, text: str) -> None:
    """A swallow-tailed pennant on a pole filling ``box``, its number on the cloth."""
    pole = box.left() + 1.5
    p.setPen(QPen(QColor("#3a3a3a"), 1.4))
    p.drawLine(QPointF(pole, box.top()), QPointF(pole, box.bottom()))
    cloth = QRectF(pole, box.top(), box.right() - pole, box.height() * 0.78)
    path = QPainterPath(cloth.topLeft())
    path.lineTo(cloth.topRight())
    path.lineTo(cloth.right() - cloth.width() * 0.22, cloth.center().y())
    path.lineTo(cloth.bottomRight())
    path.lineTo(cloth.bottomLeft())
    path.closeSubpath()
    p.setPen(QPen(QColor("#9a1f1f"), 1))
    p.setBrush(QColor("#e23b3b"))
    p.drawPath(path)
    if text:
        p.setPen(QColor("white"))
        p.setFont(font(max(SMALL, cloth.height() * 0.62), bold=True))
        p.drawText(cloth.adjusted(0, -1, -cloth.width() * 0.2, 1), Qt.AlignmentFlag.AlignCenter, text)


def _stamp(p: QPainter, centre: QPointF, text: str) -> None:
    """A red ink stamp on a white plate, tilted: it reads on every card colour, the purple kimono too."""
    f = font(SMALL, bold=True)
    width = QFontMetricsF(f).horizontalAdvance(text) + 8
    plate = QRectF(-width / 2, -8.5, width, 17)
    p.save()
    p.translate(centre)
    p.rotate(-8)
    p.setPen(QPen(QColor("#c0262d"), 1.6))
    p.setBrush(QColor(255, 255, 255, 240))
    p.drawRoundedRect(plate, 3, 3)
    p.setPen(QColor("#b01d24"))
    p.setFont(f)
    p.drawText(plate, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def _fits(text: str, size: float, bold: bool, width: float) -> bool:
    return QFontMetricsF(font(size, bold)).horizontalAdvance(text) <= width


class ZooCard(DragPiece):
    """A Zooscape card: picture, name band, flower (points) and flag (safe maximum).

    Small cards leave out what would be drawn under :data:`SMALL` points: the name below 70 units,
    the flower and the flag below 44 (a player's stacks say count, flag and points under the card);
    the details on demand tell everything."""

    def __init__(
        self,
        card: int | None,
        w: float = CW,
        h: float = CH,
        face_up: bool = True,
        label: str = "",
        count: int | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.card, self.w, self.h, self.face_up, self.label, self.count = card, w, h, face_up, label, count
        self.kind = C.KIND[card] if card is not None else -1
        self.marked = ""  # a red stamp on the picture (when it fits), white-edged to read on any card
        self.depth = 0  # cards drawn beneath, offset up and left: a stack of several looks like one

    def boundingRect(self) -> QRectF:
        dx, dy = self.depth * STACK_DX, self.depth * STACK_DY
        return QRectF(-2 - dx, -2 - dy, self.w + 6 + dx, self.h + 7 + dy)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        rad = self.w * 0.08
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(r.translated(2, 3), rad, rad)
        for k in range(self.depth, 0, -1):  # the cards beneath, the deepest first
            p.setBrush(PAPER.darker(104 + 4 * k))
            p.setPen(QPen(card_colour(self.kind).darker(140), 1.2))
            p.drawRoundedRect(r.translated(-k * STACK_DX, -k * STACK_DY), rad, rad)
        if not self.face_up:
            self._paint_back(p, r, rad)
        else:
            self._paint_face(p, r, rad)
        if self.count is not None and self.w >= 40:
            p.setFont(font(SMALL, bold=True))
            badge = QRectF(self.w / 2 - 13, self.h - 20, 26, 17)
            p.setBrush(QColor("#2b2620"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(badge, 8, 8)
            p.setPen(QColor("white"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))

    def name(self) -> str:
        """The name on the card's band, in the language now ("Gold coin": its value is on the coin)."""
        if self.card is None:
            return ""
        return _("Gold coin", context="card") if self.kind == C.COIN else str(card_name(self.card))

    def _paint_back(self, p: QPainter, r: QRectF, rad: float) -> None:
        draw_art(p, "action_back", r)

    def _paint_face(self, p: QPainter, r: QRectF, rad: float) -> None:
        if self.kind in ACTION_ART:
            self._paint_action(p, r)
            return
        band = card_colour(self.kind)
        p.setBrush(PAPER)
        p.setPen(QPen(band.darker(140), 1.6))
        p.drawRoundedRect(r, rad, rad)
        name = self.label or self.name()
        named = self.w >= 70 and _fits(name, SMALL, False, self.w - 4)
        band_h = 17.0 if named else max(4.0, self.h * 0.1)
        clip = QPainterPath()
        clip.addRoundedRect(r, rad, rad)
        strip = QPainterPath()
        strip.addRect(QRectF(0, self.h - band_h, self.w, band_h))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(band)
        p.drawPath(clip.intersected(strip))
        if named:
            p.setPen(readable_on(band))
            p.setFont(font(SMALL))
            p.drawText(QRectF(2, self.h - band_h, self.w - 4, band_h), Qt.AlignmentFlag.AlignCenter, name)
        digits = self.w >= 44
        top = 22.0 if digits else 2.0  # the flower and the flag take the top corners
        body = QRectF(2, top, self.w - 4, self.h - band_h - top - 2)
        box = max(4.0, min(body.width() * 0.42, body.height() * 0.42))
        centre = body.center()
        art = art_of(self.kind)
        if self.kind == C.COIN and self.card is not None:
            self._coin(p, centre, box * 1.05, str(C.COIN_VALUE[self.card]), digits)
        elif art is not None:
            side = 2 * box * 1.22
            draw_art(p, art, QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side))
        else:
            p.save()
            p.translate(centre)
            p.scale(box, box)
            p.setBrush(band)
            p.setPen(QPen(band.darker(170), 2.2 / box))
            p.drawPath(_glyph(self.kind))
            p.restore()
        if digits and self.kind < C.CURIO_TYPES:
            _flower(p, QPointF(11, 11), 9.5, str(C.FLOWER[self.kind]))
            _flag(p, QRectF(self.w - 22, 2, 19, 20), str(C.FLAG[self.kind]))
        elif digits and self.kind == C.FIRE:
            p.setPen(QColor("#b02a10"))
            p.setFont(font(SMALL + 1, bold=True))
            p.drawText(QRectF(4, 2, self.w - 8, 18), Qt.AlignmentFlag.AlignRight, f"{C.FIRE_POINTS}")
        if self.marked and _fits(self.marked, SMALL, True, self.w - 8) and self.h >= 56:
            _stamp(p, QPointF(self.w / 2, top + 9), self.marked)

    def _paint_action(self, p: QPainter, r: QRectF) -> None:
        """An action card: the drawn frame, its picture in the window, its name (or Fire's points) on
        the vermilion band when that reads at :data:`SMALL` points."""
        draw_art(p, "action_frame", r)
        sx, sy = r.width() / 90, r.height() / 126  # the frame's own units
        window = QRectF(12 * sx, 31 * sy, 66 * sx, 62 * sy)
        side = min(window.width(), window.height()) * 1.05
        draw_art(
            p, ACTION_ART[self.kind], QRectF(window.center().x() - side / 2, window.center().y() - side / 2, side, side)
        )
        band = QRectF(7 * sx, 6 * sy, 76 * sx, 18 * sy)
        name = self.label or self.name()
        p.setFont(font(SMALL, bold=True))
        if self.kind == C.FIRE and band.height() >= 14:  # its points on the band, white on vermilion
            p.setPen(QColor("white"))
            p.drawText(band.adjusted(0, -3, 0, 3), Qt.AlignmentFlag.AlignCenter, str(C.FIRE_POINTS))
        foot = QRectF(4 * sx, 95 * sy, 82 * sx, 27 * sy)  # under the window, on the paper
        if foot.height() >= 14 and _fits(name, SMALL, True, foot.width()):
            p.setPen(INK)
            p.drawText(foot.adjusted(0, -2, 0, 2), Qt.AlignmentFlag.AlignCenter, name)

    @staticmethod
    def _coin(p: QPainter, centre: QPointF, radius: float, text: str, digits: bool) -> None:
        draw_art(p, "coin", QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 248, 225, 235))  # a plate for the value over the square hole
        p.drawEllipse(centre, radius * 0.5, radius * 0.5)
        if digits or radius >= 9:
            p.setPen(QColor("#4a3503"))
            p.setFont(font(max(SMALL, radius * 0.8), bold=True))
            r = max(radius, 9.0)
            p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)


class Divider(DragPiece):
    """The master's cut: a bar with the two group numbers on its sides (``left`` on the left)."""

    def __init__(self, left: int, height: float = CH, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.left, self.bar = left, height

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -8, 68, self.bar + 16)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#b59a6a"), 1.2))  # a plate of its own: two dividers side by side stay two
        p.setBrush(QColor("#f8f1e2"))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 9, 9)
        p.setPen(QPen(QColor("#3a2a1a"), 1.5))
        p.setBrush(QColor("#c8a46a"))
        p.drawRoundedRect(QRectF(-5, -6, 10, self.bar + 12), 4, 4)
        for x, n in ((-21, self.left), (21, 3 - self.left)):
            p.setBrush(QColor("#f2f2f2"))
            p.drawEllipse(QPointF(x, self.bar / 2), 12, 12)
            p.setPen(INK)
            p.setFont(font(11, bold=True))
            p.drawText(QRectF(x - 12, self.bar / 2 - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, str(n))
            p.setPen(QPen(QColor("#3a2a1a"), 1.5))


class CutBar(QGraphicsObject):
    """Where the row was cut, between the two group zones (a bot's split slides it in)."""

    def __init__(self, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.bar = height
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -2, 12, self.bar + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#3a2a1a"), 1.2))
        p.setBrush(QColor("#c8a46a"))
        p.drawRoundedRect(QRectF(-4, 0, 8, self.bar), 3, 3)


def paint_symbol_badge(p: QPainter, centre: QPointF, side: float, shape: str, fill: QColor) -> None:
    """A seat's symbol on a small white plate, so it reads on any colour (a disk, a meeple, a row)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#1f1b16"), 1.0))
    p.setBrush(QColor("#fbf8f1"))
    p.drawEllipse(centre, side * 0.62, side * 0.62)
    pen = QPen(QColor("#1f1b16"), max(1.0, side / 12))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.setPen(pen)
    p.setBrush(fill)
    half = side * 0.42
    p.drawPath(symbol_path(shape, QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)))
    p.restore()


class SeatDisk(DiskItem):
    """A seat-coloured disk with its seat's symbol (``shape``) on a badge at its lower right."""

    label_min_pt = SMALL

    def __init__(self, colour_: Any, radius: float = 13, label: str = "", shape: str = "") -> None:
        super().__init__(colour_, radius, label)
        self.symbol = shape

    def badge_centre(self) -> QPointF:
        return QPointF(self.radius * 0.8, self.radius * 0.7)

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r + self.radius * 0.4, 2 * r + self.radius * 0.4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)
        if self.symbol:
            paint_symbol_badge(p, self.badge_centre(), max(9.0, self.radius * 0.85), self.symbol, self.fill)


class SeatBadge(QGraphicsObject):
    """A seat's symbol on its own (beside a row's name, a meeple), ``side`` × ``side``."""

    def __init__(self, shape: str, fill: QColor, side: float = 14.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.symbol, self.fill, self.side = shape, QColor(fill), side
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.side + 2, self.side + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        c = self.side / 2
        paint_symbol_badge(p, QPointF(c, c), self.side / 1.3, self.symbol, self.fill)


class FlipDisk(SeatDisk):
    """A selection disk that shows its number only when ``shown``; ``set_flip`` animates the reveal."""

    def __init__(self, colour_: Any, number: int | None, shown: bool, radius: float = 13, shape: str = "") -> None:
        super().__init__(colour_, radius, str(number) if shown and number else "?", shape)
        self.number = number if shown else None  # a face-down disk knows nothing of its number
        self.caption: QGraphicsItem | None = None  # who chose it, shown once it is turned over

    def set_flip(self, t: float) -> None:
        """0 → face down, 1 → face up: the disk is lifted and turned over about its upright axis (in
        perspective), its face showing from half way; it lands face up at its own size."""
        t = min(1.0, max(0.0, t))
        self.label = str(self.number) if t >= 0.5 else "?"
        angle = 180 * t if t < 0.5 else 180 * t - 180  # the back side turning away, then the face turning in
        lift = 1 + 0.3 * math.sin(math.pi * t)
        turn = QTransform().scale(lift, lift).rotate(angle, Qt.Axis.YAxis) if t < 1 else QTransform()
        self.setTransform(turn)
        self.update()


class GroupDisk(DiskItem):
    """A group disk (1 or 2): white, its number in bold at a readable size whatever its radius."""

    def __init__(self, number: int, radius: float = 10.0) -> None:
        super().__init__("#f2f2f2", radius, "")
        self.number = number

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)
        p.setPen(INK)
        p.setFont(font(SMALL, bold=True))
        r = max(self.radius, 8.0)
        p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.number))


class Emblem(QGraphicsObject):
    """A card's flower or flag on its own, for the board's legend ("flower" or "flag")."""

    def __init__(self, which: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.which = which
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 20, 20)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.which == "flower":
            _flower(p, QPointF(10, 10), 9.5, "")
        else:
            _flag(p, QRectF(1, 0, 18, 19), "")
