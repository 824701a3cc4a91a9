"""Counted words for labels, prompts and log lines: "1 coin", "2 coins", "3 grass"."""

from __future__ import annotations

from zsgames.core.text import plural

#: words whose plural is not the singular plus "s"
_PLURALS = {"grass": "grass", "Sound": "Sounds"}


def count(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word`` agreeing, with Cuzhi's own plurals: count(2, "coin") == "2 coins", "3 grass"."""
    return plural(n, word, many or _PLURALS.get(word))


#: a space's or a hire space's reward keys, as counted words
REWARD_WORDS = {"coins": "coin", "jars": "jar", "grass": "grass"}


def reward_text(reward: dict, grade_names: tuple[str, ...], grade_index: dict[str, int]) -> list[str]:
    """A data reward such as ``{"coins": 2}`` or ``{"cricket": "c3"}`` as "+2 coins", "+1 三品 third-grade cricket"."""
    out = []
    for key, value in reward.items():
        if key == "cricket":
            out.append(f"+1 {grade_names[grade_index[value]]} cricket")
        else:
            out.append("+" + count(value, REWARD_WORDS.get(key, key)))
    return out
