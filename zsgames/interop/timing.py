"""How many ISMCTS simulations take Hard's time: both bots timed on the same positions.

    python -m zsgames.interop.timing GAME [--positions 12] [N ...]

Positions are spread over random 3-player matches (seeded, so every run times the same ones); each
bot decides at each from the seat's view and memory, seeded per position. For every N it prints
the mean seconds per decision of ``openspiel-ismcts:N`` and the N that would match Hard's mean (a
simulation's cost is flat in N, so one N is enough). ``ismcts_bot.DEFAULT_SIMULATIONS`` is set
from its output; the clock is the only input that differs between machines.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from zsgames.bots import make_bot
from zsgames.bots.base import Bot
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.interop import ismcts_bot

PLAYERS = 3
PER_MATCH = 4  # positions taken from each random match, spread over it


def positions(name: str, count: int, seed: int = 21) -> list[Match]:
    """``count`` matches stopped where a seat has two or more moves, ``PER_MATCH`` from each game."""
    game = registry.get(name)
    found: list[Match] = []
    match_seed = seed
    while len(found) < count:
        match = Match(game, GameConfig.make(PLAYERS), match_seed)
        rng = Rng(match_seed)
        choices: list[int] = []
        while not match.is_over():
            legal = match.legal_actions(match.deciders()[0])
            if len(legal) > 1:
                choices.append(len(match.steps))
            match.apply(rng.choice(legal))
        gap = max(1, len(choices) // (PER_MATCH + 1))
        found += [match.branch(at) for at in choices[gap::gap][:PER_MATCH]]
        match_seed += 1
    return found[:count]


def mean_seconds(matches: Sequence[Match], make: Callable[[int], Bot]) -> float:
    """The mean wall-clock seconds of one decision of ``make(index)`` at each position."""
    spent = []
    for index, match in enumerate(matches):
        seat = match.deciders()[0]
        view = match.game.view(match.state, seat)
        bot = make(index)
        start = time.perf_counter()
        bot.choose(match.game, view, seat, match.legal_actions(seat), match.memory(seat))
        spent.append(time.perf_counter() - start)
    return statistics.mean(spent)


def _ismcts(simulations: int) -> Callable[[int], Bot]:
    return lambda index: ismcts_bot.make(f"{ismcts_bot.PREFIX}:{simulations}", 100 + index)


def measure(name: str, count: int, simulations: Sequence[int]) -> dict[str, Any]:
    matches = positions(name, count)
    hard = mean_seconds(matches, lambda i: make_bot("hard", 100 + i, deterministic=True))
    rows = []
    for n in simulations:
        theirs = mean_seconds(matches, _ismcts(n))
        rows.append({"simulations": n, "seconds": theirs, "matching": round(n * hard / theirs)})
    return {"game": name, "positions": len(matches), "hard_seconds": hard, "ismcts": rows}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zsgames.interop.timing", description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=registry.shipped())
    parser.add_argument("simulations", nargs="*", type=int, help="values of N to time (default: the game's)")
    parser.add_argument("--positions", type=int, default=12)
    args = parser.parse_intermixed_args(argv)
    counts = args.simulations or [ismcts_bot.DEFAULT_SIMULATIONS[args.game]]
    if args.positions < 1 or any(n < ismcts_bot.MIN_SIMULATIONS for n in counts):
        parser.error(f"the positions are a whole number from 1, every N one from {ismcts_bot.MIN_SIMULATIONS}")
    result = measure(args.game, args.positions, counts)
    print(f"{result['game']}: {result['positions']} positions, hard {result['hard_seconds']:.3f} s a decision")
    for row in result["ismcts"]:
        print(
            f"  {ismcts_bot.PREFIX}:{row['simulations']}  {row['seconds']:.3f} s a decision"
            f"  → Hard's time at N ≈ {row['matching']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
