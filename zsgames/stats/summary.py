"""The numbers of the statistics, per game and per player, from the kept records.

"You" are the human seats: in hot-seat every human seat is a person, so people are counted by name.
Bot seats are counted by level ("Hard bot"), so a database of bot games (``zsgames play --record``)
has numbers too. For each player: games played and won (a shared win is a win), the win rate
against each bot level among the other seats (a game against Easy and Hard counts for both; a game
with no bot among the others is "against people only") with its Wilson 95 % interval, the best and
average score, and every score in time order (the dialog's chart).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from zsgames.bots import BOT_LEVELS
from zsgames.bots.arena import wilson
from zsgames.core.names import printable
from zsgames.core.text import plural
from zsgames.stats.record import GameRecord, SeatRecord

PEOPLE = "people"  # the "level" of a game with no bot among a player's opponents
OTHER = "other"  # a bot that is not one of the four levels (search:…, ismcts:…)
LEVEL_ORDER = (*BOT_LEVELS, OTHER, PEOPLE)
LEVEL_WORDS = {
    "random": "Random",
    "easy": "Easy",
    "normal": "Normal",
    "hard": "Hard",
    OTHER: "other bots",
    PEOPLE: "people only",
}


def level_of(controller: str) -> str:
    level = controller.strip().lower()
    return level if level in BOT_LEVELS else OTHER


@dataclass(frozen=True, slots=True)
class Player:
    key: str  # "human:<name>" or "bot:<level>"
    label: str  # what a player reads: the name, or "Hard bot"
    human: bool


def player_of(seat: SeatRecord) -> Player:
    if seat.human:
        return Player(f"human:{seat.name}", seat.name, True)
    level = level_of(seat.controller)
    word = LEVEL_WORDS[level]
    return Player(f"bot:{level}", f"{word} bot" if level != OTHER else "Other bots", False)


@dataclass(slots=True)
class Rate:
    games: int = 0
    wins: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def words(self) -> str:
        """ "3 games, 2 won: 67% (95% interval 21%–94%)"."""
        low, high = self.interval
        return f"{plural(self.games, 'game')}, {self.wins} won: {self.rate:.0%} (95% interval {low:.0%}–{high:.0%})"


@dataclass(frozen=True, slots=True)
class ScorePoint:
    finished: str
    total: int
    won: bool
    key: str  # the game it was scored in


@dataclass(slots=True)
class PlayerStats:
    player: Player
    played: Rate = field(default_factory=Rate)
    by_level: dict[str, Rate] = field(default_factory=dict)
    scores: list[ScorePoint] = field(default_factory=list)

    @property
    def best(self) -> int | None:
        return max((p.total for p in self.scores), default=None)

    @property
    def average(self) -> float | None:
        return sum(p.total for p in self.scores) / len(self.scores) if self.scores else None

    def levels(self) -> list[tuple[str, Rate]]:
        return [(level, self.by_level[level]) for level in LEVEL_ORDER if level in self.by_level]


@dataclass(slots=True)
class GameStats:
    game: str
    recorded: int
    players: list[PlayerStats]

    def player(self, key: str) -> PlayerStats | None:
        return next((p for p in self.players if p.player.key == key), None)


def opponents(record: GameRecord, seat: SeatRecord) -> set[str]:
    """The bot levels among the other seats, or {PEOPLE} when none of them is a bot."""
    levels = {level_of(s.controller) for s in record.seats if s.seat != seat.seat and not s.human}
    return levels or {PEOPLE}


def game_stats(game: str, records: Iterable[GameRecord]) -> GameStats:
    """The numbers of ``game`` from its records (oldest first); people first, most games first, then bots."""
    kept = [r for r in records if r.game == game]
    players: dict[str, PlayerStats] = {}
    for record in kept:
        for seat in record.seats:
            player = player_of(seat)
            stats = players.setdefault(player.key, PlayerStats(player))
            stats.played.games += 1
            stats.played.wins += int(seat.winner)
            stats.scores.append(ScorePoint(record.finished, seat.total, seat.winner, record.key))
            for level in opponents(record, seat):
                rate = stats.by_level.setdefault(level, Rate())
                rate.games += 1
                rate.wins += int(seat.winner)

    def order(stats: PlayerStats) -> tuple[int, int, str]:
        p = stats.player
        if p.human:
            return (0, -stats.played.games, p.label.casefold())
        return (1, LEVEL_ORDER.index(p.key.removeprefix("bot:")), "")

    return GameStats(game, len(kept), sorted(players.values(), key=order))


def summarise(records: Sequence[GameRecord], games: Iterable[str]) -> list[GameStats]:
    return [game_stats(game, records) for game in games]


def to_json(stats: Sequence[GameStats]) -> dict[str, Any]:
    def rate(r: Rate) -> dict[str, Any]:
        low, high = r.interval
        return {"games": r.games, "wins": r.wins, "win_rate": round(r.rate, 4), "ci95": [round(low, 4), round(high, 4)]}

    return {
        "games": {
            g.game: {
                "recorded": g.recorded,
                "players": [
                    {
                        "player": p.player.label,
                        "human": p.player.human,
                        **rate(p.played),
                        "best": p.best,
                        "average": None if p.average is None else round(p.average, 2),
                        "against": {level: rate(r) for level, r in p.levels()},
                    }
                    for p in g.players
                ],
            }
            for g in stats
        }
    }


def format_text(stats: Sequence[GameStats], display_name: Callable[[str], str]) -> str:
    """The numbers as text for a terminal (a kept name's control characters shown as escapes)."""
    lines: list[str] = []
    for g in stats:
        lines.append(f"{display_name(g.game)}: {plural(g.recorded, 'game')} recorded")
        for p in g.players:
            label = printable(p.player.label)
            lines.append(
                f"  {label}: played {p.played.games}, won {p.played.wins} ({p.played.rate:.0%}), "
                f"best score {p.best}, average {p.average:.1f}"
            )
            for level, r in p.levels():
                lines.append(f"    against {LEVEL_WORDS[level]}: {r.words()}")
    return "\n".join(lines) if lines else "No games recorded yet."
