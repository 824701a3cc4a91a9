"""Small helpers for text a player reads: counted nouns, lists of names, places.

``plural(2, "scroll")`` → "2 scrolls", ``plural(1, "box", "boxes")`` → "1 box";
``join_and(["Blue", "Orange", "Green"])`` → "Blue, Orange and Green"; ``ordinal(2)`` → "2nd".
"""

from __future__ import annotations

from collections.abc import Iterable


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun`` agreeing: "1 scroll", "0 scrolls" (``many`` for irregular plurals)."""
    return f"{n} {noun if n == 1 else (many if many is not None else noun + 's')}"


def join_and(items: Iterable[str], conjunction: str = "and") -> str:
    """"A", "A and B", "A, B and C" (no serial comma; empty items left out); "" for nothing."""
    words = [str(i) for i in items if i]
    if len(words) <= 1:
        return words[0] if words else ""
    return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


def ordinal(place: int) -> str:
    """1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd"."""
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"


__all__ = ["join_and", "ordinal", "plural"]
