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
from zsgames.core.i18n import N_, Text
from zsgames.core.text import YOU
from zsgames.games.zooscape import action_cards, flow, market
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.names import Commas, kind_name, type_name, type_plural
from zsgames.games.zooscape.state import P_APPRENTICE, P_BREAK, P_COPY, P_ORDER, P_OVER, P_SELECT, P_SPLIT, ZState

KIND = C.KIND
Kind = FrameKind[ZState, int]

#: the action kind that answers each phase's question, and how many values it carries
EXPECTED = ("split", "apprentice", "select", "resolve", "break", "copy")
ARITY = {"split": 2, "apprentice": 2, "select": 1, "resolve": 1, "break": 1, "copy": 1}
#: each action kind as a refusal names it ("…, not to split", "a split move takes…"), context MOVE
MOVE = "move"
KIND_WORDS = {
    "split": N_("split", context=MOVE),
    "apprentice": N_("apprentice", context=MOVE),
    "select": N_("select", context=MOVE),
    "resolve": N_("resolve", context=MOVE),
    "break": N_("break", context=MOVE),
    "copy": N_("copy", context=MOVE),
}


def _int(args: Args, i: int) -> int:
    value = args[i] if len(args) > i else None
    if type(value) is not int:  # bools and missing arguments are refused too
        raise IllegalAction(Text("that move is missing a number"))
    return value


# --- the master splits the row, then (first split of a round) places the apprentice ---------------
@cache
def _split_actions(seat: int, n: int) -> tuple[Action, ...]:
    return tuple(
        Action(
            seat,
            "split",
            (cut, left),
            Text(
                "Split after card {cut} ({cut} | {rest}); left part is group {left}", cut=cut, rest=n - cut, left=left
            ),
        )
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
            Text(
                "each group needs at least one card: cut the {n} cards after card 1 to {last}",
                n=len(s.cur),
                last=len(s.cur) - 1,
            )
        )
    if left not in (1, 2):
        raise IllegalAction(Text("the groups are numbered 1 and 2"))
    market.split(s, cut, left, ev)


@cache
def _apprentice_actions(seat: int, len1: int, len2: int) -> tuple[Action, ...]:
    out = []
    for group, size in ((1, len1), (2, len2)):
        for pos in range(size + 1):
            if pos == 0:
                label = Text("Put the apprentice into group {group}, at the front", group=group)
            elif pos == size:
                label = Text("Put the apprentice into group {group}, at the end", group=group)
            else:
                label = Text("Put the apprentice into group {group}, after card {pos}", group=group, pos=pos)
            out.append(Action(seat, "apprentice", (group, pos), label))
    return tuple(out)


def _apprentice_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat != s.master:
        return []
    return list(_apprentice_actions(seat, len(s.groups[0]), len(s.groups[1])))


def _apprentice(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    group, pos = _int(action.args, 0), _int(action.args, 1)
    if group not in (1, 2):
        raise IllegalAction(Text("the apprentice goes into group 1 or group 2"))
    if not 0 <= pos <= len(s.groups[group - 1]):
        raise IllegalAction(
            Text(
                "group {group} has {n} card: put the apprentice in a gap or at either end",
                plural="group {group} has {n} cards: put the apprentice in a gap or at either end",
                group=group,
                n=len(s.groups[group - 1]),
            )
        )
    market.insert_apprentice(s, group, pos, ev)


# --- the secret selection: every seat still choosing decides at once ------------------------------
@cache
def _select_actions(seat: int) -> tuple[Action, ...]:
    return tuple(Action(seat, "select", (g,), Text("Choose group {group}", group=g)) for g in (1, 2))


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
        raise IllegalAction(Text("choose group 1 or group 2"))
    if market.commit(s, action.seat, group, ev):
        market.reveal(s, ev)
        flow.proceed(s, ev)


# --- the action cards a seat took: the order, then Breakage and Copy -------------------------------
@cache
def _order_actions(seat: int, kinds: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(
        Action(seat, "resolve", (C.ACTION_KEYS[k],), Text("Resolve {card} next", card=kind_name(k))) for k in kinds
    )


@cache
def _type_actions(seat: int, kind: str, types: tuple[int, ...]) -> tuple[Action, ...]:
    if kind == "break":
        return tuple(Action(seat, "break", (t,), Text("Break a {curio}", curio=type_name(t))) for t in types)
    return tuple(Action(seat, "copy", (t,), Text("Put the Copy on the {curios}", curios=type_plural(t))) for t in types)


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
        kinds = sorted({KIND[c] for c in s.pend_cards}, key=lambda k: C.KIND_NAMES[k])  # English order, as ever
        waiting = Commas(tuple(kind_name(k) for k in kinds))
        raise IllegalAction(Text("you have no such action card to resolve (waiting: {cards})", cards=waiting))
    seat = action.seat
    told = len(ev)
    if not action_cards.choose_next(s, card_kind, ev):
        flow.proceed(s, ev)
    if not any(e.actor == seat for e in ev[told:]):
        name, card = s.config.name(seat), kind_name(card_kind)
        text = (
            Text("You resolve {card} next", card=card)
            if name == YOU
            else Text("{name} resolves {card} next", name=name, card=card)
        )
        ev.insert(told, Event("order", text, seat))


def _break_options(s: ZState, phase: int, seat: int) -> list[Action]:
    if seat != s.pend_seat:
        return []
    counts = action_cards.curio_counts(s, seat)
    return list(_type_actions(seat, "break", tuple(t for t in range(C.CURIO_TYPES) if counts[t])))


def _curio_type(action: Action) -> int:
    ctype = _int(action.args, 0)
    if not 0 <= ctype < C.CURIO_TYPES:
        raise IllegalAction(Text("that is not a curio type"))
    return ctype


def _break(s: ZState, phase: int, action: Action, ev: list[Event]) -> None:
    ctype = _curio_type(action)
    if not action_cards.curio_counts(s, action.seat)[ctype]:
        raise IllegalAction(Text("you have no {curio} to break", curio=type_name(ctype)))
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
        raise IllegalAction(
            Text(
                "the Copy goes on a type you hold most of ({best}: {most} each), not {curios} ({count})",
                best=Commas(tuple(type_plural(t) for t in tops)),
                most=counts[tops[0]],
                curios=type_plural(ctype),
                count=counts[ctype],
            )
        )
    action_cards.attach_copy(s, s.pend_copy, ctype, ev)
    if not action_cards.advance(s, ev):
        flow.proceed(s, ev)


def asked(s: ZState) -> Text:
    """What the phase asks, in the words a player reads (lazy: a refusal quotes it)."""
    phase = s.phase
    if phase == P_SPLIT:
        return Text("split the {n} cards into groups 1 and 2", n=len(s.cur))
    if phase == P_APPRENTICE:
        return Text("put the apprentice into a group (any gap or either end)")
    if phase == P_SELECT:
        return Text("secretly choose group 1 or group 2")
    if phase == P_ORDER:
        return Text("choose which action card to resolve next")
    if phase == P_BREAK:
        return Text("Breakage: choose a curio to break ({n} to go)", n=s.pend_break)
    return Text("Copy: choose which of your most-held types it joins")  # P_COPY (P_OVER asks nothing)


def _prompt(s: ZState, phase: int) -> str:
    return str(asked(s))


#: the question of each phase (registered by phase: ``state.phase`` names the one pending frame)
KINDS: dict[int, Kind] = {
    P_SPLIT: FrameKind(
        _split_options,
        _split,
        deciders=_master,
        prompt=_prompt,
    ),
    P_APPRENTICE: FrameKind(
        _apprentice_options,
        _apprentice,
        deciders=_master,
        prompt=_prompt,
    ),
    P_SELECT: FrameKind(
        _select_options,
        _select,
        deciders=_choosing,
        prompt=_prompt,
    ),
    P_ORDER: FrameKind(
        _order_options,
        _order,
        deciders=_holder,
        prompt=_prompt,
    ),
    P_BREAK: FrameKind(
        _break_options,
        _break,
        deciders=_holder,
        prompt=_prompt,
    ),
    P_COPY: FrameKind(
        _copy_options,
        _copy,
        deciders=_holder,
        prompt=_prompt,
    ),
    P_OVER: FrameKind(),  # the game is over: nobody decides, nothing is legal
}
FRAMES: Frames[ZState, int] = Frames("zooscape", None)
FRAMES.add_all(KINDS)
