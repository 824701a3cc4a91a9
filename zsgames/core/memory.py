"""What a seat remembers of a match: its own view of every state so far, nothing more.

A player at the table remembers what was shown: who chose which group at a reveal, what was
played face up. Bots get the same memory, as views only (``Game.view`` of each past state for
that seat), so a bot that reads it still never learns anything its seat was not shown.

Views are made when first read and then kept: most games' bots never read their memory, and
those that do read it once per decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, overload

from zsgames.core.game import Game


class Memory(Sequence[Any]):
    """``seat``'s views of ``states`` (oldest first; the last is the state it decides in)."""

    __slots__ = ("_game", "_seat", "_states", "_views")

    def __init__(self, game: Game[Any], states: Sequence[Any], seat: int) -> None:
        self._game = game
        self._states = tuple(states)
        self._seat = seat
        self._views: list[Any] = [None] * len(self._states)

    @property
    def seat(self) -> int:
        return self._seat

    def __len__(self) -> int:
        return len(self._states)

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        view = self._views[index]
        if view is None:
            view = self._views[index] = self._game.view(self._states[index], self._seat)
        return view


#: No memory at all (a bot asked about a lone position, e.g. in a test or the bench).
NO_MEMORY: Sequence[Any] = ()
