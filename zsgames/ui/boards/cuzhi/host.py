"""What the Cuzhi 促织 board's parts use of the board: a Protocol the board satisfies structurally.
A part types its board by it and never imports ``board.py`` (which imports the parts), so there is
no import cycle, not even for type checking."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol, TypeVar

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from zsgames.core.game import Action, Args
from zsgames.games.cuzhi.table import Frame, Table
from zsgames.ui.boards.bindings import Bindings
from zsgames.ui.boards.cuzhi.pieces import CricketItem, SpaceItem
from zsgames.ui.boards.last_marks import LastMoveMarks
from zsgames.ui.shared.pieces import PawnItem

T = TypeVar("T")


class CuzhiHost(Protocol):
    """The board as its parts see it: the table shown, the registries they fill, how they draw,
    bind and explain, and the staging of the last move."""

    t: Table
    decider: int | None
    frame: Frame | None
    look: tuple[tuple[str, str, str], ...]  # the seats' names, colours and symbols: part of every retained key
    legal: list[Action]
    bound: set[Action]
    bindings: Bindings
    last_moves: LastMoveMarks
    # which item stands for which piece (see CuzhiBoard.build)
    seat_items: dict[str, Any]
    spots: dict[tuple[int, str], Any]
    named: dict[str, Any]
    space_items: dict[int, SpaceItem]
    space_heads: dict[int, PawnItem]
    hire_items: list[QGraphicsItem]
    hire_marks: dict[int, QGraphicsObject]
    stall_items: list[QGraphicsItem]
    market_crickets: list[CricketItem]
    piles: dict[str, QGraphicsItem]
    exchange_zones: list[QGraphicsItem]
    cult_zones: list[QGraphicsItem]
    title_items: dict[int, QGraphicsItem]
    card_items: dict[int, QGraphicsItem]
    lantern_items: dict[int, QGraphicsItem]
    bust_items: dict[int, QGraphicsItem]
    track_items: dict[str, Any]
    arrow_rects: dict[int, Any]
    fight_boxes: dict[int, QGraphicsItem]

    def addItem(self, item: QGraphicsItem) -> None: ...
    def memo(self, name: Hashable, key: Hashable, make: Callable[[], T]) -> T: ...
    def seat_colour(self, seat: int | None) -> QColor: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour_name(self, seat: int) -> str: ...
    def set_detail(self, item: QGraphicsItem, title: str, body: str = "") -> None: ...
    def bind_click(self, action: Action, item: QGraphicsItem) -> None: ...
    def explain(self, item: QGraphicsItem, reason: str) -> None: ...
    def explain_piece(self, piece: QGraphicsItem, reason: str) -> None: ...
    def why_not(self, kind: str, args: Args) -> str | None: ...
    def stage_slide(self, item: QGraphicsObject, start: Any) -> None: ...
    def animate_die(self, die: Any, side: int, roll: tuple[int, int]) -> None: ...
