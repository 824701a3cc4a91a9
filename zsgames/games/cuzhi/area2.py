"""Area 2 — Market 市场: grass, jars, crickets on the 9 stalls, and hiring village heads.

Frame ``("trade", seat, left, hired_here)``.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text, _
from zsgames.core.text import join_and
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import add_cricket, gain, jar_buy_price, remove_cricket
from zsgames.games.cuzhi.frames import Kind, action, kind, replace_top
from zsgames.games.cuzhi.state import CuzhiState, Frame, put
from zsgames.games.cuzhi.words import CARDS, GRADES, TITLES, coins, listed, reward_text, to_seat, trades

_GRADE_ARGS = tuple((g,) for g in range(5))


def _hire_gives(h: int) -> str:
    """What hire space ``h`` gives, in the current language: "+1 grass"."""
    return listed(reward_text(D.HIRE_SPACES[h]["reward"], D.GRADE_NAMES, D.GRADE_INDEX))


class _HireGives(Text):
    """What a hire space gives, rendered when read (its words come from the data)."""

    __slots__ = ()

    def __init__(self, h: int) -> None:
        super().__init__("{h}", h=h)

    def __str__(self) -> str:
        return _hire_gives(self.params["h"])


#: per hire space, the values of its label: the cost, its number, what it gives
_HIRE = tuple((coins(D.HIRE_COST), h + 1, _HireGives(h)) for h in range(len(D.HIRE_SPACES)))


def hire_refusal(s: CuzhiState, seat: int, h: int, hired_here: int) -> str | None:
    """Why ``seat`` cannot hire at hire space ``h`` now (None: it can)."""
    if not 0 <= h < len(D.HIRE_SPACES):
        return _("there is no such hire space")
    if s.round < D.HIRE_FROM:
        return _("village heads can be hired from round {round}", round=D.HIRE_FROM)
    if D.HIRE_SPACES[h]["round"] > s.round:
        return _("this hire space opens in round {round}", round=D.HIRE_SPACES[h]["round"])
    if s.hire[h] >= 0:
        return _("this hire space has already been used (each hire space serves once a game)")
    if hired_here:
        return _("each market space can hire only once")
    if s.heads[seat] + s.hired_next[seat] >= D.MAX_HEADS or s.chairs[seat] <= 0:
        return _("you already have the most village heads ({n})", n=D.MAX_HEADS)
    if s.coins[seat] < D.HIRE_COST:
        return _("hiring costs {coins}; you have {have}", coins=coins(D.HIRE_COST), have=s.coins[seat])
    return None


def _options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _kind, seat, left, hired = f
    out: list[Action] = []
    if left > 0:
        have, grass = s.coins[seat], s.grass[seat]
        for g, c in D.GRASS_TRADES:
            if have >= c:
                out.append(action(seat, "buy_grass", (g,), Text("Buy {n} grass 草 for {coins}", n=g, coins=coins(c))))
            if grass >= g:
                out.append(action(seat, "sell_grass", (g,), Text("Sell {n} grass 草 for {coins}", n=g, coins=coins(c))))
        price = jar_buy_price(s, seat)
        if have >= price:
            out.append(action(seat, "buy_jar", (), Text("Buy a jar 罐 for {coins}", coins=coins(price))))
        if s.jars[seat] > 0:
            out.append(
                action(seat, "sell_jar", (), Text("Sell a jar 罐 for {coins}", coins=coins(D.JAR_PRICE[s.market])))
            )
        if s.market > 0 and have >= D.SLOT_PRICES[s.market - 1]:
            out.append(
                action(
                    seat,
                    "buy_cricket",
                    (),
                    Text(
                        "Buy the rightmost market cricket (普通 ordinary) for {coins}",
                        coins=coins(D.SLOT_PRICES[s.market - 1]),
                    ),
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
                            Text(
                                "Sell a {grade} cricket for {coins}",
                                grade=GRADES[g],
                                coins=coins(D.SLOT_PRICES[s.market]),
                            ),
                        )
                    )
            for ti, o in enumerate(s.title_owner):  # "Buy or sell one cricket": a title cricket too
                if o == seat:
                    out.append(
                        action(
                            seat,
                            "sell_cricket",
                            (D.TITLE_CODE + ti,),
                            Text(
                                "Sell the title cricket {title} for {coins} (its title card is turned face down)",
                                title=TITLES[ti],
                                coins=coins(D.SLOT_PRICES[s.market]),
                            ),
                        )
                    )
        can_hire = (
            not hired
            and s.round >= D.HIRE_FROM
            and have >= D.HIRE_COST
            and s.chairs[seat] > 0
            and s.heads[seat] + s.hired_next[seat] < D.MAX_HEADS
        )
        for h in range(len(D.HIRE_SPACES)) if can_hire else ():
            if hire_refusal(s, seat, h, hired) is None:
                cost, number, gives = _HIRE[h]
                label = Text(
                    "Hire a village head for {coins} at hire space {number}: {gives}",
                    coins=cost,
                    number=number,
                    gives=gives,
                )
                out.append(action(seat, "hire", (h,), label))
    if left == 0:
        out.append(action(seat, "stop", (), Text("Finish trading")))
    else:
        out.append(action(seat, "stop", (), Text("Finish trading ({trades} unused)", trades=trades(left))))
    return out


def _auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if f[2] <= 0:
        s.stack.pop()
        return True
    return False


def _act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    _kind, seat, left, hired = f
    name = s.name(seat)
    if a.kind == "stop":
        s.stack.pop()
        if left:
            said = to_seat(
                name,
                Text("You finish trading ({trades} unused)", trades=trades(left)),
                Text("{name} finishes trading ({trades} unused)", name=name, trades=trades(left)),
            )
        else:
            said = to_seat(name, Text("You finish trading"), Text("{name} finishes trading", name=name))
        ev.append(Event("stop", said, seat))
        return
    replace_top(s, ("trade", seat, left - 1, 1 if a.kind == "hire" else hired))
    k = a.kind
    if k in ("buy_grass", "sell_grass"):
        g = a.args[0]
        c = dict(D.GRASS_TRADES)[g]
        sign = 1 if k == "buy_grass" else -1
        s.grass[seat] += sign * g
        s.coins[seat] -= sign * c
        if sign > 0:
            said = to_seat(
                name,
                Text("You buy {n} grass 草 for {coins}", n=g, coins=coins(c)),
                Text("{name} buys {n} grass 草 for {coins}", name=name, n=g, coins=coins(c)),
            )
        else:
            said = to_seat(
                name,
                Text("You sell {n} grass 草 for {coins}", n=g, coins=coins(c)),
                Text("{name} sells {n} grass 草 for {coins}", name=name, n=g, coins=coins(c)),
            )
        ev.append(Event("trade", said, seat))
    elif k == "buy_jar":
        price = jar_buy_price(s, seat)
        s.coins[seat] -= price
        s.jars[seat] += 1
        said = to_seat(
            name,
            Text("You buy a jar 罐 for {coins}", coins=coins(price)),
            Text("{name} buys a jar 罐 for {coins}", name=name, coins=coins(price)),
        )
        ev.append(Event("trade", said, seat))
    elif k == "sell_jar":
        price = D.JAR_PRICE[s.market]
        s.coins[seat] += price
        s.jars[seat] -= 1
        said = to_seat(
            name,
            Text("You sell a jar 罐 for {coins}", coins=coins(price)),
            Text("{name} sells a jar 罐 for {coins}", name=name, coins=coins(price)),
        )
        ev.append(Event("trade", said, seat))
    elif k == "buy_cricket":
        price = D.SLOT_PRICES[s.market - 1]
        s.market -= 1
        s.coins[seat] -= price
        add_cricket(s, seat, D.ORDINARY)
        said = to_seat(
            name,
            Text("You buy an ordinary cricket 普通 for {coins}", coins=coins(price)),
            Text("{name} buys an ordinary cricket 普通 for {coins}", name=name, coins=coins(price)),
        )
        ev.append(Event("trade", said, seat, data=(("slot", s.market),)))
    elif k == "sell_cricket":
        g = a.args[0]
        price = D.SLOT_PRICES[s.market]
        if g >= D.TITLE_CODE:
            ti = g - D.TITLE_CODE
            s.title_owner = put(s.title_owner, ti, -1)
            s.title_gone = [*s.title_gone, ti]  # the title stays with its cricket: the card leaves the game
        else:
            remove_cricket(s, seat, g)
        s.market += 1
        bonus = sum(D.CARDS[c]["params"]["coins"] for c in s.owned[seat] if D.CARD_EFFECT[c] == "sell_bonus")
        s.coins[seat] += price + bonus
        ev.append(Event("trade", _sold(name, g, coins(price), bonus), seat, data=(("slot", s.market - 1),)))
    elif k == "hire":
        h = a.args[0]
        s.coins[seat] -= D.HIRE_COST
        s.hire = put(s.hire, h, seat)
        s.chairs = put(s.chairs, seat, s.chairs[seat] - 1)
        s.hired_next = put(s.hired_next, seat, s.hired_next[seat] + 1)
        said = to_seat(
            name,
            Text("You hire a village head (joins next round)"),
            Text("{name} hires a village head (joins next round)", name=name),
        )
        ev.append(Event("hire", said, seat))
        gain(s, seat, D.HIRE_SPACES[h]["reward"], ev, Text("hire space"))


def _sold(name: str, code: int, price: Text, bonus: int) -> Text:
    """The sale of a cricket ("Blue sells a 三品 third grade cricket for 2 coins; it joins the market as
    ordinary"), with a card's bonus when there is one."""
    if code >= D.TITLE_CODE:
        title = TITLES[code - D.TITLE_CODE]
        if bonus:
            card = CARDS[D.CARD_BY_EFFECT["sell_bonus"][0]]
            return to_seat(
                name,
                Text(
                    "You sell the title cricket {title} for {coins} (+{bonus} {card}); its title card is turned face "
                    "down, and the cricket joins the market as ordinary",
                    title=title,
                    coins=price,
                    bonus=bonus,
                    card=card,
                ),
                Text(
                    "{name} sells the title cricket {title} for {coins} (+{bonus} {card}); its title card is turned "
                    "face down, and the cricket joins the market as ordinary",
                    name=name,
                    title=title,
                    coins=price,
                    bonus=bonus,
                    card=card,
                ),
            )
        return to_seat(
            name,
            Text(
                "You sell the title cricket {title} for {coins}; its title card is turned face down, and the "
                "cricket joins the market as ordinary",
                title=title,
                coins=price,
            ),
            Text(
                "{name} sells the title cricket {title} for {coins}; its title card is turned face down, and the "
                "cricket joins the market as ordinary",
                name=name,
                title=title,
                coins=price,
            ),
        )
    grade = GRADES[code]
    if bonus:
        card = CARDS[D.CARD_BY_EFFECT["sell_bonus"][0]]
        return to_seat(
            name,
            Text(
                "You sell a {grade} cricket for {coins} (+{bonus} {card}); it joins the market as ordinary",
                grade=grade,
                coins=price,
                bonus=bonus,
                card=card,
            ),
            Text(
                "{name} sells a {grade} cricket for {coins} (+{bonus} {card}); it joins the market as ordinary",
                name=name,
                grade=grade,
                coins=price,
                bonus=bonus,
                card=card,
            ),
        )
    return to_seat(
        name,
        Text("You sell a {grade} cricket for {coins}; it joins the market as ordinary", grade=grade, coins=price),
        Text(
            "{name} sells a {grade} cricket for {coins}; it joins the market as ordinary",
            name=name,
            grade=grade,
            coins=price,
        ),
    )


def _explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    _kind, seat, left, hired = f
    if a.kind != "stop" and left <= 0:
        return _("this market space has no trades left")
    if a.kind == "hire" and a.args and isinstance(a.args[0], int):
        return hire_refusal(s, seat, a.args[0], hired)
    if a.kind == "buy_cricket" and s.market == 0:
        return _("the market has no cricket to buy")
    if a.kind == "sell_cricket" and s.market >= D.MARKET_SLOTS:
        return _("the market stalls are full")
    if a.kind == "buy_jar":
        return _("a jar costs {coins}; you have {have}", coins=coins(jar_buy_price(s, seat)), have=s.coins[seat])
    if a.kind == "buy_cricket":
        return _(
            "the rightmost market cricket costs {coins}; you have {have}",
            coins=coins(D.SLOT_PRICES[s.market - 1]),
            have=s.coins[seat],
        )
    if a.kind == "sell_jar":
        return _("you have no jar to sell")
    if a.kind in ("buy_grass", "sell_grass") and len(a.args) == 1:
        prices = dict(D.GRASS_TRADES)
        g = a.args[0]
        if g not in prices:
            ways = [_("{n} for {coins}", context="grass trade", n=n, coins=coins(c)) for n, c in D.GRASS_TRADES]
            return _("grass is traded {ways}", ways=join_and(ways, "or"))
        if a.kind == "buy_grass":
            return _(
                "{n} grass costs {coins}; you have {have}",
                plural="{n} grass cost {coins}; you have {have}",
                n=g,
                coins=coins(prices[g]),
                have=s.coins[seat],
            )
        return _("you have {have} grass to sell; this trade takes {n}", have=s.grass[seat], n=g)
    if a.kind == "sell_cricket" and len(a.args) == 1 and a.args[0] in range(5):
        return _("you have no {grade} cricket to sell", grade=GRADES[a.args[0]])
    if a.kind == "sell_cricket" and len(a.args) == 1 and isinstance(a.args[0], int):
        ti = a.args[0] - D.TITLE_CODE
        if 0 <= ti < len(D.TITLES):
            return _("you do not hold the title cricket {title}", title=TITLES[ti])
        return _("there is no such cricket")
    return None


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "trade": kind(
        _options, _act, _auto, _explain, prompt=lambda s, f: _("Area 2 market: {trades} left", trades=trades(f[2]))
    ),
}
