"""The hand limit question: discard down to it, after any scroll that may be played first (NOTES D1).

It asks the windows which scrolls may be played now, so it sits above both the scrolls and the
windows (the windows import the scrolls; nothing below imports this module)."""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text

from . import data as D
from .common import first_edition, hand_limit, lose_scroll, who
from .flow import A, Decision, E, Kind, pop, question
from .scrolls import play
from .state import State
from .windows import plays_now


def hand_legal(s: State, d: Decision, seat: int) -> list[Action]:
    """Discard down to the hand limit; before that, any scroll that may be played now (edition 2)."""
    p = s.players[seat]
    over = len(p.hand) - hand_limit(s, seat)
    plays: list[Action] = []
    if not first_edition(s):
        plays = plays_now(s, seat)
    return [
        *plays,
        *(
            A(
                seat,
                "discard",
                (sid,),
                Text("Discard {scroll} ({n} over your hand limit)", scroll=D.scroll_title(sid), n=over),
            )
            for sid in sorted(set(p.hand))
        ),
    ]


def hand_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    """A scroll played first, or a discard; the question ends once the hand is down to the limit."""
    seat, sid = d["seat"], action.args[0]
    if action.kind == "play":
        at = len(s.pending) - 1
        play(s, seat, sid, events)
        if len(s.players[seat].hand) <= hand_limit(s, seat):
            del s.pending[at]  # the play brought the hand down to the limit: nothing left to discard
        return
    lose_scroll(s, seat, sid)
    s.own_board().discard.append(sid)
    told = Text("{name} discarded {scroll} (hand limit)", name=who(s, seat), scroll=D.scroll_title(sid))
    events.append(E("discard", told, seat))
    if len(s.players[seat].hand) <= hand_limit(s, seat):
        pop(s)


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {"hand": question(hand_legal, hand_handle)}
