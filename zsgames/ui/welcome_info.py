"""What the welcome cards say of each game, read from ``resources/<game>/welcome.json``.

Qt-free and without importing the games themselves (that is slow, and the welcome is the first
thing the window paints): the players are data checked against each game's rules by the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from zsgames.core.resources import load_json

#: The games on the welcome table, in order: registry name, name shown, colour of its card.
GAMES = (
    ("zongshi", "Zong Shi", "#c8432f"),
    ("zooscape", "Zooscape", "#2f6fdf"),
    ("cuzhi", "Cuzhi 促织", "#34a353"),
)


@dataclass(frozen=True)
class GameIntro:
    name: str  # the registry name
    title: str  # the name shown
    colour: str
    blurb: tuple[str, str]  # two lines, in the app's own words
    min_players: int
    max_players: int
    minutes: int  # how long a game in the app takes (see the data's "basis")
    quick_players: int  # the Quick game's table (see the data's "why")

    @property
    def players_text(self) -> str:
        return f"{self.min_players}–{self.max_players} players"

    @property
    def time_text(self) -> str:
        return f"about {self.minutes} min"


def intro(name: str) -> GameIntro:
    """The welcome facts of the game called ``name`` (one of :data:`GAMES`)."""
    title, colour = next((t, c) for n, t, c in GAMES if n == name)
    data = load_json(name, "welcome.json")
    first, second = data["blurb"]["lines"]
    return GameIntro(
        name, title, colour, (str(first), str(second)),
        int(data["players"]["min"]), int(data["players"]["max"]),
        int(data["playing_time"]["minutes"]), int(data["quick_game"]["players"]),
    )


def intros() -> list[GameIntro]:
    return [intro(name) for name, _title, _colour in GAMES]


__all__ = ["GAMES", "GameIntro", "intro", "intros"]
