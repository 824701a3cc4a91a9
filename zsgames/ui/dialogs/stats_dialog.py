"""Tools ▸ Statistics: per game and player, games played and won, the win rate against each bot
level with its Wilson 95 % interval, best and average score, a chart of the scores over time and
one of the win rate by level, and every recorded game, which opens in the history viewer.

The numbers are those of :mod:`zsgames.stats.summary` (the same as ``zsgames stats``), counted by
SQLite (:mod:`zsgames.stats.aggregate`), and the list shows the newest :data:`PAGE` games. They are
read on a lane of :mod:`zsgames.ui.background.tasks`, never on the GUI thread: the dialog shows at once with
"Loading statistics…", and a database another program holds locked (SQLite waits 10 s for it) or
cannot be read leaves the window responsive and says why. pyqtgraph is imported only when the charts
are first drawn (start-up time), as the arena dialog does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from zsgames.core import registry
from zsgames.core.i18n import N_, _
from zsgames.core.names import shown_name
from zsgames.core.text import join_and
from zsgames.stats import aggregate, summary
from zsgames.stats.record import GameRecord, SeatRecord
from zsgames.stats.store import StatsError, StatsStore
from zsgames.ui.background.tasks import Job, Tasks
from zsgames.ui.shared.level_words import LEVEL_WORDS, level_word

LEVEL_COLUMNS = (N_("Against"), N_("Games"), N_("Won"), N_("Win rate"), N_("95 % interval"))
GAME_COLUMNS = (N_("Finished"), N_("Players"), N_("Winner"), N_("Score"), N_("Moves"))
BAR_COLOUR = "#2f6fdf"
LINE_COLOUR = "#1b3f80"
WIN_COLOUR = "#d08a00"
#: Up to how many games the score chart marks each game and stars the wins (beyond, a line: 20 000
#: marks took over a second to draw and could not be told apart).
MARKED = 500
#: How many of the newest games the list shows (a table of 20 000 rows took 12 s to fill).
PAGE = 200

OpenSave = Callable[[dict[str, Any], str], bool]


@dataclass(frozen=True)
class Loaded:
    """What one background read brings: a game's numbers and its newest games."""

    game: str
    stats: summary.GameStats
    recent: list[GameRecord]  # newest first, at most PAGE
    total: int  # games of it kept
    notices: list[str]  # files set aside while reading (one line each)


def when(finished: str) -> str:
    """ "2026-03-01 18:04" from the stored ISO time."""
    return finished.replace("T", " ")[:16]


def player_label(player: summary.Player) -> str:
    """A player of the statistics as the reader names them: a person's name, or "Hard bot"."""
    if player.human:
        return shown_name(player.label)
    level = player.key.removeprefix("bot:")
    if level not in LEVEL_WORDS:
        return _("Other bots")
    return _("{level} bot", level=level_word(level))


def seat_label(seat: SeatRecord) -> str:
    """A seat of a recorded game: its name, and a bot's level in brackets."""
    name = shown_name(seat.name)
    return name if seat.human else _("{name} ({level})", name=name, level=level_word(summary.level_of(seat.controller)))


class StatsDialog(QDialog):
    """``open_save(save, title)`` opens a recorded game in the window (it returns whether it did)."""

    def __init__(self, store: StatsStore, open_save: OpenSave, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Statistics"))
        self.store, self.open_save = store, open_save
        self.records: list[GameRecord] = []  # the newest games of the game shown, newest first
        self.stats: summary.GameStats | None = None
        self.tasks = Tasks(self, "statistics")  # the numbers
        self.opening = Tasks(self, "statistics-open")  # a recorded game's save
        self.loading = False  # a read is under way
        self.score_chart: Any = None
        self.level_chart: Any = None

        self.game_box = QComboBox()
        for name, game in registry.games().items():
            self.game_box.addItem(str(game.info.title), name)
        self.player_box = QComboBox()
        self.player_box.setToolTip(_("People are counted by name (every human seat in hot-seat); bots by level."))
        choose = QFormLayout()
        choose.addRow(_("&Game:"), self.game_box)
        choose.addRow(_("&Player:"), self.player_box)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #9a3412;")
        self.notice.hide()
        self.busy = QLabel(_("Loading statistics…"))
        self.busy.setObjectName("statsLoading")
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # no end known: it moves while the read runs
        self.busy_bar.setMaximumHeight(8)
        self.busy_bar.setTextVisible(False)
        busy = QHBoxLayout()
        busy.addWidget(self.busy)
        busy.addWidget(self.busy_bar, 1)
        self.busy_box = QWidget()
        self.busy_box.setLayout(busy)
        self.busy_box.hide()
        self.headline = QLabel()
        self.headline.setObjectName("statsHeadline")
        self.headline.setStyleSheet("font-size: 13pt; font-weight: bold; padding: 4px 0;")
        self.headline.setWordWrap(True)

        self.levels = self._table(LEVEL_COLUMNS)
        self.charts = QHBoxLayout()
        self.chart_box = QWidget()
        self.chart_box.setLayout(self.charts)
        self.chart_box.setMinimumHeight(230)
        self.charts.setContentsMargins(0, 0, 0, 0)
        self.games_table = self._table(GAME_COLUMNS)
        self.games_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.games_table.cellDoubleClicked.connect(lambda row, _col: self.open_row(row))
        self.games_table.setToolTip(_("Double-click a game to open it in the history viewer."))
        self.open_button = QPushButton(_("&Open in the history viewer"))
        self.open_button.clicked.connect(lambda: self.open_row(self.games_table.currentRow()))
        self.open_button.setEnabled(False)
        self.games_table.itemSelectionChanged.connect(
            lambda: self.open_button.setEnabled(self.games_table.currentRow() >= 0)
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.busy_box)
        layout.addWidget(self.notice)
        layout.addWidget(self.headline)
        layout.addWidget(self.levels)
        layout.addWidget(self.chart_box, 1)
        self.games_label = QLabel(_("Recorded games, newest first:"))
        layout.addWidget(self.games_label)
        layout.addWidget(self.games_table, 1)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(lambda _i: self.reload())
        self.player_box.currentIndexChanged.connect(lambda _i: self.show_player())
        self.resize(820, 760)

    def _table(self, columns: tuple[str, ...]) -> QTableWidget:
        table = QTableWidget(0, len(columns))
        table.setHorizontalHeaderLabels([_(c) for c in columns])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        return table

    # --- reading --------------------------------------------------------------------------------
    def set_game(self, name: str) -> None:
        index = self.game_box.findData(name)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(index)
        else:
            self.reload()

    def show_latest(self) -> None:
        """The game played last (no game is on screen), else the first one; found in the background."""
        self._load(None)

    def reload(self) -> None:
        """Read the chosen game's numbers again, in the background (the player chosen stays if still there)."""
        self._load(str(self.game_box.currentData()))

    def _load(self, game: str | None) -> None:
        store, first = self.store, str(self.game_box.itemData(0))

        def read(_job: Job) -> Loaded:
            name = game if game is not None else aggregate.latest_game(store) or first
            stats = aggregate.game_stats(store, name)
            recent, total = aggregate.recent(store, name, PAGE)
            notices, store.notices = store.notices, []
            return Loaded(name, stats, recent, total, notices)

        self.loading = True
        self.busy_box.show()
        self.notice.hide()
        self.tasks.start(read, self._loaded, self._failed)

    def _loaded(self, loaded: Loaded) -> None:
        self._stop_loading(" ".join(loaded.notices))
        index = self.game_box.findData(loaded.game)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.blockSignals(True)  # this read is that game's: no second one
            self.game_box.setCurrentIndex(index)
            self.game_box.blockSignals(False)
        self.records, self.stats = loaded.recent, loaded.stats
        shown = len(loaded.recent)
        self.games_label.setText(
            _("Recorded games, newest first:")
            if shown == loaded.total
            else _("Recorded games, newest first (the latest {shown} of {total}):", shown=shown, total=loaded.total)
        )
        chosen = self.player_box.currentData()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for p in self.stats.players:
            self.player_box.addItem(player_label(p.player), p.player.key)
        index = self.player_box.findData(chosen)
        self.player_box.setCurrentIndex(max(index, 0))
        self.player_box.setEnabled(bool(self.stats.players))
        self.player_box.blockSignals(False)
        self.show_player()

    def _failed(self, exc: Exception) -> None:
        reason = str(exc) if isinstance(exc, StatsError) else f"{type(exc).__name__}: {exc}"
        self._stop_loading(_("The statistics could not be read: {reason}.", reason=reason))

    def _stop_loading(self, problem: str) -> None:
        self.loading = False
        self.busy_box.hide()
        self.notice.setText(problem)
        self.notice.setVisible(bool(problem))

    def player(self) -> summary.PlayerStats | None:
        if self.stats is None:
            return None
        return self.stats.player(str(self.player_box.currentData()))

    def show_player(self) -> None:
        stats, player = self.stats, self.player()
        assert stats is not None
        game_name = self.game_box.currentText()
        if player is None:
            self.headline.setText(
                _(
                    "No game of {game} has been recorded yet: every game played to its end is counted here.",
                    game=game_name,
                )
            )
        else:
            won = player.played
            average = f"{player.average:.1f}".removesuffix(".0")
            self.headline.setText(
                _(
                    "{player}: {n} game played, {wins} won ({rate}) · best score {best} · average {average}",
                    plural="{player}: {n} games played, {wins} won ({rate}) · best score {best} · average {average}",
                    player=player_label(player.player),
                    n=won.games,
                    wins=won.wins,
                    rate=f"{won.rate:.0%}",
                    best=player.best,
                    average=average,
                )
            )
        self._fill_levels(player)
        self._fill_games(player)
        self._draw_charts(player)

    def _fill_levels(self, player: summary.PlayerStats | None) -> None:
        rows = player.levels() if player is not None else []
        self.levels.setRowCount(len(rows))
        for r, (level, rate) in enumerate(rows):
            low, high = rate.interval
            cells = (
                level_word(level),
                str(rate.games),
                str(rate.wins),
                f"{rate.rate:.0%}",
                f"{low:.0%} – {high:.0%}",
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.levels.setItem(r, c, item)
        self.levels.setFixedHeight(
            self.levels.horizontalHeader().sizeHint().height()
            + 4
            + sum(self.levels.rowHeight(r) for r in range(len(rows)))
        )

    def _fill_games(self, player: summary.PlayerStats | None) -> None:
        games = self.records
        header = self.games_table.horizontalHeader()
        fitted = [
            c for c in range(header.count()) if header.sectionResizeMode(c) == QHeaderView.ResizeMode.ResizeToContents
        ]
        for c in fitted:  # fitted once at the end, not at every cell (9 ms a cell for 200 games)
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        self.games_table.setRowCount(len(games))
        for r, record in enumerate(games):
            names = join_and(seat_label(s) for s in record.seats)
            winners = join_and(shown_name(s.name) for s in record.seats if s.winner) or _("nobody")
            mine = [s.total for s in record.seats if player is not None and summary.player_of(s) == player.player]
            cells = (when(record.finished), names, winners, ", ".join(map(str, mine)) or "–", str(record.moves))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, record.key)
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.games_table.setItem(r, c, item)
        for c in fitted:
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.open_button.setEnabled(self.games_table.currentRow() >= 0)

    # --- the charts -----------------------------------------------------------------------------
    def _draw_charts(self, player: summary.PlayerStats | None) -> None:
        import numpy as np
        import pyqtgraph as pg

        if self.score_chart is None:
            self.score_chart = self._chart(pg, "scoreChart", _("score"), _("game (oldest first)"))
            self.level_chart = self._chart(pg, "levelChart", _("win rate"), "")
        scores, levels = self.score_chart.getPlotItem(), self.level_chart.getPlotItem()
        scores.clear()
        levels.clear()
        scores.setTitle(_("Scores over time"))
        levels.setTitle(_("Win rate by level (95 % interval)"))
        if player is None:
            return
        xs = np.arange(1, len(player.scores) + 1, dtype=float)
        ys = np.array([p.total for p in player.scores], dtype=float)
        marked = len(xs) <= MARKED
        scores.plot(
            xs,
            ys,
            pen=pg.mkPen(LINE_COLOUR, width=2),
            symbol="o" if marked else None,
            symbolSize=7,
            symbolBrush=LINE_COLOUR,
        )
        won = [i for i, p in enumerate(player.scores) if p.won]
        if won and marked:
            scores.plot(xs[won], ys[won], pen=None, symbol="star", symbolSize=14, symbolBrush=WIN_COLOUR, name="won")
        scores.setXRange(0.5, len(xs) + 0.5, padding=0)
        rows = player.levels()
        bx = np.arange(len(rows), dtype=float)
        rates = np.array([r.rate for _, r in rows], dtype=float)
        lows = np.array([r.rate - r.interval[0] for _, r in rows], dtype=float)
        highs = np.array([r.interval[1] - r.rate for _, r in rows], dtype=float)
        levels.addItem(pg.BarGraphItem(x=bx, height=rates, width=0.6, brush=BAR_COLOUR, pen=pg.mkPen(LINE_COLOUR)))
        levels.addItem(
            pg.ErrorBarItem(x=bx, y=rates, top=highs, bottom=lows, beam=0.25, pen=pg.mkPen("#222222", width=2))
        )
        levels.getAxis("bottom").setTicks(
            [[(float(x), level_word(level)) for x, (level, _r) in zip(bx, rows, strict=True)]]
        )
        levels.setYRange(0, 1, padding=0.02)
        levels.setXRange(-0.6, max(len(rows), 1) - 0.4, padding=0)

    def _chart(self, pg: Any, name: str, left: str, bottom: str) -> Any:
        from zsgames.ui.shared.plots import plot_widget

        chart = plot_widget(background="w")
        chart.setObjectName(name)
        chart.setMenuEnabled(False)
        chart.setMouseEnabled(x=False, y=False)
        chart.showGrid(y=True, alpha=0.25)
        chart.setLabel("left", left)
        if bottom:
            chart.setLabel("bottom", bottom)
        self.charts.addWidget(chart)
        return chart

    # --- opening a game ---------------------------------------------------------------------------
    def open_row(self, row: int) -> bool:
        """Open the game in ``row`` of the recorded games in the window's history viewer; its save is
        read in the background (a locked file must not freeze the window). False if no row."""
        item = self.games_table.item(row, 0) if row >= 0 else None
        if item is None:
            return False
        key, store = str(item.data(Qt.ItemDataRole.UserRole)), self.store
        title = _("the {game} game of {when}", game=self.game_box.currentText(), when=item.text())
        self.opening.start(lambda _job: store.save_of(key), lambda save: self.open_save(save, title), self._not_opened)
        return True

    def _not_opened(self, exc: Exception) -> None:
        reason = str(exc) if isinstance(exc, StatsError) else f"{type(exc).__name__}: {exc}"
        self.notice.setText(_("The game could not be opened: {reason}.", reason=reason))
        self.notice.show()
