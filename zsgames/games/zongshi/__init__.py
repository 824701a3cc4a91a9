"""Zong Shi (Kevin G. Nunn, 2012), 3–5 players: the Qt-free rule model."""

from .rules import ZongShi

GAME = ZongShi()

__all__ = ["GAME", "ZongShi"]
