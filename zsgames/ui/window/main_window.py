"""The main window: board in the centre; players, your moves and the log at the side.

Everything on screen is redrawn from ``game.view(state, viewer)`` where the viewer is the human
whose decision it is (solo: the human seat; hot-seat while a bot thinks: nobody, so no secrets
show). Bots think in a worker thread (:mod:`zsgames.ui.background.bot_runner`); the privacy curtain hides
the board before a human's private decision when more than one human plays.

The window owns its parts and hands each what it needs: the menus (:func:`build_menus`, given the
commands), the files (:class:`GameFiles`), the bot turns (:class:`BotTurns`), the history docks
(:class:`HistoryExtras`), the View controls; the parts see the window only through small
protocols, and never import this module.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDockWidget,
    QHeaderView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from zsgames.core import registry
from zsgames.core.game import Action, Event, GameState
from zsgames.core.match import Match
from zsgames.core.text import plural
from zsgames.core.undo import UndoCheck
from zsgames.ui.background.autosave import AutosaveWriter
from zsgames.ui.background.bot_runner import BotRunner, Hint, HintRunner
from zsgames.ui.background.frame_gate import FrameGate
from zsgames.ui.background.prefetch import prefetch_later_modules
from zsgames.ui.background.stats_recorder import StatsRecorder
from zsgames.ui.background.tasks import Tasks
from zsgames.ui.boards import board_for
from zsgames.ui.boards.base import TABLE_COLOUR, BoardScene
from zsgames.ui.panels.banner import ElidedLabel
from zsgames.ui.panels.curtain import Curtain, private_texts
from zsgames.ui.panels.curtain_words import what_you_drew
from zsgames.ui.panels.hint_panel import HintPanel, moves_header
from zsgames.ui.panels.lesson_panel import LessonPanel
from zsgames.ui.panels.log_model import LogModel
from zsgames.ui.panels.log_view import LogView
from zsgames.ui.panels.score_model import ScoreModel
from zsgames.ui.panels.wrapped_items import WrappedItems
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.last_move import LastMove, headline, public_actions, since_human
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.shared.pieces import readable_on, seat_colour
from zsgames.ui.shared.resources import app_icon
from zsgames.ui.welcome.quick_game import quick_match
from zsgames.ui.welcome.welcome import WelcomeScene
from zsgames.ui.window.board_view import BoardView
from zsgames.ui.window.history_wiring import HistoryExtras
from zsgames.ui.window.turn_screen import Screen, curtain_screen, screen_for
from zsgames.ui.window.window_bots import BotTurns
from zsgames.ui.window.window_files import GameFiles, recent_paths, resume_offer
from zsgames.ui.window.window_fit import place
from zsgames.ui.window.window_help import rules_dialog, show_about
from zsgames.ui.window.window_lesson import Lessons
from zsgames.ui.window.window_menus import MenuCommands, MenuState, build_menus, stored_bot_delay
from zsgames.ui.window.window_view import ViewControls, scaled_font, set_text_scale

if TYPE_CHECKING:  # opened on demand: imported when first asked for, not at start-up
    from zsgames.ui.dialogs.arena_dialog import ArenaDialog
    from zsgames.ui.dialogs.new_game_dialog import NewGameDialog
    from zsgames.ui.dialogs.stats_dialog import StatsDialog

log = logging.getLogger(__name__)

BANNER_POINTS = 15.0
LAST_MOVE_WIDTH = 560  # the status bar's last-move tag asks for at most this (elided beyond)
DOCK_MIN_WIDTH = 240  # the side docks
SIDE_WIDTH = 340  # the side column at 1280 px and wider (narrower below: the board keeps the room)
#: which decision a hint or a held refresh answers: this game's model, this many moves, the last move
#: (empty without a game)
DecisionKey = tuple[int, int, Action | None] | tuple[()]
#: a held refresh of the panels: its decision, then what ``_refresh_panels`` is given
PendingPanels = tuple[DecisionKey, Screen, list[Action], GameState, list[LastMove]]
#: what the moves list shows: each move with its words, and the line shown when there is none
ShownActions = tuple[tuple[tuple[Action, str], ...], str]


def welcome_scene() -> WelcomeScene:
    """What the empty window shows: the three games to learn, start or read, and a way back in."""
    return WelcomeScene()


class MainWindow(QMainWindow):
    def __init__(self, bot_delay_ms: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("zsgames")
        self.setWindowIcon(app_icon())
        self.model: MatchModel | None = None
        self.scene: BoardScene | None = None
        self.viewer: int | None = None
        self.revealed_seat: int | None = None  # hot-seat: whose own private screen was shown last
        self.curtain_up = False
        self.end_dialog: QDialog | None = None
        self.last_error: QMessageBox | None = None
        self._shown_over = False
        self._pending_panels: PendingPanels | None = None  # the panels' refresh, held while the board stages
        self._shown_actions: ShownActions | None = None  # what the moves list shows (unchanged: not refilled)
        self._banner_shown: tuple[str, str] | None = None  # the banner's words and colour
        self._last_move_seat: int | None = None
        self.arena_dialog: ArenaDialog | None = None
        self.notice_for: tuple[int, list[str]] | None = None  # hot-seat: a secret draw to show its drawer
        self.text_scale = 1.0
        self.runner = BotRunner(self)
        self.runner.delay_ms = bot_delay_ms if bot_delay_ms is not None else stored_bot_delay()
        self.hints = HintRunner(self)
        self.hints.ready.connect(self._hint_ready)
        self.hints.failed.connect(self.show_refusal)
        self.bots = BotTurns(self.runner, self)
        self._build()
        self.lessons = Lessons(self, self.lesson_panel, self)  # Help ▸ Learn to play
        self._left_scene: BoardScene | None = None  # the board of a game left for the welcome table
        # bots think and autosaves write once the board has painted the move they follow
        frame = FrameGate(self.board_view.viewport(), self)
        self.runner.tasks.gate = frame
        # one writer for every game this window shows: a new game's autosave never lands before the last one's
        self.autosaver = AutosaveWriter(autosave_path(), self)
        self.autosaver.tasks.gate = frame
        self.autosaver.failed.connect(self._autosave_failed)
        # every game that ends here goes into the statistics, written off the GUI thread
        self.stats_recorder = StatsRecorder(parent=self)
        self.stats_recorder.problem.connect(lambda text: self.say(text, 15000))
        self.stats_recorder.recorded.connect(self._stats_recorded)
        self.stats_dialog: StatsDialog | None = None
        self.menus = build_menus(self, MenuCommands(
            new_game=self.open_new_game_dialog, open_file=lambda: self.files.open_dialog(),
            save=lambda: self.files.save(), save_as=lambda: self.files.save_as(), close_game=self.close_game,
            resume=lambda: self.files.resume(), set_bot_delay=self.bots.set_delay, quit=self.close,
            undo=self.undo, redo=self.redo, hint=self.ask_hint, arena=self.open_arena_dialog,
            rules=self.show_rules, about=lambda: show_about(self), statistics=self.open_stats_dialog,
            learn=self.learn_to_play),
            self.runner.delay_ms)
        self.files = GameFiles(self, self, self.menus.recent, self.menus.resume)
        self.autosaver.claimed.connect(self.files.autosave_claimed)  # the last run's game, kept first
        self.files.leave_guard.on_kept = self.autosaver.left_game_kept  # kept once, not twice
        self.view_controls = ViewControls(self, self.board_view, self.menus.view, self.set_text_scale)
        self.view_controls.add_dock(self.players_dock, "&Players && moves")
        self.view_controls.add_dock(self.log_dock, "Game &log")
        # history + score projection docks (with their View toggles), export log, report a problem
        self.extras = HistoryExtras(self, self, self.menus, self.view_controls, self.files.remember)
        self.view_controls.restore()  # the remembered text size, now that every dock is there
        self.arrange_docks()
        self._restore_geometry()
        self.refresh()

    # --- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        # one line of fixed height: a long prompt shrinks a little, then elides (full text as tooltip)
        self.banner = ElidedLabel("Start a game: Game ▸ New (Ctrl+N)", BANNER_POINTS, True, BANNER_POINTS - 3)
        self.banner.setObjectName("turnBanner")
        self.board_view = BoardView()
        self.board_view.setBackgroundBrush(TABLE_COLOUR)
        self.curtain = Curtain()
        self.curtain.revealed.connect(self.lift_curtain)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.board_view)
        self.stack.addWidget(self.curtain)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(0)
        left_layout.addWidget(self.banner)
        self.lesson_panel = LessonPanel()  # shown only during a lesson
        left_layout.addWidget(self.lesson_panel)
        left_layout.addWidget(self.stack, 1)

        self.score_model = ScoreModel(self)
        self.players = QTableView()
        self.players.setModel(self.score_model)
        self.players.verticalHeader().hide()
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.players.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.players.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.players.setShowGrid(False)
        self.players.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.actions_list = QListWidget()
        self.actions_list.setToolTip("Your possible moves: double-click or press Enter to play one.")
        self.actions_list.setStyleSheet("QListWidget::item { padding: 4px 2px; }")
        self.actions_list.setWordWrap(True)
        self.actions_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.actions_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.actions_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.actions_list.setMinimumHeight(44)
        self.actions_list.setItemDelegate(WrappedItems(self.actions_list))  # whole entries, Chinese names too
        self.actions_list.itemActivated.connect(self._action_activated)
        self.actions_list.currentItemChanged.connect(self._action_hovered)

        self.log_model = LogModel(self)
        self.log_view = LogView(self.log_model)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 6, 4)
        side_layout.addWidget(self.players)
        self.hint_panel = HintPanel()
        self.hint_panel.requested.connect(self.ask_hint)
        self.hint_panel.selected.connect(self.select_hint)
        side_layout.addWidget(moves_header("Your moves", self.hint_panel))
        side_layout.addWidget(self.hint_panel)
        side_layout.addWidget(self.actions_list, 1)
        self.players_dock = self._dock("Players", "playersDock", side)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(6, 0, 6, 4)
        log_layout.addWidget(self.log_view)
        self.log_dock = self._dock("Game log", "logDock", log_box)
        self.log_dock.visibilityChanged.connect(self.log_view.set_in_front)  # behind a tab: laid out later
        self.setCentralWidget(left)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        self.last_move = ElidedLabel("", scaled_font(1.0).pointSizeF(), max_width=LAST_MOVE_WIDTH,
                                     padding=(8, 1))
        self.last_move.setObjectName("lastMove")
        self.last_move.hide()
        self.statusBar().addPermanentWidget(self.last_move)
        self.statusBar().showMessage("Welcome to zsgames")
        self.resize(1280, 800)

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        features = QDockWidget.DockWidgetFeature
        dock.setFeatures(features.DockWidgetMovable | features.DockWidgetFloatable)
        dock.setMinimumWidth(DOCK_MIN_WIDTH)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def arrange_docks(self) -> None:
        """One narrow column on the right: players and moves on top; below, the game log tabbed
        with any other side docks (history, charts), the first of those in front."""
        right = Qt.DockWidgetArea.RightDockWidgetArea
        others = [
            d for d in self.findChildren(QDockWidget)
            if d not in (self.players_dock, self.log_dock) and not d.isFloating() and self.dockWidgetArea(d) == right
        ]
        for dock in others:  # Qt will not move a dock that is already tabbed elsewhere: re-add it first
            visible = not dock.isHidden()
            self.removeDockWidget(dock)
            self.addDockWidget(right, dock)
            dock.setVisible(visible)
        for dock in others:
            self.tabifyDockWidget(self.log_dock, dock)
        if others:
            front = [d for d in others if d.objectName() == "historyDock"] or others
            front[0].raise_()
        self.resizeDocks([self.players_dock], [self.side_width()], Qt.Orientation.Horizontal)
        self.resizeDocks([self.players_dock, self.log_dock], [320, 480], Qt.Orientation.Vertical)

    def _restore_geometry(self) -> None:
        """Where the window was last, if that is on a screen now; else fitted to the screen."""
        place(self, settings_store.window_geometry())

    # --- starting and ending games ----------------------------------------------------------------
    def start_match(self, match: Match, path: str | None = None, lesson: bool = False) -> None:
        """Show ``match`` (new, opened or resumed); any thinking bot of the old game is dropped.
        A ``lesson``'s game (:class:`Lessons`) is neither autosaved nor counted in the statistics."""
        self.lessons.leaving(match)
        self.bots.cancel()
        self.hints.cancel()
        self._pending_panels = None
        self._shown_actions = None
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog = None
        model = MatchModel(match, path, None if lesson else self.autosaver, self)
        old, self.model = self.model, model
        if old is not None:
            old.deleteLater()
        model.changed.connect(self.refresh)
        model.refused.connect(self.show_refusal)
        model.eventsAdded.connect(self._events_added)  # before ``changed``: the notice comes first
        model.gameOver.connect(self._game_over)
        if lesson:
            model.changed.connect(self.lessons.changed)  # the lesson remembers its step
        else:
            model.gameOver.connect(lambda: self.stats_recorder.record(model.match))  # once over, never before
        old_scene, self.scene = self.scene, board_for(match.game.name)(match.game)
        self.scene.pace_ms = self.runner.delay_ms
        self.scene.actionChosen.connect(self.play)
        self.scene.stagingDone.connect(self._flush_panels)
        self.scene.refused.connect(self.show_refusal)
        self.board_view.setScene(self.scene)
        if old_scene is not None:  # its slides stop before it goes (an animation must not outlive its items)
            old_scene.stop_slides()
        self.revealed_seat = None
        self._shown_over = match.is_over()
        model.autosave()
        names = [match.config.name(s) for s in range(match.config.players)]
        colours = [seat_colour(match.config, s) for s in range(match.config.players)]
        self.score_model.reset(names, colours, [model.controller(s) for s in range(match.config.players)])
        self.log_model.set_colours(dict(enumerate(colours)))
        title = match.game.display_name + (f" — {path}" if path else "")
        self.setWindowTitle(f"{title} · zsgames")
        self.notice_for = None
        self._fit_players_table()
        prefetch_later_modules(self)
        if match.steps:
            moves = plural(len(match.steps), "move")
            said = f"a finished game of {moves}" if match.is_over() else f"continuing after {moves}"
            self.statusBar().showMessage(f"{match.game.display_name}: {said}", 5000)
        else:
            self.statusBar().showMessage(f"New game of {match.game.display_name}", 5000)  # no seed: seed_policy
        self.refresh()

    def _fit_players_table(self) -> None:
        """The players table shows every seat without scrolling, at the current text size."""
        rows = self.score_model.rowCount()
        row_height = self.players.fontMetrics().height() + 12
        self.players.verticalHeader().setDefaultSectionSize(row_height)
        header = self.players.horizontalHeader().sizeHint().height()
        self.players.setFixedHeight(header + rows * row_height + 6)

    def set_text_scale(self, scale: float) -> None:
        """View ▸ Larger text: the window's own text (banner, panels, moves, log, history, status
        bar) at ``scale`` times the normal size; the board is not affected (it has its own zoom)."""
        self.text_scale = scale
        docks = [d for d in self.findChildren(QDockWidget)]
        set_text_scale([*docks, self.statusBar(), self.actions_list], scale)  # its style sheet stops the font
        self.banner.set_points(BANNER_POINTS * scale, (BANNER_POINTS - 3) * scale)
        self.last_move.set_points(scaled_font(scale).pointSizeF())
        self._fit_players_table()
        self.extras.restyle()

    def play(self, action: Action) -> None:
        """A human's action from the board or the list."""
        if self.model is None or self.curtain_up or self.notice_for is not None:
            return
        if action.seat != self.viewer:
            self.show_refusal("it is not your decision now")
            return
        if not self.lessons.allows(action):  # a lesson answers another move with what it teaches
            self.refresh()  # the dragged piece goes back to its place
            return
        self.model.apply(action)

    def _events_added(self, events: list[Event]) -> None:
        """Hot-seat: a person's own move drew something secret for them — keep it to show them
        before the screen passes on (see :meth:`refresh`)."""
        model = self.model
        if model is None or len(model.humans) < 2 or not model.match.steps:
            return
        seat = model.match.steps[-1].action.seat
        if not model.is_human(seat) or seat != self.viewer:
            return
        texts = private_texts(events, seat)
        if texts:
            self.notice_for = (seat, texts)

    def close_notice(self) -> None:
        """The drawer has read what they drew: pass the screen on."""
        if self.notice_for is None:
            return
        seat, self.notice_for = self.notice_for[0], None
        self.revealed_seat = seat  # their own private screen: their next private decision needs no curtain
        self.curtain.forget()
        self.refresh()

    def _bot_chose(self, action: Action) -> None:
        """A bot's move as the runner hands it over (the UI benchmark plays bots' moves here)."""
        self.bots.chose(action)

    def ask_hint(self) -> None:
        """Edit ▸ Hint: the Hard search from the deciding human's own view, off the GUI thread."""
        if self.model is None or self.curtain_up or self.viewer is None or self.viewer not in self.model.deciders():
            self.show_refusal("a hint is for the player deciding now")
            return
        self._hint_key = self._decision_key()
        self.hint_panel.thinking()
        self.statusBar().showMessage("Thinking about a hint…")
        self.hints.start(self.model.match, self.viewer)

    def _hint_ready(self, result: list[Hint]) -> None:
        if self.model is None or getattr(self, "_hint_key", None) != self._decision_key():
            return
        self.hint_panel.show_hints(result)
        if not result:
            return
        if self.scene is not None:
            self.scene.highlight_actions(self.hint_panel.hinted_actions())
        action, _win, reason = result[0]
        self._select_row(action)
        self.statusBar().showMessage(f"Hint: {action} — {reason}", 15000)

    def _decision_key(self) -> DecisionKey:
        """Which decision a hint answers: this game, this many moves, this last move."""
        if self.model is None:
            return ()
        steps = self.model.match.steps
        return (id(self.model), len(steps), steps[-1].action if steps else None)

    def select_hint(self, action: Action) -> None:
        """A click on a proposal selects it in the moves list and on the board; nothing is played."""
        self._select_row(action)
        if self.scene is not None:
            self.scene.highlight_actions([action])

    def _select_row(self, action: Action) -> None:
        for row in range(self.actions_list.count()):
            if self.actions_list.item(row).data(Qt.ItemDataRole.UserRole) == action:
                self.actions_list.blockSignals(True)
                self.actions_list.setCurrentRow(row)
                self.actions_list.blockSignals(False)

    def _game_over(self) -> None:
        if self._shown_over or self.model is None:
            return
        self._shown_over = True
        QTimer.singleShot(0, self.show_end_dialog)

    def show_end_dialog(self) -> None:
        if self.model is None or not self.model.match.is_over():
            return
        staging = self.scene.staging_ms() if self.scene is not None else 0
        if staging > 0:  # the board still stages the last move (Zooscape's last reveal): the end waits
            QTimer.singleShot(staging + 50, self.show_end_dialog)
            return
        if self.lessons.finished():  # a lesson ends with its own words and "Play a real game"
            return
        from zsgames.ui.dialogs.game_over_dialog import make_end_dialog

        dialog = make_end_dialog(self.model.match, self)
        if hasattr(dialog, "newGameRequested"):
            dialog.newGameRequested.connect(self.rematch)
        if hasattr(dialog, "saveRequested"):
            dialog.saveRequested.connect(self.files.save_as)
        dialog.finished.connect(lambda _result: self._end_dialog_closed(dialog))
        self.end_dialog = dialog
        dialog.open()

    def _end_dialog_closed(self, dialog: QDialog) -> None:
        """The end screen deletes itself once closed (one per finished game): forget it."""
        if self.end_dialog is dialog:
            self.end_dialog = None

    def rematch(self) -> None:
        """A new game with the same game, players and seats, and a fresh seed."""
        if self.model is None:
            return
        import random

        old = self.model.match
        self.start_match(Match(old.game, old.config, random.SystemRandom().randrange(1, 2**31)))

    # --- the one place the screen is brought up to date --------------------------------------------
    def refresh(self) -> None:
        model = self.model
        if model is None:
            self.stack.setCurrentWidget(self.board_view)
            self._set_banner("Pick a game below: learn it, or start one", None)
            if self.board_view.scene() is None:
                self._show_welcome()
            self._welcome.set_recent(recent_paths())
            self.log_view.follow([], None)  # no game: the log and the history hold nothing of the last one
            self._update_menus()
            self.extras.refresh()
            return
        match = model.match
        if self.notice_for is not None and self._show_notice():
            return
        screen = screen_for(model, self.revealed_seat)
        if self.notice_for is not None:  # the drawer moved on a public screen: their curtain first
            screen = curtain_screen(model, self.notice_for[0], screen.bot_seat)
        if screen.acting is not None and len(model.humans) > 1:  # a public screen needs the next curtain
            self.revealed_seat = screen.acting if screen.private else None
        legal = self.lessons.offered(model.legal(screen.acting))
        viewer = self.viewer = screen.viewer
        self._show_curtain(screen.curtain_for)
        # a finished game hides nothing: the final board shows every hand to everyone
        view = match.state if match.is_over() else model.view(viewer)
        moves = since_human(match, model.humans, viewer)
        if self.scene is not None and screen.curtain_for is None:
            self.scene.set_last_moves(public_actions(moves), headline(moves))
            self.scene.show(view, viewer, legal, match.config)
            self.lessons.light()
        if screen.bot_seat is not None:  # after the board is drawn: it may still be staging the last move
            self._start_bot(screen.bot_seat)
        staging = self.scene.staging_ms() if self.scene is not None and screen.curtain_for is None else 0
        if staging > 0:  # the panels tell what happened (and ask what is next) once the board has shown it
            assert self.scene is not None
            self._pending_panels = (self._decision_key(), screen, legal, view, moves)
            self._set_banner(self.scene.staging_text(), None)
            self._fill_actions([], "the board is showing what happened")
            self._update_menus()
            QTimer.singleShot(staging + 50, self._flush_panels)
            return
        self._pending_panels = None
        self._refresh_panels(screen, legal, view, moves)

    def _show_welcome(self) -> None:
        """The first screen; whether an unfinished game can be resumed is found off the GUI thread
        (the autosave is replayed to be sure it loads)."""
        welcome = self._welcome = welcome_scene()
        welcome.gameChosen.connect(self.open_new_game_dialog)
        welcome.quickGameWanted.connect(self.quick_game)
        welcome.lessonWanted.connect(self.learn_to_play)
        welcome.rulesWanted.connect(self.show_rules)
        welcome.resumeWanted.connect(lambda: self.files.resume())
        welcome.recentWanted.connect(lambda path: self.files.open(path))
        self.board_view.setScene(welcome)
        if autosave_path().is_file():
            self._resume_check = Tasks(self, "resume check")
            self._resume_check.start(lambda _job: resume_offer(), lambda found: self.files.offer_resume(welcome, found),
                                     lambda exc: log.warning("cannot tell whether a game can resume: %s", exc))

    def _flush_panels(self) -> None:
        """The board's staging ended (or was skipped): the panels catch up, if still current."""
        pending = self._pending_panels
        if pending is None or self.model is None or pending[0] != self._decision_key():
            self._pending_panels = None
            return
        left = self.scene.staging_ms() if self.scene is not None else 0
        if left > 0:  # still staging (a busy machine runs the board late): the panels wait on
            QTimer.singleShot(left + 50, self._flush_panels)
            return
        self._pending_panels = None
        self._refresh_panels(*pending[1:])

    def _refresh_panels(self, screen: Screen, legal: list[Action], view: GameState, moves: list[LastMove]) -> None:
        """The banner, the moves list, the hints, the last move, the scores, the log, the menus and
        the history, from what :meth:`refresh` worked out for the board."""
        assert self.model is not None
        self._set_banner(screen.banner, screen.banner_seat)
        self._fill_actions(legal, screen.waiting)
        self._refresh_hints(legal)
        self._mark_last_move(headline(moves))
        self._update_panels(view, self.viewer)
        self._update_menus()
        self.extras.refresh()
        self.lessons.update_panel()

    def _show_notice(self) -> bool:
        """Hot-seat: show the drawer what they drew, unless the screen stays theirs anyway; after a
        public screen (someone else may be looking) :meth:`refresh` puts their curtain up first."""
        assert self.model is not None and self.notice_for is not None
        seat, texts = self.notice_for
        if self.revealed_seat != seat:  # their last screen was public: someone else may be looking
            return False
        screen = screen_for(self.model, self.revealed_seat)
        if screen.viewer == seat and screen.curtain_for is None:
            self.notice_for = None  # their own board again: the log tells them
            return False
        self.curtain_up = True  # nobody else may act or look while the notice is up
        colour = seat_colour(self.model.match.config, seat)
        self.curtain.tell(seat, self.model.name(seat), colour, texts)
        self._set_banner(what_you_drew(self.model.name(seat)), seat)
        self._fill_actions([], "press Done to pass the computer on")
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.setFocus()
        self._update_menus()
        return True

    def _refresh_hints(self, legal: list[Action]) -> None:
        """Hints belong to one decision: dropped once the game moves on, re-lit after a redraw."""
        assert self.model is not None
        if getattr(self, "_hint_key", None) != self._decision_key() or not legal:
            self.hint_panel.clear()
        elif self.hint_panel.proposals and self.scene is not None:
            self.scene.highlight_actions(self.hint_panel.hinted_actions())

    def _mark_last_move(self, last: LastMove | None) -> None:
        """The last bot move stays named in the status bar until a human acts (boards mark it on
        the table too). Its words come from :mod:`zsgames.ui.shared.last_move`: a bot's secret choice
        never shows."""
        assert self.model is not None
        if last is None:
            self.last_move.hide()
            return
        colour = seat_colour(self.model.match.config, last.seat)
        text = f"Last move: {last.text}"
        if self.last_move.isHidden() or self.last_move.text() != text or self._last_move_seat != last.seat:
            self._last_move_seat = last.seat
            self.last_move.setText(text)
            self.last_move.set_colours(colour, readable_on(colour), 3)
            self.last_move.show()

    def _start_bot(self, seat: int) -> None:
        if self.lessons.active:  # a lesson's bots play the script's moves
            self.lessons.bot_turn()
            return
        self.bots.start(seat)

    def _show_curtain(self, seat: int | None) -> None:
        self.curtain_up = seat is not None
        if seat is None or self.model is None:
            self.stack.setCurrentWidget(self.board_view)
            return
        self.curtain.ask(seat, self.model.name(seat), seat_colour(self.model.match.config, seat))
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.setFocus()

    def lift_curtain(self) -> None:
        if self.notice_for is not None and self.curtain.texts:  # it told a player what they drew: Done
            self.close_notice()
            return
        if self.model is None or not self.curtain_up:
            return
        self.revealed_seat = self.curtain.seat
        self.refresh()

    def _set_banner(self, text: str, seat: int | None) -> None:
        colour = QColor("#5a4e3c")
        if seat is not None and self.model is not None:
            colour = seat_colour(self.model.match.config, seat)
        if (text, colour.name()) == self._banner_shown:
            return  # the same words in the same colour: nothing to lay out again
        self._banner_shown = (text, colour.name())
        self.banner.setText(text)
        self.banner.set_colours(colour, readable_on(colour))

    def _fill_actions(self, legal: list[Action], waiting: str = "nothing to decide now") -> None:
        shown = (tuple((a, str(a)) for a in legal), "" if legal else waiting)
        self.actions_list.blockSignals(True)
        if shown == self._shown_actions:  # the same moves: the rows stay, no row is picked
            self.actions_list.setCurrentRow(-1)
            self.actions_list.blockSignals(False)
            return
        self._shown_actions = shown
        self.actions_list.clear()
        for action in legal:
            item = QListWidgetItem(str(action))
            item.setToolTip(str(action))
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.actions_list.addItem(item)
        if not legal:
            placeholder = QListWidgetItem(f"({waiting})")
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.actions_list.addItem(placeholder)
        self.actions_list.blockSignals(False)

    def _action_activated(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(action, Action):
            self.play(action)

    def _action_hovered(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if self.scene is None:
            return
        action = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        self.scene.highlight_actions([action] if isinstance(action, Action) else [])

    def _update_panels(self, view: GameState, viewer: int | None) -> None:
        assert self.model is not None
        match, game = self.model.match, self.model.game
        over = match.is_over()
        scores = game.scores(match.state if over else view)
        winners = game.winner(match.state).winners if over else ()
        self.score_model.update(scores, [] if over else self.model.deciders(), winners)
        self.log_view.follow(match.steps, viewer)

    # --- looking back (the history part asks) -----------------------------------------------------
    def show_past(self, view: GameState, viewer: int | None, text: str) -> None:
        """The board at a past position, read-only (no legal moves), and the banner saying so."""
        if self.model is None or self.curtain_up or self.scene is None:
            return
        self.scene.set_last_moves([])  # the last move belongs to the live game, not to a past position
        self.scene.show(view, viewer, [], self.model.match.config)
        self._fill_actions([])
        self.say(text, 4000)
        self._set_banner(text, None)

    # --- menus and commands -----------------------------------------------------------------------
    def _update_menus(self) -> None:
        model = self.model
        can_hint = (model is not None and not self.curtain_up and self.viewer is not None
                    and self.viewer in model.deciders())
        undo = redo = None
        if model is not None and not self.curtain_up:
            seat = self._undo_seat()
            undo, redo = model.undo_check(seat), model.redo_check(seat)
        self.menus.update(MenuState(model is not None, autosave_path().is_file(), can_hint, undo, redo))
        self.hint_panel.button.setEnabled(can_hint)

    def open_new_game_dialog(self, game: str | None = None) -> NewGameDialog:
        """Game ▸ New, a welcome card, the first screen: the New-game dialog (see :class:`GameFiles`)."""
        return self.files.new_game(game)

    def _undo_seat(self) -> int | None:
        if self.model is None:
            return None
        return self.viewer if self.viewer is not None else self.model.default_viewer()

    def undo(self) -> None:
        """Edit ▸ Undo: takes back what the undo policy allows, else says why in the status bar."""
        if self.model is not None:
            self._step("undo", self.model.undo_check, self.model.undo)

    def redo(self) -> None:
        if self.model is not None:
            self._step("redo", self.model.redo_check, self.model.redo)

    def _step(self, word: str, check: Callable[[int | None], UndoCheck], step: Callable[[int | None], bool]) -> None:
        if self.curtain_up:
            return
        seat = self._undo_seat()
        allowed = check(seat)
        if not allowed:
            self.show_refusal(f"cannot {word}: {allowed.reason}")
            return
        self.bots.cancel()
        step(seat)

    def open_arena_dialog(self) -> ArenaDialog:
        """Tools ▸ Bot arena: a small bot-vs-bot tournament run in the background (non-modal)."""
        from zsgames.ui.dialogs.arena_dialog import ArenaDialog

        dialog = self.arena_dialog
        if dialog is None:
            dialog = self.arena_dialog = ArenaDialog(self)
            if self.model is not None:
                dialog.set_game(self.model.game.name)
        dialog.show()
        dialog.raise_()
        return dialog

    def open_stats_dialog(self) -> StatsDialog:
        """Tools ▸ Statistics: the recorded games' numbers (non-modal), the game in play chosen."""
        from zsgames.ui.dialogs.stats_dialog import StatsDialog

        dialog = self.stats_dialog
        if dialog is None:
            dialog = self.stats_dialog = StatsDialog(self.stats_recorder.store, self.open_recorded, self)
        # No waiting here for a game still being written (a locked file froze the window): the
        # dialog reads in the background, and reads again when the write lands (_stats_recorded).
        if self.model is not None:
            dialog.set_game(self.model.game.name)
        else:
            dialog.show_latest()
        dialog.show()
        dialog.raise_()
        return dialog

    def _stats_recorded(self, added: int) -> None:
        if added and self.stats_dialog is not None and self.stats_dialog.isVisible():
            self.stats_dialog.reload()

    def open_recorded(self, save: dict[str, Any], title: str) -> bool:
        """A recorded game from the statistics, opened with its history in front."""
        if not self.files.open_save(save, title):
            return False
        self.extras.history_dock.show()
        self.extras.history_dock.raise_()
        return True

    def quick_game(self, name: str) -> None:
        """A welcome card's Quick game: you against Normal bots at the game's usual table, at once."""
        try:
            match = quick_match(name)
        except (ValueError, TypeError) as exc:
            self.show_error("Cannot start this game", str(exc))
            return
        self.files.leave_guard.then(f"start a quick game of {match.game.display_name}",
                                    lambda: self.start_match(match))

    def learn_to_play(self, name: str) -> QMessageBox | None:
        """Help ▸ Learn to play ``name`` (and a welcome card's button): its lesson, offered to
        resume where it was left (:class:`Lessons`)."""
        from zsgames.lessons.lesson import has_lesson

        if not has_lesson(name):  # no guided lesson for this game yet: its rules help instead
            self.show_rules(name)
            self.statusBar().showMessage(f"No guided lesson for {registry.get(name).display_name} yet: "
                                         "here are its rules.", 8000)
            return None
        return self.lessons.learn(name)

    def close_game(self) -> None:
        """Game ▸ Close game: back to the first screen. Nothing is asked and nothing is lost: an
        unfinished game is in its autosave, which the welcome offers under Resume; a lesson keeps
        its step, as Leave lesson does."""
        if self.model is None:
            return
        if self.lessons.active:
            self.lessons.leave()
            return
        self.autosaver.flush()  # the welcome's Resume reads the file: the last move is in it
        self.leave_game()

    def leave_game(self) -> None:
        """Back to the welcome table (Leave lesson): the game on screen is put away."""
        self.bots.cancel()
        self.hints.cancel()
        self._pending_panels = None
        self._shown_actions = None
        old, self.model = self.model, None
        if old is not None:
            old.deleteLater()
        old_scene, self.scene = self.scene, None
        if old_scene is not None:
            old_scene.stop_slides()
        self._left_scene = old_scene  # kept until the next leave: Qt may still hold its items this turn
        self.board_view.setScene(None)  # the welcome table comes back (refresh)
        self.viewer = self.revealed_seat = None
        self.curtain_up = False
        self.notice_for = None
        self.score_model.reset([], [], [])
        self.hint_panel.clear()
        self.last_move.hide()
        self._fill_actions([], "no game is in play")
        self.setWindowTitle("zsgames")
        self.refresh()

    def show_rules(self, name: str | None = None) -> None:
        """The rules of ``name`` (Help ▸ Rules of each game, a welcome card's link), else of the
        game in play (F1)."""
        if name is not None:
            game = registry.get(name)
        elif self.model is not None:
            game = self.model.game
        else:
            self.show_refusal("no game is in play: Help ▸ Rules of each game shows any game's rules")
            return
        self.rules_dialog = rules_dialog(self, game)

    # --- messages -------------------------------------------------------------------------------
    def say(self, text: str, ms: int) -> None:
        """A message in the status bar for ``ms`` milliseconds."""
        self.statusBar().showMessage(text, ms)

    def show_refusal(self, reason: str) -> None:
        if reason:
            self.statusBar().showMessage(reason[:1].upper() + reason[1:], 8000)

    def _autosave_failed(self, text: str) -> None:
        self.show_error("Autosave failed", text)
        self.say(text, 30000)  # still in view once the box is closed

    def show_error(self, title: str, text: str) -> None:
        """A non-blocking warning box (kept in ``last_error`` for tests)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per error: gone once closed
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_error = box
        box.open()

    # --- size ------------------------------------------------------------------------------------
    def side_width(self, width: int | None = None) -> int:
        """The side column's width for a window ``width`` wide: 340 px from 1260 px up, narrower
        below (never under the docks' minimum), so a small window keeps most of it for the board."""
        width = self.width() if width is None else width
        return max(DOCK_MIN_WIDTH + 10, min(SIDE_WIDTH, round(width * 0.27)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.resizeDocks([self.players_dock], [self.side_width()], Qt.Orientation.Horizontal)

    # --- closing --------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.lessons.shutdown()  # a lesson on screen resumes at this step next time
        self.runner.shutdown(wait_ms=200)
        self.hints.shutdown(wait_ms=200)
        self.autosaver.flush()  # the last move is on disk before the window goes
        self.stats_recorder.flush()  # and the game that has just ended is in the statistics
        if self.arena_dialog is not None:
            self.arena_dialog.cancel()
        settings_store.write(settings_store.WINDOW_GEOMETRY, self.saveGeometry())
        super().closeEvent(event)
