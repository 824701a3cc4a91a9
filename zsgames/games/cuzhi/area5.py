"""Area 5 — Bustling market 热闹集市 and the end-game 郑和 payment.

Frames: ``("bust", seat)`` (run one card not yet run this round), ``("jars", seat)``
(瓦罐行: buy up to 2 jars at 1 coin), ``("zhenghe", seat)`` (郑和: pay 3/5/8 coins for 1/2/3 V).
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text, _
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.effects import run_bustling
from zsgames.games.cuzhi.frames import Kind, action, kind
from zsgames.games.cuzhi.state import CuzhiState, Frame, put
from zsgames.games.cuzhi.words import BUSTLING, bustling_text, coins, jars, to_seat


def _bust_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    return [
        action(seat, "run", (b,), Text("Run {card}: {effect}", card=BUSTLING[b], effect=bustling_text(b)))
        for i, b in enumerate(s.bust)
        if not s.bust_run[i]
    ]


def _bust_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if all(s.bust_run):
        s.stack.pop()
        ev.append(Event("bustling", Text("Every bustling-market card has run this round"), f[1]))
        return True
    return False


def _bust_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat, b = f[1], a.args[0]
    s.stack.pop()
    s.bust_run = put(s.bust_run, s.bust.index(b), True)
    name = s.name(seat)
    said = to_seat(
        name, Text("You run {card}", card=BUSTLING[b]), Text("{name} runs {card}", name=name, card=BUSTLING[b])
    )
    ev.append(Event("bustling", said, seat))
    run_bustling(s, seat, b, ev)


def _bust_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    if a.kind == "run" and a.args and a.args[0] in s.bust and s.bust_run[s.bust.index(a.args[0])]:
        return _("that bustling-market card has already run this round")
    if a.kind == "run":
        return _("that card is not in this game's bustling market")
    return None


def _jar_params() -> D.Params:
    return next(b["params"] for b in D.BUSTLING if b["effect"] == "cheap_jars")


def _jars_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    p = _jar_params()
    most = min(p["max"], s.coins[seat] // p["price"])
    price = p["price"]
    labels = [Text("Buy no jar")]
    labels += [Text("Buy {jars} 罐 for {coins}", jars=jars(k), coins=coins(k * price)) for k in range(1, most + 1)]
    return [Action(seat, "buy_jars", (k,), label) for k, label in enumerate(labels)]


def _jars_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat, k = f[1], a.args[0]
    s.stack.pop()
    p = _jar_params()
    s.coins[seat] -= k * p["price"]
    s.jars[seat] += k
    name = s.name(seat)
    said = to_seat(
        name,
        Text("You buy {jars} 罐 at the jar shop 瓦罐行", jars=jars(k)),
        Text("{name} buys {jars} 罐 at the jar shop 瓦罐行", name=name, jars=jars(k)),
    )
    ev.append(Event("trade", said, seat))


def _jars_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    p = _jar_params()
    if a.kind == "buy_jars" and a.args and isinstance(a.args[0], int):
        k = a.args[0]
        if k > p["max"]:
            return _("the jar shop sells at most {jars}", jars=jars(p["max"]))
        return _("{jars} cost {coins}; you have {have}", jars=jars(k), coins=coins(k * p["price"]), have=s.coins[f[1]])
    return None


def zhenghe_tiers(s: CuzhiState, seat: int) -> list[tuple[int, int]]:
    """(coins, virtue) tiers this seat can pay now, including (0, 0)."""
    out = [(0, 0)]
    for k in s.owned[seat]:
        if D.CARD_EFFECT[k] == "pay_for_virtue":
            out += [(c, v) for c, v in D.CARDS[k]["params"]["tiers"] if s.coins[seat] >= c]
            break
    return out


def _zhenghe_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    return [
        Action(
            seat,
            "zhenghe",
            (i,),
            Text("Pay nothing") if c == 0 else Text("Pay {coins} coins for +{n} Virtue (郑和)", coins=c, n=v),
        )
        for i, (c, v) in enumerate(zhenghe_tiers(s, seat))
    ]


def _zhenghe_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat, i = f[1], a.args[0]
    s.stack.pop()
    c, v = zhenghe_tiers(s, seat)[i]
    s.zhenghe = put(s.zhenghe, seat, c)
    name = s.name(seat)
    said = to_seat(
        name,
        Text("You pay {coins} coins for +{n} Virtue (郑和 Zheng He)", coins=c, n=v),
        Text("{name} pays {coins} coins for +{n} Virtue (郑和 Zheng He)", name=name, coins=c, n=v),
    )
    ev.append(Event("zhenghe", said, seat))


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "bust": kind(
        _bust_options,
        _bust_act,
        _bust_auto,
        _bust_explain,
        prompt=lambda s, f: _("Area 5: run a bustling-market card"),
    ),
    "jars": kind(
        _jars_options, _jars_act, explain=_jars_explain, prompt=lambda s, f: _("Jar shop 瓦罐行: how many jars?")
    ),
    "zhenghe": kind(_zhenghe_options, _zhenghe_act, prompt=lambda s, f: _("郑和 Zheng He: pay coins for Virtue?")),
}
