"""Qt-free bots over the Game protocol. ``make_bot("normal", seed)`` builds one by name.

Levels: ``random`` (uniform), ``easy`` (one look ahead on the heuristic, with noise), ``normal``
and ``hard`` (ISMCTS, see :mod:`zsgames.bots.ismcts`), and ``ismcts:N`` (the Normal search with
exactly N iterations and no time cap, for tests and experiments).
"""

from __future__ import annotations

from dataclasses import replace

from zsgames.bots.base import Bot, RandomBot
from zsgames.bots.greedy import EasyBot
from zsgames.bots.ismcts import SearchBot
from zsgames.bots.levels import NORMAL

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
    raise ValueError(f"unknown bot '{spec}' (known: {', '.join(BOT_LEVELS)}, ismcts:N)")


__all__ = ["BOT_LEVELS", "Bot", "EasyBot", "RandomBot", "SearchBot", "make_bot"]
