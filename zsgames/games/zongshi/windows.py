"""When the scrolls that may be played "at any time" are played, outside the start of a turn (NOTES D1).

The rulebook: "While some scrolls may be played at any time, most must be played at the beginning
of your master's turn." The any-time scrolls (every title not marked ``master`` in scrolls.json:
Gaining Experience, Fortune, Gift From the Priests, Lucky Discovery, Lessons of the Past, Writ of
Authority) are offered, besides the start of the owner's turns,

* on the owner's own turn after its main action (the ``after`` question: play, or end the turn),
  and while it discards down to its hand limit (``hand`` in hand.py);
* at the other moments of a round (a ``window`` question), where playing one then can change what
  waiting for one's own next turn could not: before each other player's turn, before each
  Marketplace bin is shared out and when the bins are shared (before Step 3). Those moments offer
  Fortune Brings Opportunity (a box in a bin), Lessons of the Past (a scroll in the discard pile)
  and Writ of Authority (the apprentice waits in a bin still to be shared); the others do exactly
  the same at the owner's next turn.
* in the final round (edition 3), a seat whose two turns are over has no next turn: those moments
  offer it every any-time title that would change something (``last_chance``): Gift From the
  Priests and Lucky Discovery too, while the bag holds a box (a scroll becomes boxes, which count
  toward the leftover points).

Only a seat holding such a scroll is asked; "not now" holds for the rest of that window: the other
players' turns until the seat's own next turn or, when it has none left, until the turns are over
(``turns``), or the rest of the round once the bins are shared out (``steps``). A ``moment`` task
asks the seats in turn from the start player; the seat whose turn just ended, and the one whose turn
comes next, are not asked (they have their own).
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import N_, Message, Text
from zsgames.core.text import YOU

from . import data as D
from .common import edition, name, seat_order
from .flow import A, Decision, Kind, pop, push, question, task
from .scrolls import can_start_project, play, play_action
from .state import APPRENTICE, BINS, MASTER, TRACK, State

#: Titles that may be played at any time (not only at the start of the master's turn).
ANY_TIME: frozenset[str] = frozenset(sid for sid in D.SCROLL_IDS if sid not in D.MASTER_ONLY)
#: Of those, the titles offered at another player's turn and in Steps 2–4.
BETWEEN: frozenset[str] = frozenset({"fortune", "lessons", "writ"})
assert BETWEEN <= ANY_TIME

#: The any-time titles that draw boxes from the bag.
DRAWS: frozenset[str] = frozenset({"priests_gift", "lucky_discovery"})
assert DRAWS <= ANY_TIME

TURNS, STEPS = "turns", "steps"
NOT_NOW_LABEL = {
    TURNS: N_("Not now: no scroll until your next turn"),
    STEPS: N_("Not now: no scroll for the rest of this round"),
}
#: A "not now" during the others' turns of the final round by a seat with no turn left.
NOT_NOW_LAST = N_("Not now: no scroll until the turns of this round are over")


def apprentice_ahead(s: State, seat: int, after_main: bool) -> bool:
    """Is this seat's apprentice turn still to come this round (``after_main``: the seat's current
    turn has had its main action)?"""
    if s.phase != "turns":
        return False
    n = s.n
    first = (seat - s.start) % n  # the seat's first turn of the round; its second is first + n
    p = s.players[seat]
    now = s.cur_seat == seat  # the seat's turn is under way (turn_no counts the turns ended)
    if s.turn_no < first or (s.turn_no == first and not now):
        return True
    if s.turn_no == first:
        return not (after_main and p.first == APPRENTICE)
    if s.turn_no < first + n or (s.turn_no == first + n and not now):
        return p.first == MASTER  # the apprentice takes the second turn
    if s.turn_no == first + n:
        return p.first == MASTER and not after_main
    return False


def turns_over(s: State, seat: int) -> bool:
    """Are both of this seat's turns of the round behind it?"""
    if s.phase == "turns":
        return s.turn_no > (seat - s.start) % s.n + s.n  # turn_no counts the turns ended
    return s.phase in ("distribute", "advance")


def last_chance(s: State, seat: int) -> bool:
    """Is this the seat's last chance to play a scroll: the final round, its turns over (edition 3)?
    Then no next turn would do the same, so every any-time title is offered between turns."""
    return s.final and edition(s) >= 3 and turns_over(s, seat)


def _effect_after(s: State, seat: int, sid: str) -> bool:
    """Could ``sid`` do something if played now, on the seat's own turn after its main action?"""
    p = s.players[seat]
    if sid == "fortune":
        return any(s.large) or any(s.small)
    if sid == "lessons":
        return bool(s.discard)
    if sid == "writ":  # the apprentice still to act this round, or waiting in a bin
        return apprentice_ahead(s, seat, True) or (s.phase == "turns" and p.apprentice in BINS)
    if sid == "gaining_experience":
        return apprentice_ahead(s, seat, True) and p.master != TRACK and can_start_project(s, seat)
    return True  # Gift From the Priests, Lucky Discovery


def _effect_between(s: State, seat: int, sid: str, unshared: tuple[str, ...]) -> bool:
    """Could ``sid`` do something at a moment outside the seat's turns that its next turn could not?"""
    if sid == "fortune":
        return any(s.large) or any(s.small)
    if sid == "lessons":
        return bool(s.discard)
    if sid == "writ":  # the apprentice waits in a bin to be shared
        return s.players[seat].apprentice in unshared
    if sid in DRAWS:  # offered only at a seat's last chance (between_plays)
        return any(s.bag)
    return False  # Gaining Experience: the apprentice has no turn left (last_chance)


def after_plays(s: State, seat: int) -> list[Action]:
    """The any-time scrolls the seat may play on its own turn after the main action."""
    p = s.players[seat]
    hand = p.hand
    if not hand:
        return []
    return [
        play_action(seat, sid)
        for sid in sorted(set(hand))
        if sid in ANY_TIME and sid not in p.played and _effect_after(s, seat, sid)
    ]


def between_plays(s: State, seat: int, unshared: tuple[str, ...]) -> list[Action]:
    """The scrolls the seat may play at a moment outside its turns (``unshared``: bins still to share)."""
    p = s.players[seat]
    hand = p.hand
    if not hand:
        return []
    titles = ANY_TIME if last_chance(s, seat) else BETWEEN
    return [
        play_action(seat, sid)
        for sid in sorted(set(hand))
        if sid in titles and sid not in p.played and _effect_between(s, seat, sid, unshared)
    ]


def plays_now(s: State, seat: int) -> list[Action]:
    """The plays open to the seat at a question that is not its turn's own (a discard, an award…):
    on its turn those of ``after``, otherwise those between turns."""
    if s.cur_seat == seat and s.cur_pawn:
        return after_plays(s, seat)
    return between_plays(s, seat, BINS if s.phase == "turns" else ())


# --- the owner's turn, after its main action ---------------------------------------------------
def after_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [*after_plays(s, seat), A(seat, "end", (), Text("End your turn"))]


def after_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    """A scroll (the question stays), or the end of the turn."""
    if action.kind == "play":
        play(s, d["seat"], action.args[0], events)
        return
    pop(s)
    seat = d["seat"]  # said, so that the others read what was chosen (the seat's hand keeps the move private)
    if name(s, seat) == YOU:
        told = Text("You end the turn without playing a scroll")
    else:
        told = Text("{name} ends the turn without playing a scroll", name=name(s, seat))
    events.append(Event("end", told, seat))


# --- the moments outside a seat's turns ---------------------------------------------------------
def open_moment(s: State, window: str, unshared: tuple[str, ...], skip: tuple[int, ...]) -> None:
    """Ask, in seat order from the start player, every seat but ``skip`` that may play a scroll now."""
    seats = tuple(seat for seat in seat_order(s) if seat not in skip)
    if seats:
        push(s, "moment", -1, window=window, bins=unshared, seats=seats)


def moment_task(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    seats, window, unshared = d["seats"], d["window"], d["bins"]
    for i, seat in enumerate(seats):
        if s.quiet[seat] == window or not between_plays(s, seat, unshared):
            continue
        if i + 1 < len(seats):
            push(s, "moment", -1, window=window, bins=unshared, seats=seats[i + 1 :])
        push(s, "window", seat, window=window, bins=unshared)
        return True
    return True


def window_legal(s: State, d: Decision, seat: int) -> list[Action]:
    seat, window = d["seat"], d["window"]
    label = NOT_NOW_LAST if window == TURNS and last_chance(s, seat) else NOT_NOW_LABEL[window]
    return [*between_plays(s, seat, d["bins"]), A(seat, "not_now", (window,), Text(label))]


def window_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    """A scroll (the question stays), or "not now"."""
    seat = d["seat"]
    if action.kind == "play":
        play(s, seat, action.args[0], events)
        return
    last = d["window"] == TURNS and last_chance(s, seat)  # no next turn left: it holds until the turns end
    pop(s)
    events.append(Event("not_now", _not_now_said(name(s, seat), last, d["window"]), seat))
    if between_plays(s, seat, d["bins"]):  # a real answer (not the only one left after a play): it holds
        set_quiet(s, seat, d["window"])


def _not_now_said(who: str, last: bool, window: str) -> Text:
    """The log line of a "not now", for the seat named You or another."""
    if who == YOU:
        if last:
            return Text("You play no scroll until the turns of this round are over")
        if window == TURNS:
            return Text("You play no scroll until your next turn")
        return Text("You play no scroll for the rest of this round")
    if last:
        return Text("{name} plays no scroll until the turns of this round are over", name=who)
    if window == TURNS:
        return Text("{name} plays no scroll until their next turn", name=who)
    return Text("{name} plays no scroll for the rest of this round", name=who)


def set_quiet(s: State, seat: int, window: str) -> None:
    quiet = list(s.quiet)
    quiet[seat] = window
    s.quiet = tuple(quiet)


def clear_quiet(s: State, seat: int | None = None) -> None:
    """End a "not now": for one seat (its own turn begins) or for all (a window ends)."""
    if seat is None:
        if any(s.quiet):
            s.quiet = ("",) * s.n
    elif s.quiet[seat]:
        set_quiet(s, seat, "")


def explain_play(s: State, d: Decision, action: Action) -> Message:
    """Why a scroll cannot be played at this question (an ``after``, a ``window`` or a discard)."""
    seat = d["seat"]
    p = s.players[seat]
    sid = action.args[0] if action.args else ""
    if sid not in D.SCROLLS:
        return Text("'{id}' is not a scroll", id=sid)
    title = D.scroll_title(sid)
    if sid not in p.hand:
        return Text("you do not hold {scroll}", scroll=title)
    if sid in p.played:
        return Text("you already played {scroll} this round", scroll=title)
    if sid in D.MASTER_ONLY:
        return Text("{scroll} is played only at the start of your master's turn", scroll=title)
    own_turn = s.cur_seat == seat and s.cur_pawn
    last = not own_turn and last_chance(s, seat)
    if not own_turn and sid not in BETWEEN and not last:
        others = tuple(D.scroll_title(t) for t in sorted(BETWEEN, key=lambda t: D.SCROLLS[t]["name"]))
        return Text(
            "{scroll} waits for your own turn (it would do just the same then); between turns only {others} are played",
            scroll=title,
            others=others,
        )
    if sid == "writ" and not own_turn:
        return Text(
            "{scroll} would have no effect now: your apprentice is not waiting in a bin to be shared out", scroll=title
        )
    if sid in DRAWS and last and not any(s.bag):
        return Text("{scroll} would have no effect now: the bag is empty", scroll=title)
    if sid == "gaining_experience":
        if p.master == TRACK:
            return Text("{scroll} cannot be played while your master is working on a project", scroll=title)
        if not apprentice_ahead(s, seat, True):
            return Text("{scroll} would have no effect now: your apprentice has no turn left this round", scroll=title)
    return Text("{scroll} would have no effect now", scroll=title)


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {
    "after": question(after_legal, after_handle),
    "moment": task(moment_task),
    "window": question(window_legal, window_handle),
}

__all__ = [
    "ANY_TIME",
    "BETWEEN",
    "DRAWS",
    "KINDS",
    "STEPS",
    "TURNS",
    "after_plays",
    "apprentice_ahead",
    "between_plays",
    "clear_quiet",
    "explain_play",
    "last_chance",
    "open_moment",
    "plays_now",
    "turns_over",
]
