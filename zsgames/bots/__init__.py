"""Qt-free bots over the Game protocol. ``make_bot("normal", seed)`` builds one by name.

Levels: ``random`` (uniform), ``easy`` (one look ahead on the heuristic, with noise), ``normal``
and ``hard`` (ISMCTS, see :mod:`zsgames.bots.ismcts`), and ``ismcts:N`` (the Normal search with
exactly N iterations and no time cap, for tests and experiments), and
``search:key=value,…`` (any :class:`~zsgames.bots.levels.SearchConfig` fields over a base level,
e.g. ``search:base=hard,iterations=800,exploration=0.3``; exact iteration count, no time cap).
"""

from __future__ import annotations

from dataclasses import fields, replace

from zsgames.bots.base import Bot, RandomBot
from zsgames.bots.greedy import EasyBot
from zsgames.bots.ismcts import SearchBot
from zsgames.bots.levels import NORMAL, SearchConfig, search_config

BOT_LEVELS = ("random", "easy", "normal", "hard")


def make_bot(spec: str, seed: int = 0, *, deterministic: bool = False) -> Bot:
    """A bot from its name; ValueError with the known names for an unknown one.

    ``deterministic`` makes Normal/Hard search exactly their iteration count (no time cap).
    """
    spec = spec.strip().lower()
    if spec == "random":
        return RandomBot(seed)
    if spec == "easy":
        return EasyBot(seed)
    if spec in ("normal", "hard"):
        return SearchBot(spec, seed, None, spec, deterministic)
    if spec.startswith("ismcts:"):
        count = spec.split(":", 1)[1]
        if not count.isdigit() or int(count) < 1:
            raise ValueError(f"'{spec}': ismcts:N needs a whole number of iterations N ≥ 1")
        return SearchBot(spec, seed, replace(NORMAL, iterations=int(count), time_cap=None), "normal", True)
    if spec.startswith("search:"):
        parse_search_spec(spec, "")  # refuse a bad spec now, not at the first move
        return SearchBot(spec, seed, None, spec, True)
    raise ValueError(f"unknown bot '{spec}' (known: {', '.join(BOT_LEVELS)}, ismcts:N, search:key=value,…)")


def parse_search_spec(spec: str, game_name: str) -> SearchConfig:
    """``search:base=hard,iterations=800`` → that level's config for the game with the fields changed."""
    body = spec.split(":", 1)[1]
    pairs = [part.split("=", 1) for part in body.split(",") if part.strip()]
    if any(len(p) != 2 for p in pairs):
        raise ValueError(f"'{spec}': write search:key=value,key=value")
    settings = {k.strip(): v.strip() for k, v in pairs}
    base = settings.pop("base", "normal")
    if base not in ("normal", "hard"):
        raise ValueError(f"'{spec}': base must be normal or hard, not {base}")
    types = {f.name: f.type for f in fields(SearchConfig) if f.name != "time_cap"}  # no cap: exact counts
    changes: dict[str, object] = {"time_cap": None}
    for key, text in settings.items():
        kind = types.get(key)
        if kind is None:
            raise ValueError(f"'{spec}': unknown setting {key} (known: base, {', '.join(sorted(types))})")
        try:
            if "bool" in str(kind):
                changes[key] = text in ("1", "true", "yes")
            elif "int" in str(kind) and "float" not in str(kind):
                changes[key] = int(text)
            else:
                changes[key] = float(text)
        except ValueError:
            raise ValueError(f"'{spec}': {key} needs a number, not {text}") from None
    return replace(search_config(base, game_name), **changes)  # type: ignore[arg-type]


__all__ = ["BOT_LEVELS", "Bot", "EasyBot", "RandomBot", "SearchBot", "make_bot", "parse_search_spec"]
