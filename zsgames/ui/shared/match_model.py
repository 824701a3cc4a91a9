"""MatchModel: the one object the window, panels and bot workers share about the game in play.

It wraps a :class:`~zsgames.core.match.Match`, applies actions (from the board, the action
list or a bot), undoes and redoes by the policy in :mod:`zsgames.core.undo`, autosaves after
every change (through the window's :class:`~zsgames.ui.background.autosave.AutosaveWriter`, off the GUI
thread) and tells everyone through signals. It decides whose view the screen shows.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from zsgames.core import snapshot, undo
from zsgames.core.game import Action, Event, Game, IllegalAction
from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.ui.background.autosave import AutosaveWriter


def controller(match: Match, seat: int) -> str:
    """ "human" or a bot level for ``seat`` (a seat without one is a person: hot-seat default)."""
    value = match.config.seat_info(seat).get("controller", undo.HUMAN)
    return str(value) if value else undo.HUMAN


class MatchModel(QObject):
    changed = Signal()  # anything changed: redraw
    eventsAdded = Signal(list)  # list[Event] just applied
    gameOver = Signal()
    refused = Signal(str)  # an action or undo the rules refused, with the reason

    def __init__(
        self, match: Match, path: str | None = None, autosave: AutosaveWriter | None = None, parent: Any = None
    ):
        super().__init__(parent)
        self.match = match
        self.path = path  # where File ▸ Save writes, once known
        self.writer = autosave  # shared by the window's successive games, so their writes stay in order
        self.dirty = False

    # --- who is who -----------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        return self.match.game

    @property
    def state(self) -> Any:
        return self.match.state

    def controller(self, seat: int) -> str:
        return controller(self.match, seat)

    def is_human(self, seat: int) -> bool:
        return self.controller(seat) == undo.HUMAN

    @property
    def humans(self) -> tuple[int, ...]:
        return undo.human_seats(self.match.config)

    def deciders(self) -> list[int]:
        return self.match.deciders()

    def human_deciders(self) -> list[int]:
        return [s for s in self.deciders() if self.is_human(s)]

    def bot_deciders(self) -> list[int]:
        return [s for s in self.deciders() if not self.is_human(s)]

    def acting_human(self) -> int | None:
        """The human who decides now, if no bot must decide first (bots go first)."""
        if self.bot_deciders():
            return None
        humans = self.human_deciders()
        return humans[0] if humans else None

    def default_viewer(self) -> int | None:
        """Whose eyes the screen shows when no human is deciding: the only human, else nobody."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if self.match.is_over():
            return None
        return None

    def view(self, viewer: int | None) -> Any:
        return self.game.view(self.state, viewer)

    def legal(self, seat: int | None) -> list[Action]:
        return self.match.legal_actions(seat) if seat is not None else []

    def prompt(self, seat: int) -> str:
        return self.game.prompt(self.state, seat)

    def name(self, seat: int) -> str:
        return self.match.config.name(seat)

    # --- changing -------------------------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Apply ``action``; on refusal emit ``refused`` with the reason and change nothing."""
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.refused.emit(str(exc))  # the reason in the current language
            return False
        self._after_change(events)
        return True

    def undo_check(self, seat: int | None) -> undo.UndoCheck:
        if seat is None:
            return undo.UndoCheck(0, _("no player at this screen is deciding now"))
        return undo.check_undo(self.match, seat)

    def redo_check(self, seat: int | None) -> undo.UndoCheck:
        if seat is None:
            return undo.UndoCheck(0, _("no player at this screen is deciding now"))
        return undo.check_redo(self.match, seat)

    def undo(self, seat: int | None) -> bool:
        check = self.undo_check(seat)
        if not check or seat is None:
            self.refused.emit(check.reason)
            return False
        undo.undo(self.match, seat)
        self._after_change([])
        return True

    def redo(self, seat: int | None) -> bool:
        check = self.redo_check(seat)
        if not check or seat is None:
            self.refused.emit(check.reason)
            return False
        events = undo.redo(self.match, seat)
        self._after_change(events)
        return True

    def _after_change(self, events: list[Event]) -> None:
        self.dirty = True
        self.autosave()
        if events:
            self.eventsAdded.emit(list(events))
        self.changed.emit()
        if self.match.is_over():
            self.gameOver.emit()

    # --- saving ---------------------------------------------------------------------------------
    def autosave(self) -> None:
        """The game as it is now goes to the autosave file soon (a failure is reported, never raised)."""
        if self.writer is not None:
            self.writer.write(self.match)

    def save(self, path: str) -> None:
        if self.writer is not None:  # never two writers on one file
            self.writer.flush()
        snapshot.save(self.match, path)
        self.path = path
        self.dirty = False
