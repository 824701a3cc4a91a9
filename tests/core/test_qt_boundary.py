"""The rules, core, bots and statistics must load without Qt."""

import subprocess
import sys


def test_core_games_bots_import_without_pyside6():
    code = (
        "import sys, zsgames.core, zsgames.bots, zsgames.games, zsgames.cli\n"
        "import zsgames.stats.summary, zsgames.stats.store, zsgames.core.dirs\n"
        "from zsgames.core import registry\n"
        "registry.games()\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
