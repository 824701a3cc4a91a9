"""How hard each bot level searches, with per-game tuning.

Budgets are counts (iterations, Easy's samples), so a fixed seed and view always give the same
move on any machine. Each level also has a wall-clock cap, a safety net only: when it stops a
decision before its count, the bot logs a warning and counts it (``capped``; the arena reports
the total). Normal's and Hard's caps keep the window responsive (Normal ≤ 0.5 s, Hard ≤ 2 s per
decision, p95) and the arena drops them; Easy's is far above any decision seen (see EASY_TIME_CAP).
Per-game overrides (each game's ``GameInfo.bot_tuning``) exist because one iteration costs very
different time in different games.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from zsgames.core import registry


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """Parameters of one ISMCTS search."""

    iterations: int
    time_cap: float | None = None  # seconds; None: exactly ``iterations``
    rollout_depth: int = 8  # random actions after the tree before the heuristic scores the state
    exploration: float = 0.7  # UCT constant (rewards are in [0, 1])
    bias_weight: float = 0.0  # progressive bias from ``Game.evaluate``; 0 turns it off
    terminal_margin: float = 0.2  # share of a finished rollout's reward that comes from evaluate
    reopen_secrets: bool = False  # others' hidden simultaneous commitments are re-decided in the tree
    read_opponents: bool = False  # read each other seat from its revealed choices so far (memory)
    #: with read_opponents: a seat whose randomness reaches this is a coin-tosser (every step of it in the
    #: tree random, its disk the coin toss of the sample); any other seat is a planner (as with reopen_secrets)
    read_threshold: float = 0.0


NORMAL = SearchConfig(iterations=300, time_cap=0.45, rollout_depth=8, exploration=0.7)
#: Hard: five times Normal's search, and it re-decides the others' face-down commitments in the tree
#: instead of guessing them. No progressive bias: in Zooscape it made Hard weaker (docs/ARENA.md, session 3).
HARD = SearchConfig(iterations=1500, time_cap=1.8, rollout_depth=8, exploration=0.7, reopen_secrets=True)


def search_config(level: str, game_name: str) -> SearchConfig:
    """The config of ``level`` ("normal" or "hard") for the game called ``game_name``: the common
    level with the game's own overrides (``GameInfo.bot_tuning``, each chosen with ``zsgames arena``;
    the runs behind them are in docs/ARENA.md). A game not registered gets the common level."""
    base = HARD if level == "hard" else NORMAL
    info = registry.infos().get(game_name)
    override = info.bot_tuning.get(level) if info is not None else None
    return replace(base, **override) if override else base  # type: ignore[arg-type]


#: Easy: determinizations averaged per decision and the noise added to each action's value.
#: Every decision samples exactly EASY_SAMPLES worlds, whatever the clock, so a seeded game is the
#: same on any machine (timings in docs/ARENA.md).
EASY_SAMPLES = 2
EASY_NOISE = 0.04
#: Easy's safety net in seconds (30 times its slowest decision measured): it never bites on a
#: working machine; when it does, the decision uses the samples done so far and is reported.
EASY_TIME_CAP = 1.0
