"""Tools ▸ Bot arena: a small bot-vs-bot tournament run in the background, with a chart.

The games run through :func:`zsgames.bots.arena.run_arena` (the same seat rotation and seeds as
``zsgames arena``) as a job of :mod:`zsgames.ui.background.tasks`, one game at a time, so the progress bar moves
after each game and Cancel stops at the next game boundary; a cancelled run's late answer is
dropped, so the window never waits for it (a new run starts once that game is over). pyqtgraph is
imported only when the first chart is drawn (start-up time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from zsgames.bots import BOT_LEVELS
from zsgames.core import registry
from zsgames.core.game import Game
from zsgames.core.i18n import N_, _
from zsgames.ui.background.tasks import Job, Tasks
from zsgames.ui.shared.level_words import level_word

MAX_SEATS = 6
COLUMNS = (
    N_("Bot", context="arena"),
    N_("Games", context="arena"),
    N_("Wins", context="arena"),
    N_("Win rate", context="arena"),
    N_("95 % interval", context="arena"),
    N_("Mean score", context="arena"),
    N_("Move time", context="arena"),
)
ELO_COLUMNS = (
    N_("Bot", context="arena"),
    N_("Elo", context="arena"),
    N_("95 % interval", context="arena"),
    N_("Pairings", context="arena"),
)
ELO_TITLE = N_("Elo ratings, fitted from every pairing of seats (mean 1500):")
BAR_COLOUR = "#2f6fdf"


#: what a run plays: the game, the players, each seat's bot spec, the number of games and the seed
ArenaArgs = tuple[str, int, tuple[str, ...], int, int]


class _Cancelled(Exception):
    """Raised inside the worker's progress callback to stop the run between games."""


def _arena_work(args: ArenaArgs) -> Callable[[Job], dict[str, Any]]:
    """The run as a job: games one at a time, progress after each, a stop at the next game once cancelled."""

    def run(job: Job) -> dict[str, Any]:
        from zsgames.bots.arena import run_arena

        def progress(done: int, total: int) -> None:
            if job.cancelled:
                raise _Cancelled
            job.progress(done, total)

        game, players, specs, games, seed = args
        return run_arena(game, players, specs, games, seed, jobs=1, progress=progress)

    return run


def _results_table(columns: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return table


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    """The table's cells (numbers right-aligned), as tall as its rows so it never scrolls."""
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    table.setFixedHeight(table.horizontalHeader().height() + 4 + sum(table.rowHeight(r) for r in range(len(rows))))


class ArenaDialog(QDialog):
    """Choose a game, players, a bot per seat, games and seed; Run; read the chart and table."""

    def __init__(self, parent: QWidget | None = None, games: dict[str, Game[Any]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Bot arena"))
        self.games = games if games is not None else registry.games()
        self.report: dict[str, Any] | None = None
        self.run: Job | None = None
        self.tasks = Tasks(self, "arena")
        self.chart: Any = None

        self.game_box = QComboBox()
        for name, game in self.games.items():
            self.game_box.addItem(game.display_name, name)
        self.players = QSpinBox()
        self.games_box = QSpinBox()
        self.games_box.setRange(1, 500)
        self.games_box.setValue(6)
        self.games_box.setToolTip(_("Seats rotate between games; a multiple of the player count is fairest."))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        self.bot_boxes: list[QComboBox] = []
        bots_row = QHBoxLayout()
        for seat in range(MAX_SEATS):
            box = QComboBox()
            for level in BOT_LEVELS:
                box.addItem(level_word(level), level)
            box.setCurrentIndex(box.findData("normal" if seat == 0 else "random"))
            box.setToolTip(_("Bot {n} (it plays every seat in turn)", n=seat + 1))
            self.bot_boxes.append(box)
            bots_row.addWidget(box)
        bots_row.addStretch(1)
        form = QFormLayout()
        form.addRow(_("&Game:", context="arena"), self.game_box)
        form.addRow(_("&Players:", context="arena"), self.players)
        form.addRow(_("Bots:", context="arena"), bots_row)
        form.addRow(_("G&ames:", context="arena"), self.games_box)
        form.addRow(_("&Seed:", context="arena"), self.seed)

        self.run_button = QPushButton(_("&Run", context="arena"))
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(_("&Cancel run", context="arena"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setFormat(_("%v / %m games"))
        self.progress.setRange(0, self.games_box.value())  # before a run: the games set (not Qt's 100)
        self.progress.setValue(0)
        self.games_box.valueChanged.connect(self._games_set)
        self.status = QLabel(_("Pick the bots and press Run."))
        self.status.setWordWrap(True)
        run_row = QHBoxLayout()
        run_row.addWidget(self.run_button)
        run_row.addWidget(self.cancel_button)
        run_row.addWidget(self.progress, 1)

        self.chart_box = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_box)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.chart_box.setMinimumHeight(220)
        self.table = _results_table(tuple(_(c, context="arena") for c in COLUMNS))
        self.elo_title = QLabel(_(ELO_TITLE))
        self.elo_table = _results_table(tuple(_(c, context="arena") for c in ELO_COLUMNS))
        self.elo_title.setVisible(False)
        self.elo_table.setVisible(False)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(run_row)
        layout.addWidget(self.status)
        layout.addWidget(self.chart_box, 1)
        layout.addWidget(self.table)
        layout.addWidget(self.elo_title)
        layout.addWidget(self.elo_table)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self._game_changed()
        self.resize(720, 640)

    # --- choices --------------------------------------------------------------------------------
    def set_game(self, name: str) -> None:
        index = self.game_box.findData(name)
        if index >= 0:
            self.game_box.setCurrentIndex(index)

    def _game_changed(self, *_: Any) -> None:
        game = self.games[self.game_box.currentData()]
        self.players.setRange(game.min_players, min(game.max_players, MAX_SEATS))
        self.players.setValue(max(game.min_players, min(3, game.max_players)))
        self._players_changed()

    def _players_changed(self, *_: Any) -> None:
        for seat, box in enumerate(self.bot_boxes):
            box.setVisible(seat < self.players.value())

    def specs(self) -> list[str]:
        return [str(box.currentData()) for box in self.bot_boxes[: self.players.value()]]

    # --- running --------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.run is not None

    def start(self) -> None:
        if self.running:
            return
        games = self.games_box.value()
        self.report = None  # the last run's report is not this run's
        args: ArenaArgs = (
            self.game_box.currentData(),
            self.players.value(),
            tuple(self.specs()),
            games,
            self.seed.value(),
        )
        self.progress.setRange(0, games)
        self.progress.setValue(0)
        self.status.setText(
            _(
                "Playing {n} game of {game}: {bots}…",
                plural="Playing {n} games of {game}: {bots}…",
                n=games,
                game=self.game_box.currentText(),
                bots=_(", ", context="list").join(args[2]),
            )
        )
        self._set_running(True)
        self.run = self.tasks.start(_arena_work(args), self._finished, self._failed, self._progress)

    def cancel(self) -> None:
        """Stop now as far as the dialog is concerned; the worker quits after its current game."""
        if self.run is None:
            return
        self.tasks.cancel()
        self.run = None
        self.status.setText(_("Cancelled."))
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for widget in (self.game_box, self.players, self.games_box, self.seed, *self.bot_boxes):
            widget.setEnabled(not running)

    def _games_set(self, games: int) -> None:
        """The bar counts the games set while no run is under way (a run keeps its own count)."""
        if self.run is None:
            self.progress.setRange(0, games)
            self.progress.setValue(0)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _finished(self, report: dict[str, Any]) -> None:
        self.run = None
        self._set_running(False)
        self.show_report(report)

    def _failed(self, exc: Exception) -> None:
        self.run = None
        self._set_running(False)
        self.status.setText(_("The arena stopped: {kind}: {problem}", kind=type(exc).__name__, problem=exc))

    def reject(self) -> None:
        self.cancel()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    # --- results --------------------------------------------------------------------------------
    def show_report(self, report: dict[str, Any]) -> None:
        self.report = report
        rows: Sequence[dict[str, Any]] = report["results"]
        game = self.games[report["game"]].display_name if report["game"] in self.games else report["game"]
        self.status.setText(
            _(
                "{game}, {players} players, {games} games, seed {seed}. "
                "Bars: win rate; whiskers: 95 % interval (Wilson).",
                game=game,
                players=report["players"],
                games=report["games"],
                seed=report["seed"],
            )
        )
        self.progress.setValue(self.progress.maximum())
        _fill(
            self.table,
            [
                (
                    f"{r + 1}. {row['bot']}",
                    str(row["games"]),
                    f"{row['wins']:g}",
                    f"{row['win_rate']:.0%}",
                    f"{row['ci95'][0]:.0%} – {row['ci95'][1]:.0%}",
                    f"{row['mean_score']:g}",
                    f"{row['mean_move_s'] * 1000:.0f} ms",
                )
                for r, row in enumerate(rows)
            ],
        )
        ratings: Sequence[dict[str, Any]] = report.get("elo", [])
        _fill(
            self.elo_table,
            [
                (row["bot"], f"{row['elo']:.0f}", f"{row['ci95'][0]:.0f} – {row['ci95'][1]:.0f}", str(row["games"]))
                for row in ratings
            ],
        )
        self.elo_title.setVisible(bool(ratings))
        self.elo_table.setVisible(bool(ratings))
        self._draw_chart(rows)

    def _draw_chart(self, rows: Sequence[dict[str, Any]]) -> None:
        import pyqtgraph as pg

        if self.chart is None:
            self.chart = pg.PlotWidget(background="w")
            self.chart.setObjectName("arenaChart")
            self.chart.setMenuEnabled(False)
            self.chart.setMouseEnabled(x=False, y=False)
            self.chart.showGrid(y=True, alpha=0.25)
            self.chart.setLabel("left", _("win rate"))
            self.chart_layout.addWidget(self.chart)
        plot = self.chart.getPlotItem()
        plot.clear()
        xs = list(range(len(rows)))
        rates = [row["win_rate"] for row in rows]
        lows = [row["win_rate"] - row["ci95"][0] for row in rows]
        highs = [row["ci95"][1] - row["win_rate"] for row in rows]
        plot.addItem(pg.BarGraphItem(x=xs, height=rates, width=0.6, brush=BAR_COLOUR, pen=pg.mkPen("#1b3f80")))
        import numpy as np

        plot.addItem(
            pg.ErrorBarItem(
                x=np.array(xs, dtype=float),
                y=np.array(rates, dtype=float),
                top=np.array(highs, dtype=float),
                bottom=np.array(lows, dtype=float),
                beam=0.25,
                pen=pg.mkPen("#222222", width=2),
            )
        )
        fair = 1.0 / len(rows) if rows else 0.0
        plot.addItem(
            pg.InfiniteLine(
                pos=fair,
                angle=0,
                pen=pg.mkPen("#c8432f", style=Qt.PenStyle.DashLine),
                label=_("fair share {share}", share=f"{fair:.0%}"),
                labelOpts={"position": 0.92, "color": "#c8432f"},
            )
        )
        plot.getAxis("bottom").setTicks([[(x, f"{x + 1}. {row['bot']}") for x, row in zip(xs, rows, strict=True)]])
        plot.setYRange(0, 1, padding=0.02)
        plot.setXRange(-0.6, len(rows) - 0.4, padding=0)
