"""End-game scoring 终局计分: end-game cards, Virtue × Reputation with track lanterns, yamen
lanterns, and resources converted to coins (1 point per 4). Live: as if the game ended now.
"""

from __future__ import annotations

from zsgames.core.game import Outcome, Score
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import clamp_track
from zsgames.games.cuzhi.state import CuzhiState

LINES = (
    "End-game cards 终局卡",
    "Virtue × Reputation 德×望 + track lanterns",
    "Yamen lanterns 衙门灯笼",
    "Resources 资源 (1 per 4 coins)",
)


def vr_points(v: int, r: int) -> int:
    return v * r + D.LANTERN_BONUS.get(v, 0) + D.LANTERN_BONUS.get(r, 0)


def yamen_points(s: CuzhiState, seat: int) -> int:
    return sum(D.YAMEN[y]["lanterns"][lan.index(seat)] for y, lan in enumerate(s.lantern) if seat in lan)


def resource_coins(s: CuzhiState, seat: int, coins: int) -> int:
    """Grass 1, jar 2, crickets by grade (title = royal), leftover coins 1 each; Sounds and cards 0 (D15)."""
    rv = D.RESOURCE_VALUES
    total = s.grass[seat] * rv["grass"] + s.jars[seat] * rv["jar"] + coins * rv["coin"]
    total += s.sounds[seat] * rv["sound"]
    base = seat * 5
    for g in range(5):
        total += s.crick[base + g] * D.GRADE_VALUE[g]
    total += sum(1 for o in s.title_owner if o == seat) * D.GRADE_VALUE[D.ROYAL]
    return total


def _fixed_end_gains(s: CuzhiState, seat: int) -> tuple[int, int]:
    """Virtue and Reputation from game-end cards other than 郑和."""
    dv = dr = 0
    mine = s.yamen_count(seat)
    for k in s.owned[seat]:
        card = D.CARDS[k]
        if card["timing"] != "game_end":
            continue
        p, e = card["params"], card["effect"]
        if e == "yamen_reputation" and mine >= p["yamen"]:
            dr += p["reputation"]
        elif e == "jar_virtue":
            dv += min(p["max"], s.jars[seat] // p["jars_per"])
        elif (e == "title_reputation" and s.title_tributed[seat] > 0) or (
            e == "most_yamen_reputation" and mine > 0 and mine >= max(s.yamen_count(o) for o in range(s.n))
        ):
            dr += p["reputation"]
    return dv, dr


def _tiers(s: CuzhiState, seat: int) -> list[tuple[int, int]]:
    for k in s.owned[seat]:
        if D.CARD_EFFECT[k] == "pay_for_virtue":
            tiers = [(0, 0)] + [(c, v) for c, v in D.CARDS[k]["params"]["tiers"]]
            if s.zhenghe[seat] >= 0:
                return [t for t in tiers if t[0] == s.zhenghe[seat]]
            return [t for t in tiers if t[0] <= s.coins[seat]]
    return [(0, 0)]


def score_seat(s: CuzhiState, seat: int) -> Score:
    v, r = s.virtue[seat], s.rep[seat]
    dv, dr = _fixed_end_gains(s, seat)
    base = vr_points(v, r)
    lanterns = yamen_points(s, seat)
    best: tuple[int, ...] | None = None
    for paid, gv in _tiers(s, seat):
        cards = vr_points(clamp_track(v + dv + gv), clamp_track(r + dr)) - base
        res = resource_coins(s, seat, s.coins[seat] - paid) // D.COINS_PER_POINT
        lines = (cards, base, lanterns, res)
        if best is None or sum(lines) > sum(best):
            best = lines
    assert best is not None
    return Score(seat, tuple(zip(LINES, best, strict=True)), sum(best))


def scores(s: CuzhiState) -> list[Score]:
    return [score_seat(s, seat) for seat in range(s.n)]


def winner(s: CuzhiState) -> Outcome:
    totals = [sc.total for sc in scores(s)]
    best = max(totals)
    won = tuple(i for i, t in enumerate(totals) if t == best)
    return Outcome(won, "most points" if len(won) == 1 else "most points; equal totals share the win (D16)")
