"""What the welcome cards say of each game: its declaration (``GameInfo.welcome``, in the game's
``info.py``), read through the registry without importing the rules (that is slow, and the welcome is
the first thing the window paints). A game that declares no welcome has no card.
"""

from __future__ import annotations

from dataclasses import dataclass

from zsgames.core import registry
from zsgames.core.i18n import _
from zsgames.core.info import GameInfo


@dataclass(frozen=True)
class GameIntro:
    name: str  # the registry name
    title: str  # the name shown
    colour: str
    blurb: tuple[str, str]  # two lines, in the app's own words
    min_players: int
    max_players: int
    minutes: int  # how long a game in the app takes (see the declaration's basis)
    quick_players: int  # the Quick game's table (see the declaration's why)

    @property
    def players_text(self) -> str:
        return _("{low}–{high} players", low=self.min_players, high=self.max_players)

    @property
    def time_text(self) -> str:
        return _("about {n} min", n=self.minutes)


def names() -> list[str]:
    """The games on the welcome table, in menu order."""
    return [name for name, info in registry.infos().items() if info.welcome is not None]


def intro(name: str) -> GameIntro:
    """The welcome facts of the game called ``name`` (one of :func:`names`)."""
    return _intro(registry.infos()[name])


def _intro(info: GameInfo) -> GameIntro:
    welcome = info.welcome
    if welcome is None:
        raise KeyError(f"{info.display_name} is not on the welcome")
    return GameIntro(
        info.name,
        str(info.title),  # in the language in use: the welcome is built anew after a switch
        welcome.colour,
        welcome.blurb,
        info.min_players,
        info.max_players,
        welcome.minutes,
        welcome.quick_players,
    )


def intros() -> list[GameIntro]:
    return [intro(name) for name in names()]


__all__ = ["GameIntro", "intro", "intros", "names"]
