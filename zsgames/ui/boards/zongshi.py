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
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.ui.boards.base import BoardScene, DropZone
from zsgames.ui.boards.zongshi_bind import Binder
from zsgames.ui.boards.zongshi_header import Header
from zsgames.ui.boards.zongshi_last import Staging
from zsgames.ui.boards.zongshi_layout import BOARD as TABLE
from zsgames.ui.boards.zongshi_pieces import BoxItem, Button, ProjectItem, ScrollItem, TileItem, VisitTile
from zsgames.ui.boards.zongshi_reasons import Reasons
from zsgames.ui.boards.zongshi_rivals import RivalWorkshops
from zsgames.ui.boards.zongshi_supply import SupplyPart
from zsgames.ui.boards.zongshi_town import TownPart
from zsgames.ui.boards.zongshi_workshop import OwnWorkshop
from zsgames.ui.pieces import PawnItem

MASTER_SIZE, APPRENTICE_SIZE = 26.0, 22.0


class ZongShiBoard(BoardScene):
    """The scene; see the module docstring for its parts."""

    table_rect, margin = TABLE, 0.0  # one fixed table, drawn at the same scale every time

    def __init__(self, game: Any, parent: Any = None) -> None:
        super().__init__(game, parent)
        self.staging = Staging(self)
        self.reasons = Reasons(self)

    # --- helpers the parts share --------------------------------------------------------------------
    def ink(self, seat: int | None) -> QColor:
        """The seat's colour dark enough to write with on the pale table."""
        c = self.seat_colour(seat)
        return c.darker(160) if c.lightnessF() > 0.55 else c

    def put(self, item: QGraphicsItem, x: float | None = None, y: float | None = None,
            z: float | None = None) -> QGraphicsItem:
        if x is not None and y is not None:
            item.setPos(x, y)
        if z is not None:
            item.setZValue(z)
        self.addItem(item)
        return item

    def zone(self, rect: QRectF) -> DropZone:
        return self.make_zone(QRectF(rect))

    def pawn(self, seat: int, pawn: str, bottom_centre: QPointF, scale: float = 1.0) -> PawnItem:
        """A seat's pawn standing at ``bottom_centre`` (master: a pawn, apprentice: a smaller meeple)."""
        master = pawn == "master"
        item = PawnItem(self.seat_colour(seat), scale * (MASTER_SIZE if master else APPRENTICE_SIZE),
                        "pawn" if master else "meeple")
        item.setToolTip(f"{self.seat_name(seat)}'s {pawn}")
        self.put(item, bottom_centre.x(), bottom_centre.y(), 50)
        self.pawns[(seat, pawn)] = item
        return item

    def pawns_in(self, view: Any, loc: str, rect: QRectF) -> None:
        """The pawns standing at ``loc``, in a row along the bottom of ``rect`` (closer if crowded)."""
        here = [(seat, pawn) for seat, p in enumerate(view.players) for pawn in ("master", "apprentice")
                if p.pawn_loc(pawn) == loc]
        if not here:
            return
        step = min(28.0, (rect.width() - MASTER_SIZE) / max(1, len(here) - 1))
        x = rect.left() + MASTER_SIZE / 2 + 2
        for seat, pawn in here:
            self.pawn(seat, pawn, QPointF(x, rect.bottom()))
            x += step

    # --- build ------------------------------------------------------------------------------------
    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        self.v = view
        self._registries()
        deciders = self.game.current_deciders(view)
        self.focus = viewer if viewer is not None else (deciders[0] if deciders else 0)
        TownPart(self).draw(view, viewer)
        SupplyPart(self).draw(view)
        OwnWorkshop(self).draw(view, viewer, self.focus)
        RivalWorkshops(self).draw(view, viewer, self.focus)
        buttons = Binder(self).bind(view, viewer, legal)
        Header(self).draw(view, buttons)
        self.reasons.explain_all(view, viewer, legal)
        self.staging.stage(view)

    def _registries(self) -> None:
        """Which item stands for which piece, filled by the parts while they draw."""
        self.pawns: dict[tuple[int, str], PawnItem] = {}
        self.home_spots: dict[tuple[int, str], QPointF] = {}
        self.loc_zone: dict[str, DropZone] = {}
        self.loc_panel: dict[str, QGraphicsItem] = {}
        self.person_zone: dict[str, DropZone] = {}
        self.project_items: dict[str, ProjectItem] = {}
        self.tile_piles: dict[str, TileItem] = {}
        self.bin_boxes: dict[tuple[str, int], list[BoxItem]] = {}
        self.pool_boxes: dict[int, list[BoxItem]] = {}
        self.pool_scrolls: dict[str, list[ScrollItem]] = {}
        self.lessons_items: dict[str, ScrollItem] = {}
        self.store_boxes: dict[int, list[BoxItem]] = {}
        self.hand_items: dict[str, list[ScrollItem]] = {}
        self.visit_items: dict[int, list[VisitTile]] = {}
        self.progress_items: dict[str, ProjectItem] = {}
        self.owed_items: dict[int, list[Any]] = {}
        self.seat_projects: dict[tuple[int, str], QGraphicsItem] = {}
        self.seat_boxes: dict[tuple[int, int], list[QGraphicsItem]] = {}
        self.seat_tiles: dict[tuple[int, int], QGraphicsItem] = {}
        self.seat_hands: dict[int, QGraphicsItem] = {}
        self.seat_panels: dict[int, QGraphicsItem] = {}
        self.seat_rects: dict[tuple[int, str], QRectF] = {}
        self.placed_visits: dict[tuple[int, int], QGraphicsItem] = {}
        self.completed_items: dict[tuple[int, str], list[QGraphicsItem]] = {}
        self.storage_zone = self.tiles_zone = self.hand_zone = None
        self.play_zone = self.pay_zone = self.bag_zone = self.discard_zone = None
        self.discard_item: QGraphicsItem | None = None
        self.deck_item: QGraphicsItem | None = None

    # --- what a refused drop or click says (see zongshi_reasons) -------------------------------------
    def reason_for(self, piece: QGraphicsItem | None, pos: QPointF) -> str | None:
        return self.reasons.reason_for(piece, pos) or super().reason_for(piece, pos)



BOARD = ZongShiBoard
__all__ = ["BOARD", "BoxItem", "Button", "ProjectItem", "ScrollItem", "TileItem", "VisitTile", "ZongShiBoard"]
