"""The bots' moves staged on the Zong Shi board.

Only moves the viewer may know reach the board (``recent_actions``: the bots' moves since the
human's last one, see :mod:`zsgames.ui.shared.last_move`). Of each bot's latest turn the board rings what
its moves touched, so the human sees what every bot did since they last moved; the very latest
move also slides its piece from where it came, within the bot pace (``pace_ms``; Instant: no
slide). What a move drew face down never shows — a face-down scroll goes to the seat's hand.

* go — the place and the pawn (it slides there from home); pass — the pawn;
* begin — the project in the seat's workshop (it slides in from the supply) and the pawn on it;
* play / discard — the discard pile (the scroll slides there from the seat's scrolls);
  lessons — the seat's scrolls (from the discard pile);
* take / fortune / award_bin — the bin and the seat's storage (the box slides over);
  donate — the Temple; return — the bag;
* visit — the townsperson (the seat's visit tile slides there from its workshop);
* buy / gift / award_tile — the tile pile and the seat's tiles (the tile slides over);
* draft_box / draft_scroll — the seat's storage / scrolls (from the draft pool); ear — the card;
* draw — the scroll deck and the seat's scrolls; score — the completed project it chose.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from zsgames.core.game import Action
from zsgames.core.i18n import english
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.base import DropZone
from zsgames.ui.boards.zongshi.host import StagingHost
from zsgames.ui.boards.zongshi.layout import DRAFT, TOWN

KINDS = (
    "go",
    "begin",
    "pass",
    "play",
    "discard",
    "lessons",
    "take",
    "fortune",
    "award_bin",
    "donate",
    "visit",
    "buy",
    "gift",
    "award_tile",
    "return",
    "draft_box",
    "draft_scroll",
    "ear",
    "draw",
    "score",
)


class Staging:
    def __init__(self, board: StagingHost) -> None:
        self.b = board
        self._rung: set[tuple[float, float, float, float]] = set()
        self._town_covered = False  # at the end the final scores lie over the town: no rings there
        self._due: list[tuple[QGraphicsObject, QPointF, int]] = []  # the slides of the last move, started last

    def stage(self, view: Any) -> None:
        """Ring every move of each bot's latest turn (its last run of moves); slide the very last."""
        runs: dict[int, list[Action]] = {}
        previous = None
        for action in self.b.last_moves.recent_actions:
            if action.seat != previous:
                runs[action.seat] = []
                previous = action.seat
            runs[action.seat].append(action)
        last = self.b.last_moves.latest(KINDS)
        self._rung = set()
        self._town_covered = view.phase == "over"
        self._due = []
        for run in runs.values():
            for action in run:
                if action.kind in KINDS:
                    self._mark(view, action, slide=action is last)
        for item, start, ms in self._due:  # after every ring: a ring goes round a piece where it ends
            self.b.slide(item, start, ms)

    # --- one move -------------------------------------------------------------------------------------
    def _mark(self, view: Any, action: Action, slide: bool) -> None:
        self._mover = action.seat  # the badge on each ring this move makes
        b, kind, seat, args = self.b, action.kind, action.seat, action.args
        ms = self.b.last_moves.slide_ms() if slide else 0
        if kind in ("go", "pass"):
            self._pawn_move(view, action, ms)
        elif kind == "begin":
            card = b.seat_projects.get((seat, args[0]))
            supply = b.project_items.get(args[0])
            self._ring(card)
            self._slide(card, supply.pos() if supply is not None else None, ms)
            worker = view.players[seat].worker
            pawn = b.pawns.get((seat, worker)) if worker else None
            self._ring(pawn)
            self._slide(pawn, b.home_spots.get((seat, worker)), ms)
        elif kind in ("play", "discard"):
            self._ring(b.discard_item)
            self._slide(b.discard_item, self._hand_pos(seat), ms)
        elif kind == "lessons":
            hand = b.seat_hands.get(seat)
            self._ring(hand)
            self._slide(hand, b.discard_item.pos() if b.discard_item is not None else None, ms)
        elif kind in ("take", "fortune", "award_bin"):
            self._ring(b.loc_zone.get(args[0]))
            box = self._new_box(seat, args[1])
            self._ring(box)
            jar = b.loc_panel.get(args[0])
            self._slide(box, jar.boundingRect().center() if jar is not None else None, ms)
        elif kind == "donate":
            self._ring(b.loc_zone.get("temple"))
        elif kind == "return":
            self._ring(b.bag_zone)
        elif kind == "visit":
            person = D.PERSONS.index(args[0])
            self._ring(b.person_zone.get(args[0]))
            tile = b.placed_visits.get((seat, person))
            self._slide(tile, b.home_spots.get((seat, "master")), ms)
        elif kind in ("buy", "gift", "award_tile"):
            pile = b.tile_piles.get(args[0])
            self._ring(pile)
            tile = b.seat_tiles.get((seat, D.PAIRS.index(args[0])))
            self._ring(tile)
            self._slide(tile, pile.pos() if pile is not None else None, ms)
        elif kind == "draft_box":
            box = self._new_box(seat, args[0])
            self._ring(box)
            self._slide(box, DRAFT.center(), ms)
        elif kind == "draft_scroll":
            hand = b.seat_hands.get(seat)
            self._ring(hand)
            self._slide(hand, DRAFT.center(), ms)
        elif kind == "ear":
            self._ring(b.project_items.get(args[0]))
        elif kind == "draw":  # which scrolls stays hidden: a face-down scroll goes to the seat's hand
            hand = b.seat_hands.get(seat)
            self._ring(b.deck_item)
            self._ring(hand)
            self._slide(hand, b.deck_item.pos() if b.deck_item is not None else None, ms)
        elif kind == "score":
            cards = b.completed_items.get((seat, args[0]), [])
            self._ring(cards[-1] if cards else None)

    def _pawn_move(self, view: Any, action: Action, ms: int) -> None:
        b, seat = self.b, action.seat
        if action.kind == "pass":
            named = [pawn for pawn in ("master", "apprentice") if pawn in english(action.label)]
            self._ring(b.pawns.get((seat, named[0])) if named else None)
            return
        loc = action.args[0]
        self._ring(b.loc_zone.get(loc))
        p = view.players[seat]
        there = [pawn for pawn in ("master", "apprentice") if p.pawn_loc(pawn) == loc]
        named = [pawn for pawn in there if pawn in english(action.label)]  # a known move's label is public
        pawn = named[0] if named else there[0] if there else None
        item = b.pawns.get((seat, pawn)) if pawn else None
        self._ring(item)
        self._slide(item, b.home_spots.get((seat, pawn)) if pawn else None, ms)

    def _new_box(self, seat: int, material: str) -> QGraphicsItem | None:
        boxes = self.b.seat_boxes.get((seat, D.MAT_INDEX[material]), [])
        return boxes[-1] if boxes else None

    def _hand_pos(self, seat: int) -> QPointF | None:
        hand = self.b.seat_hands.get(seat)
        if hand is not None:
            return hand.pos()
        rect = self.b.seat_rects.get((seat, "hand"))
        return rect.topLeft() if rect is not None else None

    def _ring(self, item: Any) -> None:
        if item is None:
            return
        if isinstance(item, DropZone):  # a zone: its own rect, not the margin its glow needs
            rect = item.mapRectToScene(item.rect)
        else:
            rect = item.sceneBoundingRect().adjusted(-3, -3, 3, 3)
        if self._town_covered and rect.intersects(TOWN):
            return  # its piece is under the final scores; a ring would float over the table
        key = (rect.x(), rect.y(), rect.width(), rect.height())
        if key not in self._rung:  # a place two moves touched is ringed once
            self._rung.add(key)
            self.b.last_moves.mark_last(rect, seat=self._mover)

    def _slide(self, item: Any, start: QPointF | None, ms: int) -> None:
        if item is None or start is None or ms <= 0:
            return
        self._due.append((item, QPointF(start), ms))
