"""Area 4 tribute challenges: the two frames and the question that starts a fight.

``("challenge", seat, arrow)`` asks the lower head whether to challenge the head above; ``("fight", 0)``
runs the fight kept in ``state.fight`` (side 0 = challenger, 1 = defender). The fight's questions
are in :mod:`fight_options`, what its actions do in :mod:`fight_resolve`, its numbers in :mod:`fight_calc`.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.text import subject
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import fighters
from zsgames.games.cuzhi.fight_options import auto, deciders, explain, options, prompt
from zsgames.games.cuzhi.fight_resolve import act, swap
from zsgames.games.cuzhi.frames import Kind, kind
from zsgames.games.cuzhi.state import CuzhiState, Fight, Frame


def _challenge_options(s: CuzhiState, frame: Frame, seat: int) -> list[Action]:
    _, seat, j = frame
    upper = s.occ[D.ARROWS[j][1]]
    return [
        Action(seat, "challenge", (), f"Challenge {s.name(upper)} for the upper space 挑战"),
        Action(seat, "pass", (), "Do not challenge"),
    ]


def _challenge_act(s: CuzhiState, frame: Frame, a: Action, ev: list[Event]) -> None:
    _, seat, j = frame
    s.stack.pop()
    if a.kind == "pass":
        ev.append(Event("challenge", f"{subject(s.name(seat), 'does', 'do')} not challenge", seat))
        return
    s.challenges += 1
    upper = D.ARROWS[j][1]
    defn = s.occ[upper]
    ev.append(Event("challenge", f"{subject(s.name(seat), 'challenges', 'challenge')} {s.name(defn)} 进贡挑战", seat))
    if not fighters(s, defn):
        has = subject(s.name(defn), "has", "have")
        ev.append(Event("challenge", f"{has} no cricket able to fight: the heads simply swap", defn))
        swap(s, j, ev)
        return
    f = Fight()
    f.arrow, f.chal, f.defn = j, seat, defn
    f.bets = [-1] * s.n
    s.fight = f
    s.stack.append(("fight", 0))


#: this module's frame kinds, registered by the game (frame_kinds.py)
KINDS: dict[str, Kind] = {
    "challenge": kind(
        _challenge_options, _challenge_act, prompt=lambda s, f: "Tribute challenge: challenge the head above?"
    ),
    "fight": kind(options, act, auto, explain, deciders, prompt),
}
