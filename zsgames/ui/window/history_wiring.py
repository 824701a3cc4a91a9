"""Puts the history panel and the score projection into the main window, with their menu items.

The window makes one :class:`HistoryExtras`, handing it the window (to hold its docks and parent its
dialogs), a narrow host (:class:`HistoryHost`), the menus it built and its View controls, and calls
:meth:`HistoryExtras.refresh` at the end of its own ``refresh``. Everything else happens here:

* two docks on the right: "History" (:class:`HistoryPanel`) and "Score projection" (:class:`ScoreChart`),
  each with its View ▸ toggle;
* looking back (slider not at the end) has the window show that point through the current
  viewer's view with *no* legal actions (``HistoryHost.show_past``), so the board is read-only;
* "Play on from here" keeps the original game saved, then starts the branch as the new game;
* Game ▸ Export log… and Help ▸ Report a problem (copies the bug report JSON).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from zsgames.core import snapshot
from zsgames.core.i18n import Text, _
from zsgames.core.match import Match
from zsgames.ui.panels.history_panel import HistoryPanel, export_log, report_problem
from zsgames.ui.shared.live_text import keep
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.window.window_menus import Menus
from zsgames.ui.window.window_view import ViewControls

log = logging.getLogger(__name__)


class HistoryHost(Protocol):
    """What the history part needs of the window."""

    model: MatchModel | None
    viewer: int | None

    def refresh(self) -> None: ...

    def start_match(self, match: Match, path: str | None = None) -> None: ...

    def show_past(self, view: Any, viewer: int | None, text: str) -> None: ...

    def say(self, text: str, ms: int) -> None: ...


class HistoryExtras:
    def __init__(
        self, window: QMainWindow, host: HistoryHost, menus: Menus, view: ViewControls, remember: Callable[[str], None]
    ) -> None:
        self.window, self.host = window, host
        self.remember = remember  # a kept original goes into Game ▸ Open Recent
        self.history = HistoryPanel()
        self._chart: Any = None  # built when first shown: pyqtgraph costs ~1 s of start-up
        self._match: Match | None = None
        self._drawing_past = False
        self._syncing = False  # our own refresh moves the slider: not a user's look-back
        self.history.positionChanged.connect(self._position_changed)
        self.history.branchRequested.connect(self.play_on_from)

        self.history_dock = QDockWidget(window)
        keep(self.history_dock.setWindowTitle, Text("History"))
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history)
        self.chart_dock = QDockWidget(window)
        keep(self.chart_dock.setWindowTitle, Text("Score projection"))
        self.chart_dock.setObjectName("chartDock")
        waiting = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        keep(waiting.setText, Text("The score projection appears here."))
        self.chart_dock.setWidget(waiting)
        self.chart_dock.visibilityChanged.connect(lambda visible: visible and self.chart)
        self.history_dock.visibilityChanged.connect(self.history.set_in_front)
        for dock in (self.history_dock, self.chart_dock):
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                | QDockWidget.DockWidgetFeature.DockWidgetClosable
            )
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        window.tabifyDockWidget(self.history_dock, self.chart_dock)
        self.history_dock.raise_()
        window.resizeDocks([self.history_dock], [340], Qt.Orientation.Horizontal)  # the board keeps the room

        self.act_export = QAction(window)
        keep(self.act_export.setText, Text("E&xport log…"))
        self.act_export.triggered.connect(lambda _=False: self.export_log())
        self.act_report = QAction(window)
        keep(self.act_report.setText, Text("Report a &problem (copy bug report)"))
        self.act_report.triggered.connect(lambda _=False: self.report_problem())
        menus.game.insertAction(menus.after_save, self.act_export)
        menus.help.addSeparator()
        menus.help.addAction(self.act_report)
        view.add_dock(self.history_dock, Text("&History"))
        view.add_dock(self.chart_dock, Text("&Score projection"))

    def restyle(self) -> None:
        """The text size changed: rebuild the history tree (its bold headings carry their own font)."""
        if self._match is not None:
            self.history.rebuild()

    @property
    def chart(self) -> Any:
        """The score projection chart, created (and pyqtgraph imported) on first use."""
        if self._chart is None:
            from zsgames.ui.panels.score_chart import ScoreChart

            self._chart = ScoreChart()
            self.chart_dock.setWidget(self._chart)
            if self._match is not None:
                self._chart.set_match(self._match, self.host.viewer)
                self._chart.set_position(None if self.history.at_end else self.history.position)
        return self._chart

    # --- keeping up with the window ----------------------------------------------------------------
    @property
    def match(self) -> Match | None:
        model = self.host.model
        return model.match if model is not None else None

    def refresh(self) -> None:
        """Called at the end of the window's refresh: follow the game, keep a look-back read-only."""
        if self._drawing_past:
            return
        match = self.match
        viewer = self.host.viewer
        self.act_export.setEnabled(match is not None)
        self._syncing = True
        try:
            if match is not self._match:
                self._match = match
                self.history.set_match(match, viewer)
                if self._chart is not None:
                    self._chart.set_match(match, viewer)
            else:
                self.history.viewer = viewer
                self.history.refresh()
                if self._chart is not None:
                    self._chart.viewer = viewer
                    self._chart.set_position(None if self.history.at_end else self.history.position)
        finally:
            self._syncing = False
        if match is not None and not self.history.at_end:
            self._show_past()

    def _position_changed(self, position: int) -> None:
        if self.match is None or self._syncing:
            return
        if self._chart is not None:
            self._chart.set_position(None if self.history.at_end else position)
        if self.history.at_end:
            self._drawing_past = True
            try:
                self.host.refresh()  # back to the live game, with the legal moves bound again
            finally:
                self._drawing_past = False
        else:
            self._show_past()

    def _show_past(self) -> None:
        """The board at the slider's position, from the current viewer, with no moves allowed."""
        if self.match is None:
            return
        text = _(
            "Looking back at move {position} of {end} — press End to return",
            position=self.history.position,
            end=self.history.end,
        )
        self.host.show_past(self.history.view_at(), self.history.viewer, text)

    # --- commands ----------------------------------------------------------------------------------------
    def play_on_from(self, position: int) -> Match | None:
        """Keep the original saved, then start the branch (same seed, moves up to ``position``)."""
        match = self.match
        if match is None:
            return None
        kept, problem = self._keep_original(match)
        branch = match.branch(position)
        if kept:
            branch.branch_of = dict(branch.branch_of or {}, original=str(kept))
        self.host.start_match(branch)
        said = _("Playing on from move {n} as a new game.", n=position)
        if problem:  # the player must know the original is not on disk (the log has it too)
            said = _(
                "Playing on from move {n} as a new game. The original game could not be saved ({problem}).",
                n=position,
                problem=problem,
            )
        elif kept:
            said = _(
                "Playing on from move {n} as a new game. The original game is saved as {file}.", n=position, file=kept
            )
        self.host.say(said, 10000)
        return branch

    def _keep_original(self, match: Match) -> tuple[Path | None, str]:
        """Where the original was saved and "", or None and why it could not be."""
        model = self.host.model
        path = Path(model.path) if model is not None and model.path else None
        if path is None:
            from zsgames.ui.shared.paths import data_dir

            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = data_dir() / "games" / f"{match.game.name}-{stamp}-before-branch.json"
        try:
            snapshot.save(match, path)
        except OSError as exc:
            log.warning("could not keep the original before branching: %s", exc)
            return None, str(exc.strerror or exc)
        self.remember(str(path))
        return path, ""

    def export_log(self, path: str | None = None) -> str | None:
        if self.match is None:
            return None
        return export_log(self.window, self.match, self.history.viewer, path)

    def report_problem(self, quiet: bool = False) -> str:
        return report_problem(self.window, self.match, quiet)
