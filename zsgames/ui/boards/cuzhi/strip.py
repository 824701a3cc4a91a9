"""The strip along the top of the Cuzhi 促织 board: the round track, the phase, how to answer on the
board, and a button for every answer that has no piece of its own (the window's banner already asks
the question, so the board does not repeat it)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.core.game import Action
from zsgames.core.i18n import N_, SOURCE, _, language
from zsgames.core.text import who_won
from zsgames.games.cuzhi.table import D
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.boards.cuzhi.layout import MIN_PT, STRIP
from zsgames.ui.boards.cuzhi.part import CENTRE, SOFT_INK, Z_ON, Z_PANEL, Part
from zsgames.ui.boards.cuzhi.seat_marks import BADGE_FILL
from zsgames.ui.shared.pieces import font, readable_on
from zsgames.ui.shared.seat_symbols import paint_seat_symbol

HINTS = {
    "dispatch": N_("drag a village head onto an empty space (or click a lit space)"),
    "draw": N_("click the bag to draw; drop a kept Sound on an exchange"),
    "either": N_("take the ordinary cricket or the grass"),
    "sound": N_("keep the Sound for a later exchange, or sell it now"),
    "trade": N_("drag to the market to sell, an indicator to hire; click to buy"),
    "cult": N_("drag a cricket onto +1 grade or +2 grades in Area 3"),
    "vr": N_("click the Virtue or the Reputation track"),
    "title": N_("click a title card in Area 3 for the new royal cricket"),
    "upgrade": N_("click the cricket to upgrade"),
    "tribute": N_("drag a yamen card onto your seat, or choose below"),
    "second": N_("drag the other card of this yamen onto your seat"),
    "paycard": N_("click the cricket that pays"),
    "npay": N_("click the cricket to give"),
    "bust": N_("click a bustling-market card in Area 5"),
    "challenge": N_("challenge the head above yours, or let it be"),
    "jars": N_("how many jars from the jar shop?"),
    "zhenghe": N_("pay coins for Virtue at the end?"),
}
FIGHT_HINTS = {  # by the table's name of the fight's step
    "pick_challenger": N_("drag a cricket onto your side of the fight board"),
    "pick_defender": N_("drag a cricket onto your side of the fight board"),
    "bet": N_("drag your indicator onto the side you back, or do not bet"),
    "excite": N_("click the die to roll both dice"),
    "roll": N_("click your die to roll"),
    "boost": N_("feed grass or keep the roll with the buttons"),
    "excite_boost": N_("feed grass or keep the roll with the buttons"),
}
SHORT = {  # a button's words when the whole label does not fit
    "normal": N_("Normal tribute 普通进贡"),
    "no_title": N_("No title: a plain royal"),
    "keep_sound": N_("Keep the Sound 辨声"),
    "sell_sound": N_("Sell the Sound"),
    "challenge": N_("Challenge 挑战"),
    "swap": N_("Swap places"),
    "grass": N_("Feed 1 grass 草"),
}
CHOOSE_BELOW = N_("choose below")
LIT_PIECE = N_("drag or click a lit piece on the board")
BUTTON_H = 36.0
MARK = 13.0  # the side of the decider's symbol on a button
MARK_ROOM = MARK + 6  # the room it takes from the button's words


def fits(text: str, width: float, height: float = BUTTON_H - 4) -> bool:
    """Does ``text`` wrap into ``width`` × ``height`` at MIN_PT (Chinese lines are a little taller)?"""
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter)
    need = QFontMetricsF(font(MIN_PT, True)).boundingRect(QRectF(0, 0, width, 1000), flags, text)
    return need.height() <= height + 1 and need.width() <= width + 0.5


class TrayButton(DragPiece):
    """A button standing for one move, in the colour of the seat that makes it and with its symbol
    (``mark``: the seat's colour name and the seat) on the left; its words wrap over two lines."""

    def __init__(
        self, text: str, width: float, colour: QColor, mark: tuple[str, int], parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.text, self.w, self.fill, self.mark = text, width, QColor(colour), mark

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, BUTTON_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.fill.darker(150), 1.3))
        p.setBrush(self.fill)
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 8, 8)
        paint_seat_symbol(p, QRectF(6, (BUTTON_H - MARK) / 2, MARK, MARK), *self.mark, fill=BADGE_FILL)
        p.setPen(readable_on(self.fill))
        p.setFont(font(MIN_PT, bold=True))
        p.drawText(
            self.boundingRect().adjusted(MARK_ROOM, 2, -6, -2),
            int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter),
            self.text,
        )


def button_text(action: Action, width: float) -> str:
    """The words of a button ``width`` wide: the move's label, else its short form, else the label cut
    short with "…" (the moves list has it whole)."""
    width -= MARK_ROOM - 6  # the symbol's room (the words keep 6 on either side)
    label = str(action)
    if fits(label, width - 12):
        return label
    short = _(SHORT[action.kind]) if action.kind in SHORT else ""
    if short and fits(short, width - 12):
        return short
    if language() != SOURCE:  # Chinese runs on without spaces: cut it short by characters
        cut = label
        while cut and not fits(cut + "…", width - 12):
            cut = cut[:-1]
        return cut + "…"
    words = label.split()
    while words and not fits(" ".join(words) + " …", width - 12):  # the moves list has the whole label
        words.pop()
    return " ".join(words) + " …"


class Strip(Part):
    """Round, phase and hint on the left; the buttons on the right."""

    LEFT_W = 448.0

    def draw(self) -> None:
        t, b = self.t, self.board
        r = STRIP
        self.retain(("art", "strip"), self._art)
        self.retain("rounds", self._rounds, t.round_shown)
        rest = tuple((a, str(a)) for a in b.legal if a not in b.bound) if b.decider is not None else ()
        hint_w = self.LEFT_W - 8 if rest else r.width() - 16
        self.retain("status", self._status, t.phase, self._hint(), hint_w)
        area = QRectF(r.x() + self.LEFT_W, r.y() + 4, r.width() - self.LEFT_W - 4, BUTTON_H)
        buttons = self.retain("buttons", self._buttons, rest, b.decider, area)
        for button, action in buttons:
            b.bind_click(action, button)
            b.bound.add(action)

    def _art(self) -> None:
        r = STRIP
        self.panel(r, "#f4ecd8", z=Z_PANEL)
        self.label(_("Round"), QRectF(r.x() + 8, r.y() + 4, 46, 16), MIN_PT, True, SOFT_INK)

    def _rounds(self, now: int) -> None:
        """The round track, the round being played lit (none once the game is scored)."""
        x, y = STRIP.x() + 8, STRIP.y()
        for k in range(1, D.ROUNDS + 1):
            rect = QRectF(x + 46 + (k - 1) * 21, y + 3, 19, 17)
            self.panel(rect, "#e0553a" if k == now else "#fbf6ea")
            self.label(str(k), rect, MIN_PT, True, "white" if k == now else SOFT_INK, CENTRE)

    def _status(self, phase: str, hint: str, hint_w: float) -> None:
        x, y = STRIP.x() + 8, STRIP.y()
        self.label(phase, QRectF(x + 156, y + 4, self.LEFT_W - 162, 16), MIN_PT, True, "#7a2a10")
        self.label(hint, QRectF(x, y + 24, hint_w, 16), MIN_PT, False, SOFT_INK)

    def _hint(self) -> str:
        b = self.board
        if b.decider is None:
            if self.t.winners:
                winners = [b.seat_name(seat) for seat in self.t.winners]
                return _("{who_won}. Rest the pointer on a seat for its scoring lines.", who_won=who_won(winners))
            return _("Waiting for the next player…")
        kind = self.frame_kind() or "dispatch"
        if kind == "fight" and self.t.fight is not None:
            hint = _(FIGHT_HINTS.get(self.t.fight.step, CHOOSE_BELOW))
        else:
            hint = _(HINTS.get(kind, LIT_PIECE))
        return _("{seat}: {hint}", seat=b.seat_name(b.decider), hint=hint)

    def _buttons(
        self, rest: tuple[tuple[Action, str], ...], decider: int | None, area: QRectF
    ) -> list[tuple[TrayButton, Action]]:
        """A button for every move (and its words) that has no piece of its own, in the decider's colour."""
        if not rest or decider is None:
            return []
        n = len(rest)
        gap = 6.0
        width = (area.width() - (n - 1) * gap) / n
        colour = self.board.seat_colour(decider)
        mark = (self.board.seat_colour_name(decider), decider)
        buttons = []
        for k, (action, label) in enumerate(rest):
            button = TrayButton(button_text(action, width), width, colour, mark)
            button.setToolTip(label)
            self.add(button, area.x() + k * (width + gap), area.y())
            button.setZValue(Z_ON)  # over the hint's box (the hint is another piece)
            buttons.append((button, action))
        return buttons
