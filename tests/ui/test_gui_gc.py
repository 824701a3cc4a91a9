"""Garbage cycles holding Qt objects are collected on the GUI thread, never on a worker."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer

from zsgames.ui.background.gui_gc import GuiCollector
from zsgames.ui.background.tasks import Tasks


class CyclicTimerOwner(QObject):
    """A Qt object with a running timer that only the cyclic collector can free (like an old board)."""

    def __init__(self, seen: list[str]) -> None:
        super().__init__()
        self.me = self
        self.timer = QTimer(self)
        self.timer.start(5)
        self.destroyed.connect(lambda *_: seen.append(threading.current_thread().name))


def churn(_job) -> bool:
    """A worker that allocates like a search (cycles, so that collections would be due); whether
    automatic collection was on meanwhile."""
    automatic = gc.isenabled()
    for _ in range(200_000):
        a: list = []
        a.append(a)
    return automatic or gc.isenabled()


def test_a_cycle_with_a_qt_object_dies_on_the_gui_thread_while_a_worker_allocates(qtbot):
    lane = Tasks(name="churn")
    try:
        seen: list[str] = []
        CyclicTimerOwner(seen)
        done: list[bool] = []
        lane.start(churn, done.append)
        qtbot.waitUntil(lambda: bool(done), timeout=20000)
        qtbot.waitUntil(lambda: bool(seen), timeout=5000)  # collected by the GUI thread meanwhile
        assert done == [False]  # no automatic collection while the worker ran
        assert seen == [threading.main_thread().name]
        qtbot.wait(30)  # its timer is gone with it: no event reaches a deleted object
    finally:
        lane.close()
        lane.wait(5)


def test_automatic_collection_comes_back_once_every_holder_lets_go(qtbot):
    before = gc.isenabled()
    collector = GuiCollector()
    collector.hold("a")
    collector.hold("b")
    assert not gc.isenabled()
    collector.release("a")
    assert not gc.isenabled()
    collector.release("b")
    assert gc.isenabled() == before


def test_the_collector_collects_what_is_due(qtbot):
    collector = GuiCollector()
    collector.hold("x")
    try:
        junk = [[] for _ in range(5000)]
        for item in junk:
            item.append(item)
        del junk, item
        assert collector.collect() >= 0
        assert collector.collect() == -1  # nothing due right after
    finally:
        collector.release("x")


def test_a_lane_holds_the_collector_only_while_its_worker_lives(qtbot):
    lane = Tasks(name="short")
    try:
        lane.start(lambda _job: gc.isenabled())
        assert lane.wait(5)
        assert not lane._mailbox.collector.holding or lane not in lane._mailbox.collector._holders
    finally:
        lane.close()
