"""Zooscape: collect curios in a split-and-choose market (3–6 players)."""

from zsgames.games.zooscape.rules import Zooscape

GAME = Zooscape()

__all__ = ["GAME", "Zooscape"]
