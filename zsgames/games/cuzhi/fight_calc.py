"""Read-only values of a tribute fight (``state.fight``, side 0 = challenger, 1 = defender): the seat
and cricket on each side, its die and title skill, grass bonuses, roll totals, and who bets next.

Nothing here changes the state; :mod:`fight_resolve` and :mod:`fight_options` build on these.
"""

from __future__ import annotations

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import F_EXCITE_BOOST, CuzhiState, Fight


def owner(f: Fight, side: int) -> int:
    return f.chal if side == 0 else f.defn


def code_of(f: Fight, side: int) -> int:
    return f.cfighter if side == 0 else f.dfighter


def skill(f: Fight, side: int) -> str:
    code = code_of(f, side)
    return D.TITLE_SKILL[code - D.TITLE_CODE] if code >= D.TITLE_CODE else ""


def title_param(f: Fight, side: int, key: str) -> int:
    code = code_of(f, side)
    return D.TITLES[code - D.TITLE_CODE]["params"][key]


def die_for(cfighter: int, dfighter: int, side: int) -> int:
    code = cfighter if side == 0 else dfighter
    if code >= D.TITLE_CODE:
        if side == 1 and cfighter >= D.TITLE_CODE:
            return D.TITLE_VS_TITLE_DEFENDER_DIE
        return D.TITLE_DIE
    return D.GRADE_DIE[code]


def grass_bonus(s: CuzhiState, f: Fight, side: int) -> int:
    if skill(f, side) == "extra_step":
        return 0  # 拖肚黄 cannot use grass
    code = code_of(f, side)
    bonus = D.TITLE_GRASS if code >= D.TITLE_CODE else D.GRASS_BONUS[code]
    if bonus and skill(f, 1 - side) == "dampen_grass":
        bonus = max(0, bonus - title_param(f, 1 - side, "amount"))
    return bonus


def _card_amount(s: CuzhiState, seat: int, effect: str) -> int:
    return sum(D.CARDS[k]["params"]["amount"] for k in s.owned[seat] if D.CARD_EFFECT[k] == effect)


def excite_at(f: Fight, side: int) -> int:
    return title_param(f, side, "excite_at") if skill(f, side) == "early_excite" else D.EXCITE_AT


def total(s: CuzhiState, f: Fight, side: int, exciting: bool) -> int:
    """The roll plus its bonuses (grass, cards, title), capped at 12."""
    value = f.roll[side]
    seat = owner(f, side)
    if exciting:
        value += _card_amount(s, seat, "excite_bonus")
        if skill(f, side) == "excite_bonus":
            value += title_param(f, side, "amount")
    else:
        value += _card_amount(s, seat, "fight_bonus")
    if f.grass_used[side]:
        value += grass_bonus(s, f, side)
    return min(D.ROLL_CAP, value)


def can_grass(s: CuzhiState, f: Fight, side: int) -> bool:
    exciting = f.step == F_EXCITE_BOOST or not f.excited[side]
    return (
        not f.grass_used[side]
        and grass_bonus(s, f, side) > 0
        and s.grass[owner(f, side)] > 0
        and total(s, f, side, exciting) < D.ROLL_CAP
    )


def can_reroll(f: Fight, side: int) -> bool:
    return f.rerolls[side] > 0 and not f.grass_used[side]


def next_bettor(s: CuzhiState, f: Fight, after: int) -> int:
    """The next seat (clockwise from ``after``) that may bet, or -1."""
    seat = after
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if seat == f.chal:
            return -1
        if seat != f.defn and s.coins[seat] >= D.BET_STAKE:
            return seat
    return -1
