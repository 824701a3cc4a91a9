"""Setup and draft, then Steps 2–4 of a round (distribution, advancing projects, end of round)."""

from __future__ import annotations

from functools import lru_cache

from zsgames.core.game import Action, Event, GameConfig
from zsgames.core.i18n import N_, Text
from zsgames.core.rng import Rng
from zsgames.core.text import YOU

from . import data as D
from .common import (
    BIN_TAKE,
    acts_as_master,
    boxes_text,
    check_hand,
    check_storage,
    first_edition,
    name,
    seat_order,
    who,
)
from .flow import A, Decision, E, Kind, pop, push, question, task
from .state import APPRENTICE, BINS, HOME, LARGE, SMALL, TRACK, Player, State
from .turns import start_turn
from .windows import STEPS, TURNS, clear_quiet, open_moment


# --- setup ------------------------------------------------------------------------------------
def new_state(config: GameConfig, seed: int | str) -> State:
    n = config.players
    if n not in D.SETUP:
        raise ValueError(f"Zong Shi is for {min(D.SETUP)}–{max(D.SETUP)} players")
    row = D.SETUP[n]
    s = State()
    s.config = config
    s.rng = Rng(seed)
    s.max_rounds = int(config.option("max_rounds", D.DEFAULT_MAX_ROUNDS))
    deck = [sid for sid in D.SCROLL_IDS for _ in range(D.SCROLL_COUNTS[sid])]
    s.rng.shuffle(deck)
    mws = list(D.MASTERWORK_IDS)
    s.rng.shuffle(mws)
    s.mw_face = [mws.pop() for _ in range(min(D.FACE_UP_MASTERWORKS, len(mws)))]
    s.mw_deck = mws
    awards = list(D.AWARD_IDS)
    s.rng.shuffle(awards)
    s.awards = awards[: len(D.PERSONS)]
    s.spare_award = awards[len(D.PERSONS)] if len(awards) > len(D.PERSONS) else None
    s.start = s.rng.randbelow(n)
    s.supply = [min(row.project_copies, p.copies) for p in D.PROJECT_LIST]
    s.box_projects = [p.copies - c for p, c in zip(D.PROJECT_LIST, s.supply, strict=True)]
    s.tile_supply = [min(row.tile_copies, c) for c in D.PAIR_COPIES]
    s.box_tiles = [c - t for c, t in zip(D.PAIR_COPIES, s.tile_supply, strict=True)]
    s.bag = list(D.MATERIAL_COUNT)
    for _ in range(n):
        p = Player()
        p.tiles = [0] * len(D.PAIRS)
        p.visit_tiles = list(D.VISIT_TILES)
        s.players.append(p)
    s.quiet = ("",) * n
    s.pool_scrolls = sorted(deck.pop() for _ in range(row.draft_scrolls))
    s.deck = deck
    _bag_to(s, s.pool_boxes, row.draft_boxes)
    s.phase = "draft"
    push(s, "fill", -1)
    order = [(s.start - 1 - i) % n for i in range(n)] * D.DRAFT_LAPS  # from the start player's right
    for seat in reversed(order):
        push(s, "draft", seat)
    return s


def _bag_to(s: State, target: list[int], k: int) -> None:
    """Draw up to ``k`` boxes from the bag into ``target``, each box in the bag equally likely."""
    bag, rng = s.bag, s.rng
    total = bag[0] + bag[1] + bag[2] + bag[3]
    for _ in range(k):
        if not total:
            return
        r = rng.randbelow(total)
        i = 0
        while r >= bag[i]:
            r -= bag[i]
            i += 1
        bag[i] -= 1
        target[i] += 1
        total -= 1


def fill_bins(s: State, events: list[Event]) -> None:
    """D5: the large bin fills first; an empty bag leaves the bins short."""
    row = D.SETUP[s.n]
    s.own_boxes()
    _bag_to(s, s.large, row.large_bin)
    _bag_to(s, s.small, row.small_bin)
    events.append(
        Event(
            "fill",
            Text("Bins filled: large {large}; small {small}", large=boxes_text(s.large), small=boxes_text(s.small)),
            None,
            chance=True,
        )
    )


def draft_legal(s: State, d: Decision, seat: int) -> list[Action]:
    acts = [
        A(seat, "draft_box", (m,), Text("Take one {material} into storage", material=D.material(i)))
        for i, m in enumerate(D.MATERIALS)
        if s.pool_boxes[i]
    ]
    acts += [
        A(seat, "draft_scroll", (sid,), Text("Take the scroll {scroll}", scroll=D.scroll_title(sid)))
        for sid in sorted(set(s.pool_scrolls))
    ]
    return acts


def draft_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    seat = d["seat"]
    p = s.mine(seat)
    s.own_board()
    if action.kind == "draft_box":
        i = D.MAT_INDEX[action.args[0]]
        s.pool_boxes[i] -= 1
        p.storage[i] += 1
        told = Text("{name} drafted one {material}", name=who(s, seat), material=D.material(i))
    else:
        sid = action.args[0]
        s.pool_scrolls.remove(sid)
        p.hand.append(sid)
        p.known.append(sid)  # D13: draft picks are public
        told = Text("{name} drafted {scroll}", name=who(s, seat), scroll=D.scroll_title(sid))
    events.append(Event("draft", told, seat))


def _round_begins(s: State) -> Text:
    """ "Round 3 begins; Blue starts" (or "You start")."""
    starter = name(s, s.start)
    if starter == YOU:
        return Text("Round {n} begins; You start", n=s.round)
    return Text("Round {n} begins; {name} starts", n=s.round, name=starter)


#: a bin's rest or one box taken in Step 2, per bin
_TOOK_REST = {
    "large": N_("{name} took the rest of the large bin: {boxes}"),
    "small": N_("{name} took the rest of the small bin: {boxes}"),
}
_TOOK_ONE = {
    "large": N_("{name} took one {material} from the large bin"),
    "small": N_("{name} took one {material} from the small bin"),
}


def fill_task(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    fill_bins(s, events)
    s.phase = "turns"
    s.turn_no = 0
    if s.max_rounds <= 1:
        s.final = s.forced_final = True
    events.append(Event("round", _round_begins(s), None))
    return True


def on_empty(s: State, events: list[Event]) -> bool:
    """The stack ran empty: start the next turn, or Steps 2–4 of the round. False once the game is over."""
    if s.phase == "over":
        return False
    if s.phase == "turns":
        n = s.n
        if s.turn_no < 2 * n:
            if first_edition(s):
                start_turn(s, events)
                return True
            # edition 2: before the turn, a moment for the others' any-time scrolls (windows.py)
            push(s, "turn_start", -1)
            seat = (s.start + s.turn_no) % n
            skip = (seat,) if s.turn_no == 0 else (seat, (seat - 1) % n)
            open_moment(s, TURNS, BINS, skip)
            return True
        s.phase = "distribute"
        push(s, "end_round", -1)
        push(s, "advance", -1)
        moments = not first_edition(s)
        if moments:
            clear_quiet(s)  # the others' turns are over
            open_moment(s, STEPS, (), ())  # the bins are shared out: before Step 3
        for b in (SMALL, LARGE):  # large first: pushed last
            push(s, "overflow", -1, bin=b)
            push(s, "distribute", -1, bin=b)
            if moments:  # before each bin is shared out (the last turn's seat has just had its say)
                open_moment(
                    s, STEPS, BINS if b == LARGE else (SMALL,), ((s.start + 2 * n - 1) % n,) if b == LARGE else ()
                )
        return True
    raise AssertionError(f"nothing to do in phase {s.phase}")


def turn_start(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    start_turn(s, events)
    return True


# --- Step 2 -----------------------------------------------------------------------------------
def pick_order(s: State, bin_name: str) -> list[int]:
    """Seats in the order they pick from ``bin_name`` (NOTES D4, D7; Privileged Treatment first)."""
    order = seat_order(s)
    for seat in order:
        if s.players[seat].privileged and s.players[seat].master == bin_name:
            order.remove(seat)
            order.insert(0, seat)
            break
    masters: list[int] = []
    apprentices: list[int] = []
    for seat in order:
        p = s.players[seat]
        if p.master == bin_name:
            masters.append(seat)
        if p.apprentice == bin_name:
            (masters if acts_as_master(s, seat, APPRENTICE) else apprentices).append(seat)
    boxes = sum(s.bin(bin_name))
    picks = (masters + apprentices)[:boxes]
    while masters and len(picks) < boxes:
        picks += masters[: boxes - len(picks)]
    return picks


def distribute(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    picks = pick_order(s, d["bin"])
    if picks and len(picks) == sum(s.bin(d["bin"])):
        # The last picks all by one seat empty the bin: no choice left, that seat takes the rest
        # (a lone master "takes all the boxes").
        last = picks[-1]
        while picks and picks[-1] == last:
            picks.pop()
        push(s, "take_rest", last, bin=d["bin"])
    for seat in reversed(picks):
        push(s, "pick", seat, bin=d["bin"])
    return True


def take_rest(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    seat, b = d["seat"], d["bin"]
    src = s.own_boxes().bin(b)
    got = tuple(src)
    p = s.me(seat)
    for i in range(4):
        p.storage[i] += src[i]
        src[i] = 0
    events.append(E("take", Text(_TOOK_REST[b], name=who(s, seat), boxes=boxes_text(got)), seat))
    return True


def pick_legal(s: State, d: Decision, seat: int) -> list[Action]:
    seat, b = d["seat"], d["bin"]
    src = s.bin(b)
    return [_take(seat, b, i) for i in range(4) if src[i]]


@lru_cache(maxsize=256)
def _take(seat: int, b: str, i: int) -> Action:
    m = D.MATERIALS[i]
    return Action(seat, "take", (b, m), Text(BIN_TAKE[b], material=D.material(i)))


def pick_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    seat, b = d["seat"], d["bin"]
    i = D.MAT_INDEX[action.args[1]]
    s.own_boxes().bin(b)[i] -= 1
    s.me(seat).storage[i] += 1
    events.append(E("take", Text(_TOOK_ONE[b], name=who(s, seat), material=D.material(i)), seat))


def overflow(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    for seat in reversed(seat_order(s)):
        check_storage(s, seat)
    return True


# --- Step 3 -----------------------------------------------------------------------------------
def complete(s: State, seat: int, scoring: list[str], events: list[Event]) -> None:
    p = s.mine(seat)
    before = len(p.completed)
    for pid in p.in_progress:
        if pid in scoring:
            scoring.remove(pid)
            p.completed.append(pid)
            events.append(
                Event(
                    "complete",
                    Text(
                        "{name} completed {project} (+{vp} VP)",
                        name=who(s, seat),
                        project=D.PROJECTS[pid].title,
                        vp=D.PROJECTS[pid].vp,
                    ),
                    seat,
                    data=(("project", pid),),
                )
            )
        else:
            p.extra.append(pid)
            events.append(
                Event(
                    "complete",
                    Text(
                        "{name} completed {project} with no space left: it only breaks ties",
                        name=who(s, seat),
                        project=D.PROJECTS[pid].title,
                    ),
                    seat,
                )
            )
    p.in_progress = []
    p.set_pawn(p.worker, HOME)
    p.worker = ""
    p.time_left = 0
    if before < D.COMPLETED_SPACES <= len(p.completed) and not s.final:
        p.trigger = True  # D10: not in the final round


def advance(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    s.phase = "advance"
    push(s, "after_advance", -1)
    for seat in reversed(seat_order(s)):
        p = s.players[seat]
        if not p.worker:
            continue
        me = s.me(seat)
        me.time_left -= 1
        if me.time_left > 0:
            continue
        space = D.COMPLETED_SPACES - len(me.completed)
        if len(me.in_progress) > space:
            push(s, "score", seat, ask=True)  # D11: the owner picks which project scores
        else:
            complete(s, seat, list(me.in_progress), events)
    return True


def score_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [
        A(seat, "score", (pid,), Text("Score {project}; the other only breaks ties", project=D.PROJECTS[pid].title))
        for pid in sorted(set(s.players[seat].in_progress))
    ]


def score_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    complete(s, d["seat"], [action.args[0]], events)


def after_advance(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    if s.final:
        s.phase = "over"
        events.append(Event("game_over", Text("The final round is over"), None))
        s.pending.clear()  # the round's remaining steps never run
    return True


# --- Step 4 -----------------------------------------------------------------------------------
def end_round(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    for seat in range(s.n):
        p = s.me(seat)
        if p.master != TRACK:
            p.master = HOME
        if p.apprentice != TRACK:
            p.apprentice = HOME
        p.played, p.masterful, p.fresh = [], [], []
        p.artistic = p.swift = p.twofold = p.meeting = p.privileged = p.writ = p.experience = False
        p.ear = ""
        p.first = ""
    clear_quiet(s)  # a "not now" for the rest of the round ends with it
    if any(len(p.completed) >= D.COMPLETED_SPACES for p in s.players):
        s.final = True
        events.append(Event("final", Text("A workshop is full: the next round is the final round"), None))
    elif s.round + 1 >= s.max_rounds:
        s.final = s.forced_final = True  # D14
        events.append(Event("final", Text("Round limit: round {n} is the final round", n=s.round + 1), None))
    s.own_boxes()
    bag, large, small = s.bag, s.large, s.small  # D9: the bins go back to the bag, even in the trigger round
    for i in range(4):
        bag[i] += large[i] + small[i]
    s.large, s.small = [0, 0, 0, 0], [0, 0, 0, 0]
    s.round += 1
    s.start = (s.start + 1) % s.n
    fill_bins(s, events)
    s.phase = "turns"
    s.turn_no = 0
    events.append(Event("round", _round_begins(s), None))
    for seat in reversed(seat_order(s)):  # D8: a borrowed Larger Workshop / Temple Offering is gone
        check_storage(s, seat)
        check_hand(s, seat)
    return True


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {
    "draft": question(draft_legal, draft_handle),
    "pick": question(pick_legal, pick_handle),
    "score": question(score_legal, score_handle),
    "fill": task(fill_task),
    "turn_start": task(turn_start),
    "distribute": task(distribute),
    "take_rest": task(take_rest),
    "overflow": task(overflow),
    "advance": task(advance),
    "after_advance": task(after_advance),
    "end_round": task(end_round),
}
