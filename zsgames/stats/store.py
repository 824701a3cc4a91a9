"""The statistics database: every finished game in one SQLite file (``stats.sqlite3`` beside the autosave).

* The schema is versioned (``PRAGMA user_version``) and migrated step by step (:data:`MIGRATIONS`);
  ``PRAGMA application_id`` marks the file as ours.
* A file that is not a database, a damaged one, or some other program's database is reported in
  one line (:attr:`StatsStore.notices`) and set aside — renamed to ``stats.sqlite3.unreadable-<time>``,
  never deleted — and a new one is started. A database of a newer app is left alone (StatsError).
* A game the database cannot take now (locked by another program past :data:`BUSY_TIMEOUT_S`)
  waits as JSON in ``pending/`` beside it and is added by the next write or read (the window also
  tries at its start): a finished game is never forgotten.
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
from zsgames.core.snapshot import atomic_write_text
from zsgames.core.text import plural
from zsgames.stats.record import GameRecord, SeatRecord, record_from_json, record_to_json

FILE_NAME = "stats.sqlite3"
#: Beside the database: each finished game it could not take (busy past BUSY_TIMEOUT_S), as JSON.
PENDING_DIR = "pending"
#: How long a write waits for another program's lock before the game goes to the pending folder.
BUSY_TIMEOUT_S = 10.0
APPLICATION_ID = 0x7A736773  # "zsgs": a zsgames statistics file
VERSION = 1
#: The SQLite errors that mean the file itself is unusable (set aside), not that it is busy or locked.
BROKEN_ERRORS = {"SQLITE_NOTADB", "SQLITE_CORRUPT"}
#: The SQLite errors (and their extended codes) that mean another connection holds the file now.
BUSY_ERRORS = ("SQLITE_BUSY", "SQLITE_LOCKED")

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


class StatsBusy(StatsError):
    """Another program holds the database past BUSY_TIMEOUT_S: a write waits in the pending folder."""


class _Unreadable(Exception):
    """The file is not a usable statistics database: set it aside."""


def default_path() -> Path:
    return data_dir() / FILE_NAME


class StatsStore:
    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        #: One line per file set aside or game left waiting in the pending folder, for the caller to
        #: show (newest last).
        self.notices: list[str] = []
        #: How many damaged games the last :meth:`records` left out (each also logged as a warning).
        self.damaged = 0

    # --- writing --------------------------------------------------------------------------------
    def add(self, record: GameRecord) -> bool:
        """Keep ``record``; False if a game with its key is already kept, or if the database cannot
        take it now (busy, locked by another program): then it waits in the pending folder, a
        notice says so, and the next :meth:`add` or :meth:`flush_pending` adds it. StatsError only
        when it can be kept in neither."""
        try:
            added = self._add(record)
        except StatsBusy as exc:
            if not self._queue(record):
                raise
            self.notices.append(f"The game was kept in {self.pending_dir()} to be added to the statistics later: {exc}")
            return False
        self.flush_pending()
        return added

    def _add(self, record: GameRecord) -> bool:

        def add(conn: sqlite3.Connection) -> bool:
            with _transaction(conn):
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO games (key, game, finished, moves, rounds, decided_by, save)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        record.key,
                        record.game,
                        record.finished,
                        record.moves,
                        record.rounds,
                        record.decided_by,
                        record.save,
                    ),
                )
                if cursor.rowcount == 0:
                    return False
                conn.executemany(
                    "INSERT INTO seats (game_id, seat, name, controller, total, lines, winner)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            cursor.lastrowid,
                            s.seat,
                            s.name,
                            s.controller,
                            s.total,
                            json.dumps(dict(s.lines), ensure_ascii=False),
                            int(s.winner),
                        )
                        for s in record.seats
                    ],
                )
                return True

        return self._run(add)

    # --- games waiting while the database was busy -------------------------------------------------
    def pending_dir(self) -> Path:
        return self.path.parent / PENDING_DIR

    def pending(self) -> list[Path]:
        """The games waiting to be added, oldest first (by file time, then name)."""
        try:
            files = [p for p in self.pending_dir().glob("*.json") if p.is_file()]
        except OSError:
            return []
        return sorted(files, key=lambda p: (_mtime(p), p.name))

    def _queue(self, record: GameRecord) -> bool:
        """Keep ``record`` in the pending folder (named by its key: queued twice, it is one file)."""
        try:
            folder = self.pending_dir()
            folder.mkdir(parents=True, exist_ok=True)
            atomic_write_text(folder / f"{record.key}.json", json.dumps(record_to_json(record), ensure_ascii=False))
        except (OSError, ValueError) as exc:
            log.warning("a finished game could not be kept in %s: %s", self.pending_dir(), exc)
            return False
        return True

    def flush_pending(self) -> int:
        """Add the games waiting in the pending folder; how many were new. One the database still
        cannot take stays for the next time; a file that is not a record is renamed ``….unreadable``."""
        added = 0
        for path in self.pending():
            try:
                record = record_from_json(json.loads(path.read_text(encoding="utf-8")))
            except FileNotFoundError:  # another process added it meanwhile
                continue
            except (OSError, ValueError, RecursionError) as exc:
                log.warning("the waiting game %s cannot be read (%s); it was renamed .unreadable", path, exc)
                with contextlib.suppress(OSError):
                    path.rename(path.with_name(path.name + ".unreadable"))
                continue
            try:
                added += self._add(record)
            except StatsError as exc:
                log.warning("the waiting games stay in %s: %s", self.pending_dir(), exc)
                break
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        return added

    # --- reading --------------------------------------------------------------------------------
    def records(self, game: str | None = None) -> list[GameRecord]:
        """Every kept game (of ``game`` if given), oldest first, without their saves (the games
        waiting in the pending folder are added first, when the database takes them)."""
        if self.pending():
            self.flush_pending()

        def read(conn: sqlite3.Connection) -> list[GameRecord]:
            where, args = ("WHERE game = ?", (game,)) if game is not None else ("", ())
            games = conn.execute(
                f"SELECT id, key, game, finished, moves, rounds, decided_by FROM games {where} ORDER BY finished, id",
                args,
            ).fetchall()
            seats: dict[int, list[SeatRecord]] = {}
            damaged: set[int] = set()
            for row in conn.execute(
                "SELECT game_id, seat, name, controller, total, lines, winner FROM seats"
                f" JOIN games ON games.id = game_id {where} ORDER BY game_id, seat",
                args,
            ):
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
                log.warning(
                    "%s in %s %s damaged and left out of the statistics",
                    plural(len(damaged), "game"),
                    self.path,
                    "is" if len(damaged) == 1 else "are",
                )
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
                name = getattr(exc, "sqlite_errorname", "")
                if name.startswith(BUSY_ERRORS):
                    raise StatsBusy(f"the statistics in {self.path} are in use by another program ({exc})") from None
                if name not in BROKEN_ERRORS:
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
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
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
            raise StatsError(
                f"the statistics in {self.path} cannot be read ({reason}) nor set aside ({_reason(exc)})"
            ) from None
        self.notices.append(
            f"The statistics file {self.path.name} could not be read ({reason}); "
            f"it was kept as {target.name} and a new one was started."
        )


def _seat_of(row: tuple[Any, ...]) -> SeatRecord | None:
    """A seat from its row (seat, name, controller, total, lines, winner), or None when the row is
    damaged: a field of the wrong kind, or lines that are not a JSON object of whole numbers."""
    seat, name, controller, total, lines_json, winner = row
    if not (
        _whole(seat)
        and isinstance(name, str)
        and isinstance(controller, str)
        and _whole(total)
        and _whole(winner)
        and isinstance(lines_json, str)
    ):
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
    if not (
        seats
        and all(isinstance(v, str) for v in (key, game, finished, decided_by))
        and _whole(moves)
        and _whole(rounds)
    ):
        return None
    return GameRecord(key, game, finished, moves, rounds, decided_by, seats)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


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
        raise StatsError(
            f"the statistics in {conn_path(conn)} are of a newer zsgames (version {version}); "
            f"this one reads up to {VERSION}"
        )
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
