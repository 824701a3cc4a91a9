"""Draw every SVG of a game's art, and the seat symbols in both palettes, into ``docs/art-<game>.png``.

Each drawing is shown at 96 px and at 32 and 20 px (the sizes a crowded board uses), its name
under it; the bottom rows show the six seats' symbols in the default and the colour-blind palette
at 32 and 12 px, with their text characters. The sheets are documentation: regenerate and commit
them after changing the art::

    .venv/bin/python packaging/art_contact_sheet.py            # the three games
    .venv/bin/python packaging/art_contact_sheet.py cuzhi      # one
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("zongshi", "zooscape", "cuzhi")
TITLES = {"zongshi": "Zong Shi", "zooscape": "Zooscape", "cuzhi": "Cuzhi 促织"}
COLUMNS = 6
CELL_W, CELL_H = 176, 150
BIG, SMALL, TINY = 96, 32, 20
MARGIN, HEADER, SEAT_ROW = 16, 44, 64


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    games = argv or list(GAMES)
    for game in games:
        out = ROOT / "docs" / f"art-{game}.png"
        sheet(game).save(str(out))
        print(f"wrote {out.relative_to(ROOT)}")
    del app
    return 0


def sheet(game: str):  # -> QImage (PySide6 is imported late, after the platform is chosen)
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    from zsgames.ui.shared.art import art_names, art_pixmap

    names = art_names(game)
    rows = (len(names) + COLUMNS - 1) // COLUMNS
    width = MARGIN * 2 + COLUMNS * CELL_W
    height = MARGIN * 2 + HEADER + rows * CELL_H + 2 * SEAT_ROW + 24
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f7f3ea"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    title = QFont()
    title.setPointSizeF(15)
    title.setBold(True)
    p.setFont(title)
    p.setPen(QColor("#2b2620"))
    p.drawText(
        QRectF(MARGIN, MARGIN, width, HEADER - 8), Qt.AlignmentFlag.AlignLeft, f"{TITLES[game]}: {len(names)} drawings"
    )
    label = QFont()
    label.setPointSizeF(8.5)
    for index, name in enumerate(names):
        x = MARGIN + (index % COLUMNS) * CELL_W
        y = MARGIN + HEADER + (index // COLUMNS) * CELL_H
        p.setPen(QColor("#e2d9c6"))
        p.setBrush(QColor("#fffdf8"))
        p.drawRoundedRect(QRectF(x + 3, y + 3, CELL_W - 6, CELL_H - 6), 8, 8)
        big = art_pixmap(game, name, BIG)
        p.drawPixmap(int(x + 12 + (BIG - big.width()) / 2), int(y + 12 + (BIG - big.height()) / 2), big)
        small = art_pixmap(game, name, SMALL)
        p.drawPixmap(int(x + 124 + (SMALL - small.width()) / 2), int(y + 16), small)
        tiny = art_pixmap(game, name, TINY)
        p.drawPixmap(int(x + 130 + (TINY - tiny.width()) / 2), int(y + 62), tiny)
        p.setFont(label)
        p.setPen(QColor("#2b2620"))
        p.drawText(QRectF(x + 4, y + BIG + 18, CELL_W - 8, 24), Qt.AlignmentFlag.AlignCenter, name)
    seats_top = MARGIN + HEADER + rows * CELL_H + 12
    seat_rows(p, seats_top, label)
    p.end()
    return image


def seat_rows(p, top: float, label) -> None:  # Qt types: imported late, after the platform is chosen
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor

    from zsgames.ui.shared.seat_palette import COLOUR_BLIND_SEAT_COLOURS, DEFAULT_SEAT_COLOURS, SEAT_ORDER
    from zsgames.ui.shared.seat_symbols import paint_seat_symbol, seat_symbol_text

    for row, (caption, palette) in enumerate(
        (("Seats, default palette", DEFAULT_SEAT_COLOURS), ("Seats, colour-blind palette", COLOUR_BLIND_SEAT_COLOURS))
    ):
        y = top + row * SEAT_ROW
        p.setFont(label)
        p.setPen(QColor("#2b2620"))
        p.drawText(QRectF(MARGIN, y, 170, 32), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, caption)
        for k, seat in enumerate(SEAT_ORDER):
            x = MARGIN + 180 + k * 140
            fill = QColor(palette[seat])
            paint_seat_symbol(p, QRectF(x, y, 32, 32), seat, fill=fill)
            paint_seat_symbol(p, QRectF(x + 38, y + 10, 12, 12), seat, fill=fill)
            p.setPen(QColor("#2b2620"))
            p.drawText(
                QRectF(x + 56, y, 80, 32),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                f"{seat_symbol_text(seat)} {seat}",
            )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
