"""The middle of the Zooscape market: the row to split (with the two dividers), the two group zones with
the apprentice waiting beside them, and the selection disks of those choosing.

Each is a retained part keyed on what it shows; the dividers, the apprentice and your disk are put
back where they wait after the part is drawn or kept (in case a drop left one where it was let go),
and the board binds them to this redraw's moves (``ZooscapeBoard.items_at``).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.i18n import _
from zsgames.core.text import YOU, seat_name
from zsgames.games.zooscape.table import C, MarketShown, card_list, card_name
from zsgames.ui.boards.items import DropZone
from zsgames.ui.boards.zooscape.labels import label
from zsgames.ui.boards.zooscape.layout import GAP, RATIO, SMALL, TEXT, X0, ZONE_GAP, ZONE_PAD, Geometry, W
from zsgames.ui.boards.zooscape.pieces import CutBar, Divider, FlipDisk, GroupDisk, ZooCard
from zsgames.ui.boards.zooscape.words import action_body, card_body
from zsgames.ui.shared.pieces import PanelItem

RIGHT_EDGE = W - 20
DIVIDER_STEP = 76.0  # between the two dividers waiting right of the row
SPLIT_ROOM = 160.0  # the room the row keeps free on its right for them
ZONE_MIN = 98.0  # a zone is never narrower than its "Group N" title
DISK_R = 13.0


def group_layout(sizes: tuple[int, int], cap: float, extra: float) -> tuple[float, list[tuple[float, float]]]:
    """Card width and (x, width) of the left and right zones for groups of ``sizes`` cards, with
    ``extra`` room kept on the right (the apprentice waiting)."""
    cw = cap
    while True:
        widths = [max(ZONE_MIN, max(1, n) * (cw + GAP) - GAP + 2 * ZONE_PAD) for n in sizes]
        if X0 + sum(widths) + ZONE_GAP + extra <= RIGHT_EDGE or cw <= 24:
            break
        cw -= 1
    return cw, [(X0, widths[0]), (X0 + widths[0] + ZONE_GAP, widths[1])]


@dataclass
class Rest:
    """Where a piece waits to be dragged: a kept piece that a drop (or a drag cut short by a redraw)
    left elsewhere goes back there (:meth:`put`)."""

    at: QPointF
    z: float

    @staticmethod
    def of(piece: QGraphicsItem) -> Rest:
        return Rest(QPointF(piece.pos()), piece.zValue())

    def put(self, piece: QGraphicsItem) -> None:
        if piece.pos() != self.at:
            piece.setPos(self.at)
        if piece.zValue() != self.z:
            piece.setZValue(self.z)


@dataclass
class Tools:
    """The master's split tools: the gaps and the two dividers, keyed by the number each gives
    the left part (one divider per naming, so every split is one drag)."""

    gaps: dict[int, DropZone]
    dividers: dict[int, Divider]
    rests: dict[int, Rest]  # where each divider waits


@dataclass
class Zones:
    """The two group zones as drawn: what the gestures, the marks and the reveal look up."""

    rects: dict[int, QRectF]
    group_zones: dict[int, PanelItem] = field(default_factory=dict)
    group_cards: dict[tuple[int, int], ZooCard] = field(default_factory=dict)
    card_rects: dict[tuple[int, int], QRectF] = field(default_factory=dict)
    app_gaps: dict[tuple[int, int], QRectF] = field(default_factory=dict)
    cut: CutBar | None = None


class Groups:
    """Draws the row or the groups for a scene; fills the scene's gaps, zones and pieces."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        #: the key of the zones last drawn (the apprentice's gaps lie over them)
        self.zones_key: tuple[Hashable, ...] = ()

    # --- the row to split -----------------------------------------------------------------------
    def split_row(self, m: MarketShown, geom: Geometry, splits: bool) -> None:
        """The row to split, and while the viewer splits it, the gaps and the two dividers."""
        scene = self.scene
        cards = m.row
        cw = min(geom.cw, (RIGHT_EDGE - X0 - SPLIT_ROOM) / max(1, len(cards)) - GAP)
        ch = round(cw * RATIO)
        if m.contested:
            title = _(
                "The row: {n} card — contested by {who}",
                plural="The row: {n} cards — contested by {who}",
                n=len(cards),
                who=[seat_name(scene.seat_name(s)) for s in m.players_in],
            )
        else:
            title = _("The row: {n} card", plural="The row: {n} cards", n=len(cards))
        row = (cards, title, geom.players)
        scene.row_cards.extend(scene.memo("split row", row, lambda: self._row(cards, title, geom, cw, ch)))
        if not splits:
            return
        tools: Tools = scene.memo("split tools", row, lambda: self._tools(len(cards), geom, cw, ch))
        scene.gaps.update(tools.gaps)
        scene.dividers = dict(tools.dividers)
        for left, divider in tools.dividers.items():
            tools.rests[left].put(divider)
            scene.explain_piece(
                divider, _("drop the divider into a gap between two cards (they light up while you drag it)")
            )

    def _row(self, cards: tuple[int, ...], title: str, geom: Geometry, cw: float, ch: float) -> list[ZooCard]:
        scene = self.scene
        label(scene, title, QRectF(X0, geom.title_y, 700, 18), TEXT, True)
        items = []
        for i, card in enumerate(cards):
            item = ZooCard(card, cw, ch)
            item.setPos(X0 + i * (cw + GAP), geom.row_y)
            scene.addItem(item)
            scene.set_detail(item, str(card_name(card)), card_body(card))
            items.append(item)
        return items

    def _tools(self, count: int, geom: Geometry, cw: float, ch: float) -> Tools:
        scene = self.scene
        gaps: dict[int, DropZone] = {}
        for cut in range(1, count):
            x = X0 + cut * (cw + GAP) - GAP / 2
            gaps[cut] = scene.make_zone(QRectF(x - 12, geom.row_y - 6, 24, ch + 12))
        dividers, rests = {}, {}
        first = min(X0 + count * (cw + GAP) + 36, RIGHT_EDGE - 2 * DIVIDER_STEP + 34)
        for i, left in enumerate((1, 2)):
            divider = Divider(left, ch)
            divider.setPos(first + i * DIVIDER_STEP, geom.row_y)
            scene.addItem(divider)
            scene.set_detail(
                divider,
                _("The divider {left} | {right}", left=left, right=3 - left),
                _(
                    "Drag it into a gap of the row to split the row there: the part left of it becomes group "
                    "{left}, the part right of it group {right}. The other divider names them the other way round.",
                    left=left,
                    right=3 - left,
                ),
            )
            dividers[left], rests[left] = divider, Rest.of(divider)
        return Tools(gaps, dividers, rests)

    # --- the two groups ---------------------------------------------------------------------------
    def zones(
        self,
        groups: tuple[tuple[int, ...], ...],
        left_num: int,
        geom: Geometry,
        placing: bool = False,
        empty: frozenset[int] = frozenset(),
        retain: bool = True,
    ) -> dict[int, QRectF]:
        """The two group zones with their cards (those of the groups in ``empty`` have left: not
        drawn); fills ``scene.group_zones``, ``scene.group_cards``, ``scene.card_rects`` and the
        rects of ``scene.app_gaps``. Returns each zone's rect. ``retain``: a part kept while it shows
        the same (a staged reveal, which moves the cards, draws them afresh instead)."""
        scene = self.scene
        key = (tuple(tuple(g) for g in groups), left_num, geom.players, placing, empty)
        make = lambda: self._zones(key[0], left_num, geom, placing, empty)  # noqa: E731
        drawn: Zones = scene.part("zones", key, make, retain)
        self.zones_key = key if retain else ()
        scene.group_zones.update(drawn.group_zones)
        scene.group_cards.update(drawn.group_cards)
        scene.card_rects.update(drawn.card_rects)
        scene.app_gaps = dict(drawn.app_gaps)
        scene.cut = drawn.cut
        return dict(drawn.rects)

    def _zones(
        self, groups: tuple[tuple[int, ...], ...], left_num: int, geom: Geometry, placing: bool, empty: frozenset[int]
    ) -> Zones:
        scene = self.scene
        order = (left_num, 3 - left_num)
        sizes = (len(groups[order[0] - 1]), len(groups[order[1] - 1]))
        cw, spans = group_layout(sizes, geom.cw, geom.cw + 16 if placing else 0.0)
        ch = round(cw * RATIO)
        drawn = Zones({})
        for g, (x, width) in zip(order, spans, strict=True):
            rect = QRectF(x, geom.title_y - 3, width, geom.row_y - geom.title_y + ch + 3 + ZONE_PAD)
            zone = PanelItem(rect, "#f8f1e2", "", "#b59a6a")
            scene.addItem(zone)
            drawn.group_zones[g] = zone
            drawn.rects[g] = rect
            disk = GroupDisk(g)
            disk.setPos(x + ZONE_PAD + 9, geom.title_y + 8)
            scene.addItem(disk)
            cards = groups[g - 1]
            if width >= 150:
                title = _("Group {group} · {n} card", plural="Group {group} · {n} cards", n=len(cards), group=g)
            else:
                title = _("Group {group}", group=g)
            text = label(
                scene, title, QRectF(x + ZONE_PAD + 22, geom.title_y - 1, width - 2 * ZONE_PAD - 22, 18), TEXT, True
            )
            for item in (disk, text):
                scene.set_detail(
                    item,
                    _("Group {group}", group=g),
                    _(
                        "{n} card: {listed}. The master names the two groups with the group disks; after the reveal "
                        "group 1 is settled first, then group 2.",
                        plural="{n} cards: {listed}. The master names the two groups with the group disks; after the "
                        "reveal group 1 is settled first, then group 2.",
                        n=len(cards),
                        listed=card_list(cards),
                    ),
                )
            for i, card in enumerate(cards):
                r = QRectF(x + ZONE_PAD + i * (cw + GAP), geom.row_y, cw, ch)
                drawn.card_rects[(g, i)] = r
                if g in empty:
                    continue
                card_item = ZooCard(card, cw, ch)
                card_item.setPos(r.topLeft())
                scene.addItem(card_item)
                drawn.group_cards[(g, i)] = card_item
                scene.set_detail(card_item, str(card_name(card)), card_body(card))
            for pos in range(len(cards) + 1):
                gx = x + ZONE_PAD + pos * (cw + GAP) - GAP / 2
                drawn.app_gaps[(g, pos)] = QRectF(gx - 11, geom.row_y - 5, 22, ch + 10)
        left, right = drawn.rects[order[0]], drawn.rects[order[1]]
        cut = CutBar(ch + 10)
        cut.setPos((left.right() + right.left()) / 2, geom.row_y - 5)
        scene.addItem(cut)
        drawn.cut = cut
        return drawn

    def apprentice(self, geom: Geometry, placements: bool) -> None:
        """The apprentice waiting beside the groups, and the gaps it may go into (over the zones:
        drawn again whenever they are)."""
        scene = self.scene
        if not placements:
            scene.app_gaps = {}
            return
        rects = scene.app_gaps
        right = max(z.sceneBoundingRect().right() for z in scene.group_zones.values())
        make = lambda: self._apprentice(rects, right, geom)  # noqa: E731
        gaps, card, rest = scene.part("apprentice", (self.zones_key, geom.players), make, bool(self.zones_key))
        rest.put(card)
        scene.app_gaps = dict(gaps)
        scene.apprentice = card
        scene.explain_piece(
            card, _("drop it into a gap of a group or at either end of one (they light up while you drag it)")
        )

    def _apprentice(
        self, rects: dict[tuple[int, int], QRectF], right: float, geom: Geometry
    ) -> tuple[dict[tuple[int, int], DropZone], ZooCard, Rest]:
        scene = self.scene
        gaps = {key: scene.make_zone(rect) for key, rect in rects.items()}
        card = ZooCard(C.APPRENTICE_CARD, geom.cw, geom.ch)
        card.setPos(min(right + 14, RIGHT_EDGE - geom.cw), geom.row_y)
        scene.addItem(card)
        scene.set_detail(card, _("The apprentice"), action_body(C.APPRENTICE))
        return gaps, card, Rest.of(card)

    # --- the disks of those choosing ----------------------------------------------------------------
    def choosing(self, m: MarketShown, viewer: int | None, geom: Geometry, selects: bool) -> None:
        """The disks of those choosing: yours to drag, the others' face down once they have chosen
        (each a part: one seat's choice redraws its disk alone)."""
        scene = self.scene
        seats = list(m.players_in)
        if viewer in seats:
            seats.remove(viewer)
            seats.insert(0, viewer)
        step = min(150.0, (RIGHT_EDGE - X0) / max(1, len(seats)))
        for i, seat in enumerate(seats):
            c = m.choices[seat]
            mine = seat == viewer and selects
            shown = not mine and seat == viewer and c > 0
            entry = (
                scene.seat_name(seat),
                scene.seat_colour(seat).name(QColor.NameFormat.HexArgb),
                "mine" if mine else ("shown" if shown else ("chosen" if c else "choosing")),
                c if shown else 0,
                (X0 + i * step, geom.disks_y),
                step,
                scene.seat_shape(seat),
            )
            disk, rest = scene.memo(("disk", seat), entry, lambda entry=entry: self._disk(*entry))
            if mine:
                rest.put(disk)
                scene.my_disk = disk
        if scene.my_disk is None:
            return
        scene.explain_piece(scene.my_disk, _("drop your disk on a group, or click the group"))

    def _disk(
        self, name: str, colour: str, state: str, number: int, at: tuple[float, float], step: float, shape: str
    ) -> tuple[FlipDisk | None, Rest | None]:
        """One seat's disk at ``at`` with a word beside it (``state``: mine, shown, chosen or choosing)."""
        scene = self.scene
        x, y = at
        disk: FlipDisk | None = None
        if state == "mine":
            disk = FlipDisk(colour, None, False, DISK_R, shape)
            text = _("you: drag me")
            scene.set_detail(
                disk,
                _("Your selection disk"),
                _(
                    "Drag it onto the group you want, or click the group. Nobody sees it until everyone involved "
                    "has chosen; then all the disks are turned over together."
                ),
            )
        elif state in ("shown", "chosen"):
            shown = state == "shown"
            disk = FlipDisk(colour, number if shown else None, shown, DISK_R, shape)
            text = _("you chose {number}", number=number) if shown else _("{name}: chosen", name=seat_name(name))
            if shown:
                body = _("You chose group {number}.", number=number)
            elif name == YOU:
                body = _("You have chosen; the disk stays face down until everyone involved has chosen.")
            else:
                body = _("{name} has chosen; the disk stays face down until everyone involved has chosen.", name=name)
            scene.set_detail(disk, disk_title(name), body)
        else:  # still choosing (the short form: six seats share the line)
            text = _("You choose") if name == YOU else _("{name} chooses", name=name)
        label(scene, text, QRectF(x + 2 * DISK_R + 6, y - 8, step - 2 * DISK_R - 8, 16), SMALL)
        if disk is None:
            return None, None
        disk.setPos(x + DISK_R + 2, y)
        scene.addItem(disk)
        return disk, Rest.of(disk)


def disk_title(name: str) -> str:
    """The title of a seat's disk in its details ("Blue's disk", "Your disk")."""
    return _("Your disk") if name == YOU else _("{name}'s disk", name=name)


__all__ = ["DISK_R", "RIGHT_EDGE", "Groups", "Rest", "disk_title", "group_layout"]
