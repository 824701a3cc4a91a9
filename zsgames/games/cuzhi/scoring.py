"""End-game scoring 终局计分: end-game cards, Virtue × Reputation with track lanterns, yamen
lanterns, and resources converted to coins (1 point per 4). Live: as if the game ended now.
"""

from __future__ import annotations

from zsgames.core.game import Outcome, Score
from zsgames.core.i18n import N_
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import clamp_track
from zsgames.games.cuzhi.state import CuzhiState

#: the score lines' names: keys of the score (saved in English), shown through ``_(name, context="score line")``
LINES = (
    N_("End-game cards 终局卡", context="score line"),
    N_("Virtue × Reputation 德×望 + track lanterns", context="score line"),
    N_("Yamen lanterns 衙门灯笼", context="score line"),
    N_("Resources 资源 (1 per 4 coins)", context="score line"),
)


_LANTERN = D.LANTERN_BONUS
_GRASS, _JAR, _COIN, _SOUND = (D.RESOURCE_VALUES[k] for k in ("grass", "jar", "coin", "sound"))
_G0, _G1, _G2, _G3, _G4 = D.GRADE_VALUE
_YAMEN_LANTERNS = tuple(y["lanterns"] for y in D.YAMEN)
_NO_TIERS = ((0, 0),)  # no 郑和 card: nothing to pay


def vr_points(v: int, r: int) -> int:
    return v * r + _LANTERN.get(v, 0) + _LANTERN.get(r, 0)


def yamen_points(s: CuzhiState, seat: int) -> int:
    total = 0
    for y, lan in enumerate(s.lantern):
        if seat in lan:
            total += _YAMEN_LANTERNS[y][lan.index(seat)]
    return total


def resource_coins(s: CuzhiState, seat: int, coins: int) -> int:
    """Grass 1, jar 2, crickets by grade (title = royal), leftover coins 1 each; Sounds and cards 0 (D15)."""
    total = s.grass[seat] * _GRASS + s.jars[seat] * _JAR + coins * _COIN + s.sounds[seat] * _SOUND
    base = seat * 5
    c0, c1, c2, c3, c4 = s.crick[base : base + 5]
    total += c0 * _G0 + c1 * _G1 + c2 * _G2 + c3 * _G3 + c4 * _G4
    for o in s.title_owner:
        if o == seat:
            total += _G4  # a title cricket counts as royal
    return total


def _fixed_end_gains(s: CuzhiState, seat: int) -> tuple[int, int]:
    """Virtue and Reputation from game-end cards other than 郑和."""
    dv = dr = 0
    owned = s.owned[seat]
    if not owned:
        return 0, 0
    mine = s.yamen_count(seat)
    for k in owned:
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


def _tiers(s: CuzhiState, seat: int) -> list[tuple[int, int]] | tuple[tuple[int, int], ...]:
    for k in s.owned[seat]:
        if D.CARD_EFFECT[k] == "pay_for_virtue":
            tiers = [(0, 0)] + [(c, v) for c, v in D.CARDS[k]["params"]["tiers"]]
            if s.zhenghe[seat] >= 0:
                return [t for t in tiers if t[0] == s.zhenghe[seat]]
            return [t for t in tiers if t[0] <= s.coins[seat]]
    return _NO_TIERS


def _best_lines(s: CuzhiState, seat: int) -> tuple[int, int, int, int]:
    """The four score lines, with the 郑和 payment that gives the most points."""
    v, r = s.virtue[seat], s.rep[seat]
    dv, dr = _fixed_end_gains(s, seat)
    base = vr_points(v, r)
    lanterns = yamen_points(s, seat)
    best: tuple[int, int, int, int] | None = None
    for paid, gv in _tiers(s, seat):
        cards = vr_points(clamp_track(v + dv + gv), clamp_track(r + dr)) - base
        res = resource_coins(s, seat, s.coins[seat] - paid) // D.COINS_PER_POINT
        lines = (cards, base, lanterns, res)
        if best is None or sum(lines) > sum(best):
            best = lines
    assert best is not None
    return best


def score_seat(s: CuzhiState, seat: int) -> Score:
    best = _best_lines(s, seat)
    return Score(seat, tuple(zip(LINES, best, strict=True)), sum(best))


def score_total(s: CuzhiState, seat: int) -> int:
    """``score_seat(s, seat).total`` without building the score lines (bots ask for it all the time)."""
    return sum(_best_lines(s, seat))


def scores(s: CuzhiState) -> list[Score]:
    return [score_seat(s, seat) for seat in range(s.n)]


def winner(s: CuzhiState) -> Outcome:
    totals = [score_total(s, seat) for seat in range(s.n)]
    best = max(totals)
    won = tuple(i for i, t in enumerate(totals) if t == best)
    return Outcome(won, N_("most points") if len(won) == 1 else N_("most points; equal totals share the win"))
