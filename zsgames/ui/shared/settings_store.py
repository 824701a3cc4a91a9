"""The one reader of the app's settings: every value typed, validated, clamped, with a default.

Settings live in QSettings (:func:`zsgames.ui.shared.paths.settings`); an INI file or a registry hands
back whatever was written there, by this app, an older one or a hand: a number may come back as
text ("700", "abc", "1.5"), a list of one item as a plain string, a size as 10^23. Each reader
here takes its default when the stored value is unusable and clamps one out of range, with one
log line per key for the process (never a traceback, never a nag). No other module reads
QSettings (``tests/ui/test_settings_store.py`` guards it); writes go through :func:`write` too.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray

from zsgames.core.names import MAX_NAME, name_problem
from zsgames.ui.shared.paths import settings

log = logging.getLogger(__name__)

T = TypeVar("T")

# the keys, in one place
RECENT_FILES = "recent_files"
LAST_DIR = "last_dir"
BOT_DELAY_MS = "bot_delay_ms"
WINDOW_GEOMETRY = "window/geometry"
LARGER_TEXT = "view/larger_text"
CONFIRM_END_OF_TURN = "game/confirm_end_of_turn"
COLOUR_BLIND_SEATS = "view/colour_blind_seats"  # the seats in the colour-blind palette
NEW_GAME = "new_game"  # its group: game, players, seat<n>/name, seat<n>/colour, seat<n>/plays

_WHOLE_NUMBER = re.compile(r"\s*[-+]?\d+\s*")
_TRUE, _FALSE = ("true", "1", "yes", "on"), ("false", "0", "no", "off", "")
_reported: set[str] = set()  # keys already logged as bad this process


def _raw(key: str) -> Any:
    return settings().value(key)


def _report(key: str, value: Any, what: str) -> None:
    """One log line per key and process: the stored value and what is used instead."""
    if key in _reported:
        return
    _reported.add(key)
    shown = repr(value)
    log.warning("setting %s = %s is %s", key, shown if len(shown) <= 80 else shown[:77] + "...", what)


def read_int(key: str, default: int, low: int, high: int) -> int:
    """A whole number in [low, high]: text that is not a whole number gives ``default``; a number
    outside the range is clamped to it."""
    value = _raw(key)
    if value is None:
        return default
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and _WHOLE_NUMBER.fullmatch(value):
        number = int(value)
    if number is None:
        _report(key, value, f"not a whole number; {default} is used")
        return default
    if not low <= number <= high:
        clamped = min(max(number, low), high)
        _report(key, value, f"out of range {low}–{high}; {clamped} is used")
        return clamped
    return number


def read_flag(key: str, default: bool) -> bool:
    """True or False (an INI file holds "true"/"false")."""
    value = _raw(key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value != 0
    if isinstance(value, str) and value.strip().lower() in _TRUE + _FALSE:
        return value.strip().lower() in _TRUE
    _report(key, value, f"not true or false; {default} is used")
    return default


def read_text(key: str, default: str, max_chars: int | None = None) -> str:
    """A non-blank text, stripped and cut to ``max_chars``; else ``default``."""
    value = _raw(key)
    if value is None:
        return default
    if not isinstance(value, str) or not value.strip():
        if not isinstance(value, str):
            _report(key, value, f"not a text; {default!r} is used")
        return default
    text = value.strip()
    if max_chars is not None and len(text) > max_chars:
        _report(key, value, f"longer than {max_chars} characters; it is cut")
        text = text[:max_chars].rstrip()
    return text


def read_name(key: str, default: str) -> str:
    """A seat's name that every save accepts (:mod:`zsgames.core.names`): cut to the longest name;
    one with a control character (an escape, a newline) is not used: ``default`` is."""
    text = read_text(key, default, MAX_NAME)
    problem = name_problem(text)
    if problem:
        _report(key, text, f"a name that {problem}; {default!r} is used")
        return default
    return text


def read_choice(key: str, choices: Iterable[T], default: T) -> T:
    """One of ``choices`` (compared as stored: texts from an INI file); else ``default``."""
    value = _raw(key)
    if value is None:
        return default
    for choice in choices:
        if value == choice:
            return choice
    _report(key, value, f"not one of the choices; {default!r} is used")
    return default


def read_texts(key: str, cap: int) -> list[str]:
    """A list of texts, at most ``cap`` (the first ones): an INI file gives a list of one as a
    plain string, which is that list; items that are not text are left out."""
    value = _raw(key)
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    if not isinstance(value, Sequence):
        _report(key, value, "not a list; an empty list is used")
        return []
    if len(value) > cap:
        _report(key, f"<{len(value)} items>", f"longer than {cap}; the first {cap} are used")
    texts = [item for item in value[:cap] if isinstance(item, str) and item]
    return texts


def read_bytes(key: str) -> QByteArray | None:
    """Bytes Qt wrote (a window's geometry), or None."""
    value = _raw(key)
    if value is None:
        return None
    if isinstance(value, QByteArray):
        return value
    if isinstance(value, bytes):
        return QByteArray(value)
    _report(key, value, "not bytes; it is ignored")
    return None


def write(key: str, value: Any) -> None:
    """Store ``value`` (written to disk at once: a crash must not forget it)."""
    s = settings()
    s.setValue(key, value)
    s.sync()


def write_many(values: dict[str, Any], remove: Sequence[str] = ()) -> None:
    """Store several values and drop ``remove`` (keys), written to disk once."""
    s = settings()
    for key in remove:
        s.remove(key)
    for key, value in values.items():
        s.setValue(key, value)
    s.sync()


def settings_file() -> Path | None:
    """The settings' file, when they are in one (not the Windows registry)."""
    name = settings().fileName()
    return Path(name) if name and ("/" in name or "\\" in name) else None


# --- the app's settings, each with its default and range -------------------------------------------
def recent_files(cap: int) -> list[str]:
    """Game ▸ Open Recent's files, newest first (at most ``cap``; duplicates left out)."""
    return list(dict.fromkeys(read_texts(RECENT_FILES, cap)))


def last_dir() -> str:
    """The folder the file dialogs start in."""
    return read_text(LAST_DIR, str(Path.home()))


def larger_text() -> bool:
    return read_flag(LARGER_TEXT, False)


def confirm_end_of_turn() -> bool:
    return read_flag(CONFIRM_END_OF_TURN, False)


def colour_blind_seats() -> bool:
    """Whether the seats take the colour-blind palette (:mod:`zsgames.ui.shared.seat_palette`)."""
    return read_flag(COLOUR_BLIND_SEATS, False)


def set_colour_blind_seats(on: bool) -> None:
    write(COLOUR_BLIND_SEATS, on)


def window_geometry() -> QByteArray | None:
    return read_bytes(WINDOW_GEOMETRY)


def lesson_step(game: str, high: int) -> int:
    """The step ``game``'s lesson was left at (0: never begun, or finished)."""
    return read_int(f"lessons/{game}", 0, 0, high)


# --- View ▸ Language ---------------------------------------------------------------------------------
LANGUAGE = "view/language"


def language_choice(choices: Iterable[str], default: str) -> str:
    """View ▸ Language as last chosen: one of ``choices`` (a language's code, or "system")."""
    return read_choice(LANGUAGE, choices, default)


def set_language_choice(choice: str) -> None:
    write(LANGUAGE, choice)


# --- View ▸ Sound and Sound volume -----------------------------------------------------------------
SOUND_ON = "sound/on"
SOUND_VOLUME = "sound/volume"


def sound_on(default: bool) -> bool:
    """Whether the effects play (the default is the window's: on, but off offscreen)."""
    return read_flag(SOUND_ON, default)


def sound_volume(default: int) -> int:
    """The effects' volume, 0–100."""
    return read_int(SOUND_VOLUME, default, 0, 100)


def new_game_key(name: str) -> str:
    """The key of ``name`` in the New-game dialog's group ("players", "seat0/name", …)."""
    return f"{NEW_GAME}/{name}"


__all__ = [
    "BOT_DELAY_MS",
    "COLOUR_BLIND_SEATS",
    "CONFIRM_END_OF_TURN",
    "LANGUAGE",
    "LARGER_TEXT",
    "LAST_DIR",
    "NEW_GAME",
    "RECENT_FILES",
    "SOUND_ON",
    "SOUND_VOLUME",
    "WINDOW_GEOMETRY",
    "colour_blind_seats",
    "confirm_end_of_turn",
    "language_choice",
    "larger_text",
    "last_dir",
    "lesson_step",
    "new_game_key",
    "read_bytes",
    "read_choice",
    "read_flag",
    "read_int",
    "read_text",
    "read_texts",
    "recent_files",
    "set_colour_blind_seats",
    "set_language_choice",
    "settings_file",
    "sound_on",
    "sound_volume",
    "window_geometry",
    "write",
    "write_many",
]
