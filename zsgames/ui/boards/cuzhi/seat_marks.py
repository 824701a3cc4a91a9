"""Seats are never told by colour alone: every seat-coloured piece of the Cuzhi 促织 board carries
its seat's symbol (:mod:`zsgames.ui.shared.seat_symbols`). A badge is a small child item, so it moves,
slides and hides with the piece it marks; a track marker is the symbol itself."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.ui.shared.seat_symbols import paint_seat_symbol

BADGE_FILL = QColor("#fbf6ea")  # paper: a light symbol reads on any seat colour


class SymbolBadge(QGraphicsObject):
    """A seat's symbol centred on its parent's point ``at``: paper-filled on a piece in the seat's
    colour, or in the seat's colour (``fill=None``) beside a name."""

    def __init__(
        self,
        colour_name: str,
        seat: int,
        size: float,
        parent: QGraphicsItem,
        at: QPointF,
        fill: QColor | None = BADGE_FILL,
    ) -> None:
        super().__init__()
        self.setParentItem(parent)  # (this hands the badge to its parent, which keeps it alive)
        self.colour_name, self.seat, self.size, self.fill = colour_name, seat, size, fill
        self.setPos(at)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2 - 1, -s / 2 - 1, s + 2, s + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.size
        paint_seat_symbol(p, QRectF(-s / 2, -s / 2, s, s), self.colour_name, self.seat, fill=self.fill)


def mark_head(head: QGraphicsItem, colour_name: str, seat: int, size: float) -> SymbolBadge:
    """The symbol on a meeple's chest (a meeple of height ``size`` stands on its origin)."""
    return SymbolBadge(colour_name, seat, round(size * 0.42), head, QPointF(0, -size * 0.47))


def mark_centre(piece: QGraphicsItem, colour_name: str, seat: int, size: float) -> SymbolBadge:
    """The symbol on the centre of a round or square piece (an indicator)."""
    return SymbolBadge(colour_name, seat, size, piece, QPointF(0, 0))
