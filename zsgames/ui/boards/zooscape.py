"""The Zooscape board: the market row in the middle, piles on the left, collections below.

Drawn from a view only; every legal action is bound to a drag or a click:
* split — drag the divider (it shows the group number of each side) into a gap of the row;
  click "swap 1 ⇄ 2" first to give the left part number 2;
* apprentice — drag the apprentice card into any lit gap (either end of either group);
* select — drag your selection disk onto a group, or click the group;
* resolve / break / copy — click the action card to resolve next, or one of your curio stacks.
Disks of other seats stay face down until the reveal, then flip together.

The table strip and the market are drawn by :mod:`zooscape_market`, the players' panels by
:mod:`zooscape_players`, the last bot move's marks by :mod:`zooscape_last`; the painted pieces live
in :mod:`zooscape_pieces`, the layout in :mod:`zooscape_layout`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from zsgames.core.game import Action
from zsgames.games.zooscape import cards as C
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.boards.zooscape_last import ZooscapeLastMove
from zsgames.ui.boards.zooscape_layout import HEAD, H, W
from zsgames.ui.boards.zooscape_market import ZooscapeMarket
from zsgames.ui.boards.zooscape_pieces import Divider, FlipDisk, SwapButton, ZooCard
from zsgames.ui.boards.zooscape_players import ZooscapePlayers
from zsgames.ui.pieces import LabelItem, PanelItem

__all__ = ["BOARD", "H", "W", "ZooscapeBoard"]


class ZooscapeBoard(ZooscapeLastMove, ZooscapeMarket, ZooscapePlayers, BoardScene):
    """Zooscape drawn for one viewer (see the module docstring for the gestures)."""

    def __init__(self, game: Any, parent: Any = None) -> None:
        super().__init__(game, parent)
        self.left_is = 1  # the divider's naming: which group number the left part gets
        self._reveal_key: tuple | None = None
        self._flip: QVariantAnimation | None = None
        self.gaps: dict[int, Any] = {}
        self.app_gaps: dict[tuple[int, int], Any] = {}
        self.group_zones: dict[int, PanelItem] = {}
        self.divider: Divider | None = None
        self.swap: SwapButton | None = None
        self.apprentice: ZooCard | None = None
        self.my_disk: FlipDisk | None = None
        self.reveal_disks: list[FlipDisk] = []
        self.pending_cards: dict[str, ZooCard] = {}
        self.type_stacks: dict[tuple[int, int], ZooCard] = {}
        self.group_cards: dict[tuple[int, int], ZooCard] = {}  # (group, index) → the card in the row
        self.panel_rects: dict[int, QRectF] = {}

    # --- the whole picture -----------------------------------------------------------------------
    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        if self._flip is not None:  # a redraw ends a running flip: the new disks are drawn face up
            self._flip.stop()
            self._flip = None
        self.gaps, self.app_gaps, self.group_zones, self.pending_cards, self.type_stacks = {}, {}, {}, {}, {}
        self.group_cards, self.panel_rects = {}, {}
        self.divider = self.swap = self.apprentice = self.my_disk = None
        self.reveal_disks = []
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        self.addItem(PanelItem(QRectF(0, 0, W, H), "#e9e1cf", "", "#e9e1cf"))
        self._header(view, viewer)
        self._table(view)
        self._market(view, viewer, by_kind)
        self._players(view, viewer, by_kind)
        self._mark_last_move(view)

    def _header(self, view: Any, viewer: int | None) -> None:
        master = self.seat_name(view.master)
        text = f"Round {max(1, view.round)} of {C.ROUNDS} · master: {master}"
        self.addItem(LabelItem(text, QRectF(20, 6, 390, 34), HEAD, True))
        deciders = self.game.current_deciders(view)
        if not deciders:
            outcome = self.game.winner(view)
            names = " and ".join(self.seat_name(s) for s in outcome.winners)
            verb = "wins" if len(outcome.winners) == 1 else "share the win"
            ask = f"Game over: {names} {verb} ({outcome.decided_by})."
        elif viewer in deciders:
            ask = f"{self.seat_name(viewer)}, {self.game.prompt(view, viewer)}."
        else:
            who = ", ".join(self.seat_name(s) for s in deciders)
            ask = f"Waiting for {who}: {self.game.prompt(view, deciders[0])}."
        colour = self.seat_colour(viewer if viewer in deciders else (deciders[0] if deciders else None))
        self.addItem(LabelItem(ask, QRectF(420, 6, W - 440, 34), HEAD + 1, True, colour.darker(130)))

    # --- the one board-only gesture: swapping the divider's numbers -----------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (event.button() == Qt.MouseButton.LeftButton and self.swap is not None
                and self.swap.sceneBoundingRect().contains(event.scenePos())):
            self.left_is = 3 - self.left_is
            event.accept()
            self.show(self.view_state, self.viewer, self.legal, self.config)
            return
        super().mousePressEvent(event)


BOARD = ZooscapeBoard
