"""The Zooscape state: tuples of small card ids, so a clone copies references only.

Where things are (every card is in exactly one place, see ``check_invariants``):

* ``piles`` the unplayed round piles (front = next round), ``deck`` on the sack, ``bin``,
  ``box`` (cards out of the game), ``kimonos`` the kimono pile — the piles and the deck become
  counts in a view; the bin stays (everyone saw its cards go in).
* ``cur`` the cards waiting to be split (the laid-out row or a contested group), ``groups``
  the two named groups during a selection, ``stack`` contested groups still to resolve
  (``(cards, seats)``, last = next).
* ``won[seat]`` the cards in front of a seat (curios, kimonos, coins, Fire); ``copies[seat]``
  Copy cards as ``(card, type)``; ``pend_*`` action cards still to resolve.
* The apprentice (card 84) is in ``cur``/``groups``/``stack`` while in play; otherwise
  ``app_at`` says where: ``APP_MASTER`` (the master holds it), ``APP_BESIDE`` (beside the
  round piles) or a seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng
from zsgames.core.state_diff import FieldEquality

# phases: what is asked now
P_SPLIT, P_APPRENTICE, P_SELECT, P_ORDER, P_BREAK, P_COPY, P_OVER = range(7)
PHASE_NAMES = ("split", "apprentice", "select", "order", "break", "copy", "over")

T = TypeVar("T")

APP_IN_PLAY, APP_MASTER, APP_BESIDE = -2, -1, -3

# took[seat]: how a seat stands in this round's market
STILL_CHOOSING, TOOK_GROUP, GOT_KIMONO, LOST_CARD = 0, 1, 2, 3

_FIELDS = (
    "config",
    "rng",
    "n",
    "round",
    "stage",
    "phase",
    "master",
    "app_at",
    "first_split",
    "piles",
    "deck",
    "bin",
    "box",
    "kimonos",
    "kimonos_closed",
    "cur",
    "players_in",
    "groups",
    "left_num",
    "choice",
    "revealed",
    "took",
    "stack",
    "won",
    "copies",
    "pend_seat",
    "pend_cards",
    "pend_break",
    "pend_copy",
    "pend_queue",
)


class ZState(FieldEquality):
    """One moment of a Zooscape game. Views use the same class with hidden piles as counts.
    Equality and ``repr``: :mod:`zsgames.core.state_diff`.

    Every field is an int, a bool or a tuple (of ints or of tuples), so ``clone`` copies
    references only and the rules replace a tuple instead of changing it in place.
    """

    __slots__ = _FIELDS

    def __init__(self) -> None:
        self.config: GameConfig
        self.rng = Rng(0)
        self.n = 0
        self.round = 0  # 1..5 while playing
        self.stage = 0  # 0 market, 1 the bin was handled (step III done)
        self.phase = P_SPLIT
        self.master = 0
        self.app_at = APP_MASTER
        self.first_split = True  # the apprentice still has to be inserted this round
        self.piles: tuple[tuple[int, ...] | int, ...] = ()  # tuple of card tuples (a view: tuple of counts)
        self.deck: tuple[int, ...] | int = ()
        self.bin: tuple[int, ...] | int = ()  # a view without the memory aid: its size
        self.box: tuple[int, ...] = ()
        self.kimonos: tuple[int, ...] = ()
        self.kimonos_closed = False
        self.cur: tuple[int, ...] = ()
        self.players_in: tuple[int, ...] = ()
        self.groups: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self.left_num = 1  # which group number lies on the left of the row
        self.choice: tuple[int, ...] = ()  # 0 not yet, 1/2 committed; -1 in a view: committed, hidden
        self.revealed: tuple[int, ...] = ()  # the last reveal (0 = not involved)
        self.took: tuple[int, ...] = ()
        self.stack: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = ()
        self.won: tuple[tuple[int, ...], ...] = ()
        self.copies: tuple[tuple[tuple[int, int], ...], ...] = ()
        self.pend_seat = -1
        self.pend_cards: tuple[int, ...] = ()
        self.pend_break = 0  # curios still to break for the Breakage being resolved
        self.pend_copy = -1  # the Copy card waiting for its type
        self.pend_queue: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (seat, action cards) to resolve

    def __repr__(self) -> str:
        return (
            f"<Zooscape state: round {self.round}, {PHASE_NAMES[self.phase]}, master {self.master}, "
            f"choice {self.choice}, row {len(self.cur)} cards, won {[len(w) for w in self.won]} cards>"
        )

    def clone(self) -> ZState:
        s = ZState.__new__(ZState)
        s.config = self.config
        s.rng = self.rng  # shared: the rules clone it right before drawing (copy on write)
        s.n = self.n
        s.round = self.round
        s.stage = self.stage
        s.phase = self.phase
        s.master = self.master
        s.app_at = self.app_at
        s.first_split = self.first_split
        s.piles = self.piles
        s.deck = self.deck
        s.bin = self.bin
        s.box = self.box
        s.kimonos = self.kimonos
        s.kimonos_closed = self.kimonos_closed
        s.cur = self.cur
        s.players_in = self.players_in
        s.groups = self.groups
        s.left_num = self.left_num
        s.choice = self.choice
        s.revealed = self.revealed
        s.took = self.took
        s.stack = self.stack
        s.won = self.won
        s.copies = self.copies
        s.pend_seat = self.pend_seat
        s.pend_cards = self.pend_cards
        s.pend_break = self.pend_break
        s.pend_copy = self.pend_copy
        s.pend_queue = self.pend_queue
        return s


def full(cards: tuple[int, ...] | int) -> tuple[int, ...]:
    """The cards of a full state's pile, deck or bin (a view may hold only their number there)."""
    assert isinstance(cards, tuple), "the rules need a full state here, not a view's count"
    return cards


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with ``items[index]`` replaced (tuples are never changed in place)."""
    return (*items[:index], value, *items[index + 1 :])


def _hid(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def to_json(s: ZState) -> dict[str, Any]:
    return {
        "config": s.config.to_json(),
        "rng": s.rng.to_json(),
        "round": s.round,
        "stage": s.stage,
        "phase": PHASE_NAMES[s.phase],
        "master": s.master,
        "app_at": s.app_at,
        "first_split": s.first_split,
        "piles": [_hid(p) for p in s.piles],
        "deck": _hid(s.deck),
        "bin": _hid(s.bin),
        "box": list(s.box),
        "kimonos": list(s.kimonos),
        "kimonos_closed": s.kimonos_closed,
        "cur": list(s.cur),
        "players_in": list(s.players_in),
        "groups": [list(s.groups[0]), list(s.groups[1])],
        "left_num": s.left_num,
        "choice": list(s.choice),
        "revealed": list(s.revealed),
        "took": list(s.took),
        "stack": [[list(cards), list(seats)] for cards, seats in s.stack],
        "won": [list(w) for w in s.won],
        "copies": [[[c, t] for c, t in cs] for cs in s.copies],
        "pend_seat": s.pend_seat,
        "pend_cards": list(s.pend_cards),
        "pend_break": s.pend_break,
        "pend_copy": s.pend_copy,
        "pend_queue": [[seat, list(cards)] for seat, cards in s.pend_queue],
    }


def _tup(value: Any) -> tuple[int, ...] | int:
    """A JSON list of cards, or a view's count of hidden ones."""
    return tuple(int(v) for v in value) if isinstance(value, list) else int(value)


def from_json(data: Mapping[str, Any]) -> ZState:
    s = ZState()
    s.config = GameConfig.from_json(data["config"])
    s.n = s.config.players
    s.rng = Rng.from_state(data["rng"])
    s.round = int(data["round"])
    s.stage = int(data["stage"])
    s.phase = PHASE_NAMES.index(data["phase"])
    s.master = int(data["master"])
    s.app_at = int(data["app_at"])
    s.first_split = bool(data["first_split"])
    s.piles = tuple(_tup(p) for p in data["piles"])
    s.deck = _tup(data["deck"])
    s.bin = _tup(data["bin"])
    s.box = tuple(data["box"])
    s.kimonos = tuple(data["kimonos"])
    s.kimonos_closed = bool(data["kimonos_closed"])
    s.cur = tuple(data["cur"])
    s.players_in = tuple(data["players_in"])
    s.groups = (tuple(data["groups"][0]), tuple(data["groups"][1]))
    s.left_num = int(data["left_num"])
    s.choice = tuple(data["choice"])
    s.revealed = tuple(data["revealed"])
    s.took = tuple(data["took"])
    s.stack = tuple((tuple(cards), tuple(seats)) for cards, seats in data["stack"])
    s.won = tuple(tuple(w) for w in data["won"])
    s.copies = tuple(tuple((int(c), int(t)) for c, t in cs) for cs in data["copies"])
    s.pend_seat = int(data["pend_seat"])
    s.pend_cards = tuple(data["pend_cards"])
    s.pend_break = int(data["pend_break"])
    s.pend_copy = int(data["pend_copy"])
    s.pend_queue = tuple((int(seat), tuple(cards)) for seat, cards in data["pend_queue"])
    return s
