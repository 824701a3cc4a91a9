"""The statistics of a game read straight from SQLite, for a database of many games (issue 34 item 10).

:func:`game_stats` gives what :func:`zsgames.stats.summary.game_stats` gives from every record, from
one query of the few columns it counts (SQLite reads them in the order the games ended, names each
bot's level and leaves the saves and scoring lines alone): no scoring line is decoded and no record
is built, so 20 000 games take a fifth of the time. :func:`recent` reads one page of the newest games for a list, and
:func:`latest_game` the game played last.
"""

from __future__ import annotations

import json
import sqlite3
from itertools import groupby
from operator import itemgetter

from zsgames.core.undo import HUMAN
from zsgames.stats.record import GameRecord, SeatRecord
from zsgames.stats.store import StatsStore
from zsgames.stats.summary import (
    LEVEL_ORDER,
    LEVEL_WORDS,
    OTHER,
    PEOPLE,
    GameStats,
    Player,
    PlayerStats,
    Rate,
    ScorePoint,
    level_of,
)

#: Every seat of the game asked for, game by game in the order they ended (the index on the games
#: gives that order: nothing is sorted). Only the few columns counted: not the saves, not the lines.
_SEATS = """
    SELECT games.id, games.key, games.finished, seats.name, seats.controller, seats.total, seats.winner
    FROM games JOIN seats ON seats.game_id = games.id WHERE games.game = ?
    ORDER BY games.finished, games.id, seats.seat"""


def _player(key: str, name: str) -> Player:
    if key.startswith("human:"):
        return Player(key, name, True)
    level = key.removeprefix("bot:")
    return Player(key, f"{LEVEL_WORDS[level]} bot" if level != OTHER else "Other bots", False)


def game_stats(store: StatsStore, game: str) -> GameStats:
    """The numbers of ``game`` as :func:`zsgames.stats.summary.game_stats` orders them (StatsError)."""

    def read(conn: sqlite3.Connection) -> GameStats:
        players: dict[str, PlayerStats] = {}
        recorded = 0
        levels: dict[str, str | None] = {}  # controller -> level (None: a person); a few of them
        for _id, seats in groupby(conn.execute(_SEATS, (game,)), key=itemgetter(0)):
            rows = list(seats)
            recorded += 1
            seats_levels = []
            for row in rows:
                controller = row[4]
                if controller not in levels:
                    levels[controller] = None if controller == HUMAN else level_of(controller)
                seats_levels.append(levels[controller])
            bots = [level for level in seats_levels if level is not None]
            for (_, game_key, finished, name, _c, total, winner), level in zip(rows, seats_levels, strict=True):
                key = f"human:{name}" if level is None else f"bot:{level}"
                stats = players.get(key)
                if stats is None:
                    stats = players[key] = PlayerStats(_player(key, name))
                won = bool(winner)
                stats.scores.append(ScorePoint(finished, total, won, game_key))
                stats.played.games += 1
                stats.played.wins += won
                others = bots
                if level is not None:  # the others: one bot of this level fewer
                    others = list(bots)
                    others.remove(level)
                for against in set(others) or (PEOPLE,):
                    rate = stats.by_level.get(against)
                    if rate is None:
                        rate = stats.by_level[against] = Rate()
                    rate.games += 1
                    rate.wins += won

        def order(stats: PlayerStats) -> tuple[int, int, str]:
            p = stats.player
            if p.human:
                return (0, -stats.played.games, p.label.casefold())
            return (1, LEVEL_ORDER.index(p.key.removeprefix("bot:")), "")

        return GameStats(game, recorded, sorted(players.values(), key=order))

    return store._run(read)  # the store's connection, with its checks and its setting aside


def recent(store: StatsStore, game: str, limit: int) -> tuple[list[GameRecord], int]:
    """The newest ``limit`` games of ``game``, newest first, without their saves, and how many are kept."""

    def read(conn: sqlite3.Connection) -> tuple[list[GameRecord], int]:
        games = conn.execute(
            "SELECT id, key, game, finished, moves, rounds, decided_by FROM games WHERE game = ?"
            " ORDER BY finished DESC, id DESC LIMIT ?",
            (game, limit),
        ).fetchall()
        seats: dict[int, list[SeatRecord]] = {}
        ids = [row[0] for row in games]
        if ids:
            marks = ", ".join("?" * len(ids))
            for row in conn.execute(
                "SELECT game_id, seat, name, controller, total, lines, winner FROM seats"
                f" WHERE game_id IN ({marks}) ORDER BY game_id, seat",
                ids,
            ):
                try:
                    lines = tuple((str(k), int(v)) for k, v in json.loads(row[5]).items())
                except (ValueError, TypeError, AttributeError):
                    lines = ()  # a list shows no scoring line: a damaged one is not worth losing the row
                seats.setdefault(row[0], []).append(SeatRecord(row[1], row[2], row[3], row[4], lines, bool(row[6])))
        total = conn.execute("SELECT count(*) FROM games WHERE game = ?", (game,)).fetchone()[0]
        return (
            [
                GameRecord(key, name, finished, moves, rounds, decided_by, tuple(seats.get(gid, ())))
                for gid, key, name, finished, moves, rounds, decided_by in games
            ],
            total,
        )

    return store._run(read)


def latest_game(store: StatsStore) -> str | None:
    """The game of the record finished last, or None when nothing is kept."""

    def read(conn: sqlite3.Connection) -> str | None:
        row = conn.execute("SELECT game FROM games ORDER BY finished DESC, id DESC LIMIT 1").fetchone()
        return str(row[0]) if row else None

    return store._run(read)
