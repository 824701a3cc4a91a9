"""The statistics database: every finished game in one SQLite file (``stats.sqlite3`` beside the autosave).

* The schema is versioned (``PRAGMA user_version``) and migrated step by step (:data:`MIGRATIONS`);
  ``PRAGMA application_id`` marks the file as ours.
* A file that is not a database, a damaged one, or some other program's database is reported in
  one line (:attr:`StatsStore.notices`) and set aside — renamed to ``stats.sqlite3.unreadable-<time>``,
  never deleted — and a new one is started. A database of a newer app is left alone (StatsError).
* A game is added once: its key (:func:`zsgames.stats.record.game_key`) is unique.
* A damaged game (a field of the wrong kind, scoring lines that are not a JSON object) is left out
  of what is read, counted (:attr:`StatsStore.damaged`) and logged; the other games are kept.
* Every call opens and closes its own connection, so any thread may use the store (the window
  records from a worker); nothing here raises anything but :class:`StatsError`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from zsgames.core.dirs import data_dir
from zsgames.core.text import plural
from zsgames.stats.record import GameRecord, SeatRecord

FILE_NAME = "stats.sqlite3"
APPLICATION_ID = 0x7A736773  # "zsgs": a zsgames statistics file
VERSION = 1
#: The SQLite errors that mean the file itself is unusable (set aside), not that it is busy or locked.
BROKEN_ERRORS = {"SQLITE_NOTADB", "SQLITE_CORRUPT"}

#: ``MIGRATIONS[n]`` are the statements that turn a schema of version ``n`` into ``n + 1``
#: (0 is a new, empty file). Raise VERSION with a new step, never edit an old one.
MIGRATIONS: dict[int, tuple[str, ...]] = {
    0: (
        f"PRAGMA application_id = {APPLICATION_ID}",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            finished TEXT NOT NULL,
            moves INTEGER NOT NULL,
            rounds INTEGER NOT NULL,
            decided_by TEXT NOT NULL,
            save TEXT NOT NULL)""",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            controller TEXT NOT NULL,
            total INTEGER NOT NULL,
            lines TEXT NOT NULL,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat))""",
        "CREATE INDEX games_by_game ON games (game, finished)",
    ),
}

T = TypeVar("T")
log = logging.getLogger(__name__)


class StatsError(Exception):
    """The statistics cannot be read or written now; ``str()`` is one line."""


class _Unreadable(Exception):
    """The file is not a usable statistics database: set it aside."""


def default_path() -> Path:
    return data_dir() / FILE_NAME


class StatsStore:
    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        #: One line per file set aside, for the caller to show (newest last).
        self.notices: list[str] = []
        #: How many damaged games the last :meth:`records` left out (each also logged as a warning).
        self.damaged = 0

    # --- writing --------------------------------------------------------------------------------
    def add(self, record: GameRecord) -> bool:
        """Keep ``record``; False if a game with its key is already kept."""

        def add(conn: sqlite3.Connection) -> bool:
            with _transaction(conn):
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO games (key, game, finished, moves, rounds, decided_by, save)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (record.key, record.game, record.finished, record.moves, record.rounds, record.decided_by,
                     record.save),
                )
                if cursor.rowcount == 0:
                    return False
                conn.executemany(
                    "INSERT INTO seats (game_id, seat, name, controller, total, lines, winner)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(cursor.lastrowid, s.seat, s.name, s.controller, s.total,
                      json.dumps(dict(s.lines), ensure_ascii=False), int(s.winner)) for s in record.seats],
                )
                return True

        return self._run(add)

    # --- reading --------------------------------------------------------------------------------
    def records(self, game: str | None = None) -> list[GameRecord]:
        """Every kept game (of ``game`` if given), oldest first, without their saves."""

        def read(conn: sqlite3.Connection) -> list[GameRecord]:
            where, args = ("WHERE game = ?", (game,)) if game is not None else ("", ())
            games = conn.execute(
                f"SELECT id, key, game, finished, moves, rounds, decided_by FROM games {where}"
                " ORDER BY finished, id", args).fetchall()
            seats: dict[int, list[SeatRecord]] = {}
            damaged: set[int] = set()
            for row in conn.execute("SELECT game_id, seat, name, controller, total, lines, winner FROM seats"
                                    f" JOIN games ON games.id = game_id {where} ORDER BY game_id, seat", args):
                seat = _seat_of(row[1:])
                if seat is None:
                    damaged.add(row[0])
                else:
                    seats.setdefault(row[0], []).append(seat)
            kept: list[GameRecord] = []
            for gid, *fields in games:
                record = _game_of(fields, tuple(seats.get(gid, ())))
                if record is None or gid in damaged:
                    damaged.add(gid)
                else:
                    kept.append(record)
            self.damaged = len(damaged)
            if damaged:
                log.warning("%s in %s %s damaged and left out of the statistics",
                            plural(len(damaged), "game"), self.path, "is" if len(damaged) == 1 else "are")
            return kept

        return self._run(read)

    def save_of(self, key: str) -> dict[str, Any]:
        """The whole save of the game kept under ``key`` (StatsError if there is none)."""

        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute("SELECT save FROM games WHERE key = ?", (key,)).fetchone()
            return row[0] if row else None

        text = self._run(read)
        if text is None:
            raise StatsError("that game is no longer in the statistics")
        try:
            data = json.loads(text)
        except ValueError:
            raise StatsError("the saved game in the statistics is damaged") from None
        if not isinstance(data, dict):
            raise StatsError("the saved game in the statistics is damaged")
        return data

    # --- the file ---------------------------------------------------------------------------------
    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` on a ready connection; an unusable file is set aside and ``work`` done on a new one."""
        for attempt in range(2):
            try:
                with self._connection() as conn:
                    return work(conn)
            except _Unreadable as exc:
                reason = str(exc)
            except sqlite3.DatabaseError as exc:
                if getattr(exc, "sqlite_errorname", "") not in BROKEN_ERRORS:
                    raise StatsError(f"the statistics in {self.path} cannot be used now ({exc})") from None
                reason = str(exc)
            if attempt == 1:
                break
            self._set_aside(reason)
        raise StatsError(f"the statistics in {self.path} cannot be used ({reason})")

    @contextlib.contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StatsError(f"cannot open the statistics in {self.path} ({_reason(exc)})") from None
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            _prepare(conn)
            yield conn
        finally:
            conn.close()

    def _set_aside(self, reason: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.unreadable-{stamp}-{n}")
        try:
            self.path.rename(target)
            for suffix in ("-journal", "-wal", "-shm"):  # its journal belongs to it, not to the new file
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    side.rename(target.with_name(target.name + suffix))
        except OSError as exc:
            raise StatsError(f"the statistics in {self.path} cannot be read ({reason}) "
                             f"nor set aside ({_reason(exc)})") from None
        self.notices.append(f"The statistics file {self.path.name} could not be read ({reason}); "
                            f"it was kept as {target.name} and a new one was started.")


def _seat_of(row: tuple[Any, ...]) -> SeatRecord | None:
    """A seat from its row (seat, name, controller, total, lines, winner), or None when the row is
    damaged: a field of the wrong kind, or lines that are not a JSON object of whole numbers."""
    seat, name, controller, total, lines_json, winner = row
    if not (_whole(seat) and isinstance(name, str) and isinstance(controller, str) and _whole(total)
            and _whole(winner) and isinstance(lines_json, str)):
        return None
    try:
        lines = json.loads(lines_json)
    except (ValueError, RecursionError):
        return None
    if not isinstance(lines, dict) or not all(_whole(v) for v in lines.values()):
        return None
    return SeatRecord(seat, name, controller, total, tuple((str(k), int(v)) for k, v in lines.items()), bool(winner))


def _game_of(fields: list[Any], seats: tuple[SeatRecord, ...]) -> GameRecord | None:
    """A game from its row (key, game, finished, moves, rounds, decided_by) and its seats, or None
    when the row is damaged or it has no seats."""
    key, game, finished, moves, rounds, decided_by = fields
    if not (seats and all(isinstance(v, str) for v in (key, game, finished, decided_by))
            and _whole(moves) and _whole(rounds)):
        return None
    return GameRecord(key, game, finished, moves, rounds, decided_by, seats)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _prepare(conn: sqlite3.Connection) -> None:
    """Check that the file is ours and bring its schema up to :data:`VERSION`."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    if app_id != APPLICATION_ID:
        if app_id != 0 or version != 0 or conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise _Unreadable("it is not a zsgames statistics database")
    elif version > VERSION:
        raise StatsError(f"the statistics in {conn_path(conn)} are of a newer zsgames (version {version}); "
                         f"this one reads up to {VERSION}")
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise _Unreadable(f"statistics of version {version} can no longer be read")
        with _transaction(conn):
            for statement in step:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
        version += 1


def conn_path(conn: sqlite3.Connection) -> str:
    row = conn.execute("PRAGMA database_list").fetchone()
    return str(row[2]) if row else "the database"


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One all-or-nothing write (the connection is in autocommit mode)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc)
