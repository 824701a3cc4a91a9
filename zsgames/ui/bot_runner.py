"""Bot turns off the GUI thread: a QRunnable per decision, results tagged with a generation.

The window bumps the generation whenever the game changes under a thinking bot (new game, open,
undo, close); a result from an older generation is dropped, so a stale move can never land.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from zsgames.bots import make_bot
from zsgames.core.game import Action, Game
from zsgames.core.undo import decision_seed

log = logging.getLogger(__name__)


class _Relay(QObject):
    done = Signal(int, object)  # generation, Action or an Exception


class _BotTask(QRunnable):
    def __init__(self, relay: _Relay, generation: int, bot: Any, game: Game, view: Any, seat: int,
                 legal: list[Action], memory: Sequence[Any]) -> None:
        super().__init__()
        self.relay, self.generation = relay, generation
        self.bot, self.game, self.view, self.seat, self.legal = bot, game, view, seat, legal
        self.memory = memory
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            if len(self.legal) == 1:
                result: Any = self.legal[0]
            else:
                result = self.bot.choose(self.game, self.view, self.seat, self.legal, self.memory)
        except Exception as exc:  # reported on the GUI thread
            log.exception("bot failed")
            result = exc
        self.relay.done.emit(self.generation, result)


class BotRunner(QObject):
    """Starts bot decisions and delivers each chosen action no sooner than ``delay_ms``."""

    chosen = Signal(object)  # Action
    failed = Signal(str)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self.delay_ms = 500
        self.thinking = False
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._started = 0.0
        self._hold_ms = 0
        self._bots: list[Any] = []
        self._waiting: tuple[int, Action] | None = None  # a chosen move held back until its time
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._deliver_waiting)

    def set_delay(self, delay_ms: int) -> None:
        """A new pace that applies at once, to a move already chosen and waiting too."""
        self.delay_ms = delay_ms
        if self._waiting is not None:
            self._schedule(*self._waiting)

    def start(self, match: Any, seat: int, level: str, hold_ms: int = 0) -> None:
        """Think for ``seat``; the move arrives no sooner than ``delay_ms``, nor than ``hold_ms``
        (the board still showing the last move)."""
        self.cancel()
        self._hold_ms = hold_ms
        game, state = match.game, match.state
        bot = make_bot(level, decision_seed(match, seat))
        self._bots = [bot]
        self.thinking = True
        self._started = time.monotonic()
        legal = game.legal_actions(state, seat)
        memory = match.memory(seat)
        self.pool.start(_BotTask(self._relay, self.generation, bot, game, game.view(state, seat), seat, legal, memory))

    def cancel(self) -> None:
        """Forget any thinking bot: its answer will be dropped."""
        self.generation += 1
        self.thinking = False
        for bot in self._bots:
            stop = getattr(bot, "cancel", None)
            if callable(stop):
                stop()
        self._bots = []
        self._waiting = None
        self._timer.stop()
        self.pool.clear()

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self.pool.waitForDone(wait_ms)

    def _done(self, generation: int, result: Any) -> None:
        if generation != self.generation:
            return
        if isinstance(result, Exception):
            self.thinking = False
            self.failed.emit(f"a bot could not decide: {result}")
            return
        self._schedule(generation, result)

    def _schedule(self, generation: int, action: Action) -> None:
        remaining = max(self.delay_ms, self._hold_ms) - int((time.monotonic() - self._started) * 1000)
        if remaining > 0:
            self._waiting = (generation, action)
            self._timer.start(remaining)
        else:
            self._waiting = None
            self._timer.stop()
            self._deliver(generation, action)

    def _deliver_waiting(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self._deliver(*waiting)

    def _deliver(self, generation: int, action: Action) -> None:
        if generation != self.generation:
            return
        self.thinking = False
        self.chosen.emit(action)


class _FnTask(QRunnable):
    def __init__(self, relay: _Relay, generation: int, fn: Any) -> None:
        super().__init__()
        self.relay, self.generation, self.fn = relay, generation, fn
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:
            log.exception("background task failed")
            result = exc
        self.relay.done.emit(self.generation, result)


class HintRunner(QObject):
    """Asks the hint search (``zsgames.bots.hint``) off the GUI thread; stale answers are dropped."""

    ready = Signal(object)  # list of (Action, win chance, reason)
    failed = Signal(str)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self.busy = False
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._bot: Any = None

    def start(self, match: Any, seat: int) -> None:
        from zsgames.bots.hint import hint
        from zsgames.bots.ismcts import SearchBot

        self.cancel()
        game, state = match.game, match.state
        view, legal, memory = game.view(state, seat), game.legal_actions(state, seat), match.memory(seat)
        bot = SearchBot("hard", decision_seed(match, seat), None, "hard", False)
        self._bot, self.busy = bot, True
        self.pool.start(_FnTask(self._relay, self.generation,
                                lambda: hint(game, view, seat, legal, 3, bot=bot, memory=memory)))

    def cancel(self) -> None:
        self.generation += 1
        self.busy = False
        if self._bot is not None and callable(getattr(self._bot, "cancel", None)):
            self._bot.cancel()
        self._bot = None
        self.pool.clear()

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self.pool.waitForDone(wait_ms)

    def _done(self, generation: int, result: Any) -> None:
        if generation != self.generation:
            return
        self.busy = False
        if isinstance(result, Exception):
            self.failed.emit(f"no hint this time: {result}")
        else:
            self.ready.emit(result)
