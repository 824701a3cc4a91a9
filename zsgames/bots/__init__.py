"""Qt-free bots over the Game protocol. ``make_bot("normal", seed)`` builds one by name.

Levels: ``random`` (uniform), ``easy`` (one look ahead on the heuristic, with noise), ``normal``
and ``hard`` (ISMCTS, see :mod:`zsgames.bots.ismcts`), and ``ismcts:N`` (the Normal search with
exactly N iterations and no time cap, for tests and experiments), and
``search:key=value,…`` (any :class:`~zsgames.bots.levels.SearchConfig` fields over a base level,
e.g. ``search:base=hard,iterations=800,exploration=0.3``; exact iteration count, no time cap;
every value is checked by :mod:`zsgames.bots.spec`). Bots built outside this package (OpenSpiel's
``openspiel-ismcts``) are reached through :data:`EXTERNAL_BOTS`, which the command line fills.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from zsgames.bots.base import Bot, RandomBot
from zsgames.bots.greedy import EasyBot
from zsgames.bots.ismcts import SearchBot
from zsgames.bots.levels import NORMAL
from zsgames.bots.spec import parse_iterations, parse_search_spec
from zsgames.core.text import clip

BOT_LEVELS = ("random", "easy", "normal", "hard")

#: Bots from outside this package, by the prefix of their spec, each built by ``(spec, seed)``. The
#: command line fills it when ``--bots`` names one (``openspiel-``: ``zsgames.interop.ismcts_bot``),
#: so the bots never import the optional code that builds them and the window never offers them.
EXTERNAL_BOTS: dict[str, Callable[[str, int], Bot]] = {}


def make_bot(spec: str, seed: int = 0, *, deterministic: bool = False, seated: bool = False) -> Bot:
    """A bot from its name; ValueError with the known names for an unknown one.

    ``deterministic`` makes Normal/Hard search exactly their iteration count (no time cap).
    ``seated`` is a seat of a game in the window (a save may name any spec): ``ismcts:N`` and
    ``search:…`` keep their level's time cap and their budgets are bounded (``bots.spec.SEAT_RULES``).
    """
    spec = spec.strip().lower()
    if spec == "random":
        return RandomBot(seed)
    if spec == "easy":
        return EasyBot(seed)
    if spec in ("normal", "hard"):
        return SearchBot(spec, seed, None, spec, deterministic)
    if spec.startswith("ismcts:"):
        count = parse_iterations(spec, seated)
        cap = NORMAL.time_cap if seated else None
        return SearchBot(spec, seed, replace(NORMAL, iterations=count, time_cap=cap), "normal", not seated)
    if spec.startswith("search:"):
        parse_search_spec(spec, "", seated)  # refuse a bad spec now, not at the first move
        return SearchBot(spec, seed, None, spec, not seated)
    for prefix, build in EXTERNAL_BOTS.items():
        if spec.startswith(prefix):
            return build(spec, seed)
    raise ValueError(f"unknown bot '{clip(spec)}' (known: {', '.join(BOT_LEVELS)}, ismcts:N, search:key=value,…)")


__all__ = ["BOT_LEVELS", "EXTERNAL_BOTS", "Bot", "EasyBot", "RandomBot", "SearchBot", "make_bot", "parse_search_spec"]
