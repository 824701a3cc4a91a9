"""Bot turns and hints off the GUI thread, each in its own lane of :mod:`zsgames.ui.background.tasks`.

The GUI thread only notes what the bot decides from (the state, which is never changed in place,
the seat's memory and the decision's seed); building the bot, the seat's view and the legal moves
happen in the job. The window cancels the runner whenever the game changes under a thinking bot
(new game, open, undo, close): the job is cancelled with it, so its move never lands.
"""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import QObject, QTimer, Signal

from zsgames.core.game import Action
from zsgames.core.match import Match
from zsgames.core.undo import decision_seed
from zsgames.ui.background.tasks import Job, Tasks

log = logging.getLogger(__name__)

#: one hinted move: the action, its estimated win chance in [0, 1] and the reason (``bots.hint.hint``)
Hint = tuple[Action, float, str]


def _stop_with(job: Job, bot: object) -> None:
    """A search stops at its next iteration once its job is cancelled."""
    stop = getattr(bot, "cancel", None)
    if callable(stop):
        job.on_cancel(stop)


class BotRunner(QObject):
    """Starts bot decisions and delivers each chosen action no sooner than ``delay_ms``."""

    chosen = Signal(object)  # Action
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = Tasks(self, "bot")
        self.generation = 0  # how often the runner was told to forget (tests read it)
        self.delay_ms = 500
        self.thinking = False
        self._started = 0.0
        self._hold_ms = 0
        self._waiting: Action | None = None  # a chosen move held back until its time
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._deliver_waiting)

    def set_delay(self, delay_ms: int) -> None:
        """A new pace that applies at once, to a move already chosen and waiting too."""
        self.delay_ms = delay_ms
        if self._waiting is not None:
            self._schedule(self._waiting)

    def start(self, match: Match, seat: int, level: str, hold_ms: int = 0) -> None:
        """Think for ``seat``; the move arrives no sooner than ``delay_ms``, nor than ``hold_ms``
        (the board still showing the last move)."""
        self.cancel()
        self._hold_ms = hold_ms
        game, state = match.game, match.state
        seed, memory = decision_seed(match, seat), match.memory(seat)

        def decide(job: Job) -> Action:
            from zsgames.bots import make_bot

            legal = game.legal_actions(state, seat)
            if len(legal) == 1:
                return legal[0]
            bot = make_bot(level, seed, seated=True)  # a save's search: bot too: under its level's time cap
            _stop_with(job, bot)
            return bot.choose(game, game.view(state, seat), seat, legal, memory)

        self.thinking = True
        self._started = time.monotonic()
        self.tasks.start(decide, self._schedule, self._failed)

    def cancel(self) -> None:
        """Forget any thinking bot: its answer will be dropped."""
        self.generation += 1
        self.thinking = False
        self.tasks.cancel()
        self._waiting = None
        self._timer.stop()

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self.tasks.wait(wait_ms / 1000)

    def _failed(self, exc: Exception) -> None:
        log.error("a bot could not decide", exc_info=exc)
        self.thinking = False
        self.failed.emit(f"a bot could not decide: {exc}")

    def _schedule(self, action: Action) -> None:
        remaining = max(self.delay_ms, self._hold_ms) - int((time.monotonic() - self._started) * 1000)
        if remaining > 0:
            self._waiting = action
            self._timer.start(remaining)
        else:
            self._waiting = None
            self._timer.stop()
            self._deliver(action)

    def _deliver_waiting(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self._deliver(waiting)

    def _deliver(self, action: Action) -> None:
        self.thinking = False
        self.chosen.emit(action)


class HintRunner(QObject):
    """Asks the hint search (``zsgames.bots.hint``) off the GUI thread; stale answers are dropped."""

    ready = Signal(object)  # list of (Action, win chance, reason)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = Tasks(self, "hint")
        self.busy = False

    def start(self, match: Match, seat: int) -> None:
        self.cancel()
        game, state = match.game, match.state
        seed, memory = decision_seed(match, seat), match.memory(seat)

        def advise(job: Job) -> list[Hint]:
            from zsgames.bots.hint import hint
            from zsgames.bots.ismcts import SearchBot

            bot = SearchBot("hard", seed, None, "hard", False)
            _stop_with(job, bot)
            legal = game.legal_actions(state, seat)
            return hint(game, game.view(state, seat), seat, legal, 3, bot=bot, memory=memory)

        self.busy = True
        self.tasks.start(advise, self._ready, self._failed)

    def cancel(self) -> None:
        self.busy = False
        self.tasks.cancel()

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self.tasks.wait(wait_ms / 1000)

    def _ready(self, result: list[Hint]) -> None:
        self.busy = False
        self.ready.emit(result)

    def _failed(self, exc: Exception) -> None:
        log.error("no hint this time", exc_info=exc)
        self.busy = False
        self.failed.emit(f"no hint this time: {exc}")
