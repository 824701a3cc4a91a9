"""Shared check for each game's hint reasons: short, one line, and never from hidden information."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match

Reason = Callable[[Any, int, Action], str | None]


def walk_reasons(game_name: str, reason: Reason, players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    """Walk a random game; for each decision compare the reason read from the seat's view with the
    one read from the true state (equal means hidden information never changes the words)."""
    game = registry.get(game_name)
    match = Match(game, GameConfig.make(players), seed)
    pick = random.Random(seed)
    out: list[tuple[str, str]] = []
    for _ in range(steps):
        if match.is_over():
            break
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        view = game.view(match.state, seat)
        for action in legal[:4]:
            text = reason(view, seat, action)
            assert text is None or (isinstance(text, str) and text.strip()), action
            assert text == reason(match.state, seat, action), f"{action}: the reason depends on hidden cards"
            if text is not None:
                assert len(text) < 140 and "\n" not in text
                out.append((action.kind, text))
        match.apply(pick.choice(legal))
    return out
