"""Area 4 tribute phase 进贡: yamen 衙门 cards, payments, lanterns, normal tribute 普通进贡.

Frames: ``("tribute", seat, space)`` (choose a card, normal tribute or skip);
``("paycard", seat, yamen, card, reqs, first)`` (choose which cricket pays the next requirement
in ``reqs``, highest grade first); ``("second", seat, yamen)``; ``("npay", seat)``.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text, _
from zsgames.core.text import join_and
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import cricket_label, gain_track, remove_cricket
from zsgames.games.cuzhi.effects import apply_one_time
from zsgames.games.cuzhi.flow import yamen_in_play
from zsgames.games.cuzhi.frames import Kind, action, kind
from zsgames.games.cuzhi.state import CuzhiState, Frame, put
from zsgames.games.cuzhi.words import CARDS, GRADES, TITLES, YAMEN, Named, coins, jars, to_seat


def available(s: CuzhiState, seat: int) -> list[int]:
    """Payer codes a seat holds: one entry per cricket grade held (with repeats) and each title."""
    out = []
    base = seat * 5
    for g in range(5):
        out.extend([g] * s.crick[base + g])
    out.extend(D.TITLE_CODE + t for t, o in enumerate(s.title_owner) if o == seat)
    return out


#: per card: how many of its required crickets are of grade ≥ g, for g = 0 … 4 (index 0: all of them)
_CARD_NEED: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 for r in reqs if r >= g) for g in range(5)) for reqs in D.CARD_CRICKETS
)
_CARD_COST: tuple[tuple[int, int, int], ...] = tuple(
    (c["cost"]["coins"], c["cost"]["grass"], c["cost"]["jars"]) for c in D.CARDS
)


def _supply(s: CuzhiState, seat: int) -> list[int]:
    """How many payers ``seat`` holds of grade ≥ g, for g = 0 … 4 (a title cricket counts as royal):
    ``available`` as counts, which is all ``feasible`` looks at."""
    titles = 0
    for o in s.title_owner:
        if o == seat:
            titles += 1
    base = seat * 5
    crick = s.crick
    out = [0, 0, 0, 0, 0]
    total = titles
    for g in range(4, -1, -1):
        total += crick[base + g]
        out[g] = total
    return out


def _card_ok(s: CuzhiState, seat: int, k: int, supply: list[int]) -> bool:
    """``card_refusal(s, seat, k) is None`` without writing the refusal."""
    coins, grass, jars = _CARD_COST[k]
    if s.coins[seat] < coins or s.grass[seat] < grass or s.jars[seat] < jars:
        return False
    need = _CARD_NEED[k]
    for g in range(5):  # noqa: SIM110  (a plain loop is faster on this hot path)
        if need[g] > supply[g]:
            return False
    return True


def feasible(reqs: tuple[int, ...] | list[int], avail: list[int]) -> bool:
    """Can ``avail`` pay ``reqs`` when a higher grade may stand in for a lower one?"""
    if len(reqs) > len(avail):
        return False
    grades = [D.grade_of(c) for c in avail]
    for g in range(1, 5):  # noqa: SIM110
        if sum(1 for r in reqs if r >= g) > sum(1 for a in grades if a >= g):
            return False
    return True


def card_refusal(s: CuzhiState, seat: int, k: int, avail: list[int] | None = None) -> str | None:
    cost = D.CARDS[k]["cost"]
    name = CARDS[k]
    if s.coins[seat] < cost["coins"]:
        return _("{card} needs {coins}; you have {have}", card=name, coins=coins(cost["coins"]), have=s.coins[seat])
    if s.grass[seat] < cost["grass"]:
        return _("{card} needs {n} grass; you have {have}", card=name, n=cost["grass"], have=s.grass[seat])
    if s.jars[seat] < cost["jars"]:
        return _("{card} needs {jars}; you have {have}", card=name, jars=jars(cost["jars"]), have=s.jars[seat])
    reqs = D.CARD_CRICKETS[k]
    if not feasible(reqs, available(s, seat) if avail is None else avail):
        if len(reqs) and reqs[0] > 0:
            card = Named(D.CARDS[k]["zh"], D.CARDS[k]["name"], english="{name}")
            top = D.GRADES[reqs[0]]
            grade = Named(top["zh"], top["name"].replace(" ", "-"), english="{name}")
            return _("{card} needs a {grade} cricket", card=card, grade=grade)
        return _("{card} needs more crickets", card=name)
    return None


def card_terms(k: int) -> str:
    """What tribute card ``k`` costs and gives, e.g. "pay 普通 ordinary + 三品 third grade crickets, +1 Virtue 德"
    (in the current language)."""
    cost = D.CARDS[k]["cost"]
    crickets = [str(GRADES[D.GRADE_INDEX[g]]) for g in cost["crickets"]]
    paid = []
    if len(crickets) == 1:
        paid.append(_("{grade} cricket", grade=crickets[0]))
    elif crickets:
        paid.append(_("{grades} crickets", grades=" + ".join(crickets)))
    if cost["grass"]:
        paid.append(_("{n} grass", n=cost["grass"]))
    if cost["jars"]:
        paid.append(str(jars(cost["jars"])))
    if cost["coins"]:
        paid.append(str(coins(cost["coins"])))
    reward = D.CARDS[k]["reward"]
    if reward["track"] == "V":
        return _("pay {paid}, +{n} Virtue 德", paid=join_and(paid), n=reward["amount"])
    return _("pay {paid}, +{n} Reputation 望", paid=join_and(paid), n=reward["amount"])


class _Terms(Text):
    """:func:`card_terms`, rendered when read (a tribute label)."""

    __slots__ = ()

    def __init__(self, k: int) -> None:
        super().__init__("{card}", card=k)

    def __str__(self) -> str:
        return card_terms(self.params["card"])


_TERMS = tuple(_Terms(k) for k in range(len(D.CARDS)))


def _card_actions(s: CuzhiState, seat: int, y: int, supply: list[int] | None = None) -> list[Action]:
    if supply is None:
        supply = _supply(s, seat)
    return [
        action(
            seat,
            "tribute",
            (y, k),
            Text("Tribute {card} at {yamen}: {terms}", card=CARDS[k], yamen=YAMEN[y], terms=_TERMS[k]),
        )
        for k in s.yamen_cards[y]
        if _card_ok(s, seat, k, supply)
    ]


_NORMAL_LABEL = Text(
    "Normal tribute 普通进贡: give a {grade} or better cricket for +{n} Virtue 德 or Reputation 望",
    grade=GRADES[D.NORMAL_TRIBUTE_MIN],
    n=D.NORMAL_TRIBUTE_REWARD,
)


def _tribute_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    out = []
    supply = _supply(s, seat)
    for y in range(yamen_in_play(s.n)):
        out += _card_actions(s, seat, y, supply)
    if supply[D.NORMAL_TRIBUTE_MIN]:
        out.append(action(seat, "normal", (), _NORMAL_LABEL))
    out.append(action(seat, "skip", (), Text("Do not tribute")))
    return out


def _start_card(s: CuzhiState, seat: int, y: int, k: int, first: int, ev: list[Event]) -> None:
    name, card, where = s.name(seat), CARDS[k], YAMEN[y]
    said = to_seat(
        name,
        Text("You tribute 进贡 {card} at {yamen}", card=card, yamen=where),
        Text("{name} tributes 进贡 {card} at {yamen}", name=name, card=card, yamen=where),
    )
    ev.append(Event("tribute", said, seat))
    s.stack.append(("paycard", seat, y, k, D.CARD_CRICKETS[k], first))


def _tribute_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat = f[1]
    s.stack.pop()
    name = s.name(seat)
    if a.kind == "tribute":
        _start_card(s, seat, a.args[0], a.args[1], 1, ev)
    elif a.kind == "normal":
        said = to_seat(
            name,
            Text("You choose a normal tribute 普通进贡"),
            Text("{name} chooses a normal tribute 普通进贡", name=name),
        )
        ev.append(Event("tribute", said, seat))
        s.stack.append(("npay", seat))
    else:
        ev.append(
            Event(
                "tribute", to_seat(name, Text("You make no tribute"), Text("{name} makes no tribute", name=name)), seat
            )
        )


def _tribute_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    seat = f[1]
    if a.kind == "tribute" and len(a.args) == 2 and all(isinstance(x, int) for x in a.args):
        y, k = a.args
        if not 0 <= y < yamen_in_play(s.n):
            return _("that yamen is not in play")
        if k not in s.yamen_cards[y]:
            return _("that card is not face up at this yamen")
        return card_refusal(s, seat, k)
    if a.kind == "normal":
        return _("a normal tribute needs a third-grade or better cricket")
    return None


def pay_with(s: CuzhiState, seat: int, code: int, ev: list[Event]) -> None:
    """Hand one cricket to the yamen; a title cricket also earns its icon's bonus."""
    if code < D.TITLE_CODE:
        remove_cricket(s, seat, code)
        return
    t = code - D.TITLE_CODE
    s.title_owner = put(s.title_owner, t, -1)
    s.title_gone = [*s.title_gone, t]
    s.title_tributed = put(s.title_tributed, seat, s.title_tributed[seat] + 1)
    bonus = D.TITLE_TRIBUTE_BONUS + sum(
        D.CARDS[k]["params"]["amount"] for k in s.owned[seat] if D.CARD_EFFECT[k] == "title_tribute_bonus"
    )
    gain_track(s, seat, D.TITLES[t]["icon"], bonus, ev, Text("title cricket {title} tributed", title=TITLES[t]))


def _payers(s: CuzhiState, f: Frame) -> list[int]:
    _kind, seat, _y, _k, reqs, _first = f
    avail = available(s, seat)
    out: list[int] = []
    for code in dict.fromkeys(avail):
        if D.grade_of(code) < reqs[0]:
            continue
        rest = list(avail)
        rest.remove(code)
        if feasible(reqs[1:], rest):
            out.append(code)
    return out


def _paycard_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat, reqs = f[1], f[4]
    need = GRADES[reqs[0]]
    return [
        Action(
            seat, "pay", (c,), Text("Pay a {cricket} for the {grade} requirement", cricket=cricket_label(c), grade=need)
        )
        for c in _payers(s, f)
    ]


def _paycard_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if not f[4]:
        s.stack.pop()
        _complete(s, f[1], f[2], f[3], f[5], ev)
        return True
    payers = _payers(s, f)
    if len(payers) == 1:
        _pay_one(s, f, payers[0], ev)
        return True
    return False


def _pay_one(s: CuzhiState, f: Frame, code: int, ev: list[Event]) -> None:
    _kind, seat, y, k, reqs, first = f
    pay_with(s, seat, code, ev)
    s.stack[-1] = ("paycard", seat, y, k, tuple(reqs[1:]), first)


def _paycard_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat, need = f[1], GRADES[f[4][0]]
    name, cricket = s.name(seat), cricket_label(a.args[0])
    said = to_seat(
        name,
        Text("You pay a {cricket} for the {grade} requirement", cricket=cricket, grade=need),
        Text("{name} pays a {cricket} for the {grade} requirement", name=name, cricket=cricket, grade=need),
    )
    ev.append(Event("tribute", said, seat))
    _pay_one(s, f, a.args[0], ev)


def _complete(s: CuzhiState, seat: int, y: int, k: int, first: int, ev: list[Event]) -> None:
    card = D.CARDS[k]
    cost = card["cost"]
    s.coins[seat] -= cost["coins"]
    s.grass[seat] -= cost["grass"]
    s.jars[seat] -= cost["jars"]
    shown = s.yamen_cards[y][:]
    shown.remove(k)
    s.yamen_cards = put(s.yamen_cards, y, shown)
    s.owned = put(s.owned, seat, [*s.owned[seat], k])
    gain_track(s, seat, card["reward"]["track"], card["reward"]["amount"], ev, CARDS[k])
    if seat not in s.lantern[y]:
        value = D.YAMEN[y]["lanterns"][len(s.lantern[y])]
        s.lantern = put(s.lantern, y, [*s.lantern[y], seat])
        name = s.name(seat)
        said = to_seat(
            name,
            Text("You place an indicator on the {n}-point lantern 灯 of {yamen}", n=value, yamen=YAMEN[y]),
            Text(
                "{name} places an indicator on the {n}-point lantern 灯 of {yamen}", name=name, n=value, yamen=YAMEN[y]
            ),
        )
        ev.append(Event("lantern", said, seat))
    if first and s.yamen_cards[y]:
        s.stack.append(("second", seat, y))
    if card["timing"] == "one_time":
        apply_one_time(s, seat, k, ev)


def _second_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat, y = f[1], f[2]
    return [*_card_actions(s, seat, y), action(seat, "stop", (), Text("Stop here (leave the other card)"))]


def _second_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if not _card_actions(s, f[1], f[2]):
        s.stack.pop()
        return True
    return False


def _second_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    s.stack.pop()
    if a.kind == "tribute":
        _start_card(s, f[1], a.args[0], a.args[1], 0, ev)
    else:
        name, where = s.name(f[1]), YAMEN[f[2]]
        said = to_seat(
            name,
            Text("You leave the other card at {yamen}", yamen=where),
            Text("{name} leaves the other card at {yamen}", name=name, yamen=where),
        )
        ev.append(Event("tribute", said, f[1]))


def _payer_refusal(s: CuzhiState, seat: int, a: Action, need: int) -> str | None:
    if a.kind != "pay" or len(a.args) != 1 or not isinstance(a.args[0], int):
        return None
    code = a.args[0]
    if code not in available(s, seat):
        return _("you have no such cricket")
    if D.grade_of(code) < need:
        return _(
            "a {cricket} cannot pay for a {grade} cricket (only the same or a higher grade)",
            cricket=cricket_label(code),
            grade=GRADES[need],
        )
    return None


def _paycard_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    seat, reqs = f[1], f[4]
    reason = _payer_refusal(s, seat, a, reqs[0]) if reqs else None
    if reason is None and a.kind == "pay" and reqs:
        return _("with that cricket gone, the card's other cricket requirements could not be paid")
    return reason


def _npay_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    return _payer_refusal(s, f[1], a, D.NORMAL_TRIBUTE_MIN)


def _npay_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    codes = [c for c in dict.fromkeys(available(s, seat)) if D.grade_of(c) >= D.NORMAL_TRIBUTE_MIN]
    return [Action(seat, "pay", (c,), Text("Give a {cricket}", cricket=cricket_label(c))) for c in codes]


def _npay_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat = f[1]
    s.stack.pop()
    code = a.args[0]
    name, cricket = s.name(seat), cricket_label(code)
    said = to_seat(
        name,
        Text("You make a normal tribute 普通进贡 with a {cricket}", cricket=cricket),
        Text("{name} makes a normal tribute 普通进贡 with a {cricket}", name=name, cricket=cricket),
    )
    ev.append(Event("tribute", said, seat))
    s.stack.append(("vr", seat, D.NORMAL_TRIBUTE_REWARD))
    pay_with(s, seat, code, ev)


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "tribute": kind(
        _tribute_options,
        _tribute_act,
        explain=_tribute_explain,
        prompt=lambda s, f: _("Area 4 tribute: choose a yamen card, a normal tribute, or skip"),
    ),
    "paycard": kind(
        _paycard_options,
        _paycard_act,
        _paycard_auto,
        _paycard_explain,
        prompt=lambda s, f: _("Pay for {card}: which cricket?", card=CARDS[f[3]]),
    ),
    "second": kind(
        _second_options,
        _second_act,
        _second_auto,
        prompt=lambda s, f: _("Tribute the other card at this yamen too?"),
    ),
    "npay": kind(
        _npay_options, _npay_act, explain=_npay_explain, prompt=lambda s, f: _("Normal tribute: which cricket?")
    ),
}
