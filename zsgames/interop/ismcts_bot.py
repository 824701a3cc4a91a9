"""``openspiel-ismcts[:N]``: OpenSpiel's own ISMCTS bot in a zsgames seat, an outside yardstick.

It is ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` as OpenSpiel ships it: UCT with the
textbook constant √2 for rewards in [0, 1], one uniformly random rollout to the end of the game per
simulation, the most visited move. Its worlds come from our ``determinize`` (after ``recall``), set
as its resampler. Like our bots it knows only its seat's view and memory: its root is itself a world
sampled from them (:func:`zsgames.interop.history.from_memory`), so the true state never reaches it.
A decision is seeded from the bot's seed and the view (as our searches are): same view, same move.

``make_bot`` reaches it through ``zsgames.bots.EXTERNAL_BOTS``, which the command line fills
(:func:`register`) only when ``--bots`` names an ``openspiel-`` bot.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from zsgames.bots import EXTERNAL_BOTS
from zsgames.bots.ismcts import view_seed
from zsgames.core.game import Action, Game
from zsgames.core.memory import NO_MEMORY
from zsgames.core.rng import Rng
from zsgames.interop import openspiel as zo
from zsgames.interop.history import from_memory, resample

PREFIX = "openspiel-ismcts"
#: Simulations per decision when the spec names none, per game: its mean time per decision is then
#: about Hard's (``python -m zsgames.interop.timing GAME``: both bots timed on the same positions of
#: random 3-player games; two runs averaged, docs/ARENA.md). A simulation plays a random game to its
#: end, which costs ten times more in Zong Shi than in Zooscape.
DEFAULT_SIMULATIONS = {"zongshi": 155, "zooscape": 365, "cuzhi": 125}
#: OpenSpiel's ISMCTS spends its first simulation making the root and chooses among the moves the
#: later ones tried: with one simulation it fails an assertion, so two is the least.
MIN_SIMULATIONS = 2
MAX_SIMULATIONS = 1_000_000
UCT_C = math.sqrt(2.0)
_SEED_SPACE = 1 << 62


def parse_simulations(spec: str) -> int | None:
    """N of ``openspiel-ismcts:N`` (``None`` without ``:N``: the game's default); ValueError with one
    line for anything else."""
    if spec == PREFIX:
        return None
    head, _, count = spec.partition(":")
    if head != PREFIX or not count:
        raise ValueError(f"unknown bot '{spec}' (OpenSpiel's bot is {PREFIX} or {PREFIX}:N)")
    if not count.isdigit() or not MIN_SIMULATIONS <= int(count) <= MAX_SIMULATIONS:
        raise ValueError(
            f"{PREFIX}:N needs N a whole number from {MIN_SIMULATIONS} to {MAX_SIMULATIONS}, not '{count}'"
        )
    return int(count)


class OpenSpielIsmctsBot:
    """A zsgames bot that asks OpenSpiel's ISMCTS for each move."""

    def __init__(self, spec: str, seed: int, simulations: int | None) -> None:
        self.name = spec
        self.seed = seed
        self.simulations = simulations  # None: the game's default
        self._games: dict[tuple[str, int], zo.ZsGame] = {}

    def _game(self, name: str, players: int) -> zo.ZsGame:
        key = (name, players)
        if key not in self._games:
            self._games[key] = zo.load(name, players)
        return self._games[key]

    def choose(
        self, game: Game[Any], view: Any, seat: int, legal: list[Action], memory: Sequence[Any] = NO_MEMORY
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        spiel_game = self._game(game.name, game.player_count(view))
        rng = Rng(view_seed(game, view, seat, self.seed))
        random_state = np.random.RandomState(rng.randbelow(1 << 32))
        history = from_memory(memory if len(memory) else (view,), seat)
        root = zo.ZsState(spiel_game, zo.Core(spiel_game.table, resample(game, history, seat, rng)))
        by_id = {root.action_id(a): a for a in legal}
        if sorted(by_id) != root.legal_actions():
            raise RuntimeError(f"{game.display_name}: a world sampled for seat {seat} has other legal moves")
        bot = ismcts.ISMCTSBot(
            spiel_game,
            mcts.RandomRolloutEvaluator(1, random_state),
            UCT_C,
            self.simulations or DEFAULT_SIMULATIONS[game.name],
            random_state=random_state,
        )
        bot.set_resampler(lambda state, player: state.resampled(player, Rng(random_state.randint(_SEED_SPACE))))
        return by_id[int(bot.step(root))]


def make(spec: str, seed: int) -> OpenSpielIsmctsBot:
    return OpenSpielIsmctsBot(spec, seed, parse_simulations(spec))


def register() -> None:
    """Let ``make_bot`` build ``openspiel-ismcts[:N]`` (the command line calls it when asked for one)."""
    EXTERNAL_BOTS["openspiel-"] = make
