"""An action table: every small decision of a game as a ``(kind, args)`` entry, in a fixed order
(the order is each entry's id in the OpenSpiel adapter, ``zsgames.interop.action_codec``). A game
declares the function that builds its table (``GameInfo.action_table``); these helpers spell one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

#: An entry's arguments, as ``zsgames.core.game.Args``; spelled here so that this module imports
#: nothing of the package and ``core.info`` (which ``core.game`` imports) can name ``TableBuilder``.
Args: TypeAlias = tuple[Any, ...]
ActionTable: TypeAlias = list[tuple[str, Args]]
#: What a game declares: a function of no arguments that builds its table (only the adapter calls it).
TableBuilder: TypeAlias = Callable[[], ActionTable]


def each(kind: str, values: Sequence[Any]) -> ActionTable:
    """One entry per value of a one-argument kind: ``kind(value)``."""
    return [(kind, (value,)) for value in values]


def pairs(kind: str, firsts: Sequence[Any], seconds: Sequence[Any]) -> ActionTable:
    """One entry per pair of values of a two-argument kind, first argument outermost."""
    return [(kind, (a, b)) for a in firsts for b in seconds]


def bare(*kinds: str) -> ActionTable:
    """Kinds that take no argument."""
    return [(kind, ()) for kind in kinds]
