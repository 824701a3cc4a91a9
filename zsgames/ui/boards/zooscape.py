"""The Zooscape board: the market row in the middle, piles on the left, collections below.

Drawn from a view only; every legal action is bound to a drag or a click:
* split — drag the divider (it shows the group number of each side) into a gap of the row;
  click "swap 1 ⇄ 2" first to give the left part number 2;
* apprentice — drag the apprentice card into any lit gap (either end of either group);
* select — drag your selection disk onto a group, or click the group;
* resolve / break / copy — click the action card to resolve next, or one of your curio stacks.
Disks of other seats stay face down until the reveal, then flip together.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from zsgames.core.game import Action
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.scoring import seat_score, type_points
from zsgames.games.zooscape.state import (
    APP_BESIDE,
    APP_MASTER,
    GOT_KIMONO,
    LOST_CARD,
    P_APPRENTICE,
    P_OVER,
    P_SELECT,
    P_SPLIT,
    TOOK_GROUP,
)
from zsgames.ui.boards.base import BoardScene, HighlightItem
from zsgames.ui.boards.zooscape_pieces import ACTION_HELP, CH, CW, Divider, FlipDisk, SwapButton, ZooCard, card_tooltip
from zsgames.ui.pieces import INK, DiskItem, LabelItem, PanelItem, PawnItem

CAPTION = "#5a4e3c"

# The scene is about as wide as tall × 1.3, like the board area of the main window at 1280×800, so
# nothing is shrunk more than it must be; the table's piles lie in a strip above the market, which
# gets the full width (13 cards and the divider in one row).
W, H = 1300.0, 1000.0
TABLE_Y, TABLE_H = 46.0, 94.0
MARKET_Y, MARKET_H = 150.0, 342.0
ROW_X, ROW_Y = 20.0, 214.0
GAP = 8.0
PANEL_Y = MARKET_Y + MARKET_H + 10
BELOW_Y = ROW_Y + CH + 16  # hints, the swap button and your disk, under the row
DISKS_Y = ROW_Y + CH + 86  # the disks on the table / the last reveal
SMALL, TEXT, HEAD = 11.5, 12.5, 15.0  # font sizes (points): captions, hints, headings


class ZooscapeBoard(BoardScene):
    """Zooscape drawn for one viewer (see the module docstring for the gestures)."""

    def __init__(self, game: Any, parent: Any = None) -> None:
        super().__init__(game, parent)
        self.left_is = 1  # the divider's naming: which group number the left part gets
        self._reveal_key: tuple | None = None
        self._flip: QVariantAnimation | None = None
        self.gaps: dict[int, Any] = {}
        self.app_gaps: dict[tuple[int, int], Any] = {}
        self.group_zones: dict[int, PanelItem] = {}
        self.divider: Divider | None = None
        self.swap: SwapButton | None = None
        self.apprentice: ZooCard | None = None
        self.my_disk: FlipDisk | None = None
        self.reveal_disks: list[FlipDisk] = []
        self.pending_cards: dict[str, ZooCard] = {}
        self.type_stacks: dict[tuple[int, int], ZooCard] = {}

    # --- the whole picture -----------------------------------------------------------------------
    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        if self._flip is not None:  # a redraw ends a running flip: the new disks are drawn face up
            self._flip.stop()
            self._flip = None
        self.gaps, self.app_gaps, self.group_zones, self.pending_cards, self.type_stacks = {}, {}, {}, {}, {}
        self.divider = self.swap = self.apprentice = self.my_disk = None
        self.reveal_disks = []
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        self.addItem(PanelItem(QRectF(0, 0, W, H), "#e9e1cf", "", "#e9e1cf"))
        self._header(view, viewer)
        self._table(view)
        self._market(view, viewer, by_kind)
        self._players(view, viewer, by_kind)

    def _header(self, view: Any, viewer: int | None) -> None:
        master = self.seat_name(view.master)
        text = f"Round {max(1, view.round)} of {C.ROUNDS} · master: {master}"
        self.addItem(LabelItem(text, QRectF(20, 6, 390, 34), HEAD, True))
        deciders = self.game.current_deciders(view)
        if not deciders:
            outcome = self.game.winner(view)
            names = " and ".join(self.seat_name(s) for s in outcome.winners)
            verb = "wins" if len(outcome.winners) == 1 else "share the win"
            ask = f"Game over: {names} {verb} ({outcome.decided_by})."
        elif viewer in deciders:
            ask = f"{self.seat_name(viewer)}, {self.game.prompt(view, viewer)}."
        else:
            who = ", ".join(self.seat_name(s) for s in deciders)
            ask = f"Waiting for {who}: {self.game.prompt(view, deciders[0])}."
        colour = self.seat_colour(viewer if viewer in deciders else (deciders[0] if deciders else None))
        self.addItem(LabelItem(ask, QRectF(420, 6, W - 440, 34), HEAD + 1, True, colour.darker(130)))

    def _table(self, view: Any) -> None:
        """The strip above the market: round piles, the deck on the sack, the bin, kimonos, the
        apprentice when it lies beside the piles — each a small card with its words beside it."""
        self.addItem(PanelItem(QRectF(10, TABLE_Y, W - 20, TABLE_H), "#d9ceb6", "", "#b8a888"))
        cw, ch, y = 46.0, 64.0, TABLE_Y + 16

        def caption(x: float, title: str, line: str, width: float = 150) -> None:
            self.addItem(LabelItem(title, QRectF(x, y + 2, width, 22), TEXT, True))
            self.addItem(LabelItem(line, QRectF(x, y + 26, width, 36), SMALL, False, CAPTION,
                                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop))

        piles = list(view.piles)
        for i, count in enumerate(piles):
            back = ZooCard(None, cw, ch, face_up=False, count=count)
            back.setPos(24 + i * 8, y)
            back.setToolTip(f"Round pile for round {view.round + 1 + i}: {count} hidden cards")
            self.addItem(back)
        size = (piles[0] if isinstance(piles[0], int) else len(piles[0])) if piles else 0
        caption(24 + max(0, len(piles) - 1) * 8 + cw + 10, "Round piles",
                f"{len(piles)} left" + (f", {size} cards each" if piles else ""))
        x = 270.0
        deck = ZooCard(None, cw, ch, face_up=False, count=view.deck)
        deck.setPos(x, y)
        deck.setToolTip(f"The deck on the sack: {view.deck} hidden cards (Lucky Cat draws here)")
        self.addItem(deck)
        caption(x + cw + 10, "Deck (sack)", f"{view.deck} hidden cards")
        x += 240
        bin_card = ZooCard(None, cw, ch, face_up=False, count=view.bin)
        bin_card.setPos(x, y)
        bin_card.setToolTip(f"The bin: {view.bin} face-down cards nobody may look at")
        self.addItem(bin_card)
        caption(x + cw + 10, "Bin", f"{view.bin} face down, unseen")
        x += 240
        if view.kimonos:
            kim = ZooCard(C.KIMONO_IDS[0], cw, ch, count=len(view.kimonos))
            kim.setToolTip(f"Kimono pile: {len(view.kimonos)} left. " + card_tooltip(C.KIMONO_IDS[0]))
            line = f"{len(view.kimonos)} left"
        else:
            kim = ZooCard(None, cw, ch, face_up=False)
            kim.setToolTip("No kimonos left to give")
            line = "gone for good" if view.kimonos_closed else "none left"
        kim.setPos(x, y)
        self.addItem(kim)
        caption(x + cw + 10, "Kimonos", line)
        x += 240
        if view.app_at == APP_BESIDE:
            app = ZooCard(C.APPRENTICE_CARD, cw, ch)
            app.setPos(x, y)
            self.addItem(app)
            caption(x + cw + 10, "Apprentice", "beside the piles: nobody takes the bin", 200)

    # --- the market ---------------------------------------------------------------------------------
    def _market(self, view: Any, viewer: int | None, by_kind: dict[str, list[Action]]) -> None:
        self.addItem(PanelItem(QRectF(10, MARKET_Y, W - 20, MARKET_H), "#efe6d2", "", "#c9b894"))
        if view.phase == P_OVER:
            self._ranking(view)
        elif view.phase == P_SPLIT:
            self._split_row(view, by_kind.get("split", []))
        elif view.phase in (P_APPRENTICE, P_SELECT):
            self._groups(view, viewer, by_kind)
        else:
            self._pending(view, by_kind)
        self._disks(view, viewer)
        if view.stack:
            waiting = "; ".join(
                f"{len(cards)} cards for {', '.join(self.seat_name(s) for s in seats)}" for cards, seats in
                reversed(view.stack))
            text = f"Contested groups still to split: {waiting}"
            self.addItem(LabelItem(text, QRectF(ROW_X + 10, DISKS_Y + 30, W - 60, 24), TEXT, False, CAPTION))

    def _split_row(self, view: Any, splits: list[Action]) -> None:
        cards = list(view.cur)
        x0 = ROW_X + 10
        cw = self._card_width(len(cards), 110)
        who = "" if len(view.players_in) == view.n else " (contested by " + ", ".join(
            self.seat_name(s) for s in view.players_in) + ")"
        self.addItem(LabelItem(f"The row: {len(cards)} cards{who}", QRectF(x0, MARKET_Y + 16, 900, 26), HEAD, True))
        for i, card in enumerate(cards):
            item = ZooCard(card, cw, cw * CH / CW)
            item.setPos(x0 + i * (cw + GAP), ROW_Y)
            self.addItem(item)
        if not splits:
            return
        for cut in range(1, len(cards)):
            x = x0 + cut * (cw + GAP) - GAP / 2
            self.gaps[cut] = self.make_zone(QRectF(x - 14, ROW_Y - 8, 28, CH + 16))
        self.divider = Divider(self.left_is)
        dx = x0 + len(cards) * (cw + GAP) + 50
        self.divider.setPos(dx, ROW_Y)
        self.addItem(self.divider)
        self.swap = SwapButton()
        beside = dx + 44 + 120 <= W - 30  # room right of the divider (a short row): the button goes there
        self.swap.setPos(dx + 44, ROW_Y + CH / 2 - 15) if beside else self.swap.setPos(dx - 60, BELOW_Y + 8)
        self.swap.setToolTip("Swap which side of the cut is group 1")
        self.addItem(self.swap)
        for action in splits:
            cut, left = action.args
            if left == self.left_is:
                self.bind_drag(action, self.divider, self.gaps[cut])
        self.addItem(LabelItem("Drag the divider into a gap: the left part becomes group "
                               f"{self.left_is}, the right part group {3 - self.left_is} "
                               "(“swap 1 ⇄ 2” names them the other way round).",
                               QRectF(x0, BELOW_Y, (W - 40 if beside else dx - 80) - x0, 46), TEXT))

    def _groups(self, view: Any, viewer: int | None, by_kind: dict[str, list[Action]]) -> None:
        left_num = view.left_num
        order = (left_num, 3 - left_num)
        x = ROW_X + 10
        placing = bool(by_kind.get("apprentice"))
        # two zones (24 of padding each, at least 130 wide) 40 apart; while placing, the apprentice waits after them
        cw = self._card_width(len(view.groups[0]) + len(view.groups[1]), 118 + (CW + 52 if placing else 0))
        for g in order:
            cards = view.groups[g - 1]
            width = max(max(1, len(cards)) * (cw + GAP) + 24, 130.0)  # room for its "Group N" title
            zone = PanelItem(QRectF(x, ROW_Y - 26, width, CH + 40), "#f8f1e2", "", "#b59a6a")
            self.addItem(zone)
            self.group_zones[g] = zone
            disk = DiskItem("#f2f2f2", 13, str(g))
            disk.setPos(x + 16, ROW_Y - 26)
            self.addItem(disk)
            self.addItem(LabelItem(f"Group {g}", QRectF(x + 34, ROW_Y - 26, width - 40, 24),
                                   TEXT, True))
            for i, card in enumerate(cards):
                item = ZooCard(card, cw, cw * CH / CW)
                item.setPos(x + 12 + i * (cw + GAP), ROW_Y)
                self.addItem(item)
            for pos in range(len(cards) + 1):
                gx = x + 12 + pos * (cw + GAP) - GAP / 2
                self.app_gaps[(g, pos)] = self.make_zone(QRectF(gx - 12, ROW_Y - 6, 24, CH + 12))
            x += width + 40
        for action in by_kind.get("apprentice", []):
            if self.apprentice is None:
                self.apprentice = ZooCard(C.APPRENTICE_CARD)
                self.apprentice.setPos(x, ROW_Y)
                self.addItem(self.apprentice)
                self.addItem(LabelItem("Drag the apprentice into any gap of either group, or to either end "
                                       "(the gaps light up). Whoever holds it at the end of the round takes "
                                       "the bin and becomes master.", QRectF(ROW_X + 10, BELOW_Y, W - 80, 46), TEXT))
            self.bind_drag(action, self.apprentice, self.app_gaps[action.args])
        selects = by_kind.get("select", [])
        if selects and viewer is not None:
            self.my_disk = FlipDisk(self.seat_colour(viewer), None, False, 20)
            self.my_disk.setPos(ROW_X + 40, BELOW_Y + 22)
            self.my_disk.setToolTip("Your selection disk: drag it onto the group you want (or click the group)")
            self.addItem(self.my_disk)
            self.addItem(LabelItem("Drag your disk onto a group, or click the group — nobody sees it until all "
                                   "have chosen.", QRectF(ROW_X + 70, BELOW_Y + 8, 900, 28), TEXT))
            for action in selects:
                zone = self.group_zones[action.args[0]]
                self.bind_drag(action, self.my_disk, zone)
                self.bind_click(action, zone)

    def _ranking(self, view: Any) -> None:
        """The final order with each seat's points and cards (the tie-break)."""
        from zsgames.games.zooscape.scoring import card_total

        scores = sorted(((seat_score(view, s).total, card_total(view, s), s) for s in range(view.n)), reverse=True)
        self.addItem(LabelItem("Final scores (a tie goes to more cards)", QRectF(ROW_X + 10, MARKET_Y + 16, 600, 26),
                               HEAD, True))
        for i, (total, cards, seat) in enumerate(scores):
            y = MARKET_Y + 50 + i * 46
            place = 1 + sum(1 for t, c, _ in scores if (t, c) > (total, cards))  # a shared win shares the place
            disk = DiskItem(self.seat_colour(seat), 13, str(place))
            disk.setPos(ROW_X + 30, y + 20)
            self.addItem(disk)
            text = f"{self.seat_name(seat)}: {total} points, {cards} cards"
            self.addItem(LabelItem(text, QRectF(ROW_X + 54, y + 7, 330, 26), HEAD - 1, place == 1))
            lines = " · ".join(f"{name} {value:+d}" for name, value in seat_score(view, seat).lines if value)
            self.addItem(LabelItem(lines or "no points", QRectF(ROW_X + 390, y, W - ROW_X - 430, 40), 11, False,
                                   CAPTION))

    @staticmethod
    def _card_width(count: int, extra: float) -> float:
        """The row's card width: full size unless ``count`` cards and ``extra`` room would overflow."""
        room = W - 2 * ROW_X - 20 - extra
        return min(CW, room / max(1, count) - GAP)

    def _pending(self, view: Any, by_kind: dict[str, list[Action]]) -> None:
        seat = view.pend_seat
        if seat < 0:
            return
        cards = [*view.pend_cards] + ([view.pend_copy] if view.pend_copy >= 0 else [])
        text = f"{self.seat_name(seat)} resolves action cards"
        mine = bool(by_kind)  # the viewer is the one asked: say where to click
        if view.pend_break:
            text += f" — Breakage: {view.pend_break} curio(s) still to break"
            text += " (click one of your stacks below)" if mine else ""
        elif view.pend_copy >= 0:
            text += " — Copy: " + ("click the type it joins (a type you hold most)" if mine else
                                   "choosing the type it joins")
        elif by_kind.get("resolve"):
            text += " — click the one to resolve next"
        self.addItem(LabelItem(text, QRectF(ROW_X + 10, MARKET_Y + 16, W - 60, 26), HEAD, True))
        keys = {a.args[0]: a for a in by_kind.get("resolve", [])}
        for i, card in enumerate(cards):
            item = ZooCard(card)
            item.setPos(ROW_X + 10 + i * (CW + GAP), ROW_Y)
            self.addItem(item)
            key = C.ACTION_KEYS.get(C.KIND[card])
            if key in keys and key not in self.pending_cards:
                self.pending_cards[key] = item
                self.bind_click(keys[key], item)
                self._ring(item)

    def _disks(self, view: Any, viewer: int | None) -> None:
        """Face-down disks of those who chose; after a reveal, the flipped disks of the last one."""
        y = DISKS_Y
        x = ROW_X + 10
        key = (view.round, tuple(view.revealed), view.bin, tuple(len(w) for w in view.won), len(view.stack),
               len(view.kimonos))
        new_reveal = self._reveal_key is not None and key != self._reveal_key and any(view.revealed)
        self._reveal_key = key
        if view.phase == P_SELECT:
            self.addItem(LabelItem("Disks:", QRectF(x, y - 12, 80, 24), TEXT, True))
            x += 80
            step = min(200.0, (W - 30 - x) / max(1, len(view.players_in)))
            for seat in view.players_in:
                c = view.choice[seat]
                if not c:
                    text = "choosing"
                    disk = None
                else:
                    shown = seat == viewer and c > 0
                    disk = FlipDisk(self.seat_colour(seat), c if shown else None, shown)
                    text = "chosen" if not shown else f"your pick: {c}"
                if disk is not None:
                    disk.setPos(x + 16, y)
                    disk.setToolTip(f"{self.seat_name(seat)} has chosen (face down)")
                    self.addItem(disk)
                self.addItem(LabelItem(f"{self.seat_name(seat)}: {text}", QRectF(x + 36, y - 12, step - 38, 24),
                                       SMALL if step > 180 else 11))
                x += step
            return
        if not any(view.revealed) or view.phase == P_OVER:  # the final scores take the room
            return
        self.addItem(LabelItem("Last reveal:", QRectF(x, y - 12, 130, 24), TEXT, True))
        x += 135
        step = min(190.0, (W - 30 - x) / max(1, sum(1 for c in view.revealed if c)))
        for seat, c in enumerate(view.revealed):
            if not c:
                continue
            disk = FlipDisk(self.seat_colour(seat), c, True)
            disk.setPos(x + 16, y)
            self.addItem(disk)
            self.reveal_disks.append(disk)
            self.addItem(LabelItem(f"{self.seat_name(seat)} → group {c}", QRectF(x + 36, y - 12, step - 38, 24),
                                   SMALL if step > 180 else 11))
            x += step
        if new_reveal and self.views():  # only a board on screen animates (renders show the result)
            self._animate_reveal()

    def _animate_reveal(self) -> None:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(450)
        disks = list(self.reveal_disks)

        def step(value: Any) -> None:
            for d in disks:
                d.set_flip(float(value))

        anim.valueChanged.connect(step)
        step(0.0)
        self._flip = anim
        anim.start()

    # --- the players -------------------------------------------------------------------------------
    def _players(self, view: Any, viewer: int | None, by_kind: dict[str, list[Action]]) -> None:
        n = view.n
        cols = 2 if n == 4 else 3
        rows = math.ceil(n / cols)
        pw = (W - 20 - (cols - 1) * 10) / cols
        ph = (H - PANEL_Y - 10 - (rows - 1) * 10) / rows
        order = list(range(n))
        if viewer is not None:
            order = order[viewer:] + order[:viewer]  # your own collection first
        for i, seat in enumerate(order):
            x = 10 + (i % cols) * (pw + 10)
            y = PANEL_Y + (i // cols) * (ph + 10)
            self._panel(view, viewer, seat, QRectF(x, y, pw, ph), by_kind)

    def _panel(self, view: Any, viewer: int | None, seat: int, r: QRectF, by_kind: dict[str, list[Action]]) -> None:
        colour = self.seat_colour(seat)
        fill = QColor.fromRgbF(*(0.82 + 0.18 * v for v in colour.getRgbF()[:3]))
        self.addItem(PanelItem(r, fill, "", colour))
        name = self.seat_name(seat) + (" (you)" if seat == viewer else "")
        self.addItem(LabelItem(name, QRectF(r.x() + 12, r.y() + 4, 220, 28), HEAD, True, colour.darker(140)))
        score = seat_score(view, seat)
        self.addItem(LabelItem(f"{score.total} pts", QRectF(r.right() - 110, r.y() + 4, 100, 28), HEAD, True,
                               INK, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter))
        hx = r.x() + 240
        if seat == view.master:
            meeple = PawnItem(colour, 26, "meeple")
            meeple.setPos(hx, r.y() + 32)
            meeple.setToolTip(f"{self.seat_name(seat)} is the master")
            self.addItem(meeple)
            hx += 28
            if view.app_at == APP_MASTER:
                app = ZooCard(C.APPRENTICE_CARD, 20, 28)
                app.setPos(hx, r.y() + 4)
                self.addItem(app)
                hx += 26
        if view.app_at == seat:
            app = ZooCard(C.APPRENTICE_CARD, 20, 28)
            app.setPos(hx, r.y() + 4)
            app.setToolTip("Holds the apprentice: takes the bin at the end of the round")
            self.addItem(app)
            hx += 26
        status = {TOOK_GROUP: "took a group", GOT_KIMONO: "got a kimono", LOST_CARD: "got nothing"}.get(
            view.took[seat] if view.took and view.phase != P_OVER else 0, "")
        if status:
            self.addItem(LabelItem(status, QRectF(hx + 4, r.y() + 6, 140, 24), SMALL, False, CAPTION))
        self._collection(view, seat, r, by_kind if seat == viewer else {})

    def _collection(self, view: Any, seat: int, r: QRectF, by_kind: dict[str, list[Action]]) -> None:
        counts = curio_counts(view, seat)
        copies = {t: 0 for t in range(C.CURIO_TYPES)}
        for _c, t in view.copies[seat]:
            copies[t] += 1
        stacks: list[tuple[int, int, str, str]] = []  # (card, count, line, tooltip)
        copy_cards = {t: c for c, t in view.copies[seat]}
        for t in range(C.CURIO_TYPES):
            if counts[t]:
                pts = type_points(t, counts[t])
                card = next((c for c in view.won[seat] if C.KIND[c] == t), None)
                if card is None:
                    card = next(c for c in range(C.ALL_CARDS) if C.KIND[c] == t)
                extra = f" (+{copies[t]} copy)" if copies[t] else ""
                stacks.append((card, counts[t], f"{counts[t]}/{C.FLAG[t]}: {pts:+d}",
                               f"{C.TYPE_PLURALS[t]}: {counts[t]}{extra}, flag {C.FLAG[t]}, worth {pts:+d}"))
        coins = [c for c in view.won[seat] if C.KIND[c] == C.COIN]
        if coins:
            total = sum(C.COIN_VALUE[c] for c in coins)
            stacks.append((max(coins, key=lambda c: C.COIN_VALUE[c]), len(coins), f"coins: {total:+d}",
                           "Gold coins: " + " + ".join(str(C.COIN_VALUE[c]) for c in coins)))
        fires = [c for c in view.won[seat] if C.KIND[c] == C.FIRE]
        if fires:
            stacks.append((fires[0], len(fires), f"fire: {len(fires) * C.FIRE_POINTS:+d}", ACTION_HELP[C.FIRE]))
        if not stacks:
            self.addItem(LabelItem("No cards yet", QRectF(r.x() + 14, r.y() + 40, 200, 24), TEXT, False, "#7a6e5c"))
            return
        clicks = {a.args[0]: a for a in [*by_kind.get("break", []), *by_kind.get("copy", [])]}
        cw = 84.0  # the largest card size that fits every stack (and its line of text) into the panel
        while cw > 40:
            per_row = max(1, int((r.width() - 20) // (max(cw, 66) + 10)))
            rows = math.ceil(len(stacks) / per_row)
            if rows * (cw * 1.4 + 26) <= r.height() - 38:
                break
            cw -= 2
        ch = cw * 1.4
        step = max(cw, 66) + 10  # the line under a card ("2/2 → +10") needs about 70 units
        for i, (card, count, line, tip) in enumerate(stacks):
            x = r.x() + 12 + (i % per_row) * step
            y = r.y() + 36 + (i // per_row) * (ch + 26)
            item = ZooCard(card, cw, ch, count=count)
            kind = C.KIND[card]
            over = kind < C.CURIO_TYPES and counts[kind] > C.FLAG[kind]
            if over:
                item.marked = "over!"
            item.setToolTip(tip)
            item.setPos(x, y)
            self.addItem(item)
            self.addItem(LabelItem(line, QRectF(x + cw / 2 - step / 2 - 4, y + ch + 4, step + 8, 20), SMALL, over,
                                   "#c0262d" if over else INK, Qt.AlignmentFlag.AlignCenter))
            if kind in copy_cards:  # a Copy lies with this type: shown as a small card on the stack
                mark = ZooCard(copy_cards[kind], cw * 0.45, cw * 0.45 * 1.4)
                mark.setPos(x + cw * 0.66, y + ch * 0.2)
                mark.setZValue(item.zValue() + 1)
                mark.setToolTip(tip)
                self.addItem(mark)
            if kind < C.CURIO_TYPES:
                self.type_stacks[(seat, kind)] = item
                if kind in clicks:
                    self.bind_click(clicks[kind], item)
                    self._ring(item)

    def _ring(self, item: QGraphicsItem) -> None:
        """A glow around something the viewer can click now (action-card questions)."""
        ring = HighlightItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
        ring.setZValue(item.zValue() + 5)
        self.addItem(ring)

    # --- the one board-only gesture: swapping the divider's numbers -----------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (event.button() == Qt.MouseButton.LeftButton and self.swap is not None
                and self.swap.sceneBoundingRect().contains(event.scenePos())):
            self.left_is = 3 - self.left_is
            event.accept()
            self.show(self.view_state, self.viewer, self.legal, self.config)
            return
        super().mousePressEvent(event)


BOARD = ZooscapeBoard
