"""The slices of a Zong Shi view that the board's parts draw, as keys of retained parts (see
``BoardScene.memo``): a part is kept while its key is the same. A key holds everything its part's
drawing reads; when in doubt a key takes the whole of a thing (a seat's workshop, the decision asked).
"""

from __future__ import annotations

from typing import Any

Key = tuple[Any, ...]


def frozen(value: Any) -> Any:
    """``value`` with every list and dict turned into tuples (hashable)."""
    if isinstance(value, dict):
        return tuple(sorted((k, frozen(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(frozen(v) for v in value)
    return value


def workshop(p: Any) -> Key:
    """All of one seat's workshop: every list and every flag of its player."""
    return frozen(p.to_json())


def top(view: Any) -> dict:
    """The decision asked now (an empty dict when none is)."""
    return view.pending[-1] if view.pending else {}


def pawns_at(view: Any, loc: str) -> Key:
    """The pawns standing at ``loc``, in the order the board lines them up."""
    return tuple((seat, pawn) for seat, p in enumerate(view.players) for pawn in ("master", "apprentice")
                 if p.pawn_loc(pawn) == loc)
