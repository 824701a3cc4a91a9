"""``zsgames bench --ui``: how quickly the window answers, measured offscreen at 1280×800.

For each game at its largest player count, seeded random moves are played through the main window
(seat 0 is a human, the others are bots whose moves the bench makes itself, as the window's bot
runner would hand them over), and for every move the time from the move to the window having been
redrawn is taken. Also: the slowest frame while a Hard bot thinks in the background and while the
board slides a bot's move, the number of items on the board, and the cold start of the app divided
by the cold start of a bare PySide6 window (the ``--selftest --timing`` probe).

A frame is the gap between two ticks of a 10 ms timer on the GUI thread: the slowest one is how
long the window could not repaint or answer a click.
"""

from __future__ import annotations

import itertools
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any

from zsgames.start_timer import time_start

WIDTH, HEIGHT = 1280, 800
TICK_MS = 10


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def _app() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _window(app: Any, bot_delay_ms: int = 0) -> Any:
    from zsgames.ui.window.main_window import MainWindow

    window = MainWindow(bot_delay_ms=bot_delay_ms)
    window.resize(WIDTH, HEIGHT)
    window.show()
    app.processEvents()
    return window


def _match(name: str, players: int, seed: int, bots: str = "random") -> Any:
    from zsgames.core import registry
    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match

    seats = [{"controller": "human" if i == 0 else bots} for i in range(players)]
    return Match(registry.get(name), GameConfig.make(players, seats=seats), seed)


def _settle(app: Any) -> None:
    """Deliver what the move posted (the repaint among it) until nothing is left."""
    app.processEvents()
    app.processEvents()


def move_times(name: str, players: int, moves: int, seed: int = 3) -> dict[str, Any]:
    """Move → redrawn, in ms, over ``moves`` seeded random moves of one game."""
    from zsgames.core.rng import Rng

    app = _app()
    window = _window(app)
    window.runner.start = lambda *_args, **_kwargs: None  # the bench makes the bots' moves itself
    window.start_match(_match(name, players, seed))
    _settle(app)
    rng = Rng(seed)
    times: list[float] = []
    items = 0
    try:
        for _ in range(moves):
            match = window.model.match
            if match.is_over():
                break
            deciders = match.deciders()
            seat = deciders[rng.randbelow(len(deciders))]
            legal = match.legal_actions(seat)
            action = legal[rng.randbelow(len(legal))]
            start = time.perf_counter()
            if seat == window.viewer:
                window.play(action)  # a human's move from the board
            else:
                window.bots.chose(action)  # a bot's move as the runner hands it over
            _settle(app)
            times.append((time.perf_counter() - start) * 1000)
            items = max(items, len(window.scene.items()) if window.scene is not None else 0)
    finally:
        _close(window)
    return {
        "players": players,
        "moves": len(times),
        "median_ms": round(statistics.median(times), 1) if times else 0.0,
        "p95_ms": round(_percentile(times, 0.95), 1),
        "slowest_move_ms": round(max(times, default=0.0), 1),
        "items": items,
    }


def _slowest_frame(app: Any, busy: Callable[[], bool], limit_s: float) -> float:
    """The longest gap (ms) between ticks of a 10 ms timer while ``busy()`` holds."""
    from PySide6.QtCore import QTimer

    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    start = time.perf_counter()
    while busy() and time.perf_counter() - start < limit_s:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]
    return round(max(gaps, default=0.0), 1)


def frame_while_bot_thinks(name: str, players: int, seed: int = 5) -> float:
    """The slowest frame while a Hard bot decides on the worker thread."""
    app = _app()
    window = _window(app, bot_delay_ms=0)
    match = _match(name, players, seed, bots="hard")
    while 0 in match.deciders() and not match.is_over():  # let a bot be the one to decide
        match.apply(match.legal_actions(0)[0])
    try:
        window.start_match(match)
        before = len(window.model.match.steps)
        return _slowest_frame(app, lambda: len(window.model.match.steps) == before, 20.0)
    finally:
        _close(window)


def frame_while_board_slides(name: str, players: int, seed: int = 5) -> float:
    """The slowest frame while the board stages a bot's move at the Normal bot speed."""
    app = _app()
    window = _window(app, bot_delay_ms=700)
    window.runner.start = lambda *_args, **_kwargs: None
    match = _match(name, players, seed)
    try:
        window.start_match(match)
        _settle(app)
        for _ in range(40):  # a bot's move that the board can show moving
            current = window.model.match
            seat = next((s for s in current.deciders() if s != 0), None)
            if seat is None:
                window.play(current.legal_actions(0)[0])
                _settle(app)
                continue
            window.bots.chose(current.legal_actions(seat)[0])
            if window.scene is not None and window.scene.busy_ms() > 0:
                return _slowest_frame(app, lambda: window.scene is not None and window.scene.busy_ms() > 0, 5.0)
        return 0.0
    finally:
        _close(window)


def _close(window: Any) -> None:
    window.runner.shutdown(wait_ms=5000)
    window.hints.shutdown(wait_ms=1000)
    window.close()
    window.deleteLater()


def cold_start(runs: int = 3) -> dict[str, float]:
    """Seconds to a shown main window and to a bare PySide6 window, best of ``runs``, and the ratio."""
    app = min(time_start("app", runs))
    bare = min(time_start("bare", runs))
    return {"app_s": round(app, 3), "bare_s": round(bare, 3), "ratio": round(app / bare, 2)}


def run(game: str | None = None, quick: bool = False) -> dict[str, Any]:
    """The whole UI benchmark (``quick``: a few moves, no frame or start-up probes; for tests)."""
    with tempfile.TemporaryDirectory(prefix="zsgames-bench-ui-") as home:
        os.environ.setdefault("ZSGAMES_DATA_DIR", os.path.join(home, "data"))
        os.environ.setdefault("ZSGAMES_SETTINGS_DIR", os.path.join(home, "settings"))
        from zsgames.core import registry

        infos = registry.infos()
        names = [game] if game else list(registry.shipped())
        report: dict[str, Any] = {"size": f"{WIDTH}×{HEIGHT}", "games": {}}
        for name in names:
            players = infos[name].max_players  # the largest table
            row = move_times(name, players, 12 if quick else 300)
            if not quick:
                row["slowest_frame_bot_ms"] = frame_while_bot_thinks(name, players)
                row["slowest_frame_slide_ms"] = frame_while_board_slides(name, players)
            report["games"][name] = row
        if not quick:
            report["cold_start"] = cold_start()
    return report


def format_report(report: dict[str, Any]) -> str:
    lines = [
        f"window ({report['size']}, offscreen)  move → redrawn   median ms   p95 ms   slowest ms"
        "   frame: bot thinks / board slides ms   items"
    ]
    for name, row in report["games"].items():
        frames = (
            f"{row['slowest_frame_bot_ms']:>10.1f} / {row['slowest_frame_slide_ms']:<8.1f}"
            if "slowest_frame_bot_ms" in row
            else f"{'—':>10} / {'—':<8}"
        )
        lines.append(
            f"  {name:<10} {row['players']} players, {row['moves']:>3} moves"
            f"   {row['median_ms']:>9.1f} {row['p95_ms']:>8.1f} {row['slowest_move_ms']:>12.1f}"
            f"   {frames}          {row['items']:>5}"
        )
    if "cold_start" in report:
        c = report["cold_start"]
        lines.append(
            f"cold start: main window {c['app_s']:.2f} s, bare PySide6 window {c['bare_s']:.2f} s: "
            f"{c['ratio']:.1f}× (goal: within 2.5×)"
        )
    lines.append(
        "goal: every move median ≤ 16 ms and p95 ≤ 33 ms; no frame over 50 ms while a bot thinks or the board animates"
    )
    return "\n".join(lines)


__all__ = ["format_report", "run"]
