"""The window's side column: the players table, what happened since your last move, your moves
(under the hints) and the game log.

:class:`SidePanels` builds them into two docks on the window's right and keeps them up to date
when the window asks; a move picked in the list is handed to the host (:class:`SideHost`), and a
hovered one is lit on the board.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from zsgames.core.game import Action, GameState
from zsgames.core.i18n import Text, _
from zsgames.ui.panels.hint_panel import HintPanel, moves_header
from zsgames.ui.panels.log_model import LogModel
from zsgames.ui.panels.log_view import LogView
from zsgames.ui.panels.score_model import ScoreModel
from zsgames.ui.panels.since_panel import SincePanel
from zsgames.ui.panels.wrapped_items import WrappedItems
from zsgames.ui.shared.live_text import keep
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.pieces import seat_colour, seat_colour_name
from zsgames.ui.shared.seat_symbols import seat_symbol_pixmap
from zsgames.ui.window.since_summary import SinceHost, SinceSummary

DOCK_MIN_WIDTH = 240  # the side docks
SIDE_WIDTH = 340  # the side column in a window wide enough (1114 px and wider)
#: what a narrower window keeps for the board (its view and the docks' 6-px separator): the boards'
#: smallest text (9.75 pt at 1:1) still reads at 8 pt on every board at 1024×700
BOARD_ROOM = 774
#: what the moves list shows: each move with its words, and the line shown when there is none
ShownActions = tuple[tuple[tuple[Action, str], ...], str]


class SideHost(SinceHost, Protocol):
    """What the side column needs of the window."""

    def play(self, action: Action) -> None: ...


def side_width(width: int) -> int:
    """The side column's width for a window ``width`` wide: 340 px in a wide window; in a narrower
    one what the board's :data:`BOARD_ROOM` leaves, never under the docks' minimum."""
    return max(DOCK_MIN_WIDTH + 10, min(SIDE_WIDTH, width - BOARD_ROOM))


class SidePanels:
    def __init__(self, window: QMainWindow, host: SideHost) -> None:
        self.window, self.host = window, host
        self._shown: ShownActions | None = None  # what the moves list shows (unchanged: not refilled)
        self.score_model = ScoreModel(window)
        self.players = players = QTableView()
        players.setModel(self.score_model)
        players.verticalHeader().hide()
        players.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        players.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        players.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        players.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        players.setShowGrid(False)
        players.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        players.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.actions_list = actions = QListWidget()
        keep(actions.setToolTip, Text("Your possible moves: double-click or press Enter to play one."))
        actions.setStyleSheet("QListWidget::item { padding: 4px 2px; }")
        actions.setWordWrap(True)
        actions.setTextElideMode(Qt.TextElideMode.ElideNone)
        actions.setResizeMode(QListView.ResizeMode.Adjust)
        actions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        actions.setMinimumHeight(44)
        actions.setItemDelegate(WrappedItems(actions))  # whole entries, Chinese names too
        actions.itemActivated.connect(self._activated)
        actions.currentItemChanged.connect(self._hovered)

        self.log_model = LogModel(window)
        self.log_view = LogView(self.log_model)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 6, 4)
        side_layout.addWidget(players)
        self.since_panel = SincePanel()
        side_layout.addWidget(self.since_panel)
        self.since = SinceSummary(host, self.since_panel)
        self.hint_panel = HintPanel()
        side_layout.addWidget(moves_header(Text("Your moves"), self.hint_panel))
        side_layout.addWidget(self.hint_panel)
        side_layout.addWidget(actions, 1)
        self.players_dock = self._dock(Text("Players"), "playersDock", side)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(6, 0, 6, 4)
        log_layout.addWidget(self.log_view)
        self.log_dock = self._dock(Text("Game log"), "logDock", log_box)
        self.log_dock.visibilityChanged.connect(self.log_view.set_in_front)  # behind a tab: laid out later

    def _dock(self, title: Text, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(self.window)
        keep(dock.setWindowTitle, title)
        dock.setObjectName(name)
        dock.setWidget(widget)
        features = QDockWidget.DockWidgetFeature
        dock.setFeatures(features.DockWidgetMovable | features.DockWidgetFloatable)
        dock.setMinimumWidth(DOCK_MIN_WIDTH)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def arrange(self) -> None:
        """One narrow column on the right: players and moves on top; below, the game log tabbed
        with any other side docks (history, charts), the first of those in front."""
        window, right = self.window, Qt.DockWidgetArea.RightDockWidgetArea
        others = [
            d
            for d in window.findChildren(QDockWidget)
            if d not in (self.players_dock, self.log_dock) and not d.isFloating() and window.dockWidgetArea(d) == right
        ]
        for dock in others:  # Qt will not move a dock that is already tabbed elsewhere: re-add it first
            visible = not dock.isHidden()
            window.removeDockWidget(dock)
            window.addDockWidget(right, dock)
            dock.setVisible(visible)
        for dock in others:
            window.tabifyDockWidget(self.log_dock, dock)
        if others:
            front = [d for d in others if d.objectName() == "historyDock"] or others
            front[0].raise_()
        self.fit_width()
        window.resizeDocks([self.players_dock, self.log_dock], [320, 480], Qt.Orientation.Vertical)

    def fit_width(self) -> None:
        """The column takes :func:`side_width` of the window's width."""
        self.window.resizeDocks([self.players_dock], [side_width(self.window.width())], Qt.Orientation.Horizontal)

    def fit_players(self) -> None:
        """The players table shows every seat without scrolling, at the current text size."""
        rows = self.score_model.rowCount()
        row_height = self.players.fontMetrics().height() + 12
        self.players.verticalHeader().setDefaultSectionSize(row_height)
        header = self.players.horizontalHeader().sizeHint().height()
        self.players.setFixedHeight(header + rows * row_height + 6)

    def new_game(self, model: MatchModel) -> None:
        """A row per seat (name, colour, who plays it) and the log in the seats' colours."""
        config = model.match.config
        colours = [seat_colour(config, s) for s in range(config.players)]
        seats = range(config.players)
        names = [seat_colour_name(config, s) for s in seats]
        dpr = self.players.devicePixelRatioF()
        symbols = [seat_symbol_pixmap(names[s], 14, dpr, s) for s in seats]
        controllers = [model.controller(s) for s in seats]
        self.score_model.reset([config.name(s) for s in seats], colours, controllers, symbols)
        self.log_model.set_colours(dict(enumerate(colours)), dict(enumerate(names)))
        self.fit_players()

    def clear(self, waiting: str) -> None:
        """No game on screen: no seats, no hints, no moves (``waiting`` says why)."""
        self.score_model.reset([], [], [])
        self.since.update(None, None)
        self.hint_panel.clear()
        self.fill_actions([], waiting)

    def forget_actions(self) -> None:
        """The next :meth:`fill_actions` fills the list even with the same moves (another game)."""
        self._shown = None

    def fill_actions(self, legal: list[Action], waiting: str = "") -> None:
        waiting = waiting or _("nothing to decide now")
        shown = (tuple((a, str(a)) for a in legal), "" if legal else waiting)
        actions = self.actions_list
        actions.blockSignals(True)
        if shown == self._shown:  # the same moves: the rows stay, no row is picked
            actions.setCurrentRow(-1)
            actions.blockSignals(False)
            return
        self._shown = shown
        actions.clear()
        for action in legal:
            item = QListWidgetItem(str(action))
            item.setToolTip(str(action))
            item.setData(Qt.ItemDataRole.UserRole, action)
            actions.addItem(item)
        if not legal:
            placeholder = QListWidgetItem(f"({waiting})")
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            actions.addItem(placeholder)
        actions.blockSignals(False)

    def select_row(self, action: Action) -> None:
        """Pick ``action``'s row without lighting it again on the board."""
        for row in range(self.actions_list.count()):
            if self.actions_list.item(row).data(Qt.ItemDataRole.UserRole) == action:
                self.actions_list.blockSignals(True)
                self.actions_list.setCurrentRow(row)
                self.actions_list.blockSignals(False)

    def _activated(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(action, Action):
            self.host.play(action)

    def _hovered(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        scene = self.host.scene
        if scene is None:
            return
        action = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        scene.highlight_actions([action] if isinstance(action, Action) else [])

    def update(self, model: MatchModel, view: GameState, viewer: int | None) -> None:
        """The live scores (the final ones once over) and the log as ``viewer`` may read it."""
        match, game = model.match, model.game
        over = match.is_over()
        scores = game.scores(match.state if over else view)
        winners = game.winner(match.state).winners if over else ()
        self.score_model.update(scores, [] if over else model.deciders(), winners)
        self.log_view.follow(match.steps, viewer)
        self.since.update(model, viewer)
