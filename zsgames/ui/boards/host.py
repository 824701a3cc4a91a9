"""What the scene's parts need of the scene: small Protocols in a module below them all.

:class:`~zsgames.ui.boards.base.BoardScene` owns its parts (details, retained parts, bindings,
lights, gestures) and satisfies these Protocols structurally, so a part names the scene's type
without importing ``base`` (no import cycle, not even for type checking).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from zsgames.core.game import Action
from zsgames.ui.boards.items import DropZone

#: How a choice between several actions is asked (a menu at the pointer; tests replace it).
ActionPicker = Callable[[Sequence[Action], QPoint], "Action | None"]


class ItemHost(Protocol):
    """A scene that holds items and knows each item's parent (see :mod:`zsgames.ui.boards.held`)."""

    def holds(self, item: QGraphicsItem) -> bool: ...
    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...
    def owner_in(self, item: QGraphicsItem | None, table: Container[QGraphicsItem]) -> QGraphicsItem | None: ...


class DetailsHost(ItemHost, Protocol):
    """What :class:`~zsgames.ui.boards.details.BoardDetails` reads: where the board is on screen."""

    def views(self) -> list[QGraphicsView]: ...
    def sceneRect(self) -> QRectF: ...


class RetainedHost(ItemHost, Protocol):
    """What :class:`~zsgames.ui.boards.retained.RetainedParts` replays on a kept part."""

    viewer: int | None

    def set_detail(self, item: QGraphicsItem, title: str, body: str = "") -> None: ...
    def explain(self, item: QGraphicsItem, reason: str) -> None: ...


class GestureHost(ItemHost, Protocol):
    """What :class:`~zsgames.ui.boards.gestures.Gestures` asks of the board: the choice made, and the
    board's own words for a refusal (a board may override each)."""

    snap_ms: int
    pick_action: ActionPicker

    def choose(self, action: Action) -> None: ...
    def choose_drop(self, action: Action, source: QGraphicsItem, zone: DropZone) -> None: ...
    def reason_for(self, piece: QGraphicsItem | None, pos: QPointF) -> str | None: ...
    def why_not_there(self, piece: QGraphicsItem) -> str: ...
