"""The Cuzhi 促织 board: the strip, Areas 1–5, the tracks and a panel per seat, drawn from the table
model of a view (:mod:`zsgames.games.cuzhi.table`, the only module of the game the board reads).

Every legal action is bound to a piece: heads are dragged to spaces (any of a seat's heads), crickets
to market stalls, cultivation zones and the fight board, grass onto piles and dice, indicators onto
hire spaces and bets, Sounds onto exchanges; cards, the bag, dice and tracks are clicked. Whatever
has no natural piece (finish, keep, swap…) is a button in the strip, so nothing is unreachable.
Every card and piece has its details on demand (hover or right-click), in English with Chinese.

The parts (:mod:`cuzhi_seats`, :mod:`cuzhi_area12`, :mod:`cuzhi_area3`, :mod:`cuzhi_area45`,
:mod:`cuzhi_fight`, :mod:`cuzhi_strip`, :mod:`cuzhi_refusals`, :mod:`cuzhi_last`) are objects handed
the board; they draw and explain, and the board binds the table's moves to what they drew. The
board keeps what they share and the geometry is in :mod:`cuzhi_layout`. Their items are retained
from one redraw to the next while what they show is the same (see :mod:`cuzhi_part`); the last
move's rings and slides are drawn anew every time.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from zsgames.core.game import Action, Args, GameState
from zsgames.games.cuzhi.table import CuzhiView, Spot, Table, table_of
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.boards.cuzhi.area3 import Area3, Tracks
from zsgames.ui.boards.cuzhi.area12 import Area1, Area2
from zsgames.ui.boards.cuzhi.area45 import Area4, Area5
from zsgames.ui.boards.cuzhi.bag_motion import BagDraws
from zsgames.ui.boards.cuzhi.fight import DieTumble, FightBoard
from zsgames.ui.boards.cuzhi.last import LastMove
from zsgames.ui.boards.cuzhi.layout import MARGIN, H, W, seat_rect
from zsgames.ui.boards.cuzhi.part import Part
from zsgames.ui.boards.cuzhi.pieces import CricketItem, SpaceItem
from zsgames.ui.boards.cuzhi.refusals import Refusals
from zsgames.ui.boards.cuzhi.rise import Rises
from zsgames.ui.boards.cuzhi.seats import Seats
from zsgames.ui.boards.cuzhi.strip import Strip
from zsgames.ui.shared.art import art_brush
from zsgames.ui.shared.pieces import PawnItem, seat_colour_name

TABLE_TILE = 192  # the table surface's tile, in pixels


class CuzhiBoard(BoardScene):
    """Areas 1 and 2, then Area 3 and the tracks, then Areas 4 and 5, the seats along the bottom;
    during a challenge the fight board covers Areas 1–2 (resolved by then)."""

    margin = MARGIN
    table_rect = QRectF(0, 0, W, H)  # drawn 1:1 in the default window

    def __init__(self, game: Any, parent: Any = None) -> None:
        self.tumble = DieTumble()
        self.rises = Rises()
        self.bag_draws = BagDraws()  # indicators fly out of the bag to whoever drew them
        self._totals: tuple[int, ...] = ()  # every seat's score at the last redraw (points rise when it grows)
        self._busy_until = 0.0
        self._homes: dict[QGraphicsItem, QPointF] = {}  # where the last redraw's draggable pieces stand
        self._sliding: list[QGraphicsItem] = []  # the pieces the last redraw slid in
        super().__init__(game, parent)
        self.setBackgroundBrush(art_brush("cuzhi", "table", TABLE_TILE))  # rice paper, tiled

    def build(self, view: GameState, viewer: int | None, legal: list[Action]) -> None:
        assert isinstance(view, CuzhiView), "the Cuzhi board draws Cuzhi views"
        s = view
        #: What every part draws and binds (the view's plain fields are ``s``; the rules answer in ``t``).
        self.t: Table = table_of(s, legal)
        self.s = s
        self.tumble.stop()  # a running tumble's die lands (it may be kept)
        self._put_home()
        #: The seats' names and colours: in every retained piece's key (see Part.retain).
        self.look = tuple(
            (self.seat_name(seat), self.seat_colour(seat).name(), self.seat_colour_name(seat))
            for seat in range(self.t.players)
        )
        self.bound: set[Action] = set()
        self.decider = self.t.decider
        self.frame = self.t.frame
        self.seat_items: dict[str, Any] = {}  # the decider's pieces, by name
        self.spots: dict[tuple[int, str], Any] = {}  # every seat's pieces (and home), by (seat, name)
        self.named: dict[str, Any] = {}  # bag, wild, fight pieces…
        self.space_items: dict[int, SpaceItem] = {}
        self.space_heads: dict[int, PawnItem] = {}
        self.hire_items: list[QGraphicsItem] = []
        self.hire_marks: dict[int, QGraphicsObject] = {}
        self.stall_items: list[QGraphicsItem] = []
        self.market_crickets: list[CricketItem] = []
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
        parts: list[Part] = [Seats(self)]
        parts += [FightBoard(self)] if self.t.fight is not None else [Area1(self), Area2(self)]
        parts += [Area3(self), Tracks(self), Area4(self), Area5(self)]
        for part in parts:
            part.draw()
        self._bind_moves()
        Strip(self).draw()  # a button for every move left unbound
        Refusals(self).draw()  # what a drop off its targets, or a held piece, says
        self._homes = {piece: piece.pos() for piece in self.bindings.sources() if self.bindings.drags_of(piece)}
        LastMove(self).draw()
        self._rise_points()
        self.bag_draws.animate(self, viewer)

    def _rise_points(self) -> None:
        """A "+N" rises from every seat whose score grew since the last redraw."""
        totals = tuple(shown.score.total for shown in self.t.seats)
        before, self._totals = self._totals, totals
        if len(before) != len(totals):
            return
        for seat, (old, new) in enumerate(zip(before, totals, strict=True)):
            r = seat_rect(seat, self.t.players)
            at = QPointF(r.right() - 40, r.top() + 12)
            self.rises.start(self, at, new - old, self.seat_colour(seat).darker(160), self.last_moves.slide_ms() * 2)

    def stop_slides(self) -> None:
        """Before a redraw: the slides end, and so do the rising points."""
        super().stop_slides()
        self.rises.stop()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click ends the die's tumble, the rising points and the flights out of the bag (it then does
        what it does)."""
        self.tumble.stop()
        self._busy_until = 0.0
        self.rises.stop()
        self.bag_draws.land()
        super().mousePressEvent(event)

    def _put_home(self) -> None:
        """A piece dropped on a target stays where it was dropped until the board is redrawn; a kept
        one goes back to where it stands (the framework moves it back only when it snaps back). A
        piece that slid is cached again, where it stands."""
        for piece, pos in self._homes.items():
            if piece.scene() is self:
                piece.setPos(pos)
        self._homes = {}
        for piece in self._sliding:
            if piece.scene() is self:
                piece.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._sliding = []

    def seat_colour_name(self, seat: int) -> str:
        """The name of ``seat``'s colour, which gives its symbol (see :mod:`cuzhi_seat_marks`)."""
        return seat_colour_name(self.config, seat)

    # --- binding the table's moves -----------------------------------------------------------------
    def _bind_moves(self) -> None:
        """Bind every move the table places on the board to the pieces and zones it names (a move
        whose pieces are not drawn is left to the strip's buttons)."""
        for move in self.t.moves:
            pieces = [item for spot in move.pieces for item in self.items_at(spot)]
            zones = [item for spot in move.zones for item in self.items_at(spot)]
            for piece in pieces:
                if not move.zones:
                    self.bind_click(move.action, piece)
                for zone in zones:
                    self.bind_drag(move.action, piece, zone, move.click_zone)
            if pieces and (zones or not move.zones) and not move.button:
                self.bound.add(move.action)

    def items_at(self, spot: Spot) -> list[QGraphicsItem]:
        """The items drawn for a piece or zone the table names (none when it is not drawn)."""
        name, *rest = spot
        key = rest[0] if rest else None
        found: object = None
        if name == "seat":
            found = self.seat_items.get(str(key))
        elif name in ("bag", "jar pile"):
            found = self.named.get("bag") if name == "bag" else self.piles.get("jar")
        elif isinstance(key, int):
            found = self._indexed(str(name), key)
        elif name == "track":
            found = self.track_items.get(str(key))
        if isinstance(found, list):
            return [item for item in found if isinstance(item, QGraphicsItem)]
        return [found] if isinstance(found, QGraphicsItem) else []

    def _indexed(self, name: str, key: int) -> object:
        lists: dict[str, list[QGraphicsItem]] = {
            "stall": self.stall_items,
            "market cricket": list(self.market_crickets),
            "hire": self.hire_items,
            "exchange": self.exchange_zones,
            "cult": self.cult_zones,
        }
        if name in lists:
            items = lists[name]
            return items[key] if 0 <= key < len(items) else None
        maps: dict[str, Mapping[int, QGraphicsItem]] = {
            "space": self.space_items,
            "space head": self.space_heads,
            "title": self.title_items,
            "card": self.card_items,
            "bust": self.bust_items,
            "fight box": self.fight_boxes,
        }
        if name in maps:
            return maps[name].get(key)
        if name == "grass pile":
            return self.piles.get(f"grass{key}")
        if name == "die":
            return self.named.get(f"die{key}")
        return None

    def why_not(self, kind: str, args: Args) -> str | None:
        """The rules' reason why the decider cannot make this move now (None: it can, or no reason)."""
        return self.t.why_not(kind, args)

    # --- staging the last move ---------------------------------------------------------------------
    def stage_slide(self, item: QGraphicsObject, start: Any) -> None:
        """Slide ``item`` in from ``start``. A cached item would keep the picture of its first frame,
        a fraction of a pixel off where it lands: it is painted directly until the next redraw."""
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._sliding.append(item)
        self.slide(item, start)

    def animate_die(self, die: Any, side: int, roll: tuple[int, int]) -> None:
        anim = self.tumble.start(self, die, side, roll)
        if anim is not None:
            self._hold(anim.duration())

    def _hold(self, ms: int) -> None:
        self._busy_until = max(self._busy_until, time.monotonic() + ms / 1000)

    def busy_ms(self) -> int:
        """The running slides, and the die still tumbling."""
        return max(super().busy_ms(), int((self._busy_until - time.monotonic()) * 1000))

    # --- a drag that could not start ---------------------------------------------------------------


BOARD = CuzhiBoard
