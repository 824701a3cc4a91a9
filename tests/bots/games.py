"""Which games the bot tests run over: the two test games plus every shipped game present."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

import pytest

from tests.bots import commit_game
from tests.support import tiny_game
from zsgames.core import registry
from zsgames.core.match import canonical_json

ALL_GAMES = ("tiny", "commit", *registry.shipped())
REAL_GAMES = registry.shipped()
PLAYERS = 3  # every game here allows 3


def load(name: str) -> Any:
    """The game called ``name``; skips while a shipped game has not landed in this checkout."""
    if name == "tiny":
        return tiny_game.GAME
    if name == "commit":
        return commit_game.GAME
    module_name = f"zsgames.games.{name}"
    if importlib.util.find_spec(module_name) is None:
        pytest.skip(f"{name} is not in this checkout yet")
    module = importlib.import_module(module_name)
    if not hasattr(module, "GAME"):
        pytest.skip(f"{name} does not expose GAME yet")
    return module.GAME


def as_json(game: Any, state: Any) -> str:
    return canonical_json(game.state_to_json(state))


def positions(game: Any, count: int, seed: int = 11) -> list[tuple[Any, int]]:
    """Decision points with at least two legal actions, spread over random games."""
    from zsgames.bench import decision_positions

    found = decision_positions(game, PLAYERS, count, seed=seed)
    assert found, f"{game.name}: no decision with two or more legal actions in random games"
    return found
