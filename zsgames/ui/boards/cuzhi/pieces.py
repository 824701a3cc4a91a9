"""Painted pieces of the Cuzhi 促织 board: crickets and tokens with their counts, shaped dice, worker
and hire spaces. Cards are in :mod:`cuzhi_cards`. Every text is MIN_PT or more and fits its box."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.core.i18n import _
from zsgames.games.cuzhi.table import D
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.boards.cuzhi import icons as icons
from zsgames.ui.boards.cuzhi.drawn import die_face, draw_art
from zsgames.ui.boards.cuzhi.layout import MIN_PT, SH, SW, tall_enough
from zsgames.ui.boards.items import glow
from zsgames.ui.shared.pieces import INK, font
from zsgames.ui.shared.seat_symbols import paint_seat_symbol

PAPER = QColor("#fbf6ea")
CLOSED = QColor("#d3cdc0")
EDGE = QColor("#7a6a55")


def _count_text(p: QPainter, x: float, count: int, prefix: str = "") -> None:
    p.setPen(INK)
    p.setFont(font(MIN_PT, bold=True))
    p.drawText(QRectF(x, -8, 26, 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{prefix}{count}")


COUNT_GAP = 5.0  # from a cricket's side to its count (the next pile's crickets lie past the count)
STACK_STEP = QPointF(-2.0, -2.5)  # each piece under the top one of a pile lies this much up-left
STACK_MOST = 3  # pieces drawn in a pile at most (its count says how many)


def in_pile(count: int | None) -> int:
    """How many pieces a pile of ``count`` shows (one for a single piece or an empty pile)."""
    return 1 if not count else min(count, STACK_MOST)


def pile_room() -> QRectF:
    """What a pile adds round its top piece's box (up and left)."""
    return QRectF(STACK_STEP.x() * (STACK_MOST - 1), STACK_STEP.y() * (STACK_MOST - 1), 0, 0)


class CricketItem(DragPiece):
    """A cricket in its grade colour with its grade badge, and how many (a count of None: one piece)."""

    def __init__(
        self,
        grade: int,
        count: int | None = None,
        size: float = 24,
        title: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.grade, self.count, self.size, self.title = grade, count, size, title

    def boundingRect(self) -> QRectF:
        s = self.size
        right = s / 2 + COUNT_GAP + (26 if self.count is not None else 0)
        room = pile_room()
        return QRectF(-s / 2 - 3, -s / 2 - 3, right + s / 2 + 3, s + 8).adjusted(room.x(), room.y(), 0, 0)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        glow(p, self, QRectF(-s / 2 - 2, -s / 2 - 2, s + 10, s + 6))
        for k in reversed(range(in_pile(self.count))):  # a pile: the top one last
            at = QPointF(1, -3) + STACK_STEP * k
            icons.cricket(p, at, s, self.grade, faded=self.count == 0, crown=self.title and k == 0)
        icons.badge(p, QPointF(-s / 2 - 3, s / 2 - 10), self.grade)  # under its tail: the head shows
        if self.count is not None:
            _count_text(p, s / 2 + COUNT_GAP, self.count, "×")


class TokenItem(DragPiece):
    """Grass, a jar, a coin, a Sound, a player indicator or a lantern, with an optional count."""

    def __init__(
        self,
        kind: str,
        count: int | None = None,
        fill: str | QColor = "#888",
        size: float = 20,
        parent: QGraphicsItem | None = None,
        symbol: icons.Symbol | None = None,
    ) -> None:
        super().__init__(parent)
        self.kind, self.count, self.fill, self.size = kind, count, QColor(fill), size
        self.symbol = symbol  # an indicator's seat

    def boundingRect(self) -> QRectF:
        s = self.size
        right = s / 2 + 3 + (26 if self.count is not None else 0)
        room = pile_room()
        return QRectF(-s / 2 - 3, -s / 2 - 3, right + s / 2 + 3, s + 6).adjusted(room.x(), room.y(), 0, 0)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s, k = self.size, self.kind
        glow(p, self, QRectF(-s / 2 - 2, -s / 2 - 2, s + 4, s + 4))
        p.setOpacity(0.35 if self.count == 0 else 1.0)
        c = QPointF(0, 0)
        if k in ("grass", "jar", "coin", "sound"):
            for n in reversed(range(in_pile(self.count))):  # a pile: the top one last
                self._good(p, c + STACK_STEP * n)
        elif k == "lantern":
            icons.lantern(p, c, s)
        else:
            icons.indicator(p, c, s * 0.64, self.fill, self.symbol)
        p.setOpacity(1.0)
        if self.count is not None:
            _count_text(p, s / 2 + 3, self.count)

    def _good(self, p: QPainter, c: QPointF) -> None:
        s, k = self.size, self.kind
        if k == "grass":
            icons.grass(p, c, s)
        elif k == "jar":
            icons.jar(p, c, s)
        elif k == "coin":
            icons.coin(p, c, s * 0.45)
        else:
            icons.sound(p, c, s)


class MarkerItem(DragPiece):
    """A seat's marker on a track: its symbol in its colour (a disk when no seat is known)."""

    def __init__(
        self,
        fill: QColor,
        radius: float = 4.5,
        parent: QGraphicsItem | None = None,
        symbol: icons.Symbol | None = None,
    ) -> None:
        super().__init__(parent)
        self.fill, self.radius, self.symbol = QColor(fill), radius, symbol

    def boundingRect(self) -> QRectF:
        r = self.radius + 1.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.symbol is not None:
            r = self.radius + 0.5
            paint_seat_symbol(p, QRectF(-r, -r, 2 * r, 2 * r), *self.symbol, fill=self.fill)
            return
        p.setPen(QPen(self.fill.darker(170), 1))
        p.setBrush(self.fill)
        p.drawEllipse(QPointF(0, 0), self.radius, self.radius)


class DieShapeItem(DragPiece):
    """A die drawn in the shape of its size (the d6, d8, d10 and d12 drawings), its face value on
    its front face and its size ("d8") underneath."""

    def __init__(
        self, sides: int, value: int | None, fill: QColor, size: float = 40, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.sides, self.value, self.fill, self.size = sides, value, QColor(fill), size

    def boundingRect(self) -> QRectF:
        s = self.size / 2 + 3
        return QRectF(-s, -s, 2 * s, 2 * s + 16)

    def outline(self) -> QPolygonF:
        r = self.size / 2
        if self.sides == 6:
            k = r * 0.85
            return QPolygonF([QPointF(-k, -k), QPointF(k, -k), QPointF(k, k), QPointF(-k, k)])
        if self.sides == 8:
            return QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)])
        if self.sides == 10:
            return QPolygonF([QPointF(0, -r), QPointF(r * 0.9, -r * 0.15), QPointF(0, r), QPointF(-r * 0.9, -r * 0.15)])
        return QPolygonF(
            [QPointF(r * math.sin(a * 2 * math.pi / 5), -r * math.cos(a * 2 * math.pi / 5)) for a in range(5)]
        )

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r0 = self.size / 2 + 2
        glow(p, self, QRectF(-r0, -r0, 2 * r0, 2 * r0 + 14))
        r = self.size / 2
        draw_art(p, f"die_d{self.sides}", QRectF(-r - 2, -r - 2, 2 * r + 4, 2 * r + 4))
        p.setPen(INK)
        p.setFont(font(max(MIN_PT, self.size * 0.3), bold=True))
        face = die_face(self.sides, 2 * r + 4).adjusted(-6, -4, 6, 4)  # a number may overhang its face a little
        p.drawText(face, Qt.AlignmentFlag.AlignCenter, str(self.value or "?"))
        p.setPen(INK)
        p.setFont(font(MIN_PT, bold=True))
        p.drawText(QRectF(-r, r, 2 * r, 16), Qt.AlignmentFlag.AlignCenter, f"d{self.sides}")


def _reward_icons(p: QPainter, reward: Mapping[str, Any], x: float, y: float) -> None:
    for key, value in reward.items():
        if key == "cricket":
            icons.badge(p, QPointF(x, y), D.GRADE_INDEX[value])
            x += 17
        else:
            x += icons.amount(p, x, y, key, value)


class SpaceItem(DragPiece):
    """A worker space: its actions (×N), its reward as icons (bottom), the round it opens (upper
    right), 3+/4+ (upper left) and the starting player marker ("1st")."""

    def __init__(self, i: int, open_: bool, occupied: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.i, self.open, self.occupied = i, open_, occupied

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SW, SH)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sp = D.SPACES[self.i]
        p.setPen(QPen(EDGE, 1.3))
        p.setBrush(PAPER if self.open else CLOSED)
        p.drawRoundedRect(QRectF(1, 1, SW - 2, SH - 2), 7, 7)
        ink = QColor("#4a3f30") if self.open else QColor("#6e675c")
        p.setFont(font(MIN_PT, bold=True))
        if sp["min_players"] > 2:
            p.setPen(ink)
            p.drawText(
                QRectF(4, 2, 22, 15),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{sp['min_players']}+",
            )
        if sp.get("start_marker"):
            p.setPen(QColor("#c0391b"))
            first = _("1st")
            box = tall_enough(first, QRectF(4, 2, 30, 15), MIN_PT, True)
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, first)
        if sp["round"] > 1:
            p.setPen(ink)
            p.drawText(
                QRectF(SW - 26, 2, 23, 15),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"R{sp['round']}",
            )
        p.setPen(ink)
        p.setFont(font(12, bold=True))
        align = Qt.AlignmentFlag.AlignLeft if self.occupied else Qt.AlignmentFlag.AlignHCenter
        p.drawText(QRectF(5, 14, SW - 10, 20), align | Qt.AlignmentFlag.AlignVCenter, f"×{sp['actions']}")
        if sp["reward"]:
            p.setOpacity(1.0 if self.open else 0.5)
            p.setPen(ink)
            p.setFont(font(MIN_PT, bold=True))
            p.drawText(QRectF(3, SH - 19, 9, 16), Qt.AlignmentFlag.AlignCenter, "+")
            _reward_icons(p, sp["reward"], 12, SH - 19)
            p.setOpacity(1.0)
        if not self.open:
            p.setPen(QPen(QColor(110, 100, 90, 150), 1.6))
            p.drawLine(QPointF(10, SH - 8), QPointF(SW - 10, 8))


class HireSpaceItem(DragPiece):
    """A hire space of the market: the round it opens and what hiring there gives."""

    W, H = 30.0, 40.0

    def __init__(self, h: int, open_: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.h, self.open = h, open_

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        hs = D.HIRE_SPACES[self.h]
        p.setPen(QPen(EDGE, 1.1))
        p.setBrush(PAPER if self.open else CLOSED)
        p.drawRoundedRect(QRectF(1, 1, self.W - 2, self.H - 2), 5, 5)
        p.setPen(QColor("#4a3f30"))
        p.setFont(font(MIN_PT, bold=True))
        p.drawText(QRectF(1, 2, self.W - 2, 15), Qt.AlignmentFlag.AlignCenter, f"R{hs['round']}")
        reward = hs["reward"]
        if "grass" in reward:
            icons.grass(p, QPointF(self.W / 2, 27), 14)
        else:
            icons.badge(p, QPointF(self.W / 2 - 7.5, 19), D.GRADE_INDEX[reward["cricket"]])


class StallItem(DragPiece):
    """One of the nine market stalls (crickets are drawn on it separately)."""

    def __init__(self, slot: int, size: float = 30, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.slot, self.size = slot, size

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(EDGE, 1))
        p.setBrush(PAPER)
        p.drawRoundedRect(QRectF(1, 1, self.size - 2, self.size - 2), 5, 5)


class BagItem(DragPiece):
    """The capture bag 袋 (its order is hidden) and, beside it, what is still in it by kind: the
    counts follow from the open used pile and the kept Sounds."""

    W, H = 104.0, 58.0
    KINDS = ("cricket", "grass", "either", "sound")

    def __init__(self, total: int, counts: list[int], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.total, self.counts = total, list(counts)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.W + 6, self.H + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow(p, self, QRectF(-3, -3, 48, self.H + 6))
        sack = QPolygonF(
            [QPointF(10, 8), QPointF(32, 8), QPointF(42, 48), QPointF(36, 56), QPointF(6, 56), QPointF(0, 48)]
        )
        p.setPen(QPen(QColor("#4a2f18"), 1.4))
        p.setBrush(QColor("#8a5a32"))
        p.drawPolygon(sack)
        p.setBrush(QColor("#c89a5a"))
        p.drawRoundedRect(QRectF(8, 2, 26, 9), 3, 3)
        p.setPen(QColor("white"))
        p.setFont(font(10, bold=True))
        p.drawText(QRectF(2, 16, 38, 18), Qt.AlignmentFlag.AlignCenter, "袋")
        p.drawText(QRectF(2, 34, 38, 18), Qt.AlignmentFlag.AlignCenter, str(self.total))
        for row, kind in enumerate(self.KINDS):
            cy = 7 + row * 14.5
            x = 52.0
            if kind in ("cricket", "either"):
                icons.cricket(p, QPointF(x + 6, cy), 12, D.ORDINARY)
                x += 12
            if kind in ("grass", "either"):
                icons.grass(p, QPointF(x + 6, cy + 1), 12)
                x += 12
            if kind == "sound":
                icons.sound(p, QPointF(x + 6, cy), 12)
                x += 12
            p.setPen(INK)
            p.setFont(font(MIN_PT, bold=True))
            p.drawText(
                QRectF(78, cy - 7.5, 24, 15),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(self.counts[row]),
            )


MARKER_RADIUS = 4.2  # a track marker's symbol, from its centre


class TrackRowItem(DragPiece):
    """One track, 0–20, its number on every square; lantern squares are warm (click: gain on it)."""

    H = 36.0

    def __init__(self, track: str, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.track, self.w = track, width
        self.cell = width / (D.TRACK_MAX - D.TRACK_MIN + 1)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.H + 6)

    def cell_centre(self, value: int) -> QPointF:
        return QPointF((value - D.TRACK_MIN + 0.5) * self.cell, self.H / 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow(p, self, QRectF(-3, -3, self.w + 6, self.H + 6))
        for v in range(D.TRACK_MIN, D.TRACK_MAX + 1):
            r = QRectF((v - D.TRACK_MIN) * self.cell + 0.5, 0, self.cell - 1, self.H)
            lantern = v in D.LANTERN_BONUS
            p.setPen(QPen(QColor("#8a7a5a"), 0.8))
            p.setBrush(QColor("#f6c6a0") if lantern else QColor("#f8ecd2"))
            p.drawRoundedRect(r, 3, 3)
            p.setPen(QColor("#4a3f30"))
            p.setFont(font(MIN_PT, bold=lantern))
            p.drawText(self.number_rect(v), Qt.AlignmentFlag.AlignCenter, str(v))

    def number_rect(self, value: int) -> QRectF:
        """Where the number of square ``value`` is written (at its top, the markers below it)."""
        x = (value - D.TRACK_MIN) * self.cell + 0.5
        return QRectF(x - 2, 1, self.cell + 3, 15)

    def marker_spot(self, value: int, seat: int) -> QPointF:
        """Where ``seat``'s marker stands on ``value`` (two by two under the number)."""
        c = self.cell_centre(value)
        return QPointF(c.x() + (-4.1 if seat % 2 == 0 else 4.1), 22 + (seat // 2) * 9)


class LanternRowItem(DragPiece):
    """The lantern bonuses between the two tracks: "+1" … "+5" under the lantern squares."""

    H = 16.0

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.cell = width / (D.TRACK_MAX - D.TRACK_MIN + 1)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setPen(QColor("#a0301a"))
        p.setFont(font(MIN_PT, bold=True))
        for v, bonus in D.LANTERN_BONUS.items():
            x = (v - D.TRACK_MIN) * self.cell
            p.drawText(QRectF(x - 4, 0, self.cell + 8, self.H), Qt.AlignmentFlag.AlignCenter, f"+{bonus}")
