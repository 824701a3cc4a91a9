"""Judgement for bots: how good a position is, and what a set of cards would be worth to a seat."""

from __future__ import annotations

import math

from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.scoring import seat_score, type_points
from zsgames.games.zooscape.state import P_OVER, ZState

KIND = C.KIND
LUCKY_CAT_GUESS = 2.0  # an average market card is worth a couple of points
COPY_GUESS = 2.0


def gain_value(state: ZState, seat: int, cards: list[int] | tuple[int, ...]) -> float:
    """The change of ``seat``'s score if it took ``cards`` now (action cards estimated)."""
    counts = curio_counts(state, seat)
    before = sum(type_points(t, counts[t]) for t in range(C.CURIO_TYPES))
    value = 0.0
    breaks = 0
    for c in cards:
        k = KIND[c]
        if k < C.CURIO_TYPES:
            counts[k] += 1
        elif k == C.COIN:
            value += C.COIN_VALUE[c]
        elif k == C.FIRE:
            value += C.FIRE_POINTS
        elif k == C.CAT:
            value += LUCKY_CAT_GUESS
        elif k == C.COPY:
            value += COPY_GUESS if any(counts) else 0.0
        elif k == C.BREAK:
            breaks += 1
        elif k == C.APPRENTICE:
            value += 1.5 + 0.5 * (state.bin if isinstance(state.bin, int) else len(state.bin))
    after = sum(type_points(t, counts[t]) for t in range(C.CURIO_TYPES))
    # a Breakage can remove over-limit curios, which often helps; count it as roughly neutral
    return value + after - before + 1.0 * breaks


def projected(state: ZState, seat: int) -> float:
    """Live score plus a fair share of every contest the seat is still in and an estimate of its
    unresolved action cards."""
    value = float(seat_score(state, seat).total)
    nodes = list(state.stack)
    if state.cur and seat in state.players_in:
        nodes.append((state.cur, state.players_in))
    elif any(state.groups) and seat in state.players_in:
        nodes.append((state.groups[0] + state.groups[1], state.players_in))
    for cards, seats in nodes:
        if seat in seats:
            value += max(0.0, gain_value(state, seat, cards)) / len(seats)
    waiting = [c for s, cards in state.pend_queue if s == seat for c in cards]
    if state.pend_seat == seat:
        waiting += state.pend_cards
    if waiting:
        value += gain_value(state, seat, waiting)
    return value


def evaluate(state: ZState, seat: int) -> float:
    """Projected final margin over the best other seat, squashed into [0, 1]."""
    if state.phase == P_OVER:
        totals = [seat_score(state, p).total for p in range(state.n)]
        best_other = max(t for p, t in enumerate(totals) if p != seat)
        return 1.0 if totals[seat] > best_other else 0.0 if totals[seat] < best_other else 0.5
    values = [projected(state, p) for p in range(state.n)]
    diff = values[seat] - max(v for p, v in enumerate(values) if p != seat)
    # headroom: types still below their flag can still earn points
    counts = curio_counts(state, seat)
    headroom = sum(1 for t in range(C.CURIO_TYPES) if counts[t] < C.FLAG[t])
    rounds_left = max(0, C.ROUNDS - state.round)
    diff += 0.3 * headroom * rounds_left / C.ROUNDS
    if state.app_at == seat:
        diff += 1.0
    return 0.5 + 0.5 * math.tanh(diff / 15.0)
