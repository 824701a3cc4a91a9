"""Work that follows a move waits until the window has painted it."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QWidget

from tests.support.paint_log import PaintLog
from zsgames.ui.background.frame_gate import FrameGate


def test_work_waits_for_the_next_paint(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(50)
    log: list[str] = []
    PaintLog(widget, log)
    gate = FrameGate(widget, limit_ms=5000)
    gate.then(lambda: log.append("work"))
    assert log == [] and gate.waiting
    widget.update()
    qtbot.waitUntil(lambda: "work" in log)
    assert log[0] == "paint" and log.index("work") > 0


def test_a_hidden_widget_holds_nothing(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    ran: list[bool] = []
    FrameGate(widget).then(lambda: ran.append(True))
    assert ran == [True]


def test_without_a_frame_the_work_starts_after_the_limit(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(50)
    gate = FrameGate(widget, limit_ms=60)
    ran: list[float] = []
    start = time.monotonic()
    gate.then(lambda: ran.append(time.monotonic() - start))
    qtbot.waitUntil(lambda: bool(ran), timeout=2000)
    assert ran[0] >= 0.05 and not gate.waiting


def test_open_runs_what_waits_at_once(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    gate = FrameGate(widget, limit_ms=5000)
    ran: list[bool] = []
    gate.then(lambda: ran.append(True))
    gate.open()
    assert ran == [True] and not gate.waiting
