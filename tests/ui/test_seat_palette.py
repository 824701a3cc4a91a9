"""The colour-blind seat palette: a setting, read through the settings store, and a measured difference."""

from __future__ import annotations

import logging
import os
from itertools import combinations
from pathlib import Path

import pytest

from tests.support.colour_vision import VISIONS, seen_difference
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.ui.shared import seat_palette, settings_store
from zsgames.ui.shared.pieces import colour, seat_colour
from zsgames.ui.shared.seat_palette import COLOUR_BLIND_SEAT_COLOURS, DEFAULT_SEAT_COLOURS, SEAT_ORDER

# CIEDE2000 of about 2 is just noticeable between two large patches side by side; seat colours are
# small marks (12–30 px) seen apart on a busy board, so ask for five times that: 10
MIN_DELTA_E = 10.0


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_with_the_colour_blind_palette_every_two_seats_differ_for_every_vision(seats):
    names = SEAT_ORDER[:seats]
    for vision in VISIONS:
        for first, second in combinations(names, 2):
            difference = seen_difference(COLOUR_BLIND_SEAT_COLOURS[first], COLOUR_BLIND_SEAT_COLOURS[second], vision)
            assert difference >= MIN_DELTA_E, (vision, first, second, round(difference, 1))


def test_the_setting_round_trips_through_the_settings_store(qapp):
    assert seat_palette.colour_blind() is False  # the default
    assert colour("Blue").name() == DEFAULT_SEAT_COLOURS["Blue"]
    seat_palette.set_colour_blind(True)
    assert settings_store.colour_blind_seats() is True
    seat_palette.forget_setting()  # as the next run of the app: read from the settings file
    assert seat_palette.colour_blind() is True
    assert colour("Blue").name() == COLOUR_BLIND_SEAT_COLOURS["Blue"]
    assert colour("Red").name() == DEFAULT_SEAT_COLOURS["Red"]  # a colour outside the six keeps its own
    config = GameConfig.make(2)
    assert seat_colour(config, 1).name() == COLOUR_BLIND_SEAT_COLOURS[SEAT_ORDER[1]]
    seat_palette.set_colour_blind(False)
    seat_palette.forget_setting()
    assert seat_palette.colour_blind() is False
    assert seat_colour(config, 1).name() == DEFAULT_SEAT_COLOURS[SEAT_ORDER[1]]


def test_a_bad_stored_value_gives_the_default_palette_and_one_log_line(caplog):
    folder = Path(os.environ["ZSGAMES_SETTINGS_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "zsgames.ini").write_text("[view]\ncolour_blind_seats=maybe\n", encoding="utf-8")
    settings_store._reported.discard(settings_store.COLOUR_BLIND_SEATS)
    with caplog.at_level(logging.WARNING, logger="zsgames.ui.shared.settings_store"):
        assert seat_palette.colour_blind() is False
    assert [r for r in caplog.records if "colour_blind_seats" in r.getMessage()]


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_board_colours_a_seat_without_a_colour_of_its_own_in_the_palette_in_effect(qapp, colour_blind):
    """A config without colour facts (a game started from the command line, a lesson) takes the
    default order of colour names, in the palette in effect, on the board as on its symbols."""
    from zsgames.ui.boards.base import BoardScene

    seat_palette.set_colour_blind(colour_blind)
    board = BoardScene(registry.get("tiny"))
    board.config = GameConfig.make(6)
    for seat in range(6):
        assert board.seat_colour(seat).name() == seat_palette.seat_palette()[SEAT_ORDER[seat]]
