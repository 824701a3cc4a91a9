"""How hard each bot level searches, with per-game tuning.

Budgets are counts (iterations, Easy's samples), so a fixed seed and view always give the same
move on any machine. Each level also has a wall-clock cap, a safety net only: when it stops a
decision before its count, the bot logs a warning and counts it (``capped``; the arena reports
the total). Normal's and Hard's caps keep the window responsive (Normal ≤ 0.5 s, Hard ≤ 2 s per
decision, p95) and the arena drops them; Easy's is far above any decision seen (see EASY_TIME_CAP).
Per-game rows exist because one iteration costs very different time in different games.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """Parameters of one ISMCTS search."""

    iterations: int
    time_cap: float | None = None  # seconds; None: exactly ``iterations``
    rollout_depth: int = 8  # random actions after the tree before the heuristic scores the state
    exploration: float = 0.7  # UCT constant (rewards are in [0, 1])
    bias_weight: float = 0.0  # progressive bias from ``Game.evaluate``; 0 turns it off
    terminal_margin: float = 0.2  # share of a finished rollout's reward that comes from evaluate
    round_end: bool = False  # rollouts go on to the end of the current round (rollout_depth is then a cap)
    rollout_greedy: float = 0.0  # chance a rollout step is the mover's heuristic best (else uniform)
    rollout_sample: int = 6  # a greedy step compares at most this many random legal actions
    #: chance a rollout step of the searching seat itself is its heuristic best (others as above):
    #: the rollout then plays the bot's own future moves with some sense and the others' as before
    self_greedy: float = 0.0
    trees: int = 1  # independent trees sharing the iterations; the choice sums their root visits
    reopen_secrets: bool = False  # others' hidden simultaneous commitments are re-decided in the tree
    reopen_share: float = 1.0  # with reopen_secrets: the share of iterations that reopen them
    opponent_noise: float = 0.0  # chance another seat's step in the tree is a uniformly random legal action
    normalize: bool = False  # scale a cut-off state's heuristic rewards to sum to 1, like a finished game's
    game_rollouts: bool = False  # rollout steps from the game's quick policy (Game.rollout_action), not uniform
    read_opponents: bool = False  # model each other seat as its revealed choices so far show it (memory)
    read_noise: float = 0.0  # with read_opponents: a seat's randomness times this is its chance of a random step
    #: with read_opponents and > 0: a seat whose randomness reaches this is a coin-tosser (every step of it in the
    #: tree random, its disk the coin toss of the sample); any other seat is a planner (as with reopen_secrets)
    read_threshold: float = 0.0


NORMAL = SearchConfig(iterations=300, time_cap=0.45, rollout_depth=8, exploration=0.7)
#: Hard: five times Normal's search, and it re-decides the others' face-down commitments in the tree
#: instead of guessing them. Progressive bias (``bias_weight``) is left off: in Zooscape it cost
#: Hard about ten points against two Normals (docs/ARENA.md).
HARD = SearchConfig(iterations=1500, time_cap=1.8, rollout_depth=8, exploration=0.7, reopen_secrets=True)

#: Overrides per game and level (fields of SearchConfig), measured with ``zsgames arena``
#: (docs/ARENA.md has the runs behind each choice).
#: Zong Shi: projects pay off rounds after they start, so rollouts run 25 actions (8 made Normal lose
#: to Random with the first heuristic); a search that stops at the heuristic (depth 0) kept filling
#: storage instead of beginning projects. Hard gets 2000 iterations (an iteration with its 25-action
#: rollout costs ~0.8 ms): against two Normals it won 12 of 24 games where 1000 iterations won 10.5 on
#: the same deals (session 7), and 40 of 84 with five fresh deal sets added (sessions 8–10).
#: Zong Shi's Hard keeps progressive bias: on the same 12 deals it won 50 % against two Normals
#: with it and 17 % without (in Zooscape the bias hurt, so the common Hard has none); a weight of 1.0 won 25 %
#: where 0.5 won 42 % (24 games, seed 5).
#: Zooscape: Hard reads the others from their revealed disks (its memory of the match) and takes a
#: seat that looks random (4 to 1 or more) as the coin-tosser it is; until then it plays exactly the
#: common Hard. Over 192 games against two Random bots it won 88 % (session 6's Hard 85 %), over 120
#: against two Normals 48 % (47 %), on the same deals; docs/ARENA.md "Session 7". With the fresh deal
#: sets of sessions 8–9, 87.5 % of 480 and 48 % of 360 in all; 3000 iterations won no more than 1500, and
#: neither did rollouts that play its own steps by the heuristic (``self_greedy``, session 9), nor
#: a heavier headroom weight in the evaluation (session 10).
GAME_TUNING: dict[str, dict[str, dict[str, float | int | None]]] = {
    "zongshi": {"normal": {"rollout_depth": 25}, "hard": {"rollout_depth": 25, "iterations": 2000, "bias_weight": 0.5}},
    "zooscape": {"hard": {"read_opponents": True, "read_threshold": 0.8}},
}


def search_config(level: str, game_name: str) -> SearchConfig:
    """The config of ``level`` ("normal" or "hard") for the game called ``game_name``."""
    base = HARD if level == "hard" else NORMAL
    override = GAME_TUNING.get(game_name, {}).get(level)
    return replace(base, **override) if override else base  # type: ignore[arg-type]


#: Easy: determinizations averaged per decision and the noise added to each action's value.
#: Every decision samples exactly EASY_SAMPLES worlds, whatever the clock, so a seeded game is the
#: same on any machine (timings in docs/ARENA.md).
EASY_SAMPLES = 2
EASY_NOISE = 0.04
#: Easy's safety net in seconds (30 times its slowest decision measured): it never bites on a
#: working machine; when it does, the decision uses the samples done so far and is reported.
EASY_TIME_CAP = 1.0
