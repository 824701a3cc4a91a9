"""Painted Zooscape pieces: cards with a picture per type (drawn here with QPainter paths),
flower (points) and flag (safe maximum); the divider, the swap button and flipping disks."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.games.zooscape import cards as C
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.pieces import INK, PAPER, DiskItem, font, readable_on

CW, CH = 82.0, 118.0  # a full-size card

TYPE_COLOURS = ("#3f8f68", "#c2415d", "#5b6b7d", "#d08a2d", "#8a5a2b", "#6a5acd", "#3f7fa8", "#b03a8c")
KIND_COLOURS = {C.COIN: "#c9a227", C.FIRE: "#d8431f", C.CAT: "#e09a2a", C.BREAK: "#7d7468", C.COPY: "#2f8f8f",
                C.APPRENTICE: "#4a4a4a"}
ACTION_HELP = {
    C.FIRE: "Fire: kept; costs 4 points at the end.",
    C.CAT: "Lucky Cat: goes to the box; draw a random card from the deck and keep it.",
    C.BREAK: "Breakage: goes to the box with two of your curios (your choice).",
    C.COPY: "Copy: joins the curio type you hold most of and counts as one more of it.",
    C.APPRENTICE: "Apprentice: whoever holds it at the end of the round takes the bin and becomes master.",
}


def card_colour(kind: int) -> QColor:
    return QColor(TYPE_COLOURS[kind] if kind < C.CURIO_TYPES else KIND_COLOURS[kind])


def card_tooltip(card: int) -> str:
    kind = C.KIND[card]
    if kind < C.CURIO_TYPES:
        return (f"{C.TYPE_NAMES[kind]} — {C.FLOWER[kind]} points each while you hold at most "
                f"{C.FLAG[kind]}; above that every {C.TYPE_NAMES[kind].lower()} costs 1 point.")
    if kind == C.COIN:
        return f"Gold coin — worth {C.COIN_VALUE[card]} points."
    return ACTION_HELP[kind]


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
    p.drawEllipse(centre, r * 0.55, r * 0.55)
    p.setPen(INK)
    p.setFont(font(max(6.0, r * 0.8), bold=True))
    p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)


def _flag(p: QPainter, at: QPointF, r: float, text: str) -> None:
    p.setPen(QPen(QColor("#3a3a3a"), 1.2))
    p.drawLine(at + QPointF(-r * 0.7, -r), at + QPointF(-r * 0.7, r))
    path = QPainterPath(at + QPointF(-r * 0.7, -r))
    path.lineTo(at + QPointF(r * 0.9, -r * 0.6))
    path.lineTo(at + QPointF(-r * 0.7, r * 0.2))
    path.closeSubpath()
    p.setBrush(QColor("#e23b3b"))
    p.drawPath(path)
    p.setPen(QColor("white"))
    p.setFont(font(max(5.5, r * 0.7), bold=True))
    p.drawText(QRectF(at.x() - r * 0.7, at.y() - r, r * 1.2, r * 1.1), Qt.AlignmentFlag.AlignCenter, text)


class ZooCard(DragPiece):
    """A Zooscape card: picture, name band, flower (points) and flag (safe maximum)."""

    def __init__(self, card: int | None, w: float = CW, h: float = CH, face_up: bool = True, label: str = "",
                 count: int | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card, self.w, self.h, self.face_up, self.label, self.count = card, w, h, face_up, label, count
        self.kind = C.KIND[card] if card is not None else -1
        self.marked = ""  # a red note painted across the bottom (over the flag)
        if card is not None and face_up:
            self.setToolTip(card_tooltip(card))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 6, self.h + 7)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        rad = self.w * 0.08
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(r.translated(2, 3), rad, rad)
        if not self.face_up:
            self._paint_back(p, r, rad)
        else:
            self._paint_face(p, r, rad)
        if self.count is not None:
            p.setFont(font(max(7.0, self.w / 8), bold=True))
            badge = QRectF(self.w / 2 - 13, 3, 26, 18)  # between the flower and the flag
            p.setBrush(QColor("#2b2620"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(badge, 9, 9)
            p.setPen(QColor("white"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))

    def _paint_back(self, p: QPainter, r: QRectF, rad: float) -> None:
        p.setBrush(QColor("#7a4b2a"))
        p.setPen(QPen(QColor("#4a2c18"), 1.4))
        p.drawRoundedRect(r, rad, rad)
        p.setBrush(QBrush(QColor(255, 230, 190, 60), Qt.BrushStyle.DiagCrossPattern))
        p.setPen(QPen(QColor(255, 230, 190, 140), 1))
        p.drawRoundedRect(r.adjusted(5, 5, -5, -5), rad * 0.6, rad * 0.6)
        _flower(p, QPointF(self.w / 2, self.h / 2 + 4), min(self.w, self.h) * 0.16, "")
        if self.label:
            p.setPen(QColor("white"))
            p.setFont(font(max(7.0, self.w / 9), bold=True))
            p.drawText(QRectF(0, self.h - 24, self.w, 18), Qt.AlignmentFlag.AlignCenter, self.label)

    def _paint_face(self, p: QPainter, r: QRectF, rad: float) -> None:
        band = card_colour(self.kind)
        p.setBrush(PAPER)
        p.setPen(QPen(band.darker(140), 1.6))
        p.drawRoundedRect(r, rad, rad)
        band_h = self.h * 0.17
        clip = QPainterPath()
        clip.addRoundedRect(r, rad, rad)
        top = QPainterPath()
        top.addRect(QRectF(0, self.h - band_h, self.w, band_h))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(band)
        p.drawPath(clip.intersected(top))
        if self.w >= 70:  # small cards show the picture only (the tooltip names them)
            name = self.label or ("Gold coin" if self.kind == C.COIN else C.card_name(self.card))  # type: ignore[arg-type]
            p.setPen(readable_on(band))
            p.setFont(font(max(6.0, min(10.0, self.w / 9)), bold=True))
            p.drawText(QRectF(2, self.h - band_h, self.w - 4, band_h), Qt.AlignmentFlag.AlignCenter, name)
        # the picture
        box = min(self.w * 0.36, (self.h - band_h) * 0.3)
        centre = QPointF(self.w / 2, (self.h - band_h) * 0.56)
        if self.kind == C.COIN:
            self._coin(p, centre, box * 1.15, str(C.COIN_VALUE[self.card]))
        else:
            p.save()
            p.translate(centre)
            p.scale(box, box)
            p.setBrush(band)
            p.setPen(QPen(band.darker(170), 2.2 / box))
            p.drawPath(_glyph(self.kind))
            p.restore()
        s = min(self.w, self.h) * 0.13
        if self.kind < C.CURIO_TYPES:
            _flower(p, QPointF(s + 3, s + 3), s, str(C.FLOWER[self.kind]))
            _flag(p, QPointF(self.w - s - 2, s + 3), s, str(C.FLAG[self.kind]))
        elif self.kind == C.FIRE:
            p.setPen(QColor("#b02a10"))
            p.setFont(font(max(7.0, s), bold=True))
            p.drawText(QRectF(4, 2, self.w - 8, s * 2), Qt.AlignmentFlag.AlignRight, f"{C.FIRE_POINTS}")
        if self.marked:
            p.setPen(QColor("#c0262d"))
            p.setFont(font(max(7.0, s * 0.9), bold=True))
            p.drawText(QRectF(0, self.h - band_h - s * 2, self.w, s * 2), Qt.AlignmentFlag.AlignCenter, self.marked)

    @staticmethod
    def _coin(p: QPainter, centre: QPointF, radius: float, text: str) -> None:
        p.setBrush(QColor("#e8b923"))
        p.setPen(QPen(QColor("#7a5806"), 1.5))
        p.drawEllipse(centre, radius, radius)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, radius * 0.78, radius * 0.78)
        p.setPen(QColor("#4a3503"))
        p.setFont(font(max(7.0, radius * 0.8), bold=True))
        p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                   Qt.AlignmentFlag.AlignCenter, text)


class Divider(DragPiece):
    """The master's cut: a bar with the two group numbers on its sides."""

    def __init__(self, left: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.left = left
        self.setToolTip("Drag into a gap of the row to split it there; the numbers show which side becomes group 1 "
                        "and which group 2 (the “swap 1 ⇄ 2” button turns them round)")

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -14, 68, CH + 28)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#3a2a1a"), 1.5))
        p.setBrush(QColor("#c8a46a"))
        p.drawRoundedRect(QRectF(-5, -10, 10, CH + 20), 4, 4)
        for x, n in ((-21, self.left), (21, 3 - self.left)):
            p.setBrush(QColor("#f2f2f2"))
            p.drawEllipse(QPointF(x, CH / 2), 12, 12)
            p.setPen(INK)
            p.setFont(font(11, bold=True))
            p.drawText(QRectF(x - 12, CH / 2 - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, str(n))
            p.setPen(QPen(QColor("#3a2a1a"), 1.5))


class SwapButton(DragPiece):
    """"1 ⇄ 2": swaps which side of the divider becomes group 1 (a board-only toggle)."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 120, 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor("#fff6df"))
        p.setPen(QPen(QColor("#8a6a3a"), 1.4))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 14, 14)
        p.setPen(INK)
        p.setFont(font(10, bold=True))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "swap 1 ⇄ 2")


class FlipDisk(DiskItem):
    """A selection disk that shows its number only when ``shown``; ``flip`` animates the reveal."""

    def __init__(self, colour_: Any, number: int | None, shown: bool, radius: float = 16) -> None:
        super().__init__(colour_, radius, str(number) if shown and number else "?")
        self.number = number

    def set_flip(self, t: float) -> None:
        """0 → face down, 1 → face up; the disk narrows and widens like a coin turning over."""
        sx = abs(math.cos(math.pi * t)) if t < 1 else 1.0
        self.label = str(self.number) if t >= 0.5 else "?"
        self.setTransform(QTransform.fromScale(max(0.05, sx), 1.0))
        self.update()
