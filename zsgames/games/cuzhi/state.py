"""The Cuzhi state: plain lists with ``__slots__`` and a hand-written ``clone``.

Pending decisions live on ``stack`` as small tuples ``(kind, seat, ...)``; the top one is the
question asked now. A tribute challenge in progress lives in ``fight`` (:class:`Fight`).

Copy-on-write: the lists named in :data:`SHARED` change only a few times a game, so ``clone``
hands the same list objects to the copy instead of copying them. Rules code therefore never edits
one of them in place; it assigns a new list (``s.hire = put(s.hire, h, seat)``), and nested ones
(``owned``, ``lantern``, ``yamen_cards``) get a new outer list and a new changed inner list.
Tests that edit a state by hand should do the same, or work on a state no other state came from.
"""

from __future__ import annotations

from typing import Any, TypeVar

from zsgames.core.game import Action, GameConfig
from zsgames.core.rng import Rng
from zsgames.core.state_diff import FieldEquality

# fight steps
F_PICK_C, F_PICK_D, F_BET, F_EXCITE, F_EXCITE_BOOST, F_ROLL, F_BOOST, F_REWARD, F_SWAP = range(9)


class Fight(FieldEquality):
    """A tribute challenge: who fights with what, positions, excitement, bets and the last roll."""

    __slots__ = (
        "arrow",
        "bets",
        "bettor",
        "boost_side",
        "brave",
        "cfighter",
        "chal",
        "defn",
        "dfighter",
        "dice",
        "excited",
        "grass_used",
        "mover",
        "pos",
        "rerolls",
        "roll",
        "step",
        "winner",
    )

    def __init__(self) -> None:
        self.arrow = 0
        self.chal = 0
        self.defn = 0
        self.cfighter = -1  # grade 1–4 or TITLE_CODE + title id
        self.dfighter = -1
        self.dice = [0, 0]  # sides per side (0 challenger, 1 defender)
        self.pos = [0, 0]  # steps advanced by each side
        self.excited = [False, False]
        self.brave = -1  # side that first reached the centre
        self.mover = 0  # side that rolls next in the fight phase
        self.bets: list[int] = []  # per seat: -1 none, 0 challenger, 1 defender
        self.bettor = -1
        self.roll = [0, 0]  # last die value per side (before boosts)
        self.grass_used = [False, False]
        self.rerolls = [0, 0]  # rerolls still available per side
        self.boost_side = 0
        self.step = F_PICK_C
        self.winner = -1

    def clone(self) -> Fight:
        f = Fight.__new__(Fight)
        f.arrow, f.chal, f.defn, f.cfighter, f.dfighter = self.arrow, self.chal, self.defn, self.cfighter, self.dfighter
        f.dice, f.pos, f.excited = list(self.dice), list(self.pos), list(self.excited)
        f.brave, f.mover, f.bets, f.bettor = self.brave, self.mover, list(self.bets), self.bettor
        f.roll, f.grass_used, f.rerolls = list(self.roll), list(self.grass_used), list(self.rerolls)
        f.boost_side, f.step, f.winner = self.boost_side, self.step, self.winner
        return f

    def __repr__(self) -> str:
        return (
            f"<fight: seat {self.chal} ({self.cfighter}) challenges seat {self.defn} ({self.dfighter}), "
            f"step {self.step}, positions {self.pos}, winner {self.winner}>"
        )

    def to_json(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, list) else v) for k in Fight.__slots__ for v in (getattr(self, k),)}

    @classmethod
    def from_json(cls, data: Any) -> Fight:
        f = cls()
        for k in Fight.__slots__:
            v = data[k]
            setattr(f, k, list(v) if isinstance(v, list) else v)
        return f


#: fields ``clone`` shares instead of copying (written only by replacement, see the module docstring)
SHARED = (
    "bust",
    "bust_out",
    "bust_run",
    "chairs",
    "heads",
    "hire",
    "hired_next",
    "lantern",
    "owned",
    "scripted",
    "title_deck",
    "title_display",
    "title_fought",
    "title_gone",
    "title_owner",
    "title_tributed",
    "trib_deck",
    "yamen_cards",
    "zhenghe",
)


T = TypeVar("T")

#: A pending decision on ``stack``: ``(kind, seat, *fields)``, the fields depending on the kind.
Frame = tuple[str, int, *tuple[Any, ...]]


def put(values: list[T], i: int, value: T) -> list[T]:
    """A copy of ``values`` with item ``i`` replaced: how a :data:`SHARED` list is changed."""
    out = values[:]
    out[i] = value
    return out


class CuzhiState(FieldEquality):
    """One moment of a Cuzhi game (equality and ``repr``: :mod:`zsgames.core.state_diff`)."""

    CACHES = ("cache",)  # not part of the game: equal states may differ in it

    __slots__ = (
        "bag",
        "bust",
        "bust_out",
        "bust_run",
        "cache",
        "chairs",
        "challenges",
        "coins",
        "config",
        "crick",
        "cursor",
        "fight",
        "first",
        "fought",
        "grass",
        "heads",
        "hire",
        "hired_next",
        "jars",
        "lantern",
        "log_round",
        "market",
        "n",
        "occ",
        "owned",
        "pile",
        "rep",
        "rng",
        "round",
        "scripted",
        "sounds",
        "stack",
        "stage",
        "title_deck",
        "title_display",
        "title_fought",
        "title_gone",
        "title_owner",
        "title_tributed",
        "to_place",
        "trib_deck",
        "turn",
        "virtue",
        "wild",
        "yamen_cards",
        "zhenghe",
    )

    def __init__(self) -> None:
        self.config: GameConfig
        self.n = 0
        self.rng = Rng(0)
        self.round = 1
        self.stage = "dispatch"  # dispatch | resolve | end | over
        self.turn = 0  # dispatch: seat placing next
        self.first = 0
        self.cursor = 0  # resolution: next step in flow.STEPS
        self.log_round = 0
        self.heads: list[int] = []  # heads on the player's board (usable this round)
        self.hired_next: list[int] = []  # heads hired this round, usable from the next
        self.chairs: list[int] = []  # heads still waiting on Area 2 chairs
        self.to_place: list[int] = []
        self.occ: list[int] = []  # per space: seat or -1
        self.coins: list[int] = []
        self.grass: list[int] = []
        self.jars: list[int] = []
        self.sounds: list[int] = []  # kept Sound indicators
        self.crick: list[int] = []  # flat n*5: crickets per seat and grade (titles not included)
        self.fought: list[int] = []  # flat n*5: how many of those fought this round
        self.virtue: list[int] = []
        self.rep: list[int] = []
        self.bag: list[int] | int = []  # capture indicator kinds, hidden order
        self.pile: list[int] = [0, 0, 0, 0]  # used indicators by kind (open)
        self.wild = 0
        self.market = 0
        self.hire: list[int] = []  # per hire space: seat or -1
        self.title_deck: list[int] | int = []
        self.title_display: list[int] = []
        self.title_owner: list[int] = []  # per title: seat or -1
        self.title_fought: list[bool] = []
        self.title_gone: list[int] = []
        self.title_tributed: list[int] = []  # per seat: title crickets tributed
        self.trib_deck: list[int] | int = []
        self.yamen_cards: list[list[int]] = []
        self.lantern: list[list[int]] = []  # per yamen: seats in lantern order (highest first)
        self.owned: list[list[int]] = []  # tribute cards per seat
        self.bust: list[int] = []  # the 3 bustling cards in play
        self.bust_out: list[int] | int = []  # the unused ones (hidden)
        self.bust_run: list[bool] = []
        self.challenges = 0
        self.stack: list[Frame] = []
        self.fight: Fight | None = None
        self.zhenghe: list[int] = []  # per seat: -1 undecided, else the tier paid (0 = none)
        self.scripted: list[int] = []  # test-only: die values used before the RNG (see tests/helpers)
        self.cache: tuple[int, list[Action]] | None = None  # (seat, its legal actions); never cloned or saved

    def clone(self) -> CuzhiState:
        """A copy whose own lists are copied and whose :data:`SHARED` lists are shared."""
        s = CuzhiState.__new__(CuzhiState)
        rng = Rng.__new__(Rng)
        rng.state = self.rng.state
        s.config, s.n, s.rng = self.config, self.n, rng
        s.round, s.stage, s.turn, s.first, s.cursor = self.round, self.stage, self.turn, self.first, self.cursor
        s.log_round, s.wild, s.market, s.challenges = self.log_round, self.wild, self.market, self.challenges
        s.to_place, s.occ, s.pile, s.stack = self.to_place[:], self.occ[:], self.pile[:], self.stack[:]
        s.coins, s.grass, s.jars, s.sounds = self.coins[:], self.grass[:], self.jars[:], self.sounds[:]
        s.crick, s.fought, s.virtue, s.rep = self.crick[:], self.fought[:], self.virtue[:], self.rep[:]
        bag = self.bag
        s.bag = bag[:] if bag.__class__ is list else bag
        fight = self.fight
        s.fight = fight.clone() if fight is not None else None
        # SHARED
        s.heads, s.hired_next, s.chairs, s.hire = self.heads, self.hired_next, self.chairs, self.hire
        s.title_deck, s.title_display, s.title_owner = self.title_deck, self.title_display, self.title_owner
        s.title_fought, s.title_gone, s.title_tributed = self.title_fought, self.title_gone, self.title_tributed
        s.trib_deck, s.yamen_cards, s.lantern, s.owned = self.trib_deck, self.yamen_cards, self.lantern, self.owned
        s.bust, s.bust_out, s.bust_run = self.bust, self.bust_out, self.bust_run
        s.zhenghe, s.scripted = self.zhenghe, self.scripted
        s.cache = None
        return s

    def __repr__(self) -> str:
        if self.stack:
            asked = f"seat {self.stack[-1][1]} ({self.stack[-1][0]})"
        else:
            asked = f"seat {self.turn} (dispatch)" if self.stage == "dispatch" else "nobody"
        return (
            f"<Cuzhi state: round {self.round}, {self.stage}, asked: {asked}, virtue {self.virtue}, "
            f"reputation {self.rep}, coins {self.coins}{', in a fight' if self.fight else ''}>"
        )

    def drop_caches(self) -> CuzhiState:
        """Forget what the rules worked out from this state (its legal actions): after a test edits it."""
        self.cache = None
        return self

    # --- small helpers used everywhere -------------------------------------------------------
    def crickets(self, seat: int) -> list[int]:
        """Counts by grade (ordinary … royal), title crickets not included."""
        return self.crick[seat * 5 : seat * 5 + 5]

    def titles_of(self, seat: int) -> list[int]:
        return [t for t, o in enumerate(self.title_owner) if o == seat]

    def yamen_count(self, seat: int) -> int:
        return sum(1 for lan in self.lantern if seat in lan)

    def name(self, seat: int) -> str:
        return self.config.name(seat)


def state_to_json(s: CuzhiState) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for k in CuzhiState.__slots__:
        if k == "cache":
            continue
        v = getattr(s, k)
        if k == "config":
            v = v.to_json()
        elif k == "rng" or k == "fight":
            v = v.to_json() if v is not None else None
        elif k == "stack":
            v = [list(f) for f in v]
        elif isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        data[k] = v
    return data


def state_from_json(data: Any) -> CuzhiState:
    s = CuzhiState()
    for k in CuzhiState.__slots__:
        if k == "cache":
            continue
        v = data[k]
        if k == "config":
            v = GameConfig.from_json(v)
        elif k == "rng":
            v = Rng.from_state(v) if v is not None else Rng(0)
        elif k == "fight":
            v = Fight.from_json(v) if v is not None else None
        elif k == "stack":
            v = [tuple(f) for f in v]
        elif isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        setattr(s, k, v)
    return s
