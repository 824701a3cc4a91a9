"""Area 4 tribute challenges: the two frames and the question that starts a fight.

``("challenge", seat, arrow)`` asks the lower head whether to challenge the head above; ``("fight", 0)``
runs the fight kept in ``state.fight`` (side 0 = challenger, 1 = defender). The fight's questions
are in :mod:`fight_options`, what its actions do in :mod:`fight_resolve`, its numbers in :mod:`fight_calc`.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text, _
from zsgames.core.text import YOU
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import fighters
from zsgames.games.cuzhi.fight_options import auto, deciders, explain, options, prompt
from zsgames.games.cuzhi.fight_resolve import act, swap
from zsgames.games.cuzhi.frames import Kind, kind
from zsgames.games.cuzhi.state import CuzhiState, Fight, Frame
from zsgames.games.cuzhi.words import to_seat


def _challenge_options(s: CuzhiState, frame: Frame, seat: int) -> list[Action]:
    _kind, seat, j = frame
    upper = s.occ[D.ARROWS[j][1]]
    return [
        Action(seat, "challenge", (), _challenge_label(s.name(upper))),
        Action(seat, "pass", (), Text("Do not challenge")),
    ]


def _challenge_label(upper: str) -> Text:
    return to_seat(
        upper,
        Text("Challenge You for the upper space 挑战"),
        Text("Challenge {name} for the upper space 挑战", name=upper),
    )


def _challenge_act(s: CuzhiState, frame: Frame, a: Action, ev: list[Event]) -> None:
    _kind, seat, j = frame
    s.stack.pop()
    name = s.name(seat)
    if a.kind == "pass":
        said = to_seat(name, Text("You do not challenge"), Text("{name} does not challenge", name=name))
        ev.append(Event("challenge", said, seat))
        return
    s.challenges += 1
    upper = D.ARROWS[j][1]
    defn = s.occ[upper]
    other = s.name(defn)
    if other == YOU:
        said = Text("{name} challenges You 进贡挑战", name=name)
    else:
        said = to_seat(
            name,
            Text("You challenge {other} 进贡挑战", other=other),
            Text("{name} challenges {other} 进贡挑战", name=name, other=other),
        )
    ev.append(Event("challenge", said, seat))
    if not fighters(s, defn):
        said = to_seat(
            other,
            Text("You have no cricket able to fight: the heads simply swap"),
            Text("{name} has no cricket able to fight: the heads simply swap", name=other),
        )
        ev.append(Event("challenge", said, defn))
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
        _challenge_options, _challenge_act, prompt=lambda s, f: _("Tribute challenge: challenge the head above?")
    ),
    "fight": kind(options, act, auto, explain, deciders, prompt),
}
