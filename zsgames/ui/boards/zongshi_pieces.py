"""Zong Shi pieces drawn with QPainter (boxes, exchange tiles, scrolls, project cards, tokens, the
bins) and the board's layout constants; used by :mod:`zsgames.ui.boards.zongshi`."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.games.zongshi import data as D
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.pieces import font, readable_on

#: scene width: narrow enough that the board fills the main window's board area at 1280×800
#: (about 930×740 next to the side panels) at a readable scale
W = 1240.0
MAT = [QColor(D.MATERIAL_COLOURS[m]) for m in D.MATERIALS]
PHASES = {"draft": "Draft", "turns": "Step 1 · player turns", "distribute": "Step 2 · Marketplace shares",
          "advance": "Step 3 · projects advance", "over": "Game over"}
PROJECT_BAND = {"larger_workshop": "#8d6e4a", "blacksmith_tools": "#5c5c66", "temple_offering": "#b0413e",
                "merchant_statue": "#c9962c", "gold_mastery": "#d4a92a", "bronze_mastery": "#8a5a2b",
                "jade_mastery": "#3f9b5a", "ivory_mastery": "#b9ad8e"}
SHORT = {"owners_gift": "Owner's Gift", "gaining_experience": "Gaining Exp.", "artistic_subtlety": "Artistic",
         "ear_to_the_wall": "Ear to Wall", "twofold_path": "Twofold Path", "fortune": "Fortune",
         "priests_gift": "Priests' Gift", "lucky_discovery": "Lucky Find", "town_meeting": "Town Meeting",
         "lessons": "Lessons", "privileged": "Privileged", "swift_fingers": "Swift Fingers", "writ": "Writ",
         "masterful_bronze": "M. Bronze", "masterful_jade": "M. Jade", "masterful_ivory": "M. Ivory",
         "masterful_gold": "M. Gold"}


@lru_cache(maxsize=512)
def fit_size(text: str, width: float, height: float, largest: float, smallest: float, bold: bool = True) -> float:
    """The largest font size (down to ``smallest``) at which ``text`` fits the box, word-wrapped."""
    size = largest
    while size > smallest:
        metrics = QFontMetricsF(font(size, bold))
        box = metrics.boundingRect(QRectF(0, 0, width, 1000), int(Qt.TextFlag.TextWordWrap), text)
        if box.width() <= width and box.height() <= height:
            break
        size -= 0.5
    return size


def cost_text(cost: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {D.MATERIALS[i]}" for i, n in enumerate(cost) if n)


def _box(p: QPainter, r: QRectF, c: QColor) -> None:
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, c.lighter(125))
    grad.setColorAt(1, c.darker(125))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(c.darker(190), 1.2))
    p.drawRoundedRect(r, 3, 3)
    p.setPen(QPen(QColor(255, 255, 255, 110), 1))
    p.drawLine(r.topLeft() + QPointF(3, 3), r.topRight() + QPointF(-3, 3))


class BoxItem(DragPiece):
    """A box of material (jade green, bronze brown, ivory white, gold yellow)."""

    def __init__(self, mat: int, size: float = 20, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.mat, self.size = mat, size
        self.setToolTip(f"A box of {D.MATERIALS[mat]}")

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _box(p, QRectF(0, 0, self.size, self.size), MAT[self.mat])


class TileItem(DragPiece):
    """An exchange tile: two materials split on the diagonal, with a count."""

    def __init__(self, pair: int, size: float = 30, count: int | None = None) -> None:
        super().__init__()
        self.pair, self.size, self.count = pair, size, count
        a, b = D.PAIR_MATS[pair]
        text = f"Exchange tile {D.MATERIALS[a]} ↔ {D.MATERIALS[b]}: pay one as the other once per payment"
        self.setToolTip(text + (f" ({count} here)" if count is not None else ""))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size + 16, self.size + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        a, b = D.PAIR_MATS[self.pair]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(MAT[a])
        p.drawPolygon(QPolygonF([QPointF(0, 0), QPointF(s, 0), QPointF(0, s)]))
        p.setBrush(MAT[b])
        p.drawPolygon(QPolygonF([QPointF(s, 0), QPointF(s, s), QPointF(0, s)]))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#3b3226"), 1.4))
        p.drawRoundedRect(QRectF(0, 0, s, s), 4, 4)
        p.drawLine(QPointF(s - 6, 6), QPointF(6, s - 6))
        if self.count is not None:
            p.setFont(font(8, True))
            p.setPen(QColor("#2b2620"))
            p.drawText(QRectF(s + 1, s - 14, 15, 14), Qt.AlignmentFlag.AlignCenter, f"{self.count}")


class ScrollItem(DragPiece):
    """A Scroll of Fortune: a parchment with rolled ends (face up) or a sealed one (face down)."""

    def __init__(self, sid: str | None, w: float = 62, h: float = 40, count: int | None = None) -> None:
        super().__init__()
        self.sid, self.w, self.h, self.count = sid, w, h, count
        if sid:
            rec = D.SCROLLS[sid]
            when = "master's turn" if rec["timing"] == "master" else "either turn"
            self.setToolTip(f"{rec['name']} ({when}): {rec['text']}")
        else:
            self.setToolTip(f"{count} hidden scroll(s)" if count is not None else "A hidden scroll")

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -2, self.w + 8, self.h + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(2, 4, self.w - 4, self.h - 8)
        paper = QColor("#f3e3b8") if self.sid else QColor("#9c3b2e")
        p.setPen(QPen(paper.darker(170), 1.2))
        p.setBrush(paper)
        p.drawRect(body)
        for x in (0.0, self.w - 6):
            grad = QLinearGradient(QPointF(x, 0), QPointF(x + 6, 0))
            grad.setColorAt(0, paper.darker(140))
            grad.setColorAt(0.5, paper.lighter(110))
            grad.setColorAt(1, paper.darker(140))
            p.setBrush(QBrush(grad))
            p.drawRoundedRect(QRectF(x, 0, 6, self.h), 3, 3)
        if self.sid:
            p.setPen(QColor("#4a2e12"))
            title = SHORT.get(self.sid, self.sid)
            inner = body.adjusted(5, 1, -5, -1)
            p.setFont(font(fit_size(title, inner.width(), inner.height(), 7.5, 5.5), True))
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)
            if D.SCROLLS[self.sid]["timing"] == "master":
                p.setBrush(QColor("#b0413e"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawEllipse(QPointF(self.w - 10, self.h - 9), 3, 3)
        else:
            p.setBrush(QColor("#e2b62c"))
            p.setPen(QPen(QColor("#7a5806"), 1))
            p.drawEllipse(QPointF(self.w / 2, self.h / 2), 6, 6)
        if self.count is not None:
            p.setFont(font(8, True))
            r = QRectF(self.w - 16, self.h - 12, 20, 14)
            p.setBrush(QColor("#2b2620"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(r, 7, 7)
            p.setPen(QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(self.count))


class ProjectItem(DragPiece):
    """A project card: coloured band with its name, VP coin, time, cost as little boxes, effect."""

    def __init__(self, pid: str, w: float = 96, h: float = 124, count: int | None = None) -> None:
        super().__init__()
        self.pid, self.w, self.h, self.count = pid, w, h, count
        pt = D.PROJECTS[pid]
        self.band = QColor(PROJECT_BAND.get(pid, "#4b3a6b"))
        extra = f" · {count} left" if count is not None else ""
        self.setToolTip(f"{pt.name}: {cost_text(pt.cost)}; time {pt.time}; {pt.vp} VP. {pt.text}{extra}")

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 6, self.h + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pt = D.PROJECTS[self.pid]
        r = QRectF(0, 0, self.w, self.h)
        small = self.w < 70
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(r.translated(2, 3), 6, 6)
        p.setBrush(QColor("#fbf6ea"))
        p.setPen(QPen(self.band.darker(150), 1.3))
        p.drawRoundedRect(r, 6, 6)
        band = QRectF(0, 0, self.w, 18 if small else 26)
        p.setBrush(self.band)
        p.drawRoundedRect(band, 6, 6)
        p.setPen(readable_on(self.band))
        name = pt.name if not pt.masterwork else f"Masterwork {pt.id}"
        if small:
            name = name.replace(" Mastery", " Mast.").replace("Masterwork ", "")
        size = fit_size(name, band.width() - 6, band.height(), 6.5 if small else 8.5, 5.5)
        p.setFont(font(size, True))
        p.drawText(band.adjusted(3, 0, -3, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
        # VP coin and time hourglass
        p.setBrush(QColor("#e8b923"))
        p.setPen(QPen(QColor("#7a5806"), 1))
        cy = band.bottom() + (10 if small else 14)
        rad = 8 if small else 11
        p.drawEllipse(QPointF(rad + 3, cy), rad, rad)
        p.setPen(QColor("#3b2a03"))
        p.setFont(font(7 if small else 9, True))
        p.drawText(QRectF(3, cy - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter, str(pt.vp))
        hx = self.w - 2 * rad - 6
        top_y, bottom_y = cy - rad * 0.8, cy + rad * 0.8
        glass = QPolygonF([QPointF(hx, top_y), QPointF(hx + rad * 0.9, top_y), QPointF(hx, bottom_y),
                           QPointF(hx + rad * 0.9, bottom_y)])
        p.setPen(QPen(QColor("#5a4632"), 1.2))
        p.setBrush(QColor("#e9d9b4"))
        p.drawPolygon(glass)
        p.setPen(QColor("#2b2620"))
        p.drawText(QRectF(hx + rad, cy - rad, rad + 6, 2 * rad), Qt.AlignmentFlag.AlignCenter, str(pt.time))
        # cost
        size = 8 if small else 12
        x, y = 4.0, cy + rad + 4
        for i, n in enumerate(pt.cost):
            for _ in range(n):
                if x + size > self.w - 3:
                    x, y = 4.0, y + size + 2
                _box(p, QRectF(x, y, size, size), MAT[i])
                x += size + 2
        if not small:
            p.setPen(QColor("#4a4035"))
            room = self.h - y - size - 4 - (16 if self.count is not None else 0)  # not under the count
            text = pt.text if not pt.masterwork else "A masterpiece: points only."
            p.setFont(font(fit_size(text, self.w - 8, room, 7.0, 5.0, False)))
            p.drawText(QRectF(4, y + size + 3, self.w - 8, room),
                       Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, text)
        if self.count is not None:
            rr = QRectF(self.w - 20, self.h - 16, 22, 16)
            p.setBrush(QColor("#2b2620"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(rr, 8, 8)
            p.setPen(QColor("white"))
            p.setFont(font(8, True))
            p.drawText(rr, Qt.AlignmentFlag.AlignCenter, f"×{self.count}")


class Badge(QGraphicsObject):
    """A small painted token: visit tile (square with a number), award tile (hexagon), start marker."""

    def __init__(self, kind: str, fill: QColor, text: str = "", size: float = 22) -> None:
        super().__init__()
        self.kind, self.fill, self.text, self.size = kind, QColor(fill), text, size
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size + 4, self.size + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_badge(p, self.kind, self.fill, self.text, self.size)


def paint_badge(p: QPainter, kind: str, fill: QColor, text: str, s: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(fill.darker(170), 1.3))
    p.setBrush(fill)
    if kind == "award":
        pts = [QPointF(s / 2 + s / 2 * c, s / 2 + s / 2 * d) for c, d in
               ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))]
        p.drawPolygon(QPolygonF(pts))
    elif kind == "buddha":
        p.drawEllipse(QRectF(s * 0.3, 0, s * 0.4, s * 0.4))
        p.drawEllipse(QRectF(s * 0.1, s * 0.35, s * 0.8, s * 0.65))
    else:
        p.drawRoundedRect(QRectF(0, 0, s, s), 4, 4)
    if text:
        p.setPen(readable_on(fill))
        p.setFont(font(max(6.0, s * 0.42), True))
        p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, text)


class VisitTile(DragPiece):
    def __init__(self, value: int, fill: QColor, size: float = 22) -> None:
        super().__init__()
        self.value, self.fill, self.size = value, QColor(fill), size
        self.setToolTip(f"Visit tile {value}: the gift is {value} box(es) of the person's material")

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size + 4, self.size + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_badge(p, "visit", self.fill, str(self.value), self.size)


class Button(DragPiece):
    """A rounded push button for actions without a natural piece (pass, done, choose from a list)."""

    def __init__(self, text: str, w: float = 150, h: float = 26) -> None:
        super().__init__()
        self.text, self.w, self.h = text, w, h
        self.setToolTip(text)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor("#3d5a80"))
        p.setPen(QPen(QColor("#1d2d44"), 1.2))
        p.drawRoundedRect(QRectF(0, 0, self.w, self.h), self.h / 2, self.h / 2)
        p.setPen(QColor("white"))
        p.setFont(font(8.5, True))
        p.drawText(QRectF(6, 0, self.w - 12, self.h), Qt.AlignmentFlag.AlignCenter,
                   p.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(self.w - 12)))


class Jar(QGraphicsObject):
    """A Marketplace bin drawn as a glazed jar."""

    def __init__(self, rect: QRectF, label: str) -> None:
        super().__init__()
        self.rect, self.label = QRectF(rect), label
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        path = QPainterPath()
        path.moveTo(r.left() + r.width() * 0.3, r.top())
        path.lineTo(r.right() - r.width() * 0.3, r.top())
        path.cubicTo(r.right() - r.width() * 0.2, r.top() + 16, r.right() + 4, r.top() + 24, r.right(),
                     r.center().y())
        path.cubicTo(r.right(), r.bottom(), r.right() - 10, r.bottom(), r.center().x(), r.bottom())
        path.cubicTo(r.left() + 10, r.bottom(), r.left(), r.bottom(), r.left(), r.center().y())
        path.cubicTo(r.left() - 4, r.top() + 24, r.left() + r.width() * 0.2, r.top() + 16,
                     r.left() + r.width() * 0.3, r.top())
        grad = QLinearGradient(r.topLeft(), r.topRight())
        grad.setColorAt(0, QColor("#2f5d7c"))
        grad.setColorAt(0.5, QColor("#5f93b5"))
        grad.setColorAt(1, QColor("#24475f"))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(QColor("#1b3446"), 1.5))
        p.drawPath(path)
        p.setPen(QColor("white"))
        p.setFont(font(8, True))
        p.drawText(QRectF(r.left(), r.top() + 2, r.width(), 16), Qt.AlignmentFlag.AlignCenter, self.label)


class BoxSlot(QGraphicsObject):
    """An empty storage slot."""

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


TOP, TOWN_H = 92.0, 250.0
PROJ_Y, PROJ_H = TOP + TOWN_H + 10, 146.0
WS_Y, WS_H = PROJ_Y + PROJ_H + 10, 410.0
TRACK_MAX = 4
