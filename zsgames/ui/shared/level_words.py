"""The bot levels as the window names them, in the current language ("Normal", 普通)."""

from __future__ import annotations

from zsgames.core.i18n import N_, _

__all__ = ["LEVEL", "LEVEL_WORDS", "level_word"]

LEVEL = "bot level"  # the catalogs' context ("Normal" is a bot speed too)
LEVEL_WORDS = {
    "random": N_("Random", context=LEVEL),
    "easy": N_("Easy", context=LEVEL),
    "normal": N_("Normal", context=LEVEL),
    "hard": N_("Hard", context=LEVEL),
}


def level_word(level: str, capital: bool = True) -> str:
    """A bot level's name in the current language: "Normal" (``capital``) or "normal" inside a
    sentence; a level not listed (a search spec) as it is written, capitalised when asked."""
    word = LEVEL_WORDS.get(level)
    if word is None:
        return level.capitalize() if capital else level
    said = _(word, context=LEVEL)
    return said if capital else said.lower()
