"""Modules the window will need later, imported on a worker while the player plays.

The end screen draws its chart with pyqtgraph, whose import (with numpy) is slow: on the GUI
thread at a game's end it would freeze the window at its biggest moment. So a background job of
:mod:`zsgames.ui.background.tasks` imports it a few seconds after the first game starts (once per process; an
import defines classes and value types only, no Qt object).
"""

from __future__ import annotations

import importlib
import sys

from PySide6.QtCore import QObject, QTimer

from zsgames.ui.background.tasks import Job, Tasks

#: What is imported ahead, and how long after the first game starts (ms).
LATER_MODULES = ("zsgames.ui.dialogs.end_screen",)
DELAY_MS = 4000

_asked = False


def prefetch_later_modules(owner: QObject) -> None:
    """Import :data:`LATER_MODULES` in the background, :data:`DELAY_MS` from now (once per process)."""
    global _asked
    if _asked or all(name in sys.modules for name in LATER_MODULES):
        return
    _asked = True
    lane = Tasks(owner, "prefetch")

    def work(_job: Job) -> None:
        for name in LATER_MODULES:
            importlib.import_module(name)

    QTimer.singleShot(DELAY_MS, owner, lambda: lane.start(work))


__all__ = ["prefetch_later_modules"]
