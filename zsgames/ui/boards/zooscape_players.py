"""The players' panels of the Zooscape board (a mixin of :class:`ZooscapeBoard`): name, points, the
master's meeple and the apprentice, and each collection as stacks of cards by type."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.action_cards import curio_counts
from zsgames.games.zooscape.scoring import seat_score, type_points
from zsgames.games.zooscape.state import APP_MASTER, GOT_KIMONO, LOST_CARD, P_OVER, TOOK_GROUP
from zsgames.ui.boards.base import HighlightItem
from zsgames.ui.boards.zooscape_layout import CAPTION, HEAD, PANEL_Y, SMALL, TEXT, H, W
from zsgames.ui.boards.zooscape_pieces import ACTION_HELP, ZooCard
from zsgames.ui.pieces import INK, LabelItem, PanelItem, PawnItem


class ZooscapePlayers:
    """Expects the :class:`BoardScene` API and the item dicts reset in ``ZooscapeBoard.build``."""

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
        self.panel_rects[seat] = r
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
