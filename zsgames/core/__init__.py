"""Game-agnostic, Qt-free engine: the Game protocol, RNG, matches, saves and the registry."""

from zsgames.core.game import (
    Action,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Outcome,
    Score,
)
from zsgames.core.rng import Rng

__all__ = ["Action", "Event", "Game", "GameConfig", "IllegalAction", "Outcome", "Rng", "Score"]
