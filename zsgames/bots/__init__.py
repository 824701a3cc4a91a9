"""Qt-free bots over the Game protocol. ``make_bot("normal", seed)`` builds one by name."""

from __future__ import annotations

from zsgames.bots.base import Bot, RandomBot

BOT_LEVELS = ("random",)


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A bot from its name; ValueError with the known names for an unknown one."""
    if spec == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot '{spec}' (known: {', '.join(BOT_LEVELS)})")


__all__ = ["BOT_LEVELS", "Bot", "RandomBot", "make_bot"]
