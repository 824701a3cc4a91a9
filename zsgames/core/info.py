"""What a game is, declared as data (as OpenSpiel's ``GameType``/``GameInfo`` do): its names, how
many can play, whether seats make simultaneous secret choices, its options (with what the New-game
dialog offers), its place in the menus, its bots' tuning, the builder of its OpenSpiel action table
and what the welcome says of it. The registry, the CLI (``--players``, ``--option NAME=VALUE``), the
New-game dialog, save validation, the bots, the welcome, the benchmarks and the OpenSpiel adapter
read it, so a new game is added by filling one in (``zsgames/games/<name>/info.py``: ``INFO``,
which the game's ``Game.info`` is).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from zsgames.core.action_table import TableBuilder
from zsgames.core.i18n import Text
from zsgames.core.options import OptionSpec, shown, unknown_option, validate_options

#: The catalogs' context of the games' names (info.py marks each: ``N_("Zooscape", context="game name")``).
GAME_NAME = "game name"

#: An option as the New-game dialog offers it: its name, its label and its ``(value, text)`` choices.
OfferedOption: TypeAlias = tuple[str, str, list[tuple[Any, str]]]

#: A bot level's settings for one game: ``{"hard": {"iterations": 2000, …}}`` (fields of
#: ``zsgames.bots.levels.SearchConfig``, which the bots check; the core does not know them).
BotTuning: TypeAlias = Mapping[str, Mapping[str, bool | int | float]]


@dataclass(frozen=True, slots=True)
class Welcome:
    """What the first screen says of a game: two lines in the app's own words, its card's colour,
    how long a game in the app takes (with the measurement behind it) and the Quick game's table
    (with why that many)."""

    blurb: tuple[str, str]
    colour: str  # "#rrggbb"
    minutes: int
    minutes_basis: str
    quick_players: int
    quick_why: str


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One game's declaration. ``simultaneous``: some decisions are secret commits of several seats
    at once, hidden until all have chosen (the conformance check holds a game to it)."""

    name: str  # registry key and save tag, e.g. "zooscape"
    display_name: str  # English, marked in info.py with N_(…, context=GAME_NAME); shown as ``title``
    min_players: int
    max_players: int
    simultaneous: bool = False
    options: tuple[OptionSpec, ...] = ()
    order: int = 100  # place in the menus and on the welcome, lowest first (then by name)
    bot_tuning: BotTuning = field(default_factory=dict, hash=False)
    action_table: TableBuilder | None = field(default=None, hash=False)  # None: not an OpenSpiel game
    welcome: Welcome | None = None  # None: not on the welcome (a game in the menus only)
    #: action kinds that pass or end a player's turn (Game ▸ Confirm end of turn asks before them)
    ends_turn: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if not self.name.isidentifier():
            raise ValueError(f"a game's name is a Python identifier, not {shown(self.name)}")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.display_name}: players must run from 1 up, not {self.players_text()}")
        names = [spec.name for spec in self.options]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.display_name} declares an option twice: {', '.join(names)}")
        for spec in self.options:
            problem = spec.problem(spec.default, self.max_players)
            if problem:
                raise ValueError(f"{self.display_name}'s default breaks its own rule: {problem}")
            if spec.label and not spec.offered(self.min_players):
                raise ValueError(f"{self.display_name} offers option {spec.name} with no choices")
            for value, text in spec.offered(self.max_players):
                problem = spec.problem(value, self.max_players)
                if problem or not text:
                    raise ValueError(
                        f"{self.display_name} offers option {spec.name} a choice it refuses: "
                        f"{problem or 'a choice has no text'}"
                    )

        if self.welcome is not None and self.players_problem(self.welcome.quick_players):
            raise ValueError(f"{self.display_name}'s Quick game cannot seat {self.welcome.quick_players}")

    @property
    def title(self) -> Text:
        """The game's name in the current language (the printed Chinese name in Chinese)."""
        return Text(self.display_name, context=GAME_NAME)

    def players_text(self) -> str:
        return f"{self.min_players}–{self.max_players} players"

    def players_problem(self, players: int) -> str | None:
        """Why ``players`` cannot sit at this game, or None if they can."""
        if self.min_players <= players <= self.max_players:
            return None
        return f"{self.display_name} is for {self.players_text()}, not {players}"

    def option(self, name: str) -> OptionSpec | None:
        return next((spec for spec in self.options if spec.name == name), None)

    def offered_options(self, players: int) -> list[OfferedOption]:
        """The options the New-game dialog offers at a table of ``players``: ``(name, label,
        [(value, text), …])`` for each option declared with a label, in declaration order."""
        return [(spec.name, spec.label, spec.offered(players)) for spec in self.options if spec.label]

    def validate(self, options: Mapping[str, Any], players: int) -> None:
        """``ValueError`` (one line) for the first option this game does not allow."""
        validate_options(self.options, options, players, self.display_name)

    def parse_options(self, assignments: Iterable[str], players: int) -> dict[str, Any]:
        """The options typed as ``NAME=VALUE`` (each value read by its spec's kind), checked like a
        save's; ``ValueError`` (one line) for the first that is malformed, unknown or out of range.
        A name given twice keeps its last value."""
        options: dict[str, Any] = {}
        for text in assignments:
            name, sep, value = text.partition("=")
            name = name.strip()
            if not sep or not name:
                raise ValueError(f"an option is NAME=VALUE, not {shown(text)}")
            spec = self.option(name)
            if spec is None:
                raise ValueError(unknown_option(self.options, name, self.display_name))
            options[name] = spec.parse(value)
        self.validate(options, players)
        return options
