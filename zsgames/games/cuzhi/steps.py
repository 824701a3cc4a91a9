"""Starting each resolution step: a space's reward (before its actions, D7) and its first question."""

from __future__ import annotations

from typing import Literal

from zsgames.core.game import Event
from zsgames.core.i18n import Text
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import fighters, gain, has_card
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.words import space_label, to_seat

#: One step of the resolution order: ``("space", i)``, ``("wild",)``, ``("arrow", j)`` or ``("end",)``.
Step = tuple[Literal["wild", "end"]] | tuple[Literal["space", "arrow"], int]


def start_step(s: CuzhiState, step: Step, ev: list[Event]) -> None:
    if step[0] == "wild":
        moved = min(s.wild, D.MARKET_SLOTS - s.market)
        s.market += moved
        s.wild = 0
        if moved:
            said = Text(
                "{n} wild cricket 野外蟋蟀 goes to the market stalls",
                plural="{n} wild crickets 野外蟋蟀 go to the market stalls",
                n=moved,
            )
            ev.append(Event("wild", said))
        return
    if step[0] == "arrow":
        start_arrow(s, step[1], ev)
        return
    assert step[0] == "space", step  # the round's end is not started here (flow.step)
    i = step[1]
    seat = s.occ[i]
    if seat < 0:
        return
    sp = D.SPACES[i]
    area = sp["area"]
    if sp["reward"]:
        gain(s, seat, sp["reward"], ev, Text("Area {area} {space}", area=area, space=space_label(i)))
    if sp.get("start_marker") and s.first != seat:
        s.first = seat
        name = s.name(seat)
        said = to_seat(
            name,
            Text("You take the starting player marker"),
            Text("{name} takes the starting player marker", name=name),
        )
        ev.append(Event("first", said, seat))
    if area == 1:
        s.stack.append(("draw", seat, sp["actions"], 1))
    elif area == 2:
        s.stack.append(("trade", seat, sp["actions"], 0))
    elif area == 3:
        s.stack.append(("cult", seat, sp["actions"]))
    elif area == 4:
        s.stack.append(("tribute", seat, i))
    else:
        s.stack.append(("bust", seat))


def start_arrow(s: CuzhiState, j: int, ev: list[Event]) -> None:
    lower, upper = D.ARROWS[j]
    a, b = s.occ[lower], s.occ[upper]
    if a < 0 or b < 0 or a == b or s.challenges >= D.MAX_CHALLENGES:
        return
    if not fighters(s, a):
        return
    s.stack.append(("challenge", a, j))


def start_end(s: CuzhiState, ev: list[Event]) -> None:
    ev.append(Event("phase", Text("Five rounds are over: end-game scoring 终局计分")))
    for seat in range(s.n - 1, -1, -1):
        if has_card(s, seat, "pay_for_virtue") and s.zhenghe[seat] < 0:
            s.stack.append(("zhenghe", seat))
