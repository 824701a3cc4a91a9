"""The pinned strength check of ``zsgames bench --strength`` (and ``make bench``).

A short arena per game, Normal against two Random bots on a fixed seed, with a floor under
Normal's win rate. The budgets are counts, so a run gives the same wins on any machine: the check
fails only when the bots' play changed. The floor sits far enough below the measured rate that
a change which only reshuffles the search's random numbers (a new draw of the same bot) stays
above it, and a clearly weaker Normal falls below it. The figures behind each floor are in
docs/ARENA.md (session 20).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from zsgames.core.text import plural


@dataclass(frozen=True, slots=True)
class StrengthCheck:
    """One game's check: ``bots`` play ``games`` games from ``seed``; the first bot must win at
    least ``floor`` of them (a share); ``measured`` is its rate over many games, for the report."""

    game: str
    bots: str
    games: int
    seed: int
    floor: float
    measured: float

    def command(self) -> str:
        """The arena command that plays the same games."""
        return (
            f"zsgames arena --game {self.game} --players 3 --bots {self.bots} --games {self.games} --seed {self.seed}"
        )


#: Zooscape: Normal won 83.75 % of 120 games (seed 11) and 85 % of 48 (seed 5), and 47 of these 60.
#: Below 42 of 60 (70 %) a fresh draw of a bot that wins 82 % falls about once in 140 (binomial),
#: one that wins 65 % three times in four, one that wins 60 % 13 times in 14. Cuzhi and Zong Shi:
#: Normal won every game measured (Easy 100 % and 90 %), so a few deals with a low floor (9 of 12,
#: 4 of 6) only catch a broken search; a redraw of a bot that wins 95 % crosses them with chance 0.2 %.
CHECKS: tuple[StrengthCheck, ...] = (
    StrengthCheck("zooscape", "normal,random,random", games=60, seed=11, floor=0.70, measured=0.8375),
    StrengthCheck("cuzhi", "normal,random,random", games=12, seed=11, floor=0.75, measured=1.0),
    StrengthCheck("zongshi", "normal,random,random", games=6, seed=11, floor=0.6, measured=1.0),
)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one check found: the first bot's wins in ``games`` games, and whether that reaches the floor."""

    check: StrengthCheck
    wins: float
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def passed(self) -> bool:
        # compare wins with the floor's wins, so a rate like 0.7 × 60 is not lost to rounding
        return self.games > 0 and self.wins + 1e-9 >= self.check.floor * self.games

    def line(self) -> str:
        check = self.check
        first = check.bots.split(",")[0]
        outcome = "ok" if self.passed else "BELOW THE FLOOR"
        wins = f"{self.wins:g}"
        return (
            f"{check.game}: {first} won {wins} of {plural(self.games, 'game')} ({self.rate:.1%}); "
            f"floor {check.floor:.0%}, measured {check.measured:.1%} — {outcome}"
        )


def verdict(check: StrengthCheck, report: dict[str, Any]) -> Verdict:
    """The verdict on an arena report (``arena.run_arena``'s dict) of ``check``'s games."""
    first = report["results"][0]
    return Verdict(check, float(first["wins"]), int(first["games"]))


def run(
    game_name: str | None = None,
    jobs: int = 1,
    checks: Sequence[StrengthCheck] = CHECKS,
    arena: Callable[..., dict[str, Any]] | None = None,
) -> list[Verdict]:
    """Play each check (only ``game_name``'s when given) and judge it."""
    if arena is None:
        from zsgames.bots.arena import run_arena

        arena = run_arena
    verdicts = []
    for check in checks:
        if game_name is not None and check.game != game_name:
            continue
        report = arena(check.game, 3, check.bots.split(","), check.games, check.seed, jobs)
        verdicts.append(verdict(check, report))
    return verdicts


def format_verdicts(verdicts: Sequence[Verdict]) -> str:
    lines = ["strength check (fixed seeds; the same wins on any machine)"]
    lines += [v.line() for v in verdicts]
    failed = [v for v in verdicts if not v.passed]
    if failed:
        lines.append(
            f"{plural(len(failed), 'check')} below the floor: the bots play weaker than measured "
            "(reproduce with: " + "; ".join(v.check.command() for v in failed) + ")"
        )
    return "\n".join(lines)
