"""What changed on the Zong Shi board since the last redraw, animated at the bot pace.

Boxes drawn from the bag come out of it (into a bin, the draft pool or a storage); a scroll the
viewer draws at the Temple turns over in their hand; points rise as "+N" from where they were
scored (a completed project, a visit tile on a townsperson, else the seat's name band). Each is a
``QPropertyAnimation`` kept with the board's slides (``last_moves.slides``), so a redraw or a click
ends it at once and the window holds the next bot move while it runs. At Instant (pace 0), in a
picture (no view) or when the viewer changed (hot seat), nothing animates.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Property, QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.boards.zongshi.host import MotionHost
from zsgames.ui.boards.zongshi.pieces import ScrollItem
from zsgames.ui.shared.pieces import font

RISE = 30.0  # how far "+N" rises, in scene units


class RisingPoints(QGraphicsObject):
    """ "+N" in bold gold with a dark edge, rising from where points were scored and fading out."""

    def __init__(self, points: int, start: QPointF) -> None:
        super().__init__()
        self.text, self.start = f"+{points}", QPointF(start)
        self._t = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(900)
        self.setPos(start)

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -14, 60, 28)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        f = font(14, True)
        path.addText(0, 0, f, self.text)
        box = path.boundingRect()
        path.translate(-box.center())
        p.setPen(QPen(QColor("#2b2620"), 3))
        p.drawPath(path)
        p.fillPath(path, QColor("#f2c14e"))

    def _get(self) -> float:
        return self._t

    def set_progress(self, t: float) -> None:
        self._t = t
        self.setPos(self.start - QPointF(0, RISE * t))
        self.setOpacity(1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4))

    progress = Property(float, _get, set_progress)

    def leave(self) -> None:
        """Risen and faded: off the board (a redraw would find it left over)."""
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)


class Flip(QObject):
    """Turns a scroll over: it shows its back for the first half, narrowing to an edge, then its
    face widening back."""

    def __init__(self, item: ScrollItem) -> None:
        super().__init__(item)
        self.item = item
        self._t = 1.0

    def _get(self) -> float:
        return self._t

    def set_progress(self, t: float) -> None:
        self._t = t
        item = self.item
        item.face_down = t < 0.5
        width = max(0.02, abs(math.cos(math.pi * t)))
        cx = item.w / 2
        item.setTransform(QTransform().translate(cx, 0).scale(width, 1).translate(-cx, 0))
        item.update()

    progress = Property(float, _get, set_progress)


@dataclass
class Seen:
    """What the last redraw showed, to tell what changed."""

    viewer: int | None = None
    bag: tuple[int, ...] = ()
    places: dict[str, tuple[int, ...]] = field(default_factory=dict)  # bins, the pool, each storage
    hand: Counter[str] = field(default_factory=Counter)
    deck: int = 0
    scores: tuple[int, ...] = ()
    completed: tuple[tuple[str, ...], ...] = ()
    visits: tuple[tuple[int, ...], ...] = ()


class Motions:
    def __init__(self, board: MotionHost) -> None:
        self.b = board
        self.seen: Seen | None = None

    def animate(self, view: Any, viewer: int | None, bag_spot: QPointF) -> None:
        """After a redraw: animate what changed since the last one (then remember this one)."""
        now = self._look(view, viewer)
        before, self.seen = self.seen, now
        ms = self.b.last_moves.slide_ms()
        if before is None or before.viewer != viewer or ms <= 0 or not self.b.views():
            return
        self._out_of_bag(before, now, bag_spot, ms)
        self._drawn_scroll(before, now, ms)
        self._points(view, before, now, ms)

    def _look(self, view: Any, viewer: int | None) -> Seen:
        places = {"large": tuple(view.large), "small": tuple(view.small), "pool": tuple(view.pool_boxes)}
        for seat, p in enumerate(view.players):
            places[f"storage{seat}"] = tuple(p.storage)
        mine = view.players[viewer].hand if viewer is not None else None
        return Seen(
            viewer,
            tuple(view.bag),
            places,
            Counter(mine) if isinstance(mine, list) else Counter(),
            view.deck if isinstance(view.deck, int) else len(view.deck),
            tuple(shown.score.total for shown in self.b.t.seats),
            tuple(tuple(p.completed) for p in view.players),
            tuple(tuple(p.visits) for p in view.players),
        )

    # --- boxes out of the bag -----------------------------------------------------------------------
    def _out_of_bag(self, before: Seen, now: Seen, bag_spot: QPointF, ms: int) -> None:
        b = self.b
        left = [max(0, x - y) for x, y in zip(before.bag, now.bag, strict=True)]  # boxes the bag gave
        if not any(left):
            return
        moving = {a.targetObject() for a in b.last_moves.slides}
        for place, counts in now.places.items():
            was = before.places.get(place, (0, 0, 0, 0))
            for m in range(4):
                new = min(left[m], counts[m] - was[m])
                if new <= 0:
                    continue
                left[m] -= new
                for box in self._boxes(place, m)[-new:]:
                    if isinstance(box, QGraphicsObject) and box not in moving:
                        half = box.boundingRect().center()
                        parent = box.parentItem()
                        start = parent.mapFromScene(bag_spot) if parent is not None else QPointF(bag_spot)
                        self._slide(box, start - half, ms)

    def _boxes(self, place: str, m: int) -> list[QGraphicsItem]:
        b = self.b
        if place in ("large", "small"):
            return list(b.bin_boxes.get((place, m), []))
        if place == "pool":
            return list(b.pool_boxes.get(m, []))
        return list(b.seat_boxes.get((int(place.removeprefix("storage")), m), []))

    def _slide(self, item: QGraphicsObject, start: QPointF, ms: int) -> None:
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(ms)
        anim.setStartValue(QPointF(start))
        anim.setEndValue(item.pos())
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(item.update)
        self._run(anim)
        item.setPos(start)

    # --- the viewer's own draw turns over ----------------------------------------------------------
    def _drawn_scroll(self, before: Seen, now: Seen, ms: int) -> None:
        if now.deck >= before.deck:
            return
        for sid in (now.hand - before.hand).elements():
            items = self.b.hand_items.get(sid, [])
            item = items[-1] if items else None
            if isinstance(item, ScrollItem):
                flip = Flip(item)
                anim = QPropertyAnimation(flip, b"progress")
                anim.setDuration(ms)
                anim.setStartValue(0.0)
                anim.setEndValue(1.0)
                self._run(anim)
                flip.set_progress(0.0)

    # --- points rise -------------------------------------------------------------------------------
    def _points(self, view: Any, before: Seen, now: Seen, ms: int) -> None:
        b = self.b
        for seat, (was, score) in enumerate(zip(before.scores, now.scores, strict=False)):
            if score <= was:
                continue
            where = self._scored_at(view, seat, before, now)
            rising = RisingPoints(score - was, where)
            b.addItem(rising)
            anim = QPropertyAnimation(rising, b"progress")
            anim.setDuration(max(ms, 400))
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setEasingCurve(QEasingCurve.Type.OutQuad)
            anim.finished.connect(rising.leave)
            self._run(anim)
            rising.set_progress(0.0)

    def _scored_at(self, view: Any, seat: int, before: Seen, now: Seen) -> QPointF:
        b = self.b
        done = [pid for pid in now.completed[seat] if pid not in before.completed[seat]]
        if done:
            cards = b.completed_items.get((seat, done[-1]), [])
            if cards:
                return cards[-1].sceneBoundingRect().center()
        visits = now.visits[seat] if seat < len(now.visits) else ()
        was = before.visits[seat] if seat < len(before.visits) else ()
        for person, (a, c) in enumerate(zip(was, visits, strict=False)):
            if a != c:
                tile = b.placed_visits.get((seat, person))
                if tile is not None:
                    return tile.sceneBoundingRect().center()
        panel = b.seat_panels.get(seat)
        if panel is not None:
            rect = panel.sceneBoundingRect()
            return QPointF(rect.right() - 50, rect.top() + 34)
        return QPointF(0, 0)

    def _run(self, anim: QPropertyAnimation) -> None:
        self.b.last_moves.slides.append(anim)
        anim.start()


__all__ = ["Flip", "Motions", "RisingPoints"]
