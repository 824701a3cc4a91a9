"""Where everything sits on the Cuzhi 促织 board, in scene units.

The board is laid out for its place in the 1280×800 main window (a 934×715 view): the scene is
918×698, so it is drawn at 1:1 (with about 1 % to spare) and its smallest text (``MIN_PT``) reads as
such; a 1024×700 window draws it at 0.83, where that text still reads at 8 points.
Rows, top to bottom: the strip (round, phase, how to answer, buttons), Areas 1 and 2, Area 3 and the
tracks, Areas 4 and 5, the seats side by side. Areas resolve in that reading order (1, 2, 3, 4, 5).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from zsgames.ui.shared.pieces import font

W = 910.0  # the board's width
GAP = 6.0
MARGIN = 4.0  # around the scene (the framework's default is 24): a little room to spare in the window

STRIP = QRectF(0, 0, W, 44)
ROW_A = QRectF(0, 48, W, 140)  # Areas 1 and 2 (the fight board covers them during a challenge)
ROW_B = QRectF(0, 192, W, 126)  # Area 3 and the Virtue / Reputation tracks
ROW_C = QRectF(0, 322, W, 222)  # Areas 4 and 5
SEATS = QRectF(0, 548, W, 142)
H = SEATS.bottom()  # the board's height

AREA1 = QRectF(0, ROW_A.top(), 362, ROW_A.height())
AREA2 = QRectF(AREA1.right() + GAP, ROW_A.top(), W - AREA1.width() - GAP, ROW_A.height())
AREA3 = QRectF(0, ROW_B.top(), 440, ROW_B.height())
TRACKS = QRectF(AREA3.right() + GAP, ROW_B.top(), W - AREA3.width() - GAP, ROW_B.height())
AREA4 = QRectF(0, ROW_C.top(), 700, ROW_C.height())
AREA5 = QRectF(AREA4.right() + GAP, ROW_C.top(), W - AREA4.width() - GAP, ROW_C.height())

SW, SH = 54.0, 52.0  # a worker space
STEP = SW + 4  # from one space to the next in a row
PAD = 8.0  # inside an area panel

MIN_PT = 9.75  # no text on the board is smaller (at 1:1 in the default window): 13 pixels


def seat_rect(seat: int, players: int) -> QRectF:
    """The panel of ``seat``: the seats share the bottom row."""
    w = (W - (players - 1) * GAP) / players
    return QRectF(seat * (w + GAP), SEATS.top(), w, SEATS.height())


def tall_enough(text: str, rect: QRectF, size: float = MIN_PT, bold: bool = False) -> QRectF:
    """``rect`` grown about its middle to the height ``text`` needs there: a line holding Chinese is
    taller than a Latin one (its font's ascent and descent), though its letters sit where they did."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)
    need = QFontMetricsF(font(size, bold)).boundingRect(rect, flags, text).height()
    extra = max(0.0, need - rect.height())
    return rect.adjusted(0, -extra / 2, 0, extra / 2)
