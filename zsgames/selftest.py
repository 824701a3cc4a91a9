"""``zsgames --selftest``: check every game end to end, from source or in the frozen bundle.

For each registered game: parse its data files, play one seeded game with random bots to the
end, save it and load it back (the load replays every move and compares the digest), and draw
its board offscreen to a PNG that must not be blank. One line per game; exit 0, or 1 naming
what failed. No display is needed (Qt's offscreen platform is used when there is none).

``--timing`` also starts the app twice more in child processes — once up to a shown main
window, once up to a bare PySide6 ``QWidget`` — and prints both times, so a bundle's cold
start can be compared with the cheapest possible Qt window on the same machine.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from zsgames.start_timer import PROBE_ENV, frozen, time_start

if TYPE_CHECKING:  # the checks import what they need when they run
    from PySide6.QtWidgets import QWidget

    from zsgames.core.game import Game

SEED = 20261129
RENDER_SIZE = (960, 600)
MIN_COLOURS = 12  # a drawn board has many; a blank or single-fill image has one or two
MAX_DOMINANT = 0.985  # the most common colour may not cover (almost) every sampled pixel

Renderer = Callable[[Any, int, str, int, int], None]


class CheckFailed(Exception):
    """One step of one game's check went wrong; ``step`` names it."""

    def __init__(self, step: str, message: str) -> None:
        super().__init__(f"{step}: {message}")
        self.step = step


@dataclass
class GameResult:
    name: str
    ok: bool
    line: str


# --- environment ---------------------------------------------------------------------------
def ensure_display() -> None:
    """Use Qt's offscreen platform when there is no screen to draw on."""
    if sys.platform.startswith(("win", "darwin")):
        return
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def qt_app() -> Any:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(sys.argv[:1])


# --- the per-game checks -------------------------------------------------------------------
def player_count(game: Game[Any]) -> int:
    """A typical table: one more than the minimum, within the game's range."""
    return max(game.min_players, min(game.max_players, game.min_players + 1))


def check_data(game: Any, required: bool) -> int:
    """Parse every JSON file in ``resources/<game>/``; the number of files parsed."""
    from zsgames.core.resources import resource_path

    folder = resource_path(game.name)
    files = sorted(folder.glob("**/*.json")) if folder.is_dir() else []
    if required and not files:
        raise CheckFailed("data", f"no data files in {folder}")
    for path in files:
        try:
            json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise CheckFailed("data", f"{path.name} cannot be read: {exc}") from None
    return len(files)


def play(game: Any, seed: int = SEED) -> Any:
    """One whole game between random bots; the finished Match."""
    from zsgames.bots import make_bot
    from zsgames.bots.driver import play_match
    from zsgames.core.game import GameConfig

    players = player_count(game)
    bots = [make_bot("random", seed=seed + 1000 * (seat + 1)) for seat in range(players)]
    config = GameConfig.make(players, seats=[{"controller": "random"}] * players)
    try:
        match = play_match(game, config, seed, bots).match
    except Exception as exc:
        raise CheckFailed("play", f"{type(exc).__name__}: {exc}") from exc
    if not match.is_over():
        raise CheckFailed("play", "the game did not reach its end")
    return match


def save_and_load(match: Any, folder: Path) -> int:
    """Save, load back (which replays and verifies), compare; the save's size in bytes."""
    from zsgames.core import snapshot

    path = folder / f"{match.game.name}.json"
    try:
        snapshot.save(match, path)
        loaded = snapshot.load(path)
    except (OSError, snapshot.SaveError) as exc:
        raise CheckFailed("save", str(exc)) from None
    if loaded.digest() != match.digest() or len(loaded.actions) != len(match.actions):
        raise CheckFailed("save", "the loaded game differs from the saved one")
    if not loaded.is_over():
        raise CheckFailed("save", "the loaded game is not finished")
    return path.stat().st_size


def image_colours(path: Path) -> tuple[int, float, tuple[int, int]]:
    """(distinct colours, share of the most common one, size) over a grid of sampled pixels."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    if image.isNull():
        raise CheckFailed("render", f"{path.name} is not a readable image")
    width, height = image.width(), image.height()
    counts: dict[int, int] = {}
    step_x, step_y = max(1, width // 160), max(1, height // 100)
    for y in range(0, height, step_y):
        for x in range(0, width, step_x):
            rgb = image.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    total = sum(counts.values())
    return len(counts), max(counts.values()) / total, (width, height)


def render(match: Any, folder: Path, renderer: Renderer | None) -> str:
    """Draw the board of seat 0 to a PNG and check it is not blank; a short description."""
    if renderer is None:
        try:
            from zsgames.ui.shared.render import render_match_png
        except Exception as exc:
            raise CheckFailed("render", f"the board renderer cannot be loaded ({type(exc).__name__}: {exc})") from exc
        renderer = render_match_png
    qt_app()
    path = folder / f"{match.game.name}.png"
    width, height = RENDER_SIZE
    try:
        renderer(match, 0, str(path), width, height)
    except Exception as exc:
        raise CheckFailed("render", f"{type(exc).__name__}: {exc}") from exc
    if not path.is_file() or path.stat().st_size == 0:
        raise CheckFailed("render", "no image was written")
    colours, dominant, size = image_colours(path)
    if colours < MIN_COLOURS or dominant > MAX_DOMINANT:
        raise CheckFailed("render", f"the board image looks blank ({colours} colours, {dominant:.0%} one colour)")
    return f"{size[0]}×{size[1]} PNG, {colours} colours"


def check_game(game: Any, folder: Path, required_data: bool, renderer: Renderer | None) -> GameResult:
    start = time.perf_counter()
    try:
        files = check_data(game, required_data)
        match = play(game)
        size = save_and_load(match, folder)
        picture = render(match, folder, renderer)
    except CheckFailed as exc:
        return GameResult(game.name, False, f"FAIL {game.name:<9} {exc}")
    except Exception as exc:  # a bug in a check is still a failure of this game, with the reason
        return GameResult(game.name, False, f"FAIL {game.name:<9} {type(exc).__name__}: {exc}")
    outcome = game.winner(match.state)
    winners = " and ".join(match.config.name(w) for w in outcome.winners)
    seconds = time.perf_counter() - start
    line = (
        f"ok   {game.name:<9} {match.config.players} players, {len(match.actions)} moves, won by {winners}; "
        f"{files} data files; save {size / 1024:.0f} KB re-loaded; board {picture} ({seconds:.1f} s)"
    )
    return GameResult(game.name, True, line)


def load_games() -> tuple[list[Any], list[tuple[str, str]], list[tuple[str, str]]]:
    """(games that load, (name, reason) failures, (name, reason) games skipped), in menu order.

    The games are the packages under ``zsgames.games`` (as the registry finds them), but unlike the
    registry this keeps going past a broken game, so every failure is named. Like the registry it
    skips a package that declares no ``INFO`` yet (a game still being written). In a bundle, a
    game whose data is present but whose code is not was left out by mistake.
    """
    from zsgames.core import registry
    from zsgames.core.resources import resource_path

    games, failures, skipped = [], [], []
    packages = registry.packages()
    for name in packages:
        try:
            info = registry.declared(name)
            if info is None:
                skipped.append((name, "not playable yet (its package declares no INFO)"))
                continue
            games.append(registry.load(name))
        except Exception as exc:
            failures.append((name, f"it does not load ({type(exc).__name__}: {exc})"))
    if frozen():
        data = [p.name for p in resource_path().iterdir() if p.is_dir() and any(p.glob("*.json"))]  # a game's
        for folder in sorted(data):
            if folder not in packages:
                failures.append((folder, "its data is in the bundle but its code is not"))
    games.sort(key=lambda game: (game.info.order, game.name))
    return games, failures, skipped


def app_folder() -> Path:
    """The folder the app runs from: the bundle's folder, or the source checkout."""
    if frozen():
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[1]


def user_folders() -> dict[str, Path]:
    """Where the app writes: autosave, the log file and (file-based) settings."""
    qt_app()
    from zsgames.ui import app_log
    from zsgames.ui.shared import paths, settings_store

    folders = {"autosave": paths.autosave_path().parent, "logs": app_log.log_dir()}
    settings_file = settings_store.settings_file()
    if settings_file is not None:  # not a registry key
        folders["settings"] = settings_file.parent
    return folders


def check_user_folders(out: TextIO) -> bool:
    """User data must live in the user's folders, never inside the app's own folder."""
    try:
        folders = user_folders()
    except Exception as exc:
        print(f"skip user data: the app's folders are not known ({type(exc).__name__}: {exc})", file=out, flush=True)
        return True
    home = app_folder()
    inside = [f"{name} ({path})" for name, path in folders.items() if path.resolve().is_relative_to(home)]
    if frozen() and inside:
        print(f"FAIL user data is written inside the bundle: {', '.join(inside)}", file=out, flush=True)
        return False
    unwritable = [f"{name} ({path}: {problem})" for name, path in folders.items() if (problem := write_problem(path))]
    if unwritable:
        print(f"FAIL user data cannot be written: {', '.join(unwritable)}", file=out, flush=True)
        return False
    shown = ", ".join(f"{name} {path}" for name, path in folders.items())
    print(f"ok   user data: {shown}", file=out, flush=True)
    return True


def check_sound(out: TextIO) -> bool:
    """The sound output loads (miniaudio, its compiled part and CFFI: the bundle must hold them) and
    every effect file reads; no audio device is opened."""
    try:
        import miniaudio

        from zsgames.ui.background.audio_out import read_wav
        from zsgames.ui.shared.sound import SOUND_NAMES, sound_file

        seconds = sum(len(read_wav(sound_file(name))) for name in SOUND_NAMES) / 44100
    except Exception as exc:
        print(f"FAIL sound output: {type(exc).__name__}: {exc}", file=out, flush=True)
        return False
    print(
        f"ok   sound output: miniaudio {miniaudio.__version__}, {len(SOUND_NAMES)} effects ({seconds:.1f} s)",
        file=out,
        flush=True,
    )
    return True


def check_languages(out: TextIO) -> bool:
    """Every offered language's catalogs load and translate the window's first words, and Qt's
    translation of its standard buttons loads (the bundle must hold both); the system's language is
    the one the window opens in (LANG=zh_CN.UTF-8: Chinese). Printed in ASCII: any console reads it."""
    from PySide6.QtCore import QTranslator

    from zsgames.core import i18n
    from zsgames.ui.shared.language import qt_translations_folders, system_code

    said: list[str] = []
    try:
        for code in i18n.LANGUAGES:
            if code == i18n.SOURCE:
                continue
            texts = len(i18n.load_catalog(code).messages)
            i18n.set_language(code)
            if i18n._("&Game") == "&Game":
                raise ValueError(f"the {code} catalog does not translate the menus")
            qt = QTranslator()
            if not any(qt.load(f"qtbase_{code}", str(folder)) for folder in qt_translations_folders()):
                raise ValueError(f"Qt's qtbase_{code}.qm is missing")
            said.append(f"{code} {texts} texts + qtbase_{code}.qm")
        system = system_code()
        i18n.set_language(system)
        if system != i18n.SOURCE and i18n._("&Game") == "&Game":
            raise ValueError(f"the system's language {system} does not show")
    except Exception as exc:
        print(f"FAIL languages: {type(exc).__name__}: {exc}", file=out, flush=True)
        return False
    finally:
        i18n.set_language(i18n.SOURCE)
    print(f"ok   languages {', '.join(said)}; the system's: {system}", file=out, flush=True)
    return True


def write_problem(folder: Path) -> str | None:
    """Why the app could not write in ``folder``, or None: a file is really created and removed
    there (or, for a folder the app will create on first use, in the nearest folder that exists).
    A permission check alone would pass a read-only file system."""
    probe = folder
    while not probe.exists() and probe.parent != probe:
        probe = probe.parent
    if not probe.is_dir():
        return f"{probe} is not a folder"
    try:
        fd, name = tempfile.mkstemp(prefix=".zsgames-selftest-", dir=probe)
    except OSError as exc:
        return exc.strerror or str(exc)
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(name)
    return None


def check_games(
    games: Sequence[Any] | None = None,
    renderer: Renderer | None = None,
    out: TextIO | None = None,
    check_data_folders: bool = True,
) -> int:
    """Run every check; 0 when all games pass, 1 otherwise."""
    from zsgames import __version__
    from zsgames.core import registry
    from zsgames.core.resources import resources_root

    out = out or sys.stdout
    ensure_display()
    where = "frozen bundle" if frozen() else "source"
    try:
        root: Any = resources_root()
    except FileNotFoundError as exc:
        print(f"FAIL resources: {exc}", file=out)
        return 1
    print(f"zsgames {__version__} self-test ({where}, resources in {root})", file=out, flush=True)
    failed: list[str] = []
    if games is None:
        games, broken, skipped = load_games()
        for name, reason in skipped:
            print(f"skip {name:<9} {reason}", file=out, flush=True)
        for name, reason in broken:
            print(f"FAIL {name:<9} {reason}", file=out, flush=True)
            failed.append(f"{name} (load)")
    if not games:
        print("FAIL no games are registered", file=out)
        return 1
    known = set(registry.shipped())
    with tempfile.TemporaryDirectory(prefix="zsgames-selftest-") as tmp:
        for game in games:
            result = check_game(game, Path(tmp), game.name in known, renderer)
            print(result.line, file=out, flush=True)
            if not result.ok:
                failed.append(f"{game.name} ({result.line.split(':')[0].split()[-1]})")
    if check_data_folders and not check_user_folders(out):
        failed.append("user data")
    if check_data_folders and not check_sound(out):
        failed.append("sound")
    if check_data_folders and not check_languages(out):
        failed.append("languages")
    if failed:
        print(f"self-test FAILED: {', '.join(failed)}", file=out, flush=True)
        return 1
    print(f"self-test passed: {len(games)} games", file=out, flush=True)
    return 0


# --- start-up timing -----------------------------------------------------------------------
def report_timing(out: TextIO, runs: int = 3) -> int:
    try:
        app = time_start("app", runs)
        bare = time_start("bare", runs)
    except Exception as exc:
        print(f"FAIL timing: {exc}", file=out, flush=True)
        return 1
    ratio = min(app) / min(bare)
    print(f"start to shown main window: first {app[0]:.2f} s, best {min(app):.2f} s (of {runs})", file=out)
    print(f"start to bare PySide6 window: first {bare[0]:.2f} s, best {min(bare):.2f} s (of {runs})", file=out)
    print(f"main window / bare window: {ratio:.1f}× (goal: within 2.5×)", file=out, flush=True)
    return 0


def _report_when_shown(app: Any, window_types: tuple[type[QWidget], ...], started: float) -> None:
    """Print SHOWN once a top-level window of ``window_types`` has been painted, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def report(what: str) -> None:
        print(f"SHOWN {time.perf_counter() - started:.3f} {what}", flush=True)
        app.quit()

    class Watcher(QObject):
        done = False

        def eventFilter(self, obj: Any, event: Any) -> bool:
            if not self.done and event.type() == QEvent.Type.Paint and hasattr(obj, "window"):
                window = obj.window()
                if isinstance(window, window_types) and window.isVisible():
                    self.done = True
                    QTimer.singleShot(0, lambda: report(type(window).__name__))
            return False

    watcher = Watcher(app)
    app.installEventFilter(watcher)

    def fallback() -> None:  # a platform that paints nothing (offscreen) still shows the window
        if not watcher.done:
            shown = [w for w in app.topLevelWidgets() if isinstance(w, window_types) and w.isVisible()]
            if shown:
                watcher.done = True
                report(type(shown[0]).__name__ + " (no paint seen)")

    QTimer.singleShot(3000, fallback)


def probe(kind: str) -> int:
    """Child side of --timing: open a window, print SHOWN when it is on screen, exit."""
    started = time.perf_counter()
    sys.argv = sys.argv[:1]
    if kind == "bare":
        from PySide6.QtWidgets import QWidget

        app = qt_app()
        window = QWidget()
        window.resize(800, 600)
        window.setWindowTitle("bare")
        _report_when_shown(app, (QWidget,), started)
        window.show()
        code: int = app.exec()
        return code
    if kind != "app":
        print(f"unknown probe '{kind}'", file=sys.stderr)
        return 2
    # The app's own main() builds and shows the window, then enters the event loop: wrap the
    # loop so it reports the first painted main window and quits instead of running on.
    from PySide6.QtWidgets import QApplication, QMainWindow

    original = QApplication.exec

    def exec_and_report(self: Any = None) -> int:
        instance = QApplication.instance()
        _report_when_shown(instance, (QMainWindow,), started)
        return original()

    QApplication.exec = exec_and_report  # type: ignore[method-assign]
    from zsgames.ui.app import main as gui_main

    try:
        return int(gui_main() or 0)
    except SystemExit as exc:
        return int(exc.code or 0) if isinstance(exc.code, int) else 0


# --- entry point ---------------------------------------------------------------------------
def run(timing: bool = False) -> int:
    """``zsgames --selftest [--timing]``; the process exit code."""
    kind = os.environ.get(PROBE_ENV)
    if kind:
        ensure_display()
        try:
            return probe(kind)
        except Exception:
            traceback.print_exc()
            return 1
    code = check_games()
    if timing:
        code = max(code, report_timing(sys.stdout))
    return code
