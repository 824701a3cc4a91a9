"""What a game is, declared as data (as OpenSpiel's ``GameType``/``GameInfo`` do): its names, how
many can play, whether seats make simultaneous secret choices, and its options. The registry, the
CLI (``--players``, ``--option NAME=VALUE``), the New-game dialog and save validation read it, so a
new game is added by filling one in (``Game.info``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from zsgames.core.options import OptionSpec, shown, unknown_option, validate_options


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One game's declaration. ``simultaneous``: some decisions are secret commits of several seats
    at once, hidden until all have chosen (the conformance check holds a game to it)."""

    name: str  # registry key and save tag, e.g. "zooscape"
    display_name: str
    min_players: int
    max_players: int
    simultaneous: bool = False
    options: tuple[OptionSpec, ...] = ()

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

    def players_text(self) -> str:
        return f"{self.min_players}–{self.max_players} players"

    def players_problem(self, players: int) -> str | None:
        """Why ``players`` cannot sit at this game, or None if they can."""
        if self.min_players <= players <= self.max_players:
            return None
        return f"{self.display_name} is for {self.players_text()}, not {players}"

    def option(self, name: str) -> OptionSpec | None:
        return next((spec for spec in self.options if spec.name == name), None)

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
