"""Seats are never told by colour alone: each has a symbol, distinct in silhouette at 12 px."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from zsgames.core.game import GameConfig
from zsgames.ui.shared import seat_palette
from zsgames.ui.shared.seat_palette import COLOUR_BLIND_SEAT_COLOURS, DEFAULT_SEAT_COLOURS, SEAT_ORDER
from zsgames.ui.shared.seat_symbols import (
    SYMBOL_TEXT,
    paint_seat_symbol,
    seat_symbol,
    seat_symbol_pixmap,
    seat_symbol_text,
    symbol_of,
)

# share of the pixels (of either mask) that two symbols do not share: at 12 px a fifth of the shape
# is its corners, points or arms, which is what the eye tells apart at that size
MIN_MASK_DIFFERENCE = 0.18


def mask(colour_name: str, size: int = 12) -> set[tuple[int, int]]:
    image = seat_symbol_pixmap(colour_name, size).toImage()
    return {(x, y) for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).alpha() > 127}


def test_the_six_seats_have_six_symbols_with_different_silhouettes_at_12_px(qapp):
    assert len({symbol_of(seat) for seat in SEAT_ORDER}) == 6
    masks = {seat: mask(seat) for seat in SEAT_ORDER}
    for first, second in combinations(SEAT_ORDER, 2):
        a, b = masks[first], masks[second]
        assert len(a) > 30 and len(b) > 30, (first, second)
        assert len(a ^ b) / len(a | b) >= MIN_MASK_DIFFERENCE, (first, second, len(a ^ b) / len(a | b))


def test_each_seat_has_its_own_character_for_plain_text():
    texts = [seat_symbol_text(seat) for seat in SEAT_ORDER]
    assert len(set(texts)) == 6 and all(len(t) == 1 for t in texts)
    assert set(SYMBOL_TEXT.values()) >= set(texts)
    assert seat_symbol_text("blue") == seat_symbol_text("Blue") == "●"


def test_a_seat_in_an_unnamed_colour_takes_its_default_seats_symbol():
    assert symbol_of("#123456", seat=2) == symbol_of("Green")
    assert symbol_of("#123456") == "circle"
    config = GameConfig.make(3)
    assert [seat_symbol(config, s) for s in range(3)] == [symbol_of(name) for name in SEAT_ORDER[:3]]


def test_the_symbol_is_filled_with_the_seat_colour_of_the_palette_in_effect_and_outlined_dark(qapp):
    def centre(size: int = 32) -> QColor:
        return seat_symbol_pixmap("Green", size).toImage().pixelColor(size // 2, size // 2)

    assert centre().name() == DEFAULT_SEAT_COLOURS["Green"]
    seat_palette.set_colour_blind(True)
    assert centre().name() == COLOUR_BLIND_SEAT_COLOURS["Green"]
    seat_palette.set_colour_blind(False)
    assert centre().name() == DEFAULT_SEAT_COLOURS["Green"]
    image = seat_symbol_pixmap("Green", 32).toImage()
    edge = next(image.pixelColor(16, y) for y in range(32) if image.pixelColor(16, y).alpha() > 200)  # the top edge
    assert edge.lightnessF() < 0.3


def test_a_painter_draws_the_symbol_into_a_rect_with_a_given_fill(qapp):
    image = QImage(40, 20, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    paint_seat_symbol(p, QRectF(20, 0, 20, 20), "Blue", fill=QColor("#ff0000"))
    p.end()
    assert image.pixelColor(5, 10).alpha() == 0  # nothing outside the rect
    assert image.pixelColor(30, 10).name() == "#ff0000"


def test_the_new_game_dialogs_colour_choices_show_each_seats_symbol(qapp):
    from zsgames.ui.dialogs.new_game_dialog import swatch

    for seat in SEAT_ORDER:
        shown = swatch(seat, 14).pixmap(14, 14).toImage()
        drawn = seat_symbol_pixmap(seat, 14).toImage()
        assert shown == drawn, seat
