"""Zong Shi (Kevin G. Nunn, 2012), 3–5 players: the Qt-free rule model.

The package declares the game (``INFO``, read without the rules: the welcome and the menus) and
exposes the rules as ``GAME``, imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zsgames.games.zongshi.info import INFO

if TYPE_CHECKING:
    from zsgames.games.zongshi.rules import GAME, ZongShi


def __getattr__(name: str) -> Any:
    if name in ("GAME", "ZongShi"):
        from zsgames.games.zongshi import rules

        return getattr(rules, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO", "ZongShi"]
