"""The main window's menus and file handling: New, Open, Save, Recent, Resume, Undo/Redo, Help."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QMessageBox, QTextBrowser, QVBoxLayout

from zsgames import __version__
from zsgames.core import snapshot
from zsgames.core.match import Match
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


class MenusMixin:
    """Menus for :class:`~zsgames.ui.main_window.MainWindow` (kept apart to keep files small)."""

    def build_menus(self: MainWindow) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.act_new = self._action(game, "&New…", QKeySequence.StandardKey.New, self.open_new_game_dialog)
        self.act_open = self._action(game, "&Open…", QKeySequence.StandardKey.Open, self.open_file_dialog)
        self.act_save = self._action(game, "&Save", QKeySequence.StandardKey.Save, self.save)
        self.act_save_as = self._action(game, "Save &As…", QKeySequence.StandardKey.SaveAs, self.save_as)
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

        tools = bar.addMenu("&Tools")
        self._action(tools, "Bot &arena…", None, self.open_arena_dialog)

        help_ = bar.addMenu("&Help")
        self.act_rules = self._action(help_, "&Rules for this game", QKeySequence.StandardKey.HelpContents,
                                      self.show_rules)
        self._action(help_, "&About zsgames", None, self.show_about)
        self._fill_recent()

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
            result = getattr(self.model, check)(seat)
            act.setEnabled(result.allowed)
            act.setToolTip(result.reason)
            act.setStatusTip(result.reason)

    # --- game menu --------------------------------------------------------------------------------
    def open_new_game_dialog(self: MainWindow) -> NewGameDialog:
        """Open the New-game dialog (non-blocking); accepting it starts the game."""
        dialog = NewGameDialog(self)
        if self.model is not None:
            dialog.set_game(self.model.game.name)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_from_dialog(self: MainWindow, dialog: NewGameDialog) -> None:
        chosen = dialog.result_game()
        try:
            match = Match(chosen.game, chosen.config, chosen.seed)
        except (ValueError, TypeError) as exc:
            self.show_error("Cannot start this game", str(exc))
            return
        self.start_match(match)

    def open_file_dialog(self: MainWindow) -> None:
        start = str(settings().value("last_dir") or Path.home())
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", start, SAVE_FILTER)
        if path:
            self.open_file(path)

    def open_file(self: MainWindow, path: str) -> bool:
        """Load a save; a bad file shows its one-line reason and leaves the current game alone."""
        try:
            match = snapshot.load(path)
        except snapshot.SaveError as exc:
            self.show_error("Cannot open this file", f"{Path(path).name}: {exc}")
            return False
        self._remember_recent(path)
        self.start_match(match, path)
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
        self.act_resume.setEnabled(autosave_path().is_file())

    def resume_last_game(self: MainWindow) -> bool:
        match = resumable()
        if match is None:
            self.show_error("Nothing to resume", "There is no unfinished game to resume.")
            return False
        self.start_match(match)
        return True

    def set_bot_delay(self: MainWindow, delay: int) -> None:
        self.runner.delay_ms = delay
        if self.scene is not None:
            self.scene.pace_ms = delay
        settings().setValue("bot_delay_ms", delay)

    # --- edit menu --------------------------------------------------------------------------------
    def _undo_seat(self: MainWindow) -> int | None:
        if self.model is None:
            return None
        return self.viewer if self.viewer is not None else self.model.default_viewer()

    def undo(self: MainWindow) -> None:
        if self.model is None or self.curtain_up:
            return
        self.runner.cancel()
        self._bot_key = None
        self.model.undo(self._undo_seat())

    def redo(self: MainWindow) -> None:
        if self.model is None or self.curtain_up:
            return
        self.runner.cancel()
        self._bot_key = None
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
    def show_rules(self: MainWindow) -> None:
        if self.model is None:
            return
        game = self.model.game
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
