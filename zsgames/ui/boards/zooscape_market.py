"""The middle of the Zooscape board (a mixin of :class:`ZooscapeBoard`): the strip of piles above the
market, and the market itself — the row to split, the two groups, the action cards to resolve, the
selection disks and the final ranking."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QVariantAnimation

from zsgames.core.game import Action
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.scoring import seat_score
from zsgames.games.zooscape.state import APP_BESIDE, P_APPRENTICE, P_OVER, P_SELECT, P_SPLIT
from zsgames.ui.boards.zooscape_layout import (
    BELOW_Y,
    CAPTION,
    DISKS_Y,
    GAP,
    HEAD,
    MARKET_H,
    MARKET_Y,
    ROW_X,
    ROW_Y,
    SMALL,
    TABLE_H,
    TABLE_Y,
    TEXT,
    W,
)
from zsgames.ui.boards.zooscape_pieces import CH, CW, Divider, FlipDisk, SwapButton, ZooCard, card_tooltip
from zsgames.ui.pieces import DiskItem, LabelItem, PanelItem


class ZooscapeMarket:
    """Expects the :class:`BoardScene` API and the item dicts reset in ``ZooscapeBoard.build``."""

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
        face_down = (
            (view.deck, f"The deck on the sack: {view.deck} hidden cards (Lucky Cat draws here)",
             "Deck (sack)", f"{view.deck} hidden cards"),
            (len(view.bin), f"The bin: {len(view.bin)} face-down cards. Nobody may look, but everyone saw them go in: "
             f"{C.describe(sorted(view.bin, key=C.sort_key))}",
             "Bin", f"{len(view.bin)} face down · hover to recall" if view.bin else "empty"),
        )
        for count, tip, title, detail in face_down:
            stack = ZooCard(None, cw, ch, face_up=False, count=count)
            stack.setPos(x, y)
            stack.setToolTip(tip)
            self.addItem(stack)
            caption(x + cw + 10, title, detail)
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
                self.group_cards[(g, i)] = item
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
        key = (view.round, tuple(view.revealed), len(view.bin), tuple(len(w) for w in view.won), len(view.stack),
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
