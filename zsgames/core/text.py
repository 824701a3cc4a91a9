"""Small helpers for text a player reads: counted nouns and lists of names.

``count(2, "scroll")`` → "2 scrolls", ``count(1, "box", "boxes")`` → "1 box";
``join_and(["Blue", "Orange", "Green"])`` → "Blue, Orange and Green".
"""

from __future__ import annotations

from collections.abc import Iterable


def plural(n: int, noun: str, plural_form: str | None = None) -> str:
    """``noun`` in the form that goes with ``n`` (``plural_form`` defaults to noun + "s")."""
    if n == 1:
        return noun
    return plural_form if plural_form is not None else noun + "s"


def count(n: int, noun: str, plural_form: str | None = None) -> str:
    """``n`` and ``noun`` agreeing: "1 scroll", "0 scrolls", "3 scrolls"."""
    return f"{n} {plural(n, noun, plural_form)}"


def join_and(items: Iterable[str], conjunction: str = "and") -> str:
    """"A", "A and B", "A, B and C" (no serial comma); "" for nothing."""
    words = [str(i) for i in items]
    if len(words) <= 1:
        return words[0] if words else ""
    return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


__all__ = ["count", "join_and", "plural"]
