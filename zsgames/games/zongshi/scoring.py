"""Final scoring (live: what each seat would score if the game ended now) and the winner."""

from __future__ import annotations

from zsgames.core.game import Outcome, Score

from . import data as D
from .state import State

LINES = (
    "Completed projects",
    "Exchange tiles",
    "All six pairs",
    "Townsfolk visits",
    "Projects in progress",
    "Leftover boxes and scrolls",
    "End trigger",
)


def in_progress_value(vp: int, time_left: int) -> int:
    return max(D.INCOMPLETE_FLOOR, vp - D.penalty(time_left))  # D12: never below 0


def seat_score(s: State, seat: int) -> Score:
    p = s.players[seat]
    completed = sum(D.PROJECTS[pid].vp for pid in p.completed)
    tiles = sum(p.tiles) * D.TILE_VP
    all_pairs = D.ALL_PAIRS_BONUS if all(p.tiles) else 0
    visits = D.VISIT_BONUS[sum(1 for v in p.visits if v)]
    progress = sum(in_progress_value(D.PROJECTS[pid].vp, p.time_left) for pid in p.in_progress)
    hand = p.hand if isinstance(p.hand, int) else len(p.hand)
    leftovers = (sum(p.storage) + hand) // D.LEFTOVER_DIVISOR
    trigger = D.TRIGGER_BONUS if p.trigger else 0
    values = (completed, tiles, all_pairs, visits, progress, leftovers, trigger)
    lines = tuple(zip(LINES, values, strict=True))
    return Score(seat, lines, sum(values))


def scores(s: State) -> list[Score]:
    return [seat_score(s, seat) for seat in range(s.n)]


def winner(s: State) -> Outcome:
    """Highest total; tie: most completed projects (Twofold extras count); then shared (D14 noted)."""
    out = _winner(s)
    if s.forced_final:
        return Outcome(out.winners, f"{out.decided_by} (the round limit forced the final round)")
    return out


def _winner(s: State) -> Outcome:
    totals = [sc.total for sc in scores(s)]
    best = max(totals)
    top = [i for i, t in enumerate(totals) if t == best]
    if len(top) == 1:
        return Outcome(tuple(top), "most points")
    made = {i: len(s.players[i].completed) + len(s.players[i].extra) for i in top}
    most = max(made.values())
    top = [i for i in top if made[i] == most]
    if len(top) == 1:
        return Outcome(tuple(top), "tie on points: most completed projects")
    return Outcome(tuple(top), "tie on points and completed projects: shared victory")
