"""Step 1: choosing a pawn, playing scrolls, then begin a project / go to a location / pass."""

from __future__ import annotations

from functools import lru_cache

from zsgames.core.game import Action, Event, IllegalAction
from zsgames.core.i18n import N_, Message, Text

from . import data as D
from .common import check_hand, first_edition, hand_limit, ignored, ignored_key, pawn_title, time_cut, who, whose
from .flow import A, Decision, E, Kind, pop, push, question, task
from .locations import can_buy_tile, can_visit, go, masterful_cut
from .payments import capacity, fits, owed, start_payment
from .scrolls import can_start_project, play, playable, scroll_actions
from .state import APPRENTICE, HOME, LARGE, MASTER, SMALL, TRACK, State
from .windows import clear_quiet

Vec = tuple[int, int, int, int]


# --- projects ---------------------------------------------------------------------------------
def project_need(s: State, seat: int, pawn: str, pid: str, consume: bool = False, cut: list[int] | None = None) -> Vec:
    """Cost after Masteries and Masterful Use (master only); Artistic Subtlety is a waive while paying."""
    cost = D.PROJECTS[pid].cost
    if pawn != MASTER:
        return cost
    if cut is None:
        cut = ignored(s, seat)
    need = [cost[0] - cut[0], cost[1] - cut[1], cost[2] - cut[2], cost[3] - cut[3]]
    for i in range(4):
        if need[i] < 0:
            need[i] = 0
    if s.players[seat].masterful:
        masterful_cut(s, seat, need, consume)
    return tuple(need)  # type: ignore[return-value]


@lru_cache(maxsize=4096)
def _needs(cut: tuple[int, ...], masterful: tuple[int, ...]) -> dict[str, Vec]:
    """Every project's cost for a master with these Masteries and waiting Masterful Uses."""
    out = {}
    for pid, pt in D.PROJECTS.items():
        need = [max(0, pt.cost[i] - cut[i]) for i in range(4)]
        for c in masterful:
            if need[c]:
                need[c] -= 1
        out[pid] = tuple(need)
    return out  # type: ignore[return-value]


def project_time(s: State, seat: int, pawn: str, pid: str) -> int:
    t = D.PROJECTS[pid].time
    if pawn == MASTER:
        t -= time_cut(s, seat) + (1 if s.players[seat].swift else 0)
    return max(D.MIN_TIME, t)


def available_projects(s: State, masterworks: bool = True) -> list[str]:
    out = [pid for i, pid in enumerate(D.PROJECT_IDS) if s.supply[i]]
    if masterworks:
        out += list(s.mw_face)
    return out


def may_begin(s: State, seat: int, pawn: str, second: bool = False) -> bool:
    p = s.players[seat]
    if pawn == MASTER:
        if p.apprentice == TRACK or (p.master == TRACK and not second):
            return False
    elif not p.experience or p.master == TRACK or p.apprentice == TRACK:
        return False
    return second or can_start_project(s, seat)


def begin_options(s: State, seat: int, pawn: str, second: bool = False) -> list[str]:
    """Projects on offer this pawn may begin now and can pay for (storage, tiles, a waive)."""
    if not may_begin(s, seat, pawn, second):
        return []
    p = s.players[seat]
    waive = p.artistic
    store, tiles = p.storage, p.tiles
    key = (ignored_key(s, seat), tuple(p.masterful)) if pawn == MASTER else _NO_DISCOUNT
    direct, maybe = _reach(key, (store[0], store[1], store[2], store[3]), waive)
    if not maybe or (not waive and not any(tiles)):  # the common case: paid straight from storage
        if not direct:
            return []
        return [pid for pid in available_projects(s, pawn == MASTER) if pid in direct]
    # the others need tiles or the waive: ``feasible``, with the storage side computed once for all
    caps = capacity(store, tiles, waive)
    return [
        pid
        for pid in available_projects(s, pawn == MASTER)
        if pid in direct or (pid in maybe and fits(maybe[pid], caps))
    ]


_NO_DISCOUNT: tuple[tuple[int, ...], tuple[int, ...]] = ((0, 0, 0, 0), ())


@lru_cache(maxsize=16384)
def _reach(
    key: tuple[tuple[int, ...], tuple[int, ...]], store: Vec, waive: bool
) -> tuple[frozenset[str], dict[str, int]]:
    """With these discounts: the projects ``store`` pays straight (no tile, no waive), and the
    others it might pay with tiles or the waive (no more boxes owed than it holds, plus the waive),
    each with its cost packed for ``fits``."""
    budget = store[0] + store[1] + store[2] + store[3] + (1 if waive else 0)  # every box pays one owed box
    direct, maybe = [], {}
    for pid, n in _needs(*key).items():
        if n[0] <= store[0] and n[1] <= store[1] and n[2] <= store[2] and n[3] <= store[3]:
            direct.append(pid)
        elif n[0] + n[1] + n[2] + n[3] <= budget:
            maybe[pid] = owed(n)
    return frozenset(direct), maybe


def begin(s: State, seat: int, pawn: str, pid: str, events: list[Event], second: bool = False) -> None:
    pt = D.PROJECTS[pid]
    p = s.mine(seat)
    s.own_board()
    if pt.masterwork:
        s.mw_face.remove(pid)
        if s.mw_deck:
            new = s.mw_deck.pop()
            s.mw_face.append(new)
            events.append(Event("reveal", Text("Masterwork {id} was revealed", id=new), None, chance=True))
    else:
        s.supply[D.PROJECT_INDEX[pid]] -= 1
    t = project_time(s, seat, pawn, pid)
    p.in_progress.append(pid)
    p.time_left = max(p.time_left, t) if second else t
    p.worker = pawn
    p.set_pawn(pawn, TRACK)
    events.append(
        Event(
            "begin",
            Text(
                "{whose} {pawn} began {project} (time {time})",
                whose=whose(s, seat),
                pawn=pawn_title(pawn),
                project=pt.title,
                time=p.time_left,
            ),
            seat,
            data=(("project", pid),),
        )
    )
    need = project_need(s, seat, pawn, pid, consume=True)
    start_payment(s, seat, need, "project", pt.name, events, waive=p.artistic, pid=pid, pawn=pawn, second=second)


def second_legal(s: State, d: Decision, seat: int) -> list[Action]:
    acts = [
        A(seat, "begin", (pid,), Text("Also begin {project} (Twofold Path)", project=D.PROJECTS[pid].title))
        for pid in begin_options(s, seat, MASTER, second=True)
    ]
    acts.append(A(seat, "skip", (), Text("Begin no second project")))
    return acts


def second_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    """Twofold Path: begin a second project with the master, or skip it."""
    pop(s)
    if action.kind == "begin":
        begin(s, d["seat"], MASTER, action.args[0], events, second=True)


# --- the turn ---------------------------------------------------------------------------------
def pawn_legal(s: State, d: Decision, seat: int) -> list[Action]:
    p = s.players[seat]
    return list(_pawn_actions(seat, p.master == TRACK, p.apprentice == TRACK))


@lru_cache(maxsize=64)
def _pawn_actions(seat: int, master_busy: bool, apprentice_busy: bool) -> tuple[Action, ...]:
    out = []
    for pawn, busy in ((MASTER, master_busy), (APPRENTICE, apprentice_busy)):
        if busy:
            label = Text("Take your {pawn} turn first (working: it can only pass)", pawn=pawn_title(pawn))
        else:
            label = Text("Take your {pawn} turn first", pawn=pawn_title(pawn))
        out.append(Action(seat, "pawn", (pawn,), label))
    return tuple(out)


def pawn_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pawn = action.args[0]
    pop(s)
    seat = d["seat"]
    events.append(
        Event("pawn", Text("{name} took the {pawn} turn first", name=who(s, seat), pawn=pawn_title(pawn)), seat)
    )
    s.me(seat).first = pawn
    s.cur_pawn = pawn
    push(s, "turn", seat)


def turn_legal(s: State, d: Decision, seat: int) -> list[Action]:
    seat, pawn = d["seat"], s.cur_pawn
    p = s.players[seat]
    acts = scroll_actions(s, seat, pawn) if p.hand else []
    fixed = _fixed(seat, pawn)
    if (p.master if pawn == MASTER else p.apprentice) != TRACK:
        if not p.in_progress and (pawn == MASTER or p.experience):  # cheap tests before the full one
            for pid in begin_options(s, seat, pawn):
                acts.append(fixed[pid])
        acts.append(fixed[LARGE])
        acts.append(fixed[SMALL])
        acts.append(fixed["temple"])
        if can_buy_tile(s, seat):
            acts.append(fixed["shop"])
        if can_visit(s, seat, pawn):
            acts.append(fixed["visits"])
    acts.append(fixed["pass"])
    return acts


@lru_cache(maxsize=64)
def _fixed(seat: int, pawn: str) -> dict[str, Action]:
    """The turn menu's actions that never change, per seat and pawn: begin X, go to Y, pass."""
    out = {pid: Action(seat, "begin", (pid,), label) for pid, label in BEGIN_LABEL.items()}
    out.update({loc: Action(seat, "go", (loc,), GO_LABEL[pawn, loc]) for loc in _WHERE})
    out["pass"] = Action(seat, "pass", (), PASS_LABEL[pawn])
    return out


BEGIN_LABEL = {pid: Text("Begin {project}", project=pt.title) for pid, pt in D.PROJECTS.items()}
_WHERE = {
    LARGE: N_("Send your {pawn} to the large Marketplace bin"),
    SMALL: N_("Send your {pawn} to the small Marketplace bin"),
    "temple": N_("Send your {pawn} to the Temple"),
    "shop": N_("Send your {pawn} to the Pawn Shop"),
    "visits": N_("Send your {pawn} to pay Respectful Visits"),
}
GO_LABEL = {
    (pawn, loc): Text(where, pawn=pawn_title(pawn)) for pawn in (MASTER, APPRENTICE) for loc, where in _WHERE.items()
}
PASS_LABEL = {pawn: Text("Pass with your {pawn}", pawn=pawn_title(pawn)) for pawn in (MASTER, APPRENTICE)}


def turn_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    """The turn's question: a scroll (the question stays), or the main action."""
    seat, pawn = d["seat"], s.cur_pawn
    if action.kind == "play":
        play(s, seat, action.args[0], events)
        return
    pop(s)
    if not first_edition(s):
        push(s, "after", seat)  # edition 2: any-time scrolls after the main action too (windows.py)
    if action.kind == "begin":
        begin(s, seat, pawn, action.args[0], events)
    elif action.kind == "go":
        go(s, seat, pawn, action.args[0], events)
    else:
        events.append(E("pass", Text("{whose} {pawn} passed", whose=whose(s, seat), pawn=pawn_title(pawn)), seat))


def end_turn(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    seat = d["seat"]
    p = s.players[seat]
    if len(p.hand) > D.BASE_HAND and len(p.hand) > hand_limit(s, seat):
        push(s, "end_turn", seat)
        check_hand(s, seat)
        return True
    if p.masterful or p.fresh or p.twofold:
        me = s.me(seat)
        me.masterful = []  # D1: a Masterful Use not spent this turn is wasted
        me.fresh = []
        me.twofold = False
    s.turn_no += 1
    s.cur_pawn = ""
    s.cur_seat = -1
    return True


def start_turn(s: State, events: list[Event]) -> None:
    n = s.n
    seat = (s.start + s.turn_no) % n
    s.cur_seat = seat
    if s.quiet and s.quiet[seat]:
        clear_quiet(s, seat)  # its "not now" held until this turn
    push(s, "end_turn", seat)
    if s.turn_no < n:
        push(s, "pawn", seat)
    else:
        p = s.players[seat]
        s.cur_pawn = APPRENTICE if p.first == MASTER else MASTER
        push(s, "turn", seat)


def explain_turn(s: State, d: Decision, action: Action) -> Message:
    """Why a turn action was refused."""
    seat, pawn = d["seat"], s.cur_pawn
    p = s.players[seat]
    if action.kind == "play" and action.args:
        sid = action.args[0]
        if sid not in D.SCROLLS:
            return Text("'{id}' is not a scroll", id=sid)
        title = D.scroll_title(sid)
        if sid not in p.hand:
            return Text("you do not hold {scroll}", scroll=title)
        if sid in p.played:
            return Text("you already played {scroll} this round", scroll=title)
        if p.hand.count(sid) <= p.fresh.count(sid):
            return Text("{scroll} was gained this turn; play it from your next turn", scroll=title)
        if sid in D.MASTER_ONLY and pawn != MASTER:
            return Text("{scroll} is played only at the start of your master's turn", scroll=title)
        if not playable(s, seat, pawn, sid):
            return Text("{scroll} would have no effect now", scroll=title)
    if action.kind == "begin" and action.args:
        pid = action.args[0]
        if pid not in D.PROJECTS:
            return Text("'{id}' is not a project", id=pid)
        pt = D.PROJECTS[pid]
        if p.pawn_loc(pawn) == TRACK:
            return Text("your {pawn} is working on a project and must pass", pawn=pawn_title(pawn))
        if pawn == APPRENTICE and not p.experience:
            return Text("only your master begins projects (unless Apprentice is Gaining Experience)")
        if pawn == APPRENTICE and pt.masterwork:
            return Text("an apprentice never builds a masterwork")
        if pawn == MASTER and p.apprentice == TRACK:
            return Text("your apprentice is working on a project; your master cannot begin one")
        if len(p.completed) >= D.COMPLETED_SPACES:
            return Text("all six completed spaces are full: you may only go to a location or pass")
        if p.in_progress:
            return Text("you already have a project in progress")
        if pid not in available_projects(s):
            return Text("{project} is not available", project=pt.title)
        need = project_need(s, seat, pawn, pid)
        from .payments import shortfall

        return shortfall(pt.title, need, p.storage)
    if action.kind == "go" and action.args:
        loc = action.args[0]
        if p.pawn_loc(pawn) == TRACK:
            return Text("your {pawn} is working on a project and must pass", pawn=pawn_title(pawn))
        if loc == "shop":
            return Text("you cannot pay for any available exchange tile")
        if loc == "visits":
            return Text("you cannot pay for any visit")
    if action.kind in ("visit", "buy"):
        return Text("first send a pawn there")
    return Text("that is not a move you can make now")


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {
    "second": question(second_legal, second_handle),
    "pawn": question(pawn_legal, pawn_handle),
    "turn": question(turn_legal, turn_handle),
    "end_turn": task(end_turn),
}

__all__ = ["HOME", "KINDS", "IllegalAction", "explain_turn", "start_turn"]
