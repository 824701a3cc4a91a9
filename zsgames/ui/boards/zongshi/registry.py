"""Which item stands for which piece on the Zong Shi board, kept part by part.

The board's parts fill the scene's registries while they draw (``board.pawns[(seat, "master")] =
item``, ``board.loc_zone["temple"] = zone`` …), and the binder, the reasons and the staging read
them. A part kept from the last redraw (``BoardScene.memo``) does not draw again, so each part's
entries are captured while it draws (:meth:`Registry.capture` hands the part empty registries and
takes back what it filled) and installed again at every redraw that asks for it (:meth:`install`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from zsgames.ui.boards.zongshi.board import ZongShiBoard

#: the registries that map a key to an item (or to a list of identical items, or a place)
TABLES = (
    "pawns",
    "home_spots",
    "loc_zone",
    "loc_panel",
    "person_zone",
    "project_items",
    "tile_piles",
    "bin_boxes",
    "pool_boxes",
    "pool_scrolls",
    "lessons_items",
    "store_boxes",
    "hand_items",
    "visit_items",
    "progress_items",
    "owed_items",
    "seat_projects",
    "seat_boxes",
    "seat_tiles",
    "seat_hands",
    "seat_panels",
    "seat_rects",
    "placed_visits",
    "completed_items",
)
#: the registries that name one item each (the drop zones of the viewer's workshop and the tray …)
SINGLES = (
    "storage_zone",
    "tiles_zone",
    "hand_zone",
    "play_zone",
    "pay_zone",
    "bag_zone",
    "discard_zone",
    "discard_item",
    "deck_item",
)

T = TypeVar("T")
Fragment = dict[str, Any]  # what one part filled: registry name → its entries (only the ones it filled)


class Registry:
    """The registries of one board (they live on the board as attributes, which the parts fill)."""

    def __init__(self, board: ZongShiBoard) -> None:
        self.b = board

    def clear(self) -> None:
        """Empty registries, before a redraw installs its parts'."""
        for name in TABLES:
            setattr(self.b, name, {})
        for name in SINGLES:
            setattr(self.b, name, None)

    def capture(self, draw: Callable[[], T]) -> tuple[Fragment, T]:
        """Run ``draw`` on empty registries: what it filled and what it returned (the board's
        registries are left as they were)."""
        saved = {name: getattr(self.b, name) for name in (*TABLES, *SINGLES)}
        self.clear()
        try:
            value = draw()
            filled = {name: getattr(self.b, name) for name in TABLES if getattr(self.b, name)}
            filled.update({name: getattr(self.b, name) for name in SINGLES if getattr(self.b, name) is not None})
            return filled, value
        finally:
            for name, value in saved.items():
                setattr(self.b, name, value)

    def install(self, fragment: Fragment) -> None:
        """Add a part's entries to the board's registries (a list two parts fill holds both's items)."""
        for name, value in fragment.items():
            if name in SINGLES:
                setattr(self.b, name, value)
                continue
            table = getattr(self.b, name)
            for key, entry in value.items():
                old = table.get(key)
                table[key] = [*old, *entry] if isinstance(old, list) and isinstance(entry, list) else entry
