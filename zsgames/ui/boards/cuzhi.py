"""The Cuzhi 促织 board: the strip, Areas 1–5, the tracks and a panel per seat, drawn from a view.

Every legal action is bound to a piece: heads are dragged to spaces (any of a seat's heads), crickets
to market stalls, cultivation zones and the fight board, grass onto piles and dice, indicators onto
hire spaces and bets, Sounds onto exchanges; cards, the bag, dice and tracks are clicked. Whatever
has no natural piece (finish, keep, swap…) is a button in the strip, so nothing is unreachable.
Every card and piece has its details on demand (hover or right-click), in English with Chinese.

The parts (:mod:`cuzhi_seats`, :mod:`cuzhi_area12`, :mod:`cuzhi_area3`, :mod:`cuzhi_area45`,
:mod:`cuzhi_fight`, :mod:`cuzhi_strip`, :mod:`cuzhi_refusals`, :mod:`cuzhi_last`) are objects handed
the board; the board keeps what they share and the geometry is in :mod:`cuzhi_layout`.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.frames import HANDLERS
from zsgames.games.cuzhi.game import place_refusal
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.ui.boards import cuzhi_text as T
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.boards.cuzhi_area3 import Area3, Tracks
from zsgames.ui.boards.cuzhi_area12 import Area1, Area2
from zsgames.ui.boards.cuzhi_area45 import Area4, Area5
from zsgames.ui.boards.cuzhi_fight import DieTumble, FightBoard
from zsgames.ui.boards.cuzhi_last import LastMove
from zsgames.ui.boards.cuzhi_layout import MARGIN, STEP, SW, H, W
from zsgames.ui.boards.cuzhi_pieces import SpaceItem
from zsgames.ui.boards.cuzhi_refusals import Refusals
from zsgames.ui.boards.cuzhi_seats import Seats
from zsgames.ui.boards.cuzhi_strip import Strip
from zsgames.ui.pieces import PawnItem


class CuzhiBoard(BoardScene):
    """Areas 1 and 2, then Area 3 and the tracks, then Areas 4 and 5, the seats along the bottom;
    during a challenge the fight board covers Areas 1–2 (resolved by then)."""

    margin = MARGIN
    table_rect = QRectF(0, 0, W, H)  # drawn 1:1 in the default window

    def __init__(self, game: Any, parent: Any = None) -> None:
        self.tumble = DieTumble()
        self._busy_until = 0.0
        super().__init__(game, parent)

    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        s: CuzhiState = view
        self.s = s
        self.tumble.stop()  # a running tumble's die went with the old items
        self.bound: set[Action] = set()
        self.legal_set = set(legal)
        deciders = self.game.current_deciders(s)
        self.decider = deciders[0] if deciders and legal else None
        self.frame = s.stack[-1] if s.stack else None
        self.by_kind: dict[str, list[Action]] = {}
        for a in legal:
            self.by_kind.setdefault(a.kind, []).append(a)
        self.seat_items: dict[str, Any] = {}  # the decider's pieces, by name
        self.spots: dict[tuple[int, str], Any] = {}  # every seat's pieces (and home), by (seat, name)
        self.named: dict[str, Any] = {}  # bag, wild, fight pieces…
        self.space_items: dict[int, SpaceItem] = {}
        self.space_heads: dict[int, PawnItem] = {}
        self.hire_items: list[QGraphicsItem] = []
        self.hire_marks: dict[int, QGraphicsItem] = {}
        self.stall_items: list[QGraphicsItem] = []
        self.market_crickets: list[QGraphicsItem] = []
        self.piles: dict[str, QGraphicsItem] = {}
        self.exchange_zones: list[QGraphicsItem] = []
        self.cult_zones: list[QGraphicsItem] = []
        self.title_items: dict[int, QGraphicsItem] = {}
        self.card_items: dict[int, QGraphicsItem] = {}  # tribute card → its face on a yamen
        self.lantern_items: dict[int, QGraphicsItem] = {}
        self.bust_items: dict[int, QGraphicsItem] = {}
        self.track_items: dict[str, Any] = {}
        self.arrow_rects: dict[int, Any] = {}
        self.fight_boxes: dict[int, QGraphicsItem] = {}
        parts: list[Any] = [Seats(self)]
        parts += [FightBoard(self)] if s.fight is not None else [Area1(self), Area2(self)]
        parts += [Area3(self), Tracks(self), Area4(self), Area5(self), Strip(self), Refusals(self), LastMove(self)]
        for part in parts:
            part.draw()

    # --- what the parts share ----------------------------------------------------------------------
    def bind_piece(self, action: Action, piece: QGraphicsItem, zone: QGraphicsItem | None = None) -> None:
        """Bind a legal action to a drag of ``piece`` onto ``zone`` (a click when there is no zone)."""
        if action not in self.legal_set:
            return
        if zone is None:
            self.bind_click(action, piece)
        else:
            self.bind_drag(action, piece, zone)
        self.bound.add(action)

    def why_not(self, kind: str, args: tuple) -> str | None:
        """The rules' reason why the decider cannot make this move now (None: it can, or no reason)."""
        if self.frame is None or self.decider is None:
            return None
        action = Action(self.decider, kind, args)
        if action in self.legal_set:
            return None
        return HANDLERS[self.frame[0]].explain(self.s, self.frame, action)

    def space(self, i: int, x: float, y: float) -> SpaceItem:
        s = self.s
        sp = D.SPACES[i]
        seat = s.occ[i] if s.occ else -1
        item = SpaceItem(i, sp["round"] <= s.round and sp["min_players"] <= s.n, seat >= 0)
        item.setPos(x, y)
        self.addItem(item)
        self.space_items[i] = item
        self.set_detail(item, *T.space_detail(i, self.seat_name(seat) if seat >= 0 else None))
        if s.stage == "dispatch" and not s.stack and self.decider is not None:
            reason = place_refusal(s, i)
            if reason:
                self.explain(item, reason)
        if seat >= 0:
            head = PawnItem(self.seat_colour(seat), 22, "meeple")  # the space's details name its owner
            head.setPos(x + SW - 15, y + 36)
            self.addItem(head)
            self.space_heads[i] = head
        return item

    def spaces_row(self, area: int, x: float, y: float) -> None:
        for k, i in enumerate(D.AREA_SPACES[area]):
            self.space(i, x + k * STEP, y)
        self.place_bindings(D.AREA_SPACES[area])

    def place_bindings(self, spaces: tuple[int, ...]) -> None:
        """Any of the decider's heads at home may go to any open space: each one drags."""
        for head in self.seat_items.get("heads", []):
            for a in self.by_kind.get("place", []):
                if a.args[0] in spaces:
                    self.bind_piece(a, head, self.space_items[a.args[0]])

    # --- staging the last move ---------------------------------------------------------------------
    def stage_slide(self, item: QGraphicsItem, start: Any) -> None:
        self.slide(item, start)

    def animate_die(self, die: Any, side: int, value: int) -> None:
        anim = self.tumble.start(self, die, side, value)
        if anim is not None:
            self._hold(anim.duration())

    def _hold(self, ms: int) -> None:
        self._busy_until = max(self._busy_until, time.monotonic() + ms / 1000)

    def busy_ms(self) -> int:
        """The running slides, and the die still tumbling."""
        return max(super().busy_ms(), int((self._busy_until - time.monotonic()) * 1000))

    # --- a drag that could not start ---------------------------------------------------------------

BOARD = CuzhiBoard
