"""What each action of a tribute fight does to the state: dispatch 派遣, bets 押注, the excitement
兴奋阶段 and fight 斗争阶段 rolls, grass and rerolls, movement and the brave cricket, the winner's
reward, the winning challenger's swap, and settling bets when the fight ends.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.text import YOU, possessive, subject
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.area3 import make_royal
from zsgames.games.cuzhi.common import cricket_label, gain_track, has_card, roll_die, upgrade_cricket
from zsgames.games.cuzhi.fight_calc import (
    code_of,
    die_for,
    excite_at,
    grass_bonus,
    next_bettor,
    owner,
    skill,
    title_param,
    total,
)
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
    Frame,
    put,
)
from zsgames.games.cuzhi.words import count

SIDE = ("challenger", "defender")


def _mark_fought(s: CuzhiState, seat: int, code: int) -> None:
    if code >= D.TITLE_CODE:
        s.title_fought = put(s.title_fought, code - D.TITLE_CODE, True)
    else:
        s.fought[seat * 5 + code] += 1


def _roll(s: CuzhiState, f: Fight, side: int, ev: list[Event], word: str = "rolls") -> None:
    sides = f.dice[side]
    v = roll_die(s, sides)
    f.roll[side] = v
    seat = owner(f, side)
    if s.name(seat) == YOU:
        word = word.removesuffix("s")  # "You (challenger) roll the d6"
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
        dispatches = subject(s.name(f.chal), "dispatches", "dispatch")
        ev.append(Event("dispatch", f"{dispatches} 派遣 a {cricket_label(f.cfighter)}", f.chal))
        f.step = F_PICK_D
    elif st == F_PICK_D:
        f.dfighter = a.args[0]
        _mark_fought(s, f.defn, f.dfighter)
        answers = subject(s.name(f.defn), "answers", "answer")
        ev.append(Event("dispatch", f"{answers} with a {cricket_label(f.dfighter)}", f.defn))
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
            ev.append(
                Event(
                    "bet", f"{subject(s.name(f.bettor), 'bets', 'bet')} 押注 1 coin on the {SIDE[a.args[0]]}", f.bettor
                )
            )
        else:
            ev.append(Event("bet", f"{subject(s.name(f.bettor), 'does', 'do')} not bet", f.bettor))
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
            ev.append(
                Event("grass", f"{subject(s.name(seat), 'feeds', 'feed')} grass 草: +{grass_bonus(s, f, side)}", seat)
            )
        if a.kind == "accept":
            ev.append(Event("roll", f"{subject(s.name(seat), 'keeps', 'keep')} the roll of {f.roll[side]}", seat))
        if st == F_EXCITE_BOOST:
            end_excite_boost(s, f, ev)
        else:
            move(s, f, ev)
    elif st == F_REWARD:
        reward(s, f, a.args[0], ev)
    else:
        if a.kind == "swap":
            swap(s, f.arrow, ev)
        elif a.kind == "stay":
            ev.append(Event("swap", f"{subject(s.name(f.chal), 'stays', 'stay')} put in the tribute order", f.chal))
        finish(s, f, ev)


def end_excite_boost(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
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
            _advance(s, f, side, title_param(f, side, "steps"), ev)


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
        ev.append(Event("win", f"{possessive(s.name(seat))} {cricket_label(code_of(f, side))} wins the fight", seat))
        f.step = F_REWARD


def move(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    side = f.mover
    seat = owner(f, side)
    if not f.excited[side]:
        t = total(s, f, side, True)
        if t >= excite_at(f, side):
            f.excited[side] = True
            whose = possessive(s.name(seat))
            ev.append(Event("excite", f"{whose} cricket is excited 兴奋 ({t}); it moves from its next turn", seat))
            if skill(f, side) == "excite_step":
                _advance(s, f, side, title_param(f, side, "steps"), ev)
        else:
            ev.append(Event("excite", f"{possessive(s.name(seat))} cricket is still not excited ({t})", seat))
    else:
        t = total(s, f, side, False)
        steps = D.STEPS[t]
        if steps == 0 and skill(f, side) == "no_stop":
            steps = title_param(f, side, "steps")
        elif steps > 0 and skill(f, side) == "extra_step":
            steps += title_param(f, side, "steps")
        ev.append(
            Event(
                "move",
                f"{possessive(s.name(seat))} cricket totals {t} and moves {count(steps, 'step')}"
                if steps
                else f"{possessive(s.name(seat))} cricket totals {t} and stops",
                seat,
                data=(("side", side), ("total", t), ("steps", steps)),
            )
        )
        _advance(s, f, side, steps, ev)
    if f.winner < 0:
        f.mover = 1 - side
        f.step = F_ROLL


def reward(s: CuzhiState, f: Fight, choice: str, ev: list[Event]) -> None:
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
        ev.append(Event("reward", f"{possessive(s.name(seat))} winner rises to {D.GRADE_NAMES[g + 1]}", seat))
        if g + 1 == D.ROYAL:
            make_royal(s, seat, ev, title=False)
    else:
        s.coins[seat] += D.WIN_COINS
        ev.append(Event("reward", f"{subject(s.name(seat), 'takes', 'take')} {count(D.WIN_COINS, 'coin')}", seat))
    extra = sum(D.CARDS[k]["params"]["coins"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "challenge_win_coins")
    if skill(f, side) == "win_coins":
        extra += title_param(f, side, "coins")
    if extra:
        s.coins[seat] += extra
        gains = subject(s.name(seat), "gains", "gain")
        ev.append(Event("gain", f"{gains} {count(extra, 'more coin')} for the win (cards/title)", seat))
    if f.step < 0:
        finish(s, f, ev)


def swap(s: CuzhiState, arrow: int, ev: list[Event]) -> None:
    lower, upper = D.ARROWS[arrow]
    s.occ[lower], s.occ[upper] = s.occ[upper], s.occ[lower]
    ev.append(Event("swap", f"{s.name(s.occ[upper])} and {s.name(s.occ[lower])} swap tribute order", s.occ[upper]))


def finish(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    if f.brave >= 0:
        seat = owner(f, f.brave)
        amount = title_param(f, f.brave, "reputation") if skill(f, f.brave) == "brave_double" else D.BRAVE_REP
        gain_track(s, seat, "R", amount, ev, "brave cricket")
    for seat, b in enumerate(f.bets):
        if b < 0:
            continue
        if b == f.winner:
            win = max(
                [D.BET_WIN] + [D.CARDS[k]["params"]["coins"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "bet_payout"]
            )
            s.coins[seat] += win
            ev.append(Event("bet", f"{possessive(s.name(seat))} bet wins {count(win, 'coin')}", seat))
        else:
            s.coins[seat] -= D.BET_STAKE
            taker = owner(f, f.winner)
            if has_card(s, taker, "take_lost_bets"):
                s.coins[taker] += D.BET_STAKE
            ev.append(Event("bet", f"{possessive(s.name(seat))} bet is lost", seat))
    s.fight = None
    # the fight frame sits under any V/R question a royal reward pushed
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][0] == "fight":
            del s.stack[i]
            break
