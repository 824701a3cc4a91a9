"""A bot's judgement of a Cuzhi position: projected score margin plus what the holdings promise."""

from __future__ import annotations

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.scoring import scores
from zsgames.games.cuzhi.state import CuzhiState


def potential(s: CuzhiState, seat: int) -> float:
    """Points the holdings are likely to turn into before the end (crickets to tribute, heads)."""
    left = max(0, D.ROUNDS - s.round) + (0 if s.stage in ("end", "over") else 1)
    base = seat * 5
    graded = sum(s.crick[base + g] * g for g in range(1, 5)) + 4 * sum(1 for o in s.title_owner if o == seat)
    low = min(s.virtue[seat], s.rep[seat])
    return left * (0.6 * s.heads[seat] + 0.15 * s.yamen_count(seat)) + 0.25 * graded * (1 + low / 10) * min(1, left)


def evaluate(s: CuzhiState, seat: int) -> float:
    totals = [sc.total + potential(s, i) for i, sc in enumerate(scores(s))]
    mine = totals[seat]
    best_other = max(t for i, t in enumerate(totals) if i != seat)
    diff = mine - best_other
    return 0.5 + max(-0.5, min(0.5, diff / 40.0))
