"""Final scoring (live: what each seat would score if the game ended now) and the winner."""

from __future__ import annotations

from zsgames.core.game import Outcome, Score
from zsgames.core.i18n import N_

from . import data as D
from .state import State

#: the score sheet's lines: English keys (``Score.line``), marked so a display renders them with ``_()``
LINES = (
    N_("Completed projects", context="score line"),
    N_("Exchange tiles", context="score line"),
    N_("All six pairs", context="score line"),
    N_("Townsfolk visits", context="score line"),
    N_("Projects in progress", context="score line"),
    N_("Leftover boxes and scrolls", context="score line"),
    N_("End trigger", context="score line"),
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
        return Outcome(out.winners, FORCED[out.decided_by])
    return out


#: how a game was decided (English, as ``Outcome`` keeps it; a display renders it with ``_()``)
MOST_POINTS = N_("most points")
MOST_PROJECTS = N_("tie on points: most completed projects")
SHARED = N_("tie on points and completed projects: shared victory")
#: the same when the round limit forced the final round
FORCED = {
    MOST_POINTS: N_("most points (the round limit forced the final round)"),
    MOST_PROJECTS: N_("tie on points: most completed projects (the round limit forced the final round)"),
    SHARED: N_("tie on points and completed projects: shared victory (the round limit forced the final round)"),
}


def _winner(s: State) -> Outcome:
    totals = [sc.total for sc in scores(s)]
    best = max(totals)
    top = [i for i, t in enumerate(totals) if t == best]
    if len(top) == 1:
        return Outcome(tuple(top), MOST_POINTS)
    made = {i: len(s.players[i].completed) + len(s.players[i].extra) for i in top}
    most = max(made.values())
    top = [i for i in top if made[i] == most]
    if len(top) == 1:
        return Outcome(tuple(top), MOST_PROJECTS)
    return Outcome(tuple(top), SHARED)
