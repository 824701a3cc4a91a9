"""Builders for tribute-challenge tests (seat 0 challenges from the lower space, seat 1 defends)."""

from __future__ import annotations

from zsgames.games.cuzhi.state import CuzhiState

from .helpers import SP, blank, give, own_title, resolve_from
from .tribute_helpers import own_card

LOWER, UPPER = SP["a4r2s1"], SP["a4r1s1"]


def challenge_ready(
    players: int = 3, chal: tuple = (), defn: tuple = (), seed: int = 1, titles: tuple = (), cards: tuple = ()
) -> CuzhiState:
    """Seat 0 on the lower end of arrow 1, seat 1 on the upper end, asked whether to challenge.

    ``titles``: (title, seat) pairs; ``cards``: (card, seat) pairs given before the challenge."""
    s = blank(players, seed)
    give(s, 0, *chal)
    give(s, 1, *defn)
    for t, seat in titles:
        own_title(s, t, seat)
    for k, seat in cards:
        own_card(s, seat, k)
    resolve_from(s, ("arrow", 0), {LOWER: 0, UPPER: 1})
    return s
