"""Seat marks on the Zong Shi board: a seat's symbol (its shape) wherever its colour is, so no seat
is told by colour alone — on its pawns, beside its name band, on its visit tiles."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.shared.pieces import PawnItem
from zsgames.ui.shared.seat_symbols import paint_seat_symbol


class SymbolItem(QGraphicsObject):
    """A seat's symbol, ``size`` pixels square, with a light halo so it reads on its own colour."""

    def __init__(self, colour_name: str, seat: int, size: float = 14) -> None:
        super().__init__()
        self.colour_name, self.seat, self.size = colour_name, seat, size
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawEllipse(QRectF(0, 0, self.size, self.size))
        paint_seat_symbol(p, QRectF(2, 2, self.size - 4, self.size - 4), self.colour_name, self.seat)


class SeatPawn(PawnItem):
    """A pawn (the master) or a meeple (the apprentice) in its seat's colour, the seat's symbol on
    its chest."""

    def __init__(self, colour: QColor, colour_name: str, seat: int, size: float, master: bool) -> None:
        super().__init__(colour, size, "pawn" if master else "meeple")
        self.colour_name, self.seat, self.master = colour_name, seat, master

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)
        s = self.size
        mark = max(7.0, s * 0.36)
        rect = QRectF(-mark / 2, -s * (0.36 if self.master else 0.5) - mark / 2, mark, mark)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 210))
        p.drawEllipse(rect.adjusted(-1, -1, 1, 1))
        paint_seat_symbol(p, rect, self.colour_name, self.seat)


__all__ = ["SeatPawn", "SymbolItem"]
