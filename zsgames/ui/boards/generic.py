"""The board for a game that has none yet: its name, the prompt, and one button per legal action."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.core.game import Action
from zsgames.core.i18n import _
from zsgames.core.text import YOU, seat_name
from zsgames.ui.boards.base import BoardScene, DragPiece
from zsgames.ui.shared.pieces import LabelItem, PanelItem, font, readable_on


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
        f = font(10, bold=True)
        p.setFont(f)
        text = QFontMetricsF(f).elidedText(self.text, Qt.TextElideMode.ElideRight, self.w - 20)
        p.drawText(self.boundingRect().adjusted(10, 0, -10, 0), Qt.AlignmentFlag.AlignCenter, text)


class GenericBoard(BoardScene):
    """Every legal action of the viewer as a button; the rest of the game is in the side panels."""

    max_width = 1100.0

    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        metrics = QFontMetricsF(font(10, bold=True))
        widest = max((metrics.horizontalAdvance(str(a)) + 36 for a in legal), default=200.0)
        bw = min(max(widest, 200.0), self.max_width - 40)
        columns = max(1, min(3, int((self.max_width - 40 + 12) // (bw + 12)), len(legal)))
        width = max(560.0, 40 + columns * bw + (columns - 1) * 12)
        rows = max(1, -(-len(legal) // columns))
        panel = PanelItem(QRectF(0, 0, width, 110 + rows * 44), "#f4ecd8", "")
        self.addItem(panel)
        self.addItem(LabelItem(self.game.display_name, QRectF(20, 12, width - 40, 30), 16, True))
        who = self.seat_name(viewer) if viewer is not None else _("Spectator")
        prompt = self.game.prompt(view, viewer) if viewer is not None else ""
        if prompt:
            line = _("{name} — {prompt}", name=seat_name(who), prompt=prompt)
        else:
            line = _("You are waiting") if who == YOU else _("{name} is waiting", name=who)
        self.addItem(LabelItem(line, QRectF(20, 44, width - 40, 24), 11, False, "#5a4e3c"))
        colour = self.seat_colour(viewer)
        for index, action in enumerate(legal):
            button = ActionButton(str(action), bw, colour)
            button.setPos(20 + (index % columns) * (bw + 12), 84 + (index // columns) * 44)
            button.setToolTip(str(action))
            self.addItem(button)
            self.bind_click(action, button)


BOARD = GenericBoard
