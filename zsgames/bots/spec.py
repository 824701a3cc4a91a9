"""Reading a bot's settings from text (``ismcts:N``, ``search:key=value,…``) with every value checked.

Each :class:`~zsgames.bots.levels.SearchConfig` field has a rule: its kind and its allowed range.
A value outside it, a boolean other than true/false/1/0/yes/no, ``nan`` or ``inf``, and a
combination of settings the search cannot run are refused with a ``ValueError`` whose one line
names the setting and what it allows — before any game starts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace

from zsgames.bots.levels import SearchConfig, search_config
from zsgames.core.text import clip

TRUE_WORDS = ("true", "1", "yes")
FALSE_WORDS = ("false", "0", "no")
MAX_ITERATIONS = 1_000_000  # about an hour of one decision in the slowest game
#: A seat of a game in the window (a save names its bots) plays under its level's time cap, and
#: its budget is at most ten times Hard's largest (2000 iterations, 25 rollout actions): more would
#: only ever be cut by the cap. ``check`` and loading a save refuse a bigger one.
SEAT_MAX_ITERATIONS = 20_000
SEAT_MAX_ROLLOUT = 250


@dataclass(frozen=True, slots=True)
class Rule:
    """What one setting accepts: ``kind`` is "int", "float" or "bool"; bounds are inclusive."""

    kind: str
    low: float = 0.0
    high: float = 1.0

    def allowed(self) -> str:
        if self.kind == "bool":
            return "true or false (also 1/0, yes/no)"
        if self.kind == "int":
            return f"a whole number from {int(self.low)} to {int(self.high)}"
        return f"a number from {_number(self.low)} to {_number(self.high)}"

    def parse(self, text: str) -> int | float | bool | None:
        """The value, or None when ``text`` is not one this rule allows."""
        if self.kind == "bool":
            if text in TRUE_WORDS:
                return True
            return False if text in FALSE_WORDS else None
        try:
            value: int | float = int(text) if self.kind == "int" else float(text)
        except ValueError:
            return None
        if not math.isfinite(value) or not self.low <= value <= self.high:
            return None
        return value


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


CHANCE = Rule("float", 0.0, 1.0)
FLAG = Rule("bool")

#: Every SearchConfig field but ``time_cap`` (a ``search:`` bot searches exact counts, never a cap).
RULES: dict[str, Rule] = {
    "iterations": Rule("int", 1, MAX_ITERATIONS),
    "rollout_depth": Rule("int", 0, 10_000),
    "exploration": Rule("float", 0.0, 100.0),
    "bias_weight": Rule("float", 0.0, 100.0),
    "terminal_margin": CHANCE,
    "reopen_secrets": FLAG,
    "read_opponents": FLAG,
    "read_threshold": CHANCE,
}


#: The rules for a seat of a game in the window (``seated``): the budgets bounded, the rest as RULES.
SEAT_RULES: dict[str, Rule] = RULES | {
    "iterations": Rule("int", 1, SEAT_MAX_ITERATIONS),
    "rollout_depth": Rule("int", 0, SEAT_MAX_ROLLOUT),
}


def parse_iterations(spec: str, seated: bool = False) -> int:
    """``ismcts:N`` → N, checked like the ``iterations`` setting (a seat's when ``seated``)."""
    rule = (SEAT_RULES if seated else RULES)["iterations"]
    count = rule.parse(spec.split(":", 1)[1].strip())
    if count is None or isinstance(count, float):
        raise ValueError(f"'{clip(spec)}': ismcts:N needs a whole number of iterations N from 1 to {int(rule.high)}")
    return int(count)


def parse_search_spec(spec: str, game_name: str, seated: bool = False) -> SearchConfig:
    """``search:base=hard,iterations=800`` → that level's config for the game with the fields changed.

    A ``search:`` bot searches exact counts without a time cap (the arena's experiments); ``seated``
    (a seat of a game in the window, as a save names it) keeps its base level's time cap and
    bounds its budgets by SEAT_RULES."""
    body = spec.split(":", 1)[1]
    pairs = [part.split("=", 1) for part in body.split(",") if part.strip()]
    if any(len(p) != 2 for p in pairs):
        raise ValueError(f"'{clip(spec)}': write search:key=value,key=value")
    settings: dict[str, str] = {}
    for key, text in ((k.strip(), v.strip()) for k, v in pairs):
        if key in settings:
            raise ValueError(f"'{clip(spec)}': {key} is set twice")
        settings[key] = text
    base = settings.pop("base", "normal")
    if base not in ("normal", "hard"):
        raise ValueError(f"'{clip(spec)}': base must be normal or hard, not {clip(base)}")
    changes: dict[str, object] = {} if seated else {"time_cap": None}
    rules = SEAT_RULES if seated else RULES
    for key, text in settings.items():
        rule = rules.get(key)
        if rule is None:
            raise ValueError(f"'{clip(spec)}': unknown setting {clip(key)} (known: base, {', '.join(sorted(RULES))})")
        value = rule.parse(text)
        if value is None:
            raise ValueError(f"'{clip(spec)}': {key} must be {rule.allowed()}, not {clip(text) if text else 'nothing'}")
        changes[key] = value
    config = replace(search_config(base, game_name), **changes)  # type: ignore[arg-type]
    check_runnable(spec, config)
    return config


def check_runnable(spec: str, config: SearchConfig) -> None:
    """Refuse settings each allowed alone that the search cannot run together."""
    if config.read_opponents and config.read_threshold <= 0.0:
        raise ValueError(
            f"'{clip(spec)}': read_threshold must be above 0 when read_opponents is on "
            "(a seat whose randomness reaches it is played as a coin-tosser)"
        )


def search_fields() -> tuple[str, ...]:
    """The SearchConfig fields a spec may set (a test keeps RULES complete)."""
    return tuple(f.name for f in fields(SearchConfig) if f.name != "time_cap")
