"""Scrolls of Fortune: when each may be played (NOTES D1) and what it does."""

from __future__ import annotations

from functools import lru_cache

from zsgames.core.game import Action, Event
from zsgames.core.i18n import Text
from zsgames.core.text import YOU

from . import data as D
from .common import BIN_TAKE, check_hand, check_storage, draw_boxes, first_edition, lose_scroll, name, owned, who
from .flow import A, Decision, E, Kind, pop, push, question
from .locations import bin_take_options, buy_tile, buyable_tiles, take_from_bin
from .state import MASTER, TRACK, State


def ear_options(s: State, seat: int) -> list[str]:
    """Project types with an effect that another seat completed and this seat has not."""
    others: set[str] = set()
    for i, q in enumerate(s.players):
        if i != seat:
            others.update(q.completed)
    if not others:
        return []
    mine = s.players[seat].completed
    return [pid for pid in D.PROJECT_IDS if pid in others and pid not in mine]


def lessons_options(s: State) -> list[str]:
    return sorted(set(s.discard))


def can_start_project(s: State, seat: int) -> bool:
    p = s.players[seat]
    return not p.in_progress and len(p.completed) < D.COMPLETED_SPACES


def playable(s: State, seat: int, pawn: str, sid: str) -> bool:
    """May ``seat`` play ``sid`` now, at the start of its ``pawn``'s turn?"""
    p = s.players[seat]
    if (pawn != MASTER and sid in D.MASTER_ONLY) or sid in p.played:
        return False
    if p.fresh and p.hand.count(sid) <= p.fresh.count(sid):
        return False
    if sid == "owners_gift":
        return bool(buyable_tiles(s, seat))
    if sid == "gaining_experience":  # lasts the round (NOTES D1); never while the master works
        if pawn == MASTER and p.first != MASTER:
            return False  # the apprentice has had its turn this round: nothing left to gain
        return p.master != TRACK and can_start_project(s, seat)
    if sid == "twofold_path":
        return can_start_project(s, seat)
    if sid == "ear_to_the_wall":
        return bool(ear_options(s, seat))
    if sid == "fortune":
        return any(s.large) or any(s.small)
    if sid == "lessons":
        return bool(s.discard)
    return True


def scroll_actions(s: State, seat: int, pawn: str) -> list[Action]:
    """Play actions for the titles in hand that are ``playable``; the checks every title shares
    run here once per title, ``playable`` itself only for the titles with a condition of their own."""
    p = s.players[seat]
    hand, played, fresh = p.hand, p.played, p.fresh
    master = pawn == MASTER
    out = []
    for sid in sorted(set(hand)):
        if sid in played or (not master and sid in D.MASTER_ONLY):
            continue
        if fresh and hand.count(sid) <= fresh.count(sid):
            continue
        if sid in _CONDITIONAL and not playable(s, seat, pawn, sid):
            continue
        out.append(play_action(seat, sid))
    return out


#: titles ``playable`` checks beyond the shared rules (the rest are always playable then)
_CONDITIONAL = frozenset({"owners_gift", "gaining_experience", "twofold_path", "ear_to_the_wall", "fortune", "lessons"})


@lru_cache(maxsize=256)
def play_action(seat: int, sid: str) -> Action:
    return Action(seat, "play", (sid,), PLAY_LABEL[sid])


PLAY_LABEL = {sid: Text("Play {scroll}", scroll=D.scroll_title(sid)) for sid in D.SCROLLS}


def play(s: State, seat: int, sid: str, events: list[Event]) -> None:
    """Play a scroll (the question it was played from stays below: the turn, a window, a discard)."""
    p = s.mine(seat)
    s.own_board()
    lessons_from = lessons_options(s) if sid == "lessons" else []
    lose_scroll(s, seat, sid)
    p.played.append(sid)
    s.discard.append(sid)
    told = Text("{name} played {scroll}", name=who(s, seat), scroll=D.scroll_title(sid))
    events.append(E("play", told, seat, (("scroll", sid),)))
    if sid in D.MASTERFUL:
        p.masterful.append(D.MASTERFUL[sid])
    elif sid == "owners_gift":
        push(s, "gift", seat)
    elif sid == "gaining_experience":
        p.experience = True
    elif sid == "artistic_subtlety":
        p.artistic = True
    elif sid == "ear_to_the_wall":
        push(s, "ear", seat)
    elif sid == "twofold_path":
        p.twofold = True
    elif sid == "fortune":
        push(s, "fortune", seat)
    elif sid == "priests_gift":
        draw_boxes(s, seat, 1, events, "A Gift From the Priests")
        check_storage(s, seat)
    elif sid == "lucky_discovery":
        draw_boxes(s, seat, 2, events, "A Lucky Discovery")
        check_storage(s, seat)
    elif sid == "town_meeting":
        p.meeting = True
    elif sid == "lessons":
        push(s, "lessons", seat, options=tuple(lessons_from))
    elif sid == "privileged":
        p.privileged = True
    elif sid == "swift_fingers":
        p.swift = True
    elif sid == "writ":
        p.writ = True


def gift_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [
        A(seat, "gift", (D.PAIRS[k],), Text("Claim the {tile} exchange tile", tile=D.pair_title(D.PAIRS[k])))
        for k in buyable_tiles(s, seat)
    ]


def gift_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    buy_tile(s, d["seat"], D.PAIR_INDEX[action.args[0]], events, "Pawn Shop Owner's Gift")


def ear_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [
        A(seat, "ear", (pid,), Text("Use {project} this round", project=D.PROJECTS[pid].title))
        for pid in ear_options(s, seat)
    ]


def ear_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    seat = d["seat"]
    s.me(seat).ear = action.args[0]
    borrowed = D.PROJECTS[action.args[0]].title
    if name(s, seat) == YOU:
        told = Text("You borrow {project} this round", project=borrowed)
    else:
        told = Text("{name} borrows {project} this round", name=name(s, seat), project=borrowed)
    events.append(Event("ear", told, seat))


def fortune_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [
        A(seat, "fortune", (b, D.MATERIALS[i]), Text(BIN_TAKE[b], material=D.material(i)))
        for b, i in bin_take_options(s)
    ]


def fortune_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    take_from_bin(s, d["seat"], action, events, "Fortune Brings Opportunity")


def lessons_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [
        A(seat, "lessons", (sid,), Text("Take {scroll} from the discard pile", scroll=D.scroll_title(sid)))
        for sid in d["options"]
        if sid in s.discard
    ]


def lessons_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    seat, sid = d["seat"], action.args[0]
    s.own_board().discard.remove(sid)
    p = s.mine(seat)
    p.hand.append(sid)
    p.known.append(sid)  # taken face up: everyone knows it
    if first_edition(s):
        p.fresh.append(sid)  # edition 1: playable from the next turn; now at once if its timing allows
    told = Text("{name} took {scroll} from the discard pile", name=who(s, seat), scroll=D.scroll_title(sid))
    events.append(Event("lessons", told, seat))
    check_hand(s, seat)


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {
    "gift": question(gift_legal, gift_handle),
    "ear": question(ear_legal, ear_handle),
    "fortune": question(fortune_legal, fortune_handle),
    "lessons": question(lessons_legal, lessons_handle),
}


__all__ = ["KINDS", "can_start_project", "owned", "play", "playable", "scroll_actions"]
