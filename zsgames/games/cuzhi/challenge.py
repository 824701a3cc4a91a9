"""Area 4 tribute challenges: dispatch 派遣, betting 押注, excitement 兴奋阶段, fight 斗争阶段, rewards.

Frames: ``("challenge", seat, arrow)`` asks the lower head whether to challenge; ``("fight", 0)``
runs the fight kept in ``state.fight`` (side 0 = challenger, 1 = defender).
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.area3 import make_royal
from zsgames.games.cuzhi.common import (
    can_make_royal,
    cricket_label,
    fighters,
    gain_track,
    has_card,
    roll_die,
    upgrade_cricket,
)
from zsgames.games.cuzhi.frames import Frame, Handler, register
from zsgames.games.cuzhi.state import (
    F_BET,
    F_BOOST,
    F_EXCITE,
    F_EXCITE_BOOST,
    F_PICK_C,
    F_PICK_D,
    F_REWARD,
    F_ROLL,
    F_SWAP,
    CuzhiState,
    Fight,
    put,
)

SIDE = ("challenger", "defender")


def owner(f: Fight, side: int) -> int:
    return f.chal if side == 0 else f.defn


def code_of(f: Fight, side: int) -> int:
    return f.cfighter if side == 0 else f.dfighter


def grade_of(code: int) -> int:
    return D.ROYAL if code >= D.TITLE_CODE else code


def skill(f: Fight, side: int) -> str:
    code = code_of(f, side)
    return D.TITLE_SKILL[code - D.TITLE_CODE] if code >= D.TITLE_CODE else ""


def _title_param(f: Fight, side: int, key: str) -> int:
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
        bonus = max(0, bonus - _title_param(f, 1 - side, "amount"))
    return bonus


def _card_amount(s: CuzhiState, seat: int, effect: str) -> int:
    return sum(D.CARDS[k]["params"]["amount"] for k in s.owned[seat] if D.CARD_EFFECT[k] == effect)


def excite_at(f: Fight, side: int) -> int:
    return _title_param(f, side, "excite_at") if skill(f, side) == "early_excite" else D.EXCITE_AT


def total(s: CuzhiState, f: Fight, side: int, exciting: bool) -> int:
    """The roll plus its bonuses (grass, cards, title), capped at 12."""
    value = f.roll[side]
    seat = owner(f, side)
    if exciting:
        value += _card_amount(s, seat, "excite_bonus")
        if skill(f, side) == "excite_bonus":
            value += _title_param(f, side, "amount")
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


def decider(s: CuzhiState, frame: Frame) -> int:
    f = s.fight
    assert f is not None
    st = f.step
    if st in (F_PICK_C, F_EXCITE, F_SWAP):
        return f.chal
    if st == F_PICK_D:
        return f.defn
    if st == F_BET:
        return f.bettor
    if st == F_EXCITE_BOOST:
        return owner(f, f.boost_side)
    if st in (F_ROLL, F_BOOST):
        return owner(f, f.mover)
    return owner(f, f.winner)


def _mark_fought(s: CuzhiState, seat: int, code: int) -> None:
    if code >= D.TITLE_CODE:
        s.title_fought = put(s.title_fought, code - D.TITLE_CODE, True)
    else:
        s.fought[seat * 5 + code] += 1


def _boost_options(s: CuzhiState, f: Fight, side: int) -> list[Action]:
    seat = owner(f, side)
    out = []
    if can_grass(s, f, side):
        out.append(Action(seat, "grass", (), f"Feed grass 草 (+{grass_bonus(s, f, side)})"))
    if can_reroll(f, side):
        out.append(Action(seat, "reroll", (), "Reroll the die"))
    if out:
        out.append(Action(seat, "accept", (), f"Keep the roll {f.roll[side]}"))
    return out


def options(s: CuzhiState, frame: Frame) -> list[Action]:
    f = s.fight
    assert f is not None
    st = f.step
    if st in (F_PICK_C, F_PICK_D):
        seat = f.chal if st == F_PICK_C else f.defn
        return [Action(seat, "fighter", (c,), f"Send your {cricket_label(c)}") for c in fighters(s, seat)]
    if st == F_BET:
        b = f.bettor
        return [
            Action(b, "bet", (0,), f"Bet 1 coin on the challenger ({s.name(f.chal)})"),
            Action(b, "bet", (1,), f"Bet 1 coin on the defender ({s.name(f.defn)})"),
            Action(b, "no_bet", (), "Do not bet"),
        ]
    if st == F_EXCITE:
        return [Action(f.chal, "roll", (), f"Roll both dice (d{f.dice[0]} and d{f.dice[1]}) for excitement")]
    if st == F_ROLL:
        return [Action(owner(f, f.mover), "roll", (), f"Roll the d{f.dice[f.mover]}")]
    if st == F_EXCITE_BOOST:
        return _boost_options(s, f, f.boost_side)
    if st == F_BOOST:
        return _boost_options(s, f, f.mover)
    if st == F_REWARD:
        return _reward_options(s, f)
    return [
        Action(f.chal, "swap", (), "Swap places (move up in tribute order)"),
        Action(f.chal, "stay", (), "Stay put"),
    ]


def _reward_options(s: CuzhiState, f: Fight) -> list[Action]:
    seat = owner(f, f.winner)
    code = code_of(f, f.winner)
    out = []
    if code < D.ROYAL and (code + 1 < D.ROYAL or can_make_royal(s, seat)):
        out.append(Action(seat, "reward", ("grade",), f"Raise the winner to {D.GRADE_NAMES[code + 1]}"))
    out.append(Action(seat, "reward", ("coins",), f"Take {D.WIN_COINS} coins"))
    return out


def auto(s: CuzhiState, frame: Frame, ev: list[Event]) -> bool:
    f = s.fight
    assert f is not None
    st = f.step
    if st == F_BET and f.bettor < 0:
        f.step = F_EXCITE
        return True
    if st == F_EXCITE_BOOST and not _boost_options(s, f, f.boost_side):
        _end_excite_boost(s, f, ev)
        return True
    if st == F_BOOST and not _boost_options(s, f, f.mover):
        _move(s, f, ev)
        return True
    if st == F_REWARD and len(_reward_options(s, f)) == 1:
        _reward(s, f, "coins", ev)
        return True
    return False


def _roll(s: CuzhiState, f: Fight, side: int, ev: list[Event], word: str = "rolls") -> None:
    sides = f.dice[side]
    v = roll_die(s, sides)
    f.roll[side] = v
    seat = owner(f, side)
    ev.append(
        Event(
            "roll",
            f"{s.name(seat)} ({SIDE[side]}) {word} the d{sides}: {v}",
            seat,
            chance=True,
            data=(("side", side), ("sides", sides), ("value", v)),
        )
    )


def act(s: CuzhiState, frame: Frame, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    st = f.step
    if st == F_PICK_C:
        f.cfighter = a.args[0]
        _mark_fought(s, f.chal, f.cfighter)
        ev.append(Event("dispatch", f"{s.name(f.chal)} dispatches 派遣 a {cricket_label(f.cfighter)}", f.chal))
        f.step = F_PICK_D
    elif st == F_PICK_D:
        f.dfighter = a.args[0]
        _mark_fought(s, f.defn, f.dfighter)
        ev.append(Event("dispatch", f"{s.name(f.defn)} answers with a {cricket_label(f.dfighter)}", f.defn))
        f.dice = [die_for(f.cfighter, f.dfighter, 0), die_for(f.cfighter, f.dfighter, 1)]
        for side in (0, 1):
            seat = owner(f, side)
            f.rerolls[side] = (1 if skill(f, side) == "reroll" else 0) + sum(
                D.CARDS[k]["params"]["times"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "reroll"
            )
        f.step = F_BET
        f.bettor = next_bettor(s, f, f.chal)
    elif st == F_BET:
        if a.kind == "bet":
            f.bets[f.bettor] = a.args[0]
            ev.append(Event("bet", f"{s.name(f.bettor)} bets 押注 1 coin on the {SIDE[a.args[0]]}", f.bettor))
        f.bettor = next_bettor(s, f, f.bettor)
    elif st == F_EXCITE:
        f.grass_used = [False, False]
        _roll(s, f, 0, ev)
        _roll(s, f, 1, ev)
        f.step = F_EXCITE_BOOST
        f.boost_side = 0
    elif st == F_ROLL:
        f.grass_used[f.mover] = False
        _roll(s, f, f.mover, ev)
        f.step = F_BOOST
    elif st in (F_EXCITE_BOOST, F_BOOST):
        side = f.boost_side if st == F_EXCITE_BOOST else f.mover
        seat = owner(f, side)
        if a.kind == "reroll":
            f.rerolls[side] -= 1
            _roll(s, f, side, ev, "rerolls")
            return
        if a.kind == "grass":
            s.grass[seat] -= 1
            f.grass_used[side] = True
            ev.append(Event("grass", f"{s.name(seat)} feeds grass 草: +{grass_bonus(s, f, side)}", seat))
        if st == F_EXCITE_BOOST:
            _end_excite_boost(s, f, ev)
        else:
            _move(s, f, ev)
    elif st == F_REWARD:
        _reward(s, f, a.args[0], ev)
    else:
        if a.kind == "swap":
            _swap(s, f.arrow, ev)
        _finish(s, f, ev)


def _end_excite_boost(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    if f.boost_side == 0:
        f.boost_side = 1
        return
    t = [total(s, f, 0, True), total(s, f, 1, True)]
    e = [t[0] >= excite_at(f, 0), t[1] >= excite_at(f, 1)]
    if not e[0] and not e[1]:
        ev.append(Event("excite", f"Totals {t[0]} and {t[1]}: neither cricket is excited yet"))
        f.step = F_EXCITE
        return
    if e[0] and e[1]:
        if t[0] != t[1]:
            first = 0 if t[0] > t[1] else 1
        else:
            first = 0 if skill(f, 0) == "tie_win" and skill(f, 1) != "tie_win" else 1
    else:
        first = 0 if e[0] else 1
    f.excited = e
    f.mover = first
    ev.append(
        Event(
            "excite",
            f"Totals {t[0]} and {t[1]}: the {SIDE[first]} is excited 兴奋 first",
            owner(f, first),
            data=(("totals", tuple(t)), ("first", first)),
        )
    )
    f.step = F_ROLL
    for side in (first, 1 - first):
        if e[side] and skill(f, side) == "excite_step" and f.winner < 0:
            _advance(s, f, side, _title_param(f, side, "steps"), ev)


def _advance(s: CuzhiState, f: Fight, side: int, steps: int, ev: list[Event]) -> None:
    f.pos[side] += steps
    if f.brave < 0 and f.pos[side] >= D.FIGHT_CENTRE:
        f.brave = side
        ev.append(
            Event("brave", f"The {SIDE[side]}'s cricket crosses the centre first: the brave cricket", owner(f, side))
        )
    if f.pos[0] + f.pos[1] >= D.FIGHT_LENGTH:
        f.winner = side
        seat = owner(f, side)
        ev.append(Event("win", f"{s.name(seat)}'s {cricket_label(code_of(f, side))} wins the fight", seat))
        f.step = F_REWARD


def _move(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    side = f.mover
    seat = owner(f, side)
    if not f.excited[side]:
        t = total(s, f, side, True)
        if t >= excite_at(f, side):
            f.excited[side] = True
            ev.append(
                Event("excite", f"{s.name(seat)}'s cricket is excited 兴奋 ({t}); it moves from its next turn", seat)
            )
            if skill(f, side) == "excite_step":
                _advance(s, f, side, _title_param(f, side, "steps"), ev)
        else:
            ev.append(Event("excite", f"{s.name(seat)}'s cricket is still not excited ({t})", seat))
    else:
        t = total(s, f, side, False)
        steps = D.STEPS[t]
        if steps == 0 and skill(f, side) == "no_stop":
            steps = _title_param(f, side, "steps")
        elif steps > 0 and skill(f, side) == "extra_step":
            steps += _title_param(f, side, "steps")
        ev.append(
            Event(
                "move",
                f"{s.name(seat)}: total {t} → {steps} step(s)",
                seat,
                data=(("side", side), ("total", t), ("steps", steps)),
            )
        )
        _advance(s, f, side, steps, ev)
    if f.winner < 0:
        f.mover = 1 - side
        f.step = F_ROLL


def _reward(s: CuzhiState, f: Fight, choice: str, ev: list[Event]) -> None:
    side = f.winner
    seat = owner(f, side)
    f.step = F_SWAP if side == 0 else -1
    if choice == "grade":
        g = code_of(f, side)
        upgrade_cricket(s, seat, g, 1, fought=True)
        if side == 0:
            f.cfighter = g + 1
        else:
            f.dfighter = g + 1
        ev.append(Event("reward", f"{s.name(seat)}'s winner rises to {D.GRADE_NAMES[g + 1]}", seat))
        if g + 1 == D.ROYAL:
            make_royal(s, seat, ev, title=False)
    else:
        s.coins[seat] += D.WIN_COINS
        ev.append(Event("reward", f"{s.name(seat)} takes {D.WIN_COINS} coins", seat))
    extra = sum(D.CARDS[k]["params"]["coins"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "challenge_win_coins")
    if skill(f, side) == "win_coins":
        extra += _title_param(f, side, "coins")
    if extra:
        s.coins[seat] += extra
        ev.append(Event("gain", f"{s.name(seat)} gains {extra} more coin(s) for the win (cards/title)", seat))
    if f.step < 0:
        _finish(s, f, ev)


def _swap(s: CuzhiState, arrow: int, ev: list[Event]) -> None:
    lower, upper = D.ARROWS[arrow]
    s.occ[lower], s.occ[upper] = s.occ[upper], s.occ[lower]
    ev.append(Event("swap", f"{s.name(s.occ[upper])} and {s.name(s.occ[lower])} swap tribute order", s.occ[upper]))


def _finish(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    if f.brave >= 0:
        seat = owner(f, f.brave)
        amount = _title_param(f, f.brave, "reputation") if skill(f, f.brave) == "brave_double" else D.BRAVE_REP
        gain_track(s, seat, "R", amount, ev, "brave cricket")
    for seat, b in enumerate(f.bets):
        if b < 0:
            continue
        if b == f.winner:
            win = max(
                [D.BET_WIN] + [D.CARDS[k]["params"]["coins"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "bet_payout"]
            )
            s.coins[seat] += win
            ev.append(Event("bet", f"{s.name(seat)}'s bet wins {win} coins", seat))
        else:
            s.coins[seat] -= D.BET_STAKE
            taker = owner(f, f.winner)
            if has_card(s, taker, "take_lost_bets"):
                s.coins[taker] += D.BET_STAKE
            ev.append(Event("bet", f"{s.name(seat)}'s bet is lost", seat))
    s.fight = None
    # the fight frame sits under any V/R question a royal reward pushed
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][0] == "fight":
            del s.stack[i]
            break


def _challenge_options(s: CuzhiState, frame: Frame) -> list[Action]:
    _, seat, j = frame
    upper = s.occ[D.ARROWS[j][1]]
    return [
        Action(seat, "challenge", (), f"Challenge {s.name(upper)} for the upper space 挑战"),
        Action(seat, "pass", (), "Do not challenge"),
    ]


def _challenge_act(s: CuzhiState, frame: Frame, a: Action, ev: list[Event]) -> None:
    _, seat, j = frame
    s.stack.pop()
    if a.kind == "pass":
        return
    s.challenges += 1
    upper = D.ARROWS[j][1]
    defn = s.occ[upper]
    ev.append(Event("challenge", f"{s.name(seat)} challenges {s.name(defn)} 进贡挑战", seat))
    if not fighters(s, defn):
        ev.append(Event("challenge", f"{s.name(defn)} has no cricket able to fight: the heads simply swap (D13)", defn))
        _swap(s, j, ev)
        return
    f = Fight()
    f.arrow, f.chal, f.defn = j, seat, defn
    f.bets = [-1] * s.n
    s.fight = f
    s.stack.append(("fight", 0))


def _fight_explain(s: CuzhiState, frame: Frame, a: Action) -> str | None:
    f = s.fight
    if f is None:
        return None
    if a.kind == "fighter" and a.args and isinstance(a.args[0], int):
        code = a.args[0]
        seat = f.chal if f.step == F_PICK_C else f.defn
        if code == D.ORDINARY:
            return "ordinary crickets 普通 cannot fight"
        if code in range(1, 5) and s.crick[seat * 5 + code] > 0:
            return "that cricket has already fought this round"
        if code >= D.TITLE_CODE and code - D.TITLE_CODE < len(D.TITLES) and s.title_fought[code - D.TITLE_CODE]:
            return "that cricket has already fought this round"
        return "you have no such cricket"
    if a.kind == "grass":
        side = f.boost_side if f.step == F_EXCITE_BOOST else f.mover
        if skill(f, side) == "extra_step":
            return "拖肚黄 Tuo Du Huang cannot use grass"
        if code_of(f, side) == D.THIRD:
            return "a third-grade cricket 三品 cannot use grass"
        if s.grass[owner(f, side)] <= 0:
            return "you have no grass"
    if a.kind == "bet" and f.step == F_BET and s.coins[a.seat] < D.BET_STAKE:
        return "a bet needs at least 1 coin"
    return None


def _fight_prompt(s: CuzhiState, frame: Frame) -> str:
    f = s.fight
    assert f is not None
    return {
        F_PICK_C: "Dispatch 派遣: choose the challenging cricket",
        F_PICK_D: "Dispatch 派遣: choose the defending cricket",
        F_BET: "Betting 押注: back a side for 1 coin?",
        F_EXCITE: "Excitement 兴奋阶段: roll both dice",
        F_EXCITE_BOOST: "Excitement: feed grass or keep the roll",
        F_ROLL: "Fight 斗争阶段: roll your die",
        F_BOOST: "Fight: feed grass or keep the roll",
        F_REWARD: "Winner: a grade or 2 coins",
        F_SWAP: "Winning challenger: swap places?",
    }.get(f.step, "Fight")


register(
    "challenge",
    Handler(_challenge_options, _challenge_act, prompt=lambda s, f: "Tribute challenge: challenge the head above?"),
)
register("fight", Handler(options, act, auto, _fight_explain, decider, _fight_prompt))
