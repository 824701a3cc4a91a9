"""Small helpers for text a player reads: counted nouns, lists of names, places.

``plural(2, "scroll")`` → "2 scrolls", ``plural(1, "box", "boxes")`` → "1 box";
``join_and(["Blue", "Orange", "Green"])`` → "Blue, Orange and Green"; ``ordinal(2)`` → "2nd";
``possessive("Bot A")`` → "Bot A's" but "Your" for the seat named You, ``subject("You", "starts", "start")``
→ "You start", ``subjects(["Blue", "You"], "wins", "win")`` → "Blue and You win", ``who_won(["You"])`` →
"You win".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from zsgames.core.names import printable

#: The name the app gives the person at the table in a lesson and in the game after it. Text about
#: that seat is written to it: "Your master went…", "You start", never "You's master", "You starts".
YOU = "You"


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun`` agreeing: "1 scroll", "0 scrolls" (``many`` for irregular plurals)."""
    return f"{n} {noun if n == 1 else (many if many is not None else noun + 's')}"


def join_and(items: Iterable[str], conjunction: str = "and") -> str:
    """ "A", "A and B", "A, B and C" (no serial comma; empty items left out); "" for nothing."""
    words = [str(i) for i in items if i]
    if len(words) <= 1:
        return words[0] if words else ""
    return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


def possessive(name: str, mid_sentence: bool = False) -> str:
    """ "Bot A's"; for the seat named You "Your" ("your" inside a sentence)."""
    if name == YOU:
        return "your" if mid_sentence else "Your"
    return f"{name}'s"


def subject(name: str, verb: str, you_verb: str) -> str:
    """``name`` with its verb agreeing: "Bot A starts" / "You start" (``verb`` for a third person,
    ``you_verb`` for the seat named You)."""
    return f"{name} {you_verb if name == YOU else verb}"


def subjects(names: Sequence[str], verb: str, many: str) -> str:
    """``names`` joined, with the verb agreeing: "Blue chooses", "You choose", "Blue and You choose"
    (``many``, the verb after "you", is the one after several names too)."""
    return subject(names[0], verb, many) if len(names) == 1 else f"{join_and(names)} {many}"


def who_won(names: Sequence[str]) -> str:
    """The winners of a game: "Blue wins", "You win", "Blue and You share the win"."""
    return subject(names[0], "wins", "win") if len(names) == 1 else f"{join_and(names)} share the win"


def ordinal(place: int) -> str:
    """1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd"."""
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th') }"


__all__ = ["YOU", "join_and", "ordinal", "plural", "possessive", "subject", "subjects", "who_won"]


#: How much of a user's input a message quotes: enough to recognise it, never a screenful.
CLIP = 60


def clip(text: object, limit: int = CLIP) -> str:
    """Someone's input as a message quotes it: control characters escaped (no forged lines) and
    cut to ``limit`` characters with "…" ("'xxxx…' is not a whole number", never 10 000 x's)."""
    shown = printable(str(text))
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
