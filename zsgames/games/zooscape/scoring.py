"""Final scoring (live: what each seat would score if the game ended now) and the winner."""

from __future__ import annotations

from zsgames.core.game import Outcome, Score
from zsgames.core.i18n import N_
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.state import ZState

#: The score lines' names: keys (Score.line, saves' scores) in English, marked for the catalogs; the
#: curio lines are cards.json's plurals in its order (a test holds them equal), then coins and Fire.
SCORE_LINE = "score line"
CURIO_LINES: tuple[str, ...] = (
    N_("Tea bowls", context=SCORE_LINE),
    N_("Fans", context=SCORE_LINE),
    N_("Swords", context=SCORE_LINE),
    N_("Parasols", context=SCORE_LINE),
    N_("Lutes", context=SCORE_LINE),
    N_("Figurines", context=SCORE_LINE),
    N_("Chopsticks", context=SCORE_LINE),
    N_("Kimonos", context=SCORE_LINE),
)
COINS_LINE = N_("Gold coins", context=SCORE_LINE)
FIRE_LINE = N_("Fire", context=SCORE_LINE)


def type_points(ctype: int, count: int) -> int:
    """Within the flag each card scores its flower; over it every card of the type costs 1."""
    if count <= C.FLAG[ctype]:
        return count * C.FLOWER[ctype]
    return count * C.OVER_FLAG_POINTS


#: ``type_points(t, n)`` for every count a seat could hold, looked up by the bots' evaluation
#: (which scores millions of states) instead of computed
POINTS_BY_COUNT: tuple[tuple[int, ...], ...] = tuple(
    tuple(type_points(t, n) for n in range(len(C.KIND) + 1)) for t in range(C.CURIO_TYPES)
)


def curio_points(counts: list[int]) -> int:
    """Points of every curio type at these counts (``curio_counts``)."""
    return sum(map(tuple.__getitem__, POINTS_BY_COUNT, counts))


def _coins_and_fires(s: ZState, seat: int) -> tuple[int, int]:
    coins = fires = 0
    for c in s.won[seat]:
        k = C.KIND[c]
        if k == C.COIN:
            coins += C.COIN_VALUE[c]
        elif k == C.FIRE:
            fires += 1
    return coins, fires


def seat_score(s: ZState, seat: int) -> Score:
    counts = curio_counts(s, seat)
    lines = [(CURIO_LINES[t], type_points(t, counts[t])) for t in range(C.CURIO_TYPES)]
    coins, fires = _coins_and_fires(s, seat)
    lines.append((COINS_LINE, coins))
    lines.append((FIRE_LINE, fires * C.FIRE_POINTS))
    return Score(seat, tuple(lines), sum(v for _, v in lines))


def score_total(s: ZState, seat: int, counts: list[int] | None = None) -> int:
    """``seat_score(s, seat).total`` without building the lines (``counts``: the seat's
    ``curio_counts`` when the caller has them)."""
    coins, fires = _coins_and_fires(s, seat)
    return curio_points(curio_counts(s, seat) if counts is None else counts) + coins + fires * C.FIRE_POINTS


def card_total(s: ZState, seat: int) -> int:
    """Cards for the tie-break: curios (kimonos and Copies included), coins and Fire."""
    return len(s.won[seat]) + len(s.copies[seat])


def scores(s: ZState) -> list[Score]:
    return [seat_score(s, seat) for seat in range(s.n)]


def winner(s: ZState) -> Outcome:
    totals = [sc.total for sc in scores(s)]
    best = max(totals)
    leaders = [p for p in range(s.n) if totals[p] == best]
    if len(leaders) == 1:
        return Outcome((leaders[0],), N_("most points"))
    most = max(card_total(s, p) for p in leaders)
    leaders2 = [p for p in leaders if card_total(s, p) == most]
    if len(leaders2) == 1:
        return Outcome((leaders2[0],), N_("tie on points, broken by more cards"))
    return Outcome(tuple(leaders2), N_("shared win: same points and same number of cards"))
