"""What the Zooscape board shows, as plain frozen values (Qt-free).

:func:`table_of` turns a viewer's view and its legal moves into a :class:`Table`: what each zone of
the board shows (the strip of round piles, deck, bin and kimonos; the market; each seat's row with its
points and stacks), who decides and what they are asked (the game's own prompt), the legal moves
placed on the pieces and zones they start at and end on, and the rules' refusals of the pieces the
board explains. The board (``zsgames/ui/boards/zooscape/``) imports nothing else of the game: what
it needs of the rules' vocabulary (the cards, the phases' names, the reveal's outcome) is re-exported
here, so a change inside the rules stays inside the rules (an import-linter contract).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from zsgames.core.game import Action, Event, IllegalAction, Score
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape import market
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.names import card_list, card_name, type_name, type_plural
from zsgames.games.zooscape.rules import GAME
from zsgames.games.zooscape.scoring import card_total, seat_score, type_points
from zsgames.games.zooscape.state import (
    APP_BESIDE,
    APP_MASTER,
    GOT_KIMONO,
    LOST_CARD,
    PHASE_NAMES,
    TOOK_GROUP,
    ZState,
    to_json,
)
from zsgames.games.zooscape.view import card_count

#: A seat's redacted view of the game: read its plain fields, ask the rules here. Names in the
#: player's language (``card_name``, ``card_list``, ``type_name``, ``type_plural``) come from here too.
ZView = ZState

__all__ = [
    "APP_BESIDE",
    "APP_MASTER",
    "GOT_KIMONO",
    "LOST_CARD",
    "TOOK_GROUP",
    "C",
    "MarketShown",
    "Move",
    "SeatShown",
    "Spot",
    "StripShown",
    "Table",
    "ZView",
    "card_count",
    "card_list",
    "card_name",
    "phase_of",
    "refusal",
    "reveal_events",
    "same_moment",
    "table_of",
    "type_name",
    "type_plural",
]


def phase_of(view: ZView) -> str:
    """What is asked now, by name: split, apprentice, select, order, break, copy or over."""
    return PHASE_NAMES[view.phase]


def refusal(view: ZView, action: Action) -> str | None:
    """The rule that refuses ``action`` in ``view``, in the game's words (None: the rules take it).
    Zooscape's rules say why as they refuse a move (``IllegalAction``, before changing anything), so
    this is what they say; a legal move is not played (a view cannot play every move: its bin may be
    only a count)."""
    if action in GAME.legal_actions(view, action.seat):
        return None
    try:
        GAME.apply(view, action)
    except IllegalAction as exc:
        return str(exc)
    return None


def reveal_events(before: ZView, choices: tuple[int, ...]) -> tuple[ZView, list[Event]]:
    """A selection's reveal replayed on a copy of ``before`` (a view taken while the disks lay face
    down) with the disks turned over to ``choices``: the state after both groups are settled and the
    rules' lines for it. Nothing hidden is used: the groups lie face up and the disks are shown."""
    s = before.clone()
    s.choice = choices
    events: list[Event] = []
    market.reveal(s, events)
    return s, events


def same_moment(a: ZView | None, b: ZView | None) -> bool:
    """The same moment of the game (two view objects drawn from one state)."""
    return a is b or (a is not None and b is not None and to_json(a) == to_json(b))


@dataclass(frozen=True)
class StripShown:
    """The table strip: the round, the master, the round piles, the deck, the bin and the kimonos."""

    round: int  # 1..ROUNDS (1 before the first round is laid out)
    master: int
    piles: int  # round piles left
    backs: int  # the backs drawn behind the first pile
    pile_size: int
    deck: int
    bin: tuple[int, ...] | int  # its cards (memory aid) or only how many
    kimonos: int
    kimonos_closed: bool
    apprentice_beside: bool


@dataclass(frozen=True)
class SeatShown:
    """A seat's row: its points and cards, its collection by type, and how it stands this round."""

    seat: int
    score: Score
    cards: int  # for the tie-break: every card held, Copies included
    counts: tuple[int, ...]  # curios by type, each Copy counted for its type
    points: tuple[int, ...]  # what each type scores at its count
    copies: tuple[tuple[int, int], ...]  # (Copy card, the type it joined)
    won: tuple[int, ...]
    master: bool
    apprentice: str  # "" (not in this row), "master" (the master keeps it) or "held" (won in a round)
    status: str  # "took", "kimono", "lost", "contest", "to come" or "" (see the board's words)


@dataclass(frozen=True)
class MarketShown:
    """The market: the row to split or the two groups, who chooses, the last reveal, the contested
    groups still to split and the action cards waiting to be resolved."""

    row: tuple[int, ...]  # the cards to split (the laid-out row, or a contested group)
    players_in: tuple[int, ...]  # the seats in this market (every seat, or a contest's)
    contested: bool  # a contested group is split and chosen (not every seat is in)
    groups: tuple[tuple[int, ...], tuple[int, ...]]
    left_num: int  # the group on the left of the row
    choices: tuple[int, ...]  # per seat: 0 not yet, 1 or 2 your own, -1 chosen face down
    revealed: tuple[int, ...]  # the last reveal's disks (0: not involved)
    contests: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # (cards, seats) still to split, the next last
    pend_seat: int  # whose action cards wait (-1: nobody's)
    pending: tuple[int, ...]  # those cards (a Copy waiting for its type last)
    to_break: int  # curios still to break for the Breakage being resolved


#: A piece or a zone of the board by name: ("divider", 1) the divider that makes the left part group 1,
#: ("gap", 3) the gap after card 3 of the row, ("app gap", 2, 0) the apprentice's gap before card 1 of
#: group 2, ("group", 1), ("disk",) your selection disk, ("apprentice",), ("pending", "copy") the action
#: card to resolve, ("stack", seat, curio type).
Spot = tuple[str | int, ...]


@dataclass(frozen=True)
class Move:
    """Where a legal move is made on the board: one of ``pieces`` dragged onto one of ``zones``, and a
    click on any of ``clicks`` (``ring``: those glow as the question now)."""

    action: Action
    pieces: tuple[Spot, ...] = ()
    zones: tuple[Spot, ...] = ()
    clicks: tuple[Spot, ...] = ()
    ring: bool = False


@dataclass(frozen=True)
class Table:
    """Everything the board draws and binds at one position, for one viewer."""

    view: ZView
    players: int
    phase: str  # a PHASE_NAMES name: split, apprentice, select, order, break, copy, over
    legal: tuple[Action, ...]
    deciders: tuple[int, ...]
    prompts: Mapping[int, str]  # each decider's question, in the game's words
    winners: tuple[int, ...]  # once nobody decides (the game is over)
    decided_by: str
    strip: StripShown
    market: MarketShown
    seats: tuple[SeatShown, ...]
    ranking: tuple[int, ...]  # the seats by points, then cards (the final order)
    moves: tuple[Move, ...]  # every legal move, in the order the board binds them
    piece_refusals: Mapping[str, str]  # "apprentice", "select": the rules' word for a drop off every target
    type_refusals: Mapping[int, str]  # while an action card asks: why a type of yours cannot answer it
    by_kind: Mapping[str, tuple[Action, ...]] = field(default_factory=dict)

    def acts(self, kind: str) -> tuple[Action, ...]:
        return self.by_kind.get(kind, ())

    def prompt(self, seat: int) -> str:
        return self.prompts.get(seat, "")


def table_of(view: ZView, legal: Sequence[Action], viewer: int | None = None) -> Table:
    """What the board shows of ``view`` to ``viewer`` with the viewer's ``legal`` moves."""
    s = view
    deciders = tuple(GAME.current_deciders(s))
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    outcome = None if deciders else GAME.winner(s)
    seats = tuple(_seat(s, seat) for seat in range(s.n))
    ranking = sorted(range(s.n), key=lambda p: (seats[p].score.total, seats[p].cards, p), reverse=True)
    return Table(
        view=s,
        players=s.n,
        phase=phase_of(s),
        legal=tuple(legal),
        deciders=deciders,
        prompts=MappingProxyType({seat: GAME.prompt(s, seat) for seat in deciders}),
        winners=tuple(outcome.winners) if outcome else (),
        decided_by=outcome.decided_by if outcome else "",
        strip=_strip(s),
        market=_market(s),
        seats=seats,
        ranking=tuple(ranking),
        moves=tuple(_move(a) for a in legal),
        piece_refusals=MappingProxyType(_piece_refusals(s, viewer, by_kind)),
        type_refusals=MappingProxyType(_type_refusals(s, viewer, by_kind)),
        by_kind=MappingProxyType({k: tuple(v) for k, v in by_kind.items()}),
    )


def _strip(s: ZView) -> StripShown:
    return StripShown(
        round=max(1, s.round),
        master=s.master,
        piles=len(s.piles),
        backs=max(0, min(3, len(s.piles)) - 1),
        pile_size=C.PILE_SIZE[s.n],
        deck=card_count(s.deck),
        bin=s.bin,
        kimonos=len(s.kimonos),
        kimonos_closed=s.kimonos_closed,
        apprentice_beside=s.app_at == APP_BESIDE,
    )


def _market(s: ZView) -> MarketShown:
    return MarketShown(
        row=tuple(s.cur),
        players_in=tuple(s.players_in),
        contested=len(s.players_in) != s.n,
        groups=s.groups,
        left_num=s.left_num,
        choices=tuple(s.choice),
        revealed=tuple(s.revealed),
        contests=s.stack,
        pend_seat=s.pend_seat,
        pending=(*s.pend_cards, *([s.pend_copy] if s.pend_copy >= 0 else [])) if s.pend_seat >= 0 else (),
        to_break=s.pend_break,
    )


def _seat(s: ZView, seat: int) -> SeatShown:
    counts = tuple(curio_counts(s, seat))
    if s.app_at == seat:
        apprentice = "held"
    elif seat == s.master and s.app_at == APP_MASTER:
        apprentice = "master"
    else:
        apprentice = ""
    return SeatShown(
        seat=seat,
        score=seat_score(s, seat),
        cards=card_total(s, seat),
        counts=counts,
        points=tuple(type_points(t, n) for t, n in enumerate(counts)),
        copies=tuple(s.copies[seat]),
        won=tuple(s.won[seat]),
        master=seat == s.master,
        apprentice=apprentice,
        status=_status(s, seat),
    )


_TOOK = {TOOK_GROUP: "took", GOT_KIMONO: "kimono", LOST_CARD: "lost"}


def _status(s: ZView, seat: int) -> str:
    """How a seat stands in this round's market."""
    if phase_of(s) == "over":
        return ""
    if s.took and s.took[seat]:
        return _TOOK.get(s.took[seat], "")
    if phase_of(s) in ("split", "apprentice", "select") and len(s.players_in) < s.n and seat in s.players_in:
        return "contest"
    if any(seat in seats for _cards, seats in s.stack):
        return "to come"
    return ""


def _move(a: Action) -> Move:
    if a.kind == "split":
        cut, left = a.args
        return Move(a, pieces=(("divider", left),), zones=(("gap", cut),))
    if a.kind == "apprentice":
        group, pos = a.args
        return Move(a, pieces=(("apprentice",),), zones=(("app gap", group, pos),))
    if a.kind == "select":
        group = a.args[0]
        return Move(a, pieces=(("disk",),), zones=(("group", group),), clicks=(("group", group),))
    if a.kind == "resolve":
        return Move(a, clicks=(("pending", a.args[0]),), ring=True)
    return Move(a, clicks=(("stack", a.seat, a.args[0]),), ring=True)  # break, copy: a type of yours


def _piece_refusals(s: ZView, viewer: int | None, by_kind: Mapping[str, list[Action]]) -> dict[str, str]:
    """What the rules say of the apprentice or your disk dropped off every target (a divider's is
    left out: the rules' words for a cut before card 1 would mislead)."""
    out: dict[str, str] = {}
    if viewer is None:
        return out
    for kind, off in (("apprentice", (0, -1)), ("select", (0,))):
        if by_kind.get(kind):
            out[kind] = refusal(s, Action(viewer, kind, off, "")) or ""
    return out


def _type_refusals(s: ZView, viewer: int | None, by_kind: Mapping[str, list[Action]]) -> dict[int, str]:
    """While Breakage or Copy asks the viewer: why each type they hold cannot answer it."""
    asked = "break" if by_kind.get("break") else "copy" if by_kind.get("copy") else ""
    if viewer is None or not asked:
        return {}
    mine = {a.args[0] for a in by_kind[asked]}
    out = {}
    for t, n in enumerate(curio_counts(s, viewer)):
        if n and t not in mine:
            why = refusal(s, Action(viewer, asked, (t,), ""))
            if why is not None:
                out[t] = why
    return out
