"""The background-task helper: work off the GUI thread, answers on it, stale answers never land."""

from __future__ import annotations

import sys
import threading
import time

import pytest
from PySide6.QtCore import QObject

from zsgames.ui.background import tasks as tasks_module
from zsgames.ui.background.tasks import Tasks

GUI = threading.main_thread()


@pytest.fixture
def lane(qtbot):
    lane = Tasks(name="test")
    yield lane
    lane.close()
    lane.wait(5)


def test_work_runs_off_the_gui_thread_and_its_result_lands_on_it(qtbot, lane):
    ran_on: list[threading.Thread] = []
    got: list[tuple[int, threading.Thread]] = []

    def work(_job):
        ran_on.append(threading.current_thread())
        return 42

    lane.start(work, lambda result: got.append((result, threading.current_thread())))
    qtbot.waitUntil(lambda: bool(got))
    assert ran_on[0] is not GUI
    assert got == [(42, GUI)]


def test_an_exception_is_handed_to_failed_on_the_gui_thread(qtbot, lane):
    failures: list[tuple[Exception, threading.Thread]] = []

    def work(_job):
        raise ValueError("no move")

    lane.start(
        work,
        lambda _r: pytest.fail("no result expected"),
        lambda exc: failures.append((exc, threading.current_thread())),
    )
    qtbot.waitUntil(lambda: bool(failures))
    exc, thread = failures[0]
    assert isinstance(exc, ValueError) and str(exc) == "no move" and thread is GUI


def test_start_cancels_the_running_job_whose_late_answer_never_lands(qtbot, lane):
    release = threading.Event()
    stopped: list[str] = []
    got: list[str] = []

    def slow(job):
        job.on_cancel(lambda: stopped.append("told"))
        release.wait(5)
        return "old"

    first = lane.start(slow, got.append)
    qtbot.waitUntil(lambda: lane._running is first)
    lane.start(lambda _job: "new", got.append)
    assert first.cancelled and stopped == ["told"]
    release.set()
    assert lane.wait(5)
    assert got == ["new"]


def test_on_cancel_after_the_cancel_stops_at_once(lane):
    job = lane.start(lambda _job: None)
    job.cancel()
    stopped: list[bool] = []
    job.on_cancel(lambda: stopped.append(True))
    assert stopped == [True]


def test_progress_lands_in_order_and_stops_with_the_cancel(qtbot, lane):
    seen: list[tuple[int, int]] = []
    go_on = threading.Event()

    def work(job):
        for done in range(3):
            job.progress(done, 3)
        go_on.wait(5)
        job.progress(3, 3)
        return "report"

    job = lane.start(work, lambda _r: seen.append(("done", 0)), progress=lambda d, t: seen.append((d, t)))
    qtbot.waitUntil(lambda: len(seen) == 3)
    job.cancel()
    go_on.set()
    assert lane.wait(5)
    assert seen == [(0, 3), (1, 3), (2, 3)]


def test_submit_latest_finishes_the_running_job_then_only_the_newest(qtbot, lane):
    release = threading.Event()
    ran: list[int] = []

    def write(n):
        def work(_job):
            if n == 0:
                release.wait(5)
            ran.append(n)

        return work

    lane.submit_latest(write(0))
    qtbot.waitUntil(lambda: lane._running is not None)
    for n in range(1, 20):  # a burst while the first one runs
        lane.submit_latest(write(n))
    release.set()
    assert lane.wait(5)
    assert ran == [0, 19]


def test_wait_delivers_what_finished_without_the_event_loop(lane):
    got: list[str] = []
    lane.start(lambda _job: "now", got.append)
    assert lane.wait(5)
    assert got == ["now"] and not lane.busy


def test_a_destroyed_owner_cancels_its_lane(qtbot):
    owner = QObject()
    lane = Tasks(owner, "owned")
    release = threading.Event()
    got: list[str] = []
    job = lane.start(lambda _job: release.wait(5) and "late", got.append)
    owner.deleteLater()
    qtbot.waitUntil(lambda: job.cancelled)
    release.set()
    assert lane.wait(5)
    qtbot.wait(20)
    assert got == []
    assert lane.start(lambda _job: "after").cancelled  # a closed lane takes no more work


def test_the_gui_thread_gets_the_interpreter_back_quickly(lane):
    assert sys.getswitchinterval() <= tasks_module.SWITCH_INTERVAL_S


def test_a_result_waiting_to_be_delivered_is_dropped_by_a_cancel(qtbot, lane):
    got: list[str] = []
    lane.start(lambda _job: "finished before the cancel", got.append)
    deadline = time.monotonic() + 5
    while not lane._news and time.monotonic() < deadline:  # no event loop: nothing is handed over
        time.sleep(0.001)
    assert lane._news  # done on the worker, not yet handed over
    lane.cancel()
    assert lane.wait(5)
    qtbot.wait(20)
    assert got == []
