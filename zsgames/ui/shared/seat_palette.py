"""The seats' colours: the default palette, or a colour-blind one (a setting; the menu toggles it).

The colour-blind palette is Okabe & Ito's ("Color Universal Design", 2002/2008) for five seats; their
eight colours hold no purple, so Purple takes Paul Tol's indigo (#332288, from his colour-blind-safe
schemes). With it, every two of the six seats differ by ΔE2000 ≥ 10 under normal vision and under
simulated protanopia, deuteranopia and tritanopia (``tests/ui/test_seat_palette.py`` measures it);
the default palette does not (Blue and Purple are 1.9 apart for a deuteranope). Colour is never
the only sign of a seat: :mod:`zsgames.ui.shared.seat_symbols` gives each one a shape too.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from zsgames.core.i18n import N_
from zsgames.ui.shared import settings_store

#: The default seat colours, by the default seat names of ``GameConfig.make``.
DEFAULT_SEAT_COLOURS: Mapping[str, str] = MappingProxyType(
    {
        "Blue": "#2f6fdf",
        "Orange": "#ee8a1f",
        "Green": "#34a353",
        "Pink": "#e0559b",
        "Purple": "#8656cf",
        "Teal": "#14a3a0",
        "Red": "#d63c3c",
        "Yellow": "#e6c21a",
        "Black": "#3a3a3a",
        "White": "#f2f2f2",
    }
)
#: The six seats' colours in the colour-blind palette (other names keep their default colour).
COLOUR_BLIND_SEAT_COLOURS: Mapping[str, str] = MappingProxyType(
    {
        "Blue": "#0072b2",  # Okabe–Ito blue
        "Orange": "#e69f00",  # orange
        "Green": "#009e73",  # bluish green
        "Pink": "#cc79a7",  # reddish purple
        "Purple": "#332288",  # Tol's indigo (Okabe–Ito has no purple)
        "Teal": "#56b4e9",  # sky blue
    }
)
_COLOUR_BLIND_ALL: Mapping[str, str] = MappingProxyType({**DEFAULT_SEAT_COLOURS, **COLOUR_BLIND_SEAT_COLOURS})
#: The catalogs' context of the seat colours' names (a colour's name is also its key in settings and saves).
SEAT_COLOUR = "seat colour"
SEAT_ORDER = (
    N_("Blue", context=SEAT_COLOUR),
    N_("Orange", context=SEAT_COLOUR),
    N_("Green", context=SEAT_COLOUR),
    N_("Pink", context=SEAT_COLOUR),
    N_("Purple", context=SEAT_COLOUR),
    N_("Teal", context=SEAT_COLOUR),
)

_colour_blind: bool | None = None  # the setting, read once (None: not read yet)


def colour_blind() -> bool:
    """Whether the colour-blind palette is in effect (the setting, read on first use)."""
    global _colour_blind
    if _colour_blind is None:
        _colour_blind = settings_store.colour_blind_seats()
    return _colour_blind


def set_colour_blind(on: bool) -> None:
    """Take the colour-blind palette (``on``) or the default one, and remember the choice.

    Pieces read the palette when they paint, so the caller repaints the board (and anything else
    drawn in seat colours: the players table, the charts) after this.
    """
    global _colour_blind
    settings_store.set_colour_blind_seats(on)
    _colour_blind = on


def forget_setting() -> None:
    """Read the setting again on next use (a test that changed the settings' file)."""
    global _colour_blind
    _colour_blind = None


def seat_palette() -> Mapping[str, str]:
    """Colour name → ``#rrggbb`` in the palette in effect."""
    return _COLOUR_BLIND_ALL if colour_blind() else DEFAULT_SEAT_COLOURS


__all__ = [
    "COLOUR_BLIND_SEAT_COLOURS",
    "DEFAULT_SEAT_COLOURS",
    "SEAT_ORDER",
    "colour_blind",
    "forget_setting",
    "seat_palette",
    "set_colour_blind",
]
