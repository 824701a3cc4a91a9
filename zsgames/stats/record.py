"""What the statistics keep of one finished game, and the key that makes it count once.

A :class:`GameRecord` holds the game, when it ended, every seat (name, who played it, total, every
scoring line, whether it won), the length (moves, rounds), what decided the winner and the whole save,
so the game can be replayed. Its key is the save's identity: the game, the seed, the config and the
moves (labels left out): the same finished match replayed, reopened, or undone at the end and redone
has the same key, so it is counted once.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any

from zsgames.bots.controllers import controller_problem
from zsgames.core import snapshot
from zsgames.core.match import Match, canonical_json
from zsgames.core.names import name_problem
from zsgames.core.undo import HUMAN


@dataclass(frozen=True, slots=True)
class SeatRecord:
    seat: int
    name: str
    controller: str  # "human" or the bot's spec ("hard", "search:…")
    total: int
    lines: tuple[tuple[str, int], ...]
    winner: bool

    @property
    def human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True, slots=True)
class GameRecord:
    key: str
    game: str
    finished: str  # local time, ISO 8601 to the second
    moves: int
    rounds: int
    decided_by: str
    seats: tuple[SeatRecord, ...]
    save: str = ""  # the save's JSON ("" when read back without it)

    @property
    def players(self) -> int:
        return len(self.seats)


def game_key(save: dict[str, Any]) -> str:
    """The identity of a save: sha256 of its game, seed, config and moves (without their labels)."""
    moves = [{k: v for k, v in a.items() if k != "label"} for a in save.get("actions", [])]
    identity = {"game": save.get("game"), "seed": save.get("seed"), "config": save.get("config"), "actions": moves}
    return hashlib.sha256(canonical_json(identity).encode("utf-8")).hexdigest()


def record_of(match: Match, finished: str | None = None) -> GameRecord:
    """The record of a finished ``match``; ValueError for one still being played (nothing of a game
    in progress is ever kept: its hidden cards would be in the save) or one whose save loading
    would refuse (checked by the reader's own rules, so the window can always reopen it)."""
    if not match.is_over():
        raise ValueError("only a finished game is recorded")
    game, state, config = match.game, match.state, match.config
    save = snapshot.to_dict(match)
    try:  # the reader's own checks: the Statistics window reopens every game it keeps
        snapshot.validate(save, seat_check=controller_problem)
    except snapshot.SaveError as exc:
        raise ValueError(f"this game cannot be kept in the statistics: {exc}") from None
    winners = set(game.winner(state).winners)
    seats = tuple(
        SeatRecord(
            s.seat,
            config.name(s.seat),
            str(config.seat_info(s.seat).get("controller") or HUMAN),
            int(s.total),
            tuple((str(k), int(v)) for k, v in s.lines),
            s.seat in winners,
        )
        for s in sorted(game.scores(state), key=lambda s: s.seat)
    )
    return GameRecord(
        key=game_key(save),
        game=game.name,
        finished=finished or time.strftime("%Y-%m-%dT%H:%M:%S"),
        moves=len(match.steps),
        rounds=game.round_of(state),
        decided_by=game.winner(state).decided_by,
        seats=seats,
        save=json.dumps(save, ensure_ascii=False),
    )


def record_to_json(record: GameRecord) -> dict[str, Any]:
    """``record`` as JSON (a game waiting in the pending folder while the database is busy)."""
    return {
        "key": record.key,
        "game": record.game,
        "finished": record.finished,
        "moves": record.moves,
        "rounds": record.rounds,
        "decided_by": record.decided_by,
        "save": record.save,
        "seats": [
            {
                "seat": s.seat,
                "name": s.name,
                "controller": s.controller,
                "total": s.total,
                "lines": [list(line) for line in s.lines],
                "winner": s.winner,
            }
            for s in record.seats
        ],
    }


def record_from_json(data: Any) -> GameRecord:
    """The record :func:`record_to_json` wrote; ValueError (one line) for anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list) or not data["seats"]:
        raise ValueError("not a game record")
    for field, kind in (
        ("key", str),
        ("game", str),
        ("finished", str),
        ("decided_by", str),
        ("save", str),
        ("moves", int),
        ("rounds", int),
    ):
        if not isinstance(data.get(field), kind) or isinstance(data.get(field), bool):
            raise ValueError(f"a game record's {field} is missing or of the wrong kind")
    seats = []
    for seat in data["seats"]:
        if not isinstance(seat, dict):
            raise ValueError("a game record's seat is not an object")
        lines = seat.get("lines")
        if not (
            isinstance(seat.get("seat"), int)
            and isinstance(seat.get("name"), str)
            and isinstance(seat.get("controller"), str)
            and isinstance(seat.get("total"), int)
            and isinstance(seat.get("winner"), bool)
            and isinstance(lines, list)
            and all(
                isinstance(line, list) and len(line) == 2 and isinstance(line[0], str) and isinstance(line[1], int)
                for line in lines
            )
        ):
            raise ValueError("a game record's seat is damaged")
        problem = name_problem(seat["name"])
        if problem:
            raise ValueError(f"a game record's seat name {problem}")
        seats.append(
            SeatRecord(
                seat["seat"],
                seat["name"],
                seat["controller"],
                seat["total"],
                tuple((str(k), int(v)) for k, v in lines),
                seat["winner"],
            )
        )
    return GameRecord(
        data["key"],
        data["game"],
        data["finished"],
        data["moves"],
        data["rounds"],
        data["decided_by"],
        tuple(seats),
        data["save"],
    )
