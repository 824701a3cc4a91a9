"""Every item a board shows, held by Python until the next redraw, with each child's parent.

PySide6 ties an item's life to its Python wrapper in two ways that a plain click used to trip:
``parentItem()`` on a top-level item returns ``None`` and, doing so, hands the item's ownership
from the scene back to Python, which deletes it with its last wrapper; and a child built by a
Python subclass with ``parent=`` lives only as long as a Python reference to it. So the board never
asks an item for its parent (:meth:`HeldItems.owner_in` answers from ``parent_of``), and it holds
every item it shows until the next redraw.
"""

from __future__ import annotations

from collections.abc import Container, Iterable

from PySide6.QtWidgets import QGraphicsItem


class HeldItems:
    """The items on one board now (an ordered set: removing a part's items stays cheap)."""

    def __init__(self) -> None:
        self.items: dict[QGraphicsItem, None] = {}
        self.parent_of: dict[QGraphicsItem, QGraphicsItem] = {}

    def hold(self, items: Iterable[QGraphicsItem]) -> None:
        """A redraw is done: hold exactly ``items`` (the scene's) and note each child's parent."""
        self.items = dict.fromkeys(items)
        self.parent_of = {child: item for item in self.items for child in item.childItems()}

    def owner_in(self, item: QGraphicsItem | None, table: Container[QGraphicsItem]) -> QGraphicsItem | None:
        """``item`` or its nearest ancestor that is a key of ``table``."""
        parent_of = self.parent_of
        while item is not None:
            if item in table:
                return item
            item = parent_of.get(item)
        return None
