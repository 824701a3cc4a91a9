"""The main window: board in the centre; players, your moves and the log at the side.

Everything on screen is redrawn from ``game.view(state, viewer)`` where the viewer is the human
whose decision it is (solo: the human seat; hot-seat while a bot thinks: nobody, so no secrets
show). Bots think in a worker thread (:mod:`zsgames.ui.background.bot_runner`); the privacy curtain
(:class:`HotSeat`) hides the board before a human's private decision when more than one human plays.

The window owns its parts and hands each what it needs: menus, files, bot turns, hints, undo, the
side column, the turn lines, the hot seat, the end screen, Tools, Help, the welcome table, the
history docks, the View controls; they see the window only through small protocols, and never
import this module. :meth:`MainWindow.refresh` is the one place the screen is brought up to date.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent, QColor, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from zsgames.core.game import Action, GameState
from zsgames.core.i18n import Text, _
from zsgames.core.match import Match
from zsgames.ui.background.autosave import AutosaveWriter
from zsgames.ui.background.bot_runner import BotRunner
from zsgames.ui.background.frame_gate import FrameGate
from zsgames.ui.background.prefetch import prefetch_later_modules
from zsgames.ui.background.stats_recorder import StatsRecorder
from zsgames.ui.boards import board_for
from zsgames.ui.boards.base import TABLE_COLOUR, BoardScene
from zsgames.ui.dialogs.warning_box import open_warning
from zsgames.ui.panels.curtain import Curtain
from zsgames.ui.panels.lesson_panel import LessonPanel
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.last_move import LastMove, headline, public_actions, since_human
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.shared.pieces import seat_colour
from zsgames.ui.shared.resources import app_icon
from zsgames.ui.window.board_view import BoardView
from zsgames.ui.window.end_of_turn import EndOfTurnConfirm
from zsgames.ui.window.history_wiring import HistoryExtras
from zsgames.ui.window.hot_seat import HotSeat
from zsgames.ui.window.side_panels import SidePanels
from zsgames.ui.window.turn_screen import Screen, curtain_screen, screen_for
from zsgames.ui.window.window_bots import BotTurns
from zsgames.ui.window.window_edit import EditCommands
from zsgames.ui.window.window_end import GameEnd
from zsgames.ui.window.window_files import GameFiles
from zsgames.ui.window.window_fit import place
from zsgames.ui.window.window_help import HelpCommands
from zsgames.ui.window.window_hints import DecisionKey, Hints, decision_key
from zsgames.ui.window.window_language import LanguageMenu, retranslate_window, window_title
from zsgames.ui.window.window_lesson import Lessons
from zsgames.ui.window.window_menus import MenuState, build_menus, stored_bot_delay, window_commands
from zsgames.ui.window.window_sound import SoundCues
from zsgames.ui.window.window_status import TurnLines, opened_text
from zsgames.ui.window.window_tools import ToolDialogs
from zsgames.ui.window.window_view import ViewControls
from zsgames.ui.window.window_welcome import WelcomeTable

if TYPE_CHECKING:  # opened on demand: imported when first asked for, not at start-up
    from zsgames.ui.dialogs.new_game_dialog import NewGameDialog

log = logging.getLogger(__name__)

#: a held refresh of the panels: its decision, then what ``_refresh_panels`` is given
PendingPanels = tuple[DecisionKey, Screen, list[Action], GameState, list[LastMove]]


class MainWindow(QMainWindow):
    files: GameFiles  # made once the menus are: their commands reach it through lambdas
    extras: HistoryExtras

    def __init__(self, bot_delay_ms: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("zsgames")
        self.setWindowIcon(app_icon())
        self.model: MatchModel | None = None
        self.scene: BoardScene | None = None
        self.viewer: int | None = None
        self.revealed_seat: int | None = None  # hot-seat: whose own private screen was shown last
        self.curtain_up = False
        self.last_error: QMessageBox | None = None
        self._pending_panels: PendingPanels | None = None  # the panels' refresh, held while the board stages
        self.notice_for: tuple[int, list[str]] | None = None  # hot-seat: a secret draw to show its drawer
        self.runner = BotRunner(self)
        self.runner.delay_ms = bot_delay_ms if bot_delay_ms is not None else stored_bot_delay()
        self.bots = BotTurns(self.runner, self)
        self.edit = EditCommands(self, self.bots.cancel)  # Edit ▸ Undo, Redo
        self._build()
        self.hinting = Hints(self, self, self.side)  # Edit ▸ Hint
        self.hints = self.hinting.runner
        self.lessons = Lessons(self, self.lesson_panel, self)  # a lesson on the board
        self.help_commands = HelpCommands(self, self, self.lessons.learn)  # Help ▸ Learn to play, Rules, About
        self.ending = GameEnd(self, self, self.lessons.finished, lambda: self.files.save_as())
        self.welcome = WelcomeTable(self, self, self.board_view)
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
        self.tools = ToolDialogs(
            self,
            lambda: self.model,
            self.stats_recorder,  # Tools ▸ arena, statistics
            lambda save, title: self.files.open_save(save, title),
            lambda: self.extras.history_dock,
        )
        self.menus = build_menus(self, window_commands(self), self.runner.delay_ms)
        self.files = GameFiles(self, self, self.menus.recent, self.menus.resume)
        self.end_of_turn = EndOfTurnConfirm(self, self.menus.game, self.menus.before_quit)
        self.autosaver.claimed.connect(self.files.autosave_claimed)  # the last run's game, kept first
        self.files.leave_guard.on_kept = self.autosaver.left_game_kept  # kept once, not twice
        self.view_controls = ViewControls(self, self, self.board_view, self.menus.view)
        self.view_controls.add_dock(self.players_dock, Text("&Players && moves"))
        self.view_controls.add_dock(self.log_dock, Text("Game &log"))
        # history + score projection docks (with their View toggles), export log, report a problem
        self.extras = HistoryExtras(self, self, self.menus, self.view_controls, self.files.remember)
        self.view_controls.restore()  # the remembered text size, now that every dock is there
        self.sounds = SoundCues(self, self.menus.view)  # View ▸ Sound, Sound volume; the moves' effects
        self.language = LanguageMenu(self, self, self.menus.view)  # View ▸ Language
        self.side.arrange()
        place(self, settings_store.window_geometry())  # where it was last, if on a screen; else fitted
        self.refresh()

    # --- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.turn_lines = TurnLines(self.statusBar())  # the banner and the status bar's last move
        self.banner, self.last_move = self.turn_lines.banner, self.turn_lines.last_move
        self.board_view = BoardView()
        self.board_view.setBackgroundBrush(TABLE_COLOUR)
        self.curtain = Curtain()
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
        self.side = side = SidePanels(self, self)  # players, your moves, hints, the game log
        self.score_model, self.players, self.actions_list = side.score_model, side.players, side.actions_list
        self.log_model, self.log_view, self.hint_panel = side.log_model, side.log_view, side.hint_panel
        self.players_dock, self.log_dock = side.players_dock, side.log_dock
        self.hot_seat = HotSeat(self, self.stack, self.board_view, self.curtain, side)  # the curtain, a notice
        self.curtain.revealed.connect(self.hot_seat.lift)
        self.setCentralWidget(left)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        self.statusBar().showMessage(_("Welcome to zsgames"))
        self.resize(1280, 800)

    # --- starting and ending games ----------------------------------------------------------------
    def start_match(self, match: Match, path: str | None = None, lesson: bool = False) -> None:
        """Show ``match`` (new, opened or resumed); any thinking bot of the old game is dropped.
        A ``lesson``'s game (:class:`Lessons`) is neither autosaved nor counted in the statistics."""
        self.lessons.leaving(match)
        self._stop_work()
        self.ending.new_game(match.is_over())
        model = MatchModel(match, path, None if lesson else self.autosaver, self)
        old, self.model = self.model, model
        if old is not None:
            old.deleteLater()
        model.changed.connect(self.refresh)
        model.refused.connect(self.show_refusal)
        model.eventsAdded.connect(self.hot_seat.events_added)  # before ``changed``: the notice comes first
        model.gameOver.connect(self.ending.over)
        self.sounds.follow(model)
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
        model.autosave()
        self.side.new_game(model)
        self._show_title()
        self.notice_for = None
        prefetch_later_modules(self)
        self.say(opened_text(match), 5000)
        self.refresh()

    def _show_title(self) -> None:
        self.setWindowTitle(window_title(self.model))

    def retranslate(self) -> None:
        """Every text on screen in the language now in use (View ▸ Language)."""
        retranslate_window(self)

    def play(self, action: Action) -> None:
        """A human's action from the board or the list."""
        if self.model is None or self.curtain_up or self.notice_for is not None:
            return
        if action.seat != self.viewer:
            self.show_refusal(_("it is not your decision now"))
            return
        # a lesson answers another move with what it teaches; a confirmed end of turn may be taken back
        if not self.lessons.allows(action) or not self.end_of_turn.confirmed(self.model.match.game.info, action):
            self.refresh()  # the dragged piece goes back to its place
            return
        self.model.apply(action)

    # --- the one place the screen is brought up to date --------------------------------------------
    def refresh(self) -> None:
        model = self.model
        if model is None:
            self.stack.setCurrentWidget(self.board_view)
            self.set_banner(_("Pick a game below: learn it, or start one"), None)
            self.welcome.show()
            self.log_view.follow([], None)  # no game: the log and the history hold nothing of the last one
            self.update_menus()
            self.extras.refresh()
            return
        match = model.match
        if self.notice_for is not None and self.hot_seat.show_notice():
            return
        screen = screen_for(model, self.revealed_seat)
        if self.notice_for is not None:  # the drawer moved on a public screen: their curtain first
            screen = curtain_screen(model, self.notice_for[0], screen.bot_seat)
        if screen.acting is not None and len(model.humans) > 1:  # a public screen needs the next curtain
            self.revealed_seat = screen.acting if screen.private else None
        legal = self.lessons.offered(model.legal(screen.acting))
        viewer = self.viewer = screen.viewer
        self.hot_seat.show_curtain(screen.curtain_for)
        # a finished game hides nothing: the final board shows every hand to everyone
        view = match.state if match.is_over() else model.view(viewer)
        moves = since_human(match, model.humans, viewer)
        if self.scene is not None and screen.curtain_for is None:
            self.scene.last_moves.set_last_moves(public_actions(moves), headline(moves))
            self.scene.show(view, viewer, legal, match.config)
            self.lessons.light()
        if screen.bot_seat is not None and self.lessons.active:  # a lesson's bots play the script's moves
            self.lessons.bot_turn()
        elif screen.bot_seat is not None:  # after the board is drawn: it may still be staging the last move
            self.bots.start(screen.bot_seat)
        staging = self.scene.staging_ms() if self.scene is not None and screen.curtain_for is None else 0
        if staging > 0:  # the panels tell what happened (and ask what is next) once the board has shown it
            assert self.scene is not None
            self._pending_panels = (decision_key(self.model), screen, legal, view, moves)
            self.set_banner(self.scene.staging_text(), None)
            self.side.fill_actions([], _("the board is showing what happened"))
            self.update_menus()
            QTimer.singleShot(staging + 50, self._flush_panels)
            return
        self._pending_panels = None
        self._refresh_panels(screen, legal, view, moves)

    def _flush_panels(self) -> None:
        """The board's staging ended (or was skipped): the panels catch up, if still current."""
        pending = self._pending_panels
        if pending is None or self.model is None or pending[0] != decision_key(self.model):
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
        self.set_banner(screen.banner, screen.banner_seat)
        self.side.fill_actions(legal, _(screen.waiting))  # a marked default, or words already rendered
        self.hinting.refresh(legal)
        last = headline(moves)
        self.turn_lines.mark_last_move(last, self._colour(last.seat) if last is not None else None)
        self.side.update(self.model, view, self.viewer)
        self.update_menus()
        self.extras.refresh()
        self.lessons.update_panel()

    def lift_curtain(self) -> None:
        """Hot-seat: the named player is there (the curtain's button, a click, Enter)."""
        self.hot_seat.lift()

    def set_banner(self, text: str, seat: int | None) -> None:
        self.turn_lines.set_banner(text, self._colour(seat))

    def _colour(self, seat: int | None) -> QColor | None:
        """``seat``'s colour in the game in play (None: no seat, or no game)."""
        return None if seat is None or self.model is None else seat_colour(self.model.match.config, seat)

    # --- looking back (the history part asks) -----------------------------------------------------
    def show_past(self, view: GameState, viewer: int | None, text: str) -> None:
        """The board at a past position, read-only (no legal moves), and the banner saying so."""
        if self.model is None or self.curtain_up or self.scene is None:
            return
        self.scene.last_moves.set_last_moves([])  # the last move belongs to the live game, not to a past position
        self.scene.show(view, viewer, [], self.model.match.config)
        self.side.fill_actions([])
        self.say(text, 4000)
        self.set_banner(text, None)

    # --- menus and commands -----------------------------------------------------------------------
    def update_menus(self) -> None:
        model = self.model
        can_hint = (
            model is not None and not self.curtain_up and self.viewer is not None and self.viewer in model.deciders()
        )
        undo, redo = self.edit.checks()
        self.menus.update(MenuState(model is not None, autosave_path().is_file(), can_hint, undo, redo))
        self.hint_panel.button.setEnabled(can_hint)

    def open_new_game_dialog(self, game: str | None = None) -> NewGameDialog:
        """Game ▸ New, a welcome card, the first screen: the New-game dialog (see :class:`GameFiles`)."""
        return self.files.new_game(game)

    def close_game(self) -> None:
        """Game ▸ Close game: back to the first screen, nothing asked, nothing lost (the welcome
        offers the autosave under Resume; a lesson keeps its step, as Leave lesson does)."""
        if self.model is None:
            return
        if self.lessons.active:
            self.lessons.leave()
            return
        self.autosaver.flush()  # the welcome's Resume reads the file: the last move is in it
        self.leave_game()

    def _stop_work(self) -> None:
        """The game on screen is being replaced: its bots, hints and held panels stop."""
        self.bots.cancel()
        self.hints.cancel()
        self.side.forget_actions()
        self._pending_panels = None

    def leave_game(self) -> None:
        """Back to the welcome table (Leave lesson): the game on screen is put away."""
        self._stop_work()
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
        self.side.clear(_("no game is in play"))
        self.last_move.hide()
        self.setWindowTitle("zsgames")
        self.refresh()

    # --- messages -------------------------------------------------------------------------------
    def say(self, text: str, ms: int) -> None:
        """A message in the status bar for ``ms`` milliseconds."""
        self.statusBar().showMessage(text, ms)

    def show_refusal(self, reason: str) -> None:
        if reason:
            self.statusBar().showMessage(reason[:1].upper() + reason[1:], 8000)

    def _autosave_failed(self, text: str) -> None:
        self.show_error(_("Autosave failed"), text)
        self.say(text, 30000)  # still in view once the box is closed

    def show_error(self, title: str, text: str) -> None:
        """A non-blocking warning box (kept in ``last_error`` for tests)."""
        self.last_error = open_warning(self, title, text)

    # --- size and closing ---------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.side.fit_width()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.lessons.shutdown()  # a lesson on screen resumes at this step next time
        self.runner.shutdown(wait_ms=200)
        self.hints.shutdown(wait_ms=200)
        self.autosaver.flush()  # the last move is on disk before the window goes
        self.stats_recorder.flush()  # and the game that has just ended is in the statistics
        self.tools.close()  # a running tournament stops
        settings_store.write(settings_store.WINDOW_GEOMETRY, self.saveGeometry())
        super().closeEvent(event)
