"""A bot's judgement of a Cuzhi position: the live score plus what the holdings promise.

Points in Cuzhi come mostly from Virtue × Reputation, and both tracks rise chiefly by paying
crickets as tribute in Area 4. So a seat's outlook is: the crickets it holds (better grades pay more),
the tribute actions it can still take to turn them into track steps (heads already on unresolved
Area 4 spaces, and the rounds still to come), and what its other heads on the board will bring this
round (draws bring crickets, trades may buy them, cultivation raises them — in the order the round
resolves — and a bustling-market card). The expected track steps are added to Virtue and
Reputation, the lower track first, and the product is what they are worth — so a step is worth
more to a seat whose other track is high. Everything fades to the live score as the last tribute
chance passes. The projected margin over the best other seat becomes a win chance through a
logistic whose scale was fitted on Easy self-play; a finished game is simply won, lost or shared.
"""

from __future__ import annotations

import math

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.flow import STEPS
from zsgames.games.cuzhi.scoring import resource_coins, score_total, winner
from zsgames.games.cuzhi.state import CuzhiState

#: Track steps a cricket of each grade (ordinary … royal) tends to become when tributed; a title
#: cricket pays like a royal plus its +1 bonus.
STEP_VALUE = (0.3, 0.8, 1.1, 1.4, 1.8)
TITLE_STEP_VALUE = 2.8
_ROYAL_COST = D.ROYAL_COINS + D.ROYAL_JARS * D.RESOURCE_VALUES["jar"]
_WORK = frozenset(("draw", "trade", "cult", "tribute", "bust"))  # frames of a space still at work
_ORDER = (-1, 4, 3, 2, 1, 0)  # title crickets first, then royal … ordinary
#: crickets one tribute action can pay (a yamen has at most two cards)
PER_TRIBUTE = 2
#: chance a cricket covered by a head already on an Area 4 space is really tributed; per later round
NOW_ODDS = 0.9
LATER_ODDS = 0.6
#: tribute actions a seat can expect to take in each later round
LATER_TRIBUTES = 1.0
#: points a head brings in a later round (besides the tribute it may take)
HEAD_ROUND = 1.0
#: points a head not yet placed in this round's dispatch is likely to bring
UNPLACED = 1.0
#: points of one pending action in Areas 1, 2, 3, 5 (cultivation is valued as a grade step)
DRAW = 0.25
#: what a market cricket usually costs (the rightmost one is the cheapest)
BUY_PRICE = 2
#: ordinary crickets one draw brings on average (cricket and cricket-or-grass indicators)
DRAW_CRICKETS = (D.BAG_COUNTS[D.K_CRICKET] + 0.5 * D.BAG_COUNTS[D.K_EITHER]) / sum(D.BAG_COUNTS)
TRADE = 0.25
BUSTLE = 0.8
#: the chance of a title (two a round) when a cricket turns royal, in track steps (its tribute bonus)
ROYAL_TITLE = 0.5
#: chance the planned cultivations of a head already placed in Area 3 really happen
CULTIVATE_ODDS = 0.8
#: a first tribute at a yamen places a lantern (worth a few points and a coin each round)
NEW_YAMEN = 2.0
#: a kept Sound, while an Area 1 head can still exchange it (two buy a third-grade cricket)
SOUND = 0.4
#: logistic scale of the projected margin, in points, by rounds still to come after this one;
#: fitted on Easy self-play (margins are small early, and the last round still swings a lot)
SCALE = (7.5, 6.5, 6.5, 6.5, 4.5)

_YAMEN_IN_PLAY = {n: p["yamen"] for n, p in D.PLAYER_COUNTS.items()}
_STEP_OF = {st[1]: j for j, st in enumerate(STEPS) if st[0] == "space"}
_SPACES = tuple((i, D.SPACES[i]["area"], D.SPACES[i]["actions"], D.SPACES[i]["reward"]) for i in range(len(D.SPACES)))
_REWARD_COINS = {"coins": 1, "grass": 1, "jars": 2}
#: coins (grass counts as a coin) each tribute card pays at every round start
_INCOME: tuple[int, ...] = tuple(
    sum(_REWARD_COINS.get(k, 0) * v for k, v in c["params"].items()) if c["timing"] == "round_start" else 0
    for c in D.CARDS
)
_SPACE_REWARD = tuple(sum(_REWARD_COINS.get(k, 0) * v for k, v in sp[3].items()) / 4.0 for sp in _SPACES)


def _pending(s: CuzhiState, seat: int) -> list[int]:
    """Spaces holding the seat's head that have not resolved yet this round."""
    occ = s.occ
    if s.stage == "dispatch":
        return [i for i in range(len(occ)) if occ[i] == seat]
    if s.stage != "resolve":
        return []
    cur = s.cursor
    return [i for i in range(len(occ)) if occ[i] == seat and _STEP_OF[i] >= cur]


def _balanced(v: int, r: int, steps: float) -> float:
    """Virtue × Reputation after ``steps`` more track steps, the lower track raised first."""
    lo, hi = (v, r) if v <= r else (r, v)
    gap = hi - lo
    if steps <= gap:
        return (lo + steps) * hi
    half = (steps - gap) / 2.0
    return (hi + half) * (hi + half)


def _steps(counts: list[float], titles: int, now_slots: int, later_slots: int) -> float:
    """Expected track steps from the crickets (counts may be fractional), best first, over the
    tribute slots left: this round's slots first, then the later rounds'."""
    steps = 0.0
    used = 0.0
    end = now_slots + later_slots
    for g in _ORDER:
        val, c = (TITLE_STEP_VALUE, titles) if g < 0 else (STEP_VALUE[g], counts[g])
        if c <= 0:
            continue
        if used < now_slots:
            take = min(c, now_slots - used)
            steps += NOW_ODDS * val * take
            used += take
            c -= take
        if c > 0:
            take = min(c, end - used)
            if take <= 0:
                break
            steps += LATER_ODDS * val * take
            used += take
    return steps


def _cultivate(counts: list[float], actions: int, grass: int, royals: int) -> tuple[float, int]:
    """Raise ``counts`` in place by ``actions`` cultivations: first-grade crickets to royal while
    ``royals`` (coins and jars) allow, then the lowest grades, one grass per action for a second
    grade while any lasts. Returns the grades gained and the royals made."""
    gained = 0.0
    made = 0
    for _ in range(actions):
        if made < royals and counts[D.FIRST] >= 1.0:
            counts[D.FIRST] -= 1.0
            counts[D.ROYAL] += 1.0
            gained += 1.0
            made += 1
            continue
        need = 1.0
        jump = 2 if grass > 0 else 1
        for g in range(D.FIRST):
            c = counts[g]
            if c <= 0:
                continue
            take = need if c >= need else c
            to = min(D.FIRST, g + jump)
            counts[g] -= take
            counts[to] += take
            gained += take * (to - g)
            need -= take
            if need <= 0:
                break
        if need >= 1.0:
            break
        if jump == 2:
            grass -= 1
    return gained, made


def _outlook(
    counts: list[float], titles: int, now_slots: int, later_slots: int, cultivations: int, grass: int, royals: int
) -> tuple[float, float, int]:
    """Expected track steps, the grades this round's cultivations add and the royals they make
    (``counts`` is not changed). A royal's own reward step is certain once made."""
    steps = _steps(counts, titles, now_slots, later_slots)
    if not cultivations:
        return steps, 0.0, 0
    grown_counts = counts[:]
    grown, made = _cultivate(grown_counts, cultivations, grass, royals)
    if grown:
        after = _steps(grown_counts, titles, now_slots, later_slots) + made * (D.ROYAL_REWARD + ROYAL_TITLE)
        steps += CULTIVATE_ODDS * (after - steps)
    return steps, grown, made


def potential(s: CuzhiState, seat: int) -> float:
    """Points the seat's holdings and placed heads are likely to add before the end."""
    later = D.ROUNDS - s.round if s.stage in ("dispatch", "resolve") else 0
    now_tributes = 0
    extra = 0.0
    cultivations = 0
    draws = 0
    trades = 0
    for i in _pending(s, seat):
        _, area, actions, _ = _SPACES[i]
        extra += _SPACE_REWARD[i]
        if area == 4:
            now_tributes += 1
        elif area == 3:
            cultivations += actions
        elif area == 1:
            draws += actions
        elif area == 2:
            trades += actions
        else:
            extra += BUSTLE
    # the space resolving now: what its frames still offer (its reward is already paid)
    for f in s.stack:
        kind = f[0]
        if kind not in _WORK or f[1] != seat:
            continue
        if kind == "draw":
            draws += f[2]
        elif kind == "trade":
            trades += f[2]
        elif kind == "cult":
            cultivations += f[2]
        elif kind == "tribute":
            now_tributes += 1
        elif kind == "bust":
            extra += BUSTLE
    # crickets, best first, against the tribute actions left
    base = seat * 5
    counts: list[float] = s.crick[base : base + 5]  # type: ignore[assignment]
    if draws:  # this round's draws come before cultivation and tribute
        extra += DRAW * draws
        counts[0] += DRAW_CRICKETS * draws
    extra += TRADE * trades
    titles = 0
    for o in s.title_owner:
        if o == seat:
            titles += 1
    now_slots = PER_TRIBUTE * now_tributes
    later_slots = int(PER_TRIBUTE * LATER_TRIBUTES * later)
    v, r = s.virtue[seat], s.rep[seat]
    grass = s.grass[seat]
    coins = s.coins[seat]
    royals = min(coins // D.ROYAL_COINS, s.jars[seat] // D.ROYAL_JARS) if cultivations else 0
    steps, grown, made = _outlook(counts, titles, now_slots, later_slots, cultivations, grass, royals)
    track = _balanced(v, r, steps)
    # market crickets this round's trades can buy (the wild ones left after Area 1 join them)
    buy = min(trades, coins // BUY_PRICE, s.market + s.wild // 2) if now_slots + later_slots else 0
    if buy > 0:
        more = counts[:]
        more[0] += buy
        steps_b, grown_b, made_b = _outlook(more, titles, now_slots, later_slots, cultivations, grass, royals)
        track_b = _balanced(v, r, steps_b) - buy * (BUY_PRICE - 1) / D.COINS_PER_POINT
        if track_b > track:
            track, grown, made, counts = track_b, grown_b, made_b, more
    # grades add to the crickets' resource value; a royal costs coins and a jar
    extra += CULTIVATE_ODDS * (grown - made * _ROYAL_COST) / D.COINS_PER_POINT
    has_crickets = titles or sum(counts) >= 1.0
    yamen = s.yamen_count(seat)
    if now_tributes and has_crickets and yamen < _YAMEN_IN_PLAY[s.n]:
        extra += NEW_YAMEN * NOW_ODDS
    if later:
        income = yamen * D.STIPEND
        for k in s.owned[seat]:
            income += _INCOME[k]
        extra += income * later / D.COINS_PER_POINT + SOUND * s.sounds[seat]
    heads = s.heads[seat] + s.hired_next[seat]
    if s.stage == "dispatch":
        extra += UNPLACED * s.to_place[seat]
    return track - v * r + extra + HEAD_ROUND * heads * later


def evaluate(s: CuzhiState, seat: int) -> float:
    """Win chance in [0, 1] from the projected margin over the best other seat; a finished game
    scores 1 for a win, 0 for a loss and 0.5 for a shared win."""
    return evaluate_all(s)[seat]


def evaluate_all(s: CuzhiState) -> list[float]:
    """:func:`evaluate` for every seat at once (the searches score all seats of each state)."""
    if s.stage == "over":
        won = winner(s).winners
        share = 1.0 if len(won) == 1 else 0.5
        return [share if i in won else 0.0 for i in range(s.n)]
    # the score counts whole points of resources (1 per 4 coins); the remainder still matters
    totals = [
        score_total(s, i) + (resource_coins(s, i, s.coins[i]) % D.COINS_PER_POINT) / D.COINS_PER_POINT + potential(s, i)
        for i in range(s.n)
    ]
    later = D.ROUNDS - s.round if s.stage in ("dispatch", "resolve") else 0
    scale = SCALE[later]
    out = []
    for seat, mine in enumerate(totals):
        best_other = max(t for i, t in enumerate(totals) if i != seat)
        x = (mine - best_other) / scale
        out.append(1.0 if x > 30.0 else 0.0 if x < -30.0 else 1.0 / (1.0 + math.exp(-x)))
    return out
