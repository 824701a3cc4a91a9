"""The last bot move on the Zooscape board (a mixin of :class:`ZooscapeBoard`)."""

from __future__ import annotations


class ZooscapeLastMove:
    def _last_move(self, view) -> None:
        pass
