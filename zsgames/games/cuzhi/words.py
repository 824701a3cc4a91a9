"""Counted words for labels, prompts and log lines: "1 coin", "2 coins", "3 grass"."""

from __future__ import annotations

#: words whose plural is not the singular plus "s"
_PLURALS = {"grass": "grass", "Sound": "Sounds"}


def count(n: int, word: str, plural: str | None = None) -> str:
    """``n`` and ``word``, plural unless ``n`` is 1: count(2, "coin") == "2 coins"."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {plural or _PLURALS.get(word) or word + 's'}"


def listing(parts: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


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
