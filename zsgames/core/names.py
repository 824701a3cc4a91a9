"""The one rule for a seat's name, used by every writer and reader of names: ``GameConfig``
creation, save writing and loading, the command line's ``--names`` and the statistics' records.

A name is text of 1 to :data:`MAX_NAME` characters, not only spaces, with no control character
(a newline, an escape sequence or a bidirectional override would forge lines in a terminal or a log).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from zsgames.core.i18n import N_, _

#: The longest seat name (the New-game dialog takes 24 characters; a save may hold up to this).
MAX_NAME = 40

#: Invisible characters that reorder the text around them (bidirectional overrides and isolates).
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _is_control(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in _BIDI_CONTROLS


def name_problem(name: Any) -> str | None:
    """Why ``name`` cannot be a seat's name, as the end of a sentence about it, or None if it can."""
    if not isinstance(name, str):
        return "is not text"
    if not name.strip():
        return "is empty"
    if len(name) > MAX_NAME:
        return f"is {len(name)} characters long; names are at most {MAX_NAME}"
    if any(_is_control(c) for c in name):
        return "holds a control character (such as a newline or an escape)"
    return None


def names_problem(names: Sequence[Any]) -> str | None:
    """The first seat whose name breaks the rule, in one line ("seat 2's name is empty"), or None."""
    for seat, name in enumerate(names):
        problem = name_problem(name)
        if problem:
            return f"seat {seat + 1}'s name {problem}"
    return None


def printable(text: str) -> str:
    """``text`` with every control character shown as an escape, for a terminal or a log line."""
    return "".join(c.encode("unicode_escape").decode("ascii") if _is_control(c) else c for c in text)


#: The catalogs' context of the seat colours' names (a colour's name is also its key in settings and saves).
SEAT_COLOUR = "seat colour"
#: The colours a seat is named by when the player gives no name (``GameConfig.make``'s defaults and
#: the palette's other colours).
COLOUR_NAMES = frozenset(
    (
        N_("Blue", context=SEAT_COLOUR),
        N_("Orange", context=SEAT_COLOUR),
        N_("Green", context=SEAT_COLOUR),
        N_("Pink", context=SEAT_COLOUR),
        N_("Purple", context=SEAT_COLOUR),
        N_("Teal", context=SEAT_COLOUR),
        N_("Red", context=SEAT_COLOUR),
        N_("Yellow", context=SEAT_COLOUR),
        N_("Black", context=SEAT_COLOUR),
        N_("White", context=SEAT_COLOUR),
    )
)


class ColourName(str):
    """A seat named by its colour ("Blue"): the English colour is its key (``str()``, ``==``, a
    save, a setting, the palette), and it **reads** in the current language wherever it is
    formatted — an f-string, a text's ``{name}`` param, a list joined by ``join_and`` — so a game
    made in English shows 蓝 after a switch to Chinese. A name the player typed is a plain ``str``."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return format(_(str.__str__(self), context=SEAT_COLOUR), spec)


def seat_names(names: Sequence[str]) -> tuple[str, ...]:
    """``names`` with every colour name as a :class:`ColourName` (it reads in the reader's language)."""
    return tuple(ColourName(n) if n in COLOUR_NAMES and not isinstance(n, ColourName) else n for n in names)


def shown_name(name: str) -> str:
    """``name`` as a player reads it now (a colour name in the current language)."""
    return format(seat_names([name])[0])


def name_key(text: str) -> str:
    """The name to keep for what a player sees or typed: a colour's name in the current language
    ("蓝") is kept as its English key ("Blue"), so saves and settings never depend on the language."""
    for colour in COLOUR_NAMES:
        if text == _(colour, context=SEAT_COLOUR):
            return colour
    return text
