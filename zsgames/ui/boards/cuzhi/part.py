"""What every part of the Cuzhi 促织 board shares: the board it draws on and small drawing helpers.

A part (an area, the seats, the fight board, the strip…) is an object handed the board; it draws its
items from the table model the board is showing (``board.t``, :mod:`zsgames.games.cuzhi.table`) and
says why a piece or a place refuses; the board binds the table's moves to what the parts drew.

Its items are retained (:meth:`Part.retain`): each piece of a part is drawn by a function that is
handed exactly the values it shows, and those values are its key, so a piece is kept while they
stay the same and can never show anything its key does not hold. Moves, and the reasons that
depend on them, are bound after the pieces are drawn, at every redraw.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.core.i18n import language
from zsgames.games.cuzhi.table import Table
from zsgames.ui.boards.cuzhi.drawn import ArtItem
from zsgames.ui.boards.cuzhi.host import CuzhiHost
from zsgames.ui.boards.cuzhi.layout import MIN_PT, tall_enough
from zsgames.ui.shared.pieces import LabelItem, PanelItem

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
WRAP = int(Qt.TextFlag.TextWordWrap)
CENTRE = Qt.AlignmentFlag.AlignCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
INK = "#2b2620"
SOFT_INK = "#5a4e3c"


# Stacking across retained pieces: one piece may be redrawn while the piece under it is kept, so what
# lies on what is said by z, not by the order the items were made in. (An area's art is asked for
# first, and with its constant key it is drawn again only with everything else, for a new viewer or
# when its area comes back after a fight: what lies on it is always newer.)
Z_PANEL = -2.0  # an area's background panel
Z_MAT = -1.0  # a seat's mat
Z_RING = -0.5  # the ring round the deciding seat's mat
Z_ON = 1.0  # a piece standing on another piece's item (a head on a space, a marker on a track)

T = TypeVar("T")
I = TypeVar("I", bound=QGraphicsItem)


def soft(colour: QColor, amount: float = 0.16) -> QColor:
    """``colour`` mixed into the board's paper: a calm tint that still reads as that seat."""
    paper = QColor("#fbf6ea")
    mix = QColor()
    mix.setRgbF(
        paper.redF() + (colour.redF() - paper.redF()) * amount,
        paper.greenF() + (colour.greenF() - paper.greenF()) * amount,
        paper.blueF() + (colour.blueF() - paper.blueF()) * amount,
    )
    return mix


class Part:
    """One part of the board. Subclasses implement ``draw()``."""

    def __init__(self, board: CuzhiHost) -> None:
        self.board = board

    @property
    def t(self) -> Table:
        return self.board.t

    def draw(self) -> None:
        raise NotImplementedError

    def retain(self, name: Hashable, make: Callable[..., T], *shown: Hashable) -> T:
        """The piece ``name`` as ``make(*shown)`` draws it, kept from the last redraw while ``shown``
        (and the seats' names and colours, and the language) are the same. ``make`` draws from its
        arguments only (never from the view), so its key holds everything it draws; it returns its
        registries. A language switch redraws every piece in the new words."""
        return self.board.memo(name, (shown, self.board.look, language()), lambda: make(*shown))

    # --- drawing ---------------------------------------------------------------------------------
    def add(self, item: I, x: float, y: float) -> I:
        item.setPos(x, y)
        self.board.addItem(item)
        return item

    def panel(self, rect: QRectF, fill: str | QColor, edge: str | QColor | None = None, z: float = 0.0) -> PanelItem:
        item = PanelItem(rect, fill, "", edge)
        item.setZValue(z)
        self.board.addItem(item)
        return item

    def label(
        self,
        text: str,
        rect: QRectF,
        size: float = MIN_PT,
        bold: bool = False,
        colour: str | QColor = INK,
        align: Qt.AlignmentFlag = LEFT,
    ) -> LabelItem:
        item = LabelItem(text, tall_enough(text, rect, size, bold), size, bold, colour, align)
        self.board.addItem(item)
        return item

    def caption(self, rect: QRectF, text: str, note: str = "", emblem: str = "") -> None:
        """An area's caption (bold) after its emblem (a drawing), and a short note on what its spaces do."""
        left = 8.0
        if emblem:
            self.add(ArtItem(emblem, 18), rect.x() + 5, rect.y() + 1)
            left = 26.0
        self.label(text, QRectF(rect.x() + left, rect.y() + 2, rect.width() - left - 8, 16), MIN_PT, True, SOFT_INK)
        if note:
            self.label(note, QRectF(rect.x() + 8, rect.y() + 2, rect.width() - 16, 16), MIN_PT, False, SOFT_INK, RIGHT)

    # --- binding ---------------------------------------------------------------------------------
    def acts(self, kind: str) -> tuple[Action, ...]:
        return self.board.t.acts(kind)

    def detail(self, item: QGraphicsItem, title_body: tuple[str, str]) -> None:
        self.board.set_detail(item, *title_body)

    def explain(self, item: QGraphicsItem, reason: str | None) -> None:
        if reason:
            self.board.explain(item, reason)

    def mine(self, seat: int) -> bool:
        return seat == self.board.decider

    def frame_kind(self) -> str:
        frame = self.board.frame
        return frame[0] if frame else ""
