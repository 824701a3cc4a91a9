"""Area 1 — Resources 资源区: resource actions (capture-bag draws) and Sound 辨声 exchanges.

Frame ``("draw", seat, left, src)``: ``src`` 1 = an Area 1 space (crickets come from the wild
space), 0 = a card effect (crickets from the supply, D3), 2 = a card effect whose text allows Sound
exchanges (算命摊). Other card draws offer exchanges only in a round in which the player's Area 1
head resolved (the rulebook's condition, D2).

Once a player's Area 1 head has resolved, the exchanges are open at every later decision of that
player in the round (``open_exchanges``, added to any question but the draw's own ones by
``game.py``); a cricket still comes from the wild space, which is empty after Area 1 (D1, D2).
"""

from __future__ import annotations

from zsgames.core.game import Action, Args, Event
from zsgames.core.i18n import Text, _
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import add_cricket, draw_indicator, has_card
from zsgames.games.cuzhi.flow import STEPS
from zsgames.games.cuzhi.frames import Kind, action, kind, replace_top
from zsgames.games.cuzhi.state import CuzhiState, Frame
from zsgames.games.cuzhi.words import BAG, CARDS, GRADES, coins, draws, sounds, to_seat

EXCHANGES: tuple[tuple[int, str], ...] = tuple(
    (n, "coins" if "coins" in g else g["cricket"]) for n, g in sorted(D.SOUND_EXCHANGES.items())
)
#: each Area 1 space and its place in the resolution order
_AREA1_STEPS = tuple((i, STEPS.index(("space", i))) for i in D.AREA_SPACES[1])
#: questions that do not take the open exchanges: a draw offers its own, and a drawn Sound or a
#: Cricket-or-grass is answered first (it is part of the draw in progress)
OWN_EXCHANGES = frozenset(("draw", "sound", "either"))


def area1_resolved(s: CuzhiState, seat: int) -> bool:
    """Has a village head of ``seat`` on an Area 1 space been resolved this round (or is resolving)?"""
    if s.stage != "resolve" or not s.occ:
        return False
    occ, cur = s.occ, s.cursor
    return any(occ[i] == seat and step < cur for i, step in _AREA1_STEPS)


def had_area1_head(s: CuzhiState, seat: int) -> bool:
    """Did ``seat`` place a village head on an Area 1 space this round (placed or resolved)?"""
    return any(s.occ[i] == seat for i in D.AREA_SPACES[1]) if s.occ else False


def may_exchange(s: CuzhiState, seat: int, src: int) -> bool:
    return src != 0 or area1_resolved(s, seat)


def open_exchanges(s: CuzhiState, seat: int, kind: str) -> list[Action]:
    """The exchanges ``seat`` may add to a question of kind ``kind`` (rulebook: "A Sound can only be
    exchanged in a round in which the player has placed a village head in Area 1 that is resolved"):
    at every decision after that head resolved, but for the draws' own questions."""
    if not s.sounds[seat] or kind in OWN_EXCHANGES or not area1_resolved(s, seat):
        return []
    return exchange_options(s, seat, 1)  # a cricket only from the wild space: after Area 1, coins only


def exchange_options(s: CuzhiState, seat: int, src: int) -> list[Action]:
    out: list[Action] = []
    if not may_exchange(s, seat, src):
        return out
    have = s.sounds[seat]
    cricket_ok = src != 1 or s.wild > 0
    for n, what in EXCHANGES:
        if have >= n and (what == "coins" or cricket_ok):
            label = (
                Text("Exchange {sounds} 辨声 for {coins}", sounds=sounds(n), coins=coins(D.SOUND_EXCHANGES[n]["coins"]))
                if what == "coins"
                else Text(
                    "Exchange {sounds} 辨声 for a {grade} cricket", sounds=sounds(n), grade=GRADES[D.GRADE_INDEX[what]]
                )
            )
            out.append(action(seat, "exchange", (n, what), label))
    for k in D.CARD_BY_EFFECT.get("cheap_sound_cricket", ()):
        if k in s.owned[seat]:
            p = D.CARDS[k]["params"]
            if have >= p["sounds"] and cricket_ok and (p["sounds"], p["grade"]) not in [a.args for a in out]:
                g = D.GRADE_INDEX[p["grade"]]
                out.append(
                    Action(
                        seat,
                        "exchange",
                        (p["sounds"], p["grade"]),
                        Text(
                            "Exchange {sounds} 辨声 for a {grade} cricket ({card})",
                            sounds=sounds(p["sounds"]),
                            grade=GRADES[g],
                            card=CARDS[k],
                        ),
                    )
                )
    return out


def _draw_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _kind, seat, left, src = f
    out = []
    if left > 0:
        out.append(
            action(seat, "draw", (), Text("Draw a capture indicator from the bag 袋 ({draws} left)", draws=draws(left)))
        )
    out += exchange_options(s, seat, src)
    if left == 0:
        out.append(action(seat, "stop", (), Text("Finish")))
    else:
        out.append(action(seat, "stop", (), Text("Finish (skip {draws})", draws=draws(left))))
    return out


def _draw_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if f[2] == 0 and not exchange_options(s, f[1], f[3]):
        s.stack.pop()
        return True
    return False


def take_cricket(s: CuzhiState, seat: int, grade: int, src: int) -> bool:
    if src == 1:
        if s.wild <= 0:
            return False
        s.wild -= 1
    add_cricket(s, seat, grade)
    return True


def _draw_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    _kind, seat, left, src = f
    name = s.name(seat)
    if a.kind == "stop":
        s.stack.pop()
        if left:
            said = to_seat(
                name,
                Text("You stop drawing ({draws} unused)", draws=draws(left)),
                Text("{name} stops drawing ({draws} unused)", name=name, draws=draws(left)),
            )
        else:
            said = to_seat(name, Text("You stop drawing"), Text("{name} stops drawing", name=name))
        ev.append(Event("stop", said, seat))
        return
    if a.kind == "exchange":
        exchange(s, seat, a.args[0], a.args[1], src, ev)
        return
    replace_top(s, ("draw", seat, left - 1, src))
    kind = draw_indicator(s)
    ev.append(
        Event(
            "draw",
            to_seat(
                name, Text("You draw {what}", what=BAG[kind]), Text("{name} draws {what}", name=name, what=BAG[kind])
            ),
            seat,
            chance=True,
            data=(("kind", kind),),
        )
    )
    resolve_indicator(s, seat, kind, src, ev)


def exchange(s: CuzhiState, seat: int, n: int, what: str, src: int, ev: list[Event]) -> None:
    """``seat`` hands in ``n`` Sounds for coins or for a cricket (``src`` as in a draw frame)."""
    name = s.name(seat)
    s.sounds[seat] -= n
    s.pile[D.K_SOUND] += n
    if what == "coins":
        s.coins[seat] += D.SOUND_EXCHANGES[n]["coins"]
        got = coins(D.SOUND_EXCHANGES[n]["coins"])
        said = to_seat(
            name,
            Text("You exchange {sounds} 辨声 for {coins}", sounds=sounds(n), coins=got),
            Text("{name} exchanges {sounds} 辨声 for {coins}", name=name, sounds=sounds(n), coins=got),
        )
        ev.append(Event("sound", said, seat))
    else:
        g = D.GRADE_INDEX[what]
        take_cricket(s, seat, g, src)
        said = to_seat(
            name,
            Text("You exchange {sounds} 辨声 for a {grade} cricket", sounds=sounds(n), grade=GRADES[g]),
            Text("{name} exchanges {sounds} 辨声 for a {grade} cricket", name=name, sounds=sounds(n), grade=GRADES[g]),
        )
        ev.append(Event("sound", said, seat))


def exchange_refusal(s: CuzhiState, seat: int, args: Args, kind: str | None, src: int = 1) -> str:
    """Why ``seat`` may not make the exchange ``args`` now, at a question of kind ``kind`` (None: the
    dispatch), in words a player understands."""
    known = {(n, what) for n, what in EXCHANGES}
    known |= {
        (D.CARDS[k]["params"]["sounds"], D.CARDS[k]["params"]["grade"])
        for k in D.CARD_BY_EFFECT.get("cheap_sound_cricket", ())
    }
    if len(args) != 2 or tuple(args) not in known:
        if len(args) == 2 and tuple(args) == (2, "c2"):
            return _("two Sounds buy a third-grade cricket; a second-grade one needs three")
        return _(
            "the Sound exchanges are: 1 Sound for a coin, 2 for a 三品 third-grade cricket, "
            "3 for a 二品 second-grade cricket"
        )
    n, what = args
    if s.stage in ("end", "over"):
        return _("the fifth round is over: Sounds can no longer be exchanged")
    if kind == "sound":
        return _("first keep or sell the Sound 辨声 you have just drawn")
    if kind == "either":
        return _("first take the cricket or the grass you have just drawn")
    if not may_exchange(s, seat, src) or (kind != "draw" and not area1_resolved(s, seat)):
        if s.stage == "resolve" and had_area1_head(s, seat):
            return _("Sounds can be exchanged once your Area 1 village head has resolved")
        return _("Sounds can be exchanged only in a round in which your Area 1 village head has resolved")
    if s.sounds[seat] < n:
        return _("that exchange needs {sounds}; you have {have}", sounds=sounds(n), have=s.sounds[seat])
    if what == "c2" and n == 2 and not has_card(s, seat, "cheap_sound_cricket"):
        return _("two Sounds buy a third-grade cricket; a second-grade one needs three")
    if what != "coins" and src == 1 and s.wild <= 0:
        if kind == "draw":
            return _("the wild cricket space is empty, so no cricket can be caught")
        return _("the wild crickets went to the market when Area 1 ended: a Sound now buys only a coin")
    return _("that exchange is not possible now")


def resolve_indicator(s: CuzhiState, seat: int, kind: int, src: int, ev: list[Event]) -> None:
    name = s.name(seat)
    if kind == D.K_SOUND:
        s.sounds[seat] += 1
        s.stack.append(("sound", seat))
        return
    s.pile[kind] += 1
    if kind == D.K_GRASS:
        s.grass[seat] += 1
        ev.append(
            Event(
                "gain", to_seat(name, Text("You gather 1 grass 草"), Text("{name} gathers 1 grass 草", name=name)), seat
            )
        )
    elif kind == D.K_CRICKET:
        if take_cricket(s, seat, D.ORDINARY, src):
            said = to_seat(
                name,
                Text("You catch an ordinary cricket 普通"),
                Text("{name} catches an ordinary cricket 普通", name=name),
            )
            ev.append(Event("gain", said, seat))
        else:
            said = to_seat(
                name,
                Text("The wild space is empty: You catch nothing"),
                Text("The wild space is empty: {name} catches nothing", name=name),
            )
            ev.append(Event("gain", said, seat))
    elif src == 1 and s.wild <= 0:
        s.grass[seat] += 1
        said = to_seat(
            name,
            Text("The wild space is empty: You take grass"),
            Text("The wild space is empty: {name} takes grass", name=name),
        )
        ev.append(Event("gain", said, seat))
    else:
        s.stack.append(("either", seat, src))


def _either_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    return [
        Action(seat, "take", ("cricket",), Text("Take an ordinary cricket 普通")),
        Action(seat, "take", ("grass",), Text("Take 1 grass 草")),
    ]


def _either_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    _kind, seat, src = f
    s.stack.pop()
    name = s.name(seat)
    if a.args[0] == "cricket":
        take_cricket(s, seat, D.ORDINARY, src)
        said = to_seat(
            name, Text("You take the ordinary cricket 普通"), Text("{name} takes the ordinary cricket 普通", name=name)
        )
    else:
        s.grass[seat] += 1
        said = to_seat(name, Text("You take the grass 草"), Text("{name} takes the grass 草", name=name))
    ev.append(Event("gain", said, seat))


def _sound_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    return [
        Action(seat, "keep_sound", (), Text("Keep the Sound 辨声 for a later exchange")),
        Action(seat, "sell_sound", (), Text("Sell the Sound 辨声 now for {coins}", coins=coins(D.SOUND_SALE))),
    ]


def _sound_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat = f[1]
    s.stack.pop()
    name = s.name(seat)
    if a.kind == "sell_sound":
        s.sounds[seat] -= 1
        s.pile[D.K_SOUND] += 1
        s.coins[seat] += D.SOUND_SALE
        got = coins(D.SOUND_SALE)
        said = to_seat(
            name,
            Text("You sell the Sound 辨声 for {coins}", coins=got),
            Text("{name} sells the Sound 辨声 for {coins}", name=name, coins=got),
        )
    else:
        said = to_seat(name, Text("You keep the Sound 辨声"), Text("{name} keeps the Sound 辨声", name=name))
    ev.append(Event("sound", said, seat))


def _draw_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    if a.kind == "exchange":
        return exchange_refusal(s, f[1], a.args, "draw", f[3])
    if a.kind == "draw" and f[2] <= 0:
        return _("this space has no resource actions left") if f[3] == 1 else _("no draws are left")
    return None


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "draw": kind(
        _draw_options,
        _draw_act,
        _draw_auto,
        _draw_explain,
        prompt=lambda s, f: _("Area 1: draw from the capture bag ({draws} left) or exchange Sounds", draws=draws(f[2])),
    ),
    "either": kind(_either_options, _either_act, prompt=lambda s, f: _("Cricket or grass: choose one")),
    "sound": kind(
        _sound_options,
        _sound_act,
        prompt=lambda s, f: _("A Sound 辨声: keep it or sell it for {coins}", coins=coins(D.SOUND_SALE)),
    ),
}
