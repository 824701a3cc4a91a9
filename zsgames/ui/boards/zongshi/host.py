"""What the Zong Shi board's parts use of the board, as Protocols the board satisfies structurally:
a part types its board by the Protocol it needs and never imports ``board.py`` (which imports the
parts), so there is no import cycle, not even for type checking.

:class:`Registries` are the tables the parts fill while they draw and read afterwards (see
:mod:`zsgames.ui.boards.zongshi.registry`); :class:`DrawHost` the helpers a part draws with; the
binder, the reasons and the staging add what they read or call.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsView

from zsgames.core.game import Action
from zsgames.games.zongshi.table import PawnChoice, Spot, Table
from zsgames.ui.boards.bindings import Bindings
from zsgames.ui.boards.items import DropZone
from zsgames.ui.boards.last_marks import LastMoveMarks
from zsgames.ui.boards.zongshi.pieces import BoxItem, ProjectItem, ScrollItem, TileItem, VisitTile
from zsgames.ui.shared.pieces import PawnItem

T = TypeVar("T")


class Registries(Protocol):
    """Which item stands for which piece (the board's attributes of these names)."""

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
    storage_zone: DropZone | None
    tiles_zone: DropZone | None
    hand_zone: DropZone | None
    play_zone: DropZone | None
    pay_zone: DropZone | None
    bag_zone: DropZone | None
    discard_zone: DropZone | None
    discard_item: QGraphicsItem | None
    deck_item: QGraphicsItem | None


class DrawHost(Registries, Protocol):
    """What a part draws with: the table shown, the seats' words and colours, retained parts."""

    t: Table

    def seat_colour(self, seat: int | None) -> QColor: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_mark(self, seat: int) -> tuple[str, int]: ...
    def ink(self, seat: int | None) -> QColor: ...
    def put(
        self, item: QGraphicsItem, x: float | None = None, y: float | None = None, z: float | None = None
    ) -> QGraphicsItem: ...
    def zone(self, rect: QRectF, z: float = ...) -> DropZone: ...
    def part(self, name: Hashable, key: Hashable, draw: Callable[[], T], lift: float = 0.0) -> T: ...
    def pawn(self, seat: int, pawn: str, bottom_centre: QPointF, scale: float = 1.0) -> PawnItem: ...
    def pawns_in(self, view: Any, loc: str, rect: QRectF) -> None: ...
    def set_detail(self, item: QGraphicsItem, title: str, body: str = "") -> None: ...
    def bind_click(self, action: Action, item: QGraphicsItem) -> None: ...


class HeaderHost(DrawHost, Protocol):
    """The header strip also tells the last move."""

    last_moves: LastMoveMarks


class MovesHost(DrawHost, Protocol):
    """What the binder and the reasons use besides: the bindings, and the follow-ups of a drop."""

    viewer: int | None
    legal: list[Action]
    bindings: Bindings
    follow_ups: dict[tuple[QGraphicsItem, DropZone], Action]
    pawn_after: dict[QGraphicsItem, PawnChoice]

    def bind_drag(
        self, action: Action, source: QGraphicsItem, zone: QGraphicsItem, click_zone: bool = True
    ) -> DropZone: ...
    def items_at(self, spot: Spot) -> list[QGraphicsItem]: ...
    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...
    def owner_in(self, item: QGraphicsItem | None, table: Container[QGraphicsItem]) -> QGraphicsItem | None: ...
    def explain(self, item: QGraphicsItem, reason: str) -> None: ...
    def why_not_there(self, piece: QGraphicsItem) -> str: ...


class StagingHost(Registries, Protocol):
    """What the staging of the last move uses: the known moves, and the board's slide."""

    last_moves: LastMoveMarks

    def slide(self, item: QGraphicsObject, start: QPointF, ms: int | None = None) -> None: ...


class MotionHost(StagingHost, Protocol):
    """What the board's animations use besides: the table shown (its scores), the scene's views
    and the scene to float "+N" on."""

    t: Table

    def views(self) -> list[QGraphicsView]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
