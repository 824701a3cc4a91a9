"""Zooscape's drawn art on the board (``resources/zooscape/art``, see its README): painted into a
card at the painter's pixel ratio (:func:`draw_art`), a piece of art as an item of its own
(:class:`ArtItem`: the sack, the bin) and the tatami table under everything (:class:`TableSurface`).
The pixmaps are cached by :mod:`zsgames.ui.shared.art`, so a redraw only blits them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from zsgames.games.zooscape.table import C
from zsgames.ui.shared.art import art_brush, art_pixmap

GAME = "zooscape"
#: The drawing of each curio type (0–6) and the kimono (7), by the table's type index.
CURIO_ART: tuple[str, ...] = (
    "curio_tea_bowl",
    "curio_fan",
    "curio_sword",
    "curio_parasol",
    "curio_lute",
    "curio_figurine",
    "curio_chopsticks",
    "kimono",
)
#: The picture of each action card, shown in the window of ``action_frame``.
ACTION_ART = {C.FIRE: "action_fire", C.CAT: "action_lucky_cat", C.BREAK: "action_breakage", C.COPY: "action_copy"}


def art_of(kind: int) -> str | None:
    """The drawing for a card kind (None: the kind is painted, like the apprentice)."""
    if kind < C.CURIO_TYPES:
        return CURIO_ART[kind]
    if kind == C.COIN:
        return "coin"
    return ACTION_ART.get(kind)


def draw_art(p: QPainter, name: str, rect: QRectF) -> None:
    """Draw the art ``name`` fitted in ``rect`` (centred, its own proportions), crisp at the
    painter's device pixel ratio."""
    if rect.width() < 1 or rect.height() < 1:
        return
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    pixmap = art_pixmap(GAME, name, (max(1, round(rect.width())), max(1, round(rect.height()))), dpr)
    p.drawPixmap(rect.topLeft(), pixmap)


class ArtItem(QGraphicsObject):
    """A piece of art on its own, ``w`` × ``h`` (the sack under the deck, the bin)."""

    def __init__(self, name: str, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name, self.w, self.h = name, w, h

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_art(p, self.name, QRectF(0, 0, self.w, self.h))


class TableSurface(QGraphicsObject):
    """The tatami the board lies on (the table art tiled), under every other item."""

    TILE = 96

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setZValue(-100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        device = p.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        p.fillRect(self.rect, art_brush(GAME, "table", self.TILE, dpr))


__all__ = ["ACTION_ART", "CURIO_ART", "ArtItem", "TableSurface", "art_of", "draw_art"]
