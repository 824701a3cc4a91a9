"""Hot-seat privacy in the main window: the curtain before a private decision, and what a person drew.

:class:`HotSeat` puts the curtain (:class:`~zsgames.ui.panels.curtain.Curtain`) in front of the board
for the seat :func:`~zsgames.ui.window.turn_screen.screen_for` names, and keeps a secret draw of a
person's own move (``notice_for``) to show them alone before the screen passes on. The window holds
who is looking (:class:`HotSeatHost`: ``revealed_seat``, ``curtain_up``, ``notice_for``), which every
other part reads.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QStackedWidget, QWidget

from zsgames.core.game import Event
from zsgames.core.i18n import _
from zsgames.ui.panels.curtain import Curtain, private_texts
from zsgames.ui.panels.curtain_words import what_you_drew
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.pieces import seat_colour
from zsgames.ui.window.side_panels import SidePanels
from zsgames.ui.window.turn_screen import screen_for


class HotSeatHost(Protocol):
    """Who is looking at the window, and what the hot-seat part asks of it."""

    model: MatchModel | None
    viewer: int | None
    revealed_seat: int | None  # whose own private screen was shown last
    curtain_up: bool
    notice_for: tuple[int, list[str]] | None  # a secret draw to show its drawer

    def refresh(self) -> None: ...

    def set_banner(self, text: str, seat: int | None) -> None: ...

    def update_menus(self) -> None: ...


class HotSeat:
    def __init__(
        self, host: HotSeatHost, stack: QStackedWidget, board: QWidget, curtain: Curtain, side: SidePanels
    ) -> None:
        self.host, self.stack, self.board, self.curtain, self.side = host, stack, board, curtain, side

    def events_added(self, events: list[Event]) -> None:
        """A person's own move drew something secret for them — keep it to show them before the
        screen passes on (see :meth:`show_notice`)."""
        host, model = self.host, self.host.model
        if model is None or len(model.humans) < 2 or not model.match.steps:
            return
        seat = model.match.steps[-1].action.seat
        if not model.is_human(seat) or seat != host.viewer:
            return
        texts = private_texts(events, seat)
        if texts:
            host.notice_for = (seat, texts)

    def show_notice(self) -> bool:
        """Show the drawer what they drew, unless the screen stays theirs anyway; after a public
        screen (someone else may be looking) the window puts their curtain up first."""
        host, model, notice = self.host, self.host.model, self.host.notice_for
        assert model is not None and notice is not None
        seat, texts = notice
        if host.revealed_seat != seat:  # their last screen was public: someone else may be looking
            return False
        screen = screen_for(model, host.revealed_seat)
        if screen.viewer == seat and screen.curtain_for is None:
            host.notice_for = None  # their own board again: the log tells them
            return False
        host.curtain_up = True  # nobody else may act or look while the notice is up
        self.curtain.tell(seat, model.name(seat), seat_colour(model.match.config, seat), texts)
        host.set_banner(what_you_drew(model.name(seat)), seat)
        self.side.fill_actions([], _("press Done to pass the computer on"))
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.setFocus()
        host.update_menus()
        return True

    def close_notice(self) -> None:
        """The drawer has read what they drew: pass the screen on."""
        host = self.host
        if host.notice_for is None:
            return
        seat, host.notice_for = host.notice_for[0], None
        host.revealed_seat = seat  # their own private screen: their next private decision needs no curtain
        self.curtain.forget()
        host.refresh()

    def show_curtain(self, seat: int | None) -> None:
        """The curtain for ``seat`` in front of the board (None: the board)."""
        model = self.host.model
        self.host.curtain_up = seat is not None
        if seat is None or model is None:
            self.stack.setCurrentWidget(self.board)
            return
        self.curtain.ask(seat, model.name(seat), seat_colour(model.match.config, seat))
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.setFocus()

    def lift(self) -> None:
        """The named player is there (or has read their notice: Done)."""
        host = self.host
        if host.notice_for is not None and self.curtain.texts:
            self.close_notice()
            return
        if host.model is None or not host.curtain_up:
            return
        host.revealed_seat = self.curtain.seat
        host.refresh()
