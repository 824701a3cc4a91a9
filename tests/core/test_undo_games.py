"""The undo policy on every registered game, for every player count it supports.

For random games in hot-seat and in solo: undo never crosses a chance event, only takes back
what the policy allows, and undo + redo returns the identical state digest.
"""

from __future__ import annotations

import pytest

from tests.core.test_undo import exercise_undo, solo_config
from zsgames.core import registry
from zsgames.core.game import GameConfig

CASES = [
    (name, players, mode)
    for name, game in registry.games().items()
    if name in registry.shipped()
    for players in range(game.min_players, game.max_players + 1)
    for mode in ("hotseat", "solo")
]


def present_game(name: str):
    return registry.get(name)


@pytest.mark.parametrize(("name", "players", "mode"), CASES)
def test_undo_policy_in_random_games(name: str, players: int, mode: str) -> None:
    game = present_game(name)
    config = solo_config(players, human=players - 1) if mode == "solo" else GameConfig.make(players)
    performed = sum(exercise_undo(game, config, seed, chooser=seed + 11, undo_every=5) for seed in range(2))
    assert performed > 0, "no undo was ever allowed: the policy (or the game's chance flags) is too strict"


def test_tiny_is_covered_too(tiny) -> None:
    assert exercise_undo(tiny, GameConfig.make(3), 4) == 0  # every tiny move draws a card


@pytest.mark.parametrize("name", ["zongshi", "zooscape", "cuzhi"])
def test_solo_bots_rerun_deterministically_after_undo(name: str) -> None:
    from tests.core.test_undo import replay_after_undo

    game = present_game(name)
    players = game.min_players
    checked = sum(replay_after_undo(game, solo_config(players), seed, "easy", moves=25) for seed in range(2))
    assert checked > 0
