"""The shipped levels keep their play: recorded choices at fixed positions of seeded games.

For each shipped game, level (Easy, Normal, Hard with the game's own ``GameInfo.bot_tuning``) and
seed, a game is played by Random bots and the level is asked at a few decision points spread over
it, with the deciding seat's view and memory of the match so far (so Zooscape's Hard reads the
others from their revealed disks). The searches run exactly their iteration counts (no time cap).
Each answer is the chosen action's label and, for a search, the visit counts of its root edges —
one random draw more or less anywhere in the search changes them.

``tests/bots/level_pins.json`` holds the answers recorded before the search was trimmed. A change
that alters a shipped level's play on purpose records them again:
``.venv/bin/python -m tests.bots.test_level_pins`` (then say why in the commit).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.bots.games import PLAYERS, load
from zsgames.bots import make_bot
from zsgames.bots.base import RandomBot
from zsgames.bots.ismcts import SearchBot
from zsgames.core import registry
from zsgames.core.game import Game, GameConfig
from zsgames.core.i18n import english
from zsgames.core.match import Match
from zsgames.core.memory import Memory

PINS = Path(__file__).with_name("level_pins.json")
SEEDS = (3, 8)
POSITIONS = {"easy": 6, "normal": 3, "hard": 2}  # decision points asked per seed


def decision_points(game: Game[Any], seed: int, count: int) -> list[tuple[Any, int, Memory]]:
    """``count`` (state, seat, memory) points with two or more legal actions, spread over a game
    that Random bots play from ``seed``."""
    match = Match(game, GameConfig.make(PLAYERS), seed)
    bots = [RandomBot(seed * 10 + s) for s in range(PLAYERS)]
    points: list[int] = []
    while not match.is_over():
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        if len(legal) > 1:
            points.append(len(match.steps))
        match.apply(bots[seat].choose(game, game.view(match.state, seat), seat, legal, match.memory(seat)))
    step = len(points) // (count + 1)
    chosen = points[step::step][:count]
    states = [match.state_at(i) for i in range(len(match.steps) + 1)]
    out = []
    for index in chosen:
        state = states[index]
        seat = game.current_deciders(state)[0]
        out.append((state, seat, Memory(game, states[: index + 1], seat)))
    return out


def answers(game_name: str, level: str) -> list[dict[str, Any]]:
    """The level's answer at every pinned point of every seed."""
    game = load(game_name)
    out: list[dict[str, Any]] = []
    for seed in SEEDS:
        for i, (state, seat, memory) in enumerate(decision_points(game, seed, POSITIONS[level])):
            bot = make_bot(level, seed=seed * 100 + i, deterministic=True)
            legal = game.legal_actions(state, seat)
            action = bot.choose(game, game.view(state, seat), seat, legal, memory)
            answer: dict[str, Any] = {"seed": seed, "seat": seat, "move": english(action.label)}
            if isinstance(bot, SearchBot):
                assert bot.last is not None
                answer["visits"] = [n for _, n, _ in bot.last.edges]
            out.append(answer)
    return out


def _recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(PINS.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("level", list(POSITIONS))
@pytest.mark.parametrize("game_name", registry.shipped())
def test_a_shipped_level_chooses_as_recorded(game_name: str, level: str) -> None:
    expected = _recorded()[game_name][level]
    assert len(expected) == len(SEEDS) * POSITIONS[level]
    assert answers(game_name, level) == expected


def record() -> None:
    """Write the answers of the current code to ``level_pins.json``."""
    data = {name: {level: answers(name, level) for level in POSITIONS} for name in registry.shipped()}
    PINS.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()
