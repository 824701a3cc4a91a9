"""The market of the Zooscape board: what is asked now, the row to split or the two groups
(:mod:`zooscape_groups`), the action cards waiting to be resolved or the final ranking; under it the
last reveal's outcome, the contested groups still to split and the flower-and-flag legend.

Every piece of it is a retained part keyed on what it shows (its words, cards and colours); what is
legal is bound after the part is drawn or kept.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from zsgames.core.i18n import _
from zsgames.core.text import YOU, seat_name
from zsgames.games.zooscape.table import C, MarketShown, Table, card_count, card_name
from zsgames.ui.boards.zooscape.groups import DISK_R, RIGHT_EDGE, Groups, disk_title
from zsgames.ui.boards.zooscape.labels import label, text_width
from zsgames.ui.boards.zooscape.layout import CAPTION, GAP, HEAD, MARKET_Y, PAPER_EDGE, SMALL, TEXT, X0, Geometry, W
from zsgames.ui.boards.zooscape.pieces import Emblem, FlipDisk, SeatBadge, SeatDisk, ZooCard
from zsgames.ui.boards.zooscape.reveal_plan import RevealPlan
from zsgames.ui.boards.zooscape.words import card_body, flower_flag, outcome_caption, round_end_text
from zsgames.ui.shared.pieces import INK, PanelItem

LEGEND_W = 270.0  # the flower-and-flag legend's width
STATUS_MARK = 16.0  # the side of the symbol before the status line


def argb(colour: Any) -> str:
    """A colour as a key can hold it."""
    return QColor(colour).name(QColor.NameFormat.HexArgb)


class Market:
    """Draws the market for a scene; fills the scene's gaps, zones and pieces for the gestures."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.groups = Groups(scene)

    def panel(self, geom: Geometry) -> None:
        rect = QRectF(10, MARKET_Y, W - 20, geom.market_bottom - MARKET_Y)
        self.scene.memo(
            "market paper", geom.players, lambda: self.scene.addItem(PanelItem(rect, "#efe6d2", "", PAPER_EDGE))
        )

    def status(self, text: str, geom: Geometry, whose: int | None, room: float = 0.0) -> None:
        """The one line that says what is asked now (``room`` kept free on its right): about a seat
        (``whose``), in its colour after its symbol, else in ink."""
        scene = self.scene
        colour = scene.seat_colour(whose).darker(130) if whose is not None else QColor(INK)
        shape = scene.seat_shape(whose) if whose is not None else ""
        fill = argb(scene.seat_colour(whose)) if whose is not None else ""
        key = (text, argb(colour), shape, fill, room, geom.players)
        scene.memo("status", key, lambda: self._status(text, geom, colour, shape, fill, room))

    def _status(self, text: str, geom: Geometry, colour: QColor, shape: str, fill: str, room: float) -> None:
        x = X0
        if shape:
            badge = SeatBadge(shape, QColor(fill), STATUS_MARK)
            badge.setPos(x, geom.status_y + (21 - STATUS_MARK) / 2)
            self.scene.addItem(badge)
            x += STATUS_MARK + 4
        label(self.scene, text, QRectF(x, geom.status_y, RIGHT_EDGE - x - room, 21), HEAD, True, colour)

    def draw(self, t: Table, viewer: int | None, geom: Geometry, plan: RevealPlan | None) -> None:
        groups, m = self.groups, t.market
        if t.phase == "over":
            self._ranking(t, geom)
        elif t.phase == "split":
            groups.split_row(m, geom, bool(t.acts("split")))
        elif t.phase in ("apprentice", "select"):
            placing = bool(t.acts("apprentice"))
            groups.zones(m.groups, m.left_num, geom, placing)
            groups.apprentice(geom, placing)
            if t.phase == "select":
                groups.choosing(m, viewer, geom, bool(t.acts("select")))
        else:
            self._pending(m, geom)
        if t.phase not in ("select", "over") and any(m.revealed):
            self.last_reveal(m.revealed, geom)
            if plan is not None and plan.matches(t.view):
                self.outcomes(plan, geom, 2)
                if plan.round_ends and not m.contests:
                    holder = self.scene.seat_name(plan.holder) if plan.holder >= 0 else None
                    text = _(
                        "Round over: {what}",
                        what=round_end_text(
                            holder, card_count(plan.bin_after), self.scene.seat_name(plan.next_master), past=True
                        ),
                    )
                    self._line("round end", text, geom)
        if m.contests:
            waiting = _("; ", context="list of contests").join(
                _(
                    "{n} card for {who}",
                    plural="{n} cards for {who}",
                    n=len(cards),
                    who=[seat_name(self.scene.seat_name(s)) for s in seats],
                )
                for cards, seats in reversed(m.contests)
            )
            self._line("contests", _("Still to split: {contests}", contests=waiting), geom)
        self.legend(geom)

    def _line(self, name: str, text: str, geom: Geometry) -> None:
        """A caption under the disks, left of the legend."""
        rect = QRectF(X0, geom.stack_y, RIGHT_EDGE - X0 - LEGEND_W, 17)
        self.scene.memo(name, (text, geom.players), lambda: label(self.scene, text, rect, SMALL, False, CAPTION))

    def legend(self, geom: Geometry) -> None:
        """What the flower and the flag of a card mean, in the market's bottom right corner."""
        self.scene.memo("legend", geom.players, lambda: self._legend(geom))

    def _legend(self, geom: Geometry) -> None:
        scene = self.scene
        x, y = RIGHT_EDGE - LEGEND_W + 10, geom.stack_y - 2
        for which, words, width in (("flower", _("points each"), 76.0), ("flag", _("most you may hold"), 126.0)):
            emblem = Emblem(which)
            emblem.setPos(x, y)
            scene.addItem(emblem)
            text = label(scene, words, QRectF(x + 23, y + 2, width, 17), SMALL, False, CAPTION)
            for item in (emblem, text):
                scene.set_detail(item, _("The flower and the flag"), flower_flag())
            x += 23 + width + 8

    # --- the last reveal ----------------------------------------------------------------------------
    def last_reveal(
        self, revealed: tuple[int, ...], geom: Geometry, flip: bool = False, retain: bool = True
    ) -> list[FlipDisk]:
        """The disks of the last reveal, face up (``flip``: face down, for the staged turn-over);
        ``retain``: a part kept while it shows the same (the staged reveal moves the disks: drawn
        afresh)."""
        scene = self.scene
        entries = tuple(
            (seat, revealed[seat], scene.seat_name(seat), argb(scene.seat_colour(seat)), scene.seat_shape(seat))
            for seat, c in enumerate(revealed)
            if c
        )
        make = lambda: self._last_reveal(entries, geom, flip)  # noqa: E731
        disks: list[FlipDisk] = scene.part("last reveal", (entries, geom.players, flip), make, retain)
        scene.reveal_disks = list(disks)
        return list(disks)

    def _last_reveal(
        self, entries: tuple[tuple[int, int, str, str, str], ...], geom: Geometry, flip: bool
    ) -> list[FlipDisk]:
        scene = self.scene
        label(scene, _("Last reveal:"), QRectF(X0, geom.disks_y - 8, 90, 16), SMALL, True)
        step = min(130.0, (RIGHT_EDGE - X0 - 94) / max(1, len(entries)))
        x = X0 + 94
        disks = []
        for _seat, group, name, colour, shape in entries:
            disk = FlipDisk(colour, group, True, DISK_R, shape)
            disk.setPos(x + DISK_R + 2, geom.disks_y)
            scene.addItem(disk)
            scene.set_detail(
                disk, disk_title(name), _("{name} chose group {group}.", name=seat_name(name), group=group)
            )
            text = label(
                scene,
                _("{name} → {group}", name=seat_name(name), group=group),
                QRectF(x + 2 * DISK_R + 8, geom.disks_y - 8, step - 2 * DISK_R - 12, 16),
                SMALL,
            )
            disk.caption = text
            if flip:
                disk.set_flip(0.0)
                text.setVisible(False)
            disks.append(disk)
            x += step
        return disks

    def outcomes(self, plan: RevealPlan, geom: Geometry, upto: int, current: int = 0) -> None:
        """The outcome of groups 1…``upto`` of ``plan``, each on half the width (``current`` bold)."""
        entries = []
        for o in plan.outcomes[:upto]:
            who = [self.scene.seat_name(s) for s in o.wanters]
            entries.append(
                (o.group, outcome_caption(o.kind, o.group, len(o.cards), who, o.kimonos), o.group == current, o.text)
            )
        self.scene.memo("outcomes", (tuple(entries), geom.players), lambda: self._outcomes(tuple(entries), geom))

    def _outcomes(self, entries: tuple[tuple[int, str, bool, str], ...], geom: Geometry) -> None:
        half = (RIGHT_EDGE - X0 - 10) / 2
        for group, text, bold, detail in entries:
            x = X0 + (group - 1) * (half + 10)
            item = label(
                self.scene, text, QRectF(x, geom.strip_y, half, 32), SMALL, bold, "#2b2620" if bold else CAPTION
            )
            self.scene.set_detail(item, _("Group {group}", group=group), detail)

    # --- the rest of the round --------------------------------------------------------------------
    def _pending(self, m: MarketShown, geom: Geometry) -> None:
        scene = self.scene
        seat = m.pend_seat
        if seat < 0:
            return
        cards = m.pending
        name = scene.seat_name(seat)
        title = _("Your action cards to resolve") if name == YOU else _("{name}'s action cards to resolve", name=name)
        items: list[ZooCard] = scene.memo(
            "pending", (title, cards, geom.players), lambda: self._pending_cards(title, cards, geom)
        )
        for item in items:  # the first card of each kind is the one a click resolves
            key = C.ACTION_KEYS.get(C.KIND[item.card]) if item.card is not None else None
            if key is not None and key not in scene.pending_cards:
                scene.pending_cards[key] = item

    def _pending_cards(self, title: str, cards: tuple[int, ...], geom: Geometry) -> list[ZooCard]:
        scene = self.scene
        label(scene, title, QRectF(X0, geom.title_y, 600, 18), TEXT, True)
        items = []
        for i, card in enumerate(cards):
            item = ZooCard(card, geom.cw, geom.ch)
            item.setPos(X0 + i * (geom.cw + GAP), geom.row_y)
            scene.addItem(item)
            scene.set_detail(item, str(card_name(card)), card_body(card))
            items.append(item)
        return items

    def _ranking(self, t: Table, geom: Geometry) -> None:
        """The final order with each seat's points and cards (the tie-break)."""
        scene = self.scene
        scores = [(t.seats[s].score.total, t.seats[s].cards, s) for s in t.ranking]
        entries = []
        for total, cards, seat in scores:
            place = 1 + sum(1 for p, c, _seat in scores if (p, c) > (total, cards))  # a shared win shares the place
            score = t.seats[seat].score
            curios = sum(v for _name, v in score.lines[: C.CURIO_TYPES])
            rest = dict(score.lines[C.CURIO_TYPES :])
            parts = [_("curios {points}", points=f"{curios:+d}")] + [
                _("{line} {points}", context="score line", line=_(k, context="score line").lower(), points=f"{v:+d}")
                for k, v in rest.items()
                if v
            ]
            entries.append(
                (
                    place,
                    argb(scene.seat_colour(seat)),
                    scene.seat_shape(seat),
                    _(
                        "{name}: {points}, {cards}",
                        name=seat_name(scene.seat_name(seat)),
                        points=_("{n} point", plural="{n} points", n=total),
                        cards=_("{n} card", plural="{n} cards", n=cards),
                    ),
                    " · ".join(parts),
                )
            )
        scene.memo("ranking", (tuple(entries), geom.players), lambda: self._ranking_lines(tuple(entries), geom))

    def _ranking_lines(self, entries: tuple[tuple[int, str, str, str, str], ...], geom: Geometry) -> None:
        scene = self.scene
        top = geom.title_y
        h = min(30.0, (geom.market_bottom - 6 - top) / len(entries))
        for i, (place, colour, shape, text, parts) in enumerate(entries):
            y = top + i * h
            disk = SeatDisk(colour, 12.5, str(place), shape)
            disk.setPos(X0 + 14, y + h / 2)
            scene.addItem(disk)
            width = text_width(text, TEXT, True) + 8
            label(scene, text, QRectF(X0 + 34, y + h / 2 - 9, width, 18), TEXT, place == 1)
            label(
                scene,
                parts,
                QRectF(X0 + 44 + width, y + h / 2 - 8, RIGHT_EDGE - X0 - 54 - width, 16),
                SMALL,
                False,
                CAPTION,
            )


__all__ = ["LEGEND_W", "Market", "argb"]
