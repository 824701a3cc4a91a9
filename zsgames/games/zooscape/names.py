"""Names in the player's language, rendered when read: cards and curio types (their English from
``cards.json``, declared for the catalogs in ``resources/zooscape/i18n/data.json``), lists of cards,
seats. ``cards.py`` keeps the English names (keys, saves)."""

from __future__ import annotations

from dataclasses import dataclass

from zsgames.core.i18n import Message, Text, _
from zsgames.core.text import YOU
from zsgames.games.zooscape import cards as C

#: The catalog context of a card's or curio type's name (data.json uses it). A type's plural has
#: none: it is also a score line's name, an English key rendered with ``_()`` where it is shown.
NAME = "card"


def type_name(ctype: int) -> Text:
    """A curio type's name: "Fan", "Kimono"."""
    return Text(C.TYPE_NAMES[ctype], context=NAME)


def type_plural(ctype: int) -> Text:
    """A curio type's plural: "Fans", "Chopsticks"."""
    return Text(C.TYPE_PLURALS[ctype])


def kind_name(kind: int) -> Text:
    """An action card's (or the apprentice's, a coin's) name: "Lucky Cat"."""
    return Text(C.KIND_NAMES[kind], context=NAME)


def card_name(card: int) -> Text:
    """A card as a player names it: "Fan", "Gold coin (3)", "Lucky Cat", "Kimono"."""
    kind = C.KIND[card]
    if kind < C.CURIO_TYPES:
        return type_name(kind)
    if kind == C.COIN:
        return Text("Gold coin ({value})", value=C.COIN_VALUE[card])
    return kind_name(kind)


@dataclass(frozen=True)
class Commas:
    """Names listed with commas, in their order ("Lucky Cat, Copy"), rendered when read."""

    items: tuple[Message, ...]

    def __str__(self) -> str:
        return _(", ", context="list").join(str(item) for item in self.items)


@dataclass(frozen=True)
class CardList:
    """Cards named in their order ("Fan, Sword, Gold coin (2)"; "nothing"), rendered when read."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        if not self.cards:
            return _("nothing")
        return _(", ", context="list").join(str(card_name(c)) for c in self.cards)


def card_list(cards: tuple[int, ...] | list[int]) -> CardList:
    return CardList(tuple(cards))


def seat(name: str) -> Message:
    """A seat's name inside a list of names: the seat named You in the reader's language."""
    return Text("You") if name == YOU else name


@dataclass(frozen=True)
class Disks:
    """A reveal's disks, each seat with its group ("Blue → 1, Orange → 2"), rendered when read."""

    shown: tuple[tuple[Message, int], ...]

    def __str__(self) -> str:
        return _(", ", context="list").join(f"{name} → {group}" for name, group in self.shown)
