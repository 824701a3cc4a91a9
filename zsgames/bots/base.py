"""What a bot is: something that picks one legal action from what its seat can see."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from zsgames.core.game import Action, Game
from zsgames.core.memory import NO_MEMORY
from zsgames.core.rng import Rng


class Bot(Protocol):
    """A player that decides from a redacted view only (never the true state).

    ``memory`` is what the seat has seen of the match so far (its views of every past state,
    :class:`zsgames.core.memory.Memory`); a bot may read it to judge how the others play.
    """

    name: str

    def choose(
        self, game: Game[Any], view: Any, seat: int, legal: list[Action], memory: Sequence[Any] = NO_MEMORY
    ) -> Action: ...


class RandomBot:
    """Uniform over the legal actions, seeded."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(
        self, game: Game[Any], view: Any, seat: int, legal: list[Action], memory: Sequence[Any] = NO_MEMORY
    ) -> Action:
        return legal[self.rng.randbelow(len(legal))]
