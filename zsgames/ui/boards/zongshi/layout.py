"""Where everything sits on the Zong Shi board.

The table is one fixed rectangle the size of the board view in the default 1280×800 window
(934×715, less the 2-pixel margin ``fitInView`` keeps on every side), so the window draws it at 1:1
and its smallest text (``MIN_PT``, 9.75 points: 13 pixels) reads as such; a smaller window scales the
whole table down (by 0.82 at 1024×700, where that text still reads at 8 points). From the top:
a header strip (round, last move, buttons), the town (Marketplace, Temple, Pawn Shop, Respectful
Visits, the bag and tray), the project supply, and the workshops — the viewer's own large on the
left, the others compact on the right.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

BOARD = QRectF(0, 0, 930, 711)
HEADER = QRectF(2, 0, 926, 30)

TOWN_Y, TOWN_H = 32.0, 170.0
MARKET = QRectF(1, TOWN_Y, 191, TOWN_H)
TEMPLE = QRectF(198, TOWN_Y, 154, TOWN_H)
SHOP = QRectF(358, TOWN_Y, 118, TOWN_H)
VISITS = QRectF(482, TOWN_Y, 276, TOWN_H)
TRAY = QRectF(764, TOWN_Y, 165, TOWN_H)
TOWN = QRectF(1, TOWN_Y, 928, TOWN_H)
_SPLIT = MARKET.left() + 115
#: the Marketplace's two halves, one per bin: where a pawn is dropped to wait in that bin
BIN_AREAS = {
    "large": QRectF(MARKET.left(), TOWN_Y, _SPLIT - MARKET.left(), TOWN_H),
    "small": QRectF(_SPLIT, TOWN_Y, MARKET.right() - _SPLIT, TOWN_H),
}
#: the draft pool lies over the places, which nobody uses while drafting
DRAFT = QRectF(1, TOWN_Y, VISITS.right() - 1, TOWN_H)

SUPPLY = QRectF(1, 206, 928, 118)
CARD_W, CARD_H, DECK_W = 84.0, 112.0, 52.0

WORKSHOPS_Y = 328.0
OWN = QRectF(1, WORKSHOPS_Y, 409, BOARD.bottom() - WORKSHOPS_Y - 1)
RIVALS = QRectF(416, WORKSHOPS_Y, BOARD.right() - 417, OWN.height())
GAP = 6.0


def rival_cells(count: int) -> list[QRectF]:
    """The compact workshops of ``count`` other seats in two rows: two side by side per row, one
    alone in a row full width (two others: one per row)."""
    h = (RIVALS.height() - GAP) / 2
    half = (RIVALS.width() - GAP) / 2
    cells = []
    for k in range(count):
        row, col = (k, 0) if count <= 2 else divmod(k, 2)
        y = RIVALS.top() + row * (h + GAP)
        alone = count <= 2 or (k == count - 1 and col == 0)
        cells.append(
            QRectF(RIVALS.left(), y, RIVALS.width(), h)
            if alone
            else QRectF(RIVALS.left() + col * (half + GAP), y, half, h)
        )
    return cells


#: Stacking. A part drawn anew goes on top of the kept parts at the same height, so no two parts'
#: items that overlap share a height: a place's panel lies under everything on it, the places' drop
#: zones glow over their art and under their pieces, and where two parts' edges touch (two places'
#: glows, two cards' shadows, two rows of a workshop) the later stands ``Z_STEP`` higher.
Z_PANEL = -1.0
Z_ZONE = 0.5
Z_STEP = 0.01
