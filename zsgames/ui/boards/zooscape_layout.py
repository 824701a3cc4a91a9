"""Where things lie on the Zooscape board (scene units) and its font sizes."""

from __future__ import annotations

from zsgames.ui.boards.zooscape_pieces import CH

CAPTION = "#5a4e3c"

# The scene is about as wide as tall × 1.3, like the board area of the main window at 1280×800, so
# nothing is shrunk more than it must be; the table's piles lie in a strip above the market, which
# gets the full width (13 cards and the divider in one row).
W, H = 1300.0, 1000.0
TABLE_Y, TABLE_H = 46.0, 94.0
MARKET_Y, MARKET_H = 150.0, 342.0
ROW_X, ROW_Y = 20.0, 214.0
GAP = 8.0
PANEL_Y = MARKET_Y + MARKET_H + 10
BELOW_Y = ROW_Y + CH + 16  # hints, the swap button and your disk, under the row
DISKS_Y = ROW_Y + CH + 86  # the disks on the table / the last reveal
SMALL, TEXT, HEAD = 11.5, 12.5, 15.0  # font sizes (points): captions, hints, headings
