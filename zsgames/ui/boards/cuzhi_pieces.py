"""Painted pieces for the Cuzhi 促织 board: crickets with grade badges, grass, jars, Sounds,
indicators, lanterns, shaped dice, tribute cards, worker spaces and the V/R tracks."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.pieces import INK, font, readable_on

GRADE_COLOURS = ("#9b8b6e", "#5f8f3e", "#3f7fb0", "#8a4fb5", "#c8931c")
GRADE_BADGE = ("普", "三", "二", "一", "皇")
KIND_COLOURS = ("#7a5a3a", "#4f9a3a", "#8a7a3a", "#3a6a9a")
AREA_FILL = ("#efe3c6", "#f1dcc2", "#e3ecd0", "#e7dce9", "#f3e0d0")
SW, SH = 74.0, 84.0  # a worker space
# The layout is sized for the main window at 1280×800 (board view ≈ 930×710 beside the side
# panels): about 1080 × 880 scene units, so it is drawn at ≈ 0.78 and 10-point text stays legible.
BOARD_W = 1080.0
TOP_H = 116.0  # heading on the left, the question and the action tray on the right
ROW_A, ROW_A_H = TOP_H + 6, 214.0  # Areas 1 and 2 (the fight board covers them during a challenge)
ROW_B, ROW_B_H = ROW_A + ROW_A_H + 6, 270.0  # Areas 3 and 4
ROW_C, ROW_C_H = ROW_B + ROW_B_H + 6, 116.0  # Area 5 and the tracks
SEAT_Y, SEAT_H = ROW_C + ROW_C_H + 6, 140.0  # the seats side by side
SEAT_W = (BOARD_W - 3 * 6) / 4
PROP = " (proposal)"


def prop_mark(rec: dict) -> str:
    return PROP if rec.get("source") == "proposal" else ""


def _glow(p: QPainter, piece: DragPiece, rect: QRectF) -> None:
    """A soft gold ring under a piece that can be dragged or clicked now."""
    if piece.is_playable():
        p.setPen(QPen(QColor(255, 204, 51, 200), 3))
        p.setBrush(QColor(255, 230, 150, 90))
        p.drawRoundedRect(rect, 8, 8)


def short_effect(effect: str, params: dict) -> str:
    """A few words for a bustling-market card face (the tooltip has the full text)."""
    if effect == "gain":
        return " ".join(f"+{v} {k}" for k, v in params.items())
    if effect == "cheap_jars":
        return f"≤{params['max']} jars at {params['price']}¢"
    if effect == "upgrade":
        return f"+1 grade (≤ {D.GRADES[D.GRADE_INDEX[params['max_grade']]]['zh']})"
    if effect == "draws":
        return f"{params['draws']} bag draws"
    return f"1¢ per yamen (≤{params['max']})"


# --- painted pieces ----------------------------------------------------------------------------------
class CricketItem(DragPiece):
    """A cricket seen from above in its grade colour, with a grade badge (皇 gold for royal)."""

    def __init__(
        self,
        grade: int,
        count: int | None = None,
        size: float = 34,
        title: str = "",
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.grade, self.count, self.size, self.title = grade, count, size, title
        name = f"{D.GRADE_NAMES[grade]} cricket" if not title else f"title cricket {title} (royal)"
        self.setToolTip(name + (f" × {count}" if count is not None else ""))

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2 - 4, -s / 2 - 4, s + 8, s + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        _glow(p, self, QRectF(-s / 2 - 2, -s / 2 - 2, s + 4, s + 4))
        body = QColor(GRADE_COLOURS[self.grade])
        if self.count == 0:
            body.setAlpha(70)
        p.setPen(QPen(body.darker(170), 1.2))
        for side in (-1, 1):  # legs and antennae
            for k, (dy, dx) in enumerate(((-0.05, 0.42), (0.12, 0.46), (0.28, 0.44))):
                p.drawLine(QPointF(side * s * 0.12, dy * s), QPointF(side * s * dx, dy * s + (k - 1) * s * 0.1))
            path = QPainterPath(QPointF(side * s * 0.06, -s * 0.3))
            path.cubicTo(
                QPointF(side * s * 0.2, -s * 0.5),
                QPointF(side * s * 0.35, -s * 0.45),
                QPointF(side * s * 0.45, -s * 0.52),
            )
            p.drawPath(path)
        p.setBrush(body)
        p.drawEllipse(QRectF(-s * 0.16, -s * 0.18, s * 0.32, s * 0.52))
        p.setBrush(body.darker(125))
        p.drawEllipse(QRectF(-s * 0.12, -s * 0.34, s * 0.24, s * 0.2))
        if self.title:
            p.setPen(QPen(QColor("#7a5806"), 1.5))
            p.setBrush(QColor("#ffe27a"))
            crown = QPolygonF(
                [
                    QPointF(-6, -s * 0.36),
                    QPointF(-6, -s * 0.46),
                    QPointF(-3, -s * 0.41),
                    QPointF(0, -s * 0.5),
                    QPointF(3, -s * 0.41),
                    QPointF(6, -s * 0.46),
                    QPointF(6, -s * 0.36),
                ]
            )
            p.drawPolygon(crown)
        badge = QRectF(s * 0.12, s * 0.1, s * 0.42, s * 0.36)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2b2620"))
        p.drawRoundedRect(badge, 5, 5)
        p.setPen(QColor("white"))
        p.setFont(font(max(6.0, s * 0.2), bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, GRADE_BADGE[self.grade])
        if self.count is not None and self.count != 1:
            p.setFont(font(10, bold=True))
            p.setPen(INK)
            p.drawText(QRectF(-s / 2 - 4, s * 0.18, s * 0.6, s * 0.4), Qt.AlignmentFlag.AlignCenter, f"×{self.count}")


class TokenItem(DragPiece):
    """Grass, jar, Sound, indicator or lantern tokens, with an optional count."""

    def __init__(
        self,
        kind: str,
        count: int | None = None,
        fill: str | QColor = "#888",
        size: float = 26,
        tip: str = "",
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.kind, self.count, self.fill, self.size = kind, count, QColor(fill), size
        if tip:
            self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2 - 3, -s / 2 - 3, s + 16, s + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s, k = self.size, self.kind
        _glow(p, self, QRectF(-s / 2 - 2, -s / 2 - 2, s + 4, s + 4))
        faded = self.count == 0
        p.setOpacity(0.35 if faded else 1.0)
        if k == "grass":
            p.setPen(QPen(QColor("#2f7a2a"), 2.2))
            for dx, top in ((-0.25, -0.5), (0, -0.6), (0.25, -0.45), (-0.1, -0.35), (0.12, -0.3)):
                path = QPainterPath(QPointF(dx * s * 0.4, s * 0.4))
                path.quadTo(QPointF(dx * s, 0), QPointF(dx * s * 1.3, top * s))
                p.drawPath(path)
        elif k == "jar":
            p.setPen(QPen(QColor("#5a3a1a"), 1.3))
            p.setBrush(QColor("#b5703a"))
            path = QPainterPath()
            path.moveTo(-s * 0.18, -s * 0.42)
            path.lineTo(s * 0.18, -s * 0.42)
            path.cubicTo(QPointF(s * 0.5, -s * 0.2), QPointF(s * 0.5, s * 0.4), QPointF(0, s * 0.45))
            path.cubicTo(QPointF(-s * 0.5, s * 0.4), QPointF(-s * 0.5, -s * 0.2), QPointF(-s * 0.18, -s * 0.42))
            p.drawPath(path)
            p.setBrush(QColor("#7a4a22"))
            p.drawEllipse(QRectF(-s * 0.2, -s * 0.48, s * 0.4, s * 0.12))
        elif k == "sound":
            p.setPen(QPen(QColor("#3a6a9a"), 2))
            p.setBrush(QColor("#dbe8f5"))
            p.drawEllipse(QPointF(0, 0), s * 0.45, s * 0.45)
            for r in (0.15, 0.27, 0.39):
                p.drawArc(QRectF(-s * r, -s * r, 2 * s * r, 2 * s * r), -45 * 16, 90 * 16)
            p.drawText(QRectF(-s * 0.45, -s * 0.45, s * 0.4, s * 0.9), Qt.AlignmentFlag.AlignCenter, "声")
        elif k == "lantern":
            p.setPen(QPen(QColor("#7a1a10"), 1.2))
            p.setBrush(self.fill)
            p.drawEllipse(QRectF(-s * 0.35, -s * 0.4, s * 0.7, s * 0.8))
            p.setBrush(QColor("#e8b923"))
            p.drawRect(QRectF(-s * 0.18, -s * 0.5, s * 0.36, s * 0.12))
            p.drawRect(QRectF(-s * 0.18, s * 0.38, s * 0.36, s * 0.12))
        else:  # a player indicator: a small square in the seat colour
            p.setPen(QPen(self.fill.darker(160), 1.3))
            p.setBrush(self.fill)
            p.drawRoundedRect(QRectF(-s * 0.32, -s * 0.32, s * 0.64, s * 0.64), 3, 3)
        p.setOpacity(1.0)
        if self.count is not None:
            p.setPen(INK)
            p.setFont(font(11, bold=True))
            p.drawText(QRectF(s * 0.35, -s * 0.3, 22, s * 0.8), Qt.AlignmentFlag.AlignVCenter, str(self.count))


class DieShapeItem(DragPiece):
    """A die drawn in the outline of its size (d6 square, d8 diamond, d10 kite, d12 pentagon)."""

    def __init__(
        self, sides: int, value: int | None, fill: QColor, size: float = 46, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.sides, self.value, self.fill, self.size = sides, value, QColor(fill), size
        self.setToolTip(f"d{sides}" + (f" showing {value}" if value else ""))

    def boundingRect(self) -> QRectF:
        s = self.size / 2 + 4
        return QRectF(-s, -s, 2 * s, 2 * s)

    def outline(self) -> QPolygonF:
        r = self.size / 2
        if self.sides == 6:
            return QPolygonF(
                [
                    QPointF(-r * 0.85, -r * 0.85),
                    QPointF(r * 0.85, -r * 0.85),
                    QPointF(r * 0.85, r * 0.85),
                    QPointF(-r * 0.85, r * 0.85),
                ]
            )
        if self.sides == 8:
            return QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)])
        if self.sides == 10:
            return QPolygonF([QPointF(0, -r), QPointF(r * 0.9, -r * 0.15), QPointF(0, r), QPointF(-r * 0.9, -r * 0.15)])
        return QPolygonF(
            [QPointF(r * math.sin(a * 2 * math.pi / 5), -r * math.cos(a * 2 * math.pi / 5)) for a in range(5)]
        )

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r0 = self.size / 2 + 3
        _glow(p, self, QRectF(-r0, -r0, 2 * r0, 2 * r0))
        p.setPen(QPen(self.fill.darker(170), 1.6))
        p.setBrush(self.fill)
        p.drawPolygon(self.outline())
        p.setPen(readable_on(self.fill))
        p.setFont(font(self.size * 0.3, bold=True))
        r = self.size / 2
        p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.value or "?"))
        p.setFont(font(7, bold=True))
        p.drawText(QRectF(-r, r * 0.35, 2 * r, r * 0.6), Qt.AlignmentFlag.AlignCenter, f"d{self.sides}")


class TributeCardItem(DragPiece):
    """A small tribute card that stays readable: name band, cost lines, reward at the foot."""

    def __init__(self, k: int, w: float = 58, h: float = 84, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.k, self.w, self.h = k, w, h
        self.setToolTip(card_tip(k))

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glow(p, self, QRectF(-3, -3, self.w + 6, self.h + 6))
        card = D.CARDS[self.k]
        band = QColor("#8a3a2a") if card["reward"]["track"] == "R" else QColor("#2a5a8a")
        p.setPen(QPen(band.darker(140), 1.3))
        p.setBrush(QColor("#fbf6ea"))
        p.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        p.setBrush(band)
        p.drawRoundedRect(QRectF(0, 0, self.w, 20), 6, 6)
        p.setPen(QColor("white"))
        p.setFont(font(10, bold=True))
        name = QFontMetricsF(font(10, bold=True)).elidedText(card["zh"], Qt.TextElideMode.ElideRight, self.w - 4)
        p.drawText(QRectF(2, 0, self.w - 4, 20), Qt.AlignmentFlag.AlignCenter, name)
        cost = card["cost"]
        parts = [D.GRADES[D.GRADE_INDEX[g]]["zh"] for g in cost["crickets"]]
        parts += [f"{cost[x]}{m}" for x, m in (("grass", "草"), ("jars", "罐"), ("coins", "¢")) if cost[x]]
        p.setPen(INK)
        p.setFont(font(9))
        lines = [" ".join(parts[i : i + 2]) for i in range(0, len(parts), 2)]
        p.drawText(QRectF(2, 22, self.w - 4, 36), Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        reward = card["reward"]
        p.setPen(band.darker(120))
        p.setFont(font(12, bold=True))
        mark = "德" if reward["track"] == "V" else "望"
        p.drawText(QRectF(0, self.h - 26, self.w, 24), Qt.AlignmentFlag.AlignCenter, f"{mark}+{reward['amount']}")


class SpaceItem(DragPiece):
    """A worker space: actions (lower right), reward (bottom), opening round (upper right), 3+/4+."""

    def __init__(self, i: int, open_: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.i, self.open = i, open_
        sp = D.SPACES[i]
        area = D.AREAS[sp["area"] - 1]
        reward = ", ".join(f"+{v} {k}" for k, v in sp["reward"].items())
        tip = [f"Area {sp['area']} {area['name']} {area['zh']} — {sp['actions']} {area['action']}(s)"]
        if reward:
            tip.append(f"reward first: {reward}")
        if sp.get("start_marker"):
            tip.append("takes the starting player marker")
        if sp["round"] > 1:
            tip.append(f"opens in round {sp['round']}")
        if sp["min_players"] > 2:
            tip.append(f"only with {sp['min_players']}+ players")
        self.setToolTip("; ".join(tip) + prop_mark(sp))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SW, SH)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sp = D.SPACES[self.i]
        fill = QColor("#fbf6ea") if self.open else QColor("#c9c3b6")
        p.setPen(QPen(QColor("#7a6a55"), 1.4))
        p.setBrush(fill)
        p.drawRoundedRect(QRectF(1, 1, SW - 2, SH - 2), 8, 8)
        p.setPen(QColor("#5a4e3c") if self.open else QColor("#8a847a"))
        p.setFont(font(10, bold=True))
        if sp["round"] > 1:
            p.drawText(QRectF(SW - 22, 2, 20, 18), Qt.AlignmentFlag.AlignCenter, str(sp["round"]))
        if sp["min_players"] > 2:
            p.drawText(QRectF(4, 2, 30, 18), Qt.AlignmentFlag.AlignLeft, f"{sp['min_players']}+")
        if sp.get("start_marker"):
            p.setBrush(QColor("#d94a2a"))
            p.drawEllipse(QRectF(4, 4, 12, 12))
        p.setFont(font(12, bold=True))
        p.drawText(QRectF(SW - 30, SH - 24, 28, 22), Qt.AlignmentFlag.AlignCenter, f"×{sp['actions']}")
        reward = " ".join(
            f"+{v}{'¢' if k == 'coins' else '罐' if k == 'jars' else '草'}" for k, v in sp["reward"].items()
        )
        p.setFont(font(10, bold=True))
        p.drawText(QRectF(4, SH - 24, SW - 30, 22), Qt.AlignmentFlag.AlignVCenter, reward)
        if not self.open:
            p.setPen(QPen(QColor(120, 110, 100, 160), 2))
            p.drawLine(QPointF(8, 8), QPointF(SW - 8, SH - 8))


class TrackItem(DragPiece):
    """A 0–20 track with lanterns and a marker per seat (click: gain on this track)."""

    def __init__(
        self, word: str, values: list[int], colours: list[QColor], width: float, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.word, self.values, self.colours, self.w = word, values, colours, width
        lant = ", ".join(f"{k}: +{v}" for k, v in sorted(D.LANTERN_BONUS.items()))
        self.setToolTip(f"{word} track 0–{D.TRACK_MAX}; lanterns 灯 {lant} (bonus points at game end){PROP}")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, 48)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(INK)
        p.setFont(font(11, bold=True))
        p.drawText(QRectF(0, 0, 110, 48), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.word)
        cell = (self.w - 116) / (D.TRACK_MAX + 1)
        for v in range(D.TRACK_MAX + 1):
            r = QRectF(112 + v * cell, 6, cell - 2, 36)
            p.setPen(QPen(QColor("#8a7a5a"), 1))
            p.setBrush(QColor("#f8e8c8") if v not in D.LANTERN_BONUS else QColor("#f6c6a0"))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(QColor("#5a4e3c"))
            p.setFont(font(9, bold=v in D.LANTERN_BONUS))
            p.drawText(r.adjusted(0, 1, 0, -20), Qt.AlignmentFlag.AlignCenter, str(v))
            if v in D.LANTERN_BONUS:
                p.setPen(QColor("#a0301a"))
                p.drawText(r.adjusted(-4, 20, 4, 0), Qt.AlignmentFlag.AlignCenter, f"+{D.LANTERN_BONUS[v]}")
        for seat, v in enumerate(self.values):
            x = 112 + v * cell + cell / 2 + (seat - len(self.values) / 2 + 0.5) * 5
            p.setPen(QPen(self.colours[seat].darker(160), 1))
            p.setBrush(self.colours[seat])
            p.drawEllipse(QPointF(x, 24), 6, 6)


def card_tip(k: int) -> str:
    c = D.CARDS[k]
    cost = c["cost"]
    parts = [D.GRADE_NAMES[D.GRADE_INDEX[g]] for g in cost["crickets"]]
    parts += [f"{cost[x]} {x}" for x in ("grass", "jars", "coins") if cost[x]]
    track = "Virtue 德" if c["reward"]["track"] == "V" else "Reputation 望"
    return (
        f"{c['zh']} {c['name']}\ncost: {' + '.join(parts)}\nreward: +{c['reward']['amount']} {track}\n"
        f"{c['timing'].replace('_', ' ')}: {c['text']}{prop_mark(c)}"
    )


def title_tip(t: int) -> str:
    x = D.TITLES[t]
    icon = "Virtue 德" if x["icon"] == "V" else "Reputation 望"
    return f"{x['zh']} {x['name']} — 斗技: {x['text']}\ntributed: +1 {icon}{prop_mark(x)}"


def bust_tip(b: int) -> str:
    x = D.BUSTLING[b]
    return f"{x['zh']} {x['name']}: {x['text']}{prop_mark(x)}"
