"""Cyclic garbage is collected on the GUI thread only, while background workers may run Python.

CPython's collector runs in whichever thread happens to allocate when a threshold is crossed. With
a worker searching bot moves (and allocating all the time) most collections ran there, which

* held the interpreter lock for the whole collection, so the window froze for it (a full one of a
  long game took about 60 ms), and
* destroyed any Qt object found in a garbage cycle (a board scene of the last game, say) on that
  thread, where Qt cannot stop its timers: a crash at a later timer event.

While anything holds the :class:`GuiCollector` (a lane of :mod:`zsgames.ui.background.tasks` does from
starting a worker until that worker has ended), automatic collection is off and a GUI-thread timer,
checking every :data:`CHECK_EVERY_MS`, makes the collections it would have made by the same counts,
so each stays as small as before: the young generations when due, a full one when due but at most
every :data:`FULL_EVERY_S` seconds (the automatic collector's own brake on full collections needs
counts Python does not expose; once no worker runs, it is back in charge).

:func:`freeze_start_up` takes what exists before the first worker (modules, classes, functions:
never garbage) out of every later collection: a full collection of a long Cuzhi game then scans
half as much (about 38 ms of CPU instead of 75).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Hashable

from PySide6.QtCore import QObject, QTimer

CHECK_EVERY_MS = 10
FULL_EVERY_S = 30.0


def freeze_start_up() -> None:
    """Leave the objects made so far out of all later collections (once, before the first worker)."""
    gc.freeze()


class GuiCollector(QObject):
    """Made on the GUI thread; ``hold(key)`` / ``release(key)`` switch GUI-thread collection on and off."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._holders: set[Hashable] = set()
        self._was_enabled = True
        self._last_full = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._timer.timeout.connect(self.collect)

    @property
    def holding(self) -> bool:
        return bool(self._holders)

    def hold(self, key: Hashable) -> None:
        if not self._holders:
            self._was_enabled = gc.isenabled()
            gc.disable()
            self._timer.start()
        self._holders.add(key)

    def release(self, key: Hashable) -> None:
        if key not in self._holders:
            return
        self._holders.discard(key)
        if not self._holders:
            self._timer.stop()
            if self._was_enabled:
                gc.enable()

    def collect(self) -> int:
        """The collection the automatic collector would make now (if any); the generation, or -1."""
        count0, count1, count2 = gc.get_count()
        limit0, limit1, limit2 = gc.get_threshold()
        if count0 <= limit0:
            return -1
        generation = 1 if count1 > limit1 else 0
        now = time.monotonic()
        if generation == 1 and count2 > limit2 and now - self._last_full >= FULL_EVERY_S:
            generation = 2
            self._last_full = now
        gc.collect(generation)
        return generation
