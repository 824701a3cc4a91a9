"""The slices of a Zong Shi view that the board's parts draw, as keys of retained parts (see
``BoardScene.memo``): a part is kept while its key is the same, so a key holds everything its
part's drawing reads. Most keys are written next to the part they keep; these are shared.
"""

from __future__ import annotations

from collections.abc import Hashable

from zsgames.games.zongshi.table import Decision, ZongShiView

Key = tuple[Hashable, ...]


def top(view: ZongShiView) -> Decision:
    """The decision asked now (an empty dict when none is)."""
    return view.pending[-1] if view.pending else {}


def pawns_at(view: ZongShiView, loc: str) -> tuple[tuple[int, str], ...]:
    """The pawns standing at ``loc``, in the order the board lines them up."""
    return tuple(
        (seat, pawn)
        for seat, p in enumerate(view.players)
        for pawn in ("master", "apprentice")
        if p.pawn_loc(pawn) == loc
    )
