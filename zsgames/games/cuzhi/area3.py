"""Area 3 — Cultivation 培养区, royal crickets and titles; also the shared V/R and upgrade questions.

Frames: ``("cult", seat, left)``, ``("vr", seat, amount)`` (+amount Virtue or Reputation),
``("title", seat)`` (take a displayed title for the new royal, or not: D9),
``("upgrade", seat, max_grade)`` (a card's one-grade upgrade, not above ``max_grade``).
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.text import YOU, possessive, subject
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import can_make_royal, gain_track, royal_cost, upgrade_cricket
from zsgames.games.cuzhi.frames import Kind, action, kind, replace_top
from zsgames.games.cuzhi.state import CuzhiState, Frame, put
from zsgames.games.cuzhi.words import count


def make_royal(s: CuzhiState, seat: int, ev: list[Event], title: bool) -> None:
    """Pay for a new royal cricket and queue its V/R choice (and the title offer when cultivated)."""
    coins, jars = royal_cost(s, seat)
    s.coins[seat] -= coins
    s.jars[seat] -= jars
    pays = "pay" if s.name(seat) == YOU else "pays"  # "You raise a royal cricket (pay …)"
    paid = f"{pays} {count(coins, 'coin')} and {count(jars, 'jar')}" if coins else f"{pays} {count(jars, 'jar')}"
    ev.append(Event("royal", f"{subject(s.name(seat), 'raises', 'raise')} a royal cricket 皇家 ({paid})", seat))
    if title and s.title_display:
        s.stack.append(("title", seat))
    s.stack.append(("vr", seat, D.ROYAL_REWARD))


_CULTIVATE = tuple(f"Cultivate a {D.GRADE_NAMES[g]} → {D.GRADE_NAMES[g + 1]}" for g in range(D.ROYAL))
_CULTIVATE_GRASS = tuple(
    f"Cultivate a {D.GRADE_NAMES[g]} with 1 grass → {D.GRADE_NAMES[g + 2]}" for g in range(D.ROYAL - 1)
)


def _cult_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _, seat, left = f
    out: list[Action] = []
    if left > 0:
        base = seat * 5
        for g in range(D.ROYAL):
            if s.crick[base + g] <= 0:
                continue
            if g + 1 < D.ROYAL:
                out.append(action(seat, "cultivate", (g, 0), _CULTIVATE[g]))
            elif can_make_royal(s, seat):
                out.append(action(seat, "cultivate", (g, 0), _CULTIVATE[g] + " ({})", _royal_price(s, seat)))
            if s.grass[seat] > 0 and g + 2 < D.ROYAL:
                out.append(action(seat, "cultivate", (g, 1), _CULTIVATE_GRASS[g]))
            elif s.grass[seat] > 0 and g + 2 == D.ROYAL and can_make_royal(s, seat):
                out.append(action(seat, "cultivate", (g, 1), _CULTIVATE_GRASS[g] + " ({})", _royal_price(s, seat)))
    if left == 0:
        out.append(action(seat, "stop", (), "Finish cultivating"))
    else:
        out.append(action(seat, "stop", (), "Finish cultivating ({} unused)", count(left, "cultivation")))
    return out


def _royal_price(s: CuzhiState, seat: int) -> str:
    """What a new royal costs this seat, for a cultivation label: "pays 3 coins and 1 jar"."""
    coins, jars = royal_cost(s, seat)
    return f"pays {count(coins, 'coin')} and {count(jars, 'jar')}" if coins else f"pays {count(jars, 'jar')}"


def _cult_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if f[2] <= 0:
        s.stack.pop()
        return True
    return False


def _cult_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    _, seat, left = f
    if a.kind == "stop":
        s.stack.pop()
        unused = f" ({count(left, 'cultivation')} unused)" if left else ""
        ev.append(Event("stop", f"{subject(s.name(seat), 'finishes', 'finish')} cultivating{unused}", seat))
        return
    replace_top(s, ("cult", seat, left - 1))
    g, grass = a.args
    up = 1 + grass
    s.grass[seat] -= grass
    upgrade_cricket(s, seat, g, up)
    ev.append(
        Event(
            "cultivate",
            f"{subject(s.name(seat), 'cultivates', 'cultivate')} a {D.GRADE_NAMES[g]} cricket to "
            f"{D.GRADE_NAMES[g + up]}" + (" using grass" if grass else ""),
            seat,
        )
    )
    if g + up == D.ROYAL:
        make_royal(s, seat, ev, title=True)


def _cult_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    _, seat, left = f
    if a.kind != "cultivate" or len(a.args) != 2:
        return None
    g, grass = a.args
    if not isinstance(g, int) or not 0 <= g < 5:
        return "choose a cricket grade"
    if left <= 0:
        return "this space has no cultivations left"
    if g == D.ROYAL:
        return "a royal cricket cannot be cultivated further"
    if s.crick[seat * 5 + g] <= 0:
        return f"you have no {D.GRADE_NAMES[g]} cricket"
    if grass and s.grass[seat] <= 0:
        return "you have no grass"
    if grass and g + 2 > D.ROYAL:
        return "one cultivation can raise a cricket at most to royal"
    if g + 1 + grass == D.ROYAL and not can_make_royal(s, seat):
        coins, _jars = royal_cost(s, seat)
        return f"a royal cricket needs {count(coins, 'coin')} and a jar" if coins else "a royal cricket needs a jar"
    return None


def _vr_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _, seat, amount = f
    return [
        Action(seat, "gain", ("V",), f"+{amount} Virtue 德"),
        Action(seat, "gain", ("R",), f"+{amount} Reputation 望"),
    ]


def _vr_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    s.stack.pop()
    gain_track(s, f[1], a.args[0], f[2], ev)


def _title_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    seat = f[1]
    out = [Action(seat, "title", (t,), f"Take the title {D.TITLE_NAMES[t]}") for t in s.title_display]
    out.append(Action(seat, "no_title", (), "Keep it a plain royal cricket (the title waits for another royal)"))
    return out


def _title_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if not s.title_display or s.crick[f[1] * 5 + D.ROYAL] <= 0:
        s.stack.pop()
        return True
    return False


def _title_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat = f[1]
    s.stack.pop()
    if a.kind == "no_title":
        ev.append(Event("title", f"{subject(s.name(seat), 'declines', 'decline')} a title", seat))
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
    ev.append(
        Event(
            "title", f"{possessive(s.name(seat))} royal cricket becomes {D.TITLE_NAMES[t]}", seat, data=(("title", t),)
        )
    )
    p = D.TITLES[t]["params"]
    if p.get("coins_on_gain"):
        s.coins[seat] += p["coins_on_gain"]
        gains = subject(s.name(seat), "gains", "gain")
        ev.append(Event("gain", f"{gains} {count(p['coins_on_gain'], 'coin')} ({D.TITLE_NAMES[t]})", seat))


def _upgrade_options(s: CuzhiState, f: Frame, seat: int) -> list[Action]:
    _, seat, top = f
    out = [
        Action(seat, "upgrade", (g,), f"Upgrade a {D.GRADE_NAMES[g]} → {D.GRADE_NAMES[g + 1]}")
        for g in range(top)
        if s.crick[seat * 5 + g] > 0
    ]
    out.append(Action(seat, "stop", (), "Upgrade nothing"))
    return out


def _upgrade_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    if not any(s.crick[f[1] * 5 + g] > 0 for g in range(f[2])):
        s.stack.pop()
        return True
    return False


def _upgrade_act(s: CuzhiState, f: Frame, a: Action, ev: list[Event]) -> None:
    s.stack.pop()
    if a.kind == "stop":
        ev.append(Event("upgrade", f"{subject(s.name(f[1]), 'upgrades', 'upgrade')} nothing", f[1]))
    if a.kind == "upgrade":
        g = a.args[0]
        upgrade_cricket(s, f[1], g, 1)
        upgrades = subject(s.name(f[1]), "upgrades", "upgrade")
        ev.append(Event("upgrade", f"{upgrades} a {D.GRADE_NAMES[g]} to {D.GRADE_NAMES[g + 1]}", f[1]))


def _upgrade_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    if a.kind != "upgrade" or not a.args or a.args[0] not in range(5):
        return None
    g = a.args[0]
    if g >= f[2]:
        return f"this can raise a cricket at most to {D.GRADE_NAMES[f[2]]}"
    return f"you have no {D.GRADE_NAMES[g]} cricket"


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "cult": kind(
        _cult_options,
        _cult_act,
        _cult_auto,
        _cult_explain,
        prompt=lambda s, f: f"Area 3 cultivation: {count(f[2], 'cultivation')} left",
    ),
    "vr": kind(_vr_options, _vr_act, prompt=lambda s, f: f"Choose +{f[2]} Virtue 德 or Reputation 望"),
    "title": kind(_title_options, _title_act, _title_auto, prompt=lambda s, f: "Take a title card for the new royal?"),
    "upgrade": kind(
        _upgrade_options,
        _upgrade_act,
        _upgrade_auto,
        _upgrade_explain,
        prompt=lambda s, f: f"Upgrade one cricket (at most to {D.GRADE_NAMES[f[2]]})",
    ),
}
