"""Small builders for Cuzhi rule tests: start a game, jump to a step, script dice, act, refuse."""

from __future__ import annotations

import json

import pytest

from zsgames.core.game import Action, Event, GameConfig, IllegalAction
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.flow import STEPS
from zsgames.games.cuzhi.frame_kinds import FRAMES, advance
from zsgames.games.cuzhi.frames import kind
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.steps import start_step

# A test-only frame with no question: parked under a scenario so the state stays inspectable
# after the scenario's last decision (nothing after it runs).
if "hold" not in FRAMES:
    FRAMES.add("hold", kind(lambda s, f, seat: [], lambda s, f, a, ev: None, prompt=lambda s, f: "held by a test"))
HOLD = ("hold", 0)

SP = D.SPACE_INDEX  # space id → index, e.g. SP["a2s1"]
XIAN = next(i for i, y in enumerate(D.YAMEN) if y["zh"] == "西安府")
WUCHANG = next(i for i, y in enumerate(D.YAMEN) if y["zh"] == "武昌府")


def card(zh: str) -> int:
    return next(k for k, c in enumerate(D.CARDS) if c["zh"] == zh)


def title(zh: str) -> int:
    return next(t for t, c in enumerate(D.TITLES) if c["zh"] == zh)


def bustling(zh: str) -> int:
    return next(b for b, c in enumerate(D.BUSTLING) if c["zh"] == zh)


def start(players: int = 3, seed: int = 1) -> CuzhiState:
    return GAME.setup(GameConfig.make(players), seed)


def blank(players: int = 3, seed: int = 1) -> CuzhiState:
    """A fresh game with every holding zeroed and the first player at seat 0 (tests set what they need)."""
    s = start(players, seed)
    s.first = s.turn = 0
    n = s.n
    s.coins, s.grass, s.jars, s.sounds = [0] * n, [0] * n, [0] * n, [0] * n
    s.crick, s.fought = [0] * (5 * n), [0] * (5 * n)
    return s


def give(s: CuzhiState, seat: int, *grades: int) -> None:
    for g in grades:
        s.crick[seat * 5 + g] += 1


def crickets(s: CuzhiState, seat: int) -> list[int]:
    return s.crick[seat * 5 : seat * 5 + 5]


def resolve_from(s: CuzhiState, step: tuple, occ: dict[int, int] | None = None, hold: bool = True) -> list[Event]:
    """Run resolution ``step`` with heads on ``occ`` (space → seat); with ``hold`` nothing after it runs."""
    s.stage = "resolve"
    s.stack = [HOLD] if hold else []
    s.occ = [-1] * len(D.SPACES)
    for i, seat in (occ or {}).items():
        s.occ[i] = seat
    s.cursor = STEPS.index(step) + 1
    if s.cursor > STEPS.index(("wild",)) + 1:
        s.wild = 0  # they went to the market after Area 1
    ev: list[Event] = []
    if step == ("end",):
        s.cursor -= 1  # the round end is run by advance itself
    else:
        start_step(s, step, ev)
    advance(s, ev)
    return ev


def on_frame(s: CuzhiState, frame: tuple, then: tuple | None = None) -> CuzhiState:
    """Put a pending decision on top. Afterwards resolution continues at ``then`` (None: nothing runs)."""
    s.stage = "resolve"
    s.occ = [-1] * len(D.SPACES)
    s.stack = [frame] if then else [HOLD, frame]
    s.cursor = STEPS.index(then) if then else 0
    return s


def decider(s: CuzhiState) -> int:
    s.drop_caches()  # tests edit states directly: forget legal actions computed before the edit
    return GAME.current_deciders(s)[0]


def kinds(s: CuzhiState) -> list[str]:
    return [a.kind for a in GAME.legal_actions(s, decider(s))]


def legal(s: CuzhiState) -> list[Action]:
    return GAME.legal_actions(s, decider(s))


def act(s: CuzhiState, kind: str, *args, seat: int | None = None) -> tuple[CuzhiState, list[Event]]:
    s.drop_caches()
    seat = decider(s) if seat is None else seat
    return GAME.apply(s, Action(seat, kind, tuple(args)))


def do(s: CuzhiState, *moves) -> CuzhiState:
    """Apply several (kind, *args) moves by whoever decides; checks invariants after each."""
    for move in moves:
        if isinstance(move, str):
            move = (move,)
        s, _ = act(s, move[0], *move[1:])
        GAME.check_invariants(s)
    return s


def refused(s: CuzhiState, kind: str, *args, seat: int | None = None) -> str:
    """Assert the action is refused with a reason and the state is untouched; return the reason."""
    s.drop_caches()
    before = json.dumps(GAME.state_to_json(s), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        act(s, kind, *args, seat=seat)
    assert json.dumps(GAME.state_to_json(s), sort_keys=True) == before
    assert str(info.value)
    return str(info.value)


def texts(events: list[Event]) -> str:
    return "\n".join(str(e.text) for e in events)


def show_titles(s: CuzhiState, *titles: int) -> None:
    """Set the displayed titles (the rest go to the discard), keeping all 10 accounted for."""
    everything = s.title_deck + s.title_display + s.title_gone
    s.title_display = list(titles)
    s.title_deck = [t for t in s.title_deck if t not in titles]
    s.title_gone = [t for t in everything if t not in titles and t not in s.title_deck]


def own_title(s: CuzhiState, t: int, seat: int) -> None:
    """Give ``seat`` the title cricket ``t`` (taken out of the deck/display/discard)."""
    for pile in (s.title_deck, s.title_display, s.title_gone):
        if t in pile:
            pile.remove(t)
    s.title_owner[t] = seat
