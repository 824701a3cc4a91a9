"""Small helpers for text a player reads: counted nouns, lists of names, places — in the current
language (:mod:`zsgames.core.i18n`).

``plural(2, "scroll")`` → "2 scrolls", ``plural(1, "box", "boxes")`` → "1 box";
``join_and(["Blue", "Orange", "Green"])`` → "Blue, Orange and Green"; ``ordinal(2)`` → "2nd";
``possessive("Bot A")`` → "Bot A's" but "Your" for the seat named You, ``subject("You", "starts", "start")``
→ "You start", ``subjects(["Blue", "You"], "wins", "win")`` → "Blue and You win", ``who_won(["You"])`` →
"You win".

In English these are the code's own rules, with no catalog. In another language each takes its
words from the catalogs: the list words (Chinese "A、B和C"), a counted noun under the context
``counted`` (no plural inflection in Chinese: "2 卷轴"), a verb after a name under ``verb``, and
the seat named You as that language's "you". ``packaging/catalogs.py`` extracts the nouns and
verbs from these calls as it does every ``_()``.
"""

from __future__ import annotations

from collections.abc import Sequence

from zsgames.core.i18n import SOURCE, _, join_and, language
from zsgames.core.names import printable

#: The name the app gives the person at the table in a lesson and in the game after it. Text about
#: that seat is written to it: "Your master went…", "You start", never "You's master", "You starts".
YOU = "You"
#: The catalogs' contexts of the words these helpers translate one by one.
COUNTED = "counted"
VERB = "verb"


def _english() -> bool:
    return language() == SOURCE


def seat_name(name: str) -> str:
    """A seat's name as shown: the seat named You in the current language, any other as it is."""
    return _("You") if name == YOU else name


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun`` agreeing: "1 scroll", "0 scrolls" (``many`` for irregular plurals)."""
    if _english():
        return f"{n} {noun if n == 1 else (many if many is not None else noun + 's')}"
    english_many = many if many is not None else noun + "s"
    word = _(noun, plural=english_many, context=COUNTED, n=n)
    return _("{n} {noun}", context=COUNTED, n=n, noun=word)


def possessive(name: str, mid_sentence: bool = False) -> str:
    """ "Bot A's"; for the seat named You "Your" ("your" inside a sentence)."""
    if _english():
        if name == YOU:
            return "your" if mid_sentence else "Your"
        return f"{name}'s"
    if name == YOU:
        return _("your") if mid_sentence else _("Your")
    return _("{name}'s", name=name)


def subject(name: str, verb: str, you_verb: str) -> str:
    """``name`` with its verb agreeing: "Bot A starts" / "You start" (``verb`` for a third person,
    ``you_verb`` for the seat named You)."""
    if _english():
        return f"{name} {you_verb if name == YOU else verb}"
    said = _(you_verb if name == YOU else verb, context=VERB)
    return _("{name} {verb}", context=VERB, name=seat_name(name), verb=said)


def subjects(names: Sequence[str], verb: str, many: str) -> str:
    """``names`` joined, with the verb agreeing: "Blue chooses", "You choose", "Blue and You choose"
    (``many``, the verb after "you", is the one after several names too)."""
    if len(names) == 1:
        return subject(names[0], verb, many)
    if _english():
        return f"{join_and(names)} {many}"
    said = _(many, context=VERB)
    return _("{name} {verb}", context=VERB, name=join_and(seat_name(n) for n in names), verb=said)


def who_won(names: Sequence[str]) -> str:
    """The winners of a game: "Blue wins", "You win", "Blue and You share the win"."""
    if _english():
        return subject(names[0], "wins", "win") if len(names) == 1 else f"{join_and(names)} share the win"
    if len(names) == 1:
        return _("You win") if names[0] == YOU else _("{name} wins", name=names[0])
    return _("{names} share the win", names=join_and(seat_name(n) for n in names))


def ordinal(place: int) -> str:
    """1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd"."""
    if not _english():
        return _("{n}th", context="ordinal", n=place)
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th') }"


__all__ = [
    "COUNTED",
    "VERB",
    "YOU",
    "join_and",
    "ordinal",
    "plural",
    "possessive",
    "seat_name",
    "subject",
    "subjects",
    "who_won",
]


#: How much of a user's input a message quotes: enough to recognise it, never a screenful.
CLIP = 60


def clip(text: object, limit: int = CLIP) -> str:
    """Someone's input as a message quotes it: control characters escaped (no forged lines) and
    cut to ``limit`` characters with "…" ("'xxxx…' is not a whole number", never 10 000 x's)."""
    shown = printable(str(text))
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
