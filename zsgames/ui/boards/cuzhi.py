"""The Cuzhi 促织 board: Areas 1–5, the tracks, a panel per seat and the fight board.

Drawn from a view only. Every legal action is bound to a piece: heads are dragged to spaces,
crickets to market stalls, cultivation zones and the fight board, grass onto dice, indicators
onto hire spaces and bets, Sounds onto exchanges; cards, the bag, dice and track markers are
clicked. Whatever has no natural piece (finish, keep, swap…) is a button in the action tray, so
nothing is unreachable. Tooltips give English and Chinese names; proposals are marked.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.game import place_refusal
from zsgames.games.cuzhi.scoring import scores
from zsgames.games.cuzhi.state import F_BOOST, F_EXCITE, F_EXCITE_BOOST, F_PICK_C, F_ROLL, CuzhiState
from zsgames.ui.boards.base import BoardScene, HighlightItem
from zsgames.ui.boards.cuzhi_areas import CuzhiAreas
from zsgames.ui.boards.cuzhi_pieces import (
    BOARD_W,
    ROW_A,
    ROW_A_H,
    SEAT_H,
    SEAT_W,
    SEAT_Y,
    SH,
    SW,
    TOP_H,
    CricketItem,
    DieShapeItem,
    SpaceItem,
    TokenItem,
    card_tip,
    title_tip,
)
from zsgames.ui.boards.generic import ActionButton
from zsgames.ui.pieces import CoinItem, LabelItem, PanelItem, PawnItem, font

HINTS = {
    "dispatch": "drag your village head onto a space",
    "draw": "click the bag to draw; drag a Sound onto an exchange",
    "trade": "drag grass, jars or crickets to the market; an indicator to a hire space",
    "cult": "drag a cricket onto +1 or +2 in Area 3",
    "vr": "click the Virtue or Reputation track",
    "title": "click a title card",
    "tribute": "drag a yamen card onto your mat",
    "second": "drag the other card onto your mat",
    "paycard": "click the cricket that pays",
    "npay": "click the cricket to give",
    "upgrade": "click the cricket to upgrade",
    "bust": "click a bustling-market card",
    "fight": "drag a cricket to the fight board, bet with an indicator, click or feed a die",
}


class CuzhiBoard(CuzhiAreas, BoardScene):
    """The question and action tray on top, Areas 1–5 and the tracks in three rows, the seats side by
    side below; during a challenge the fight board covers Areas 1–2 (resolved by then)."""

    def build(self, view: Any, viewer: int | None, legal: list[Action]) -> None:
        s: CuzhiState = view
        self.s = s
        for anim in getattr(self, "_anims", []):
            anim.stop()  # its die was cleared with the old items
        self._anims: list[QVariantAnimation] = []
        self._bound: set[Action] = set()
        self.legal_set = set(legal)
        deciders = self.game.current_deciders(s)
        self.decider = deciders[0] if deciders and legal else None
        self.frame = s.stack[-1] if s.stack else None
        self.by_kind: dict[str, list[Action]] = {}
        for a in legal:
            self.by_kind.setdefault(a.kind, []).append(a)
        self.seat_items: dict[str, Any] = {}  # decider's pieces by name
        self.space_items: dict[int, SpaceItem] = {}
        self.hire_items: list[QGraphicsItem] = []
        self.card_items: dict[int, QGraphicsItem] = {}  # tribute card → its face on a yamen
        self.cult_zones: list[QGraphicsItem] = []
        self._header(s, viewer)
        self._seats(s)
        self._area1(s)
        self._area2(s)
        self._area3(s)
        self._area4(s)
        self._area5(s)
        self._tracks(s)
        self._fight(s)
        self._tray(legal)

    # --- helpers ---------------------------------------------------------------------------------
    def _bind(self, action: Action, piece: QGraphicsItem, zone: QGraphicsItem | None = None) -> None:
        if action not in self.legal_set:
            return
        if zone is None:
            self.bind_click(action, piece)
        else:
            self.bind_drag(action, piece, zone)
        self._bound.add(action)

    def _acts(self, kind: str) -> list[Action]:
        return self.by_kind.get(kind, [])

    def _panel(self, rect: QRectF, fill: str, caption: str) -> PanelItem:
        panel = PanelItem(rect, fill, caption)
        self.addItem(panel)
        return panel

    def _label(
        self,
        text: str,
        rect: QRectF,
        size: float = 10,
        bold: bool = False,
        colour: str = "#2b2620",
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    ) -> LabelItem:
        item = LabelItem(text, rect, size, bold, colour, align)
        self.addItem(item)
        return item

    def _add(self, item: QGraphicsItem, x: float, y: float) -> Any:
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _space(self, s: CuzhiState, i: int, x: float, y: float) -> SpaceItem:
        sp = D.SPACES[i]
        open_ = sp["round"] <= s.round and sp["min_players"] <= s.n
        item = self._add(SpaceItem(i, open_), x, y)
        self.space_items[i] = item
        if s.stage == "dispatch" and not s.stack and self.decider is not None:
            reason = place_refusal(s, i)
            if reason:
                self.explain(item, reason)
        seat = s.occ[i] if s.occ else -1
        if seat >= 0:
            head = PawnItem(self.seat_colour(seat), 30, "meeple")
            head.setToolTip(f"{self.seat_name(seat)}'s village head")
            self._add(head, x + SW / 2 - 6, y + SH / 2 + 12)
            last = self.latest(("place",))  # the last known bot move of a head
            if last is not None and last.args == (i,):
                self.mark_last(QRectF(x, y, SW, SH))
                self.slide(head, QPointF(seat * (SEAT_W + 6) + 30, SEAT_Y + 54))
        return item

    def _card_text(self, card: QGraphicsItem, name: str, text: str, rect: QRectF) -> None:
        """Readable words on a card face: the English name, then a few words (the tooltip has it all)."""
        name = QFontMetricsF(font(9, True)).elidedText(name, Qt.TextElideMode.ElideRight, rect.width())
        head = self._label(name, QRectF(rect.x(), rect.y(), rect.width(), 18), 9, True, "#3a2a10")
        body = self._label(
            text,
            QRectF(rect.x(), rect.y() + 20, rect.width(), rect.height() - 20),
            10,
            False,
            "#2b2620",
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
        )
        head.setToolTip(card.toolTip())
        body.setToolTip(card.toolTip())

    # --- header, seats ---------------------------------------------------------------------------
    def _header(self, s: CuzhiState, viewer: int | None) -> None:
        self._panel(QRectF(0, 0, 330, TOP_H), "#f4ecd8", "")
        self._label("Cuzhi 促织", QRectF(12, 4, 300, 34), 18, True)
        phase = self.game.phase_text(s) if hasattr(self.game, "phase_text") else ""
        self._label(phase, QRectF(12, 40, 310, TOP_H - 44), 12, True, "#7a2a10", Qt.AlignmentFlag.AlignTop)
        for r in range(1, D.ROUNDS + 1):  # the round track
            rect = QRectF(170 + (r - 1) * 30, 10, 26, 22)
            now = r == s.round and s.stage not in ("end", "over")
            box = self._panel(rect, "#e0553a" if now else "#fbf6ea", "")
            box.setToolTip(f"round track 回合: round {r} of {D.ROUNDS}" + (" (now)" if now else ""))
            self._label(str(r), rect, 11, True, "white" if now else "#5a4e3c", Qt.AlignmentFlag.AlignCenter)

    def _seats(self, s: CuzhiState) -> None:
        totals = scores(s)
        for seat in range(s.n):
            self._seat(s, seat, seat * (SEAT_W + 6), SEAT_Y, totals[seat].total)

    def _seat(self, s: CuzhiState, seat: int, x: float, y: float, total: int) -> None:
        col = self.seat_colour(seat)
        tint = QColor(col).lighter(175)
        mine = seat == self.decider
        mat = self._panel(QRectF(x, y, SEAT_W, SEAT_H), tint.name(), "")
        mat.setToolTip(f"{self.seat_name(seat)}'s holdings (all open)")
        if mine:
            self.seat_items["mat"] = mat
            self.addItem(HighlightItem(QRectF(x, y, SEAT_W, SEAT_H), col.name()))
        star = " ★" if seat == s.first else ""
        name = self._label(
            f"{self.seat_name(seat)}{star}", QRectF(x + 8, y + 2, 120, 24), 12, True, col.darker(150).name()
        )
        if star:
            name.setToolTip("★ first player (starting player marker)")
        score = self._label(
            f"德{s.virtue[seat]} 望{s.rep[seat]} · {total} pts",
            QRectF(x + 110, y + 2, SEAT_W - 118, 24),
            11,
            True,
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
        score.setToolTip(
            f"Virtue 德 {s.virtue[seat]}, Reputation 望 {s.rep[seat]}; live score {total} if the game ended now"
        )
        # heads at home, indicators, stipend
        home = s.to_place[seat] if s.stage == "dispatch" else 0  # the others stand on the board
        for k in range(home):
            head = self._add(PawnItem(col, 22, "meeple"), x + 16 + k * 20, y + 54)
            head.setToolTip(f"{self.seat_name(seat)}'s village head")
            if mine and k == home - 1:
                self.seat_items["head"] = head
        hired = s.hired_next[seat]
        used = s.yamen_count(seat) + s.hire.count(seat)
        status = self._label(
            f"头{s.heads[seat]}" + (f"+{hired}" if hired else "") + f" · 俸禄{s.yamen_count(seat)}",
            QRectF(x + 110, y + 30, SEAT_W - 164, 22),
            10,
            colour="#4a4030",
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
        status.setToolTip(
            f"village heads 头: {s.heads[seat]}"
            + (f" (+{hired} hired, from next round)" if hired else "")
            + f"\nstipend 俸禄: {s.yamen_count(seat)} coin(s) a round (one per yamen indicator)"
        )
        ind = self._add(
            TokenItem(
                "indicator",
                D.INDICATORS - used,
                col,
                16,
                f"player indicators left: {D.INDICATORS - used} (hire, yamen, bets)",
            ),
            x + SEAT_W - 34,
            y + 41,
        )
        if mine:
            self.seat_items["indicator"] = ind
        # crickets by grade and titles
        for g in range(5):
            n = s.crick[seat * 5 + g]
            item = self._add(CricketItem(g, n, 30), x + 22 + g * 40, y + 80)
            if mine:
                self.seat_items[f"c{g}"] = item
        for k, t in enumerate(s.titles_of(seat)):
            item = self._add(CricketItem(D.ROYAL, None, 24, D.TITLES[t]["zh"]), x + 216 + k * 26, y + 80)
            item.setToolTip(title_tip(t))
            if mine:
                self.seat_items[f"t{t}"] = item
        # resources and cards
        ry = y + 118
        coin = self._add(CoinItem(s.coins[seat], 12), x + 20, ry)
        coin.setToolTip(f"{s.coins[seat]} coins")
        grass = self._add(TokenItem("grass", s.grass[seat], size=20, tip="grass 草"), x + 56, ry)
        jar = self._add(TokenItem("jar", s.jars[seat], size=20, tip="jars 罐"), x + 96, ry)
        sound = self._add(TokenItem("sound", s.sounds[seat], size=20, tip="kept Sound indicators 辨声"), x + 136, ry)
        if mine:
            self.seat_items.update(grass=grass, jar=jar, sound=sound, panel=coin)
        owned = s.owned[seat]
        text = f"卡{len(owned)} " + " ".join(D.CARDS[k]["zh"] for k in owned) if owned else "no cards 卡"
        text = QFontMetricsF(font(10)).elidedText(text, Qt.TextElideMode.ElideRight, SEAT_W - 176)
        cards = self._label(text, QRectF(x + 168, ry - 12, SEAT_W - 172, 24), 10, False, "#3a3226")
        cards.setToolTip("\n\n".join(card_tip(k) for k in owned) or "tribute cards 进贡卡 appear here")
        self.seat_items.setdefault(f"panel{seat}", cards)

    # --- fight board -------------------------------------------------------------------------------
    def _fight(self, s: CuzhiState) -> None:
        f = s.fight
        if f is None:
            return
        x, y, w, h = 0.0, ROW_A, BOARD_W, ROW_A_H  # over Areas 1–2, resolved before any challenge
        self._panel(QRectF(x, y, w, h), "#efe6d6", "Fight board 斗盆 — tribute challenge 进贡挑战")
        from zsgames.games.cuzhi.fight_calc import code_of, owner, total

        cells = D.FIGHT_LENGTH + 1
        tx, tw = x + 180, 720.0
        cw = tw / cells
        for c in range(cells):
            self._panel(QRectF(tx + c * cw, y + 70, cw - 3, 50), "#f8e8c8", "")
        centre_x = tx + (D.FIGHT_CENTRE + 0.5) * cw - 1.5
        self.addLine(centre_x, y + 62, centre_x, y + 128, QPen(QColor("#b02a10"), 3))
        self._label(
            "centre 中线", QRectF(centre_x - 50, y + 126, 100, 20), 10, True, "#b02a10", Qt.AlignmentFlag.AlignCenter
        )
        for side in (0, 1):
            seat = owner(f, side)
            col = self.seat_colour(seat)
            code = code_of(f, side)
            pos = f.pos[side] if side == 0 else D.FIGHT_LENGTH - f.pos[side]
            name = "challenger 挑战" if side == 0 else "defender 守擂"
            lx = x + 10 if side == 0 else x + 910
            zone = self._panel(QRectF(lx, y + 30, 160, 100), col.lighter(170).name(), "")
            label = f"{self.seat_name(seat)}\n{name}"
            if code >= 0:
                grade = D.grade_of(code)
                title = D.TITLES[code - D.TITLE_CODE]["zh"] if code >= D.TITLE_CODE else ""
                self._add(CricketItem(grade, None, 34, title), tx + pos * cw + cw / 2, y + 95)
                ind = self._add(
                    TokenItem("indicator", None, col, 16, f"battle indicator: {D.GRADE_NAMES[grade]}"),
                    tx + pos * cw + cw / 2,
                    y + 78,
                )
                _ = ind
                state = "excited 兴奋" if f.excited[side] else "not excited"
                fighter = title or D.GRADES[grade]["zh"]
                label += f"\n{fighter} d{f.dice[side] or '?'} · {state}" + ("\n★ brave 勇" if f.brave == side else "")
                if f.winner == side:
                    label += "\nWINNER 胜"
            self._label(label, QRectF(lx + 6, y + 32, 154, 98), 10, True, align=Qt.AlignmentFlag.AlignTop)
            if f.dice[side]:
                exciting = not f.excited[side] or f.step in (F_EXCITE, F_EXCITE_BOOST)
                die = self._add(
                    DieShapeItem(f.dice[side], f.roll[side] or None, col.lighter(150), 44), lx + 130, y + 156
                )
                self._animate(die, side, f.roll[side])
                if f.roll[side]:
                    self._label(
                        f"total {total(s, f, side, exciting)}" + ("\nwith grass 草" if f.grass_used[side] else ""),
                        QRectF(lx + 6, y + 136, 100, 40),
                        11,
                    )
                if (side == f.mover and f.step in (F_ROLL, F_BOOST)) or (
                    f.step in (F_EXCITE, F_EXCITE_BOOST) and side == f.boost_side
                ):
                    for a in self._acts("roll"):
                        self._bind(a, die)
                    for a in self._acts("grass"):
                        if self.seat_items.get("grass") is not None:
                            self._bind(a, self.seat_items["grass"], die)
            for a in self._acts("fighter"):
                src = self.seat_items.get(
                    f"t{a.args[0] - D.TITLE_CODE}" if a.args[0] >= D.TITLE_CODE else f"c{a.args[0]}"
                )
                if src is not None and ((side == 0) == (f.step == F_PICK_C)):
                    self._bind(a, src, zone)
            ind = self.seat_items.get("indicator")
            for a in self._acts("bet"):
                if a.args[0] == side and ind is not None:
                    self._bind(a, ind, zone)
        bets = [
            f"{self.seat_name(b)} → {'challenger' if side == 0 else 'defender'}"
            for b, side in enumerate(f.bets)
            if side >= 0
        ]
        self._label("bets 押注: " + ("; ".join(bets) or "none"), QRectF(tx, y + 150, 560, 22), 11)
        steps = self._label(
            "dice 骰: 三品 d6 · 二品 d8 · 一品 d10 · 皇家 d10 · title d12 (hover: steps)",
            QRectF(tx, y + 174, 600, 22),
            10,
            colour="#5a4e3c",
        )
        steps.setToolTip(
            "steps 步 by total: "
            + ", ".join(f"{v}→{D.STEPS[v]}" for v in range(1, D.ROLL_CAP + 1))
            + f"; excited 兴奋 at {D.EXCITE_AT}+; grass 草: 二品 +1, 一品 +2, 皇家 +3; totals capped at {D.ROLL_CAP}"
        )

    def _animate(self, die: DieShapeItem, side: int, value: int) -> None:
        """Tumble through faces and land on ``value`` (deterministic: the RNG is never used)."""
        key = ("die", side)
        previous = getattr(self, "_last_dice", {}).get(key)
        self._last_dice = {**getattr(self, "_last_dice", {}), key: value}
        if not value or previous == value or not self.views():
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0)
        anim.setEndValue(12)
        anim.setDuration(450)
        sides = die.sides

        def step(v: Any) -> None:
            k = int(v)
            die.value = value if k >= 12 else (value + 5 * k) % sides + 1
            die.update()

        anim.valueChanged.connect(step)
        self._anims.append(anim)
        anim.start()

    # --- action tray -------------------------------------------------------------------------------
    def _tray(self, legal: list[Action]) -> None:
        """Top right: who decides, the question in words, how to answer on the board, and a button
        for every answer that has no piece of its own."""
        x, y, w, h = 340.0, 0.0, BOARD_W - 340, TOP_H
        self._panel(QRectF(x, y, w, h), "#f4ecd8", "")
        rest = [a for a in legal if a not in self._bound]
        deciders = self.game.current_deciders(self.s)
        if self.decider is None:
            self._label(
                "Waiting for the next player…"
                if deciders
                else "Game over 游戏结束 — final scores (lines 1 + 2 + 3 + 4):",
                QRectF(x + 10, y + 4, w - 20, 24),
                12,
                True,
            )
            if not deciders:
                for seat, sc in enumerate(scores(self.s)):
                    lines = " + ".join(str(v) for _, v in sc.lines)
                    text = f"{self.seat_name(seat)}: {sc.total}  ({lines})"
                    item = self._label(
                        text,
                        QRectF(x + 10 + (seat % 2) * (w / 2), y + 32 + (seat // 2) * 34, w / 2 - 20, 30),
                        12,
                        True,
                        self.seat_colour(seat).darker(140).name(),
                    )
                    item.setToolTip("\n".join(f"{name}: {v}" for name, v in sc.lines))
            return
        kind = self.frame[0] if self.frame else "dispatch"
        hint = HINTS.get(kind, "drag or click a lit piece on the board")
        prompt = self.game.prompt(self.s, self.decider)
        question = self._label(
            f"{self.seat_name(self.decider)}: {prompt}",
            QRectF(x + 10, y + 2, w - 20, 24),
            12,
            True,
            self.seat_colour(self.decider).darker(150).name(),
        )
        question.setToolTip(question.text)
        tail = " — or click:" if rest else ""
        self._label(f"How: {hint}{tail}", QRectF(x + 10, y + 23, w - 20, 20), 11, False, "#4a4030")
        if not rest:
            return
        columns = min(len(rest), 3) if len(rest) <= 6 else 4
        bw = (w - 20 - (columns - 1) * 8) / columns
        colour = self.seat_colour(self.decider)
        for index, action in enumerate(rest[: 2 * columns]):
            button = ActionButton(str(action), bw, colour)
            button.setPos(x + 10 + (index % columns) * (bw + 8), y + 44 + (index // columns) * 36)
            button.setToolTip(str(action))
            self.addItem(button)
            self.bind_click(action, button)
            self._bound.add(action)
        if len(rest) > 2 * columns:
            self._label(
                f"+{len(rest) - 2 * columns} more in the action list",
                QRectF(x + w - 240, y + 24, 230, 20),
                10,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )


BOARD = CuzhiBoard
