"""Work off the GUI thread: a callable runs on a worker, its result or exception lands on the GUI thread.

The one helper behind every background job of the app: bot moves, hints, the bot arena and the
autosave writer. A :class:`Tasks` is a lane with a worker thread of its own; its jobs run one at a
time, in the order they were asked for.

* :meth:`Tasks.start` cancels whatever the lane runs or holds and runs the new job next (a bot, a
  hint, an arena run: only the newest question matters);
* :meth:`Tasks.submit_latest` lets the running job finish but replaces a queued one (the autosave: the
  newest state wins, and no write is cut short);
* a cancelled job's result, failure and progress never land, so a stale answer cannot arrive after
  its owner moved on (a new game, an undo, a closed window);
* the work is called with its :class:`Job`: ``job.cancelled`` to stop early, ``job.progress(...)`` to
  report, ``job.on_cancel(stop)`` for a computation that stops when told (a bot's search);
* :meth:`Tasks.wait` blocks until the lane is idle and delivers what finished (closing, a crash);
* a lane with a ``gate`` (:class:`~zsgames.ui.background.frame_gate.FrameGate`) starts its worker once the
  window has painted the frame the work follows.

Workers post to one module-level QObject that is never deleted, so a job that finishes after its
owner is gone touches no deleted Qt object; a lane cancels its jobs when its owner is destroyed, and
the GUI thread, never a worker, drops a job's last reference (its callbacks hold Qt objects). While
a worker lives, cyclic garbage is collected on the GUI thread only (:mod:`zsgames.ui.background.gui_gc`). While
a worker runs Python code the GUI thread must win the interpreter lock back quickly to paint: the
first lane lowers the interpreter's switch interval to :data:`SWITCH_INTERVAL_S`.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from zsgames.ui.background.gui_gc import GuiCollector, freeze_start_up

log = logging.getLogger(__name__)

#: How long a thread running Python may keep the interpreter lock while another waits for it
#: (CPython's default is 5 ms: the GUI thread then waited up to that at every call into Python,
#: which made one paint of a board take several hundred milliseconds while a bot searched).
SWITCH_INTERVAL_S = 0.0002

Callback = Callable[..., Any]


class Job:
    """One piece of work in a lane; ``cancel()`` (GUI thread) means nothing of it will land."""

    def __init__(
        self,
        lane: Tasks,
        work: Callable[[Job], Any],
        done: Callback | None,
        failed: Callback | None,
        progress: Callback | None,
    ) -> None:
        self._lane = lane
        self.work = work
        self._done, self._failed, self._progress = done, failed, progress
        self._lock = threading.Lock()
        self._cancelled = False
        self._stops: list[Callable[[], Any]] = []

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        """Drop whatever this job still delivers and tell its work to stop (it may finish first)."""
        with self._lock:
            if self._cancelled:
                return
            self._cancelled = True
            stops, self._stops = self._stops, []
        for stop in stops:
            _call_quietly(stop)

    def on_cancel(self, stop: Callable[[], Any]) -> None:
        """Call ``stop`` when the job is cancelled (at once if it already is); any thread."""
        with self._lock:
            if not self._cancelled:
                self._stops.append(stop)
                return
        _call_quietly(stop)

    def progress(self, *args: Any) -> None:
        """From the work (worker thread): hand ``args`` to the progress callback on the GUI thread."""
        if not self._cancelled and self._progress is not None:
            self._lane._post(self, "progress", args)


class _Mailbox(QObject):
    """Carries "a lane has news" from the workers to the GUI thread (a queued signal)."""

    posted = Signal(object)  # the lane

    def __init__(self) -> None:
        super().__init__()
        self.posted.connect(self._deliver)
        self.collector = GuiCollector(self)

    @staticmethod
    def _deliver(lane: Tasks) -> None:
        lane.deliver()


_mailbox: _Mailbox | None = None


def _the_mailbox() -> _Mailbox:
    """Made on the GUI thread by the first lane, and kept for the life of the process."""
    global _mailbox
    if _mailbox is None:
        freeze_start_up()
        _mailbox = _Mailbox()
        if sys.getswitchinterval() > SWITCH_INTERVAL_S:
            sys.setswitchinterval(SWITCH_INTERVAL_S)
    return _mailbox


def _call_quietly(stop: Callable[[], Any]) -> None:
    try:
        stop()
    except Exception:
        log.exception("stopping a background job failed")


class Tasks:
    """A lane of background jobs, one at a time on its own worker thread (made on the GUI thread)."""

    def __init__(self, owner: QObject | None = None, name: str = "tasks") -> None:
        self.name = name
        self.gate: Any = None  # something with then(fn) and open(): work waits for it to open
        self._mailbox = _the_mailbox()
        self._lock = threading.Lock()
        self._queue: deque[Job] = deque()  # waiting to run
        self._running: Job | None = None
        self._thread: threading.Thread | None = None
        self._news: deque[tuple[Job, str, Any]] = deque()  # finished or progressed, not yet delivered
        self._ended: threading.Thread | None = None  # the last worker, once it has no more work
        self._closed = False
        if owner is not None:
            owner.destroyed.connect(self.close)

    # --- asking -----------------------------------------------------------------------------------
    def start(
        self,
        work: Callable[[Job], Any],
        done: Callback | None = None,
        failed: Callback | None = None,
        progress: Callback | None = None,
    ) -> Job:
        """Cancel everything of this lane, then run ``work(job)``; ``done(result)`` or
        ``failed(exception)`` follows on the GUI thread unless the job is cancelled first."""
        self.cancel()
        return self._enqueue(Job(self, work, done, failed, progress))

    def submit_latest(
        self, work: Callable[[Job], Any], done: Callback | None = None, failed: Callback | None = None
    ) -> Job:
        """Run ``work`` after the running job (which is not cut short), in place of any still waiting."""
        with self._lock:
            waiting = list(self._queue)
            self._queue.clear()
        for job in waiting:
            job.cancel()
        return self._enqueue(Job(self, work, done, failed, None))

    def cancel(self) -> None:
        """Cancel every job of the lane, waiting, running or finished but not yet delivered: none of
        them will deliver anything."""
        with self._lock:
            jobs = [*self._queue, *([self._running] if self._running is not None else [])]
            jobs += [job for job, _kind, _value in self._news]
            self._queue.clear()
        for job in jobs:
            job.cancel()

    def close(self) -> None:
        """Cancel everything and accept no more work (the owner is gone)."""
        self._closed = True
        self.cancel()

    @property
    def busy(self) -> bool:
        """A job is running or waiting."""
        with self._lock:
            return self._running is not None or bool(self._queue)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the lane is idle (False if ``timeout`` seconds pass first), then deliver
        what its jobs left (GUI thread)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        if self.gate is not None and self.gate.waiting:
            self.gate.open()
        while True:
            with self._lock:
                thread = self._thread
            if thread is None:
                break
            thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
            if thread.is_alive():
                self.deliver()
                return False
        self.deliver()
        return True

    # --- the worker -------------------------------------------------------------------------------
    def _enqueue(self, job: Job) -> Job:
        if self._closed:
            job.cancel()
            return job
        with self._lock:
            self._queue.append(job)
        if self.gate is not None:
            self.gate.then(self._start_worker)
        else:
            self._start_worker()
        return job

    def _start_worker(self) -> None:
        with self._lock:
            if self._thread is not None or not self._queue:
                return
            self._mailbox.collector.hold(self)  # before the worker runs a line of Python
            self._thread = threading.Thread(target=self._work, name=f"zsgames-{self.name}", daemon=True)
            self._thread.start()

    def _reap(self) -> None:
        """Once the worker has ended, garbage may be collected anywhere again (GUI thread)."""
        with self._lock:
            if self._thread is not None or self._ended is None:
                return
            ended, self._ended = self._ended, None
        ended.join(1.0)  # it is past its last job: only the thread's own clean-up is left
        self._mailbox.collector.release(self)

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._queue:
                    self._ended, self._thread = self._thread, None  # a job queued from now on starts a new worker
                    break
                job = self._running = self._queue.popleft()
            outcome = self._run(job)
            with self._lock:
                # The GUI thread must drop the job's last reference: its callbacks hold Qt objects,
                # and a Qt object freed on a worker thread is destroyed there (a crash later).
                self._news.append((job, *outcome))
                self._running = None
                del job, outcome
            self._wake()
        self._wake()  # the GUI thread reaps this thread

    def _run(self, job: Job) -> tuple[str, Any]:
        if job.cancelled:
            return "dropped", None
        try:
            return "done", job.work(job)
        except Exception as exc:  # delivered to ``failed`` on the GUI thread, never raised in the worker
            if job._failed is None and not job.cancelled:
                log.error("background job of %s failed", self.name, exc_info=exc)
            return "failed", exc

    def _post(self, job: Job, kind: str, value: Any) -> None:
        with self._lock:
            self._news.append((job, kind, value))
        self._wake()

    def _wake(self) -> None:
        with contextlib.suppress(RuntimeError):  # the process is shutting down
            self._mailbox.posted.emit(self)

    # --- the GUI thread ---------------------------------------------------------------------------
    def deliver(self) -> None:
        """Hand over what the workers posted: results, failures, progress (skipping cancelled jobs)."""
        while True:
            with self._lock:
                if not self._news:
                    break
                job, kind, value = self._news.popleft()
            if job.cancelled:
                continue
            if kind == "done" and job._done is not None:
                job._done(value)
            elif kind == "failed" and job._failed is not None:
                job._failed(value)
            elif kind == "progress" and job._progress is not None:
                job._progress(*value)
        self._reap()
