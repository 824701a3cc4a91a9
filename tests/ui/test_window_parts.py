"""The window and the board are made of parts handed what they need, not of mixins."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene, QMainWindow

from tests.support.tiny_board import TinyBoard
from tests.support.tiny_game import GAME as TINY
from zsgames.core.game import Action
from zsgames.ui.boards.last_marks import LastMoveMarks
from zsgames.ui.shared.pieces import PawnItem


def test_the_scene_owns_its_last_move_marks(qapp):
    scene = TinyBoard(TINY)
    assert LastMoveMarks not in type(scene).__mro__ and isinstance(scene.last_moves, LastMoveMarks)
    move = Action(1, "move", (1,))
    scene.last_moves.set_last_moves([move])
    assert scene.last_moves.last_action == move and scene.last_moves.latest(["move"]) == move
    ring = scene.last_moves.mark_last(QRectF(0, 0, 10, 10))
    assert ring.scene() is scene and scene.last_moves.rings == [ring]
    scene.pace_ms = 0  # the marks read the scene's pace when asked
    assert scene.last_moves.slide_ms() == 0
    scene.pace_ms = 700
    assert scene.last_moves.slide_ms() > 0
    scene.stop_slides()
    assert scene.last_moves.rings == [] and scene.last_moves.slides_left_ms() == 0


def test_last_move_marks_work_on_any_scene(qapp):
    scene = QGraphicsScene()
    marks = LastMoveMarks(scene, lambda: 0)
    ring = marks.mark_last(QRectF(0, 0, 10, 10))
    assert ring.scene() is scene
    pawn = PawnItem("#3366cc")
    scene.addItem(pawn)
    marks.slide(pawn, QPointF(-50, 0))  # Instant and no view: the pawn stands where it is
    assert not marks.slides and pawn.pos() == QPointF(0, 0)


# --- the window's parts, each handed only what it needs -------------------------------------------
class Host(QMainWindow):
    """A stand-in for the window: the narrow interface the parts are handed, recording calls (a
    bare main window, to parent their dialogs)."""

    def __init__(self, model=None) -> None:
        super().__init__()
        self.model = model
        self.scene = None
        self.viewer = 0
        self.started: list = []
        self.errors: list[str] = []
        self.said: list[str] = []
        self.past: list = []
        self.refreshed = 0

    def start_match(self, match, path=None) -> None:
        self.started.append((match, path))

    def show_error(self, title: str, text: str) -> None:
        self.errors.append(f"{title}: {text}")

    def show_refusal(self, reason: str) -> None:
        self.errors.append(reason)

    def say(self, text: str, ms: int) -> None:
        self.said.append(text)

    def refresh(self) -> None:
        self.refreshed += 1

    def show_past(self, view, viewer, text: str) -> None:
        self.past.append((view, viewer, text))


class FakeRunner(QObject):
    """A bot runner that thinks of nothing: the test hands over its moves."""

    chosen = Signal(object)
    failed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.thinking = False
        self.started: list = []

    def start(self, match, seat, level, hold) -> None:
        self.started.append((seat, level, hold))
        self.thinking = True

    def cancel(self) -> None:
        self.thinking = False


def test_the_window_is_no_mixin_and_its_parts_never_import_it():
    from zsgames.ui.window import window_bots, window_files, window_menus
    from zsgames.ui.window.main_window import MainWindow

    assert [b.__name__ for b in MainWindow.__bases__] == ["QMainWindow"]
    for module in (window_menus, window_files, window_bots):
        with open(module.__file__, encoding="utf-8") as source:
            assert "main_window" not in source.read()


def test_the_menus_are_built_from_commands(qtbot):
    from PySide6.QtWidgets import QMainWindow

    from zsgames.ui.window.window_menus import MenuCommands, MenuState, build_menus

    window = QMainWindow()
    qtbot.addWidget(window)
    calls: list = []
    names = [
        "new_game",
        "open_file",
        "save",
        "save_as",
        "close_game",
        "resume",
        "quit",
        "undo",
        "redo",
        "hint",
        "arena",
        "about",
    ]
    do = MenuCommands(
        **{n: (lambda n=n: calls.append(n)) for n in names},
        set_bot_delay=lambda d: calls.append(("speed", d)),
        rules=lambda g: calls.append(("rules", g)),
    )
    menus = build_menus(window, do, 250)
    assert menus.speeds[250].isChecked() and not menus.speeds[700].isChecked()
    for act in (menus.new, menus.undo, menus.hint, menus.game_rules, menus.rules_of["cuzhi"], menus.speeds[0]):
        act.trigger()
    assert calls == ["new_game", "undo", "hint", ("rules", None), ("rules", "cuzhi"), ("speed", 0)]
    menus.update(MenuState(has_game=False, can_resume=True, can_hint=False, undo=None, redo=None))
    assert not menus.save.isEnabled() and menus.resume.isEnabled() and not menus.undo.isEnabled()


def test_game_files_need_only_a_host(qtbot, tmp_path):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from zsgames.core import snapshot
    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match
    from zsgames.ui.window.window_files import GameFiles

    host = Host()
    qtbot.addWidget(host)
    files = GameFiles(host, host, QMenu(host), QAction("Resume", host))
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert not files.open(str(bad)) and host.errors and not host.started
    match = Match(TINY, GameConfig.make(2), 4)
    good = tmp_path / "good.json"
    snapshot.save(match, good)
    assert files.open(str(good))
    ((started, path),) = host.started
    assert path == str(good) and started.seed == 4
    assert [a.toolTip() for a in files.recent.actions()] == [str(good)]  # and it heads Open Recent


def test_bot_turns_need_only_a_runner_and_a_host(qtbot):
    from tests.support.board_harness import seat_config
    from zsgames.core.match import Match
    from zsgames.ui.shared.match_model import MatchModel
    from zsgames.ui.window.window_bots import BotTurns

    model = MatchModel(Match(TINY, seat_config("random", "human"), 3))
    host = Host(model)
    qtbot.addWidget(host)
    runner = FakeRunner()
    bots = BotTurns(runner, host)  # type: ignore[arg-type]
    bots.start(0)
    bots.start(0)  # the same decision: the bot is not asked twice
    assert runner.started == [(0, "random", 0)]
    runner.chosen.emit(model.legal(0)[0])
    assert len(model.match.steps) == 1 and host.said == [model.match.steps[0].events[0].text]
    runner.failed.emit("it broke")
    assert host.errors == ["A bot could not move: it broke"]


def test_the_history_part_needs_only_a_host(qtbot):
    from PySide6.QtWidgets import QMainWindow

    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match
    from zsgames.ui.shared.match_model import MatchModel
    from zsgames.ui.window.board_view import BoardView
    from zsgames.ui.window.history_wiring import HistoryExtras
    from zsgames.ui.window.window_menus import MenuCommands, build_menus
    from zsgames.ui.window.window_view import ViewControls

    window = QMainWindow()
    qtbot.addWidget(window)
    idle = lambda *_args: None  # noqa: E731
    menus = build_menus(window, MenuCommands(*([idle] * 14)), 0)
    view = ViewControls(window, SimpleNamespace(model=None, refresh=idle), BoardView(), menus.view)
    match = Match(TINY, GameConfig.make(2), 3)
    for _ in range(3):
        match.apply(match.legal_actions(match.deciders()[0])[0])
    host = Host(MatchModel(match))
    qtbot.addWidget(host)
    remembered: list[str] = []
    extras = HistoryExtras(window, host, menus, view, remembered.append)
    extras.refresh()
    assert extras.history.end == 3 and extras.history.at_end
    extras.history.set_position(1)  # looking back: the host is asked to show the past, read-only
    ((_view, viewer, text),) = host.past
    assert viewer == 0 and text.startswith("Looking back at move 1 of 3")
    branch = extras.play_on_from(1)
    assert host.started == [(branch, None)] and len(branch.steps) == 1 and remembered
