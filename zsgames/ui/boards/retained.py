"""Retained parts of a board: items kept from one redraw to the next while what they show is the same.

A board's ``build`` asks for each of its parts with ``scene.memo(name, key, make)``:

* ``name`` says which part it is (``("seat", 2)``), ``key`` everything the part's drawing depends on
  (the slice of the view it shows, and the legal moves if it draws them differently). The viewer and
  the language are added to every key by the framework, so nothing drawn for one player is ever
  shown to another, and a part drawn in one language is drawn again after a switch.
* When the part was drawn at the last redraw with an equal key, its items stay on the board as they
  are (cached as pixmaps, so the view repaints only what changed) and ``memo`` returns what ``make``
  returned then; otherwise its old items go and ``make()`` draws it anew.
* ``make`` only creates items (``addItem``), their details (``set_detail``) and click reasons
  (``explain``); those two are replayed when the part is kept. Moves are bound after ``memo`` returns,
  at every redraw (``bind_drag`` inside ``make`` is an error: the legal moves change every time).
* A kept part's pieces stand where ``make`` put them: a piece dropped on a move (or moved by hand)
  goes back to its place when its part is kept, since nothing of that part changed. Only pieces
  (``DragPiece``) can be moved by hand, so only theirs are checked: a kept part costs nothing per
  item that cannot move.
* Items a board adds outside any part (marks, rings, a card shown large) are gone at the next redraw,
  as every item was before parts were retained.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.i18n import language
from zsgames.ui.boards.host import RetainedHost
from zsgames.ui.boards.items import DragPiece

T = TypeVar("T")


class _Part:
    __slots__ = ("details", "items", "key", "places", "reasons", "used", "value")

    def __init__(self, key: Hashable) -> None:
        self.key = key
        self.value: Any = None
        self.items: list[QGraphicsItem] = []  # the part's top-level items, in the order added
        self.places: list[tuple[QGraphicsItem, QPointF]] = []  # where make() put each piece (it may be dragged)
        self.details: list[tuple[QGraphicsItem, str, str]] = []
        self.reasons: list[tuple[QGraphicsItem, str]] = []
        self.used = True


class RetainedParts:
    """The parts of one scene (see the module docstring); the scene calls the hooks below."""

    def __init__(self, scene: RetainedHost) -> None:
        self.scene = scene
        self.parts: dict[Hashable, _Part] = {}
        self.drawing: _Part | None = None  # the part whose ``make`` runs now
        #: How many parts the last redraw kept and drew anew (for tests and the benchmark).
        self.kept = self.drawn = 0

    # --- the board's side -------------------------------------------------------------------------
    def memo(self, name: Hashable, key: Hashable, make: Callable[[], T]) -> T:
        full_key = (key, self.scene.viewer, language())
        part = self.parts.get(name)
        if part is not None and part.used:
            raise RuntimeError(f"part {name!r} asked for twice in one redraw")
        if part is not None and part.key == full_key:
            part.used = True
            self.kept += 1
            for item, place in part.places:
                if item.pos() != place:
                    item.setPos(place)
            for item, title, body in part.details:
                self.scene.set_detail(item, title, body)
            for item, reason in part.reasons:
                self.scene.explain(item, reason)
            return part.value  # type: ignore[no-any-return]
        if self.drawing is not None:
            raise RuntimeError(f"part {name!r} asked for while part {self.drawing.key!r} is drawn")
        if part is not None:
            self._remove(part)
        part = self.parts[name] = _Part(full_key)
        self.drawing = part
        try:
            part.value = make()
        finally:
            self.drawing = None
        for item in part.items:
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        part.places = [(item, QPointF(item.pos())) for item in part.items if isinstance(item, DragPiece)]
        self.drawn += 1
        return part.value  # type: ignore[no-any-return]

    # --- the scene's hooks ------------------------------------------------------------------------
    def begin(self, top_level: list[QGraphicsItem]) -> None:
        """Before a redraw: every top-level item outside a part goes; the parts wait to be asked for."""
        kept = {item for part in self.parts.values() for item in part.items}
        for item in top_level:
            if item not in kept and self.scene.holds(item):
                self.scene.removeItem(item)
        for part in self.parts.values():
            part.used = False
        self.kept = self.drawn = 0

    def end(self) -> None:
        """After a redraw: the parts nobody asked for go."""
        for name in [name for name, part in self.parts.items() if not part.used]:
            self._remove(self.parts.pop(name))

    def added(self, item: QGraphicsItem) -> None:
        if self.drawing is not None:
            self.drawing.items.append(item)

    def detail(self, item: QGraphicsItem, title: str, body: str) -> None:
        if self.drawing is not None:
            self.drawing.details.append((item, title, body))

    def reason(self, item: QGraphicsItem, reason: str) -> None:
        if self.drawing is not None:
            self.drawing.reasons.append((item, reason))

    def binding(self) -> None:
        if self.drawing is not None:
            raise RuntimeError("moves are bound after memo() returns, not while a part is drawn")

    def owns(self, item: QGraphicsItem) -> bool:
        return any(item in part.items for part in self.parts.values())

    def _remove(self, part: _Part) -> None:
        for item in part.items:
            if self.scene.holds(item):
                self.scene.removeItem(item)
        part.items = []


__all__ = ["RetainedParts"]
