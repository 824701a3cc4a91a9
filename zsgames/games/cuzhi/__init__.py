"""Cuzhi 促织 (2024, 2–4 players): collect, trade, cultivate, fight and tribute crickets over five rounds.

The package declares the game (``INFO``, read without the rules: the welcome and the menus) and
exposes the rules as ``GAME``, imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zsgames.games.cuzhi.info import INFO

if TYPE_CHECKING:
    from zsgames.games.cuzhi.game import GAME, Cuzhi


def __getattr__(name: str) -> Any:
    if name in ("GAME", "Cuzhi"):
        from zsgames.games.cuzhi import game

        return getattr(game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO", "Cuzhi"]
