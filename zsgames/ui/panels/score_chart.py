"""Live score projection: each seat's score "if the game ended now", one line per seat, by round.

Scores come from ``game.scores`` on the *viewer's view* of each state, so a projection never
counts what the viewer could not see (another seat's secret cards count as the game scores an
unknown card); every game's ``scores`` reads a view (the conformance check asks every view).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from zsgames.core.game import Game, GameConfig, Score
from zsgames.core.match import Match

#: pyqtgraph's marker for each seat symbol: the curves and the legend carry the seat's shape
CHART_SYMBOLS = {
    "circle": "o",
    "triangle": "t1",
    "square": "s",
    "diamond": "d",
    "star": "star",
    "cross": "+",
    "hexagon": "h",
    "pentagon": "p",
    "down_triangle": "t",
    "saltire": "x",
}


def seat_symbol(config: GameConfig, seat: int) -> str:
    from zsgames.ui.shared.seat_symbols import seat_symbol as symbol_of_seat

    return symbol_of_seat(config, seat)


def seat_colour(config: GameConfig | None, seat: int | None) -> QColor:
    """The colour of ``seat``, the same as on the board and in the players table."""
    from zsgames.ui.shared.pieces import seat_colour as board_colour

    return board_colour(config, seat)


def scores_seen_by(game: Game[Any], state: Any, viewer: int | None) -> list[Score]:
    """``game.scores`` of what ``viewer`` can see (``None``: public facts only; a finished game:
    the true final scores)."""
    if game.is_over(state):
        return game.scores(state)
    return game.scores(game.view(state, viewer))


@dataclass(frozen=True)
class Series:
    """x = rounds (the last point is "now"), y[seat] = projected totals."""

    rounds: tuple[float, ...]
    totals: tuple[tuple[int, ...], ...]  # per seat


def projection(match: Match, viewer: int | None, upto: int | None = None) -> Series:
    """Projected totals at the start (round 0 point), at the end of each round, and now.

    ``upto`` limits the history to the first ``upto`` actions (the history slider's position).
    """
    game = match.game
    end = len(match.steps) if upto is None else max(0, min(upto, len(match.steps)))
    points: list[tuple[float, Any]] = [(0.0, match.initial_state)]
    previous_round = game.round_of(match.initial_state)
    for index in range(1, end + 1):
        state = match.state_at(index)
        current_round = game.round_of(state)
        if current_round != previous_round:  # the first state of a new round: the last one closed
            points.append((float(previous_round), state))
            previous_round = current_round
    now = match.state_at(end)
    if points[-1][1] is not now:  # "now" is mid-round (a finished game: its last round's end)
        x_now = float(previous_round) if game.is_over(now) else previous_round - 0.5
        points.append((max(x_now, points[-1][0] + 0.01), now))
    players = match.config.players
    rows: list[list[int]] = [[] for _ in range(players)]
    rounds: list[float] = []
    for x, state in points:
        rounds.append(x)
        by_seat = {s.seat: s.total for s in scores_seen_by(game, state, viewer)}
        for seat in range(players):
            rows[seat].append(by_seat.get(seat, 0))
    return Series(tuple(rounds), tuple(tuple(r) for r in rows))


MIN_SPAN = 5  # the smallest span of points the chart shows


class ScoreChart(QWidget):
    """A pyqtgraph line chart of :func:`projection`; call :meth:`refresh` after every action."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.viewer: int | None = None
        self.upto: int | None = None
        self.series: Series | None = None
        self.title = QLabel("Score if the game ended now")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.plot = pg.PlotWidget(background="w")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setLabel("bottom", "round")
        self.plot.getAxis("bottom").setTickSpacing(1, 1)
        self.plot.setLabel("left", "points")
        self.plot.getAxis("left").enableAutoSIPrefix(False)  # points are whole numbers: never "(x0.001)"
        self.legend = self.plot.addLegend(offset=(8, 8), labelTextColor="#333")
        self.curves: list[Any] = []
        self._curves_for: Match | None = None  # the match the curves were made for
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.plot, 1)
        self.setMinimumSize(260, 180)

    def set_match(self, match: Match | None, viewer: int | None = None) -> None:
        self.match, self.viewer, self.upto = match, viewer, None
        self.refresh()

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.refresh()

    def set_position(self, upto: int | None) -> None:
        """Show the projection up to an earlier point (``None``: up to now)."""
        self.upto = upto
        self.refresh()

    def refresh(self) -> None:
        """Recompute the projection; the curves are reused while the same match is shown."""
        if self.match is None:
            self.plot.clear()
            self.legend.clear()
            self.curves, self.series, self._curves_for = [], None, None
            return
        config = self.match.config
        self.series = projection(self.match, self.viewer, self.upto)
        if self._curves_for is not self.match:
            self.plot.clear()
            self.legend.clear()
            self.curves = []
            for seat in range(config.players):
                colour = seat_colour(config, seat)
                pen = pg.mkPen(colour, width=2.5)
                curve = self.plot.plot(
                    [],
                    [],
                    pen=pen,
                    symbol=CHART_SYMBOLS[seat_symbol(config, seat)],
                    symbolSize=8,
                    symbolBrush=colour,
                    symbolPen=colour,
                    name=f"{config.name(seat)}",
                )
                self.curves.append(curve)
            self._curves_for = self.match
        for curve, totals in zip(self.curves, self.series.totals, strict=True):
            curve.setData(list(self.series.rounds), list(totals))
        self._fit(self.series)

    def _fit(self, series: Series) -> None:
        """A range that reads at a glance: from 0 (or the lowest score) to a few points above the
        highest, and at least the first round wide (all scores 0 at the start would zoom onto 0)."""
        values = [v for totals in series.totals for v in totals]
        low = min(0, *values) if values else 0
        high = max(low + MIN_SPAN, *values) if values else MIN_SPAN
        self.plot.setYRange(low, high, padding=0.05)
        self.plot.setXRange(0, max(1.0, *series.rounds) if series.rounds else 1.0, padding=0.03)

    def curve_data(self) -> Sequence[tuple[list[float], list[float]]]:
        """What is drawn, per seat (for tests)."""
        return [tuple(map(list, c.getData())) for c in self.curves]  # type: ignore[misc]
