"""The end-of-game screen: the winner and what decided it, every seat's place (ties shared), every
scoring line per seat, a stacked bar chart of the lines, the scores after each round, and
"New game with same players" / "Save"."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from zsgames.core.game import Outcome, Score
from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.core.text import ordinal, who_won
from zsgames.ui.panels.score_chart import seat_colour
from zsgames.ui.shared.plots import plot_widget
from zsgames.ui.shared.results import line_name, place_of, result_words, score_by_round, shown_reason
from zsgames.ui.shared.seed_policy import seed_line

#: Colours of the scoring lines in the stacked bars (a line keeps its colour across seats).
LINE_COLOURS = (
    "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
    "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#86bcb6", "#d37295",
)  # fmt: skip


def line_names(scores: list[Score]) -> list[str]:
    """Every scoring line in rulebook order (seats normally share one list)."""
    names: list[str] = []
    for score in scores:
        for name, _points in score.lines:
            if name not in names:
                names.append(name)
    return names


def winner_text(match: Match, outcome: Outcome) -> str:
    config = match.config
    names = [config.name(w) for w in outcome.winners]
    return _("{result} — {reason}", result=who_won(names), reason=shown_reason(outcome.decided_by))


class EndScreen(QDialog):
    """Shown when the game is over. Emits ``newGameRequested`` or ``saveRequested``."""

    newGameRequested = Signal()
    saveRequested = Signal()

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per finished game: gone once closed
        self.match = match
        game, state = match.game, match.state
        self.scores = sorted(game.scores(state), key=lambda s: s.seat)
        self.outcome = game.winner(state)
        self.lines = line_names(self.scores)
        self.places = place_of(self.scores, self.outcome)
        self.words = result_words(match.config, self.scores, self.outcome)
        self.setWindowTitle(_("{game} — final scores", game=game.info.title))

        self.headline = QLabel(winner_text(match, self.outcome))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.detail = QLabel(self.words.detail)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setVisible(bool(self.words.detail))
        self.standings = QLabel(self.words.standings)
        self.standings.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.standings.setWordWrap(True)
        self.seed = QLabel(seed_line(match))  # the game is over: its seed may be shown now
        self.seed.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seed.setStyleSheet("color:#555;")

        self.table = self._make_table()
        self.chart = self._make_chart()
        self.rounds, self.round_totals = score_by_round(match)
        self.round_table = self._make_round_table()
        self.round_chart = self._make_round_chart()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.chart, _("By scoring line"))
        self.tabs.addTab(self.round_chart, _("Round by round"))

        self.new_game_button = QPushButton(_("New game with same players"))
        self.save_button = QPushButton(_("Save…"))
        self.close_button = QPushButton(_("Close"))
        self.new_game_button.clicked.connect(self._new_game)
        self.save_button.clicked.connect(self.saveRequested)
        self.close_button.clicked.connect(self.reject)
        self.new_game_button.setDefault(True)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.new_game_button, self.save_button, self.close_button):
            buttons.addWidget(button)
        left = QVBoxLayout()
        left.addWidget(self.table)
        left.addWidget(QLabel("<b>" + _("Score after each round") + "</b>"))
        left.addWidget(self.round_table)
        left.addStretch(1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addWidget(self.tabs, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.detail)
        layout.addWidget(self.standings)
        layout.addLayout(body, 1)
        layout.addWidget(self.seed)
        layout.addLayout(buttons)
        self.resize(1000, 640)

    def _new_game(self) -> None:
        self.newGameRequested.emit()
        self.accept()

    def _make_table(self) -> QTableWidget:
        config = self.match.config
        rows = [*(line_name(n) for n in self.lines), _("Total")]
        table = QTableWidget(len(rows), len(self.scores), self)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for row, name in enumerate(rows):  # each line's swatch is its colour in the bar chart
            header = QTableWidgetItem(name)
            if row < len(self.lines):
                pixmap = QPixmap(12, 12)
                pixmap.fill(QColor(LINE_COLOURS[row % len(LINE_COLOURS)]))
                header.setIcon(QIcon(pixmap))
            table.setVerticalHeaderItem(row, header)
        bold = QFont(table.font())
        bold.setBold(True)
        for column, score in enumerate(self.scores):
            star = "  ★" if score.seat in self.outcome.winners else ""
            header = QTableWidgetItem(f"{config.name(score.seat)}{star}\n{ordinal(self.places[score.seat])}")
            header.setForeground(QBrush(seat_colour(config, score.seat)))
            header.setFont(bold)
            table.setHorizontalHeaderItem(column, header)
            values = dict(score.lines)
            for row, name in enumerate(self.lines):
                item = QTableWidgetItem(str(values.get(name, 0)) if name in values else "–")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
            total = QTableWidgetItem(str(score.total))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            if score.seat in self.outcome.winners:
                total.setBackground(QBrush(QColor("#fff2b3")))
            table.setItem(len(self.lines), column, total)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
        return table

    def _make_chart(self) -> pg.PlotWidget:
        """One bar per seat, stacked from the scoring lines (negative lines stack below zero).

        The table's row swatches are the legend, so the bars are never hidden behind one."""
        config = self.match.config
        plot = plot_widget(background="w")
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setLabel("left", _("points"))
        seats = list(range(len(self.scores)))
        plot.getAxis("bottom").setTicks([[(i, f"{config.name(s.seat)}") for i, s in enumerate(self.scores)]])
        up = [0.0] * len(seats)
        down = [0.0] * len(seats)
        self.bars: list[pg.BarGraphItem] = []
        for index, name in enumerate(self.lines):
            values = [float(dict(s.lines).get(name, 0)) for s in self.scores]
            bases = [up[i] if v >= 0 else down[i] for i, v in enumerate(values)]
            colour = QColor(LINE_COLOURS[index % len(LINE_COLOURS)])
            bar = pg.BarGraphItem(x=seats, height=values, y0=bases, width=0.6, brush=colour, pen=pg.mkPen("#ffffff"))
            plot.addItem(bar)
            bar.setToolTip(line_name(name))
            self.bars.append(bar)
            for i, v in enumerate(values):
                if v >= 0:
                    up[i] += v
                else:
                    down[i] += v
        self.stack_tops = up
        plot.setXRange(-0.6, len(seats) - 0.4)
        return plot

    def _make_round_table(self) -> QTableWidget:
        """Rows: the rounds; columns: the seats (the last row is the final score)."""
        config = self.match.config
        table = QTableWidget(len(self.rounds), len(self.scores), self)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setVerticalHeaderLabels([_("Round {n}", n=r) for r in self.rounds])
        for column, score in enumerate(self.scores):
            header = QTableWidgetItem(f"{config.name(score.seat)}")
            header.setForeground(QBrush(seat_colour(config, score.seat)))
            table.setHorizontalHeaderItem(column, header)
            for row, total in enumerate(self.round_totals[score.seat]):
                item = QTableWidgetItem(str(total))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2
        height += sum(table.rowHeight(r) for r in range(min(table.rowCount(), 8)))
        table.setFixedHeight(height)  # past eight rounds it scrolls
        return table

    def _make_round_chart(self) -> pg.PlotWidget:
        config = self.match.config
        plot = plot_widget(background="w")
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setLabel("bottom", _("round"))
        plot.setLabel("left", _("points"))
        plot.addLegend(offset=(8, 8), labelTextColor="#333")
        for score in self.scores:
            colour = seat_colour(config, score.seat)
            plot.plot(
                list(self.rounds),
                self.round_totals[score.seat],
                pen=pg.mkPen(colour, width=2.5),
                symbol="o",
                symbolSize=6,
                symbolBrush=colour,
                symbolPen=colour,
                name=f"{config.name(score.seat)}",
            )
        return plot
