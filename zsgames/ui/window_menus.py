"""The main window's menus and file handling: New, Open, Save, Recent, Resume, Undo/Redo, Help.

:meth:`MenusMixin.build_menus` returns the menus it made (:class:`Menus`); the parts that add
items of their own (the View controls, the history docks) are handed them rather than looking
menus up by their labels.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMenu,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
)

from zsgames import __version__
from zsgames.core import registry, snapshot
from zsgames.core.match import Match
from zsgames.ui.leave_guard import LeaveGuard
from zsgames.ui.new_game_dialog import NewGameDialog
from zsgames.ui.paths import autosave_path, settings

if TYPE_CHECKING:
    from zsgames.ui.main_window import MainWindow

MAX_RECENT = 8
SAVE_FILTER = "zsgames saves (*.json);;All files (*)"


def resumable() -> Match | None:
    """The autosaved game if one was in progress and still loads; else None."""
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        match = snapshot.load(path)
    except snapshot.SaveError:
        return None
    return None if match.is_over() else match


@dataclass(frozen=True)
class Menus:
    """The menu bar's menus, for the parts that add their own items."""

    game: QMenu
    edit: QMenu
    view: QMenu
    tools: QMenu
    help: QMenu
    rules: QMenu  # Help ▸ Rules of each game
    after_save: QAction  # Game ▸ items about the game file go before this separator


class MenusMixin:
    """Menus for :class:`~zsgames.ui.main_window.MainWindow` (kept apart to keep files small)."""

    def build_menus(self: MainWindow) -> Menus:
        self.leave_guard = LeaveGuard(self, self._remember_recent)
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.act_new = self._action(game, "&New…", QKeySequence.StandardKey.New, self.open_new_game_dialog)
        self.act_open = self._action(game, "&Open…", QKeySequence.StandardKey.Open, self.open_file_dialog)
        self.act_save = self._action(game, "&Save", QKeySequence.StandardKey.Save, self.save)
        self.act_save_as = self._action(game, "Save &As…", QKeySequence.StandardKey.SaveAs, self.save_as)
        after_save = game.addSeparator()
        self.recent_menu = game.addMenu("Open &Recent")
        self.act_resume = self._action(game, "&Resume last game", None, self.resume_last_game)
        game.addSeparator()
        speed = game.addMenu("&Bot speed")
        group = QActionGroup(self)
        from zsgames.ui.main_window import BOT_SPEEDS

        for label, delay in BOT_SPEEDS:
            act = QAction(label, self, checkable=True)
            act.setChecked(delay == self.runner.delay_ms)
            act.triggered.connect(lambda _=False, d=delay: self.set_bot_delay(d))
            group.addAction(act)
            speed.addAction(act)
        game.addSeparator()
        self._action(game, "&Quit", QKeySequence.StandardKey.Quit, self.close)

        edit = bar.addMenu("&Edit")
        self.act_undo = self._action(edit, "&Undo", QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action(edit, "&Redo", QKeySequence.StandardKey.Redo, self.redo)
        edit.addSeparator()
        self.act_hint = self._action(edit, "&Hint", "Ctrl+H", self.ask_hint)
        self.act_hint.setShortcuts([QKeySequence("Ctrl+H"), QKeySequence("H")])

        view = bar.addMenu("&View")  # filled by ViewControls and the docks' parts

        tools = bar.addMenu("&Tools")
        self._action(tools, "Bot &arena…", None, self.open_arena_dialog)

        help_ = bar.addMenu("&Help")
        self.act_rules = self._action(help_, "&Rules for this game", "F1", self.show_rules)
        self.act_rules.setShortcuts([QKeySequence("F1"), QKeySequence(QKeySequence.StandardKey.HelpContents)])
        rules = help_.addMenu("Rules of &each game")
        self.rules_actions: dict[str, QAction] = {}
        for name, game_rules in registry.games().items():
            act = rules.addAction(game_rules.display_name)
            act.triggered.connect(lambda _=False, n=name: self.show_rules(n))
            self.rules_actions[name] = act
        help_.addSeparator()
        self._action(help_, "&About zsgames", None, self.show_about)
        self._fill_recent()
        return Menus(game, edit, view, tools, help_, rules, after_save)

    def _action(self: MainWindow, menu: Any, text: str, shortcut: Any, slot: Any) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def update_menus(self: MainWindow) -> None:
        if not hasattr(self, "act_undo"):
            return
        has = self.model is not None
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        self.act_rules.setEnabled(has)
        self.act_resume.setEnabled(autosave_path().is_file() and not has)  # with a game on, it is that game
        self.act_hint.setEnabled(has and not self.curtain_up and self.viewer is not None
                                 and self.viewer in self.model.deciders())
        if hasattr(self, "hint_panel"):
            self.hint_panel.button.setEnabled(self.act_hint.isEnabled())
        seat = self.viewer if self.viewer is not None else (self.model.default_viewer() if has else None)
        for act, check in ((self.act_undo, "undo_check"), (self.act_redo, "redo_check")):
            if not has or self.curtain_up:
                act.setEnabled(False)
                act.setToolTip("")
                continue
            # enabled even when refused: pressing it says why in the status bar, never nothing
            result = getattr(self.model, check)(seat)
            act.setEnabled(True)
            act.setToolTip(result.reason)
            act.setStatusTip(result.reason)

    # --- game menu --------------------------------------------------------------------------------
    def open_new_game_dialog(self: MainWindow, game: str | None = None) -> NewGameDialog:
        """Open the New-game dialog (non-blocking), with ``game`` chosen if given; accepting it
        starts the game (after asking, if an unfinished game would be left)."""
        dialog = NewGameDialog(self)
        if game is not None:
            dialog.set_game(game)
        elif self.model is not None:
            dialog.set_game(self.model.game.name)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def open_new_game_for(self: MainWindow, game: str) -> NewGameDialog:
        """A welcome card's click: the New-game dialog with that game chosen."""
        return self.open_new_game_dialog(game)

    def _start_from_dialog(self: MainWindow, dialog: NewGameDialog) -> None:
        chosen = dialog.result_game()
        try:
            match = Match(chosen.game, chosen.config, chosen.seed)
        except (ValueError, TypeError) as exc:
            self.show_error("Cannot start this game", str(exc))
            return
        self.leave_guard.then(f"start a new game of {chosen.game.display_name}", lambda: self.start_match(match))

    def open_file_dialog(self: MainWindow) -> None:
        start = str(settings().value("last_dir") or Path.home())
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", start, SAVE_FILTER)
        if path:
            self.open_file(path)

    def open_file(self: MainWindow, path: str) -> bool:
        """Load a save; a bad file shows its one-line reason and leaves the current game alone.
        A good one replaces the game on screen (after asking, if that one is unfinished)."""
        try:
            match = snapshot.load(path)
        except snapshot.SaveError as exc:
            self.show_error("Cannot open this file", f"{Path(path).name}: {exc}")
            return False

        def open_it() -> None:
            self._remember_recent(path)
            self.start_match(match, path)

        self.leave_guard.then(f"open {Path(path).name}", open_it)
        return True

    def save(self: MainWindow) -> bool:
        if self.model is None:
            return False
        if not self.model.path:
            return self.save_as()
        return self._write(self.model.path)

    def save_as(self: MainWindow) -> bool:
        if self.model is None:
            return False
        start = self.model.path or str(Path(str(settings().value("last_dir") or Path.home())) /
                                       f"{self.model.game.name}.json")
        path, _ = QFileDialog.getSaveFileName(self, "Save game as", start, SAVE_FILTER)
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self._write(path)

    def _write(self: MainWindow, path: str) -> bool:
        assert self.model is not None
        try:
            self.model.save(path)
        except OSError as exc:
            self.show_error("Cannot save", f"{path}: {exc.strerror or exc}")
            return False
        self._remember_recent(path)
        self.statusBar().showMessage(f"Saved to {path}", 5000)
        return True

    def _remember_recent(self: MainWindow, path: str) -> None:
        s = settings()
        path = os.path.abspath(path)
        recent = [p for p in (s.value("recent_files") or []) if isinstance(p, str) and p != path]
        s.setValue("recent_files", [path, *recent][:MAX_RECENT])
        s.setValue("last_dir", os.path.dirname(path))
        s.sync()
        self._fill_recent()

    def _fill_recent(self: MainWindow) -> None:
        self.recent_menu.clear()
        recent = settings().value("recent_files") or []
        if isinstance(recent, str):
            recent = [recent]
        for path in recent:
            act = self.recent_menu.addAction(Path(path).name)
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(recent))
        self.act_resume.setEnabled(autosave_path().is_file() and getattr(self, "model", None) is None)

    def resume_last_game(self: MainWindow) -> bool:
        match = resumable()
        if match is None:
            self.show_error("Nothing to resume", "There is no unfinished game to resume.")
            return False
        if self.model is not None and not self.model.match.is_over():
            self.show_refusal("the last game is the one you are playing")
            return False
        self.leave_guard.then("resume the last game", lambda: self.start_match(match))
        return True

    def set_bot_delay(self: MainWindow, delay: int) -> None:
        """Game ▸ Bot speed: applies at once, to a bot move already waiting to be shown too."""
        self.runner.set_delay(delay)
        if self.scene is not None:
            self.scene.pace_ms = delay
        settings().setValue("bot_delay_ms", delay)

    # --- edit menu --------------------------------------------------------------------------------
    def _undo_seat(self: MainWindow) -> int | None:
        if self.model is None:
            return None
        return self.viewer if self.viewer is not None else self.model.default_viewer()

    def undo(self: MainWindow) -> None:
        """Edit ▸ Undo: takes back what the undo policy allows, else says why in the status bar."""
        if self.model is None or self.curtain_up:
            return
        check = self.model.undo_check(self._undo_seat())
        if not check:
            self.show_refusal(f"cannot undo: {check.reason}")
            return
        self.runner.cancel()
        self._bot_key = None
        self._held_bot_move = None
        self.model.undo(self._undo_seat())

    def redo(self: MainWindow) -> None:
        if self.model is None or self.curtain_up:
            return
        check = self.model.redo_check(self._undo_seat())
        if not check:
            self.show_refusal(f"cannot redo: {check.reason}")
            return
        self.runner.cancel()
        self._bot_key = None
        self._held_bot_move = None
        self.model.redo(self._undo_seat())

    # --- tools menu -------------------------------------------------------------------------------
    def open_arena_dialog(self: MainWindow) -> Any:
        """Tools ▸ Bot arena: a small bot-vs-bot tournament run in the background (non-modal)."""
        from zsgames.ui.arena_dialog import ArenaDialog

        dialog = getattr(self, "arena_dialog", None)
        if dialog is None:
            dialog = self.arena_dialog = ArenaDialog(self)
            if self.model is not None:
                dialog.set_game(self.model.game.name)
        dialog.show()
        dialog.raise_()
        return dialog

    # --- help menu --------------------------------------------------------------------------------
    def show_rules(self: MainWindow, name: str | None = None) -> None:
        """The rules of ``name`` (Help ▸ Rules of each game, a welcome card's link), else of the
        game in play (F1)."""
        if name is not None:
            game = registry.get(name)
        elif self.model is not None:
            game = self.model.game
        else:
            self.show_refusal("no game is in play: Help ▸ Rules of each game shows any game's rules")
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(f"Rules — {game.display_name}")
        layout = QVBoxLayout(dialog)
        browser = QTextBrowser()
        browser.setOpenExternalLinks(True)
        text = game.rules_help()
        if text.lstrip().startswith("<"):
            browser.setHtml(text)
        else:
            browser.setMarkdown(text)
        layout.addWidget(browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.resize(720, 640)
        self.rules_dialog = dialog
        dialog.open()

    def show_about(self: MainWindow) -> None:
        QMessageBox.about(
            self,
            "About zsgames",
            f"<h3>zsgames {__version__}</h3><p>Zong Shi, Zooscape and Cuzhi 促织 — tabletop games "
            "for one screen, solo against bots or hot-seat with friends.</p>"
            "<p>Every move is checked by the rules; saves replay the game to prove it.</p>",
        )
