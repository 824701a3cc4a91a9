"""Cuzhi 促织 (2024, 2–4 players): collect, trade, cultivate, fight and tribute crickets over five rounds."""

from zsgames.games.cuzhi.game import GAME, Cuzhi

__all__ = ["GAME", "Cuzhi"]
