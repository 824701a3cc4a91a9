"""Zooscape's questions as frame kinds (``zsgames.core.frames``): the state's phase is its one
pending frame, so the kinds are registered by phase (``state.phase`` is what a save records).

Each kind lists a decider's moves, applies one to a copy of the state (checking its values first:
a wrong value raises ``IllegalAction`` with the rule's words) and says what is asked. The secret
selection is decided by several seats at once: its ``deciders`` are every seat still choosing.

Action kinds (args):
* ``split (cut, left)`` — the master cuts ``cur`` after ``cut`` cards; the left part is group
  ``left`` (1 or 2).
* ``apprentice (group, pos)`` — first split of a round only: insert the apprentice at ``pos``
  (0 = front) of group 1 or 2.
* ``select (group,)`` — a secret commit of group 1 or 2 by each seat still choosing.
* ``resolve (key,)`` — which action card to resolve next ("lucky_cat", "breakage", "copy").
* ``break (type,)`` / ``copy (type,)`` — Breakage target / Copy type (curio type 0–7).

Legal-action lists depend only on small numbers (seat, lengths, types), so they are built once
and cached: the hot path of a random playout allocates no Action objects.
"""

from __future__ import annotations

from functools import cache

from zsgames.core.frames import FrameKind, Frames
from zsgames.core.game import Action, Args, Event, IllegalAction
from zsgames.core.text import subject
from zsgames.games.zooscape import action_cards, flow, market
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import P_APPRENTICE, P_BREAK, P_COPY, P_ORDER, P_OVER, P_SELECT, P_SPLIT, ZState

KIND = C.KIND
Kind = FrameKind[ZState, int]

#: the action kind that answers each phase's question, and how many values it carries
EXPECTED = ("split", "apprentice", "select", "resolve", "break", "copy")
ARITY = {"split": 2, "apprentice": 2, "select": 1, "resolve": 1, "break": 1, "copy": 1}


def _int(args: Args, i: int) -> int:
    value = args[i] if len(args) > i else None
    if type(value) is not int:  # bools and missing arguments are refused too
        raise IllegalAction("that move is missing a number")
    return value


# --- the master splits the row, then (first split of a round) places the apprentice ---------------
@cache
def _split_actions(seat: int, n: int) -> tuple[Action, ...]:
    return tuple(
        Action(seat, "split", (cut, left), f"Split after card {cut} ({cut} | {n - cut}); left part is group {left}")
        for cut in range(1, n)
        for left in (1, 2)
    )


def _master(s: ZState, phase: int) -> tuple[int, ...]:
    return (s.master,)


def _split_options(s: ZState, phase: int, seat: int) -> list[Action]:
    return list(_split_actions(seat, len(s.cur))) if seat == s.master else []


def _split(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    cut, left = _int(action.args, 0), _int(action.args, 1)
    if not 1 <= cut < len(s.cur):
        raise IllegalAction(
            f"each group needs at least one card: cut the {len(s.cur)} cards after card 1 to {len(s.cur) - 1}"
        )
    if left not in (1, 2):
        raise IllegalAction("the groups are numbered 1 and 2")
    market.split(s, cut, left, ev)


@cache
def _apprentice_actions(seat: int, len1: int, len2: int) -> tuple[Action, ...]:
    out = []
    for group, size in ((1, len1), (2, len2)):
        for pos in range(size + 1):
            where = "at the front" if pos == 0 else "at the end" if pos == size else f"after card {pos}"
            out.append(Action(seat, "apprentice", (group, pos), f"Put the apprentice into group {group}, {where}"))
    return tuple(out)


def _apprentice_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat != s.master:
        return []
    return list(_apprentice_actions(seat, len(s.groups[0]), len(s.groups[1])))


def _apprentice(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    group, pos = _int(action.args, 0), _int(action.args, 1)
    if group not in (1, 2):
        raise IllegalAction("the apprentice goes into group 1 or group 2")
    if not 0 <= pos <= len(s.groups[group - 1]):
        raise IllegalAction(
            f"group {group} has {len(s.groups[group - 1])} cards: put the apprentice in a gap or at either end"
        )
    market.insert_apprentice(s, group, pos, ev)


# --- the secret selection: every seat still choosing decides at once ------------------------------
@cache
def _select_actions(seat: int) -> tuple[Action, ...]:
    return (Action(seat, "select", (1,), "Choose group 1"), Action(seat, "select", (2,), "Choose group 2"))


def _choosing(s: ZState, phase: int) -> tuple[int, ...]:
    choice = s.choice
    seats: tuple[int, ...] = ()
    for p in s.players_in:  # a plain loop: this runs at every step of a selection
        if not choice[p]:
            seats += (p,)
    return seats


def _select_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat in s.players_in and not s.choice[seat]:
        return list(_select_actions(seat))
    return []


def _select(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    group = _int(action.args, 0)
    if group not in (1, 2):
        raise IllegalAction("choose group 1 or group 2")
    if market.commit(s, action.seat, group, ev):
        market.reveal(s, ev)
        flow.proceed(s, ev)


# --- the action cards a seat took: the order, then Breakage and Copy -------------------------------
@cache
def _order_actions(seat: int, kinds: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(Action(seat, "resolve", (C.ACTION_KEYS[k],), f"Resolve {C.KIND_NAMES[k]} next") for k in kinds)


@cache
def _type_actions(seat: int, kind: str, types: tuple[int, ...]) -> tuple[Action, ...]:
    if kind == "break":
        return tuple(Action(seat, "break", (t,), f"Break a {C.TYPE_NAMES[t]}") for t in types)
    return tuple(Action(seat, "copy", (t,), f"Put the Copy on the {C.TYPE_PLURALS[t]}") for t in types)


def _holder(s: ZState, phase: int) -> tuple[int, ...]:
    return (s.pend_seat,)


def _order_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat != s.pend_seat:
        return []
    return list(_order_actions(seat, tuple(sorted({KIND[c] for c in s.pend_cards}))))


def _order(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    key = action.args[0] if action.args else None
    card_kind = C.ACTION_BY_KEY.get(key) if isinstance(key, str) else None
    if card_kind is None or all(KIND[c] != card_kind for c in s.pend_cards):
        waiting = ", ".join(sorted({C.KIND_NAMES[KIND[c]] for c in s.pend_cards}))
        raise IllegalAction(f"you have no such action card to resolve (waiting: {waiting})")
    seat = action.seat
    told = len(ev)
    if not action_cards.choose_next(s, card_kind, ev):
        flow.proceed(s, ev)
    if not any(e.actor == seat for e in ev[told:]):
        resolves = subject(s.config.name(seat), "resolves", "resolve")
        ev.insert(told, Event("order", f"{resolves} {C.KIND_NAMES[card_kind]} next", seat))


def _break_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat != s.pend_seat:
        return []
    counts = action_cards.curio_counts(s, seat)
    return list(_type_actions(seat, "break", tuple(t for t in range(C.CURIO_TYPES) if counts[t])))


def _curio_type(action: Action) -> int:
    ctype = _int(action.args, 0)
    if not 0 <= ctype < C.CURIO_TYPES:
        raise IllegalAction("that is not a curio type")
    return ctype


def _break(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    ctype = _curio_type(action)
    if not action_cards.curio_counts(s, action.seat)[ctype]:
        raise IllegalAction(f"you have no {C.TYPE_NAMES[ctype]} to break")
    action_cards.break_curio(s, ctype, ev)
    if not action_cards.advance(s, ev):
        flow.proceed(s, ev)


def _copy_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat != s.pend_seat:
        return []
    counts = action_cards.curio_counts(s, seat)
    return list(_type_actions(seat, "copy", tuple(action_cards.top_types(counts))))


def _copy(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    ctype = _curio_type(action)
    counts = action_cards.curio_counts(s, action.seat)
    tops = action_cards.top_types(counts)
    if ctype not in tops:
        best = ", ".join(C.TYPE_PLURALS[t] for t in tops)
        raise IllegalAction(
            f"the Copy goes on a type you hold most of ({best}: {counts[tops[0]]} each), "
            f"not {C.TYPE_PLURALS[ctype]} ({counts[ctype]})"
        )
    action_cards.attach_copy(s, s.pend_copy, ctype, ev)
    if not action_cards.advance(s, ev):
        flow.proceed(s, ev)


#: the question of each phase (registered by phase: ``state.phase`` names the one pending frame)
KINDS: dict[int, Kind] = {
    P_SPLIT: FrameKind(
        _split_options,
        _split,
        deciders=_master,
        prompt=lambda s, p: f"split the {len(s.cur)} cards into groups 1 and 2",
    ),
    P_APPRENTICE: FrameKind(
        _apprentice_options,
        _apprentice,
        deciders=_master,
        prompt=lambda s, p: "put the apprentice into a group (any gap or either end)",
    ),
    P_SELECT: FrameKind(
        _select_options, _select, deciders=_choosing, prompt=lambda s, p: "secretly choose group 1 or group 2"
    ),
    P_ORDER: FrameKind(
        _order_options,
        _order,
        deciders=_holder,
        prompt=lambda s, p: "choose which action card to resolve next",
    ),
    P_BREAK: FrameKind(
        _break_options,
        _break,
        deciders=_holder,
        prompt=lambda s, p: f"Breakage: choose a curio to break ({s.pend_break} to go)",
    ),
    P_COPY: FrameKind(
        _copy_options,
        _copy,
        deciders=_holder,
        prompt=lambda s, p: "Copy: choose which of your most-held types it joins",
    ),
    P_OVER: FrameKind(),  # the game is over: nobody decides, nothing is legal
}
FRAMES: Frames[ZState, int] = Frames("zooscape", None)
FRAMES.add_all(KINDS)
