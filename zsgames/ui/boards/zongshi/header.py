"""The header strip of the Zong Shi board: the round and step, the last move's public words, and a
button for each move without a piece (pass, done, decline …). Whose turn it is and what is asked
is the window's banner; the board does not repeat it.

The strip is three retained parts: the round, the buttons (kept while their labels are the same;
bound to each redraw's moves) and the last move's words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt

from zsgames.core.game import Action
from zsgames.core.i18n import N_, _
from zsgames.ui.boards.zongshi.host import HeaderHost
from zsgames.ui.boards.zongshi.layout import HEADER
from zsgames.ui.boards.zongshi.pieces import Button
from zsgames.ui.boards.zongshi.seat_marks import SymbolItem
from zsgames.ui.boards.zongshi.text import MIN_PT, first_fitting, one_line
from zsgames.ui.shared.pieces import LabelItem

#: each phase's words after the round (rendered when drawn)
PHASES = {
    "draft": N_("drafting", context="phase"),
    "turns": N_("Step 1: player turns", context="phase"),
    "distribute": N_("Step 2: Marketplace shares", context="phase"),
    "advance": N_("Step 3: projects advance", context="phase"),
    "over": N_("game over", context="phase"),
}
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
GAP = 8.0
MARK = 14.0  # the side of the last mover's symbol


class Header:
    def __init__(self, board: HeaderHost) -> None:
        self.b = board

    def draw(self, view: Any, buttons: list[Action]) -> None:
        b = self.b
        x = b.part(
            ("header", "round"), (view.round, view.phase, view.final, view.forced_final), lambda: self._round(view)
        )
        labels = tuple(str(a) for a in buttons)
        items, right = b.part(("header", "buttons"), (labels, x), lambda: self._buttons(labels, x))
        for action, item in zip(buttons, items, strict=True):
            b.bind_click(action, item)
        if b.last_moves.last_text and b.last_moves.last_seat is not None:  # the move's public words, never its label
            b.part(
                ("header", "last"),
                (b.last_moves.last_text, b.last_moves.last_seat, x, right),
                lambda: self._last(x, right),
            )

    def _round(self, view: Any) -> float:
        """The round and step (and the final round); returns where the strip goes on."""
        b = self.b
        x = HEADER.left() + 6
        phase = _(PHASES[view.phase], context="phase") if view.phase in PHASES else view.phase
        text = _("Round {n} · {phase}", n=view.round, phase=phase)
        if view.phase == "draft":
            text = _("Setup · drafting")
        w = one_line(text, 10, True) + 4
        b.put(LabelItem(text, QRectF(x, HEADER.top(), w, HEADER.height()), 10, True, align=LEFT))
        x += w + 10
        if view.final and view.phase != "over":
            final = _("Final round (round limit)") if view.forced_final else _("Final round")
            fw = one_line(final, 10, True) + 4
            b.put(LabelItem(final, QRectF(x, HEADER.top(), fw, HEADER.height()), 10, True, "#8b1e1e", LEFT))
            x += fw + 10
        return x

    def _last(self, x: float, right: float) -> None:
        """The last move's words in its seat's ink, after the seat's symbol."""
        b = self.b
        seat = b.last_moves.last_seat
        assert seat is not None  # drawn only for a seat's move
        b.put(SymbolItem(*b.seat_mark(seat), MARK), x, HEADER.center().y() - MARK / 2)
        x += MARK + 4
        box = QRectF(x, HEADER.top() + 1, max(0.0, right - GAP - x), HEADER.height() - 2)
        last = b.last_moves.last_text
        text = first_fitting([_("Last move — {move}", move=last), _("Last: {move}", move=last)], box)
        b.put(LabelItem(text, box, MIN_PT, False, b.ink(seat), LEFT))

    def _buttons(self, labels: tuple[str, ...], left: float) -> tuple[list[Button], float]:
        """Buttons right-aligned in the strip (a second row below it if they do not fit), and where
        the first row begins."""
        b = self.b
        items = [Button(label) for label in labels]
        rows: list[list[Button]] = [[]]
        room = HEADER.right() - left - 200  # leave the last move some room
        used = 0.0
        for item in items:
            if rows[-1] and used + item.w > room:
                rows.append([])
                used = 0.0
                room = HEADER.width()
            rows[-1].append(item)
            used += item.w + GAP
        start = HEADER.right()
        for r, row in enumerate(rows):
            x = HEADER.right() - sum(i.w + GAP for i in row) + GAP
            if r == 0:
                start = x
            for item in row:
                b.put(item, x, HEADER.top() + 3 + r * (Button.H + 4), 90)
                x += item.w + GAP
        return items, start
