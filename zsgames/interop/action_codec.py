"""A stable integer id for every small decision of a game, as OpenSpiel wants its actions.

An :class:`~zsgames.core.game.Action` is ``(seat, kind, args)``. OpenSpiel knows the acting seat
already (the state's current player), so an id stands for ``(kind, args)`` only. Each game's table
(:mod:`zsgames.interop.action_space`) lists every kind with every value its arguments can take,
enumerated from the game's data (card lists, grades, spaces, sizes), never from what some playout
happened to reach; the id is the entry's position in that list. The ids change only when the
game's data or its kinds change — ``tests/interop/test_action_codec.py`` pins each table's size and
digest so such a change is seen.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from zsgames.core.game import Action, Args


class ActionCodec:
    """``(kind, args)`` ↔ integer id, in the order the entries were listed."""

    __slots__ = ("_entries", "_ids")

    def __init__(self, entries: Iterable[tuple[str, Args]]) -> None:
        self._entries: tuple[tuple[str, Args], ...] = tuple(entries)
        self._ids: dict[tuple[str, Args], int] = {}
        for index, entry in enumerate(self._entries):
            if entry in self._ids:
                raise ValueError(f"action {entry[0]}{entry[1]} is listed twice")
            self._ids[entry] = index

    def __len__(self) -> int:
        return len(self._entries)

    def encode(self, action: Action) -> int:
        """The id of ``action`` (its seat and label play no part); KeyError for one not in the table."""
        try:
            return self._ids[action.kind, action.args]
        except KeyError:
            raise KeyError(f"{action.kind}{action.args} is not in the action table") from None

    def decode(self, action_id: int, seat: int) -> Action:
        """The action ``action_id`` stands for, taken by ``seat`` (no label: equality ignores it)."""
        kind, args = self._entries[action_id]
        return Action(seat, kind, args)

    def name(self, action_id: int) -> str:
        """``kind(arg, …)``: the same text in every state, different for every id."""
        kind, args = self._entries[action_id]
        return f"{kind}({', '.join(_arg_text(a) for a in args)})"

    def digest(self) -> str:
        """A fingerprint of the whole table (tests pin it so that a renumbering is deliberate)."""
        text = "\n".join(self.name(i) for i in range(len(self)))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _arg_text(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_arg_text(v) for v in value) + ")"
    return repr(value) if isinstance(value, str) else str(value)
