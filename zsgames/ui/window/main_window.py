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
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from zsgames.core import registry
from zsgames.core.game import Action, Event, GameState
from zsgames.core.match import Match
from zsgames.core.text import plural
from zsgames.core.undo import UndoCheck
from zsgames.ui.background.autosave import AutosaveWriter
from zsgames.ui.background.bot_runner import BotRunner
from zsgames.ui.background.frame_gate import FrameGate
from zsgames.ui.background.prefetch import prefetch_later_modules
from zsgames.ui.background.stats_recorder import StatsRecorder
from zsgames.ui.boards import board_for
from zsgames.ui.boards.base import TABLE_COLOUR, BoardScene
from zsgames.ui.panels.curtain import Curtain, private_texts
from zsgames.ui.panels.curtain_words import what_you_drew
from zsgames.ui.panels.lesson_panel import LessonPanel
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.last_move import LastMove, headline, public_actions, since_human
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.shared.pieces import seat_colour
from zsgames.ui.shared.resources import app_icon
from zsgames.ui.window.board_view import BoardView
from zsgames.ui.window.history_wiring import HistoryExtras
from zsgames.ui.window.side_panels import SidePanels
from zsgames.ui.window.turn_screen import Screen, curtain_screen, screen_for
from zsgames.ui.window.window_bots import BotTurns
from zsgames.ui.window.window_end import GameEnd
from zsgames.ui.window.window_files import GameFiles
from zsgames.ui.window.window_fit import place
from zsgames.ui.window.window_help import rules_dialog, show_about
from zsgames.ui.window.window_hints import DecisionKey, Hints, decision_key
from zsgames.ui.window.window_lesson import Lessons
from zsgames.ui.window.window_menus import MenuCommands, MenuState, build_menus, stored_bot_delay
from zsgames.ui.window.window_status import TurnLines
from zsgames.ui.window.window_tools import ToolDialogs
from zsgames.ui.window.window_view import ViewControls, set_text_scale
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
        self.text_scale = 1.0
        self.runner = BotRunner(self)
        self.runner.delay_ms = bot_delay_ms if bot_delay_ms is not None else stored_bot_delay()
        self.bots = BotTurns(self.runner, self)
        self._build()
        self.hinting = Hints(self, self, self.side)  # Edit ▸ Hint
        self.hints = self.hinting.runner
        self.lessons = Lessons(self, self.lesson_panel, self)  # Help ▸ Learn to play
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
        self.tools = ToolDialogs(self, lambda: self.model, self.stats_recorder,  # Tools ▸ arena, statistics
                                 lambda save, title: self.files.open_save(save, title),
                                 lambda: self.extras.history_dock)
        self.menus = build_menus(self, MenuCommands(
            new_game=self.open_new_game_dialog, open_file=lambda: self.files.open_dialog(),
            save=lambda: self.files.save(), save_as=lambda: self.files.save_as(), close_game=self.close_game,
            resume=lambda: self.files.resume(), set_bot_delay=self.bots.set_delay, quit=self.close,
            undo=self.undo, redo=self.redo, hint=self.hinting.ask, arena=self.tools.open_arena,
            rules=self.show_rules, about=lambda: show_about(self), statistics=self.tools.open_stats,
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
        self.side.arrange()
        self._restore_geometry()
        self.refresh()

    # --- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.turn_lines = TurnLines(self.statusBar())  # the banner and the status bar's last move
        self.banner, self.last_move = self.turn_lines.banner, self.turn_lines.last_move
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
        self.side = side = SidePanels(self, self)  # players, your moves, hints, the game log
        self.score_model, self.players, self.actions_list = side.score_model, side.players, side.actions_list
        self.log_model, self.log_view, self.hint_panel = side.log_model, side.log_view, side.hint_panel
        self.players_dock, self.log_dock = side.players_dock, side.log_dock
        self.setCentralWidget(left)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        self.statusBar().showMessage("Welcome to zsgames")
        self.resize(1280, 800)

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
        self.side.forget_actions()
        self.ending.new_game(match.is_over())
        model = MatchModel(match, path, None if lesson else self.autosaver, self)
        old, self.model = self.model, model
        if old is not None:
            old.deleteLater()
        model.changed.connect(self.refresh)
        model.refused.connect(self.show_refusal)
        model.eventsAdded.connect(self._events_added)  # before ``changed``: the notice comes first
        model.gameOver.connect(self.ending.over)
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
        names = [match.config.name(s) for s in range(match.config.players)]
        colours = [seat_colour(match.config, s) for s in range(match.config.players)]
        self.score_model.reset(names, colours, [model.controller(s) for s in range(match.config.players)])
        self.log_model.set_colours(dict(enumerate(colours)))
        title = match.game.display_name + (f" — {path}" if path else "")
        self.setWindowTitle(f"{title} · zsgames")
        self.notice_for = None
        self.side.fit_players()
        prefetch_later_modules(self)
        if match.steps:
            moves = plural(len(match.steps), "move")
            said = f"a finished game of {moves}" if match.is_over() else f"continuing after {moves}"
            self.statusBar().showMessage(f"{match.game.display_name}: {said}", 5000)
        else:
            self.statusBar().showMessage(f"New game of {match.game.display_name}", 5000)  # no seed: seed_policy
        self.refresh()

    def set_text_scale(self, scale: float) -> None:
        """View ▸ Larger text: the window's own text (banner, panels, moves, log, history, status
        bar) at ``scale`` times the normal size; the board is not affected (it has its own zoom)."""
        self.text_scale = scale
        docks = [d for d in self.findChildren(QDockWidget)]
        set_text_scale([*docks, self.statusBar(), self.actions_list], scale)  # its style sheet stops the font
        self.turn_lines.set_scale(scale)
        self.side.fit_players()
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

    # --- the one place the screen is brought up to date --------------------------------------------
    def refresh(self) -> None:
        model = self.model
        if model is None:
            self.stack.setCurrentWidget(self.board_view)
            self._set_banner("Pick a game below: learn it, or start one", None)
            self.welcome.show()
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
            self._pending_panels = (decision_key(self.model), screen, legal, view, moves)
            self._set_banner(self.scene.staging_text(), None)
            self.side.fill_actions([], "the board is showing what happened")
            self._update_menus()
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
        self._set_banner(screen.banner, screen.banner_seat)
        self.side.fill_actions(legal, screen.waiting)
        self.hinting.refresh(legal)
        last = headline(moves)
        self.turn_lines.mark_last_move(last, self._colour(last.seat) if last is not None else None)
        self.side.update(self.model, view, self.viewer)
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
        self.side.fill_actions([], "press Done to pass the computer on")
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.setFocus()
        self._update_menus()
        return True

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
        self.turn_lines.set_banner(text, self._colour(seat))

    def _colour(self, seat: int | None) -> QColor | None:
        """``seat``'s colour in the game in play (None: no seat, or no game)."""
        return None if seat is None or self.model is None else seat_colour(self.model.match.config, seat)

    # --- looking back (the history part asks) -----------------------------------------------------
    def show_past(self, view: GameState, viewer: int | None, text: str) -> None:
        """The board at a past position, read-only (no legal moves), and the banner saying so."""
        if self.model is None or self.curtain_up or self.scene is None:
            return
        self.scene.set_last_moves([])  # the last move belongs to the live game, not to a past position
        self.scene.show(view, viewer, [], self.model.match.config)
        self.side.fill_actions([])
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
        self.side.forget_actions()
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
        self.side.fill_actions([], "no game is in play")
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
