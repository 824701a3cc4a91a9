"""The reveal, staged on the Zooscape board: it is the game, so the table shows it happen.

When the board is handed the view right after a reveal (see :mod:`zooscape_reveal_plan`), it does not
draw that view at once. It draws the table as it was while the disks lay face down, and then, one
step per bot pace (``scene.pace_ms``):

* step 0 — every disk turns over together;
* step 1 — group 1's outcome: its wanters' disks go onto it, and its cards go to the one who takes it
  (or into the bin; a single card wanted by several goes into the bin and a kimono comes to each of
  them; a contested group stays, ringed, to be split again);
* step 2 — the same for group 2;
* step 3, when the reveal ended the round — whoever holds the apprentice takes the bin (its cards
  slide into their row) and is the next master, or the master's role passes on.

Then the view the board was handed is drawn, with its moves. Until then the board offers no move
(the new row, a contest to split, an action card to resolve wait), and the window holds the next bot
move as long (``busy_ms``). A click on the board or Escape shows the end at once — a click is never
taken for a move on a picture that is about to change; a step never ends while a mouse button is
held. With the pace at Instant (0) or off screen there is no staging: the board draws the view at
once, with the same outcome written under the market.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtWidgets import QApplication, QGraphicsItem

from zsgames.core.i18n import _
from zsgames.core.text import seat_name
from zsgames.games.zooscape.table import C, StripShown, Table, ZView, card_count, card_name, same_moment, table_of
from zsgames.ui.boards.base import HOT, HighlightItem
from zsgames.ui.boards.zooscape.groups import DISK_R
from zsgames.ui.boards.zooscape.layout import Geometry, geometry
from zsgames.ui.boards.zooscape.pieces import FlipDisk, ZooCard
from zsgames.ui.boards.zooscape.reveal_plan import BIN, CONTEST, SINGLE, TAKE, GroupOutcome, RevealPlan, plan_reveal
from zsgames.ui.boards.zooscape.strip import ICON_H, ICON_W
from zsgames.ui.boards.zooscape.words import card_body, round_end_text

FLIP = 0
STEP_NAMES = ("flip", "group 1", "group 2")
ROUND_END = "round end"
#: a card joining a seat's fan: the card (None: face down), where it comes from (its place in a group,
#: or a spot of the strip: the kimono pile, the bin) and whether it moves on this step
FanEntry = tuple[int | None, tuple[int, int] | QPointF, bool]


class _Mover:
    __slots__ = ("end", "fade", "item", "scale", "start")

    def __init__(self, item: QGraphicsItem, end: QPointF, scale: float = 1.0, fade: bool = False) -> None:
        self.item, self.start, self.end, self.scale, self.fade = item, QPointF(item.pos()), QPointF(end), scale, fade


class RevealStage:
    """Decides, for each view the scene draws, whether a reveal is staged, and draws its steps."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.plan: RevealPlan | None = None  # the last reveal, while the view still shows it
        self.step = -1  # the step on show, -1 when nothing is staged
        self.steps_shown: list[str] = []  # every step drawn since the last reveal began (for tests)
        self._shown: ZView | None = None  # the view drawn last
        self.previous: ZView | None = None  # the moment drawn before it (what the last move changed)
        self._started = 0.0  # when the step on show began (time.monotonic)
        self._anims: list[QVariantAnimation] = []
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    # --- when to stage ------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.step >= 0

    def step_ms(self) -> int:
        return int(self.scene.pace_ms)

    def on_show(self, view: ZView) -> None:
        """Before ``view`` is drawn: a new reveal begins the staging; any other moment ends it."""
        prev, self._shown = self._shown, view
        if prev is view or same_moment(prev, view):
            return  # the same moment drawn again (a step, or the window redrawing): go on as before
        self.previous = prev
        if self.running:
            self._end()
        plan = plan_reveal(prev, view)
        if plan is not None:
            self.plan = plan
            self.steps_shown = []
            if self.step_ms() > 0 and self.scene.views():
                self._begin(FLIP)
        elif self.plan is not None and not self.plan.matches(view):
            self.plan = None

    def busy_ms(self) -> int:
        """How much longer the staging runs."""
        if not self.running:
            return 0
        left = self.step_ms() - int((time.monotonic() - self._started) * 1000)
        return max(0, left) + (len(self.steps) - 1 - self.step) * self.step_ms()

    def skip(self) -> None:
        """Show the end now (a click or Escape during the staging)."""
        if self.running:
            self._end()
            self.scene.redraw()

    def stop_animations(self) -> None:
        """Before a redraw: the moving items are about to go."""
        for anim in self._anims:
            anim.stop()
        self._anims = []

    def _begin(self, step: int) -> None:
        self.step = step
        self._started = time.monotonic()
        self._timer.start(self.step_ms())

    def _end(self) -> None:
        self._timer.stop()
        was_running, self.step = self.running, -1
        if was_running:
            self.scene.stagingDone.emit()

    def _next(self) -> None:
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._timer.start(60)  # never redraw under a held button: that press must not be lost
            return
        if self.step >= len(self.steps) - 1:
            self._end()
        else:
            self._begin(self.step + 1)
        self.scene.redraw()

    # --- drawing a step -------------------------------------------------------------------------------
    @property
    def steps(self) -> tuple[str, ...]:
        """The steps of the plan on show: the flip, each group, and the end of the round if it came."""
        ends = self.plan is not None and self.plan.round_ends
        return (*STEP_NAMES, ROUND_END) if ends else STEP_NAMES

    def draw(self, viewer: int | None) -> None:
        """The table as it was before the reveal, with the outcomes of the groups up to this step."""
        scene, plan, step = self.scene, self.plan, self.step
        assert plan is not None
        name = self.steps[step]
        self.steps_shown.append(name)
        before = plan.before
        t: Table = table_of(before, [], viewer)  # the table as it stood while the disks lay face down
        geom = geometry(t.players)
        shown = list(plan.outcomes[:step])
        current = plan.outcomes[step - 1] if name.startswith("group") else None
        closing = name == ROUND_END
        scene.table.draw(self._strip(t.strip, shown, closing))
        scene.market.panel(geom)
        scene.market.status(self._headline(name), geom, None)
        gone = frozenset(o.group for o in shown if o.kind != CONTEST and o is not current)
        # the cards and disks this step moves are drawn afresh each time; the rest are parts kept
        # from step to step while they show the same (the strip, the rows, the outcomes so far)
        zones = scene.market.groups.zones(t.market.groups, t.market.left_num, geom, False, gone, retain=False)
        disks = scene.market.last_reveal(plan.choices, geom, flip=step == FLIP, retain=False)
        scene.market.outcomes(plan, geom, len(shown), current.group if current is not None else 0)
        scene.rows.draw(t, viewer, geom, self._row_status(shown, closing))
        movers: list[_Mover] = []
        for o in shown:
            self._disks_onto(o, zones[o.group], disks, geom, movers if o is current else None)
        self._fans(shown, current, closing, movers)
        for o in shown:
            if o is current and o.kind in (BIN, SINGLE):
                self._to_bin(o, movers)
        if current is not None:
            ring = HighlightItem(zones[current.group].adjusted(2, 2, -2, -2), HOT)  # clear of the line above
            ring.setZValue(870)
            scene.addItem(ring)
        if closing and plan.holder >= 0:
            scene.last_moves.mark_last(scene.rows.rects[plan.holder].adjusted(2, 2, -2, -2), seat=plan.holder)
        if step == FLIP:
            self._flip(disks)
        elif movers:
            self._glide(movers)

    def _headline(self, name: str) -> str:
        """The market's top line for a step: who chose which group, or how the round ended."""
        scene, plan = self.scene, self.plan
        assert plan is not None
        if name == "flip":
            return _("The disks are turned over together…")
        if name == ROUND_END:
            holder = scene.seat_name(plan.holder) if plan.holder >= 0 else None
            return _(
                "End of the round: {what}",
                what=round_end_text(holder, card_count(plan.bin_after), scene.seat_name(plan.next_master)),
            )
        chose = {
            g: [seat_name(scene.seat_name(s)) for s, c in enumerate(plan.choices) if c == g] or _("nobody")
            for g in (1, 2)
        }
        return _("Chose group 1: {one} · group 2: {two}", one=chose[1], two=chose[2])

    def _row_status(self, shown: list[GroupOutcome], closing: bool) -> dict[int, str]:
        status = {}
        for o in shown:
            for seat in o.wanters:
                status[seat] = {
                    TAKE: _("takes group {group}", group=o.group),
                    CONTEST: _("contests group {group}", group=o.group),
                    SINGLE: _("gets a kimono") if o.kimonos else _("gets nothing"),
                    BIN: "",
                }[o.kind]
        if closing and self.plan is not None and self.plan.holder >= 0:
            status[self.plan.holder] = _("takes the bin")
        return status

    def _strip(self, before: StripShown, shown: list[GroupOutcome], closing: bool) -> StripShown:
        """The strip at this step: the bin, the kimonos and the apprentice as the groups so far left them."""
        bin_cards = before.bin  # its cards, or only how many (no memory aid)
        kimonos = before.kimonos
        beside = before.apprentice_beside
        for o in shown:
            if o.kind in (BIN, SINGLE):
                went = tuple(c for c in o.cards if c != C.APPRENTICE_CARD)
                bin_cards = bin_cards + len(went) if isinstance(bin_cards, int) else bin_cards + went
                beside = beside or C.APPRENTICE_CARD in o.cards
            if o.kind == SINGLE:
                kimonos = kimonos - len(o.wanters) if o.kimonos else 0
        if closing and self.plan is not None and self.plan.holder >= 0:
            bin_cards = ()
        return replace(before, bin=bin_cards, kimonos=kimonos, apprentice_beside=beside)

    def _disks_onto(
        self, o: GroupOutcome, zone: QRectF, disks: list[FlipDisk], geom: Geometry, movers: list[_Mover] | None
    ) -> None:
        """The wanters' disks laid on the group they chose (sliding there on its step)."""
        by_seat = {s: d for s, d in zip(self.plan.seats, disks, strict=True)}  # type: ignore[union-attr]
        spacing = min(2 * DISK_R + 4, (zone.width() - 2 * DISK_R - 8) / max(1, len(o.wanters) - 1))
        for i, seat in enumerate(o.wanters):
            disk = by_seat[seat]
            end = QPointF(zone.left() + DISK_R + 6 + i * spacing, geom.row_y + geom.ch * 0.62)
            disk.setZValue(860 + i)
            if movers is None:
                disk.setPos(end)
            else:
                movers.append(_Mover(disk, end))

    def _fans(
        self, shown: list[GroupOutcome], current: GroupOutcome | None, closing: bool, movers: list[_Mover]
    ) -> None:
        """What each seat gained so far, laid overlapping at the right end of its row: a group it
        took, a kimono, the bin at the end of the round. What comes on this step slides in."""
        plan = self.plan
        assert plan is not None
        spots = self.scene.table.spots
        fans: dict[int, list[FanEntry]] = {}  # seat → (card, None: face down; from; now)
        for o in shown:
            if o.kind == TAKE:
                fans.setdefault(o.wanters[0], []).extend(
                    (card, (o.group, i), o is current) for i, card in enumerate(o.cards)
                )
            elif o.kind == SINGLE and o.kimonos:
                for i, seat in enumerate(o.wanters):
                    fans.setdefault(seat, []).append((C.KIMONO_IDS[-1 - i], spots["kimonos"], o is current))
        if closing and plan.holder >= 0:
            binned = (None,) * plan.bin_after if isinstance(plan.bin_after, int) else plan.bin_after  # None: face down
            fans.setdefault(plan.holder, []).extend((card, spots["bin"], True) for card in binned)
        for seat, entries in fans.items():
            self._fan(seat, entries, movers)

    def _fan(self, seat: int, entries: list[FanEntry], movers: list[_Mover]) -> None:
        scene = self.scene
        fan = scene.rows.fans[seat]
        fh = min(fan.height() - 2, 64.0)  # small cards (no names), overlapping like a hand
        fw = fh / 1.44
        need = fw + (len(entries) - 1) * 18  # never squeezed tighter: it reaches over the stacks instead
        if fan.width() < need:
            fan = QRectF(fan.right() - need, fan.top(), need, fan.height())
        step = min(fw + 4, (fan.width() - fw) / max(1, len(entries) - 1))
        for i, (card, source, moving) in enumerate(entries):
            end = QPointF(fan.right() - fw - (len(entries) - 1 - i) * step, fan.top() + (fan.height() - fh) / 2)
            item = scene.group_cards.get(source) if moving and isinstance(source, tuple) else None
            if item is not None:  # a card of the group on show: it goes from its place in the group
                item.setZValue(850 + i)
                movers.append(_Mover(item, end, fw / item.w))
                continue
            start = source if moving and isinstance(source, QPointF) else None  # from the kimono pile or the bin
            flying = start is not None
            up = card is not None  # a card from a bin that was never listed flies face down
            item = ZooCard(card, ICON_W, ICON_H, up) if flying else ZooCard(card, fw, fh, up)
            item.setZValue(850 + i)
            item.setPos(start if start is not None else end)
            scene.addItem(item)
            if card is not None:  # face up
                scene.set_detail(item, str(card_name(card)), card_body(card))
            else:
                scene.set_detail(
                    item, _("A card from the bin"), _("It is turned face up as it joins its new owner's cards.")
                )
            if flying:
                movers.append(_Mover(item, end, fw / ICON_W))

    def _to_bin(self, o: GroupOutcome, movers: list[_Mover]) -> None:
        """A group nobody took (or a single card several wanted) goes into the bin on its step; the
        apprentice among them goes back beside the round piles."""
        spots = self.scene.table.spots
        for i, card in enumerate(o.cards):
            item = self.scene.group_cards.get((o.group, i))
            if item is not None:
                to = spots["apprentice" if card == C.APPRENTICE_CARD else "bin"]
                movers.append(_Mover(item, to, ICON_W / item.w, fade=True))

    # --- animation ----------------------------------------------------------------------------------
    def _animate(self, ms: int, step: Callable[[float], None]) -> None:
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.valueChanged.connect(step)
        step(0.0)
        self._anims.append(anim)
        anim.start()

    def _flip(self, disks: list[FlipDisk]) -> None:
        def turn(value: float) -> None:
            t = float(value)
            for d in disks:
                d.set_flip(t)
                if d.caption is not None:  # every disk of a reveal has its chooser's caption
                    d.caption.setVisible(t >= 0.5)

        self._animate(max(1, min(450, int(self.step_ms() * 0.8))), turn)

    def _glide(self, movers: list[_Mover]) -> None:
        curve = QEasingCurve(QEasingCurve.Type.InOutCubic)
        starts = {id(m): m.item.scale() for m in movers}

        def move(value: float) -> None:
            t = curve.valueForProgress(float(value))
            for m in movers:
                m.item.setPos(m.start + (m.end - m.start) * t)
                s0 = starts[id(m)]
                m.item.setScale(s0 + (m.scale - s0) * t)
                if m.fade:
                    m.item.setOpacity(1.0 if t < 0.7 else max(0.0, (1 - t) / 0.3))

        self._animate(max(1, min(700, int(self.step_ms() * 0.7))), move)


__all__ = ["RevealStage"]
