"""A friendly face for unexpected exceptions in the GUI.

:func:`install` replaces ``sys.excepthook`` (Qt calls it for exceptions raised in slots and event
handlers). Each exception is written with its traceback to the app's log file (:mod:`zsgames.ui.app_log`:
``zsgames.log`` in the user log folder, ``$ZSGAMES_DATA_DIR/logs`` when that variable is set), the window's ``recover``
callback puts the game back on its last good state, and a small dialog says what happened in one
line, offering "Copy bug report" (traceback + seed, setup and moves; while the game is played only
its setup, the rest being in the log: ``seed_policy``) and "Continue". Before any of
that the ``flush`` callback waits for the autosave in flight, so the last good move is on disk
whatever happens next.
A second exception while the dialog is open is only logged, so a broken paint loop cannot pile
up dialogs.
"""

from __future__ import annotations

import logging
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from zsgames.core.i18n import _
from zsgames.ui import app_log
from zsgames.ui.dialogs.bug_report import bug_report

log = logging.getLogger(__name__)

LOG_NAME = app_log.LOG_NAME
log_dir = app_log.log_dir  # where the dialog says the details are


def one_line(exc: BaseException) -> str:
    """What happened, in one short line a player can read."""
    detail = " ".join(str(exc).split())
    if len(detail) > 160:
        detail = detail[:159] + "…"
    kind = type(exc).__name__
    if detail:
        return _("Something went wrong inside the app ({kind}: {detail}).", kind=kind, detail=detail)
    return _("Something went wrong inside the app ({kind}).", kind=kind)


def write_log(text: str) -> Path | None:
    """Put ``text`` in the app's log file (``app_log``: rotating); its path, None if there is none."""
    path = app_log.configure()  # already set up at start; this follows a changed folder (tests)
    log.error("%s", text.rstrip("\n"))
    return path


class CrashDialog(QDialog):
    """One line, "Copy bug report", "Continue"."""

    def __init__(self, message: str, report: str, log_path: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(_("Sorry — something went wrong"))
        self.message = QLabel(message)
        self.message.setWordWrap(True)
        self.detail = QLabel(
            _(
                "Your game is back where it was before the problem and you can keep playing. "
                "The details are saved in {path}.",
                path=log_path,
            )
            if log_path
            else _(
                "Your game is back where it was before the problem and you can keep playing. "
                "The details could not be saved to a file."
            )
        )
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setStyleSheet("color:#555;")
        self.copy_button = QPushButton(_("Copy bug report"))
        self.continue_button = QPushButton(_("Continue"))
        self.continue_button.setDefault(True)
        self.copy_button.clicked.connect(self.copy_report)
        self.continue_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.detail)
        layout.addLayout(buttons)
        self.setMinimumWidth(460)

    def copy_report(self) -> None:
        QApplication.clipboard().setText(self.report)
        self.copy_button.setText(_("Copied ✓"))


class CrashHandler(QObject):
    """Catches, logs and shows unexpected exceptions; keeps the app running.

    ``context`` returns the current match (or None) for the bug report; ``recover`` restores the
    window to the last good state (e.g. redraw the board from ``match.state``); ``flush`` writes
    what must not be lost (the autosave) before anything is reported.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        context: Callable[[], Any] | None = None,
        recover: Callable[[], None] | None = None,
        flush: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = parent
        self.context = context
        self.recover = recover
        self.flush = flush
        self.dialog: CrashDialog | None = None
        self.count = 0
        self._previous_hook: Any = None

    def install(self) -> CrashHandler:
        self._previous_hook = sys.excepthook
        sys.excepthook = self.handle
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self.handle:
            sys.excepthook = self._previous_hook or sys.__excepthook__

    def handle(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        """Report an uncaught exception. Each step (flush the autosave, find the match, make the
        report, recover) is guarded on its own: the report must still be written when one fails."""
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            (self._previous_hook or sys.__excepthook__)(kind, exc, tb)
            return
        self.count += 1
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        if self.flush is not None:
            try:
                self.flush()
            except Exception:
                write_log(f"=== {stamp} flushing the autosave failed ===\n{traceback.format_exc()}\n")
        trace = "".join(traceback.format_exception(kind, exc, tb))
        match = None
        if self.context is not None:
            try:
                match = self.context()
            except Exception:
                match = None
        try:  # the log (a file) gets the full report; the dialog, while a game is played, no secrets
            report = bug_report(match, problem=trace, full=True)
        except Exception:
            report = trace
        log_path = write_log(f"=== {stamp} ===\n{trace}\n--- bug report ---\n{report}\n\n")
        try:
            report = bug_report(match, problem=trace, full_report=str(log_path) if log_path else None)
        except Exception:
            report = trace
        if self.recover is not None:
            try:
                self.recover()
            except Exception:
                write_log(f"=== {stamp} recovery failed ===\n{traceback.format_exc()}\n")
        if self.dialog is not None and self.dialog.isVisible():
            return  # already telling the user; the log has this one too
        self.dialog = CrashDialog(one_line(exc), report, log_path, self.window)
        self.dialog.setModal(True)
        self.dialog.show()


def install(
    window: QWidget | None = None,
    context: Callable[[], Any] | None = None,
    recover: Callable[[], None] | None = None,
    flush: Callable[[], Any] | None = None,
) -> CrashHandler:
    """Install the handler for the whole app (call once, after the main window exists)."""
    return CrashHandler(window, context, recover, flush).install()


def install_for_window(window: Any) -> CrashHandler:
    """The app's handler: the autosave in flight is flushed first; the bug report carries the game in
    play; recovery redraws its last good state."""

    def current_match() -> Any:
        model = getattr(window, "model", None)
        return model.match if model is not None else None

    def recover() -> None:
        window.refresh()

    def flush() -> None:
        writer = getattr(window, "autosaver", None)
        if writer is not None:
            writer.flush()

    return install(window, current_match, recover, flush)
