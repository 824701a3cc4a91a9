"""Easy: one look ahead. Each legal action is applied to a couple of sampled worlds and the
resulting states are scored by ``Game.evaluate`` plus a little noise; the best one is played.

When the action is a secret commit, the other committing seats' choices are filled in at
random first, so the bot judges the reveal rather than a half-committed state.

The budget is a count (``samples``), so the move depends on the seed and the view only; the
clock is read only for the safety cap (``EASY_TIME_CAP``), which is logged and counted when it bites.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from zsgames.bots.ismcts import group_continues, view_seed
from zsgames.bots.levels import EASY_NOISE, EASY_SAMPLES, EASY_TIME_CAP
from zsgames.core.game import Action, Game
from zsgames.core.memory import NO_MEMORY
from zsgames.core.rng import Rng

log = logging.getLogger(__name__)


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0, samples: int = EASY_SAMPLES, noise: float = EASY_NOISE) -> None:
        self.seed = seed
        self.samples = samples
        self.noise = noise
        self.capped = 0  # decisions the safety cap cut short

    def values(self, game: Game[Any], view: Any, seat: int, legal: list[Action]) -> list[float]:
        """Mean heuristic value of each legal action over the samples (no noise)."""
        rng = Rng(view_seed(game, view, seat, self.seed))
        totals = [0.0] * len(legal)
        done = 0
        start = time.perf_counter()
        for _ in range(self.samples):
            world = game.determinize(view, seat, rng)
            group = game.current_deciders(world)
            for i, action in enumerate(legal):
                state, _ = game.apply(world, action)
                acted = {seat}
                while len(group) > 1 and group_continues(game, state, group, acted):
                    other = game.current_deciders(state)[0]
                    options = game.legal_actions(state, other)
                    state, _ = game.apply(state, options[rng.randbelow(len(options))])
                    acted.add(other)
                totals[i] += game.evaluate(state, seat)
            done += 1
            if done < self.samples and time.perf_counter() - start > EASY_TIME_CAP:
                self.capped += 1
                log.warning(
                    "Easy stopped after %d of %d samples: its %.1f s safety cap on thinking time was reached",
                    done,
                    self.samples,
                    EASY_TIME_CAP,
                )
                break
        return [t / done for t in totals]

    def choose(
        self, game: Game[Any], view: Any, seat: int, legal: list[Action], memory: Sequence[Any] = NO_MEMORY
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        view = game.recall(view, memory, seat)  # what the seat saw and the table no longer shows
        values = self.values(game, view, seat, legal)
        rng = Rng(view_seed(game, view, seat, self.seed + 1))
        noisy = [v + self.noise * (2.0 * rng.random() - 1.0) for v in values]
        return legal[max(range(len(legal)), key=noisy.__getitem__)]
