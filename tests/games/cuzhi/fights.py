"""Builders for tribute-challenge tests (seat 0 challenges from the lower space, seat 1 defends)."""

from __future__ import annotations

from zsgames.games.cuzhi.state import CuzhiState

from .helpers import SP, blank, give, resolve_from

LOWER, UPPER = SP["a4r2s1"], SP["a4r1s1"]


def challenge_ready(players: int = 3, chal: tuple = (), defn: tuple = (), seed: int = 1) -> CuzhiState:
    """Seat 0 on the lower end of arrow 1, seat 1 on the upper end, asked whether to challenge."""
    s = blank(players, seed)
    give(s, 0, *chal)
    give(s, 1, *defn)
    resolve_from(s, ("arrow", 0), {LOWER: 0, UPPER: 1})
    return s
