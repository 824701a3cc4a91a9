"""A bot's judgement of a position: projected final margin plus what the workshop can still build."""

from __future__ import annotations

from . import data as D
from .scoring import scores
from .state import State


def potential(s: State, seat: int) -> float:
    """Rough points not yet on the score sheet: boxes toward projects, unused visit tiles, scrolls."""
    p = s.players[seat]
    boxes = sum(p.storage)
    hand = p.hand if isinstance(p.hand, int) else len(p.hand)
    free_spaces = D.COMPLETED_SPACES - len(p.completed) - len(p.in_progress)
    return 0.35 * boxes + 0.3 * hand + 0.4 * min(free_spaces, 2) + 0.2 * sum(1 for t in p.tiles if t)


def evaluate(s: State, seat: int) -> float:
    """A value in [0, 1]: 0.5 is even with the best opponent."""
    totals = [sc.total for sc in scores(s)]
    late = 1.0 if s.final or s.phase == "over" else 0.0
    values = [t + (1 - late) * potential(s, i) for i, t in enumerate(totals)]
    mine = values[seat]
    best_other = max(v for i, v in enumerate(values) if i != seat)
    return 0.5 + max(-0.5, min(0.5, (mine - best_other) / 30.0))
