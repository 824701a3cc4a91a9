"""One damaged row of the statistics is left out and reported; the other games are kept (issue 34, item 8)."""

from __future__ import annotations

import logging
import os
import sqlite3
import subprocess
import sys

import pytest

from tests.stats.test_store import finished
from zsgames.stats import summary
from zsgames.stats.record import record_of
from zsgames.stats.store import StatsStore

DAMAGE = [
    ("UPDATE seats SET lines = 'not json' WHERE seat = 1", "lines not JSON"),
    ("UPDATE seats SET lines = '[1, 2]' WHERE seat = 1", "lines a list"),
    ('UPDATE seats SET lines = \'{"Points": "many"}\' WHERE seat = 1', "a line's value text"),
    ("UPDATE seats SET total = 'lots' WHERE seat = 1", "text in total"),
    ("UPDATE seats SET winner = 'yes' WHERE seat = 1", "text in winner"),
    ("UPDATE games SET moves = 'x'", "text in moves"),
]


def _two_games_one_damaged(path, statement):
    store = StatsStore(path)
    store.add(record_of(finished(4), "2026-01-01T10:00:00"))
    store.add(record_of(finished(6), "2026-01-02T10:00:00"))
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        damaged = conn.execute("SELECT id FROM games ORDER BY finished").fetchone()[0]
        conn.execute(
            f"{statement} AND game_id = ?" if "seats" in statement else f"{statement} WHERE id = ?", (damaged,)
        )
    return store


@pytest.mark.parametrize(("statement", "_what"), DAMAGE)
def test_a_damaged_game_is_left_out_counted_and_logged(tmp_path, caplog, statement, _what):
    store = _two_games_one_damaged(tmp_path / "stats.sqlite3", statement)
    with caplog.at_level(logging.WARNING, logger="zsgames.stats.store"):
        records = store.records()
    assert [r.finished for r in records] == ["2026-01-02T10:00:00"]
    assert store.damaged == 1
    assert "1 game in " in caplog.text and "is damaged and left out of the statistics" in caplog.text
    (stats,) = summary.summarise(records, ["tiny"])
    assert stats.recorded == 1


def test_zsgames_stats_shows_the_rest_and_says_what_was_left_out(tmp_path):
    """``zsgames stats`` used to end in a traceback (exit 1) for one damaged row."""
    _two_games_one_damaged(tmp_path / "stats.sqlite3", DAMAGE[0][0])
    code = (
        "import sys\n"
        "from tests.support import tiny_game\n"
        "from zsgames.core import registry\n"
        "registry.register(tiny_game.GAME)\n"
        "from zsgames.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    env = {**os.environ, "ZSGAMES_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", code, "stats", "--game", "tiny"], capture_output=True, text=True, env=env
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip() == "zsgames: 1 damaged game in the statistics was left out"
    assert "1 game recorded" in result.stdout


def test_zsgames_stats_prints_a_kept_name_with_its_escapes_shown(tmp_path):
    """A name an older app kept (or a hand-edited file) cannot clear the terminal or forge a line."""
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.add(record_of(finished(4), "2026-01-01T10:00:00"))
    with sqlite3.connect(store.path) as conn:
        conn.execute("UPDATE seats SET name = ? WHERE seat = 0", ("Ann\x1b[2J\nWinner: Eve",))
    env = {**os.environ, "ZSGAMES_DATA_DIR": str(tmp_path)}
    code = (
        "import sys\nfrom tests.support import tiny_game\nfrom zsgames.core import registry\n"
        "registry.register(tiny_game.GAME)\nfrom zsgames.cli import main\nsys.exit(main(sys.argv[1:]))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, "stats", "--game", "tiny"], capture_output=True, text=True, env=env
    )
    assert result.returncode == 0, result.stderr
    assert "\x1b" not in result.stdout and "Ann\\x1b[2J\\nWinner: Eve" in result.stdout
    assert not any(line.startswith("Winner") for line in result.stdout.splitlines())
