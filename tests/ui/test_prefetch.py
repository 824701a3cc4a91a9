"""The end screen's chart module is imported on a worker during the game, not at the final move."""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QObject

from zsgames.ui.background import prefetch


def test_later_modules_are_imported_on_a_worker_once(qtbot, monkeypatch):
    imported_on: list[str] = []
    real_import = prefetch.importlib.import_module

    def import_module(name: str):
        imported_on.append(threading.current_thread().name)
        return real_import(name)

    sys.modules.pop("calendar", None)
    monkeypatch.setattr(prefetch, "LATER_MODULES", ("calendar",))
    monkeypatch.setattr(prefetch, "DELAY_MS", 10)
    monkeypatch.setattr(prefetch, "_asked", False)
    monkeypatch.setattr(prefetch.importlib, "import_module", import_module)
    owner = QObject()
    prefetch.prefetch_later_modules(owner)
    prefetch.prefetch_later_modules(owner)  # asked again: nothing more
    qtbot.waitUntil(lambda: "calendar" in sys.modules, timeout=5000)
    assert imported_on == ["zsgames-prefetch"]
