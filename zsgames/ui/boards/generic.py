"""The board for a game that has none yet: its name, the prompt, and one button per legal action."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.core.game import Action
from zsgames.ui.boards.base import BoardScene, DragPiece
from zsgames.ui.pieces import LabelItem, PanelItem, font, readable_on


class ActionButton(DragPiece):
    """A rounded button on the board that stands for one action."""

    def __init__(self, text: str, width: float, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text, self.w, self.fill = text, width, QColor(colour)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, 34)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.fill.darker(150), 1.4))
        p.setBrush(self.fill)
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 9, 9)
        p.setPen(readable_on(self.fill))
        p.setFont(font(10, bold=True))
        p.drawText(self.boundingRect().adjusted(10, 0, -10, 0), Qt.AlignmentFlag.AlignCenter, self.text)


class GenericBoard(BoardScene):
    """Every legal action of the viewer as a button; the rest of the game is in the side panels."""

    width = 760.0

    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        rows = max(1, (len(legal) + 2) // 3)
        panel = PanelItem(QRectF(0, 0, self.width, 110 + rows * 44), "#f4ecd8", "")
        self.addItem(panel)
        self.addItem(LabelItem(self.game.display_name, QRectF(20, 12, self.width - 40, 30), 16, True))
        who = self.seat_name(viewer) if viewer is not None else "Spectator"
        prompt = self.game.prompt(view, viewer) if viewer is not None else ""
        line = f"{who} — {prompt}" if prompt else f"{who} is waiting"
        self.addItem(LabelItem(line, QRectF(20, 44, self.width - 40, 24), 11, False, "#5a4e3c"))
        colour = self.seat_colour(viewer)
        bw = (self.width - 40 - 2 * 12) / 3
        for index, action in enumerate(legal):
            button = ActionButton(str(action), bw, colour)
            button.setPos(20 + (index % 3) * (bw + 12), 84 + (index // 3) * 44)
            self.addItem(button)
            self.bind_click(action, button)


BOARD = GenericBoard
