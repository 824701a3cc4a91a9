"""What came out of the capture bag 袋 and the wild 野外 since the last redraw, animated at the bot pace.

Each indicator drawn flies out of the bag to the seat that gained by it (an ordinary cricket, a
grass or a Sound); a cricket caught in the wild also leaves the wild space for that seat. An
indicator whose choice is still open ("either") flies to the drawer's board too. At the round's
wild step the wild crickets walk onto the market stalls. The flights join
the board's slides (``last_moves.slides``): a redraw or a click (``land``) ends them at once, and the window
holds the next bot move while they run. At Instant, in a picture (no view), when the viewer changed
(hot seat) or when the bag was refilled from the used pile, nothing flies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.games.cuzhi.table import D, Table
from zsgames.ui.boards.cuzhi import icons
from zsgames.ui.boards.last_marks import LastMoveMarks

KINDS = D.BAG_KINDS  # the bag's indicators: cricket, grass, either, sound
SIZE = 22.0  # a flying indicator's disc, in scene units


class FlyingIndicator(QGraphicsObject):
    """One indicator (or a wild cricket) on its way: a paper disc with the kind's icon. It leaves
    the scene when it lands."""

    def __init__(self, kind: str, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.kind, self.start, self.end = kind, QPointF(start), QPointF(end)
        self._t = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1400)  # over every piece, under a rising "+N" and a details card
        self.setPos(start)

    def boundingRect(self) -> QRectF:
        return QRectF(-SIZE / 2 - 2, -SIZE / 2 - 2, SIZE + 4, SIZE + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#6b5a3e"), 1.2))
        p.setBrush(QColor("#fbf6ea"))
        p.drawEllipse(QPointF(0, 0), SIZE / 2, SIZE / 2)
        icon = SIZE * 0.62
        if self.kind in ("cricket", "wild"):
            icons.cricket(p, QPointF(0, 0), icon, D.ORDINARY)
        elif self.kind == "grass":
            icons.grass(p, QPointF(0, 1), icon)
        elif self.kind == "sound":
            icons.sound(p, QPointF(0, 0), icon)
        else:  # either: half cricket, half grass, as the bag shows it
            icons.cricket(p, QPointF(-3, 0), icon * 0.8, D.ORDINARY)
            icons.grass(p, QPointF(4, 1), icon * 0.8)

    def _get(self) -> float:
        return self._t

    def set_progress(self, t: float) -> None:
        self._t = t
        lift = 18.0 * 4 * t * (1 - t)  # an arc: up out of the bag, down onto the board
        self.setPos(self.start + (self.end - self.start) * t - QPointF(0, lift))

    progress = Property(float, _get, set_progress)

    def leave(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)


@dataclass(frozen=True)
class BagSeen:
    """What the last redraw showed of the bag, the wild and each seat's gains."""

    viewer: int | None
    asked: int | None  # the seat the rules' open question is put to (a drawer choosing "either")
    bag_total: int
    pile: tuple[int, ...]
    wild: int
    stalls: int  # crickets on the market stalls
    gains: tuple[tuple[int, int, int], ...]  # per seat: ordinary crickets, grass, Sounds

    @classmethod
    def of(cls, t: Table, viewer: int | None) -> BagSeen:
        m = t.market
        gains = tuple((s.crickets[D.ORDINARY], s.grass, s.sounds) for s in t.seats)
        return cls(viewer, _asked(t), m.bag_total, tuple(m.pile), m.wild, m.stalls, gains)


class BagHost(Protocol):
    """What the flights use of the board."""

    t: Table
    named: dict[str, Any]
    spots: dict[tuple[int, str], Any]
    market_crickets: list[Any]
    last_moves: LastMoveMarks

    def addItem(self, item: QGraphicsItem) -> None: ...
    def views(self) -> list[Any]: ...


class BagDraws:
    """The flights of one board: remembers the last redraw's bag and animates what left it."""

    def __init__(self) -> None:
        self.seen: BagSeen | None = None
        self.flights: list[tuple[str, int]] = []  # the last redraw's flights as (kind, seat)
        self.running: list[QPropertyAnimation] = []

    def animate(self, board: BagHost, viewer: int | None) -> None:
        """After a redraw: fly what left the bag since the last one (then remember this one)."""
        now = BagSeen.of(board.t, viewer)
        before, self.seen = self.seen, now
        self.flights, self.running = [], []
        ms = board.last_moves.slide_ms()
        if before is None or now is None or before.viewer != viewer or ms <= 0 or not board.views():
            return
        bag, wild = board.named.get("bag"), board.named.get("wild")
        if wild is not None and now.stalls > before.stalls and now.wild < before.wild:
            self._to_the_stalls(board, wild, before.stalls, now.stalls, ms)
        drawn = before.bag_total - now.bag_total
        if drawn <= 0 or bag is None:
            return  # nothing drawn, or the used pile went back in (a refill is no draw)
        start = bag.sceneBoundingRect().center()
        for kind, seat in self._plan(before, now, drawn):
            target = board.spots.get((seat, _spot_of(kind)))
            if target is None:
                continue
            end = target.sceneBoundingRect().center()
            source = wild.sceneBoundingRect().center() if kind == "wild" and wild is not None else start
            self.running.append(self._fly(board, FlyingIndicator(kind, source, end), ms))
            self.flights.append((kind, seat))

    def _to_the_stalls(self, board: BagHost, wild: QGraphicsItem, was: int, now: int, ms: int) -> None:
        """The round's wild step: the wild crickets walk from the wild space onto the new stalls."""
        start = wild.sceneBoundingRect().center()
        for cricket in board.market_crickets[was:now]:
            if not isinstance(cricket, QGraphicsObject):
                continue
            home = cricket.pos()
            half = cricket.sceneBoundingRect().center() - cricket.scenePos()
            anim = QPropertyAnimation(cricket, b"pos")
            anim.setDuration(ms)
            anim.setStartValue(start - half)
            anim.setEndValue(home)
            anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
            board.last_moves.slides.append(anim)
            cricket.setPos(start - half)
            anim.start()
            self.running.append(anim)
            self.flights.append(("stall", -1))

    @staticmethod
    def _plan(before: BagSeen, now: BagSeen, drawn: int) -> list[tuple[str, int]]:
        """Which indicators left the bag and whose board each flies to: the open pile grew by the
        kinds drawn (a Sound stays with its drawer, so it is what the pile does not show); the drawer
        is the seat whose crickets, grass or Sounds grew, else the one now asked what it takes."""
        grew = [max(0, b - a) for a, b in zip(before.pile, now.pile, strict=False)]
        gained = [
            tuple(max(0, b - a) for a, b in zip(was, is_, strict=True))
            for was, is_ in zip(before.gains, now.gains, strict=False)
        ]
        drawer = next((seat for seat, g in enumerate(gained) if any(g)), now.asked)
        if drawer is None:
            return []
        kinds = [KINDS[k] for k in range(min(len(grew), len(KINDS))) for _ in range(grew[k])]
        kinds += ["sound"] * max(0, drawn - len(kinds))
        flights = [(kind, drawer) for kind in kinds[:drawn]]
        if now.wild < before.wild and drawer < len(gained) and gained[drawer][0] > 0:
            flights.append(("wild", drawer))  # the cricket itself leaves the wild space
        return flights

    @staticmethod
    def _fly(board: BagHost, item: FlyingIndicator, ms: int) -> QPropertyAnimation:
        board.addItem(item)
        anim = QPropertyAnimation(item, b"progress")
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        anim.finished.connect(item.leave)
        board.last_moves.slides.append(anim)
        item.set_progress(0.0)
        anim.start()
        return anim

    def land(self) -> None:
        """A click: every flight lands at once (and leaves the board)."""
        for anim in self.running:
            if anim.state() == QPropertyAnimation.State.Running:
                anim.setCurrentTime(anim.duration())
        self.running = []


def _asked(t: Table) -> int | None:
    """The seat named by the rules' open question (its second field), if any."""
    frame = t.frame
    seat = frame[1] if frame is not None and len(frame) > 1 else None
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def _spot_of(kind: str) -> str:
    """The seat's piece an indicator of ``kind`` lands on (an open choice: the seat's crickets)."""
    return {"cricket": f"c{D.ORDINARY}", "wild": f"c{D.ORDINARY}", "grass": "grass", "sound": "sound"}.get(
        kind, f"c{D.ORDINARY}"
    )


__all__ = ["BagDraws", "BagHost", "BagSeen", "FlyingIndicator"]
