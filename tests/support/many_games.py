"""A statistics database of many synthetic finished games, written in one transaction (a test of
the Statistics window with 20 000 games must not spend minutes recording them)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from zsgames.stats.store import StatsStore

LEVELS = ("random", "easy", "normal", "hard")


def fill(path: Path, games: int, game: str = "cuzhi") -> StatsStore:
    """``games`` finished 3-player games of ``game`` (Ann, a person, against two bots) in ``path``."""
    store = StatsStore(path)
    store.records("none")  # makes the file and its schema
    save = json.dumps({"format": "zsgames-save", "game": game, "actions": [{"kind": "pass"}] * 200})
    conn = sqlite3.connect(path)
    with conn:
        for n in range(games):
            finished = f"2026-{1 + n // 60000 % 12:02d}-{1 + n // 2000 % 28:02d}T{n // 60 % 24:02d}:{n % 60:02d}:00"
            cursor = conn.execute(
                "INSERT INTO games (key, game, finished, moves, rounds, decided_by, save) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (f"key-{n:06d}", game, finished, 150 + n % 40, 8, "most points", save),
            )
            totals = (20 + n % 17, 18 + n % 13, 15 + n % 11)
            best = max(totals)
            seats = [("Ann", "human"), ("Easy", LEVELS[n % 4]), ("Hard", LEVELS[(n + 1) % 4])]
            conn.executemany(
                "INSERT INTO seats (game_id, seat, name, controller, total, lines, winner)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        cursor.lastrowid,
                        seat,
                        name,
                        controller,
                        total,
                        json.dumps({"Titles": total // 2, "Coins": total - total // 2}),
                        int(total == best),
                    )
                    for seat, ((name, controller), total) in enumerate(zip(seats, totals, strict=True))
                ],
            )
    conn.close()
    return store
