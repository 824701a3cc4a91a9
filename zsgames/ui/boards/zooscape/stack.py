"""Where each part of the Zooscape board lies in the stack, so that kept parts and parts drawn again
stack as on a board drawn from scratch.

Items of equal z stack in the order they were added, and a part drawn again is added after the
parts kept, so it would cover what of theirs it overlaps (a group zone drawn again hid the rim of the
kept disks under it). So each part's items are set at the part's place in :data:`ORDER`, the order
the board draws its parts in: the stack is the drawing order whichever parts were kept. The places
lie a little under 0, so what the board adds outside any part (marks, rings, a reveal's moving cards)
lies over every part, as it was always added last; and a step is far smaller than the steps of z the
parts use among their own items (a pile's backs under the table, a Copy on its stack).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from PySide6.QtWidgets import QGraphicsItem

T = TypeVar("T")

#: The parts, bottom to top (a part named ``(kind, seat)`` lies at its kind's place).
ORDER = (
    "table",
    "strip paper",
    "strip",
    "market paper",
    "status",
    "split row",
    "split tools",
    "zones",
    "apprentice",
    "disk",
    "pending",
    "ranking",
    "last reveal",
    "outcomes",
    "round end",
    "contests",
    "legend",
    "seat",
    "seat info",
    "seat stacks",
)
STEP = 1e-3


class Stacking:
    """Sets the items a part's ``make`` adds at the part's place (the board asks :meth:`place` for each
    item it adds)."""

    def __init__(self) -> None:
        self.current = 0.0  # the place of the part being drawn; 0 outside any part

    def placed(self, name: Hashable, make: Callable[[], T]) -> Callable[[], T]:
        """``make``, drawing its items at the place of part ``name`` in the stack."""
        kind = name[0] if isinstance(name, tuple) else name
        place = -STEP * (len(ORDER) - ORDER.index(kind))

        def make_placed() -> T:
            self.current = place
            try:
                return make()
            finally:
                self.current = 0.0

        return make_placed

    def place(self, item: QGraphicsItem) -> None:
        if self.current:
            item.setZValue(item.zValue() + self.current)


__all__ = ["ORDER", "Stacking"]
