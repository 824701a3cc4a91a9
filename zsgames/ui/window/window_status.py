"""The two lines that tell the turn: the banner above the board and the status bar's last-move tag.

:class:`TurnLines` sets them only when their words or colour change (an unchanged banner is not
laid out again) and scales them with View ▸ Larger text.
"""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStatusBar

from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.ui.panels.banner import ElidedLabel
from zsgames.ui.shared.last_move import LastMove
from zsgames.ui.shared.pieces import readable_on
from zsgames.ui.window.window_view import scaled_font

BANNER_POINTS = 15.0
LAST_MOVE_WIDTH = 560  # the status bar's last-move tag asks for at most this (elided beyond)
NO_SEAT_COLOUR = "#5a4e3c"  # the banner when no seat is named


def opened_text(match: Match) -> str:
    """The status bar's word on a game just put on screen (never its seed: ``seed_policy``)."""
    if not match.steps:
        return _("New game of {game}", game=match.game.info.title)
    game, n = match.game.info.title, len(match.steps)
    if match.is_over():
        return _("{game}: a finished game of {n} move", plural="{game}: a finished game of {n} moves", game=game, n=n)
    return _("{game}: continuing after {n} move", plural="{game}: continuing after {n} moves", game=game, n=n)


class TurnLines:
    def __init__(self, status_bar: QStatusBar) -> None:
        # one line of fixed height: a long prompt shrinks a little, then elides (full text as tooltip)
        self.banner = ElidedLabel(_("Start a game: Game ▸ New (Ctrl+N)"), BANNER_POINTS, True, BANNER_POINTS - 3)
        self.banner.setObjectName("turnBanner")
        self._banner_shown: tuple[str, str] | None = None  # the banner's words and colour
        self.last_move = ElidedLabel("", scaled_font(1.0).pointSizeF(), max_width=LAST_MOVE_WIDTH, padding=(8, 1))
        self.last_move.setObjectName("lastMove")
        self.last_move.hide()
        self._last_move_seat: int | None = None
        status_bar.addPermanentWidget(self.last_move)

    def set_banner(self, text: str, colour: QColor | None) -> None:
        """The banner's words, in a seat's ``colour`` (None: the table's brown)."""
        colour = QColor(NO_SEAT_COLOUR) if colour is None else colour
        if (text, colour.name()) == self._banner_shown:
            return  # the same words in the same colour: nothing to lay out again
        self._banner_shown = (text, colour.name())
        self.banner.setText(text)
        self.banner.set_colours(colour, readable_on(colour))

    def mark_last_move(self, last: LastMove | None, colour: QColor | None) -> None:
        """The last bot move stays named in the status bar until a human acts (boards mark it on
        the table too). Its words come from :mod:`zsgames.ui.shared.last_move`: a bot's secret choice
        never shows."""
        if last is None or colour is None:
            self.last_move.hide()
            return
        text = _("Last move: {move}", move=last.text)
        if self.last_move.isHidden() or self.last_move.text() != text or self._last_move_seat != last.seat:
            self._last_move_seat = last.seat
            self.last_move.setText(text)
            self.last_move.set_colours(colour, readable_on(colour), 3)
            self.last_move.show()

    def set_scale(self, scale: float) -> None:
        """View ▸ Larger text: both lines at ``scale`` times their normal size."""
        self.banner.set_points(BANNER_POINTS * scale, (BANNER_POINTS - 3) * scale)
        self.last_move.set_points(scaled_font(scale).pointSizeF())
