"""What each action of a tribute fight does to the state: dispatch 派遣, bets 押注, the excitement
兴奋阶段 and fight 斗争阶段 rolls, grass and rerolls, movement and the brave cricket, the winner's
reward, the winning challenger's swap, and settling bets when the fight ends.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text
from zsgames.core.text import YOU
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
from zsgames.games.cuzhi.words import GRADES, coins, to_seat
from zsgames.games.cuzhi.words import seat as seat_word

SIDE = ("challenger", "defender")


def _rolled(name: str, side: int, again: bool, sides: int, value: int) -> Text:
    """ "Blue (challenger) rolls the d6: 4", "You (defender) reroll the d8: 7"."""
    if name == YOU:
        if side == 0:
            if again:
                return Text("You (challenger) reroll the d{sides}: {value}", sides=sides, value=value)
            return Text("You (challenger) roll the d{sides}: {value}", sides=sides, value=value)
        if again:
            return Text("You (defender) reroll the d{sides}: {value}", sides=sides, value=value)
        return Text("You (defender) roll the d{sides}: {value}", sides=sides, value=value)
    if side == 0:
        if again:
            return Text("{name} (challenger) rerolls the d{sides}: {value}", name=name, sides=sides, value=value)
        return Text("{name} (challenger) rolls the d{sides}: {value}", name=name, sides=sides, value=value)
    if again:
        return Text("{name} (defender) rerolls the d{sides}: {value}", name=name, sides=sides, value=value)
    return Text("{name} (defender) rolls the d{sides}: {value}", name=name, sides=sides, value=value)


def _mark_fought(s: CuzhiState, seat: int, code: int) -> None:
    if code >= D.TITLE_CODE:
        s.title_fought = put(s.title_fought, code - D.TITLE_CODE, True)
    else:
        s.fought[seat * 5 + code] += 1


def _roll(s: CuzhiState, f: Fight, side: int, ev: list[Event], again: bool = False) -> None:
    sides = f.dice[side]
    v = roll_die(s, sides)
    f.roll[side] = v
    seat = owner(f, side)
    ev.append(
        Event(
            "roll",
            _rolled(s.name(seat), side, again, sides, v),
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
        name, cricket = s.name(f.chal), cricket_label(f.cfighter)
        said = to_seat(
            name,
            Text("You dispatch 派遣 a {cricket}", cricket=cricket),
            Text("{name} dispatches 派遣 a {cricket}", name=name, cricket=cricket),
        )
        ev.append(Event("dispatch", said, f.chal))
        f.step = F_PICK_D
    elif st == F_PICK_D:
        f.dfighter = a.args[0]
        _mark_fought(s, f.defn, f.dfighter)
        name, cricket = s.name(f.defn), cricket_label(f.dfighter)
        said = to_seat(
            name,
            Text("You answer with a {cricket}", cricket=cricket),
            Text("{name} answers with a {cricket}", name=name, cricket=cricket),
        )
        ev.append(Event("dispatch", said, f.defn))
        f.dice = [die_for(f.cfighter, f.dfighter, 0), die_for(f.cfighter, f.dfighter, 1)]
        for side in (0, 1):
            seat = owner(f, side)
            f.rerolls[side] = (1 if skill(f, side) == "reroll" else 0) + sum(
                D.CARDS[k]["params"]["times"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "reroll"
            )
        f.step = F_BET
        f.bettor = next_bettor(s, f, f.chal)
    elif st == F_BET:
        name = s.name(f.bettor)
        if a.kind == "bet":
            f.bets[f.bettor] = a.args[0]
            if a.args[0] == 0:
                said = to_seat(
                    name,
                    Text("You bet 押注 1 coin on the challenger"),
                    Text("{name} bets 押注 1 coin on the challenger", name=name),
                )
            else:
                said = to_seat(
                    name,
                    Text("You bet 押注 1 coin on the defender"),
                    Text("{name} bets 押注 1 coin on the defender", name=name),
                )
            ev.append(Event("bet", said, f.bettor))
        else:
            said = to_seat(name, Text("You do not bet"), Text("{name} does not bet", name=name))
            ev.append(Event("bet", said, f.bettor))
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
            _roll(s, f, side, ev, again=True)
            return
        name = s.name(seat)
        if a.kind == "grass":
            s.grass[seat] -= 1
            f.grass_used[side] = True
            bonus = grass_bonus(s, f, side)
            said = to_seat(
                name, Text("You feed grass 草: +{n}", n=bonus), Text("{name} feeds grass 草: +{n}", name=name, n=bonus)
            )
            ev.append(Event("grass", said, seat))
        if a.kind == "accept":
            roll = f.roll[side]
            said = to_seat(
                name,
                Text("You keep the roll of {n}", n=roll),
                Text("{name} keeps the roll of {n}", name=name, n=roll),
            )
            ev.append(Event("roll", said, seat))
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
            name = s.name(f.chal)
            said = to_seat(
                name,
                Text("You stay put in the tribute order"),
                Text("{name} stays put in the tribute order", name=name),
            )
            ev.append(Event("swap", said, f.chal))
        finish(s, f, ev)


def end_excite_boost(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    if f.boost_side == 0:
        f.boost_side = 1
        return
    t = [total(s, f, 0, True), total(s, f, 1, True)]
    e = [t[0] >= excite_at(f, 0), t[1] >= excite_at(f, 1)]
    if not e[0] and not e[1]:
        ev.append(Event("excite", Text("Totals {one} and {two}: neither cricket is excited yet", one=t[0], two=t[1])))
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
            Text("Totals {one} and {two}: the challenger is excited 兴奋 first", one=t[0], two=t[1])
            if first == 0
            else Text("Totals {one} and {two}: the defender is excited 兴奋 first", one=t[0], two=t[1]),
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
        said = (
            Text("The challenger's cricket crosses the centre first: the brave cricket")
            if side == 0
            else Text("The defender's cricket crosses the centre first: the brave cricket")
        )
        ev.append(Event("brave", said, owner(f, side)))
    if f.pos[0] + f.pos[1] >= D.FIGHT_LENGTH:
        f.winner = side
        seat = owner(f, side)
        name, cricket = s.name(seat), cricket_label(code_of(f, side))
        said = to_seat(
            name,
            Text("Your {cricket} wins the fight", cricket=cricket),
            Text("{name}'s {cricket} wins the fight", name=name, cricket=cricket),
        )
        ev.append(Event("win", said, seat))
        f.step = F_REWARD


def move(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    side = f.mover
    seat = owner(f, side)
    name = s.name(seat)
    if not f.excited[side]:
        t = total(s, f, side, True)
        if t >= excite_at(f, side):
            f.excited[side] = True
            said = to_seat(
                name,
                Text("Your cricket is excited 兴奋 ({total}); it moves from its next turn", total=t),
                Text("{name}'s cricket is excited 兴奋 ({total}); it moves from its next turn", name=name, total=t),
            )
            ev.append(Event("excite", said, seat))
            if skill(f, side) == "excite_step":
                _advance(s, f, side, title_param(f, side, "steps"), ev)
        else:
            said = to_seat(
                name,
                Text("Your cricket is still not excited ({total})", total=t),
                Text("{name}'s cricket is still not excited ({total})", name=name, total=t),
            )
            ev.append(Event("excite", said, seat))
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
                _moved(name, t, steps),
                seat,
                data=(("side", side), ("total", t), ("steps", steps)),
            )
        )
        _advance(s, f, side, steps, ev)
    if f.winner < 0:
        f.mover = 1 - side
        f.step = F_ROLL


def _moved(name: str, total: int, steps: int) -> Text:
    """ "Blue's cricket totals 7 and moves 2 steps", "Your cricket totals 2 and stops"."""
    if steps:
        return to_seat(
            name,
            Text(
                "Your cricket totals {total} and moves {n} step",
                plural="Your cricket totals {total} and moves {n} steps",
                total=total,
                n=steps,
            ),
            Text(
                "{name}'s cricket totals {total} and moves {n} step",
                plural="{name}'s cricket totals {total} and moves {n} steps",
                name=name,
                total=total,
                n=steps,
            ),
        )
    return to_seat(
        name,
        Text("Your cricket totals {total} and stops", total=total),
        Text("{name}'s cricket totals {total} and stops", name=name, total=total),
    )


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
        name, grade = s.name(seat), GRADES[g + 1]
        said = to_seat(
            name,
            Text("Your winner rises to {grade}", grade=grade),
            Text("{name}'s winner rises to {grade}", name=name, grade=grade),
        )
        ev.append(Event("reward", said, seat))
        if g + 1 == D.ROYAL:
            make_royal(s, seat, ev, title=False)
    else:
        s.coins[seat] += D.WIN_COINS
        name, won = s.name(seat), coins(D.WIN_COINS)
        said = to_seat(name, Text("You take {coins}", coins=won), Text("{name} takes {coins}", name=name, coins=won))
        ev.append(Event("reward", said, seat))
    extra = sum(D.CARDS[k]["params"]["coins"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "challenge_win_coins")
    if skill(f, side) == "win_coins":
        extra += title_param(f, side, "coins")
    if extra:
        s.coins[seat] += extra
        name = s.name(seat)
        said = to_seat(
            name,
            Text(
                "You gain {n} more coin for the win (cards/title)",
                plural="You gain {n} more coins for the win (cards/title)",
                n=extra,
            ),
            Text(
                "{name} gains {n} more coin for the win (cards/title)",
                plural="{name} gains {n} more coins for the win (cards/title)",
                name=name,
                n=extra,
            ),
        )
        ev.append(Event("gain", said, seat))
    if f.step < 0:
        finish(s, f, ev)


def swap(s: CuzhiState, arrow: int, ev: list[Event]) -> None:
    lower, upper = D.ARROWS[arrow]
    s.occ[lower], s.occ[upper] = s.occ[upper], s.occ[lower]
    said = Text(
        "{one} and {two} swap tribute order", one=seat_word(s.name(s.occ[upper])), two=seat_word(s.name(s.occ[lower]))
    )
    ev.append(Event("swap", said, s.occ[upper]))


def finish(s: CuzhiState, f: Fight, ev: list[Event]) -> None:
    if f.brave >= 0:
        seat = owner(f, f.brave)
        amount = title_param(f, f.brave, "reputation") if skill(f, f.brave) == "brave_double" else D.BRAVE_REP
        gain_track(s, seat, "R", amount, ev, Text("brave cricket"))
    for seat, b in enumerate(f.bets):
        if b < 0:
            continue
        if b == f.winner:
            win = max(
                [D.BET_WIN] + [D.CARDS[k]["params"]["coins"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "bet_payout"]
            )
            s.coins[seat] += win
            name = s.name(seat)
            said = to_seat(
                name,
                Text("Your bet wins {coins}", coins=coins(win)),
                Text("{name}'s bet wins {coins}", name=name, coins=coins(win)),
            )
            ev.append(Event("bet", said, seat))
        else:
            s.coins[seat] -= D.BET_STAKE
            taker = owner(f, f.winner)
            if has_card(s, taker, "take_lost_bets"):
                s.coins[taker] += D.BET_STAKE
            name = s.name(seat)
            ev.append(
                Event("bet", to_seat(name, Text("Your bet is lost"), Text("{name}'s bet is lost", name=name)), seat)
            )
    s.fight = None
    # the fight frame sits under any V/R question a royal reward pushed
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][0] == "fight":
            del s.stack[i]
            break
