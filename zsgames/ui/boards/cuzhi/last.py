"""The last bot move on the Cuzhi 促织 board: ringed where it happened and its piece slid into place.

Only moves the viewer may know reach the board (``board.last_action``, see :mod:`zsgames.ui.shared.last_move`;
in Cuzhi every holding is open, so every move is known). The latest one is staged:

* place — the space is ringed and the head slides there from its seat;
* a trade, a cultivation, an exchange, a title, a tribute — what the seat gained slides in from where
  it came (a stall, a pile, the bag, a card) and both ends are ringed;
* a fight move — the cricket slides onto the fight board, the die tumbles, the side is ringed;
* anything else (finish, skip, pass…) — the seat's panel is ringed.

Slides last ``board.slide_ms()`` (from the bot-speed setting; none at Instant) and the board reports
them in ``busy_ms`` so the window holds the next bot move until they end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from zsgames.games.cuzhi.table import EXCHANGES, D
from zsgames.ui.boards.cuzhi.area12 import Area2
from zsgames.ui.boards.cuzhi.area45 import YAMEN_STEP, YAMEN_X
from zsgames.ui.boards.cuzhi.layout import AREA3, AREA4
from zsgames.ui.boards.cuzhi.part import Part


def centre_of(item: QGraphicsItem | QPointF | None) -> QPointF | None:
    if item is None:
        return None
    if isinstance(item, QPointF):
        return QPointF(item)
    return item.sceneBoundingRect().center()


class LastMove(Part):
    def draw(self) -> None:
        action = self.board.last_action
        if action is None:
            return
        handler = getattr(self, f"_{action.kind}", None)
        if handler is not None:
            handler(action.seat, *action.args)
        else:
            self.ring(self.spot(action.seat, "mat"), inset=3)

    # --- helpers ---------------------------------------------------------------------------------
    def spot(self, seat: int, name: str) -> Any:
        return self.board.spots.get((seat, name))

    def ring(self, item: Any, inset: float = -2) -> None:
        if item is None:
            return
        rect = item if isinstance(item, QRectF) else item.sceneBoundingRect()
        self.board.mark_last(rect.adjusted(inset, inset, -inset, -inset))

    def slide_from(self, item: QGraphicsObject | None, start: Any) -> None:
        """Slide ``item`` to where it stands from the centre of ``start`` (an item or a point)."""
        origin = centre_of(start)
        if item is None or origin is None:
            return
        offset = item.pos() - item.sceneBoundingRect().center()  # from the item's centre to its position
        self.board.stage_slide(item, origin + offset)

    def gained(self, seat: int, name: str, source: Any) -> None:
        item = self.spot(seat, name)
        self.ring(item)
        self.slide_from(item, source)

    # --- one method per move kind ----------------------------------------------------------------
    def _place(self, seat: int, i: int) -> None:
        self.ring(self.board.space_items.get(i), inset=0)
        self.slide_from(self.board.space_heads.get(i), self.spot(seat, "home"))

    def _draw(self, seat: int) -> None:
        self.ring(self.board.named.get("bag"))

    def _take(self, seat: int, what: str) -> None:
        source = self.board.named.get("wild" if what == "cricket" else "bag")
        self.gained(seat, "c0" if what == "cricket" else "grass", source)

    def _keep_sound(self, seat: int) -> None:
        self.gained(seat, "sound", self.board.named.get("bag"))

    def _sell_sound(self, seat: int) -> None:
        self.gained(seat, "coin", self.board.named.get("bag"))

    def _exchange(self, seat: int, n: int, what: str) -> None:
        zones = self.board.exchange_zones
        j = next((k for k, (m, w) in enumerate(EXCHANGES) if m == n or (k == 2 and w == what)), 0)
        zone = zones[j] if j < len(zones) else None
        self.ring(zone)
        self.gained(seat, "coin" if what == "coins" else f"c{D.GRADE_INDEX[what]}", zone)

    def _buy_grass(self, seat: int, g: int) -> None:
        pile = self.board.piles.get(f"grass{g}")
        self.ring(pile)
        self.gained(seat, "grass", pile)

    def _sell_grass(self, seat: int, g: int) -> None:
        pile = self.board.piles.get(f"grass{g}")
        self.ring(pile)
        self.gained(seat, "coin", pile)

    def _buy_jar(self, seat: int) -> None:
        pile = self.board.piles.get("jar")
        self.ring(pile)
        self.gained(seat, "jar", pile)

    def _sell_jar(self, seat: int) -> None:
        pile = self.board.piles.get("jar")
        self.ring(pile)
        self.gained(seat, "coin", pile)

    def _buy_cricket(self, seat: int) -> None:
        stall = self.t.market.stalls  # the stall it was bought from is now the first empty one
        if stall < len(self.board.stall_items):
            self.ring(self.board.stall_items[stall])
        self.gained(seat, "c0", Area2.stall_centre(stall))

    def _sell_cricket(self, seat: int, g: int) -> None:
        stall = self.t.market.stalls - 1
        crickets = self.board.market_crickets
        if 0 <= stall < len(crickets):
            self.ring(self.board.stall_items[stall])
            self.slide_from(crickets[stall], self.spot(seat, f"c{g}"))
        self.ring(self.spot(seat, "coin"))

    def _hire(self, seat: int, h: int) -> None:
        box = self.board.hire_items[h] if h < len(self.board.hire_items) else None
        self.ring(box)
        self.slide_from(self.board.hire_marks.get(h), self.spot(seat, "indicator"))

    def _cultivate(self, seat: int, g: int, grass: int) -> None:
        zones = self.board.cult_zones
        if grass < len(zones):
            self.ring(zones[grass])
        self.gained(seat, f"c{min(g + 1 + grass, D.ROYAL)}", self.spot(seat, f"c{g}"))

    def _upgrade(self, seat: int, g: int) -> None:
        self.gained(seat, f"c{g + 1}", self.spot(seat, f"c{g}"))

    def _gain(self, seat: int, track: str) -> None:
        marker = self.spot(seat, f"marker{track}")
        row = self.board.track_items.get(track)
        self.ring(marker, inset=-3)
        if marker is not None and row is not None:
            shown = self.t.seats[seat]
            before = max(D.TRACK_MIN, (shown.virtue if track == "V" else shown.rep) - D.ROYAL_REWARD)
            self.board.stage_slide(marker, row.pos() + row.marker_spot(before, seat))

    def _title(self, seat: int, t: int) -> None:
        self.gained(seat, f"t{t}", QPointF(AREA3.x() + 292, AREA3.y() + 70))

    def _no_title(self, seat: int) -> None:
        self.ring(self.spot(seat, "c4"))

    def _tribute(self, seat: int, y: int, k: int) -> None:
        chip = self.spot(seat, f"card{k}")
        column = QPointF(AREA4.x() + YAMEN_X + y * YAMEN_STEP + 36, AREA4.y() + 80)
        if chip is not None:
            self.ring(chip)
            self.slide_from(chip, column)
        else:  # still being paid for: the card waits on its yamen
            self.ring(self.board.card_items.get(k))
        self.ring(self.board.lantern_items.get(y))

    def _pay(self, seat: int, code: int) -> None:
        self.ring(self.spot(seat, f"t{code - D.TITLE_CODE}" if code >= D.TITLE_CODE else f"c{code}"))

    def _challenge(self, seat: int) -> None:
        f = self.t.fight
        if f is not None and f.arrow in self.board.arrow_rects:
            self.ring(self.board.arrow_rects[f.arrow])
        self.ring(self.spot(seat, "mat"), inset=3)

    def _fighter(self, seat: int, code: int) -> None:
        f = self.t.fight
        if f is None:
            self.ring(self.spot(seat, "mat"), inset=3)
            return
        side = 0 if f.sides[0].seat == seat else 1
        name = f"t{code - D.TITLE_CODE}" if code >= D.TITLE_CODE else f"c{code}"
        cricket = self.board.named.get(f"fighter{side}")
        self.ring(cricket)
        self.slide_from(cricket, self.spot(seat, name))

    def _bet(self, seat: int, side: int) -> None:
        self.ring(self.board.fight_boxes.get(side))
        self.ring(self.spot(seat, "indicator"))

    def _die_of(self, seat: int) -> Any:
        f = self.t.fight
        if f is None:
            return None
        side = 0 if f.sides[0].seat == seat else 1
        return self.board.named.get(f"die{side}")

    def _roll(self, seat: int) -> None:
        f = self.t.fight
        if f is None:
            self.ring(self.spot(seat, "mat"), inset=3)
            return
        for side in (0, 1):
            if f.both_roll or f.sides[side].seat == seat:  # excitement rolls both dice
                self.ring(self.board.named.get(f"die{side}"))

    def _grass(self, seat: int) -> None:
        self.ring(self._die_of(seat))
        self.ring(self.spot(seat, "grass"))

    def _accept(self, seat: int) -> None:
        self.ring(self._die_of(seat) or self.spot(seat, "mat"))

    _reroll = _accept

    def _run(self, seat: int, b: int) -> None:
        self.ring(self.board.bust_items.get(b))

    def _buy_jars(self, seat: int, k: int) -> None:
        self.ring(self.spot(seat, "jar"))

    def _zhenghe(self, seat: int, i: int) -> None:
        self.ring(self.spot(seat, "coin"))
