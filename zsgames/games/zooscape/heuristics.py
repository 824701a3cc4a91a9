"""Judgement for bots: how good a position is, and what a set of cards would be worth to a seat."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from zsgames.core.i18n import _
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.names import kind_name, type_name, type_plural
from zsgames.games.zooscape.scoring import POINTS_BY_COUNT, score_total, type_points
from zsgames.games.zooscape.state import P_OVER, P_SELECT, ZState
from zsgames.games.zooscape.view import bin_size, lists_bin, recall

KIND = C.KIND
LUCKY_CAT_GUESS = 2.0  # an average market card is worth a couple of points
COPY_GUESS = 2.0
MASTER_VALUE = 1.5  # splitting next round's row is worth a little
#: a card of the bin whose face is not known (a view without the memory aid, read without memory):
#: cards go in because nobody wanted them, so a little below an average market card
BIN_CARD_GUESS = 1.0
#: Margin per type still below its flag, times the share of rounds left: room to earn more points
#: (heavier weights gained nothing: docs/ARENA.md, session 10).
HEADROOM_WEIGHT = 0.3


def gain_value(
    state: ZState,
    seat: int,
    cards: list[int] | tuple[int, ...],
    counts: list[int] | None = None,
    blind_bin: bool = False,
) -> float:
    """The change of ``seat``'s score if it took ``cards`` now (action cards estimated);
    ``counts``: the seat's curio counts when the caller has them (left unchanged). The bin that comes
    with the apprentice counts card by card when ``state`` knows its cards (a full state: the bots'
    sampled or remembered world, or a view with the memory aid), else at a guess per card (also
    with ``blind_bin``: words for a player who sees only the bin's size)."""
    base = curio_counts(state, seat) if counts is None else counts
    counts = list(base)
    touched: set[int] = set()
    value = 0.0
    breaks = 0
    if C.APPRENTICE_CARD in cards:
        # the apprentice brings the whole bin and the next mastership
        cards = [c for c in cards if c != C.APPRENTICE_CARD]
        value += MASTER_VALUE
        binned = state.bin
        if isinstance(binned, int) or blind_bin:
            value += BIN_CARD_GUESS * bin_size(state)
        else:
            cards += binned
    for c in cards:
        k = KIND[c]
        if k < C.CURIO_TYPES:
            counts[k] += 1
            touched.add(k)
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
    curios = sum(POINTS_BY_COUNT[t][counts[t]] - POINTS_BY_COUNT[t][base[t]] for t in touched)
    # a Breakage can remove over-limit curios, which often helps; count it as roughly neutral
    return value + curios + 1.0 * breaks


def projected(state: ZState, seat: int, counts: list[int] | None = None) -> float:
    """Live score plus a fair share of every contest the seat is still in, the bin if the seat has
    won the apprentice, and an estimate of its unresolved action cards (``counts``: as in gain_value)."""
    if counts is None:
        counts = curio_counts(state, seat)
    value = float(score_total(state, seat, counts))
    nodes = list(state.stack)
    if state.cur and seat in state.players_in:
        nodes.append((state.cur, state.players_in))
    elif any(state.groups) and seat in state.players_in:
        nodes.append((state.groups[0] + state.groups[1], state.players_in))
    for cards, seats in nodes:
        if seat in seats:
            value += max(0.0, gain_value(state, seat, cards, counts)) / len(seats)
    if state.app_at == seat:  # won the apprentice this round: the bin is coming at the round's end
        value += gain_value(state, seat, (C.APPRENTICE_CARD,), counts)
    waiting = [c for s, cards in state.pend_queue if s == seat for c in cards]
    if state.pend_seat == seat:
        waiting += state.pend_cards
    if waiting:
        value += gain_value(state, seat, waiting, counts)
    return value


def evaluate(state: ZState, seat: int) -> float:
    """Projected final margin over the best other seat, squashed into [0, 1]."""
    return evaluate_all(state)[seat]


def evaluate_all(state: ZState) -> list[float]:
    """:func:`evaluate` for every seat at once (the searches score all seats of each state)."""
    n = state.n
    if state.phase == P_OVER:
        totals = [score_total(state, p) for p in range(n)]
        out = []
        for seat, total in enumerate(totals):
            best_other = max(t for p, t in enumerate(totals) if p != seat)
            out.append(1.0 if total > best_other else 0.0 if total < best_other else 0.5)
        return out
    all_counts = [curio_counts(state, p) for p in range(n)]
    values = [projected(state, p, all_counts[p]) for p in range(n)]
    rounds_left = max(0, C.ROUNDS - state.round)
    out = []
    for seat, mine in enumerate(values):
        diff = mine - max(v for p, v in enumerate(values) if p != seat)
        # headroom: types still below their flag can still earn points
        counts = all_counts[seat]
        headroom = sum(1 for have, flag in zip(counts, C.FLAG, strict=True) if have < flag)
        diff += HEADROOM_WEIGHT * headroom * rounds_left / C.ROUNDS
        out.append(0.5 + 0.5 * math.tanh(diff / 15.0))
    return out


#: Reading the others from their revealed disks: how often a player with a plan (measured with
#: Normal bots) picked the group worth more to it, by how far apart the two groups were (``gain_value``
#: points): 61 % of 53 reveals under 3 points apart, 72 % of 65 at 3–6, 88 % of 243 at 6 or more
#: (12 Normal games, seed 700). A coin-tosser picks it half the time at any gap.
PLANNER_PICKS_BETTER = ((3.0, 0.61), (6.0, 0.72), (float("inf"), 0.88))  # (gap below, chance)
CLEAR_GAP = 1.0  # below this the two groups are too close to tell anything
PRIOR_RANDOM = 0.5  # before any clear reveal, either kind of player is as likely
RANDOMNESS_BOUNDS = (0.02, 0.98)  # never quite certain


def planner_picks_better(gap: float) -> float | None:
    """How often a player with a plan picks the better of two groups ``gap`` points apart (None:
    too close to tell a plan from a coin toss)."""
    if gap < CLEAR_GAP:
        return None
    return next(chance for below, chance in PLANNER_PICKS_BETTER if gap < below)


def revealed_selections(memory: Sequence[ZState]) -> list[tuple[ZState, tuple[int, ...]]]:
    """Every reveal in ``memory``: (the view while the disks lay face down, the disks shown); a
    view's bin holds the cards the seat saw go in (``recall``) when it could only count them."""
    out = []
    before = None
    for i, view in enumerate(memory):
        if before is not None and before.phase == P_SELECT and any(view.revealed):
            apprentice = C.APPRENTICE_CARD in (*before.groups[0], *before.groups[1])
            if apprentice and isinstance(before.bin, int) and before.bin:  # the bin is at stake: recall it
                before = recall(before, memory[:i])
            out.append((before, view.revealed))
        before = view
    return out


def opponent_randomness(memory: Sequence[ZState], seat: int) -> list[float] | None:
    """Per seat, the chance that it picks its group by coin toss rather than with a plan, from the
    reveals ``seat`` has seen (Bayes over the clear ones: the better group or the other)."""
    if not memory:
        return None
    n = memory[-1].n
    odds = [PRIOR_RANDOM / (1.0 - PRIOR_RANDOM)] * n  # P(random) / P(plan)
    for before, shown in revealed_selections(memory):
        g1, g2 = before.groups
        for p in before.players_in:
            if p == seat or not shown[p]:
                continue
            v1, v2 = gain_value(before, p, g1), gain_value(before, p, g2)
            planner = planner_picks_better(abs(v1 - v2))
            if planner is None:
                continue
            picked_better = shown[p] == (1 if v1 > v2 else 2)
            odds[p] *= 0.5 / (planner if picked_better else 1.0 - planner)
    low, high = RANDOMNESS_BOUNDS
    return [0.0 if p == seat else min(high, max(low, odds[p] / (1.0 + odds[p]))) for p in range(n)]


def _describe_take(counts: list[int], cards: list[int] | tuple[int, ...], bin_size: int) -> str:
    """ "2 swords (safe up to 3), 1 coin" — what a group adds, against each type's flag."""
    per_type: dict[int, int] = {}
    others: list[str] = []
    coins = 0
    apprentice = False
    for c in cards:
        k = KIND[c]
        if k < C.CURIO_TYPES:
            per_type[k] = per_type.get(k, 0) + 1
        elif k == C.COIN:
            coins += C.COIN_VALUE[c]
        elif k != C.APPRENTICE:
            others.append(str(kind_name(k)))
        else:
            apprentice = True
    parts = []
    for t, k in per_type.items():
        name = str(type_plural(t) if k > 1 else type_name(t)).lower()
        if counts[t] + k > C.FLAG[t]:
            parts.append(_("{n} {curio} (over flag {flag})", n=k, curio=name, flag=C.FLAG[t]))
        else:
            parts.append(_("{n} {curio} (safe up to {flag})", n=k, curio=name, flag=C.FLAG[t]))
    parts += others
    if coins:
        parts.append(_("{value} in coins", value=coins))
    if apprentice:
        parts.append(
            _(
                "the apprentice with the bin's {n} card",
                plural="the apprentice with the bin's {n} cards",
                n=bin_size,
            )
        )
    if len(parts) > 4:
        parts = [*parts[:3], _("{n} more", n=len(parts) - 3)]
    return _(", ", context="list").join(parts) if parts else _("nothing")


def reason(view: ZState, seat: int, action: Any) -> str | None:
    """One line for a hint, from what ``view`` shows (groups and won cards are public)."""
    kind, args = action.kind, action.args
    counts = curio_counts(view, seat)
    if kind == "select":
        cards = view.groups[args[0] - 1] if any(view.groups) else view.cur
        value = gain_value(view, seat, cards, blind_bin=not lists_bin(view))
        return _("takes {cards}: {value}", cards=_describe_take(counts, cards, bin_size(view)), value=f"{value:+.0f}")
    if kind == "split":
        cut, left = args
        a, b = list(view.cur[:cut]), list(view.cur[cut:])
        blind = not lists_bin(view)
        va, vb = gain_value(view, seat, a, blind_bin=blind), gain_value(view, seat, b, blind_bin=blind)
        return _(
            "splits {cut} | {rest} (left is group {left}): worth {a} | {b} to you",
            cut=cut,
            rest=len(view.cur) - cut,
            left=left,
            a=f"{va:+.0f}",
            b=f"{vb:+.0f}",
        )
    if kind == "apprentice":
        group, pos = args
        size = len(view.groups[group - 1])
        if pos == 0:
            return _(
                "apprentice into group {group} at the front: that group grows to {n} cards", group=group, n=size + 1
            )
        if pos == size:
            return _("apprentice into group {group} at the end: that group grows to {n} cards", group=group, n=size + 1)
        return _(
            "apprentice into group {group} after card {pos}: that group grows to {n} cards",
            group=group,
            pos=pos,
            n=size + 1,
        )
    if kind == "break":
        t = args[0]
        have = counts[t]
        delta = type_points(t, have - 1) - type_points(t, have)
        curio = str(type_name(t)).lower()
        return _(
            "breaks a {curio} ({have} → {after}): {delta}", curio=curio, have=have, after=have - 1, delta=f"{delta:+d}"
        )
    if kind == "copy":
        t = args[0]
        have = counts[t]
        delta = type_points(t, have + 1) - type_points(t, have)
        return _(
            "copies {curios} ({have} → {after}, flag {flag}): {delta}",
            curios=str(type_plural(t)).lower(),
            have=have,
            after=have + 1,
            flag=C.FLAG[t],
            delta=f"{delta:+d}",
        )
    if kind == "resolve":
        card = C.ACTION_BY_KEY.get(args[0]) if isinstance(args[0], str) else None
        named = str(kind_name(card)).lower() if card is not None else str(args[0]).replace("_", " ")
        return _("resolves {card} first", card=named)
    return None
