"""Round structure: preparation, dispatch, the resolution order (Areas 1 → 5) and cleanup.

``step`` moves the round on while no frame is pending (``frame_kinds.advance`` runs it).
"""

from __future__ import annotations

from zsgames.core.game import Event
from zsgames.core.i18n import Text
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi import steps
from zsgames.games.cuzhi.common import gain
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.steps import Step
from zsgames.games.cuzhi.words import CARDS, TITLES, YAMEN, coins, to_seat

# The resolution order of one round: Area 1 spaces, wild crickets to market, Areas 2 and 3,
# the Area 4 arrows (challenges), the Area 4 spaces (row 1 then row 2), Area 5, round end.
STEPS: tuple[Step, ...] = (
    *(("space", i) for i in D.AREA_SPACES[1]),
    ("wild",),
    *(("space", i) for i in D.AREA_SPACES[2]),
    *(("space", i) for i in D.AREA_SPACES[3]),
    *(("arrow", j) for j in range(len(D.ARROWS))),
    *(("space", i) for i in D.AREA_SPACES[4]),
    *(("space", i) for i in D.AREA_SPACES[5]),
    ("end",),
)
STEP_AREA = tuple(
    D.SPACES[st[1]]["area"] if st[0] == "space" else 1 if st[0] == "wild" else 4 if st[0] == "arrow" else 5
    for st in STEPS
)


def space_open(s: CuzhiState, i: int) -> bool:
    sp = D.SPACES[i]
    return sp["round"] <= s.round and sp["min_players"] <= s.n


_OPEN = {
    (r, n): tuple(i for i, sp in enumerate(D.SPACES) if sp["round"] <= r and sp["min_players"] <= n)
    for r in range(1, D.ROUNDS + 1)
    for n in D.PLAYER_COUNTS
}


def open_spaces(s: CuzhiState) -> tuple[int, ...]:
    """The spaces open this round at this player count (in board order)."""
    return _OPEN[(s.round, s.n)]


def yamen_in_play(n: int) -> int:
    return D.PLAYER_COUNTS[n]["yamen"]


def preparation(s: CuzhiState, ev: list[Event]) -> None:
    """Steps 1–5 of the preparation phase, then the dispatch phase begins."""
    ev.append(Event("round", Text("Round {n} 第{n}轮 — preparation 准备阶段", n=s.round)))
    s.wild = D.PLAYER_COUNTS[s.n]["wild"]
    # titles: old ones out, two new ones up
    s.title_gone = s.title_gone + s.title_display  # shared lists are replaced, never edited (see state.py)
    s.title_display = []
    assert isinstance(s.title_deck, list)
    deck = s.title_deck = s.title_deck[:]
    for _shown in range(D.TITLES_PER_ROUND):
        if deck:
            t = deck.pop()
            s.title_display.append(t)
            said = Text("Title card revealed: {title}", title=TITLES[t])
            ev.append(Event("title", said, chance=True, data=(("title", t),)))
    assert isinstance(s.trib_deck, list)
    tdeck = s.trib_deck = s.trib_deck[:]
    shown = s.yamen_cards = s.yamen_cards[:]
    for y in range(yamen_in_play(s.n)):
        if len(shown[y]) < D.YAMEN_CARDS and tdeck:
            k = tdeck.pop()
            shown[y] = [*shown[y], k]
            ev.append(Event("card", Text("{yamen} shows {card}", yamen=YAMEN[y], card=CARDS[k]), chance=True))
    for seat in range(s.n):
        stipend = s.yamen_count(seat) * D.STIPEND
        if stipend:
            s.coins[seat] += stipend
            name = s.name(seat)
            said = to_seat(
                name,
                Text("You receive {coins} stipend 俸禄", coins=coins(stipend)),
                Text("{name} receives {coins} stipend 俸禄", name=name, coins=coins(stipend)),
            )
            ev.append(Event("stipend", said, seat))
        for k in s.owned[seat]:
            if D.CARDS[k]["timing"] == "round_start":
                gain(s, seat, D.CARDS[k]["params"], ev, CARDS[k])
    s.fought = [0] * (5 * s.n)
    s.title_fought = [False] * len(D.TITLES)
    s.bust_run = [False] * len(s.bust)
    s.challenges = 0
    s.occ = [-1] * len(D.SPACES)
    s.to_place = s.heads[:]
    s.turn = s.first
    s.stage = "dispatch"
    s.cursor = 0


def cleanup(s: CuzhiState, ev: list[Event]) -> None:
    heads, hired = s.heads[:], s.hired_next[:]
    for seat in range(s.n):
        heads[seat] += hired[seat]
        hired[seat] = 0
    s.heads, s.hired_next = heads, hired
    s.market = 0
    s.occ = [-1] * len(D.SPACES)
    s.round += 1
    ev.append(Event("cleanup", Text("Cleanup 整理阶段: heads go home, the market crickets return to the supply")))


def _next_placer(s: CuzhiState) -> int:
    for k in range(s.n):
        seat = (s.turn + k) % s.n
        if s.to_place[seat] > 0:
            return seat
    return -1


def _space_left(s: CuzhiState) -> bool:
    """Is an open space still free?"""
    occ = s.occ
    for i in _OPEN[(s.round, s.n)]:  # noqa: SIM110  (a plain loop is faster on this hot path)
        if occ[i] < 0:
            return True
    return False


def step(s: CuzhiState, ev: list[Event]) -> bool:
    """The stack is empty: move the round on until a frame is pushed (True: the frames run next),
    or a placement is asked or the game is over (False)."""
    while not s.stack:
        if s.stage == "dispatch":
            seat = _next_placer(s)
            if seat < 0:
                s.stage = "resolve"
                s.cursor = 0
                ev.append(Event("phase", Text("Resolution 执行阶段 begins")))
                continue
            s.turn = seat
            if not _space_left(s):
                name = s.name(seat)
                said = to_seat(
                    name,
                    Text("No open space is left: Your other heads stay home"),
                    Text("No open space is left: {name}'s other heads stay home", name=name),
                )
                ev.append(Event("place", said, seat))
                s.to_place[seat] = 0
                continue
            return False
        if s.stage == "resolve":
            st = STEPS[s.cursor]
            s.cursor += 1
            if st[0] == "end":
                if s.round >= D.ROUNDS:
                    s.stage = "end"
                    steps.start_end(s, ev)
                else:
                    cleanup(s, ev)
                    preparation(s, ev)
                continue
            steps.start_step(s, st, ev)
            continue
        if s.stage == "end":
            s.stage = "over"
            ev.append(Event("over", Text("The game is over 游戏结束")))
        return False
    return True


def current_area(s: CuzhiState) -> int:
    if s.stage != "resolve" or s.cursor == 0:
        return 0
    return STEP_AREA[s.cursor - 1]
