"""The seats of the Cuzhi 促织 board: one calm panel per player with everything they hold (all of it is
open information), side by side along the bottom. The deciding seat's pieces are the ones that move."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Score
from zsgames.core.text import join_and
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.scoring import scores
from zsgames.games.cuzhi.words import count
from zsgames.ui.boards import cuzhi_text as T
from zsgames.ui.boards.base import HighlightItem
from zsgames.ui.boards.cuzhi_cards import ChipItem
from zsgames.ui.boards.cuzhi_icons import track_colour
from zsgames.ui.boards.cuzhi_layout import seat_rect
from zsgames.ui.boards.cuzhi_part import INK, RIGHT, SOFT_INK, Part, soft
from zsgames.ui.boards.cuzhi_pieces import CricketItem, TokenItem
from zsgames.ui.pieces import PawnItem

CRICKET_STEP = 43.0
TOKEN_STEP = 50.0
TITLE_FILL = "#b07d10"


class Seats(Part):
    """Every seat's panel. Fills ``board.seat_items`` (the decider's pieces, by name) and
    ``board.spots`` (every seat's pieces, by (seat, name), for the last-move marks)."""

    def draw(self) -> None:
        totals = scores(self.s)
        for seat in range(self.s.n):
            self._seat(seat, seat_rect(seat, self.s.n), totals[seat])

    def _keep(self, seat: int, name: str, item: QGraphicsItem) -> None:
        self.board.spots[(seat, name)] = item
        if self.mine(seat):
            self.board.seat_items[name] = item

    def _seat(self, seat: int, r: QRectF, score: Score) -> None:
        s, b = self.s, self.board
        col = b.seat_colour(seat)
        name = b.seat_name(seat)
        x, y, w = r.x(), r.y(), r.width()
        mat = self.panel(r, soft(col), col)
        self._keep(seat, "mat", mat)
        self.detail(mat, self._mat_detail(seat, name, score))
        if self.mine(seat):
            b.addItem(HighlightItem(r, col, 10))
        first = " ★" if seat == s.first else ""  # the starting player marker
        self.label(name + first, QRectF(x + 8, y + 3, w - 80, 17), 10, True, col.darker(160))
        self.label(f"{score.total} pts", QRectF(x + w - 76, y + 3, 68, 17), 10, True, INK, RIGHT)
        self.label(
            f"Virtue 德 {s.virtue[seat]} · Reputation 望 {s.rep[seat]}",
            QRectF(x + 8, y + 20, w - 16, 16),
            9,
            False,
            SOFT_INK,
        )
        self._heads(seat, x, y + 38, w, col)
        for g in range(5):
            item = self.add(CricketItem(g, s.crick[seat * 5 + g], 18), x + 15 + g * CRICKET_STEP, y + 77)
            self._keep(seat, f"c{g}", item)
            self.detail(item, T.grade_detail(g, s.crick[seat * 5 + g], name))
        holdings = (
            (
                "coin",
                s.coins[seat],
                f"{name}'s coins 钱",
                "Coins buy at the market and pay tribute cards; "
                "left over at the end they count 1 each (4 make a point).",
            ),
            (
                "grass",
                s.grass[seat],
                f"{name}'s grass 草",
                "Grass lifts a cultivation one more grade and adds to "
                "fight rolls (二品 +1, 一品 +2, 皇家 +3). Worth 1 coin at the end.",
            ),
            (
                "jar",
                s.jars[seat],
                f"{name}'s jars 罐",
                f"A royal cricket needs a jar (and "
                f"{count(D.ROYAL_COINS, 'coin')}). Jars sell at the market; worth 2 coins at the end.",
            ),
            (
                "sound",
                s.sounds[seat],
                f"{name}'s Sounds 辨声",
                "Kept Sounds are exchanged in Area 1 while your head "
                "there resolves: 1 for a coin, 2 for a 三品 cricket, 3 for a 二品 cricket.",
            ),
        )
        for j, (kind, n, title, body) in enumerate(holdings):
            item = self.add(TokenItem(kind, n, size=16), x + 16 + j * TOKEN_STEP, y + 105)
            self._keep(seat, kind, item)
            self.detail(item, (f"{title}: {n}", body))
        self._chips(seat, name, x + 6, y + 119, w - 12)

    def _heads(self, seat: int, x: float, y: float, w: float, col: QColor) -> None:
        s, b = self.s, self.board
        home = s.to_place[seat] if s.stage == "dispatch" and not s.stack else 0
        heads = []
        for k in range(home):
            head = self.add(PawnItem(col, 20, "meeple"), x + 16 + k * 17, y + 21)
            head.setToolTip(f"{b.seat_name(seat)}'s village head")
            heads.append(head)
        self.board.spots[(seat, "home")] = QPointF(x + 16 + max(home - 1, 0) * 17, y + 21)
        if self.mine(seat) and heads:
            b.seat_items["heads"] = heads
            b.seat_items["head"] = heads[-1]
        hired = s.hired_next[seat]
        text = count(s.heads[seat], "head") + (f", +{hired} next round" if hired else "")
        left = x + 10 + home * 17 + (6 if home else 0)
        self.label(text, QRectF(left, y + 2, x + w - 66 - left, 16), 9, False, SOFT_INK)
        used = s.yamen_count(seat) + s.hire.count(seat)
        left_ind = D.INDICATORS - used
        ind = self.add(TokenItem("indicator", left_ind, b.seat_colour(seat), 15), x + w - 44, y + 10)
        self._keep(seat, "indicator", ind)
        stipend = s.yamen_count(seat) * D.STIPEND
        self.detail(
            ind,
            (
                f"{b.seat_name(seat)}'s player indicators: {left_ind} left",
                "An indicator marks a hire space you used, your lantern at a yamen, or a bet on a fight.\n"
                f"Stipend 俸禄: {count(stipend, 'coin')} each round (one per yamen where you have a lantern).",
            ),
        )

    def _chips(self, seat: int, name: str, x: float, y: float, w: float) -> None:
        s = self.s
        chips: list[tuple[str, str | QColor, bool, tuple[str, str], str]] = [
            (D.TITLES[t]["zh"], TITLE_FILL, True, T.title_cricket_detail(t, name), f"t{t}") for t in s.titles_of(seat)
        ]
        chips += [
            (D.CARDS[k]["zh"], track_colour(D.CARDS[k]["reward"]["track"]), False, T.card_detail(k), f"card{k}")
            for k in s.owned[seat]
        ]
        if not chips:
            self.label("no tribute cards or titles yet", QRectF(x + 2, y, w - 4, 18), 9, False, SOFT_INK)
            return
        right = x + w
        for i, (text, fill, crown, detail, key) in enumerate(chips):
            chip = ChipItem(text, fill, crown)
            rest = len(chips) - i - 1
            if x + chip.w > right - (34 if rest else 0):  # no room: one chip names what is left
                more = ChipItem(f"+{len(chips) - i}", "#7a6e5c")
                self.add(more, x, y)
                names = [c[3][0] for c in chips[i:]]
                self.detail(more, (f"{name}'s other cards and titles", join_and(names) + "."))
                for _text, _fill, _crown, _detail, later in chips[i:]:
                    self._keep(seat, later, more)
                return
            self.add(chip, x, y)
            self.detail(chip, detail)
            self._keep(seat, key, chip)
            x += chip.w + 4

    def _mat_detail(self, seat: int, name: str, score: Score) -> tuple[str, str]:
        s = self.s
        lines = "\n".join(f"{line}: {value}" for line, value in score.lines)
        body = (
            f"Virtue 德 {s.virtue[seat]}, Reputation 望 {s.rep[seat]}.\n"
            f"Score if the game ended now: {score.total}\n{lines}\n"
            f"{count(s.heads[seat], 'village head')}; {count(s.chairs[seat], 'head')} still on the market's chairs."
        )
        return f"{name} — seat {seat + 1}", body
