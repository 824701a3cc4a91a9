"""The score chart (pyqtgraph, ~1 s to import) is built only when its tab is first shown."""

from __future__ import annotations

import subprocess
import sys

from tests.support.tiny_game import GAME
from tests.ui.test_history_window import hotseat, play_moves, window  # noqa: F401  (fixture)
from zsgames.core.match import Match


def test_opening_the_main_window_does_not_import_pyqtgraph():
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from zsgames.ui.window.main_window import MainWindow\n"
        "w = MainWindow(bot_delay_ms=0); w.show(); app.processEvents()\n"
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph imported at start'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_chart_is_built_with_the_game_when_its_tab_is_shown(window, qtbot):  # noqa: F811
    window.start_match(Match(GAME, hotseat(2), 3))
    play_moves(window, 3)
    extras = window.extras
    assert extras._chart is None
    extras.chart_dock.raise_()
    qtbot.waitUntil(lambda: extras._chart is not None)
    assert extras.chart_dock.widget() is extras._chart
    assert len(extras._chart.curve_data()) == 2
