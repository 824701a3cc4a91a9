"""Area 3 — Cultivation 培养区, royal crickets and titles; also the shared V/R and upgrade questions.

Frames: ``("cult", seat, left)``, ``("vr", seat, amount)`` (+amount Virtue or Reputation),
``("title", seat)`` (take a displayed title for the new royal, or not: D9),
``("upgrade", seat, max_grade)`` (a card's one-grade upgrade, not above ``max_grade``).
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text, _
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import can_make_royal, gain_track, royal_cost, upgrade_cricket
from zsgames.games.cuzhi.frames import Kind, action, kind, replace_top
from zsgames.games.cuzhi.state import CuzhiState, Frame, put
from zsgames.games.cuzhi.words import GRADES, TITLES, coins, cultivations, jars, to_seat


def make_royal(s: CuzhiState, seat: int, ev: list[Event], title: bool) -> None:
    """Pay for a new royal cricket and queue its V/R choice (and the title offer when cultivated)."""
    coins, jars = royal_cost(s, seat)
    s.coins[seat] -= coins
    s.jars[seat] -= jars
    name = s.name(seat)
    if coins:
        said = to_seat(
            name,
            Text("You raise a royal cricket 皇家 (pay {coins} and {jars})", coins=_coins(coins), jars=_jars(jars)),
            Text(
                "{name} raises a royal cricket 皇家 (pays {coins} and {jars})",
                name=name,
                coins=_coins(coins),
                jars=_jars(jars),
            ),
        )
    else:
        said = to_seat(
            name,
            Text("You raise a royal cricket 皇家 (pay {jars})", jars=_jars(jars)),
            Text("{name} raises a royal cricket 皇家 (pays {jars})", name=name, jars=_jars(jars)),
        )
    ev.append(Event("royal", said, seat))
    if title and s.title_display:
        s.stack.append(("title", seat))
    s.stack.append(("vr", seat, D.ROYAL_REWARD))


_coins, _jars = coins, jars  # the counted words, beside make_royal's numbers of the same names


def _cultivate(g: int, grass: int, price: Text | None) -> Text:
    """A cultivation's label: "Cultivate a 三品 third grade → 二品 second grade", with 1 grass two grades up,
    and what a new royal costs when it makes one."""
    low, high = GRADES[g], GRADES[g + 1 + grass]
    if grass and price is not None:
        return Text("Cultivate a {low} with 1 grass → {high} ({price})", low=low, high=high, price=price)
    if grass:
        return Text("Cultivate a {low} with 1 grass → {high}", low=low, high=high)
    if price is not None:
        return Text("Cultivate a {low} → {high} ({price})", low=low, high=high, price=price)
    return Text("Cultivate a {low} → {high}", low=low, high=high)


def _cult_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _kind, seat, left = f
    out: list[Action] = []
    if left > 0:
        base = seat * 5
        for g in range(D.ROYAL):
            if s.crick[base + g] <= 0:
                continue
            if g + 1 < D.ROYAL:
                out.append(action(seat, "cultivate", (g, 0), _cultivate(g, 0, None)))
            elif can_make_royal(s, seat):
                out.append(action(seat, "cultivate", (g, 0), _cultivate(g, 0, _royal_price(s, seat))))
            if s.grass[seat] > 0 and g + 2 < D.ROYAL:
                out.append(action(seat, "cultivate", (g, 1), _cultivate(g, 1, None)))
            elif s.grass[seat] > 0 and g + 2 == D.ROYAL and can_make_royal(s, seat):
                out.append(action(seat, "cultivate", (g, 1), _cultivate(g, 1, _royal_price(s, seat))))
    if left == 0:
        out.append(action(seat, "stop", (), Text("Finish cultivating")))
    else:
        out.append(action(seat, "stop", (), Text("Finish cultivating ({n} unused)", n=cultivations(left))))
    return out


def _royal_price(s: CuzhiState, seat: int) -> Text:
    """What a new royal costs this seat, for a cultivation label: "pays 3 coins and 1 jar"."""
    coins, jars = royal_cost(s, seat)
    if coins:
        return Text("pays {coins} and {jars}", coins=_coins(coins), jars=_jars(jars))
    return Text("pays {jars}", jars=_jars(jars))


def _cult_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if f[2] <= 0:
        s.stack.pop()
        return True
    return False


def _cult_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    _kind, seat, left = f
    if a.kind == "stop":
        s.stack.pop()
        name = s.name(seat)
        if left:
            said = to_seat(
                name,
                Text("You finish cultivating ({n} unused)", n=cultivations(left)),
                Text("{name} finishes cultivating ({n} unused)", name=name, n=cultivations(left)),
            )
        else:
            said = to_seat(name, Text("You finish cultivating"), Text("{name} finishes cultivating", name=name))
        ev.append(Event("stop", said, seat))
        return
    replace_top(s, ("cult", seat, left - 1))
    g, grass = a.args
    up = 1 + grass
    s.grass[seat] -= grass
    upgrade_cricket(s, seat, g, up)
    name, low, high = s.name(seat), GRADES[g], GRADES[g + up]
    if grass:
        said = to_seat(
            name,
            Text("You cultivate a {low} cricket to {high} using grass", low=low, high=high),
            Text("{name} cultivates a {low} cricket to {high} using grass", name=name, low=low, high=high),
        )
    else:
        said = to_seat(
            name,
            Text("You cultivate a {low} cricket to {high}", low=low, high=high),
            Text("{name} cultivates a {low} cricket to {high}", name=name, low=low, high=high),
        )
    ev.append(Event("cultivate", said, seat))
    if g + up == D.ROYAL:
        make_royal(s, seat, ev, title=True)


def _cult_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    _kind, seat, left = f
    if a.kind != "cultivate" or len(a.args) != 2:
        return None
    g, grass = a.args
    if not isinstance(g, int) or not 0 <= g < 5:
        return _("choose a cricket grade")
    if left <= 0:
        return _("this space has no cultivations left")
    if g == D.ROYAL:
        return _("a royal cricket cannot be cultivated further")
    if s.crick[seat * 5 + g] <= 0:
        return _("you have no {grade} cricket", grade=GRADES[g])
    if grass and s.grass[seat] <= 0:
        return _("you have no grass")
    if grass and g + 2 > D.ROYAL:
        return _("one cultivation can raise a cricket at most to royal")
    if g + 1 + grass == D.ROYAL and not can_make_royal(s, seat):
        need, _jar = royal_cost(s, seat)
        if need:
            return _("a royal cricket needs {coins} and a jar", coins=_coins(need))
        return _("a royal cricket needs a jar")
    return None


def _vr_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _kind, seat, amount = f
    return [
        Action(seat, "gain", ("V",), Text("+{n} Virtue 德", n=amount)),
        Action(seat, "gain", ("R",), Text("+{n} Reputation 望", n=amount)),
    ]


def _vr_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    s.stack.pop()
    gain_track(s, f[1], a.args[0], f[2], ev)


def _title_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    out = [Action(seat, "title", (t,), Text("Take the title {title}", title=TITLES[t])) for t in s.title_display]
    out.append(Action(seat, "no_title", (), Text("Keep it a plain royal cricket (the title waits for another royal)")))
    return out


def _title_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if not s.title_display or s.crick[f[1] * 5 + D.ROYAL] <= 0:
        s.stack.pop()
        return True
    return False


def _title_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat = f[1]
    s.stack.pop()
    name = s.name(seat)
    if a.kind == "no_title":
        ev.append(
            Event("title", to_seat(name, Text("You decline a title"), Text("{name} declines a title", name=name)), seat)
        )
        return
    t = a.args[0]
    display = s.title_display[:]  # a shared list: replaced, not edited (see state.py)
    display.remove(t)
    s.title_display = display
    s.title_owner = put(s.title_owner, t, seat)
    s.crick[seat * 5 + D.ROYAL] -= 1
    i = seat * 5 + D.ROYAL
    if s.fought[i] > s.crick[i]:
        s.fought[i] = s.crick[i]
    said = to_seat(
        name,
        Text("Your royal cricket becomes {title}", title=TITLES[t]),
        Text("{name}'s royal cricket becomes {title}", name=name, title=TITLES[t]),
    )
    ev.append(Event("title", said, seat, data=(("title", t),)))
    p = D.TITLES[t]["params"]
    if p.get("coins_on_gain"):
        s.coins[seat] += p["coins_on_gain"]
        got = _coins(p["coins_on_gain"])
        said = to_seat(
            name,
            Text("You gain {coins} ({title})", coins=got, title=TITLES[t]),
            Text("{name} gains {coins} ({title})", name=name, coins=got, title=TITLES[t]),
        )
        ev.append(Event("gain", said, seat))


def _upgrade_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _kind, seat, top = f
    out = [
        Action(seat, "upgrade", (g,), Text("Upgrade a {low} → {high}", low=GRADES[g], high=GRADES[g + 1]))
        for g in range(top)
        if s.crick[seat * 5 + g] > 0
    ]
    out.append(Action(seat, "stop", (), Text("Upgrade nothing")))
    return out


def _upgrade_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if not any(s.crick[f[1] * 5 + g] > 0 for g in range(f[2])):
        s.stack.pop()
        return True
    return False


def _upgrade_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    s.stack.pop()
    name = s.name(f[1])
    if a.kind == "stop":
        said = to_seat(name, Text("You upgrade nothing"), Text("{name} upgrades nothing", name=name))
        ev.append(Event("upgrade", said, f[1]))
    if a.kind == "upgrade":
        g = a.args[0]
        upgrade_cricket(s, f[1], g, 1)
        low, high = GRADES[g], GRADES[g + 1]
        said = to_seat(
            name,
            Text("You upgrade a {low} to {high}", low=low, high=high),
            Text("{name} upgrades a {low} to {high}", name=name, low=low, high=high),
        )
        ev.append(Event("upgrade", said, f[1]))


def _upgrade_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    if a.kind != "upgrade" or not a.args or a.args[0] not in range(5):
        return None
    g = a.args[0]
    if g >= f[2]:
        return _("this can raise a cricket at most to {grade}", grade=GRADES[f[2]])
    return _("you have no {grade} cricket", grade=GRADES[g])


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "cult": kind(
        _cult_options,
        _cult_act,
        _cult_auto,
        _cult_explain,
        prompt=lambda s, f: _("Area 3 cultivation: {n} left", n=cultivations(f[2])),
    ),
    "vr": kind(_vr_options, _vr_act, prompt=lambda s, f: _("Choose +{n} Virtue 德 or Reputation 望", n=f[2])),
    "title": kind(
        _title_options, _title_act, _title_auto, prompt=lambda s, f: _("Take a title card for the new royal?")
    ),
    "upgrade": kind(
        _upgrade_options,
        _upgrade_act,
        _upgrade_auto,
        _upgrade_explain,
        prompt=lambda s, f: _("Upgrade one cricket (at most to {grade})", grade=GRADES[f[2]]),
    ),
}
