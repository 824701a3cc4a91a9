"""Zooscape: collect curios in a split-and-choose market (3–6 players).

The package declares the game (``INFO``, read without the rules: the welcome and the menus) and
exposes the rules as ``GAME``, imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zsgames.games.zooscape.info import INFO

if TYPE_CHECKING:
    from zsgames.games.zooscape.rules import GAME, Zooscape


def __getattr__(name: str) -> Any:
    if name in ("GAME", "Zooscape"):
        from zsgames.games.zooscape import rules

        return getattr(rules, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO", "Zooscape"]
