"""Bot turns in the main window: which bot thinks, and when its chosen move is played.

:class:`BotTurns` is handed the window's :class:`~zsgames.ui.background.bot_runner.BotRunner` (which thinks
off the GUI thread) and a narrow host (:class:`BotHost`). A bot's move waits while a person's hand
is on the board (a drag, a menu: the board must not be redrawn under it) and while the board still
shows the last move (``busy_ms``); a move for a decision that is gone never lands.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from zsgames.core.game import Action
from zsgames.core.i18n import _
from zsgames.ui.background.bot_runner import BotRunner
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.last_move import describe
from zsgames.ui.shared.match_model import MatchModel

HOLD_RETRY_MS = 120  # how often a held bot move looks again whether the hand has left the board


class BotHost(Protocol):
    """What bot turns need of the window."""

    model: MatchModel | None
    scene: BoardScene | None
    viewer: int | None

    def show_error(self, title: str, text: str) -> None: ...

    def say(self, text: str, ms: int) -> None: ...


class BotTurns:
    def __init__(self, runner: BotRunner, host: BotHost) -> None:
        self.runner, self.host = runner, host
        self.key: tuple[int, int] | None = None  # (moves so far, seat) of the decision a bot thinks about
        self.held: tuple[tuple[int, int] | None, Action] | None = None  # a chosen move waiting for the mouse
        runner.chosen.connect(self.chose)
        runner.failed.connect(self.failed)

    def start(self, seat: int) -> None:
        """Let ``seat``'s bot think about the decision now (once per decision)."""
        model, scene = self.host.model, self.host.scene
        assert model is not None
        key = (len(model.match.steps), seat)
        if self.key == key and (self.runner.thinking or self.held is not None):
            return
        self.key = key
        hold = scene.busy_ms() if scene is not None else 0
        self.runner.start(model.match, seat, model.controller(seat), hold)

    def cancel(self) -> None:
        """The game changed under the bots (another game, an undo): what they think is dropped."""
        self.runner.cancel()
        self.key = None
        self.held = None

    def set_delay(self, delay: int) -> None:
        """Game ▸ Bot speed: applies at once, to a bot move already waiting to be shown too."""
        self.runner.set_delay(delay)
        if self.host.scene is not None:
            self.host.scene.pace_ms = delay
        settings_store.write(settings_store.BOT_DELAY_MS, delay)

    def chose(self, action: Action) -> None:
        """A bot's move: played now, unless a person's hand is on the board."""
        self.held = None
        model = self.host.model
        if model is None:
            self.key = None
            return
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton or QApplication.activePopupWidget() is not None:
            # a person is dragging or picking on the board (a secret choice made at the same time as
            # the bots'): the bot's move waits, so the board is not redrawn under their hand
            self.held = (self.key, action)
            QTimer.singleShot(HOLD_RETRY_MS, self._release)
            return
        self.key = None
        if model.apply(action):  # the move's public words: a bot's secret choice must not show
            said = describe(model.match, len(model.match.steps), self.host.viewer).text
            self.host.say(said or _("{name} moved", name=model.name(action.seat)), 4000)

    def _release(self) -> None:
        held = self.held
        if held is not None and held[0] == self.key:
            self.chose(held[1])

    def failed(self, reason: str) -> None:
        self.key = None
        self.host.show_error(_("A bot could not move"), reason)
