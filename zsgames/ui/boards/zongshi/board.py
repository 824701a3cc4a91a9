"""The Zong Shi board: the town and the project supply above the workshops — the viewer's own large
on the left, the other seats compact on the right. Redrawn from a view; every legal action is a
drag or a click.

Drags: a pawn to a bin / the Temple / the Pawn Shop / Respectful Visits (anywhere on the place) or
onto a project card; a visit tile onto a townsperson; an exchange tile, a drafted or picked box or
scroll into your workshop; a box from storage to the tray (payment, return to the bag) or to the
Temple (donation); a scroll to the tray (play) or to the Temple (discard). Everything else (pass,
done, decline) is a button in the header strip.

The board is made of parts handed the scene: :class:`~zongshi_town.TownPart`,
:class:`~zongshi_supply.SupplyPart`, :class:`~zongshi_workshop.OwnWorkshop`,
:class:`~zongshi_rivals.RivalWorkshops`, :class:`~zongshi_bind.Binder`,
:class:`~zongshi_reasons.Reasons`, :class:`~zongshi_header.Header` and
:class:`~zongshi_last.Staging`. Each part draws into the scene and fills the scene's registries
below (which item stands for which piece), which the others read.

Everything the board draws is in retained parts (:meth:`ZongShiBoard.part`, over
``BoardScene.memo``): each place, card, seat row and the header is kept from one redraw to the next
while the slice of the view it shows is the same, so a move redraws only what it changed. The moves
are bound, the reasons given and the last move staged afresh at every redraw.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from zsgames.core.game import Action, GameState
from zsgames.core.i18n import _, language
from zsgames.core.text import possessive
from zsgames.games.zongshi.table import PawnChoice, Spot, Table, ZongShiView, table_of
from zsgames.ui.boards.base import BoardScene, DragPiece, DropZone
from zsgames.ui.boards.zongshi.art import table_brush
from zsgames.ui.boards.zongshi.bind import Binder
from zsgames.ui.boards.zongshi.header import Header
from zsgames.ui.boards.zongshi.keys import pawns_at
from zsgames.ui.boards.zongshi.last import Staging
from zsgames.ui.boards.zongshi.layout import BOARD as TABLE
from zsgames.ui.boards.zongshi.layout import Z_ZONE
from zsgames.ui.boards.zongshi.motion import Motions
from zsgames.ui.boards.zongshi.pieces import BoxItem, Button, ProjectItem, ScrollItem, TileItem, VisitTile
from zsgames.ui.boards.zongshi.reasons import Reasons
from zsgames.ui.boards.zongshi.registry import Fragment, Registry
from zsgames.ui.boards.zongshi.rivals import RivalWorkshops
from zsgames.ui.boards.zongshi.seat_marks import SeatPawn
from zsgames.ui.boards.zongshi.supply import SupplyPart
from zsgames.ui.boards.zongshi.town import BAG_SPOT, TownPart
from zsgames.ui.boards.zongshi.workshop import OwnWorkshop
from zsgames.ui.shared.pieces import PawnItem, seat_colour_name

MASTER_SIZE, APPRENTICE_SIZE = 26.0, 22.0
T = TypeVar("T")


class ZongShiBoard(BoardScene):
    """The scene; see the module docstring for its parts."""

    table_rect, margin = TABLE, 0.0  # one fixed table, drawn at the same scale every time

    # Which item stands for which piece: filled by the parts while they draw (see zongshi_registry).
    t: Table  # what the board shows now (games/zongshi/table.py)
    pawns: dict[tuple[int, str], PawnItem]
    home_spots: dict[tuple[int, str], QPointF]
    loc_zone: dict[str, DropZone]
    loc_panel: dict[str, QGraphicsItem]
    person_zone: dict[str, DropZone]
    project_items: dict[str, ProjectItem]
    tile_piles: dict[str, TileItem]
    bin_boxes: dict[tuple[str, int], list[BoxItem]]
    pool_boxes: dict[int, list[BoxItem]]
    pool_scrolls: dict[str, list[ScrollItem]]
    lessons_items: dict[str, ScrollItem]
    store_boxes: dict[int, list[BoxItem]]
    hand_items: dict[str, list[ScrollItem]]
    visit_items: dict[int, list[VisitTile]]
    progress_items: dict[str, ProjectItem]
    owed_items: dict[int, list[Any]]
    seat_projects: dict[tuple[int, str], QGraphicsItem]
    seat_boxes: dict[tuple[int, int], list[QGraphicsItem]]
    seat_tiles: dict[tuple[int, int], QGraphicsItem]
    seat_hands: dict[int, QGraphicsItem]
    seat_panels: dict[int, QGraphicsItem]
    seat_rects: dict[tuple[int, str], QRectF]
    placed_visits: dict[tuple[int, int], QGraphicsItem]
    completed_items: dict[tuple[int, str], list[QGraphicsItem]]
    storage_zone: DropZone | None  # the viewer's workshop (also tiles_zone and hand_zone)
    tiles_zone: DropZone | None
    hand_zone: DropZone | None
    play_zone: DropZone | None  # the tray (also pay_zone and bag_zone)
    pay_zone: DropZone | None
    bag_zone: DropZone | None
    discard_zone: DropZone | None  # the Temple
    discard_item: QGraphicsItem | None
    deck_item: QGraphicsItem | None

    def __init__(self, game: Any, parent: Any = None) -> None:
        super().__init__(game, parent)
        self.staging = Staging(self)
        self.motions = Motions(self)
        self.setBackgroundBrush(table_brush())  # the elm table the board lies on
        self.reasons = Reasons(self)
        self.registry = Registry(self)
        self.registry.clear()
        #: what every part's drawing also reads: the language and the seats' names and colours
        self.look: tuple[str, tuple[tuple[str, str], ...]] = ("", ())
        self._drawn_at: list[tuple[DragPiece, QPointF]] | None = None  # the pieces the part drawn now put, and where
        self._lift = 0.0  # how much higher the part drawn now puts its items
        #: (source, zone) → the move that follows a drop there, and the views after a pawn is chosen
        #: (filled by the Binder at the "which pawn" decision); ``then``: a drop's move still to make.
        self.follow_ups: dict[tuple[QGraphicsItem, DropZone], Action] = {}
        self.pawn_after: dict[QGraphicsItem, PawnChoice] = {}
        self.then: Action | None = None

    # --- helpers the parts share --------------------------------------------------------------------
    def ink(self, seat: int | None) -> QColor:
        """The seat's colour dark enough to write with on the pale table."""
        c = self.seat_colour(seat)
        return c.darker(160) if c.lightnessF() > 0.55 else c

    def put(
        self, item: QGraphicsItem, x: float | None = None, y: float | None = None, z: float | None = None
    ) -> QGraphicsItem:
        if x is not None and y is not None:
            item.setPos(x, y)
        if z is not None:
            item.setZValue(z)
        if self._lift:
            item.setZValue(item.zValue() + self._lift)
        self.addItem(item)
        if self._drawn_at is not None and isinstance(item, DragPiece):
            self._drawn_at.append((item, item.pos()))
        return item

    def zone(self, rect: QRectF, z: float = Z_ZONE) -> DropZone:
        zone = self.make_zone(QRectF(rect))
        zone.setZValue(z)
        return zone

    def part(self, name: Hashable, key: Hashable, draw: Callable[[], T], lift: float = 0.0) -> T:
        """``draw()`` as the retained part ``name``: kept while ``key`` (all its drawing reads of the
        view; the seats' names and colours are added) is the same. The registry entries it filled are
        installed either way; returns what ``draw`` returned when it ran. Everything the part puts
        stands ``lift`` higher (a little: parts whose edges touch never share a height)."""
        filled, value, pieces = self.memo(name, (key, self.look), lambda: self._draw_part(draw, lift))
        for piece, pos in pieces:  # a piece dropped on a move at the last redraw stands where it was drawn
            if piece.pos() != pos:
                piece.setPos(pos)
                piece.update()  # its cached picture was drawn where it was dropped, to the fraction of a pixel
        self.registry.install(filled)
        return value

    def _draw_part(self, draw: Callable[[], T], lift: float) -> tuple[Fragment, T, list[tuple[DragPiece, QPointF]]]:
        pieces: list[tuple[DragPiece, QPointF]] = []
        self._drawn_at, self._lift = pieces, lift
        try:
            filled, value = self.registry.capture(draw)
        finally:
            self._drawn_at, self._lift = None, 0.0
        return filled, value, pieces

    def pawn(self, seat: int, pawn: str, bottom_centre: QPointF, scale: float = 1.0) -> PawnItem:
        """A seat's pawn standing at ``bottom_centre`` (master: a pawn, apprentice: a smaller meeple)."""
        master = pawn == "master"
        size = scale * (MASTER_SIZE if master else APPRENTICE_SIZE)
        item = SeatPawn(self.seat_colour(seat), seat_colour_name(self.config, seat), seat, size, master)
        item.setToolTip(_("{whose} {pawn}", whose=possessive(self.seat_name(seat)), pawn=_(pawn, context="pawn")))
        self.put(item, bottom_centre.x(), bottom_centre.y(), 50)
        self.pawns[(seat, pawn)] = item
        return item

    def seat_mark(self, seat: int) -> tuple[str, int]:
        """Whose symbol a seat-coloured piece carries: the seat's colour name and the seat."""
        return seat_colour_name(self.config, seat), seat

    def pawns_in(self, view: Any, loc: str, rect: QRectF) -> None:
        """The pawns standing at ``loc``, in a row along the bottom of ``rect`` (closer if crowded):
        a part of its own, kept while the same pawns stand there."""
        here = pawns_at(view, loc)
        self.part(("pawns", loc), (here, rect.getRect()), lambda: self._line_up(here, rect))

    def _line_up(self, here: tuple[tuple[int, str], ...], rect: QRectF) -> None:
        if not here:
            return
        step = min(28.0, (rect.width() - MASTER_SIZE) / max(1, len(here) - 1))
        x = rect.left() + MASTER_SIZE / 2 + 2
        for seat, pawn in here:
            self.pawn(seat, pawn, QPointF(x, rect.bottom()))
            x += step

    def slide(self, item: QGraphicsObject, start: QPointF, ms: int | None = None) -> None:
        """As the board framework slides, and the piece is drawn afresh where it ends: a cached
        picture moved stays drawn where it was made, to the fraction of a pixel."""
        before = len(self.last_moves.slides)
        super().slide(item, start, ms)
        if len(self.last_moves.slides) > before:
            self.last_moves.slides[-1].finished.connect(item.update)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click during the animations of the last move shows their end at once (and still counts)."""
        for anim in self.last_moves.slides:
            if anim.state() == QAbstractAnimation.State.Running:
                anim.setCurrentTime(anim.duration())
        super().mousePressEvent(event)

    # --- build ------------------------------------------------------------------------------------
    def build(self, view: GameState, viewer: int | None, legal: list[Action]) -> None:
        assert isinstance(view, ZongShiView)
        self.v = view
        self.t = table_of(view, viewer, legal)
        self._unlight()
        self.registry.clear()
        deciders = self.t.deciders
        self.focus = viewer if viewer is not None else (deciders[0] if deciders else 0)
        seats = tuple((self.seat_name(s), self.seat_colour(s).name()) for s in range(view.config.players))
        self.look = (language(), seats)
        TownPart(self).draw(view, viewer)
        SupplyPart(self).draw(view)
        OwnWorkshop(self).draw(view, viewer, self.focus)
        RivalWorkshops(self).draw(view, viewer, self.focus)
        buttons = Binder(self).bind(self.t)
        Header(self).draw(view, buttons)
        self.reasons.explain_all(view, viewer, legal)
        self.staging.stage(view)
        self.motions.animate(view, viewer, BAG_SPOT)
        then, self.then = self.then, None
        if then is not None and then in self.legal:  # the move a drop asked for, once the window has drawn
            QTimer.singleShot(0, lambda: self._follow(then))

    def items_at(self, spot: Spot) -> list[QGraphicsItem]:
        """The items drawn for a piece or zone the table names (none when it is not drawn)."""
        name, rest = spot[0], spot[1:]
        found: QGraphicsItem | None = None
        many: Sequence[QGraphicsItem] = ()
        if name == "pawn":
            found = self.pawns.get((int(rest[0]), str(rest[1])))
        elif name == "place":
            found = self.loc_zone.get(str(rest[0]))
        elif name == "project":
            found = self.project_items.get(str(rest[0]))
        elif name == "person":
            found = self.person_zone.get(str(rest[0]))
        elif name == "tile pile":
            found = self.tile_piles.get(str(rest[0]))
        elif name == "lessons":
            found = self.lessons_items.get(str(rest[0]))
        elif name == "progress":
            found = self.progress_items.get(str(rest[0]))
        elif name == "workshop":
            found = {"storage": self.storage_zone, "tiles": self.tiles_zone, "hand": self.hand_zone}[str(rest[0])]
        elif name == "tray":
            found = {"play": self.play_zone, "pay": self.pay_zone, "bag": self.bag_zone}[str(rest[0])]
        elif name == "discard":
            found = self.discard_zone
        elif name == "pool box":
            many = self.pool_boxes.get(int(rest[0]), [])
        elif name == "pool scroll":
            many = self.pool_scrolls.get(str(rest[0]), [])
        elif name == "hand":
            many = self.hand_items.get(str(rest[0]), [])
        elif name == "store box":
            many = self.store_boxes.get(int(rest[0]), [])
        elif name == "owed":
            many = self.owed_items.get(int(rest[0]), [])
        elif name == "visit tile":
            many = self.visit_items.get(int(rest[0]), [])
        elif name == "bin box":
            many = self.bin_boxes.get((str(rest[0]), int(rest[1])), [])
        elif name == "completed":
            many = self.completed_items.get((int(rest[0]), str(rest[1])), [])
        else:
            raise ValueError(f"no such place on the Zong Shi board: {spot}")
        return [found] if found is not None else list(many)

    def choose_drop(self, action: Action, source: QGraphicsItem, zone: DropZone) -> None:
        self.then = self.follow_ups.get((source, zone))
        self.choose(action)

    def _follow(self, action: Action) -> None:
        if action in self.legal and action.seat == self.viewer:  # still this seat's move on this board
            self.choose(action)

    def _unlight(self) -> None:
        """The places a hint or a selection lit at the last redraw go dark: they may be kept."""
        zones = [*self.loc_zone.values(), *self.person_zone.values(), self.storage_zone, self.play_zone]
        for zone in zones:
            if zone is not None:
                zone.set_lit(False)

    # --- what a refused drop or click says (see zongshi_reasons) -------------------------------------
    def reason_for(self, piece: QGraphicsItem | None, pos: QPointF) -> str | None:
        return self.reasons.reason_for(piece, pos) or super().reason_for(piece, pos)


BOARD = ZongShiBoard
__all__ = ["BOARD", "BoxItem", "Button", "ProjectItem", "ScrollItem", "TileItem", "VisitTile", "ZongShiBoard"]
