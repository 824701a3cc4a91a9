"""Zong Shi state: per-seat workshops plus the shared board, with cheap copy-on-write clones.

``State.clone`` copies the pending stack and *shares* the ``Player`` objects, the bag and bins
(a rule moving a box in or out of them calls ``state.own_boxes()`` first) and the rarely written
board lists (supply, decks, discard, awards, draft pool: ``state.own_board()`` first). A rule that changes a seat's
storage calls ``state.me(seat)``, which copies that seat once per ``apply`` (its other lists stay
shared); a rule that writes any other list of a seat calls ``state.mine(seat)``. Pending decisions
are dicts on a stack (``pending[-1]`` is asked now); they are never mutated in place, only replaced.
"""

from __future__ import annotations

from typing import Any

from zsgames.core.game import Action, GameConfig, freeze
from zsgames.core.rng import Rng
from zsgames.core.state_diff import FieldEquality

HOME, TRACK = "home", "track"
LARGE, SMALL = "large", "small"
BINS = (LARGE, SMALL)
MASTER, APPRENTICE = "master", "apprentice"

_PLAYER_LISTS = (
    "storage",
    "tiles",
    "hand",
    "known",
    "visit_tiles",
    "visits",
    "completed",
    "extra",
    "in_progress",
    "played",
    "fresh",
    "masterful",
)
_PLAYER_SCALARS = (
    "time_left",
    "worker",
    "master",
    "apprentice",
    "artistic",
    "swift",
    "ear",
    "twofold",
    "meeting",
    "privileged",
    "writ",
    "experience",
    "trigger",
    "first",
)


class Player(FieldEquality):
    """One workshop. ``hand`` is a list of scroll ids, or an int count in another seat's view."""

    __slots__ = ("_own", *_PLAYER_LISTS, *_PLAYER_SCALARS)

    def __init__(self) -> None:
        self.storage: list[int] = [0, 0, 0, 0]
        self.tiles: list[int] = []
        self.hand: Any = []
        self.known: list[str] = []  # scrolls everyone saw this seat take (draft, Lessons), still held
        self.visit_tiles: list[int] = []
        self.visits: list[int] = [0, 0, 0, 0]  # tile value placed on each townsperson, 0 = not visited
        self.completed: list[str] = []
        self.extra: list[str] = []  # Twofold projects that found no space: tie-break only
        self.in_progress: list[str] = []
        self.played: list[str] = []  # scroll titles played this round
        self.fresh: list[str] = []  # edition 1 only: scrolls gained this turn (playable from the next)
        self.masterful: list[int] = []  # Masterful Use colours waiting for a payment this turn
        self.time_left = 0
        self.worker = ""  # "master" / "apprentice" while a project is in progress
        self.master = HOME
        self.apprentice = HOME
        self.artistic = False
        self.swift = False
        self.ear = ""  # project type borrowed this round
        self.twofold = False
        self.meeting = False
        self.privileged = False
        self.writ = False
        self.experience = False
        self.trigger = False
        self.first = ""  # the pawn used for this round's first turn
        self._own = True  # False: every list but storage is shared with the seat it was cloned from

    def clone(self) -> Player:
        """A copy with its own storage; the other lists are shared until ``own``."""
        p = Player.__new__(Player)
        p._own = False
        p.storage = self.storage[:]
        p.tiles = self.tiles
        p.hand = self.hand
        p.known = self.known
        p.visit_tiles = self.visit_tiles
        p.visits = self.visits
        p.completed = self.completed
        p.extra = self.extra
        p.in_progress = self.in_progress
        p.played = self.played
        p.fresh = self.fresh
        p.masterful = self.masterful
        p.time_left, p.worker, p.master, p.apprentice = self.time_left, self.worker, self.master, self.apprentice
        p.artistic, p.swift, p.ear, p.twofold = self.artistic, self.swift, self.ear, self.twofold
        p.meeting, p.privileged, p.writ, p.experience = self.meeting, self.privileged, self.writ, self.experience
        p.trigger, p.first = self.trigger, self.first
        return p

    def own(self) -> Player:
        """Copy the shared lists before writing one of them (once per clone)."""
        if not self._own:
            self._own = True
            self.tiles = self.tiles[:]
            self.hand = self.hand[:] if isinstance(self.hand, list) else self.hand
            self.known = self.known[:]
            self.visit_tiles = self.visit_tiles[:]
            self.visits = self.visits[:]
            self.completed = self.completed[:]
            self.extra = self.extra[:]
            self.in_progress = self.in_progress[:]
            self.played = self.played[:]
            self.fresh = self.fresh[:]
            self.masterful = self.masterful[:]
        return self

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            k: (list(getattr(self, k)) if isinstance(getattr(self, k), list) else getattr(self, k))
            for k in _PLAYER_LISTS
        }
        for k in _PLAYER_SCALARS:
            data[k] = getattr(self, k)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        p = cls()
        for k in _PLAYER_LISTS:
            v = data[k]
            setattr(p, k, list(v) if isinstance(v, list) else v)
        for k in _PLAYER_SCALARS:
            setattr(p, k, data[k])
        return p

    def __repr__(self) -> str:
        hand = self.hand if isinstance(self.hand, int) else len(self.hand)
        return (
            f"<workshop: storage {self.storage}, master {self.master}, apprentice {self.apprentice}, "
            f"{hand} scrolls, in progress {self.in_progress}, completed {self.completed}>"
        )

    def pawn_loc(self, pawn: str) -> str:
        return self.master if pawn == MASTER else self.apprentice

    def set_pawn(self, pawn: str, loc: str) -> None:
        if pawn == MASTER:
            self.master = loc
        else:
            self.apprentice = loc


_STATE_LISTS = (
    "bag",
    "large",
    "small",
    "supply",
    "tile_supply",
    "box_projects",
    "box_tiles",
    "mw_deck",
    "mw_face",
    "deck",
    "discard",
    "pool_scrolls",
    "pool_boxes",
    "awards",
    "awards_done",
    "pending",
)
_STATE_SCALARS = (
    "round",
    "phase",
    "start",
    "final",
    "forced_final",
    "turn_no",
    "cur_seat",
    "cur_pawn",
    "spare_award",
    "max_rounds",
)


#: Fields of the second edition of the rules (scrolls between turns, awards one may leave): a game
#: begun under the first edition (``config`` option ``rules`` = 1) writes none of them, so its JSON
#: is exactly what that edition wrote (its saves keep their digests).
_EDITION2 = ("quiet", "awards_left")


class State(FieldEquality):
    """One moment of a Zong Shi game (equality and ``repr``: :mod:`zsgames.core.state_diff`; the
    private slots are copy-on-write flags and the legal-action cache, not part of the game)."""

    __slots__ = (
        "_board",
        "_boxes",
        "_dirty",
        "_legal",
        "config",
        "players",
        "rng",
        *_STATE_LISTS,
        *_STATE_SCALARS,
        *_EDITION2,
    )

    def __init__(self) -> None:
        self.config: GameConfig
        self.players: list[Player] = []
        self.rng = Rng(0)
        self.bag: list[int] = [0, 0, 0, 0]
        self.large: list[int] = [0, 0, 0, 0]
        self.small: list[int] = [0, 0, 0, 0]
        self.supply: list[int] = []  # per project type
        self.tile_supply: list[int] = []  # per exchange pair
        self.box_projects: list[int] = []  # copies left in the game box (not used this game)
        self.box_tiles: list[int] = []
        self.mw_deck: Any = []  # list of masterwork ids, or a count in a view
        self.mw_face: list[str] = []
        self.deck: Any = []  # scroll ids, top = end; a count in a view
        self.discard: list[str] = []
        self.pool_scrolls: list[str] = []  # face-up draft pool
        self.pool_boxes: list[int] = [0, 0, 0, 0]
        self.awards: list[Any] = []  # per townsperson: award id, None once taken; 1 = face down in a view
        self.awards_done: list[str] = []  # resolved and discarded awards (public)
        self.pending: list[dict[str, Any]] = []
        self.round = 1
        self.phase = "draft"
        self.start = 0
        self.final = False
        self.forced_final = False
        self.turn_no = 0
        self.cur_seat = -1
        self.cur_pawn = ""
        self.spare_award: Any = None
        self.max_rounds = 0
        self.quiet: tuple[str, ...] = ()  # per seat: the window of scroll plays it said "not now" to ("" none)
        self.awards_left: tuple[int, ...] = ()  # townspeople whose first master left the award face down
        self._dirty = 0
        self._board = True  # False: the rarely written board lists are shared (see ``own_board``)
        self._boxes = True  # False: bag and bins are shared (see ``own_boxes``)
        self._legal: list[Action] | None = None  # legal answers to pending[-1], cached by the rules

    def clone(self) -> State:
        s = State.__new__(State)
        s.config = self.config
        s.players = self.players[:]
        rng = s.rng = Rng.__new__(Rng)  # Rng.clone without the classmethod detour (hot path)
        rng.state = self.rng.state
        s.bag = self.bag  # shared until own_boxes()
        s.large = self.large
        s.small = self.small
        s._boxes = False
        s.supply = self.supply  # shared until own_board()
        s.tile_supply = self.tile_supply
        s.box_projects = self.box_projects
        s.box_tiles = self.box_tiles
        s.mw_deck = self.mw_deck
        s.mw_face = self.mw_face
        s.deck = self.deck
        s.discard = self.discard
        s.pool_scrolls = self.pool_scrolls
        s.pool_boxes = self.pool_boxes
        s.awards = self.awards
        s.awards_done = self.awards_done
        s._board = False
        s.pending = self.pending[:]
        s.round, s.phase, s.start, s.final = self.round, self.phase, self.start, self.final
        s.forced_final, s.turn_no = self.forced_final, self.turn_no
        s.cur_seat, s.cur_pawn = self.cur_seat, self.cur_pawn
        s.spare_award, s.max_rounds = self.spare_award, self.max_rounds
        s.quiet, s.awards_left = self.quiet, self.awards_left  # tuples: replaced, never edited
        s._dirty = 0
        s._legal = None
        return s

    def __repr__(self) -> str:
        top = self.pending[-1] if self.pending else None
        asked = f"seat {top['seat']} ({top['kind']})" if top else "nobody"
        return (
            f"<Zong Shi state: round {self.round} of {self.max_rounds}, {self.phase}, turn {self.turn_no}, "
            f"asked: {asked}, storage {[p.storage for p in self.players]}, "
            f"completed {[len(p.completed) for p in self.players]}>"
        )

    def drop_caches(self) -> State:
        """Forget what the rules worked out from this state (its legal actions): after a test edits it."""
        self._legal = None
        return self

    def own_board(self) -> State:
        """Copy the shared board lists before writing one of them (once per clone)."""
        if not self._board:
            self._board = True
            self.supply = self.supply[:]
            self.tile_supply = self.tile_supply[:]
            self.mw_deck = self.mw_deck[:] if isinstance(self.mw_deck, list) else self.mw_deck
            self.mw_face = self.mw_face[:]
            self.deck = self.deck[:] if isinstance(self.deck, list) else self.deck
            self.discard = self.discard[:]
            self.pool_scrolls = self.pool_scrolls[:]
            self.pool_boxes = self.pool_boxes[:]
            self.awards = self.awards[:]
            self.awards_done = self.awards_done[:]
        return self

    def own_boxes(self) -> State:
        """Copy the shared bag and bins before moving a box in or out of them (once per clone)."""
        if not self._boxes:
            self._boxes = True
            self.bag = self.bag[:]
            self.large = self.large[:]
            self.small = self.small[:]
        return self

    def deep_clone(self) -> State:
        """A clone that owns every seat and list (for tests and views that edit it freely)."""
        s = self.clone().own_board().own_boxes()
        s.box_projects = self.box_projects[:]
        s.box_tiles = self.box_tiles[:]
        s.players = [p.clone().own() for p in self.players]
        s._dirty = (1 << len(s.players)) - 1
        return s

    def me(self, seat: int) -> Player:
        """Seat ``seat``'s workshop, copied on first write since the last clone."""
        bit = 1 << seat
        if not self._dirty & bit:
            self.players[seat] = self.players[seat].clone()
            self._dirty |= bit
        return self.players[seat]

    def mine(self, seat: int) -> Player:
        """Seat ``seat``'s workshop with every list its own (before writing a list other than storage)."""
        return self.me(seat).own()

    def bin(self, name: str) -> list[int]:
        return self.large if name == LARGE else self.small

    @property
    def n(self) -> int:
        return self.config.players

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "config": self.config.to_json(),
            "players": [p.to_json() for p in self.players],
            "rng": self.rng.to_json(),
        }
        for k in _STATE_LISTS:
            v = getattr(self, k)
            data[k] = [_jsonable(x) for x in v] if isinstance(v, list) else v
        for k in _STATE_SCALARS:
            data[k] = getattr(self, k)
        if self.config.option("rules") != 1:
            data["quiet"] = list(self.quiet)
            data["awards_left"] = list(self.awards_left)
        return data

    @classmethod
    def from_json(cls, data: Any) -> State:
        s = cls()
        s.config = GameConfig.from_json(data["config"])
        s.players = [Player.from_json(p) for p in data["players"]]
        s.rng = Rng.from_state(data["rng"])
        for k in _STATE_LISTS:
            v = data[k]
            setattr(s, k, list(v) if isinstance(v, list) else v)
        s.pending = [{key: freeze(val) for key, val in d.items()} for d in data["pending"]]
        for k in _STATE_SCALARS:
            setattr(s, k, data[k])
        s.quiet = tuple(data.get("quiet", ("",) * len(s.players)))
        s.awards_left = tuple(data.get("awards_left", ()))
        return s


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, tuple | list):
        return [_jsonable(v) for v in x]
    return x
