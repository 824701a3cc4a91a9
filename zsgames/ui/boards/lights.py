"""What the board lights: hints (rings on the sources of some actions, their zones lit) and the
selected source (a ring, its zones lit until the selection is cleared)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.ui.boards.bindings import Bindings
from zsgames.ui.boards.host import ItemHost
from zsgames.ui.boards.items import HOT, DropZone, HighlightItem


class Lights:
    """The hints and the selection of one scene, over its current bindings."""

    def __init__(self, host: ItemHost, bindings: Bindings) -> None:
        self.host = host
        self.bindings = bindings
        self.reset()

    def reset(self) -> None:
        """A redraw begins: its items go, rings included."""
        self.hints: list[HighlightItem] = []
        self.hint_zones: list[DropZone] = []
        self.selected: QGraphicsItem | None = None
        self.selection_ring: HighlightItem | None = None

    # --- hints ------------------------------------------------------------------------------------
    def highlight_actions(self, actions: Iterable[Action]) -> None:
        self.clear_highlights()
        for action in actions:
            sources, zones = self.bindings.items_for(action)
            for item in sources:
                ring = HighlightItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
                ring.setZValue(900)
                self.host.addItem(ring)
                self.hints.append(ring)
            for zone in zones:
                zone.set_lit(True)
                self.hint_zones.append(zone)

    def clear_highlights(self) -> None:
        for ring in self.hints:
            if self.host.holds(ring):
                self.host.removeItem(ring)
        self.hints = []
        for zone in self.hint_zones:
            zone.set_lit(False)
        self.hint_zones = []
        self.light_selection()

    # --- the selected source ----------------------------------------------------------------------
    def select(self, source: QGraphicsItem) -> None:
        self.clear_selection()
        self.selected = source
        ring = HighlightItem(source.sceneBoundingRect().adjusted(-4, -4, 4, 4), HOT)
        ring.setZValue(950)
        self.host.addItem(ring)
        self.selection_ring = ring
        self.light_selection()

    def light_selection(self) -> None:
        if self.selected is not None:
            for zone in self.bindings.zones_of(self.selected):
                zone.set_lit(True)

    def clear_selection(self) -> None:
        if self.selected is not None:
            for zone in self.bindings.zones_of(self.selected):
                if zone not in self.hint_zones:
                    zone.set_lit(False)
        if self.selection_ring is not None and self.host.holds(self.selection_ring):
            self.host.removeItem(self.selection_ring)
        self.selected = None
        self.selection_ring = None
