"""Edit ▸ Undo and Redo in the main window, as far as the undo policy allows the seat on screen.

:class:`EditCommands` asks the match (:mod:`zsgames.core.undo`, through the
:class:`~zsgames.ui.shared.match_model.MatchModel`) for the seat deciding on screen, says why when it
may not, and drops what a bot was thinking before it steps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from zsgames.core.i18n import _
from zsgames.core.undo import UndoCheck
from zsgames.ui.shared.match_model import MatchModel


class EditHost(Protocol):
    """What undo and redo need of the window."""

    model: MatchModel | None
    viewer: int | None
    curtain_up: bool

    def show_refusal(self, reason: str) -> None: ...


class EditCommands:
    def __init__(self, host: EditHost, cancel_bots: Callable[[], None]) -> None:
        self.host, self.cancel_bots = host, cancel_bots

    def seat(self) -> int | None:
        """Whose moves undo takes back: the seat on screen, else the match's usual viewer."""
        model = self.host.model
        if model is None:
            return None
        return self.host.viewer if self.host.viewer is not None else model.default_viewer()

    def checks(self) -> tuple[UndoCheck | None, UndoCheck | None]:
        """Whether undo and redo may run now (None: no game, or the curtain is up)."""
        model = self.host.model
        if model is None or self.host.curtain_up:
            return None, None
        seat = self.seat()
        return model.undo_check(seat), model.redo_check(seat)

    def undo(self) -> None:
        """Edit ▸ Undo: takes back what the undo policy allows, else says why in the status bar."""
        if self.host.model is not None:
            self._step("undo", self.host.model.undo_check, self.host.model.undo)

    def redo(self) -> None:
        if self.host.model is not None:
            self._step("redo", self.host.model.redo_check, self.host.model.redo)

    def _step(self, word: str, check: Callable[[int | None], UndoCheck], step: Callable[[int | None], bool]) -> None:
        if self.host.curtain_up:
            return
        seat = self.seat()
        allowed = check(seat)
        if not allowed:
            reason = allowed.reason
            refusal = (
                _("cannot undo: {reason}", reason=reason)
                if word == "undo"
                else _("cannot redo: {reason}", reason=reason)
            )
            self.host.show_refusal(refusal)
            return
        self.cancel_bots()
        step(seat)
