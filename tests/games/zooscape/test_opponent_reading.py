"""Reading the others from their revealed disks (``heuristics.opponent_randomness``): a seat that
keeps picking the group worth clearly less to it looks like a coin-tosser, one that picks the
better group looks like a player with a plan. Only what the reading seat saw counts."""

from __future__ import annotations

from typing import Any

from zsgames.bots import make_bot
from zsgames.bots.driver import play_match
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.heuristics import (
    PRIOR_RANDOM,
    RANDOMNESS_BOUNDS,
    gain_value,
    opponent_randomness,
    planner_picks_better,
    revealed_selections,
)


class PlannerBot:
    """Picks the group worth more to it (by ``gain_value``, the bin as it saw the cards go in);
    anything else: the first option."""

    name = "planner"

    def choose(self, game: Any, view: Any, seat: int, legal: list, memory: Any = ()) -> Any:
        view = game.recall(view, memory, seat)
        if legal[0].kind == "select" and any(view.groups):
            values = [gain_value(view, seat, view.groups[a.args[0] - 1]) for a in legal]
            return legal[max(range(len(legal)), key=values.__getitem__)]
        return legal[0]


def _played(seed: int):
    bots = [make_bot("random", seed=seed), PlannerBot(), make_bot("random", seed=seed + 1)]
    return play_match(GAME, GameConfig.make(3), seed, bots).match


def test_a_coin_tosser_and_a_planner_are_told_apart_by_the_games_end() -> None:
    tossers = []
    for seed in range(1, 13):
        match = _played(seed)
        randomness = opponent_randomness(match.memory(0), 0)
        assert randomness[0] == 0.0  # a seat does not read itself
        assert randomness[1] < 0.1, (seed, randomness)  # the planner never looks random
        assert all(RANDOMNESS_BOUNDS[0] <= r <= RANDOMNESS_BOUNDS[1] for r in randomness[1:])
        tossers.append(randomness[2])
    # a coin-tosser may land on the better group by luck all game (1 of these 12 games did)
    assert sum(r > 0.5 for r in tossers) >= 10, tossers
    assert sum(tossers) / len(tossers) > 0.75, tossers


def test_every_reveal_is_read_once_with_the_disks_shown() -> None:
    match = _played(3)
    memory = match.memory(1)
    found = revealed_selections(memory)
    reveals = [e for e in match.events() if e.kind == "reveal"]
    assert len(found) == len(reveals) > 5
    assert [shown for _view, shown in found] == [dict(e.data)["choices"] for e in reveals]
    assert all(view.phase == 2 and any(view.groups) for view, _shown in found)  # read while face down


def test_before_any_reveal_everyone_is_even_odds() -> None:
    match = _played(2)
    first_reveal = next(i for i, step in enumerate(match.steps) if any(e.kind == "reveal" for e in step.events))
    memory = match.memory(0)[: first_reveal + 1]  # up to the moment before the first reveal
    assert opponent_randomness(memory, 0) == [0.0, PRIOR_RANDOM, PRIOR_RANDOM]
    assert opponent_randomness((), 0) is None


def test_the_reading_is_the_same_from_any_seat_for_the_same_player() -> None:
    """Reveals are public: seat 0 and seat 2 read the planner (seat 1) alike."""
    match = _played(4)
    assert opponent_randomness(match.memory(0), 0)[1] == opponent_randomness(match.memory(2), 2)[1]


def test_the_wider_apart_the_groups_the_more_a_reveal_tells() -> None:
    """Two groups a point apart say little (a planner picks the better one 61 % of the time), two
    groups 8 points apart say a lot (88 %); closer than a point says nothing."""
    assert planner_picks_better(0.5) is None
    chances = [planner_picks_better(gap) for gap in (1.0, 2.9, 3.0, 5.9, 6.0, 40.0)]
    assert chances == [0.61, 0.61, 0.72, 0.72, 0.88, 0.88]
    assert all(0.5 < c < 1.0 for c in chances)  # always a little likelier than a coin toss
