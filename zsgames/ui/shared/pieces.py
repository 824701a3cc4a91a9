"""Shared painted pieces for the boards: cards, pawns/meeples, disks, coins, dice, highlights.

Everything is drawn with QPainter (no bitmaps), so pieces stay crisp at any zoom. Every piece is
a :class:`~zsgames.ui.boards.base.DragPiece`, so a board can bind it as a drag or click source.
Seat colours come from :func:`seat_colour` so the same player is the same colour everywhere (in the
palette in effect, :mod:`zsgames.ui.shared.seat_palette`); :mod:`zsgames.ui.shared.seat_symbols`
gives each seat a shape as well, so no seat is told by colour alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.boards.items import DragPiece, DropZone, HighlightItem
from zsgames.ui.shared.seat_palette import DEFAULT_SEAT_COLOURS, SEAT_ORDER, colour_blind, seat_palette

#: The default seat colours, by the default seat names of ``GameConfig.make`` (the palette in effect
#: may be the colour-blind one: :func:`colour` reads :func:`~zsgames.ui.shared.seat_palette.seat_palette`).
SEAT_COLOURS = DEFAULT_SEAT_COLOURS

INK = QColor("#2b2620")
PAPER = QColor("#fbf6ea")
TABLE = QColor("#e9e1cf")
HIGHLIGHT = QColor("#ffcc33")


def colour(value: str | QColor | None, fallback: str = "#888888") -> QColor:
    """A QColor from a seat colour name ("Blue", in the palette in effect), any Qt colour name or ``#rrggbb``."""
    if isinstance(value, QColor):
        return QColor(value)
    if not value:
        return QColor(fallback)
    text = seat_palette().get(str(value).capitalize(), str(value))
    c = QColor(text)
    return c if c.isValid() else QColor(fallback)


def seat_colour_name(config: Any, seat: int) -> str:
    """The colour name of ``seat``: the config's ``colour`` seat fact, else the default order."""
    info = config.seat_info(seat) if config is not None else {}
    name = info.get("colour") or info.get("color")
    if name:
        return str(name)
    return SEAT_ORDER[seat % len(SEAT_ORDER)]


def seat_colour(config: Any, seat: int | None) -> QColor:
    if seat is None:
        return QColor("#9a9a9a")
    return colour(seat_colour_name(config, seat))


def shading(lighter: int, darker: int) -> tuple[int, int]:
    """How far a seat piece's gradient runs (``lighter()`` and ``darker()`` factors of its colour): with
    the colour-blind palette only a little, so the piece keeps the palette's colour, which is what
    is measured apart for every vision (``tests/ui/test_seats_colour_blind.py``)."""
    return (108, 104) if colour_blind() else (lighter, darker)


def readable_on(background: QColor) -> QColor:
    """Black or white text, whichever reads better on ``background``."""
    return QColor("#1d1d1d") if background.lightnessF() > 0.6 else QColor("#ffffff")


PANEL_CAPTION_PT = 9.75  # a panel's caption: 13 px, still 8 points on a board drawn at 0.82


def font(size: float = 10, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def _outline(c: QColor, width: float = 1.6) -> QPen:
    pen = QPen(c.darker(170), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


class CardItem(DragPiece):
    """A card: rounded frame, coloured header band with a title, body text and an optional cost.

    ``face_up=False`` draws a patterned back (for hidden cards and deck stacks); ``count`` draws a
    small badge (e.g. the number of cards in a stack).
    """

    def __init__(
        self,
        title: str = "",
        body: str = "",
        colour_: str | QColor | None = "#7a6a55",
        size: tuple[float, float] = (90, 126),
        face_up: bool = True,
        cost: str | int | None = None,
        count: int | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.title, self.body = title, body
        self.band = colour(colour_)
        self.w, self.h = size
        self.face_up, self.cost, self.count = face_up, cost, count
        self.setToolTip("\n".join(t for t in (title, body) if t))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        radius = min(self.w, self.h) * 0.08
        # soft shadow
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 45))
        p.drawRoundedRect(r.translated(2, 3), radius, radius)
        if not self.face_up:
            grad = QLinearGradient(r.topLeft(), r.bottomRight())
            grad.setColorAt(0, self.band.lighter(120))
            grad.setColorAt(1, self.band.darker(130))
            p.setBrush(QBrush(grad))
            p.setPen(_outline(self.band))
            p.drawRoundedRect(r, radius, radius)
            p.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
            inner = r.adjusted(7, 7, -7, -7)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
            p.setBrush(QBrush(QColor(255, 255, 255, 40), Qt.BrushStyle.DiagCrossPattern))
            p.drawRoundedRect(inner.adjusted(4, 4, -4, -4), 3, 3)
        else:
            p.setBrush(PAPER)
            p.setPen(_outline(self.band, 1.4))
            p.drawRoundedRect(r, radius, radius)
            band_h = max(18.0, self.h * 0.2)
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, self.w, band_h + radius), radius, radius)
            clip = QPainterPath()
            clip.addRect(QRectF(0, 0, self.w, band_h))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self.band)
            p.drawPath(path.intersected(clip))
            p.setPen(readable_on(self.band))
            title_font = font(max(6.0, min(11.0, self.w / 9)), bold=True)
            p.setFont(title_font)
            title_rect = QRectF(5, 0, self.w - 10 - (22 if self.cost is not None else 0), band_h)
            title = QFontMetricsF(title_font).elidedText(self.title, Qt.TextElideMode.ElideRight, title_rect.width())
            p.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
            if self.body:
                p.setPen(INK)
                p.setFont(font(max(5.5, min(9.0, self.w / 11))))
                p.drawText(
                    QRectF(6, band_h + 4, self.w - 12, self.h - band_h - 8),
                    Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                    self.body,
                )
            if self.cost is not None:
                _coin(p, QPointF(self.w - 13, band_h / 2), 10, str(self.cost))
        if self.count is not None:
            _badge(p, QPointF(self.w - 4, self.h - 4), str(self.count))


def _coin(p: QPainter, centre: QPointF, radius: float, text: str) -> None:
    grad = QRadialGradient(centre + QPointF(-radius * 0.3, -radius * 0.3), radius * 1.3)
    grad.setColorAt(0, QColor("#fff3b0"))
    grad.setColorAt(0.6, QColor("#e8b923"))
    grad.setColorAt(1, QColor("#a87b0c"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#7a5806"), 1.2))
    p.drawEllipse(centre, radius, radius)
    p.setPen(QColor("#4a3503"))
    p.setFont(font(max(5.0, radius * (0.85 if len(text) < 2 else 0.62)), bold=True))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _badge(p: QPainter, corner: QPointF, text: str) -> None:
    p.setFont(font(8, bold=True))
    w = max(18.0, 8.0 + 7.0 * len(text))
    r = QRectF(corner.x() - w, corner.y() - 16, w, 16)
    p.setBrush(QColor("#2b2620"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(r, 8, 8)
    p.setPen(QColor("white"))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


class PawnItem(DragPiece):
    """A pawn (``shape="pawn"``) or a meeple (``shape="meeple"``) in a seat colour."""

    def __init__(
        self,
        colour_: str | QColor | None,
        size: float = 34,
        shape: str = "pawn",
        label: str = "",
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.fill = colour(colour_)
        self.size, self.shape_kind, self.label = size, shape, label

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2 - 2, -s - 2, s + 4, s + 6)

    def _path(self) -> QPainterPath:
        s = self.size
        path = QPainterPath()
        if self.shape_kind == "meeple":
            w, h = s, s
            path.moveTo(-w * 0.12, -h)
            path.cubicTo(-w * 0.30, -h, -w * 0.30, -h * 0.70, -w * 0.14, -h * 0.68)
            path.lineTo(-w * 0.50, -h * 0.58)
            path.quadTo(-w * 0.56, -h * 0.44, -w * 0.42, -h * 0.42)
            path.lineTo(-w * 0.22, -h * 0.44)
            path.lineTo(-w * 0.42, 0)
            path.lineTo(-w * 0.08, 0)
            path.lineTo(0, -h * 0.22)
            path.lineTo(w * 0.08, 0)
            path.lineTo(w * 0.42, 0)
            path.lineTo(w * 0.22, -h * 0.44)
            path.lineTo(w * 0.42, -h * 0.42)
            path.quadTo(w * 0.56, -h * 0.44, w * 0.50, -h * 0.58)
            path.lineTo(w * 0.14, -h * 0.68)
            path.cubicTo(w * 0.30, -h * 0.70, w * 0.30, -h, w * 0.12, -h)
            path.closeSubpath()
        else:
            path.addEllipse(QPointF(0, -s * 0.78), s * 0.2, s * 0.2)
            body = QPainterPath()
            body.moveTo(-s * 0.14, -s * 0.6)
            body.quadTo(-s * 0.18, -s * 0.3, -s * 0.38, -s * 0.1)
            body.quadTo(-s * 0.42, 0, -s * 0.3, 0)
            body.lineTo(s * 0.3, 0)
            body.quadTo(s * 0.42, 0, s * 0.38, -s * 0.1)
            body.quadTo(s * 0.18, -s * 0.3, s * 0.14, -s * 0.6)
            body.closeSubpath()
            path = path.united(body)
        return path

    def shape(self) -> QPainterPath:
        return self._path()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self._path()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 55))
        p.drawEllipse(QPointF(0, 1), self.size * 0.42, self.size * 0.1)
        grad = QLinearGradient(QPointF(-self.size / 2, -self.size), QPointF(self.size / 2, 0))
        light, dark = shading(135, 120)
        grad.setColorAt(0, self.fill.lighter(light))
        grad.setColorAt(1, self.fill.darker(dark))
        p.setBrush(QBrush(grad))
        p.setPen(_outline(self.fill))
        p.drawPath(path)
        if self.label:
            p.setPen(readable_on(self.fill))
            p.setFont(font(max(6.0, self.size / 4), bold=True))
            p.drawText(
                QRectF(-self.size / 2, -self.size * 0.5, self.size, self.size * 0.45),
                Qt.AlignmentFlag.AlignCenter,
                self.label,
            )


class DiskItem(DragPiece):
    """A round token or marker disk in a colour, with an optional short label."""

    label_min_pt = 6.0  # the label's size follows the radius, never under this (a board may ask more)

    def __init__(
        self, colour_: str | QColor | None, radius: float = 14, label: str = "", parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.fill, self.radius, self.label = colour(colour_), radius, label

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r + 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(QPointF(1, 2.5), r, r)
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.35), r * 1.4)
        light, dark = shading(145, 115)
        grad.setColorAt(0, self.fill.lighter(light))
        grad.setColorAt(1, self.fill.darker(dark))
        p.setBrush(QBrush(grad))
        p.setPen(_outline(self.fill, 1.4))
        p.drawEllipse(QPointF(0, 0), r, r)
        p.setPen(QPen(QColor(255, 255, 255, 70), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72)
        if self.label:
            p.setPen(readable_on(self.fill))
            p.setFont(font(max(self.label_min_pt, r * 0.75), bold=True))
            p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.label)


class CoinItem(DragPiece):
    """A gold coin showing its value."""

    def __init__(self, value: int | str = 1, radius: float = 13, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value, self.radius = value, radius

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _coin(p, QPointF(0, 0), self.radius, str(self.value))


_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


class DieItem(DragPiece):
    """A six-sided die showing pips (1–6) or a number/text for other values."""

    def __init__(
        self,
        value: int | str | None,
        colour_: str | QColor | None = "#fdfdfd",
        size: float = 32,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.value, self.fill, self.size = value, colour(colour_), size

    def boundingRect(self) -> QRectF:
        s = self.size / 2 + 3
        return QRectF(-s, -s, 2 * s, 2 * s + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        r = QRectF(-s / 2, -s / 2, s, s)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r.translated(1.5, 2.5), s * 0.18, s * 0.18)
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, self.fill.lighter(110))
        grad.setColorAt(1, self.fill.darker(112))
        p.setBrush(QBrush(grad))
        p.setPen(_outline(self.fill, 1.3))
        p.drawRoundedRect(r, s * 0.18, s * 0.18)
        ink = readable_on(self.fill)
        if isinstance(self.value, int) and self.value in _PIPS:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ink)
            step = s * 0.26
            for dx, dy in _PIPS[self.value]:
                p.drawEllipse(QPointF(dx * step, dy * step), s * 0.085, s * 0.085)
        elif self.value is not None:
            p.setPen(ink)
            p.setFont(font(s * 0.35, bold=True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(self.value))


class PanelItem(QGraphicsObject):
    """A flat rounded panel (a player mat, a market row, a track) with an optional caption."""

    def __init__(
        self,
        rect: QRectF,
        fill: str | QColor = "#f4ecd8",
        caption: str = "",
        edge: str | QColor | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.rect, self.fill, self.caption = QRectF(rect), colour(fill), caption
        self.edge = colour(edge) if edge is not None else self.fill.darker(135)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(self.fill)
        p.setPen(QPen(self.edge, 1.5))
        p.drawRoundedRect(self.rect, 10, 10)
        if self.caption:
            p.setPen(readable_on(self.fill).lighter(140) if self.fill.lightnessF() < 0.6 else QColor("#5a4e3c"))
            p.setFont(font(PANEL_CAPTION_PT, bold=True))
            p.drawText(
                self.rect.adjusted(10, 4, -10, -4), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.caption
            )


class LabelItem(QGraphicsObject):
    """Plain text drawn in a box (wraps), for headings and small captions on a board."""

    def __init__(
        self,
        text: str,
        rect: QRectF,
        size: float = 10,
        bold: bool = False,
        colour_: str | QColor = INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.text, self.rect, self.size, self.bold = text, QRectF(rect), size, bold
        self.colour, self.align = colour(colour_), align
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setPen(self.colour)
        p.setFont(font(self.size, self.bold))
        p.drawText(self.rect, int(self.align) | int(Qt.TextFlag.TextWordWrap), self.text)


__all__ = [
    "HIGHLIGHT",
    "INK",
    "PAPER",
    "SEAT_COLOURS",
    "SEAT_ORDER",
    "TABLE",
    "CardItem",
    "CoinItem",
    "DieItem",
    "DiskItem",
    "DragPiece",
    "DropZone",
    "HighlightItem",
    "LabelItem",
    "PanelItem",
    "PawnItem",
    "colour",
    "font",
    "readable_on",
    "seat_colour",
    "seat_colour_name",
]
