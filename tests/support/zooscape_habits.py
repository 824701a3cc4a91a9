"""How Zooscape's bots play, in numbers a player would notice (issue 40, "play that looks sensible").

``python -m tests.support.zooscape_habits LEVEL [GAMES] [PLAYERS] [SEED]`` plays seeded games with the
level in every seat (searches run their exact counts: the same numbers on any machine) and prints,
per game on average: the cards that went to the bin, the share of reveals in which every chooser
picked the same group (everyone piling on one group), and the final score; each with its spread.
"""

from __future__ import annotations

import statistics
import sys
from dataclasses import dataclass

from zsgames.bots import make_bot
from zsgames.bots.driver import play_match
from zsgames.core import registry
from zsgames.core.game import GameConfig


@dataclass(frozen=True)
class Habits:
    binned: int  # cards that went to the bin in the game
    reveals: int  # reveals with two or more choosers
    all_same: int  # of those, reveals in which every chooser picked the same group
    scores: tuple[int, ...]


def habits_of(level: str, seed: int, players: int = 4) -> Habits:
    """Play one seeded game with ``level`` in every seat and count its habits."""
    game = registry.get("zooscape")
    bots = [make_bot(level, seed=seed * 100 + seat, deterministic=True) for seat in range(players)]
    played = play_match(game, GameConfig.make(players), seed, bots)
    binned = reveals = all_same = 0
    for event in played.match.events():
        if event.kind == "bin":
            binned += int(event.get("cards", 0))
        elif event.kind == "reveal":
            picked = [c for c in event.get("choices", ()) if c]
            if len(picked) >= 2:
                reveals += 1
                all_same += len(set(picked)) == 1
    scores = tuple(int(s.total) for s in game.scores(played.match.state))
    return Habits(binned, reveals, all_same, scores)


def summary(level: str, games: int, players: int = 4, seed: int = 1) -> dict[str, float]:
    found = [habits_of(level, seed + i, players) for i in range(games)]
    reveals = sum(h.reveals for h in found)
    scores = [s for h in found for s in h.scores]
    return {
        "games": games,
        "binned_per_game": statistics.fmean(h.binned for h in found),
        "binned_sd": statistics.pstdev(h.binned for h in found),
        "all_same_share": sum(h.all_same for h in found) / reveals if reveals else 0.0,
        "reveals": reveals,
        "mean_score": statistics.fmean(scores),
        "score_sd": statistics.pstdev(scores),
        "negative_scores": sum(s < 0 for s in scores) / len(scores),
    }


def main(argv: list[str]) -> int:
    level = argv[0] if argv else "normal"
    games, players, seed = (int(argv[i]) if len(argv) > i else d for i, d in ((1, 100), (2, 4), (3, 1)))
    s = summary(level, games, players, seed)
    print(
        f"{level} ×{players}, {s['games']:.0f} games from seed {seed}: {s['binned_per_game']:.1f} cards binned per game"
        f" (sd {s['binned_sd']:.1f}); every chooser on one group in {s['all_same_share']:.0%} of {s['reveals']:.0f}"
        f" reveals; mean final score {s['mean_score']:.1f} (sd {s['score_sd']:.1f}; {s['negative_scores']:.0%} below 0)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
