"""Elo ratings of the bots an arena saw, fitted from every pairing in its games (Bradley–Terry).

Each game of n seats gives one result per pair of seats played by different bots: a winner beats a
non-winner, two winners draw, and two non-winners are ordered by their final totals (equal totals
draw). Pairs of seats played by the same bot tell nothing and are left out. The ratings are the
maximum of the Bradley–Terry likelihood with one virtual drawn game added to every pair of bots
that met, so a bot that never lost still gets a finite rating; they are on the Elo scale (a
400-point lead is ten-to-one odds) with a mean of 1500, and the 95 % interval of each comes from
the curvature of the likelihood at its maximum. Pure arithmetic in a fixed order: the same games
give the same ratings on any machine.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

ELO_PER_NATURAL = 400 / math.log(10)  # a Bradley–Terry strength of 1 (natural log) in Elo points
MEAN_RATING = 1500.0
VIRTUAL_DRAWS = 1.0  # per pair of bots that met: keeps an unbeaten bot's rating finite
Z95 = 1.96


@dataclass
class Pairings:
    """Points and games between each pair of bots (by name), summed over an arena's games."""

    bots: list[str] = field(default_factory=list)
    points: dict[tuple[int, int], float] = field(default_factory=dict)  # (i, j): i's points against j
    games: dict[tuple[int, int], int] = field(default_factory=dict)  # (i, j) with i < j

    def index(self, bot: str) -> int:
        if bot not in self.bots:
            self.bots.append(bot)
        return self.bots.index(bot)

    def add(self, a: str, b: str, a_points: float) -> None:
        """One game between bots ``a`` and ``b``: ``a_points`` is 1 (a won), ½ (a draw) or 0."""
        i, j = self.index(a), self.index(b)
        if i == j:
            return
        self.points[(i, j)] = self.points.get((i, j), 0.0) + a_points
        self.points[(j, i)] = self.points.get((j, i), 0.0) + 1.0 - a_points
        key = (min(i, j), max(i, j))
        self.games[key] = self.games.get(key, 0) + 1

    def add_game(self, seat_bots: Sequence[str], winners: Iterable[int], totals: Sequence[float]) -> None:
        """Every pair of seats of one finished game (see the module's words for who beat whom)."""
        won = set(winners)
        for a in range(len(seat_bots)):
            for b in range(a + 1, len(seat_bots)):
                self.add(seat_bots[a], seat_bots[b], _pair_points(a, b, won, totals))


def _pair_points(a: int, b: int, won: set[int], totals: Sequence[float]) -> float:
    if (a in won) != (b in won):
        return 1.0 if a in won else 0.0
    if a in won or totals[a] == totals[b]:
        return 0.5
    return 1.0 if totals[a] > totals[b] else 0.0


def fit(pairings: Pairings, iterations: int = 10_000, tolerance: float = 1e-10) -> list[dict[str, Any]]:
    """One row per bot seen, strongest first: bot, elo, ci95 [low, high], games (pairings it played).

    Empty when fewer than two bots met. Bots that never met any other bot (impossible in one
    arena, where every game seats all entries) would have no rating and are left out.
    """
    n = len(pairings.bots)
    if n < 2 or not pairings.games:
        return []
    wins, meetings = _with_virtual_draws(pairings, n)
    strength = _maximum_likelihood(wins, meetings, n, iterations, tolerance)
    theta = [math.log(s) for s in strength]
    spread = _standard_errors(theta, meetings, n)
    mean = sum(theta) / n
    rows: list[dict[str, Any]] = []
    ratings: list[float] = []
    for i, bot in enumerate(pairings.bots):
        elo = MEAN_RATING + ELO_PER_NATURAL * (theta[i] - mean)
        half = Z95 * ELO_PER_NATURAL * spread[i]
        played = sum(g for (a, b), g in pairings.games.items() if i in (a, b))
        ratings.append(round(elo, 1))
        rows.append(
            {"bot": bot, "elo": ratings[-1], "ci95": [round(elo - half, 1), round(elo + half, 1)], "games": played}
        )
    order = sorted(range(n), key=lambda i: (-ratings[i], i))
    return [rows[i] for i in order]


def _with_virtual_draws(pairings: Pairings, n: int) -> tuple[list[float], list[list[float]]]:
    """Each bot's points and each pair's games, with the virtual draws added to the pairs that met."""
    wins = [0.0] * n
    meetings = [[0.0] * n for _ in range(n)]
    for (i, j), played in pairings.games.items():
        total = played + VIRTUAL_DRAWS
        meetings[i][j] = meetings[j][i] = total
        wins[i] += pairings.points[(i, j)] + VIRTUAL_DRAWS / 2
        wins[j] += pairings.points[(j, i)] + VIRTUAL_DRAWS / 2
    return wins, meetings


def _maximum_likelihood(
    wins: list[float], meetings: list[list[float]], n: int, iterations: int, tolerance: float
) -> list[float]:
    """Bradley–Terry strengths by Hunter's minorise–maximise steps, scaled to a geometric mean of 1."""
    strength = [1.0] * n
    for _ in range(iterations):
        new = []
        for i in range(n):
            denominator = sum(meetings[i][j] / (strength[i] + strength[j]) for j in range(n) if meetings[i][j])
            new.append(wins[i] / denominator if denominator else strength[i])
        scale = math.exp(sum(math.log(s) for s in new) / n)
        new = [s / scale for s in new]
        change = max(abs(math.log(a) - math.log(b)) for a, b in zip(new, strength, strict=True))
        strength = new
        if change < tolerance:
            break
    return strength


def _standard_errors(theta: list[float], meetings: list[list[float]], n: int) -> list[float]:
    """Each rating's standard error about the mean rating, from the inverse of the information matrix.

    The likelihood does not change when every rating moves together, so the first bot's rating is
    held still to invert the rest; the covariance is then turned into that of ``theta - mean``.
    """
    information = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i != j and meetings[i][j]:
                p = 1 / (1 + math.exp(theta[j] - theta[i]))
                weight = meetings[i][j] * p * (1 - p)
                information[i][i] += weight
                information[i][j] -= weight
    reduced = [row[1:] for row in information[1:]]
    inverse = _invert(reduced)
    covariance = [[0.0] * n for _ in range(n)]
    for i in range(1, n):
        for j in range(1, n):
            covariance[i][j] = inverse[i - 1][j - 1]
    row_mean = [sum(row) / n for row in covariance]
    grand = sum(row_mean) / n
    return [math.sqrt(max(0.0, covariance[i][i] - 2 * row_mean[i] + grand)) for i in range(n)]


def _invert(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a small positive-definite matrix (Gauss–Jordan with partial pivoting)."""
    size = len(matrix)
    work = [row[:] + [1.0 if i == j else 0.0 for j in range(size)] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(work[r][col]))
        work[col], work[pivot] = work[pivot], work[col]
        lead = work[col][col]
        work[col] = [v / lead for v in work[col]]
        for r in range(size):
            if r != col and work[r][col]:
                factor = work[r][col]
                work[r] = [v - factor * p for v, p in zip(work[r], work[col], strict=True)]
    return [row[size:] for row in work]


def format_ratings(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The ratings as text lines for the arena's report (nothing when fewer than two bots met)."""
    if not rows:
        return []
    width = max([12] + [len(row["bot"]) + 2 for row in rows])
    lines = ["Elo (fitted from every pairing; mean 1500)", f"{'bot':<{width}}{'Elo':>7}  {'95% CI':<14}{'pairings':>9}"]
    for row in rows:
        ci = f"{row['ci95'][0]:.0f}–{row['ci95'][1]:.0f}"
        lines.append(f"{row['bot']:<{width}}{row['elo']:>7.0f}  {ci:<14}{row['games']:>9}")
    return lines
