"""Play a whole game headless with bots in every seat (the CLI, arena and self-test use it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from zsgames.bots.base import Bot
from zsgames.core.game import Game, GameConfig
from zsgames.core.match import Match


@dataclass
class PlayedGame:
    match: Match
    think_seconds: list[list[float]] = field(default_factory=list)
    #: per seat, the decisions its bot's time cap cut short (a bot's ``capped`` count; 0 when it has none)
    capped: list[int] = field(default_factory=list)


def play_match(
    game: Game[Any], config: GameConfig, seed: int | str, bots: Sequence[Bot], max_actions: int = 50_000
) -> PlayedGame:
    """Each decider's bot chooses from its own view (and its memory of the match) until the game ends."""
    import time

    match = Match(game, config, seed)
    times: list[list[float]] = [[] for _ in range(config.players)]
    for _ in range(max_actions):
        if match.is_over():
            return PlayedGame(match, times, [getattr(bot, "capped", 0) for bot in bots])
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        view = game.view(match.state, seat)
        start = time.perf_counter()
        action = legal[0] if len(legal) == 1 else bots[seat].choose(game, view, seat, legal, match.memory(seat))
        times[seat].append(time.perf_counter() - start)
        match.apply(action)
    raise RuntimeError(f"{game.display_name} did not end within {max_actions} actions")
