"""A board for the tiny test game: a track of cells; the deciding seat drags its pawn one cell.

Its parts are retained (``memo``): the track never changes, the pawns change when one moves, and
each hand when it does; the title is drawn anew every time (outside any part).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from tests.support.tiny_game import CELLS
from zsgames.core.game import Action
from zsgames.ui.boards.base import BoardScene, DropZone
from zsgames.ui.shared.pieces import CardItem, LabelItem, PanelItem, PawnItem

CELL = 90.0


class TinyBoard(BoardScene):
    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        self.title = LabelItem("Tiny track", QRectF(0, -40, 400, 30), 14, True)
        self.addItem(self.title)
        self.cells: dict[int, DropZone] = self.memo("track", CELLS, self._track)
        self.pawns: dict[int, PawnItem] = self.memo("pawns", tuple(view.positions), lambda: self._pawns(view, viewer))
        for action in legal:
            if action.kind == "move":
                self.bind_drag(action, self.pawns[action.seat], self.cells[action.args[0]])
        self.cards: list[CardItem] = []
        for seat, hand in enumerate(view.hands):
            key = tuple(hand) if isinstance(hand, list) else hand
            self.cards += self.memo(("hand", seat), key, lambda seat=seat, hand=hand: self._hand(seat, hand))

    def _track(self) -> dict[int, DropZone]:
        cells = {}
        for cell in range(CELLS):
            rect = QRectF(cell * CELL, 0, CELL - 8, CELL)
            self.addItem(PanelItem(rect, "#f4ecd8", str(cell)))
            cells[cell] = self.make_zone(rect)
        return cells

    def _pawns(self, view: Any, viewer: int | None) -> dict[int, PawnItem]:
        pawns = {}
        players = len(view.positions)
        for seat, cell in enumerate(view.positions):
            pawn = PawnItem(self.seat_colour(seat), 30, "meeple" if seat % 2 else "pawn")
            pawn.setPos(cell * CELL + 14 + seat * (CELL - 36) / max(1, players - 1), CELL - 10)
            pawn.setZValue(10 + seat)
            self.addItem(pawn)
            pawns[seat] = pawn
            if seat != viewer:
                self.explain(pawn, f"that is {self.seat_name(seat)}'s pawn")
        return pawns

    def _hand(self, seat: int, hand: Any) -> list[CardItem]:
        y = CELL + 40 + seat * 70
        self.addItem(LabelItem(self.seat_name(seat), QRectF(0, y, 90, 60), 11, True, self.seat_colour(seat)))
        cards = []
        if isinstance(hand, list):
            for i, card in enumerate(hand):
                item = CardItem(str(card), "", self.seat_colour(seat), (42, 60))
                item.setPos(100 + i * 48, y)
                self.addItem(item)
                self.set_detail(item, f"Card {card}", f"A card worth {card}; it does nothing else.")
                cards.append(item)
        else:
            item = CardItem("", "", "#7a6a55", (42, 60), face_up=False, count=hand)
            item.setPos(100, y)
            self.addItem(item)
            self.set_detail(item, f"{self.seat_name(seat)}'s hand", f"{hand} cards face down; nobody else may look")
            cards.append(item)
        return cards


BOARD = TinyBoard
