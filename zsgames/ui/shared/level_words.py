"""The bot levels as the window names them, in the current language ("Normal", 普通)."""

from __future__ import annotations

from zsgames.core.i18n import N_, _

__all__ = ["LEVEL", "LEVEL_SENTENCES", "LEVEL_WORDS", "level_sentence", "level_word"]

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


#: Each level in one sentence (the New-game dialog shows it for the level chosen).
LEVEL_SENTENCES = {
    "random": N_("Random plays any legal move, picked by chance."),
    "easy": N_("Easy looks one move ahead: a newcomer can beat it."),
    "normal": N_("Normal searches a little further: a solid opponent."),
    "hard": N_("Hard searches longest and learns the others' habits: the strongest."),
}


def level_sentence(level: str) -> str:
    """What playing against ``level`` is like, in one sentence in the current language ("" if the
    level is not one of the four)."""
    sentence = LEVEL_SENTENCES.get(level)
    return _(sentence) if sentence is not None else ""
