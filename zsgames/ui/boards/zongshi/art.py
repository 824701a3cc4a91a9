"""Zong Shi's drawn art placed on the board: one helper that paints a drawing (cached pixmap) into a
rectangle at the painter's device pixel ratio, and the table surface as a tiled brush."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QPainter

from zsgames.ui.shared.art import art_brush, art_pixmap

GAME = "zongshi"
#: the table's tile, in scene pixels (the elm boards read as boards at this size)
TABLE_TILE = 256


def draw_art(p: QPainter, name: str, rect: QRectF) -> None:
    """Paint the drawing ``name`` centred in ``rect`` at its own proportions."""
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    sharper = 2.0 if abs(p.worldTransform().m11()) > 1.25 else 1.0  # a zoomed view: a finer pixmap
    pix = art_pixmap(GAME, name, (max(1, round(rect.width())), max(1, round(rect.height()))), dpr * sharper)
    p.drawPixmap(rect, pix, QRectF(pix.rect()))


def table_brush() -> QBrush:
    """The table surface: warm elm boards, tiled."""
    return art_brush(GAME, "table", TABLE_TILE)


__all__ = ["draw_art", "table_brush"]
