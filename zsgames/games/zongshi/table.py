"""What the Zong Shi board shows, as plain frozen values (Qt-free).

:func:`table_of` turns a seat's view and its legal moves into a :class:`Table`: who decides and
what is asked, each seat's score and limits, the outcome once the game is over, where each legal
move is made on the board (:class:`Move`), what choosing a pawn would lead to (:class:`PawnChoice`)
and the rules' refusals. The board (``zsgames/ui/boards/zongshi/``) imports nothing else of the
game: what it needs of the rules' vocabulary (the component data ``D``, the view's type, the
decision record) is re-exported here, so a change inside the rules stays inside the rules (an
import-linter contract).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from zsgames.core.game import Action, Args, Outcome, Score
from zsgames.core.rng import Rng
from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.common import hand_limit, storage_limit
from zsgames.games.zongshi.flow import Decision
from zsgames.games.zongshi.locations import tile_need
from zsgames.games.zongshi.payments import payment_title
from zsgames.games.zongshi.rules import GAME
from zsgames.games.zongshi.scoring import seat_score
from zsgames.games.zongshi.state import State

#: A seat's redacted view of the game (the board's ``view``): read its plain fields, ask the rules here.
ZongShiView = State

__all__ = [
    "Bind",
    "D",
    "Decision",
    "Move",
    "PawnChoice",
    "SeatShown",
    "Spot",
    "Table",
    "ZongShiView",
    "payment_title",
    "refusal",
    "table_of",
]


def refusal(view: ZongShiView, action: Action) -> str:
    """Why the deciding seat cannot make ``action`` in ``view``, in the game's words (``Game.explain``)."""
    return GAME.explain(view, action)


#: A piece or a zone of the board by name: ("pawn", 2, "master"), ("place", "temple"), ("project", "p3"),
#: ("store box", 1) a box of material 1 in the viewer's storage, ("workshop", "hand") the viewer's
#: workshop taking a scroll, ("tray", "pay") the payment tray, ("discard",) the Temple's discard pile …
Spot = tuple[str | int, ...]


@dataclass(frozen=True)
class Bind:
    """One way to make a move: one of ``pieces`` dragged onto ``zone``, or clicked when ``zone`` is None.
    ``click_zone=False``: a plain click on the zone does not choose the move (only a drop)."""

    pieces: tuple[Spot, ...]
    zone: Spot | None = None
    click_zone: bool = True


@dataclass(frozen=True)
class Move:
    """Where a legal move is made on the board: each of ``binds`` whose pieces (and zone) are drawn is
    bound, in order; with ``together``, none is unless all can be. A move none of whose binds is
    drawn is a button of the header strip."""

    action: Action
    binds: tuple[Bind, ...] = ()
    together: bool = False


@dataclass(frozen=True)
class PawnChoice:
    """While the seat chooses which pawn takes the turn: choosing ``action`` (the pawn ``pawn``) leads
    to ``after`` (a state sampled from the view: the others' hidden scrolls do not change where this
    seat's pawn may go), where ``steps`` are legal; ``follow`` binds each step to a drag that chooses
    the pawn and then makes the step (never on a plain click)."""

    action: Action
    pawn: Spot
    after: ZongShiView
    follow: tuple[tuple[Action, Bind], ...]

    def why_not(self, kind: str, args: Args) -> str:
        """The rules' reason why the seat could not make this move once it chose this pawn."""
        return refusal(self.after, Action(self.action.seat, kind, args))


@dataclass(frozen=True)
class SeatShown:
    """A seat's workshop figures the rules work out."""

    seat: int
    score: Score
    storage_limit: int
    hand_limit: int


@dataclass(frozen=True)
class Table:
    """Everything the board draws and binds at one position, for one viewer."""

    view: ZongShiView
    viewer: int | None
    legal: tuple[Action, ...]
    deciders: tuple[int, ...]
    top: Decision  # the question on top of the rules' stack (an empty dict when none is)
    prompt: str  # what the decider is asked ("" when nobody decides)
    seats: tuple[SeatShown, ...]
    outcome: Outcome | None  # once the game is over: who won
    moves: tuple[Move, ...]  # every legal move once, in the legal order
    pawn_choices: tuple[PawnChoice, ...]

    @property
    def kind(self) -> str:
        """The kind of the decision asked now ("" when none is)."""
        kind = self.top.get("kind", "")
        return kind if isinstance(kind, str) else ""

    @property
    def deciding(self) -> bool:
        """The viewer is the seat deciding now."""
        return self.viewer is not None and self.viewer in self.deciders

    def why_not(self, kind: str, args: Args) -> str:
        """The rules' reason why the viewer cannot make this move now (asked only while it decides)."""
        assert self.viewer is not None
        return refusal(self.view, Action(self.viewer, kind, args))

    def tile_need(self, k: int) -> tuple[int, ...]:
        """The boxes the viewer would pay for the exchange tile of pair ``k``, by material."""
        assert self.viewer is not None
        return tuple(tile_need(self.view, self.viewer, k))


def table_of(view: ZongShiView, viewer: int | None, legal: Sequence[Action]) -> Table:
    """What the board shows of ``view`` to ``viewer`` with ``legal`` moves (the viewer's)."""
    deciders = tuple(GAME.current_deciders(view))
    top: Decision = view.pending[-1] if view.pending else {}
    over = view.phase == "over"
    cur: Spot | None = ("pawn", viewer, view.cur_pawn) if viewer is not None and view.cur_pawn else None
    return Table(
        view=view,
        viewer=viewer,
        legal=tuple(legal),
        deciders=deciders,
        top=top,
        prompt=GAME.prompt(view, deciders[0]) if deciders else "",
        seats=tuple(
            SeatShown(seat, seat_score(view, seat), storage_limit(view, seat), hand_limit(view, seat))
            for seat in range(view.config.players)
        ),
        outcome=GAME.winner(view) if over else None,
        moves=tuple(_move(view, a, top, cur) for a in legal),
        pawn_choices=_pawn_choices(view, viewer, legal) if top.get("kind") == "pawn" and viewer is not None else (),
    )


# --- where each move is made ------------------------------------------------------------------------
STORAGE: Spot = ("workshop", "storage")
TILES: Spot = ("workshop", "tiles")
HAND: Spot = ("workshop", "hand")


def _drag(a: Action, pieces: Sequence[Spot], zone: Spot | None) -> Move:
    return Move(a, (Bind(tuple(pieces), zone),)) if zone is not None else Move(a)


def _click(a: Action, pieces: Sequence[Spot]) -> Move:
    return Move(a, (Bind(tuple(pieces)),))


def _move(view: ZongShiView, a: Action, top: Decision, cur: Spot | None) -> Move:
    k, args = a.kind, a.args
    if k == "draft_box":
        return _drag(a, [("pool box", D.MAT_INDEX[args[0]])], STORAGE)
    if k == "draft_scroll":
        return _drag(a, [("pool scroll", args[0])], HAND)
    if k == "pawn":
        return _click(a, [("pawn", a.seat, args[0])])
    if k == "play":
        return _drag(a, [("hand", args[0])], ("tray", "play"))
    if k == "begin":
        card: Spot = ("project", args[0])
        binds = []
        if top.get("kind") == "turn" and cur is not None:
            binds.append(Bind((cur,), card))
        # the card onto the workshop (where the pawn stands) as the pawn onto the card; a plain
        # click there begins nothing
        binds += [Bind((card,), STORAGE, click_zone=False), Bind((card,))]
        return Move(a, tuple(binds))
    if k == "go":
        return _drag(a, [cur], ("place", args[0])) if cur is not None else Move(a)
    if k == "pay":
        return _drag(a, [("store box", D.MAT_INDEX[args[1]])], ("tray", "pay"))
    if k == "waive":
        return _click(a, [("owed", D.MAT_INDEX[args[0]])])
    if k == "donate":
        return _drag(a, [("store box", D.MAT_INDEX[args[0]])], ("place", "temple"))
    if k in ("buy", "gift", "award_tile"):
        return _drag(a, [("tile pile", args[0])], TILES)
    if k == "visit":
        return _drag(a, [("visit tile", args[1])], ("person", args[0]))
    if k in ("take", "fortune", "award_bin"):
        return _drag(a, [("bin box", args[0], D.MAT_INDEX[args[1]])], STORAGE)
    if k == "return":
        return _drag(a, [("store box", D.MAT_INDEX[args[0]])], ("tray", "bag"))
    if k == "discard":
        return _drag(a, [("hand", args[0])], ("discard",))
    if k == "lessons":
        scroll: Spot = ("lessons", args[0])
        return Move(a, (Bind((scroll,), HAND), Bind((scroll,))), together=True)
    if k == "ear":
        others = [("completed", seat, args[0]) for seat in range(view.config.players) if seat != a.seat]
        return _click(a, [("project", args[0]), *others])
    if k == "score":
        return _click(a, [("progress", args[0])])
    return Move(a)


def _pawn_choices(view: ZongShiView, viewer: int, legal: Sequence[Action]) -> tuple[PawnChoice, ...]:
    """What each pawn choice leads to, asked of one state sampled from the view."""
    full: State | None = None
    choices = []
    for a in legal:
        if a.kind != "pawn":
            continue
        full = full if full is not None else GAME.determinize(view, viewer, Rng(0))
        after, _ = GAME.apply(full, a)
        pawn: Spot = ("pawn", viewer, a.args[0])
        follow: list[tuple[Action, Bind]] = []
        for step in GAME.legal_actions(after, viewer):
            if step.kind == "go":
                follow.append((step, Bind((pawn,), ("place", step.args[0]), click_zone=False)))
            elif step.kind == "begin":
                card: Spot = ("project", step.args[0])
                follow.append((step, Bind((pawn,), card, click_zone=False)))
                follow.append((step, Bind((card,), STORAGE, click_zone=False)))
        choices.append(PawnChoice(a, pawn, after, tuple(follow)))
    return tuple(choices)
