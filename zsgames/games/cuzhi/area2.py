"""Area 2 — Market 市场: grass, jars, crickets on the 9 stalls, and hiring village heads.

Frame ``("trade", seat, left, hired_here)``.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.text import subject
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import add_cricket, gain, jar_buy_price, remove_cricket
from zsgames.games.cuzhi.frames import Kind, action, kind, replace_top
from zsgames.games.cuzhi.state import CuzhiState, Frame, put
from zsgames.games.cuzhi.words import count, reward_text

_GRADE_ARGS = tuple((g,) for g in range(5))
#: per hire space, the values of its label: the cost, its number, what it gives
_HIRE = tuple(
    (count(D.HIRE_COST, "coin"), h + 1, ", ".join(reward_text(hs["reward"], D.GRADE_NAMES, D.GRADE_INDEX)))
    for h, hs in enumerate(D.HIRE_SPACES)
)


def hire_refusal(s: CuzhiState, seat: int, h: int, hired_here: int) -> str | None:
    """Why ``seat`` cannot hire at hire space ``h`` now (None: it can)."""
    if not 0 <= h < len(D.HIRE_SPACES):
        return "there is no such hire space"
    if s.round < D.HIRE_FROM:
        return f"village heads can be hired from round {D.HIRE_FROM}"
    if D.HIRE_SPACES[h]["round"] > s.round:
        return f"this hire space opens in round {D.HIRE_SPACES[h]['round']}"
    if s.hire[h] >= 0:
        return "this hire space has already been used (each hire space serves once a game)"
    if hired_here:
        return "each market space can hire only once"
    if s.heads[seat] + s.hired_next[seat] >= D.MAX_HEADS or s.chairs[seat] <= 0:
        return f"you already have the most village heads ({D.MAX_HEADS})"
    if s.coins[seat] < D.HIRE_COST:
        return f"hiring costs {count(D.HIRE_COST, 'coin')}; you have {s.coins[seat]}"
    return None


def _options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _, seat, left, hired = f
    out: list[Action] = []
    if left > 0:
        coins, grass = s.coins[seat], s.grass[seat]
        for g, c in D.GRASS_TRADES:
            if coins >= c:
                out.append(action(seat, "buy_grass", (g,), "Buy {} grass 草 for {}", g, count(c, "coin")))
            if grass >= g:
                out.append(action(seat, "sell_grass", (g,), "Sell {} grass 草 for {}", g, count(c, "coin")))
        price = jar_buy_price(s, seat)
        if coins >= price:
            out.append(action(seat, "buy_jar", (), "Buy a jar 罐 for {}", count(price, "coin")))
        if s.jars[seat] > 0:
            out.append(action(seat, "sell_jar", (), "Sell a jar 罐 for {}", count(D.JAR_PRICE[s.market], "coin")))
        if s.market > 0 and coins >= D.SLOT_PRICES[s.market - 1]:
            out.append(
                action(
                    seat,
                    "buy_cricket",
                    (),
                    "Buy the rightmost market cricket (普通 ordinary) for {}",
                    count(D.SLOT_PRICES[s.market - 1], "coin"),
                )
            )
        if s.market < D.MARKET_SLOTS:
            base = seat * 5
            for g in range(5):
                if s.crick[base + g] > 0:
                    out.append(
                        action(
                            seat,
                            "sell_cricket",
                            _GRADE_ARGS[g],
                            "Sell a {} cricket for {}",
                            D.GRADE_NAMES[g],
                            count(D.SLOT_PRICES[s.market], "coin"),
                        )
                    )
            for ti, o in enumerate(s.title_owner):  # "Buy or sell one cricket": a title cricket too
                if o == seat:
                    out.append(
                        action(
                            seat,
                            "sell_cricket",
                            (D.TITLE_CODE + ti,),
                            "Sell the title cricket {} for {} (its title card is turned face down)",
                            D.TITLE_NAMES[ti],
                            count(D.SLOT_PRICES[s.market], "coin"),
                        )
                    )
        can_hire = (
            not hired
            and s.round >= D.HIRE_FROM
            and coins >= D.HIRE_COST
            and s.chairs[seat] > 0
            and s.heads[seat] + s.hired_next[seat] < D.MAX_HEADS
        )
        for h in range(len(D.HIRE_SPACES)) if can_hire else ():
            if hire_refusal(s, seat, h, hired) is None:
                out.append(action(seat, "hire", (h,), "Hire a village head for {} at hire space {}: {}", *_HIRE[h]))
    if left == 0:
        out.append(action(seat, "stop", (), "Finish trading"))
    else:
        out.append(action(seat, "stop", (), "Finish trading ({} unused)", count(left, "trade")))
    return out


def _auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if f[2] <= 0:
        s.stack.pop()
        return True
    return False


def _act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    _, seat, left, hired = f
    name = s.name(seat)
    if a.kind == "stop":
        s.stack.pop()
        unused = f" ({count(left, 'trade')} unused)" if left else ""
        ev.append(Event("stop", f"{subject(name, 'finishes', 'finish')} trading{unused}", seat))
        return
    replace_top(s, ("trade", seat, left - 1, 1 if a.kind == "hire" else hired))
    k = a.kind
    if k in ("buy_grass", "sell_grass"):
        g = a.args[0]
        c = dict(D.GRASS_TRADES)[g]
        sign = 1 if k == "buy_grass" else -1
        s.grass[seat] += sign * g
        s.coins[seat] -= sign * c
        trades = subject(name, "buys", "buy") if sign > 0 else subject(name, "sells", "sell")
        ev.append(Event("trade", f"{trades} {g} grass 草 for {count(c, 'coin')}", seat))
    elif k == "buy_jar":
        price = jar_buy_price(s, seat)
        s.coins[seat] -= price
        s.jars[seat] += 1
        ev.append(Event("trade", f"{subject(name, 'buys', 'buy')} a jar 罐 for {count(price, 'coin')}", seat))
    elif k == "sell_jar":
        price = D.JAR_PRICE[s.market]
        s.coins[seat] += price
        s.jars[seat] -= 1
        ev.append(Event("trade", f"{subject(name, 'sells', 'sell')} a jar 罐 for {count(price, 'coin')}", seat))
    elif k == "buy_cricket":
        price = D.SLOT_PRICES[s.market - 1]
        s.market -= 1
        s.coins[seat] -= price
        add_cricket(s, seat, D.ORDINARY)
        text = f"{subject(name, 'buys', 'buy')} an ordinary cricket 普通 for {count(price, 'coin')}"
        ev.append(Event("trade", text, seat, data=(("slot", s.market),)))
    elif k == "sell_cricket":
        g = a.args[0]
        price = D.SLOT_PRICES[s.market]
        if g >= D.TITLE_CODE:
            ti = g - D.TITLE_CODE
            s.title_owner = put(s.title_owner, ti, -1)
            s.title_gone = [*s.title_gone, ti]  # the title stays with its cricket: the card leaves the game
            what = f"the title cricket {D.TITLE_NAMES[ti]}"
            after = "; its title card is turned face down, and the cricket joins the market as ordinary"
        else:
            remove_cricket(s, seat, g)
            what = f"a {D.GRADE_NAMES[g]} cricket"
            after = "; it joins the market as ordinary"
        s.market += 1
        bonus = sum(D.CARDS[c]["params"]["coins"] for c in s.owned[seat] if D.CARD_EFFECT[c] == "sell_bonus")
        s.coins[seat] += price + bonus
        extra = f" (+{bonus} {D.CARD_NAMES[D.CARD_BY_EFFECT['sell_bonus'][0]]})" if bonus else ""
        ev.append(
            Event(
                "trade",
                f"{subject(name, 'sells', 'sell')} {what} for {count(price, 'coin')}{extra}{after}",
                seat,
                data=(("slot", s.market - 1),),
            )
        )
    elif k == "hire":
        h = a.args[0]
        s.coins[seat] -= D.HIRE_COST
        s.hire = put(s.hire, h, seat)
        s.chairs = put(s.chairs, seat, s.chairs[seat] - 1)
        s.hired_next = put(s.hired_next, seat, s.hired_next[seat] + 1)
        ev.append(Event("hire", f"{subject(name, 'hires', 'hire')} a village head (joins next round)", seat))
        gain(s, seat, D.HIRE_SPACES[h]["reward"], ev, "hire space")


def _explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    _, seat, left, hired = f
    if a.kind != "stop" and left <= 0:
        return "this market space has no trades left"
    if a.kind == "hire" and a.args and isinstance(a.args[0], int):
        return hire_refusal(s, seat, a.args[0], hired)
    if a.kind == "buy_cricket" and s.market == 0:
        return "the market has no cricket to buy"
    if a.kind == "sell_cricket" and s.market >= D.MARKET_SLOTS:
        return "the market stalls are full"
    if a.kind == "buy_jar":
        return f"a jar costs {count(jar_buy_price(s, seat), 'coin')}; you have {s.coins[seat]}"
    if a.kind == "buy_cricket":
        return (
            f"the rightmost market cricket costs {count(D.SLOT_PRICES[s.market - 1], 'coin')}; you have {s.coins[seat]}"
        )
    if a.kind == "sell_jar":
        return "you have no jar to sell"
    if a.kind in ("buy_grass", "sell_grass") and len(a.args) == 1:
        prices = dict(D.GRASS_TRADES)
        g = a.args[0]
        if g not in prices:
            return "grass is traded " + " or ".join(f"{n} for {count(c, 'coin')}" for n, c in D.GRASS_TRADES)
        if a.kind == "buy_grass":
            verb = "costs" if g == 1 else "cost"
            return f"{g} grass {verb} {count(prices[g], 'coin')}; you have {s.coins[seat]}"
        return f"you have {s.grass[seat]} grass to sell; this trade takes {g}"
    if a.kind == "sell_cricket" and len(a.args) == 1 and a.args[0] in range(5):
        return f"you have no {D.GRADE_NAMES[a.args[0]]} cricket to sell"
    if a.kind == "sell_cricket" and len(a.args) == 1 and isinstance(a.args[0], int):
        ti = a.args[0] - D.TITLE_CODE
        if 0 <= ti < len(D.TITLES):
            return f"you do not hold the title cricket {D.TITLE_NAMES[ti]}"
        return "there is no such cricket"
    return None


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "trade": kind(_options, _act, _auto, _explain, prompt=lambda s, f: f"Area 2 market: {count(f[2], 'trade')} left"),
}
