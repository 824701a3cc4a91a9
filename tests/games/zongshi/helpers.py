"""Small builders for Zong Shi rule tests: start a game, then set fields directly."""

from __future__ import annotations

from typing import Any

from zsgames.core.game import Action, GameConfig, IllegalAction
from zsgames.games.zongshi import GAME
from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.frame_kinds import proceed
from zsgames.games.zongshi.state import State

J, B, I, G = 0, 1, 2, 3  # jade, bronze, ivory, gold


def vec(jade: int = 0, bronze: int = 0, ivory: int = 0, gold: int = 0) -> list[int]:
    return [jade, bronze, ivory, gold]


def new_game(n: int = 4, seed: int = 1, **options: Any) -> State:
    return GAME.setup(GameConfig.make(n, options=options), seed)


def drafted(n: int = 4, seed: int = 1, **options: Any) -> State:
    """A game right after the draft (first legal pick each time)."""
    s = new_game(n, seed, **options)
    while s.phase == "draft":
        seat = GAME.current_deciders(s)[0]
        s = play(s, GAME.legal_actions(s, seat)[0])
    return s


def clear_board(s: State) -> State:
    """Everyone's storage and hand emptied into bag/deck; bins emptied into the bag (keeps counts)."""
    s = s.deep_clone()
    for p in s.players:
        for i in range(4):
            s.bag[i] += p.storage[i]
            p.storage[i] = 0
        s.deck.extend(p.hand)
        p.hand, p.known, p.fresh = [], [], []
    for b in (s.large, s.small):
        for i in range(4):
            s.bag[i] += b[i]
            b[i] = 0
    return s


def give(s: State, seat: int, storage: list[int] | None = None, hand: list[str] | None = None) -> None:
    """Move boxes from the bag (and scrolls from the deck) to a seat, keeping everything conserved."""
    p = s.players[seat]
    if storage is not None:
        for i in range(4):
            s.bag[i] += p.storage[i] - storage[i]
            p.storage[i] = storage[i]
            assert s.bag[i] >= 0
    if hand is not None:
        s.deck.extend(p.hand)
        p.hand, p.known, p.fresh = [], [], []
        for sid in hand:
            source = s.deck if sid in s.deck else s.discard
            source.remove(sid)
            p.hand.append(sid)


def set_bin(s: State, name: str, counts: list[int]) -> None:
    b = s.bin(name)
    for i in range(4):
        s.bag[i] += b[i] - counts[i]
        b[i] = counts[i]


def complete_for(s: State, seat: int, *pids: str) -> None:
    """Put finished projects in a workshop (taken from the supply / masterworks)."""
    p = s.players[seat]
    for pid in pids:
        if pid in D.PROJECT_INDEX:
            s.supply[D.PROJECT_INDEX[pid]] -= 1
        elif pid in s.mw_face:
            s.mw_face.remove(pid)
            s.mw_face.append(s.mw_deck.pop())
        else:
            s.mw_deck.remove(pid)
        p.completed.append(pid)


def turn_of(s: State, seat: int, pawn: str = "master", lap: int = 0) -> State:
    """``seat``'s turn with ``pawn`` now (lap 0 = first turn, as start player)."""
    s = s.deep_clone()
    s.pending = [{"kind": "end_turn", "seat": seat}, {"kind": "turn", "seat": seat}]
    s.start = seat if lap == 0 else (seat - s.n + 1) % s.n
    s.turn_no = 0 if lap == 0 else s.n - 1
    s.cur_seat, s.cur_pawn = seat, pawn
    s.players[seat].first = pawn if lap == 0 else ("apprentice" if pawn == "master" else "master")
    s.phase = "turns"
    s.drop_caches()
    return s


def settle(s: State) -> State:
    """Run the game on to its next real question after direct edits."""
    s = s.deep_clone()
    proceed(s, [])
    s.drop_caches()
    return s


def play(s: State, action: Action) -> State:
    new, _ = GAME.apply(s, action)
    GAME.check_invariants(new)
    return new


def act(s: State, seat: int, kind: str, *args: Any) -> State:
    return play(s, Action(seat, kind, tuple(args)))


def refused(s: State, seat: int, kind: str, *args: Any) -> str:
    """The refusal reason; asserts the state is untouched."""
    before = GAME.state_to_json(s)
    try:
        GAME.apply(s, Action(seat, kind, tuple(args)))
    except IllegalAction as exc:
        assert GAME.state_to_json(s) == before
        return str(exc)
    raise AssertionError(f"{kind}{args} was accepted")


def kinds(s: State) -> set[str]:
    seat = GAME.current_deciders(s)[0]
    return {a.kind for a in GAME.legal_actions(s, seat)}


def legal_args(s: State, kind: str) -> list[tuple]:
    seat = GAME.current_deciders(s)[0]
    return [a.args for a in GAME.legal_actions(s, seat) if a.kind == kind]


def question(s: State) -> tuple[str, int]:
    d = s.pending[-1]
    return d["kind"], d["seat"]


def passive(s: State) -> State:
    """One passive answer: pass when possible, else the first legal answer."""
    seat = GAME.current_deciders(s)[0]
    options = GAME.legal_actions(s, seat)
    for a in options:
        if a.kind in ("pass", "skip", "draw", "shop_done", "visit_done", "decline", "not_now", "end"):
            return play(s, a)
    return play(s, options[0])


def run_until(s: State, done, limit: int = 500) -> State:
    for _ in range(limit):
        if done(s) or GAME.is_over(s):
            return s
        s = passive(s)
    raise AssertionError("condition never reached")


def next_round(s: State) -> State:
    r = s.round
    return run_until(s, lambda x: x.round > r)


def then(s: State, seat: int, kind: str, *args: Any) -> State:
    """Answer ``kind(args)`` unless the rules already answered it (it was the only choice)."""
    if GAME.current_deciders(s) == [seat] and Action(seat, kind, tuple(args)) in GAME.legal_actions(s, seat):
        return act(s, seat, kind, *args)
    return s
