"""Where things lie on the Zooscape board (scene units) and its font sizes.

The scene is as large as the board view of the main window at 1280×800 (934×715 pixels), so one
scene unit is about one pixel there and a font size is the size a player reads: nothing is drawn
under ``SMALL`` (9.75 points: 13 pixels, still 8 points when a 1024×700 window draws the board at
0.83). From top to bottom: the table strip (round, piles, deck, bin, kimonos), the market (what is
asked, the row or the two groups, the disks, the last reveal), and one row per player across the
whole width.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CAPTION = "#5a4e3c"
PAPER_EDGE = "#c9b894"

W, H = 900.0, 690.0
MARGIN = 10.0  # the scene rect around the table: 920×710 fits 934×715 at scale ≥ 1
SMALL, TEXT, HEAD, NAME = 9.75, 10.0, 11.0, 11.5  # font sizes (points): captions, text, headings, names

TABLE_Y, TABLE_H = 4.0, 30.0
MARKET_Y = TABLE_Y + TABLE_H + 4
X0 = 20.0  # the market row's left edge
GAP = 7.0  # between two cards of the row
ZONE_PAD = 8.0  # a group zone's padding round its cards
ZONE_GAP = 24.0  # between the two group zones (the cut)
ROW_GAP = 3.0  # between two players' rows
RATIO = 1.44  # card height / width
STACK_LINE_W = 62.0  # the least room a stack's line takes ("coins: +11" at SMALL)


@dataclass(frozen=True)
class Geometry:
    """The market's lines for a row of cards ``cw`` wide, and the players' rows below it."""

    players: int
    cw: float

    @property
    def ch(self) -> float:
        return round(self.cw * RATIO)

    @property
    def status_y(self) -> float:  # what is asked now (one line)
        return MARKET_Y + 4

    @property
    def title_y(self) -> float:  # "Group 1" above each zone
        return MARKET_Y + 27

    @property
    def row_y(self) -> float:
        return MARKET_Y + 47

    @property
    def disks_y(self) -> float:  # the centre line of the disks under the row
        return self.row_y + self.ch + 20

    @property
    def strip_y(self) -> float:  # the outcome of the last reveal (up to two lines)
        return self.row_y + self.ch + 36

    @property
    def stack_y(self) -> float:  # contested groups still to split
        return self.strip_y + 32

    @property
    def market_bottom(self) -> float:
        return self.stack_y + 18

    @property
    def rows_y(self) -> float:
        return self.market_bottom + 4

    @property
    def row_h(self) -> float:
        return (H - self.rows_y - (self.players - 1) * ROW_GAP) / self.players


def geometry(players: int) -> Geometry:
    """5–6 players play rows of 13 cards (plus the apprentice), 3–4 players rows of 9."""
    return Geometry(players, 48.0 if players >= 5 else 72.0)


def stack_size(count: int, width: float, height: float, line: float) -> tuple[float, int]:
    """The largest card width (30…84) at which ``count`` stacks, each with a ``line`` of text under
    it, fit in ``width`` × ``height``; and how many stacks go on one line."""
    cw = 84.0
    while True:
        step = max(cw, STACK_LINE_W) + 8
        per_line = max(1, int(width // step))
        lines = math.ceil(count / per_line)
        if (lines * (cw * 1.4 + line + 4) <= height and per_line * step <= width) or cw <= 30:
            return cw, per_line
        cw -= 2
