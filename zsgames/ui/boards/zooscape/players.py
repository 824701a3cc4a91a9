"""The players' rows of the Zooscape board, one across the whole width per seat (yours first): name,
points, the master's meeple and the apprentice, how the seat stands in this round's market, and the
collection as stacks by type with "held/flag: points" under each.

A row is drawn as retained parts keyed on what they show (:class:`Frame`, :class:`Info`,
:class:`Collection`): a move that leaves a seat's row as it was keeps its items, one that changes its
points or status keeps its stacks. The action-card clicks on your stacks are bound afresh every time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.i18n import N_, _
from zsgames.core.text import YOU, seat_name
from zsgames.games.zooscape.table import C, SeatShown, Table, type_plural
from zsgames.ui.boards.base import HighlightItem
from zsgames.ui.boards.zooscape.labels import CENTRE, label
from zsgames.ui.boards.zooscape.layout import (
    CAPTION,
    NAME,
    ROW_GAP,
    SMALL,
    STACK_LINE_W,
    TEXT,
    Geometry,
    W,
    stack_size,
)
from zsgames.ui.boards.zooscape.pieces import SeatBadge, ZooCard
from zsgames.ui.boards.zooscape.words import action_body, card_body, holder_text, stack_body
from zsgames.ui.shared.pieces import INK, PanelItem, PawnItem

#: How a seat stands in this round's market, by the table's word for it.
STATUS = {
    "took": N_("took a group"),
    "kimono": N_("got a kimono"),
    "lost": N_("got nothing this round"),
    "contest": N_("in this contest"),
    "to come": N_("in a contest to come"),
}
INFO_W = 170.0  # the name column of a row
LINE_H = 15.0  # the line under a stack
BESIDE_W = 40.0  # the words beside a stack in a low row ("3/4" over "+6")
FAN_MIN = 60.0  # the least room for the cards a seat gains during a staged reveal


@dataclass(frozen=True)
class Stack:
    """One stack of a collection: a card standing for the type, how many, the line under it."""

    card: int
    count: int
    held: str  # "3/4", "coins", "fire"
    points: str  # "+6"
    title: str
    body: str
    over: bool = False

    @property
    def line(self) -> str:
        """The line under the stack: "3/4: +6", "coins: +5"."""
        return _("{held}: {points}", context="stack", held=self.held, points=self.points)

    @property
    def kind(self) -> int:
        return C.KIND[self.card]


def stacks_of(shown: SeatShown) -> list[Stack]:
    """A seat's collection by type: curios (Copies counted), kimonos, coins, Fire."""
    counts = shown.counts
    copies = {t: 0 for t in range(C.CURIO_TYPES)}
    for _c, t in shown.copies:
        copies[t] += 1
    out: list[Stack] = []
    for t in range(C.CURIO_TYPES):
        if counts[t]:
            pts = shown.points[t]
            card = next((c for c in shown.won if C.KIND[c] == t), None)
            if card is None:
                card = next(c for c in range(C.ALL_CARDS) if C.KIND[c] == t)
            out.append(
                Stack(
                    card,
                    counts[t],
                    f"{counts[t]}/{C.FLAG[t]}",
                    f"{pts:+d}",
                    str(type_plural(t)),
                    stack_body(t, counts[t], copies[t], pts),
                    counts[t] > C.FLAG[t],
                )
            )
    coins = [c for c in shown.won if C.KIND[c] == C.COIN]
    if coins:
        total = sum(C.COIN_VALUE[c] for c in coins)
        values = " + ".join(str(C.COIN_VALUE[c]) for c in coins)
        out.append(
            Stack(
                max(coins, key=lambda c: C.COIN_VALUE[c]),
                len(coins),
                _("coins"),
                f"{total:+d}",
                _("Gold coins"),
                _(
                    "{n} coin: {values} = {total} points.",
                    plural="{n} coins: {values} = {total} points.",
                    n=len(coins),
                    values=values,
                    total=total,
                ),
            )
        )
    fires = [c for c in shown.won if C.KIND[c] == C.FIRE]
    if fires:
        out.append(
            Stack(
                fires[0],
                len(fires),
                _("fire"),
                f"{len(fires) * C.FIRE_POINTS:+d}",
                _("Fire", context="card"),
                _(
                    "{n} Fire card: {points} points.",
                    plural="{n} Fire cards: {points} points.",
                    n=len(fires),
                    points=len(fires) * C.FIRE_POINTS,
                )
                + "\n\n"
                + action_body(C.FIRE),
            )
        )
    return out


@dataclass(frozen=True)
class Frame:
    """A row's paper, edge and name: what its other parts lie on (so their keys hold it too)."""

    seat: int
    rect: tuple[float, float, float, float]
    name: str  # with " (you)" on the viewer's own row
    colour: str  # the seat colour (#aarrggbb)
    shape: str  # the seat's symbol, beside the name


@dataclass(frozen=True)
class Info:
    """The row's name column under the name: points, the master's meeple, the apprentice, the status."""

    frame: Frame
    who: str  # the seat's name, in the details
    total: int
    master: bool
    apprentice: str | None  # the apprentice card's detail when it lies in this row
    status: str


@dataclass(frozen=True)
class Collection:
    """The row's stacks, laid out alike in every row (``most``: the most stacks of any row)."""

    frame: Frame
    who: str
    stacks: tuple[Stack, ...]
    copies: tuple[tuple[int, int], ...]  # (curio type, Copy card) lying on a stack
    most: int


@dataclass
class Stacks:
    """A drawn collection's items the gestures, the marks and the reveal look up."""

    end: float  # where the stacks end (a staged reveal lays cards after them)
    items: dict[int, ZooCard] = field(default_factory=dict)  # kind → its stack
    copy_marks: dict[int, ZooCard] = field(default_factory=dict)


class PlayerRows:
    """Draws every seat's row for a scene and notes where each lies (``rects``) and where a staged
    reveal lays the cards a seat takes (``fans``: the right end of the row).

    A row is three retained parts: its frame (paper and name), its name column (points, meeple,
    apprentice, status) and its collection, each kept while it shows the same; the two that lie on
    the frame have the frame in their key, so they are drawn again (over it) whenever it is."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.rects: dict[int, QRectF] = {}
        self.fans: dict[int, QRectF] = {}

    def draw(self, t: Table, viewer: int | None, geom: Geometry, status: dict[int, str] | None = None) -> None:
        scene = self.scene
        self.rects, self.fans = {}, {}
        order = list(range(t.players))
        if viewer is not None:
            order = order[viewer:] + order[:viewer]  # your own collection first
        h = geom.row_h
        stacks = {seat: tuple(stacks_of(t.seats[seat])) for seat in order}
        most = max(len(s) for s in stacks.values())
        for i, seat in enumerate(order):
            r = QRectF(10, geom.rows_y + i * (h + ROW_GAP), W - 20, h)
            who = scene.seat_name(seat)
            mine = seat == viewer and who.casefold() != "you"  # a seat named You (a lesson's) says so already
            frame = Frame(
                seat,
                (r.x(), r.y(), r.width(), r.height()),
                _("{name} (you)", name=who) if mine else seat_name(who),
                scene.seat_colour(seat).name(QColor.NameFormat.HexArgb),
                scene.seat_shape(seat),
            )
            scene.memo(("seat", seat), frame, lambda frame=frame: self._frame(frame))
            told = (status or {}).get(seat)  # a staged reveal tells how the seat stands as it goes
            shown = t.seats[seat]
            info = Info(
                frame,
                who,
                shown.score.total,
                shown.master,
                self._apprentice(shown),
                (_(STATUS[shown.status]) if shown.status else "") if told is None else told,
            )
            scene.memo(("seat info", seat), info, lambda info=info: self._info(info))
            collection = Collection(frame, who, stacks[seat], tuple((kind, c) for c, kind in shown.copies), most)
            drawn: Stacks = scene.memo(
                ("seat stacks", seat), collection, lambda collection=collection: self._collection(collection)
            )
            self.rects[seat] = r
            left = min(max(drawn.end + 12, r.right() - 200), r.right() - 10 - FAN_MIN)  # after the stacks if room
            self.fans[seat] = QRectF(left, r.top() + 4, r.right() - 10 - left, r.height() - 8)
            for kind, item in drawn.items.items():
                scene.stack_items[(seat, kind)] = item
                if kind < C.CURIO_TYPES:
                    scene.type_stacks[(seat, kind)] = item
            for kind, mark in drawn.copy_marks.items():
                scene.copy_marks[(seat, kind)] = mark

    def _frame(self, frame: Frame) -> None:
        scene = self.scene
        r = QRectF(*frame.rect)
        colour = QColor(frame.colour)
        fill = QColor.fromRgbF(*(0.84 + 0.16 * v for v in (colour.redF(), colour.greenF(), colour.blueF())))
        scene.addItem(PanelItem(r, fill, "", colour))
        badge = SeatBadge(frame.shape, colour, 16)
        badge.setPos(r.x() + 8, r.y() + 5)
        scene.addItem(badge)
        label(scene, frame.name, QRectF(r.x() + 28, r.y() + 3, INFO_W - 30, 20), NAME, True, colour.darker(150))

    def _apprentice(self, shown: SeatShown) -> str | None:
        """The detail of the apprentice card when it lies in the seat's row."""
        if not shown.apprentice:
            return None
        held = (
            _("The master keeps it until it goes into a group.")
            if shown.apprentice == "master"
            else holder_text(self.scene.seat_name(shown.seat))
        )
        return held + "\n\n" + action_body(C.APPRENTICE)

    def _info(self, info: Info) -> None:
        scene = self.scene
        r = QRectF(*info.frame.rect)
        label(
            scene,
            _("{n} points", context="row total", n=info.total),
            QRectF(r.x() + 10, r.y() + 23, 96, 17),
            TEXT,
            True,
            INK,
        )
        x = r.x() + 112
        if info.master:
            meeple = PawnItem(QColor(info.frame.colour), 20, "meeple")
            meeple.setPos(x + 10, r.y() + 40)
            scene.addItem(meeple)
            mark = SeatBadge(info.frame.shape, QColor(info.frame.colour), 11)
            mark.setPos(x + 14, r.y() + 38)
            mark.setZValue(meeple.zValue() + 1)
            scene.addItem(mark)
            scene.set_detail(
                meeple,
                _("You are the master") if info.who == YOU else _("{name} is the master", name=info.who),
                _(
                    "The master lays out the round's row, splits it into groups 1 and 2 (and splits every contested "
                    "group again) and slips the apprentice into a group."
                ),
            )
            x += 24
        if info.apprentice is not None:
            app = ZooCard(C.APPRENTICE_CARD, 16, 22)
            app.setPos(x + 2, r.y() + 20)
            scene.addItem(app)
            scene.set_detail(app, _("The apprentice"), info.apprentice)
        if info.status and r.height() >= 58:
            label(scene, info.status, QRectF(r.x() + 10, r.y() + 41, INFO_W - 14, 16), SMALL, False, CAPTION)

    def _collection(self, spec: Collection) -> Stacks:
        """The seat's stacks (clickable for an action-card question), and where they end."""
        scene = self.scene
        stacks = spec.stacks
        r = QRectF(*spec.frame.rect)
        area = QRectF(r.x() + INFO_W, r.y() + 4, r.width() - INFO_W - 10, r.height() - 8)
        if not stacks:
            label(
                scene,
                _("no cards yet"),
                QRectF(area.x(), area.y(), 200, min(area.height(), 20)),
                TEXT,
                False,
                "#7a6e5c",
            )
            return Stacks(area.x() + 100)
        copy_cards = dict(spec.copies)
        cw, per_line = stack_size(max(len(stacks), spec.most), area.width(), area.height(), LINE_H)
        ch = cw * 1.4
        step = max(cw, STACK_LINE_W) + 8
        beside_h = min(area.height(), 66.0)  # a low row: the words beside a larger card, if all fit
        beside = cw < 44 and spec.most * (beside_h / 1.4 + BESIDE_W + 12) <= area.width()
        if beside:
            ch, cw = beside_h, beside_h / 1.4
            step, per_line = cw + BESIDE_W + 12, len(stacks)
        last = min(len(stacks), per_line)
        drawn = Stacks(area.x() + last * step - (12 if beside else 8))
        for i, stack in enumerate(stacks):
            x = area.x() + (i % per_line) * step + (0 if beside else (step - 8 - cw) / 2)
            y = area.y() + (i // per_line) * (ch + LINE_H + 4) + (area.height() - ch) / 2 * beside
            item = ZooCard(stack.card, cw, ch)
            if stack.over:
                item.marked = _("over!")
            item.depth = min(stack.count, 4) - 1
            item.setPos(x, y)
            scene.addItem(item)
            scene.set_detail(item, stack_title(spec.who, stack.title), stack.body)
            colour = "#c0262d" if stack.over else INK
            if beside:
                held, points = stack.held, stack.points
                texts = [
                    label(scene, held, QRectF(x + cw + 4, y + ch / 2 - 17, BESIDE_W, 16), SMALL, False, colour),
                    label(scene, points, QRectF(x + cw + 4, y + ch / 2 + 1, BESIDE_W, 17), TEXT, True, colour),
                ]
            else:
                texts = [
                    label(
                        scene,
                        stack.line,
                        QRectF(x + cw / 2 - step / 2, y + ch + 1, step, LINE_H),
                        SMALL,
                        stack.over,
                        colour,
                        CENTRE,
                    )
                ]
            for text in texts:
                scene.set_detail(text, stack_title(spec.who, stack.title), stack.body)
            if stack.kind in copy_cards:  # a Copy lies with this type: a small card on the stack
                mark = ZooCard(copy_cards[stack.kind], cw * 0.42, cw * 0.6)
                mark.setPos(x + cw * 0.56, y + ch * 0.48)  # on the card, clear of its words and stamp
                mark.setZValue(item.zValue() + 1)
                scene.addItem(mark)
                scene.set_detail(mark, _("Copy", context="card"), card_body(copy_cards[stack.kind]))
                drawn.copy_marks[stack.kind] = mark
            drawn.items[stack.kind] = item
        return drawn


def stack_title(who: str, title: str) -> str:
    """A stack's details title: "Blue: Fans"."""
    return _("{name}: {stack}", context="stack", name=seat_name(who), stack=title)


def ring(scene: Any, item: QGraphicsItem) -> None:
    """A glow around something the viewer can click now (action-card questions); drawn outside any
    part, so it goes at the next redraw."""
    glow = HighlightItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
    glow.setZValue(item.zValue() + 5)
    scene.addItem(glow)


__all__ = ["Collection", "Frame", "Info", "PlayerRows", "Stack", "ring", "stacks_of"]
