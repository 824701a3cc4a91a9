"""Small icons of the Cuzhi 促织 board: grass, jars, coins, Sounds, indicators, lanterns, grade
badges and crickets (grass, jars, coins and crickets are the game's drawings, :mod:`cuzhi_drawn`).
Each paints centred on a point; pieces and cards use them so one thing looks the same everywhere."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QRadialGradient

from zsgames.ui.boards.cuzhi.drawn import cricket_art, draw_centred
from zsgames.ui.boards.cuzhi.layout import MIN_PT
from zsgames.ui.shared.pieces import font
from zsgames.ui.shared.seat_symbols import paint_seat_symbol

GRADE_COLOURS = ("#9b8b6e", "#5f8f3e", "#3f7fb0", "#8a4fb5", "#c8931c")
GRADE_BADGE = ("普", "三", "二", "一", "皇")  # the first character of each grade's Chinese name
VIRTUE = QColor("#2a5a8a")  # Virtue 德 things are blue, Reputation 望 things red
REPUTATION = QColor("#a0301a")
BADGE = 15.0  # a grade badge (one character at MIN_PT)
INDICATOR_SIDE = 1.35  # an indicator's symbol is this much wider than the square it replaces


def track_colour(track: str) -> QColor:
    return QColor(VIRTUE if track == "V" else REPUTATION)


def grass(p: QPainter, c: QPointF, s: float) -> None:
    draw_centred(p, "grass", c, s * 1.15)


def jar(p: QPainter, c: QPointF, s: float) -> None:
    draw_centred(p, "jar", c, s * 1.15)


def coin(p: QPainter, c: QPointF, r: float, text: str = "") -> None:
    """A coin; ``text`` (a short number) is written on a plain gold coin at MIN_PT."""
    if not text:
        draw_centred(p, "coin", c, r * 2.2)
        return
    grad = QRadialGradient(c + QPointF(-r * 0.3, -r * 0.3), r * 1.3)
    grad.setColorAt(0, QColor("#fff3b0"))
    grad.setColorAt(0.6, QColor("#e8b923"))
    grad.setColorAt(1, QColor("#a87b0c"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#7a5806"), 1.1))
    p.drawEllipse(c, r, r)
    if text:
        p.setPen(QColor("#3a2802"))
        p.setFont(font(MIN_PT, bold=True))
        p.drawText(QRectF(c.x() - r - 4, c.y() - 8, 2 * r + 8, 16), Qt.AlignmentFlag.AlignCenter, text)


def sound(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor("#3a6a9a"), 1.4))
    p.setBrush(QColor("#dbe8f5"))
    p.drawEllipse(c, s * 0.45, s * 0.45)
    for r in (0.14, 0.25, 0.36):
        p.drawArc(QRectF(c.x() - s * r, c.y() - s * r, 2 * s * r, 2 * s * r), -50 * 16, 100 * 16)


Symbol = tuple[str, int]  # a seat's colour name and seat: its symbol (seat_symbols)


def indicator(p: QPainter, c: QPointF, s: float, fill: QColor, symbol: Symbol | None = None) -> None:
    """A player indicator: the seat's symbol in its colour (a plain square when no seat is known)."""
    if symbol is not None:
        side = s * INDICATOR_SIDE
        paint_seat_symbol(p, QRectF(c.x() - side / 2, c.y() - side / 2, side, side), *symbol, fill=QColor(fill))
        return
    p.setPen(QPen(QColor(fill).darker(160), 1.2))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(QRectF(c.x() - s / 2, c.y() - s / 2, s, s), 2.5, 2.5)


def lantern(p: QPainter, c: QPointF, s: float) -> None:
    x, y = c.x(), c.y()
    p.setPen(QPen(QColor("#7a1a10"), 1.1))
    p.setBrush(QColor("#e0553a"))
    p.drawEllipse(QRectF(x - s * 0.35, y - s * 0.4, s * 0.7, s * 0.8))
    p.setBrush(QColor("#e8b923"))
    p.drawRect(QRectF(x - s * 0.18, y - s * 0.5, s * 0.36, s * 0.12))
    p.drawRect(QRectF(x - s * 0.18, y + s * 0.38, s * 0.36, s * 0.12))


def badge(p: QPainter, topleft: QPointF, grade: int) -> QRectF:
    """A grade badge: the grade's first Chinese character, white on the grade's colour."""
    r = QRectF(topleft.x(), topleft.y(), BADGE, BADGE)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(GRADE_COLOURS[grade]).darker(115))
    p.drawRoundedRect(r, 3, 3)
    p.setPen(QColor("white"))
    p.setFont(font(MIN_PT, bold=True))
    p.drawText(r.adjusted(-1, -1, 1, 1), Qt.AlignmentFlag.AlignCenter, GRADE_BADGE[grade])
    return r


def cricket(p: QPainter, c: QPointF, s: float, grade: int, faded: bool = False, crown: bool = False) -> None:
    """A cricket of its grade (its drawing), see-through when ``faded``; a crown for a title cricket."""
    x, y = c.x(), c.y()
    if faded:
        p.setOpacity(p.opacity() * 0.3)
    draw_centred(p, cricket_art(grade), QPointF(x, y + s * 0.05), s * 1.3)
    if faded:
        p.setOpacity(min(1.0, p.opacity() / 0.3))
    if crown and grade != 4:  # the royal cricket's drawing wears its own crown
        _crown(p, QPointF(x - s * 0.2, y - s * 0.05), s * 0.7)


def _crown(p: QPainter, c: QPointF, s: float) -> None:
    """A small gold crown, ``s`` wide at its base, centred on ``c``."""
    x, y, w = c.x(), c.y(), s / 2
    p.setPen(QPen(QColor("#7a5806"), 1.2))
    p.setBrush(QColor("#ffe27a"))
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(x - w, y + s * 0.15),
                QPointF(x - w, y - s * 0.2),
                QPointF(x - w / 2, y),
                QPointF(x, y - s * 0.3),
                QPointF(x + w / 2, y),
                QPointF(x + w, y - s * 0.2),
                QPointF(x + w, y + s * 0.15),
            ]
        )
    )


def resource(p: QPainter, kind: str, c: QPointF, s: float = 14) -> None:
    """One resource icon by its data key: "coins", "grass" or "jars"."""
    if kind == "coins":
        coin(p, c, s * 0.45)
    elif kind == "grass":
        grass(p, c, s)
    else:
        jar(p, c, s)


def amount(p: QPainter, x: float, y: float, kind: str, n: int, colour: QColor | str = "#2b2620") -> float:
    """An icon then its count ("🪙2") starting at (x, y) (top left, 16 tall); returns the width used."""
    resource(p, kind, QPointF(x + 7, y + 8), 14)
    p.setPen(QColor(colour))
    p.setFont(font(MIN_PT, bold=True))
    p.drawText(QRectF(x + 14, y, 12, 16), Qt.AlignmentFlag.AlignCenter, str(n))
    return 27.0
