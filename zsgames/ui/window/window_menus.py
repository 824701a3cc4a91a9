"""The main window's menu bar: Game, Edit, View, Tools, Help.

:func:`build_menus` makes the menus and returns them with their items (:class:`Menus`); what
each item does is handed in (:class:`MenuCommands`), so this module knows nothing of the window.
The parts that add items of their own (the View controls, the history docks) are handed the
menus rather than looking them up by their labels; :meth:`Menus.update` enables the items for
the game on screen (:class:`MenuState`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

from zsgames.core import registry
from zsgames.core.i18n import N_, Text
from zsgames.core.undo import UndoCheck
from zsgames.lessons.lesson import has_lesson
from zsgames.ui.panels.hint_panel import HINT_KEY
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.live_text import keep
from zsgames.ui.window.window_files import GameFiles, resumable

if TYPE_CHECKING:  # the parts the commands reach (each imports nothing of the menus)
    from zsgames.ui.window.window_bots import BotTurns
    from zsgames.ui.window.window_edit import EditCommands
    from zsgames.ui.window.window_help import HelpCommands
    from zsgames.ui.window.window_hints import Hints
    from zsgames.ui.window.window_tools import ToolDialogs

__all__ = [
    "BOT_SPEEDS",
    "DEFAULT_BOT_DELAY_MS",
    "MenuCommands",
    "MenuState",
    "Menus",
    "build_menus",
    "resumable",
    "stored_bot_delay",
]

SPEED = "bot speed"  # the catalogs' context of the speeds' words ("Normal" is a bot level too)
#: Game ▸ Bot speed: each speed's words and its pause in ms.
BOT_SPEEDS = (
    (N_("Instant", context=SPEED), 0),
    (N_("Fast", context=SPEED), 250),
    (N_("Normal", context=SPEED), 700),
    (N_("Slow", context=SPEED), 1500),
)
DEFAULT_BOT_DELAY_MS = 700


def stored_bot_delay() -> int:
    """Game ▸ Bot speed as last chosen, in ms: never slower than the slowest speed offered (a
    longer pause stalls the bots, and one over 2^31 ms cannot be timed at all)."""
    return settings_store.read_int(
        settings_store.BOT_DELAY_MS, DEFAULT_BOT_DELAY_MS, 0, max(delay for _label, delay in BOT_SPEEDS)
    )


@dataclass(frozen=True)
class MenuCommands:
    """What the menu items do."""

    new_game: Callable[[], Any]
    open_file: Callable[[], Any]
    save: Callable[[], Any]
    save_as: Callable[[], Any]
    close_game: Callable[[], Any]  # back to the first screen; an unfinished game stays resumable
    resume: Callable[[], Any]
    set_bot_delay: Callable[[int], Any]
    quit: Callable[[], Any]
    undo: Callable[[], Any]
    redo: Callable[[], Any]
    hint: Callable[[], Any]
    arena: Callable[[], Any]
    rules: Callable[[str | None], Any]  # None: the game in play
    about: Callable[[], Any]
    statistics: Callable[[], Any] | None = None  # Tools ▸ Statistics (off when not given)
    learn: Callable[[str], Any] | None = None  # Help ▸ Learn to play <game> (absent when not given)


class CommandsHost(Protocol):
    """What the menus' commands reach in the main window: its parts (``files`` is made after the
    menus, so it is read when an item is chosen) and three of its own methods."""

    files: GameFiles
    bots: BotTurns
    edit: EditCommands
    hinting: Hints
    tools: ToolDialogs
    help_commands: HelpCommands

    def open_new_game_dialog(self, game: str | None = None) -> Any: ...

    def close_game(self) -> None: ...

    def close(self) -> bool: ...


def window_commands(w: CommandsHost) -> MenuCommands:
    """Every menu item of the main window, wired to the part that does it."""
    return MenuCommands(
        new_game=w.open_new_game_dialog,
        open_file=lambda: w.files.open_dialog(),
        save=lambda: w.files.save(),
        save_as=lambda: w.files.save_as(),
        close_game=w.close_game,
        resume=lambda: w.files.resume(),
        set_bot_delay=w.bots.set_delay,
        quit=w.close,
        undo=w.edit.undo,
        redo=w.edit.redo,
        hint=w.hinting.ask,
        arena=w.tools.open_arena,
        rules=w.help_commands.rules,
        about=w.help_commands.about,
        statistics=w.tools.open_stats,
        learn=w.help_commands.learn,
    )


@dataclass(frozen=True)
class MenuState:
    """What the items may do now."""

    has_game: bool
    can_resume: bool  # an unfinished game is autosaved (and none is on screen)
    can_hint: bool
    undo: UndoCheck | None  # None: off (no game, or the curtain is down); else its reason as tooltip
    redo: UndoCheck | None


@dataclass(frozen=True)
class Menus:
    """The menu bar's menus and the items the window's parts act on."""

    game: QMenu
    edit: QMenu
    view: QMenu
    tools: QMenu
    help: QMenu
    rules: QMenu  # Help ▸ Rules of each game
    after_save: QAction  # Game ▸ items about the game file go before this separator
    new: QAction
    open: QAction
    save: QAction
    save_as: QAction
    close_game: QAction
    recent: QMenu  # Game ▸ Open Recent (filled by the files part)
    resume: QAction
    speeds: dict[int, QAction]  # Game ▸ Bot speed, by delay in ms
    undo: QAction
    redo: QAction
    hint: QAction
    game_rules: QAction  # Help ▸ Rules for this game (F1)
    rules_of: dict[str, QAction]  # Help ▸ Rules of each game, by game name
    learn_of: dict[str, QAction]  # Help ▸ Learn to play <game>, by game name (games with a lesson)
    before_quit: QAction  # the Game menu's play settings go before this separator

    def update(self, state: MenuState) -> None:
        for act in (self.save, self.save_as, self.close_game, self.game_rules):
            act.setEnabled(state.has_game)
        self.resume.setEnabled(state.can_resume and not state.has_game)  # with a game on, it is that game
        self.hint.setEnabled(state.can_hint)
        for act, check in ((self.undo, state.undo), (self.redo, state.redo)):
            # enabled even when refused: pressing it says why in the status bar, never nothing
            act.setEnabled(check is not None)
            reason = check.reason if check is not None else ""
            act.setToolTip(reason)
            act.setStatusTip(reason)


def build_menus(window: QMainWindow, do: MenuCommands, bot_delay: int) -> Menus:
    """The menu bar of ``window``: each item calls its command from ``do``; ``bot_delay`` is the
    bot speed checked at first. Every title and item follows the language (:mod:`live_text`)."""

    def item(menu: QMenu, text: Text, keys: list[Any], slot: Callable[[], Any]) -> QAction:
        act = QAction(window)
        keep(act.setText, text)
        if keys:
            act.setShortcuts([QKeySequence(k) for k in keys])
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def submenu(parent: QMenu | QMenuBar, title: Text) -> QMenu:
        menu = parent.addMenu("")
        keep(menu.setTitle, title)
        return menu

    bar = window.menuBar()
    game = submenu(bar, Text("&Game"))
    new = item(game, Text("&New…"), [QKeySequence.StandardKey.New], do.new_game)
    open_ = item(game, Text("&Open…"), [QKeySequence.StandardKey.Open], do.open_file)
    save = item(game, Text("&Save"), [QKeySequence.StandardKey.Save], do.save)
    save_as = item(game, Text("Save &As…"), [QKeySequence.StandardKey.SaveAs], do.save_as)
    close_game = item(game, Text("&Close game"), ["Ctrl+W"], do.close_game)
    keep(close_game.setStatusTip, Text("Back to the first screen; an unfinished game waits there under Resume."))
    after_save = game.addSeparator()
    recent = submenu(game, Text("Open &Recent"))
    resume = item(game, Text("&Resume last game"), [], do.resume)
    game.addSeparator()
    speed = submenu(game, Text("&Bot speed"))
    group = QActionGroup(window)
    speeds: dict[int, QAction] = {}
    for label, delay in BOT_SPEEDS:
        act = QAction(window, checkable=True)
        keep(act.setText, Text(label, context=SPEED))
        act.setChecked(delay == bot_delay)
        act.triggered.connect(lambda _=False, d=delay: do.set_bot_delay(d))
        group.addAction(act)
        speed.addAction(act)
        speeds[delay] = act
    before_quit = game.addSeparator()
    item(game, Text("&Quit"), [QKeySequence.StandardKey.Quit], do.quit)

    edit = submenu(bar, Text("&Edit"))
    undo = item(edit, Text("&Undo"), [QKeySequence.StandardKey.Undo], do.undo)
    redo = item(edit, Text("&Redo"), [QKeySequence.StandardKey.Redo], do.redo)
    edit.addSeparator()
    hint = item(edit, Text("&Hint"), [HINT_KEY], do.hint)

    view = submenu(bar, Text("&View"))  # filled by ViewControls and the docks' parts

    tools = submenu(bar, Text("&Tools"))
    item(tools, Text("Bot &arena…"), [], do.arena)
    statistics = item(tools, Text("&Statistics…"), [], do.statistics or (lambda: None))
    statistics.setEnabled(do.statistics is not None)

    help_ = submenu(bar, Text("&Help"))
    game_rules = item(
        help_, Text("&Rules for this game"), ["F1", QKeySequence.StandardKey.HelpContents], lambda: do.rules(None)
    )
    rules = submenu(help_, Text("Rules of &each game"))
    rules_of: dict[str, QAction] = {}
    for name, game_rules_of in registry.games().items():
        act = rules.addAction("")
        keep(act.setText, game_rules_of.info.title)
        act.triggered.connect(lambda _=False, n=name: do.rules(n))
        rules_of[name] = act
    learn_of: dict[str, QAction] = {}
    if do.learn is not None:
        help_.addSeparator()
        learn = do.learn
        for name, game_to_learn in registry.games().items():
            if has_lesson(name):
                title = Text("&Learn to play {game}", game=game_to_learn.info.title)
                learn_of[name] = item(help_, title, [], partial(learn, name))
    help_.addSeparator()
    item(help_, Text("&About zsgames"), [], do.about)
    return Menus(
        game,
        edit,
        view,
        tools,
        help_,
        rules,
        after_save,
        new,
        open_,
        save,
        save_as,
        close_game,
        recent,
        resume,
        speeds,
        undo,
        redo,
        hint,
        game_rules,
        rules_of,
        learn_of,
        before_quit,
    )
