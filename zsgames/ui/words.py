"""Small English helpers for the window's own text: counts with plurals and lists of names."""

from __future__ import annotations

from collections.abc import Sequence


def plural(count: int, word: str, many: str | None = None) -> str:
    """"1 move", "2 moves" (``many`` for irregular plurals: plural(2, "try", "tries"))."""
    if count == 1:
        return f"1 {word}"
    return f"{count} {many if many is not None else word + 's'}"


def names_list(names: Sequence[str], last: str = "and") -> str:
    """"Blue", "Blue and Orange", "Blue, Orange and Green" ("" for none)."""
    names = list(names)
    if len(names) <= 1:
        return names[0] if names else ""
    return f"{', '.join(names[:-1])} {last} {names[-1]}"


def ordinal(place: int) -> str:
    """1 → "1st", 2 → "2nd", 11 → "11th"."""
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"
