"""Game options as data: each game declares an :class:`OptionSpec` per option it reads from
``GameConfig.options``, and :func:`validate_options` is the one check of a set of options against
them (save loading and the New-game dialog both call it), so an option of the wrong type, out of
range or unknown never reaches the rules.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: The kinds an option can have (JSON values): a whole number, true/false or text.
KINDS: dict[type, str] = {int: "a whole number", bool: "true or false", str: "text"}


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option: its key in ``GameConfig.options``, its kind, the value the rules use when
    it is not set, the allowed values (``low``–``high`` for a number, ``choices``, or ``seat``: a
    seat number of the table) and a line of help.

    ``None`` (JSON ``null``) is always allowed and means "not set": the rules use ``default``.
    An option with a ``label`` is offered by the New-game dialog: a box of ``offers`` (each value
    with its text, the first shown first), then, for a seat option, every seat of the table.
    """

    name: str
    kind: type
    default: Any
    help: str
    low: int | None = None
    high: int | None = None
    choices: tuple[Any, ...] | None = None
    seat: bool = False
    label: str = ""
    offers: tuple[tuple[Any, str], ...] = ()

    def offered(self, players: int) -> list[tuple[Any, str]]:
        """The New-game dialog's choices at a table of ``players``: the declared offers, then each
        seat ("Player 1", …) for a seat option; none for an option without a label."""
        if not self.label:
            return []
        seats = [(seat, SEAT_TEXT.format(number=seat + 1)) for seat in range(players)] if self.seat else []
        return [*self.offers, *seats]

    def problem(self, value: Any, players: int) -> str | None:
        """Why ``value`` cannot be this option at a table of ``players``, or None if it can."""
        if value is None:
            return None
        if not _is_kind(value, self.kind):
            return f"option {self.name} must be {KINDS[self.kind]}, not {shown(value)}"
        if self.seat and not 0 <= value < players:
            return f"option {self.name} must be a seat from 0 to {players - 1}, not {value}"
        if self.choices is not None and value not in self.choices:
            allowed = " or ".join(shown(c) for c in self.choices)
            return f"option {self.name} must be {allowed}, not {shown(value)}"
        low = self.low if self.low is not None else value
        high = self.high if self.high is not None else value
        if self.kind is int and not low <= value <= high:
            return f"option {self.name} must be between {self.low} and {self.high}, not {value}"
        return None

    def parse(self, text: str) -> Any:
        """The value typed as ``text`` (the CLI's ``--option NAME=VALUE``), read by this option's
        kind: a whole number, one of the :data:`TRUE_WORDS`/:data:`FALSE_WORDS`, or text. Whether
        it is allowed (range, choices, seat) is :meth:`problem`'s job; ``ValueError`` (one line)
        when the text cannot be of this kind at all."""
        word = text.strip()
        if self.kind is bool:
            if word.lower() in TRUE_WORDS:
                return True
            if word.lower() in FALSE_WORDS:
                return False
            raise ValueError(f"option {self.name} must be true or false (or yes/no, 1/0), not {shown(text)}")
        if self.kind is int:
            try:
                return int(word)
            except ValueError:
                raise ValueError(f"option {self.name} must be a whole number, not {shown(text)}") from None
        return text


#: A seat as the New-game dialog offers it (a seat option's choice).
SEAT_TEXT = "Player {number}"

#: The words a true/false option accepts on the command line (case does not matter).
TRUE_WORDS = ("true", "1", "yes")
FALSE_WORDS = ("false", "0", "no")


def _is_kind(value: Any, kind: type) -> bool:
    if kind is bool:
        return isinstance(value, bool)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def shown(value: Any, limit: int = 40) -> str:
    """A value as JSON, cut to ``limit`` characters (for a one-line message)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def validate_options(
    specs: Sequence[OptionSpec], options: Mapping[str, Any], players: int, game_name: str = "this game"
) -> None:
    """Raise ``ValueError`` with one readable line for the first option that ``specs`` do not allow
    (an unknown key, a value of the wrong kind or out of range)."""
    by_name = {spec.name: spec for spec in specs}
    for key, value in options.items():
        spec = by_name.get(key)
        if spec is None:
            raise ValueError(unknown_option(specs, key, game_name))
        problem = spec.problem(value, players)
        if problem:
            raise ValueError(problem)


def unknown_option(specs: Sequence[OptionSpec], key: Any, game_name: str = "this game") -> str:
    """The line for an option ``specs`` do not declare, naming those they do."""
    known = ", ".join(sorted(spec.name for spec in specs)) or "none"
    return f"{game_name} has no option {shown(key)} (its options: {known})"
