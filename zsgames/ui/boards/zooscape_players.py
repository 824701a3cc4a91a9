"""The players' rows of the Zooscape board, one across the whole width per seat (yours first): name,
points, the master's meeple and the apprentice, how the seat stands in this round's market, and the
collection as stacks by type with "held/flag: points" under each."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.core.text import plural
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.scoring import seat_score, type_points
from zsgames.games.zooscape.state import APP_MASTER, GOT_KIMONO, LOST_CARD, P_OVER, P_SELECT, TOOK_GROUP
from zsgames.ui.boards.base import HighlightItem
from zsgames.ui.boards.zooscape_labels import CENTRE, label
from zsgames.ui.boards.zooscape_layout import CAPTION, NAME, ROW_GAP, SMALL, TEXT, Geometry, W, stack_size
from zsgames.ui.boards.zooscape_pieces import ZooCard
from zsgames.ui.boards.zooscape_words import ACTION_BODY, card_body, stack_body
from zsgames.ui.pieces import INK, PanelItem, PawnItem

STATUS = {TOOK_GROUP: "took a group", GOT_KIMONO: "got a kimono", LOST_CARD: "got nothing this round"}
INFO_W = 170.0  # the name column of a row
LINE_H = 15.0  # the line under a stack
BESIDE_W = 40.0  # the words beside a stack in a low row ("3/4" over "+6")
FAN_MIN = 60.0  # the least room for the cards a seat gains during a staged reveal


class Stack:
    """One stack of a collection: a card standing for the type, how many, the line under it."""

    __slots__ = ("body", "card", "count", "kind", "line", "over", "title")

    def __init__(self, card: int, count: int, line: str, title: str, body: str, over: bool = False) -> None:
        self.card, self.count, self.line, self.title, self.body, self.over = card, count, line, title, body, over
        self.kind = C.KIND[card]


def stacks_of(view: Any, seat: int) -> list[Stack]:
    """A seat's collection by type: curios (Copies counted), kimonos, coins, Fire."""
    counts = curio_counts(view, seat)
    copies = {t: 0 for t in range(C.CURIO_TYPES)}
    for _c, t in view.copies[seat]:
        copies[t] += 1
    out: list[Stack] = []
    for t in range(C.CURIO_TYPES):
        if counts[t]:
            pts = type_points(t, counts[t])
            card = next((c for c in view.won[seat] if C.KIND[c] == t), None)
            if card is None:
                card = next(c for c in range(C.ALL_CARDS) if C.KIND[c] == t)
            out.append(Stack(card, counts[t], f"{counts[t]}/{C.FLAG[t]}: {pts:+d}", C.TYPE_PLURALS[t],
                             stack_body(t, counts[t], copies[t], pts), counts[t] > C.FLAG[t]))
    coins = [c for c in view.won[seat] if C.KIND[c] == C.COIN]
    if coins:
        total = sum(C.COIN_VALUE[c] for c in coins)
        values = " + ".join(str(C.COIN_VALUE[c]) for c in coins)
        out.append(Stack(max(coins, key=lambda c: C.COIN_VALUE[c]), len(coins), f"coins: {total:+d}", "Gold coins",
                         f"{plural(len(coins), 'coin')}: {values} = {total} points."))
    fires = [c for c in view.won[seat] if C.KIND[c] == C.FIRE]
    if fires:
        out.append(Stack(fires[0], len(fires), f"fire: {len(fires) * C.FIRE_POINTS:+d}", "Fire",
                         f"{plural(len(fires), 'Fire card')}: {len(fires) * C.FIRE_POINTS} points.\n\n"
                         + ACTION_BODY[C.FIRE]))
    return out


class PlayerRows:
    """Draws every seat's row for a scene and notes where each lies (``rects``) and where a staged
    reveal lays the cards a seat takes (``fans``: the right end of the row)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.rects: dict[int, QRectF] = {}
        self.fans: dict[int, QRectF] = {}

    def draw(self, view: Any, viewer: int | None, geom: Geometry, by_kind: dict[str, list[Action]],
             status: dict[int, str] | None = None) -> None:
        self.rects, self.fans = {}, {}
        order = list(range(view.n))
        if viewer is not None:
            order = order[viewer:] + order[:viewer]  # your own collection first
        h = geom.row_h
        self.most = max(len(stacks_of(view, s)) for s in order)  # one layout of the stacks for every row
        for i, seat in enumerate(order):
            rect = QRectF(10, geom.rows_y + i * (h + ROW_GAP), W - 20, h)
            self._row(view, viewer, seat, rect, by_kind if seat == viewer else {}, (status or {}).get(seat))

    def _row(self, view: Any, viewer: int | None, seat: int, r: QRectF, by_kind: dict[str, list[Action]],
             status: str | None) -> None:
        scene = self.scene
        colour = scene.seat_colour(seat)
        fill = QColor.fromRgbF(*(0.84 + 0.16 * v for v in colour.getRgbF()[:3]))
        scene.addItem(PanelItem(r, fill, "", colour))
        self.rects[seat] = r
        name = scene.seat_name(seat) + (" (you)" if seat == viewer else "")
        label(scene, name, QRectF(r.x() + 10, r.y() + 3, INFO_W - 12, 20), NAME, True, colour.darker(150))
        score = seat_score(view, seat)
        label(scene, f"{score.total} points", QRectF(r.x() + 10, r.y() + 23, 96, 17), TEXT, True, INK)
        x = r.x() + 112
        if seat == view.master:
            meeple = PawnItem(colour, 20, "meeple")
            meeple.setPos(x + 10, r.y() + 40)
            scene.addItem(meeple)
            scene.set_detail(meeple, f"{scene.seat_name(seat)} is the master",
                             "The master lays out the round's row, splits it into groups 1 and 2 (and splits "
                             "every contested group again) and slips the apprentice into a group.")
            x += 24
        if view.app_at == seat or (seat == view.master and view.app_at == APP_MASTER):
            app = ZooCard(C.APPRENTICE_CARD, 16, 22)
            app.setPos(x + 2, r.y() + 20)
            scene.addItem(app)
            held = ("The master keeps it until it goes into a group." if view.app_at == APP_MASTER else
                    f"{scene.seat_name(seat)} holds it: at the end of the round they take the bin and become "
                    "master.")
            scene.set_detail(app, "The apprentice", held + "\n\n" + ACTION_BODY[C.APPRENTICE])
        if status is None:
            status = self._status(view, seat)
        if status and r.height() >= 58:
            label(scene, status, QRectF(r.x() + 10, r.y() + 41, INFO_W - 14, 16), SMALL, False, CAPTION)
        end = self._collection(view, seat, r, by_kind)
        left = min(max(end + 12, r.right() - 200), r.right() - 10 - FAN_MIN)  # after the stacks if there is room
        self.fans[seat] = QRectF(left, r.top() + 4, r.right() - 10 - left, r.height() - 8)

    @staticmethod
    def _status(view: Any, seat: int) -> str:
        """How a seat stands in this round's market."""
        if view.phase == P_OVER:
            return ""
        if view.took and view.took[seat]:
            return STATUS.get(view.took[seat], "")
        if view.phase <= P_SELECT and len(view.players_in) < view.n and seat in view.players_in:
            return "in this contest"
        if any(seat in seats for _cards, seats in view.stack):
            return "in a contest to come"
        return ""

    def _collection(self, view: Any, seat: int, r: QRectF, by_kind: dict[str, list[Action]]) -> float:
        """The seat's stacks in ``r`` (clickable for an action-card question); returns where they end."""
        scene = self.scene
        stacks = stacks_of(view, seat)
        area = QRectF(r.x() + INFO_W, r.y() + 4, r.width() - INFO_W - 10, r.height() - 8)
        if not stacks:
            label(scene, "no cards yet", QRectF(area.x(), area.y(), 200, min(area.height(), 20)), TEXT, False,
                  "#7a6e5c")
            return area.x() + 100
        clicks = {a.args[0]: a for a in [*by_kind.get("break", []), *by_kind.get("copy", [])]}
        copy_cards = {t: c for c, t in view.copies[seat]}
        cw, per_line = stack_size(max(len(stacks), self.most), area.width(), area.height(), LINE_H)
        ch = cw * 1.4
        step = max(cw, 58.0) + 8
        beside_h = min(area.height(), 66.0)  # a low row: the words beside a larger card, if all fit
        beside = cw < 44 and self.most * (beside_h / 1.4 + BESIDE_W + 12) <= area.width()
        if beside:
            ch, cw = beside_h, beside_h / 1.4
            step, per_line = cw + BESIDE_W + 12, len(stacks)
        who = scene.seat_name(seat)
        for i, stack in enumerate(stacks):
            x = area.x() + (i % per_line) * step + (0 if beside else (step - 8 - cw) / 2)
            y = area.y() + (i // per_line) * (ch + LINE_H + 4) + (area.height() - ch) / 2 * beside
            item = ZooCard(stack.card, cw, ch)
            if stack.over:
                item.marked = "over!"
            item.setPos(x, y)
            scene.addItem(item)
            scene.set_detail(item, f"{who}: {stack.title}", stack.body)
            colour = "#c0262d" if stack.over else INK
            if beside:
                held, points = stack.line.split(": ")
                texts = [label(scene, held, QRectF(x + cw + 4, y + ch / 2 - 17, BESIDE_W, 16), SMALL, False, colour),
                         label(scene, points, QRectF(x + cw + 4, y + ch / 2 + 1, BESIDE_W, 17), TEXT, True, colour)]
            else:
                texts = [label(scene, stack.line, QRectF(x + cw / 2 - step / 2, y + ch + 1, step, LINE_H), SMALL,
                               stack.over, colour, CENTRE)]
            for text in texts:
                scene.set_detail(text, f"{who}: {stack.title}", stack.body)
            if stack.kind in copy_cards:  # a Copy lies with this type: a small card on the stack
                mark = ZooCard(copy_cards[stack.kind], cw * 0.42, cw * 0.6)
                mark.setPos(x + cw * 0.56, y + ch * 0.3)  # on the card, clear of its words
                mark.setZValue(item.zValue() + 1)
                scene.addItem(mark)
                scene.set_detail(mark, "Copy", card_body(copy_cards[stack.kind]))
                scene.copy_marks[(seat, stack.kind)] = mark
            scene.stack_items[(seat, stack.kind)] = item
            if stack.kind < C.CURIO_TYPES:
                scene.type_stacks[(seat, stack.kind)] = item
                if stack.kind in clicks:
                    scene.bind_click(clicks[stack.kind], item)
                    ring(scene, item)
        last = min(len(stacks), per_line)
        return area.x() + last * step - (12 if beside else 8)


def ring(scene: Any, item: QGraphicsItem) -> None:
    """A glow around something the viewer can click now (action-card questions)."""
    glow = HighlightItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
    glow.setZValue(item.zValue() + 5)
    scene.addItem(glow)


__all__ = ["PlayerRows", "Stack", "ring", "stacks_of"]
