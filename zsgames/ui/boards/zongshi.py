"""The Zong Shi board: the town (Marketplace, Temple, Pawn Shop, Respectful Visits, projects) above
one workshop per seat. Redrawn from a view; every legal action is a drag or a click.

Drags: a pawn to a bin / the Temple / the Pawn Shop / the visits area / a project card; a visit tile
to a townsperson; an exchange tile to the workshop; a box to storage (draft, bin picks), to the
payment tray, to the Temple (donation) or to the bag (returning); a scroll to the play area or the
discard pile. Everything else (pass, done, decline, choices from a list) is a button.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.core.game import Action
from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.scoring import seat_score
from zsgames.ui.boards.base import BoardScene, DragPiece
from zsgames.ui.pieces import CardItem, LabelItem, PanelItem, PawnItem, font, readable_on

W = 1500.0
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
            p.setFont(font(7.5, True))
            p.drawText(body.adjusted(5, 1, -5, -1), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       SHORT.get(self.sid, self.sid))
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
        band = QRectF(0, 0, self.w, 18 if small else 24)
        p.setBrush(self.band)
        p.drawRoundedRect(band, 6, 6)
        p.setPen(readable_on(self.band))
        p.setFont(font(6.5 if small else 8, True))
        name = pt.name if not pt.masterwork else f"Masterwork {pt.id}"
        p.drawText(band.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                   name.replace(" Mastery", " Mast.") if small else name)
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
            p.setFont(font(6.5))
            p.drawText(QRectF(4, y + size + 3, self.w - 8, self.h - y - size - 4),
                       Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                       pt.text if not pt.masterwork else "A masterpiece: points only.")
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

    def __init__(self, size: float = 20) -> None:
        super().__init__()
        self.size = size
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setPen(QPen(QColor("#a08f72"), 1, Qt.PenStyle.DashLine))
        p.setBrush(QColor(255, 255, 255, 60))
        p.drawRoundedRect(QRectF(0, 0, self.size, self.size), 3, 3)




TOP, TOWN_H = 92.0, 250.0
PROJ_Y, PROJ_H = TOP + TOWN_H + 10, 146.0
WS_Y, WS_H = PROJ_Y + PROJ_H + 10, 318.0
TRACK_MAX = 4


class ZongShiBoard(BoardScene):
    """The scene: town on top, projects in the middle, workshops below."""

    def ink(self, seat: int | None) -> QColor:
        c = self.seat_colour(seat)
        return c.darker(160) if c.lightnessF() > 0.55 else c

    # --- build ------------------------------------------------------------------------------------
    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        self.v = view
        self.pawns: dict[tuple[int, str], PawnItem] = {}
        self.loc_zone: dict[str, Any] = {}
        self.person_zone: dict[str, Any] = {}
        self.project_items: dict[str, ProjectItem] = {}
        self.tile_piles: dict[str, TileItem] = {}
        self.bin_boxes: dict[tuple[str, int], list[BoxItem]] = {}
        self.pool_boxes: dict[int, BoxItem] = {}
        self.pool_scrolls: dict[str, ScrollItem] = {}
        self.store_boxes: dict[int, list[BoxItem]] = {}
        self.hand_items: dict[str, list[ScrollItem]] = {}
        self.visit_items: dict[int, list[VisitTile]] = {}
        self.progress_items: dict[str, ProjectItem] = {}
        self.storage_zone = self.tiles_zone = self.hand_zone = None
        self.addItem(PanelItem(QRectF(-6, -6, W + 12, WS_Y + WS_H + 12), "#e9e1cf", "", "#e9e1cf"))
        self._header(view, viewer)
        self._market(view)
        self._temple(view)
        self._shop(view)
        self._visits(view)
        self._tray(view)
        self._projects(view)
        n = view.config.players
        width = (W - (n - 1) * 8) / n
        for seat in range(n):
            self._workshop(view, viewer, seat, QRectF(seat * (width + 8), WS_Y, width, WS_H))
        self._bind(view, viewer, legal)

    # --- header -----------------------------------------------------------------------------------
    def _header(self, view: Any, viewer: int | None) -> None:
        phase = PHASES.get(view.phase, view.phase)
        text = f"Round {view.round} · {phase}"
        if view.final:
            text += " · FINAL ROUND" + (" (round limit)" if view.forced_final else "")
        self.addItem(LabelItem(text, QRectF(8, 0, 520, 28), 14, True, "#8b1e1e" if view.final else "#2b2620"))
        deciders = self.game.current_deciders(view)
        if not deciders:
            ask = "The game is over — see the scores in each workshop."
            who = None
        else:
            who = deciders[0]
            ask = f"{self.seat_name(who)}: {self.game.prompt(view, who)}"
        self.addItem(LabelItem(ask, QRectF(530, 0, W - 530, 28), 13, True, self.ink(who)))
        last = self.last_action
        if last is not None:
            text = f"Last move — {self.seat_name(last.seat)}: {last.label or last}"
            self.addItem(LabelItem(text, QRectF(W - 520, 30, 520, 22), 9, False, self.ink(last.seat),
                                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter))
        self.button_y = 32.0
        self.button_x = 8.0

    def _button(self, action: Action) -> None:
        w = min(260.0, 16 + 7.0 * len(action.label or str(action)))
        if self.button_x + w > W - 530:
            self.button_x = 8.0
            self.button_y += 30
        b = Button(action.label or str(action), w)
        b.setPos(self.button_x, self.button_y)
        self.addItem(b)
        self.bind_click(action, b)
        self.button_x += w + 8

    # --- town -------------------------------------------------------------------------------------
    def _pawn(self, seat: int, pawn: str, parent_pos: QPointF) -> PawnItem:
        master = pawn == "master"
        item = PawnItem(self.seat_colour(seat), 30 if master else 24, "pawn" if master else "meeple",
                        "M" if master else "A")
        item.setPos(parent_pos)
        item.setZValue(50)
        item.setToolTip(f"{self.seat_name(seat)}'s {pawn}")
        self.addItem(item)
        self.pawns[(seat, pawn)] = item
        return item

    def _pawns_at(self, view: Any, loc: str, x: float, y: float, step: float = 26) -> None:
        i = 0
        for seat, p in enumerate(view.players):
            for pawn in ("master", "apprentice"):
                if p.pawn_loc(pawn) == loc:
                    self._pawn(seat, pawn, QPointF(x + i * step, y))
                    i += 1

    def _market(self, view: Any) -> None:
        market = PanelItem(QRectF(0, TOP, 330, TOWN_H), "#efe6d2", "Marketplace")
        market.setToolTip("Send a pawn into a bin; in Step 2 masters pick boxes one at a time, an apprentice "
                          "takes one after every master there")
        self.addItem(market)
        for name, rect in (("large", QRectF(14, TOP + 26, 176, 186)), ("small", QRectF(204, TOP + 46, 116, 166))):
            jar = Jar(rect, f"{name} bin")
            jar.setToolTip(f"The {name} bin: pawns here share its boxes in Step 2 (masters pick first)")
            self.addItem(jar)
            self.loc_zone[name] = self.make_zone(rect)
            boxes = view.bin(name)
            k = 0
            per_row = 5 if name == "large" else 3
            for m in range(4):
                for _ in range(boxes[m]):
                    item = BoxItem(m, 22)
                    item.setPos(rect.left() + 22 + (k % per_row) * 27, rect.top() + 28 + (k // per_row) * 27)
                    item.setZValue(20)
                    self.addItem(item)
                    self.bin_boxes.setdefault((name, m), []).append(item)
                    k += 1
            self._pawns_at(view, name, rect.left() + 22, rect.bottom() - 8, 24)

    def _temple(self, view: Any) -> None:
        x0 = 340.0
        panel = PanelItem(QRectF(x0, TOP, 220, TOWN_H), "#f0dfd4", "Temple")
        panel.setToolTip("Go here to draw a scroll; a master may donate boxes first (+1 scroll each)")
        self.addItem(panel)
        deck_n = view.deck if isinstance(view.deck, int) else len(view.deck)
        deck = ScrollItem(None, 80, 48, deck_n)
        deck.setToolTip(f"Scroll deck: {deck_n} left (an empty deck reshuffles the discard)")
        deck.setPos(x0 + 14, TOP + 34)
        self.addItem(deck)
        self.addItem(LabelItem("deck", QRectF(x0 + 14, TOP + 84, 80, 16), 8, False,
                               align=Qt.AlignmentFlag.AlignCenter))
        top = view.discard[-1] if view.discard else None
        pile = ScrollItem(top, 80, 48, len(view.discard)) if top else Badge("visit", QColor("#e4d6c0"), "", 46)
        pile.setPos(x0 + 118, TOP + 34)
        pile.setToolTip("Discard pile (face up): " + (", ".join(D.SCROLLS[s]["name"] for s in view.discard)
                                                    or "empty"))
        self.addItem(pile)
        self.discard_item = pile
        self.addItem(LabelItem("discard", QRectF(x0 + 118, TOP + 84, 80, 16), 8, False,
                               align=Qt.AlignmentFlag.AlignCenter))
        zone_rect = QRectF(x0 + 8, TOP + 110, 204, TOWN_H - 118)
        self.addItem(LabelItem("pawns at the Temple", QRectF(zone_rect.left(), zone_rect.top(), 204, 18), 8, False,
                               "#7a5a40", Qt.AlignmentFlag.AlignCenter))
        self.loc_zone["temple"] = self.make_zone(zone_rect)
        self._pawns_at(view, "temple", x0 + 26, TOP + 180, 26)

    def _shop(self, view: Any) -> None:
        x0 = 570.0
        panel = PanelItem(QRectF(x0, TOP, 230, TOWN_H), "#e3e6d6", "Pawn Shop")
        panel.setToolTip("An exchange tile costs one box of each of its two materials")
        self.addItem(panel)
        for k, pair in enumerate(D.PAIRS):
            item = TileItem(k, 32, view.tile_supply[k])
            item.setPos(x0 + 18 + (k % 2) * 104, TOP + 28 + (k // 2) * 46)
            self.addItem(item)
            self.tile_piles[pair] = item
        zone_rect = QRectF(x0 + 8, TOP + 172, 214, TOWN_H - 180)
        self.loc_zone["shop"] = self.make_zone(zone_rect)
        self._pawns_at(view, "shop", x0 + 26, TOP + 236, 26)

    def _visits(self, view: Any) -> None:
        x0 = 810.0
        panel = PanelItem(QRectF(x0, TOP, 420, TOWN_H), "#e7e0ef", "Respectful Visits")
        panel.setToolTip("Give a townsperson a visit tile's worth of their material; the first master takes "
                         "the award")
        self.addItem(panel)
        for i, person in enumerate(D.PERSONS):
            cx = x0 + 8 + i * 103
            col = QRectF(cx, TOP + 22, 97, 168)
            mat = D.PERSON_MAT[i]
            face = Badge("person", MAT[mat], D.PERSON_NAME[person][0], 38)
            face.setPos(cx + 29, TOP + 24)
            face.setToolTip(f"The {D.PERSON_NAME[person]} wants {D.MATERIALS[mat]}")
            self.addItem(face)
            self.addItem(LabelItem(f"{D.PERSON_NAME[person]}\n({D.MATERIALS[mat]})", QRectF(cx, TOP + 62, 97, 30),
                                   8, True, align=Qt.AlignmentFlag.AlignCenter))
            if view.awards[i]:
                award = Badge("award", QColor("#6d4c8c"), "?", 26)
                award.setToolTip("A face-down award for the first master who visits")
            else:
                award = Badge("visit", QColor("#d8d0c4"), "–", 20)
                award.setToolTip("Award already taken")
            award.setPos(cx + 36, TOP + 94)
            self.addItem(award)
            placed = [(seat, p.visits[i]) for seat, p in enumerate(view.players) if p.visits[i]]
            for j, (seat, value) in enumerate(placed):
                tile = Badge("visit", self.seat_colour(seat), str(value), 18)
                tile.setPos(cx + 4 + (j % 4) * 23, TOP + 126 + (j // 4) * 22)
                tile.setToolTip(f"{self.seat_name(seat)} visited with a {value}")
                self.addItem(tile)
            self.person_zone[person] = self.make_zone(col)
        zone_rect = QRectF(x0 + 8, TOP + 192, 404, TOWN_H - 198)
        self.loc_zone["visits"] = self.make_zone(zone_rect)
        self._pawns_at(view, "visits", x0 + 30, TOP + 240, 26)

    def _tray(self, view: Any) -> None:
        x0 = 1240.0
        self.addItem(PanelItem(QRectF(x0, TOP, W - x0, TOWN_H), "#ece4d3", "Bag · play · payment"))
        bag = Badge("award", QColor("#a0522d"), "", 50)
        bag.setPos(x0 + 12, TOP + 26)
        bag.setToolTip("The cloth bag: " + ", ".join(f"{view.bag[i]} {m}" for i, m in enumerate(D.MATERIALS)))
        self.addItem(bag)
        self.bag_zone = self.make_zone(QRectF(x0 + 8, TOP + 22, 120, 60))
        for m in range(4):
            item = BoxItem(m, 14)
            item.setPos(x0 + 72 + (m % 2) * 92, TOP + 30 + (m // 2) * 22)
            self.addItem(item)
            self.addItem(LabelItem(str(view.bag[m]), QRectF(x0 + 90 + (m % 2) * 92, TOP + 27 + (m // 2) * 22,
                                                            30, 20), 9, True))
        play = PanelItem(QRectF(x0 + 8, TOP + 86, W - x0 - 16, 64), "#f7efd9", "Play a scroll here")
        self.addItem(play)
        self.play_zone = self.make_zone(QRectF(x0 + 8, TOP + 86, W - x0 - 16, 64))
        top = view.pending[-1] if view.pending else None
        pay = PanelItem(QRectF(x0 + 8, TOP + 156, W - x0 - 16, TOWN_H - 162), "#f1e6cf", "Payment tray")
        self.addItem(pay)
        if top and top["kind"] == "pay":
            owed = [(i, n) for i, n in enumerate(top["need"]) if n]
            self.addItem(LabelItem(f"{top['label']}: still owed", QRectF(x0 + 16, TOP + 172, W - x0 - 30, 32), 8))
            k = 0
            for i, n in owed:
                for _ in range(n):
                    b = BoxItem(i, 18)
                    b.setOpacity(0.55)
                    b.setPos(x0 + 18 + k * 22, TOP + 206)
                    self.addItem(b)
                    k += 1
        self.pay_zone = self.make_zone(QRectF(x0 + 8, TOP + 156, W - x0 - 16, TOWN_H - 162))

    def _projects(self, view: Any) -> None:
        self.addItem(PanelItem(QRectF(0, PROJ_Y, W, PROJ_H), "#e8dcc6", ""))
        for i, pid in enumerate(D.PROJECT_IDS):
            item = ProjectItem(pid, 96, 128, view.supply[i])
            item.setPos(8 + i * 102, PROJ_Y + 9)
            if not view.supply[i]:
                item.setOpacity(0.35)
            self.addItem(item)
            self.project_items[pid] = item
        deck_n = view.mw_deck if isinstance(view.mw_deck, int) else len(view.mw_deck)
        deck = CardItem("Masterworks", "", "#4b3a6b", (84, 120), face_up=False, count=deck_n)
        deck.setToolTip(f"Masterwork deck: {deck_n} hidden cards")
        deck.setPos(836, PROJ_Y + 12)
        self.addItem(deck)
        for j, pid in enumerate(view.mw_face):
            item = ProjectItem(pid, 96, 128)
            item.setPos(928 + j * 102, PROJ_Y + 9)
            self.addItem(item)
            self.project_items[pid] = item
        if view.phase == "draft" or view.pool_scrolls or any(view.pool_boxes):
            x0 = 1140.0
            self.addItem(LabelItem("Draft pool", QRectF(x0, PROJ_Y + 4, 200, 18), 9, True))
            for k, sid in enumerate(sorted(set(view.pool_scrolls))):
                item = ScrollItem(sid, 64, 40, view.pool_scrolls.count(sid))
                item.setPos(x0 + (k % 5) * 70, PROJ_Y + 24 + (k // 5) * 46)
                self.addItem(item)
                self.pool_scrolls[sid] = item
            k = 0
            for m in range(4):
                for _ in range(view.pool_boxes[m]):
                    item = BoxItem(m, 22)
                    item.setPos(x0 + (k % 12) * 28, PROJ_Y + 118)
                    self.addItem(item)
                    self.pool_boxes[m] = item
                    k += 1

    # --- workshops --------------------------------------------------------------------------------
    def _workshop(self, view: Any, viewer: int | None, seat: int, r: QRectF) -> None:
        p = view.players[seat]
        colour = self.seat_colour(seat)
        fill = QColor(colour)
        fill.setAlpha(40)
        panel = PanelItem(r, QColor("#f6efe0"), "", colour.darker(120))
        self.addItem(panel)
        band = PanelItem(QRectF(r.left(), r.top(), r.width(), 24), colour, "", colour.darker(140))
        self.addItem(band)
        score = seat_score(view, seat)
        you = " (you)" if seat == viewer else ""
        self.addItem(LabelItem(f"{self.seat_name(seat)}{you}", QRectF(r.left() + 8, r.top(), r.width() - 90, 24),
                               10, True, readable_on(colour)))
        vp = LabelItem(f"{score.total} VP", QRectF(r.right() - 80, r.top(), 72, 24), 10, True, readable_on(colour),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        vp.setToolTip("\n".join(f"{name}: {v}" for name, v in score.lines) + f"\nTotal: {score.total}")
        vp.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(vp)
        if seat == view.start:
            buddha = Badge("buddha", QColor("#3f9b5a"), "", 20)
            buddha.setPos(r.right() - 104, r.top() + 2)
            buddha.setToolTip("Jade Buddha: the start player")
            self.addItem(buddha)
        x, y = r.left() + 8, r.top() + 30
        # storage
        from zsgames.games.zongshi.common import storage_limit

        limit = storage_limit(view, seat)
        held = [m for m in range(4) for _ in range(p.storage[m])]
        self.addItem(LabelItem("Storage", QRectF(x, y, 52, 22), 8, True))
        size = min(22.0, (r.width() - 70) / max(limit, len(held)) - 3)
        for k in range(max(limit, len(held))):
            pos = QPointF(x + 56 + k * (size + 3), y)
            if k < len(held):
                item = BoxItem(held[k], size)
                item.setPos(pos)
                item.setZValue(20)
                self.addItem(item)
                if seat == viewer:
                    self.store_boxes.setdefault(held[k], []).append(item)
            else:
                slot = BoxSlot(size)
                slot.setPos(pos)
                self.addItem(slot)
        storage_rect = QRectF(x, y - 2, r.width() - 16, 26)
        # tiles
        y += 28
        self.addItem(LabelItem("Tiles", QRectF(x, y, 52, 22), 8, True))
        k = 0
        for pair in range(len(D.PAIRS)):
            if p.tiles[pair]:
                t = TileItem(pair, 20, p.tiles[pair])
                t.setPos(x + 56 + k * 38, y)
                self.addItem(t)
                k += 1
        tiles_rect = QRectF(x, y - 2, r.width() - 16, 26)
        # time track and projects in progress
        y += 30
        self.addItem(LabelItem("Time", QRectF(x, y + 8, 40, 20), 8, True))
        for t in range(TRACK_MAX, 0, -1):
            cx = x + 44 + (TRACK_MAX - t) * 30
            spot = Badge("award", QColor("#d9cbb0"), str(t), 24)
            spot.setPos(cx, y + 6)
            spot.setToolTip(f"Time track: {t} round(s) to go")
            self.addItem(spot)
            if p.worker and p.time_left == t:
                self._pawn(seat, p.worker, QPointF(cx + 12, y + 28))
        if p.worker and p.time_left > TRACK_MAX:
            self._pawn(seat, p.worker, QPointF(x + 44, y + 28))
        for j, pid in enumerate(p.in_progress):
            item = ProjectItem(pid, 58, 76)
            item.setPos(r.right() - 66 - j * 62, y - 4)
            self.addItem(item)
            if seat == viewer:
                self.progress_items[pid] = item
        # completed spaces
        y += 78
        cw = min(44.0, (r.width() - 16) / D.COMPLETED_SPACES - 4)
        for k in range(D.COMPLETED_SPACES):
            pos = QPointF(x + k * (cw + 4), y)
            if k < len(p.completed):
                item = ProjectItem(p.completed[k], cw, cw * 1.3)
                item.setPos(pos)
                self.addItem(item)
            else:
                slot = BoxSlot(cw)
                slot.setPos(pos)
                slot.setToolTip("An empty completed-project space")
                self.addItem(slot)
        if p.extra:
            self.addItem(LabelItem(f"+{len(p.extra)} (tie-break only)", QRectF(x, y + cw * 1.3, 160, 14), 7))
        # visit tiles and pawns at home
        y += cw * 1.3 + 14
        self.addItem(LabelItem("Visits", QRectF(x, y, 44, 24), 8, True))
        for k, value in enumerate(sorted(p.visit_tiles)):
            tile = VisitTile(value, colour, 20)
            tile.setPos(x + 46 + k * 24, y + 2)
            self.addItem(tile)
            if seat == viewer:
                self.visit_items.setdefault(value, []).append(tile)
        hx = r.right() - 70
        for pawn in ("master", "apprentice"):
            if p.pawn_loc(pawn) == "home":
                self._pawn(seat, pawn, QPointF(hx + 16, y + 28))
            hx += 34
        # scrolls
        y += 34
        hand_rect = QRectF(x, y - 2, r.width() - 16, r.bottom() - y - 2)
        if isinstance(p.hand, list):
            step = min(60.0, (r.width() - 16) / max(1, len(p.hand)))
            for k, sid in enumerate(p.hand):
                item = ScrollItem(sid, min(58.0, step - 2), 38)
                item.setPos(x + k * step, y)
                item.setZValue(30)
                self.addItem(item)
                self.hand_items.setdefault(sid, []).append(item)
        elif p.hand:
            item = ScrollItem(None, 58, 38, p.hand)
            item.setPos(x, y)
            self.addItem(item)
            known = ", ".join(D.SCROLLS[s]["name"] for s in p.known)
            if known:
                self.addItem(LabelItem(f"known: {known}", QRectF(x + 66, y, r.width() - 82, 38), 7))
        if seat == viewer:
            self.storage_zone = self.make_zone(storage_rect)
            self.tiles_zone = self.make_zone(tiles_rect)
            self.hand_zone = self.make_zone(hand_rect)

    # --- bindings ---------------------------------------------------------------------------------
    def _bind(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        top = view.pending[-1] if view.pending else {}
        cur = self.pawns.get((viewer, view.cur_pawn)) if viewer is not None and view.cur_pawn else None
        for a in legal:
            if not self._bind_one(a, top, cur):
                self._button(a)
        for (seat, pawn), item in self.pawns.items():
            if seat != viewer:
                self.explain(item, f"that is {self.seat_name(seat)}'s {pawn}")
        if top.get("kind") == "turn" and top.get("seat") == viewer and hasattr(self.game, "explain"):
            begun = {a.args[0] for a in legal if a.kind == "begin"}
            for pid, item in self.project_items.items():  # say why a card cannot be begun
                if pid not in begun:
                    self.explain(item, self.game.explain(view, Action(viewer, "begin", (pid,))))
            gone = {a.args[0] for a in legal if a.kind == "go"}
            for loc, zone in self.loc_zone.items():
                if loc not in gone:
                    self.explain(zone, self.game.explain(view, Action(viewer, "go", (loc,))))

    def _bind_one(self, a: Action, top: dict, cur: PawnItem | None) -> bool:
        k, args = a.kind, a.args
        zones = self.loc_zone
        if k == "draft_box" and self.storage_zone is not None:
            return self._drag(a, [self.pool_boxes.get(D.MAT_INDEX[args[0]])], self.storage_zone)
        if k == "draft_scroll" and self.hand_zone is not None:
            return self._drag(a, [self.pool_scrolls.get(args[0])], self.hand_zone)
        if k == "pawn":
            item = self.pawns.get((a.seat, args[0]))
            if item is not None:
                self.bind_click(a, item)
                return True
            return False
        if k == "play":
            return self._drag(a, self.hand_items.get(args[0], []), self.play_zone)
        if k == "begin":
            item = self.project_items.get(args[0])
            if item is None:
                return False
            if top.get("kind") == "turn" and cur is not None:
                self.bind_drag(a, cur, item)
            self.bind_click(a, item)
            return True
        if k == "go" and cur is not None and args[0] in zones:
            self.bind_drag(a, cur, zones[args[0]])
            return True
        if k == "pay":
            return self._drag(a, self.store_boxes.get(D.MAT_INDEX[args[1]], []), self.pay_zone)
        if k == "donate":
            return self._drag(a, self.store_boxes.get(D.MAT_INDEX[args[0]], []), zones["temple"])
        if k in ("buy", "gift", "award_tile") and self.tiles_zone is not None:
            return self._drag(a, [self.tile_piles.get(args[0])], self.tiles_zone)
        if k == "visit":
            return self._drag(a, self.visit_items.get(args[1], []), self.person_zone[args[0]])
        if k in ("take", "fortune", "award_bin") and self.storage_zone is not None:
            return self._drag(a, self.bin_boxes.get((args[0], D.MAT_INDEX[args[1]]), []), self.storage_zone)
        if k == "return":
            return self._drag(a, self.store_boxes.get(D.MAT_INDEX[args[0]], []), self.bag_zone)
        if k == "discard":
            return self._drag(a, self.hand_items.get(args[0], []), self.discard_item)
        if k == "score" and args[0] in self.progress_items:
            self.bind_click(a, self.progress_items[args[0]])
            return True
        return False

    def _drag(self, a: Action, sources: list[Any], zone: Any) -> bool:
        sources = [s for s in sources if s is not None]
        if not sources or zone is None:
            return False
        for s in sources:
            self.bind_drag(a, s, zone)
        return True


BOARD = ZongShiBoard
__all__ = ["BOARD", "BoxItem", "Button", "ProjectItem", "ScrollItem", "TileItem", "VisitTile", "ZongShiBoard"]
