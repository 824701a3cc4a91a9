"""Hint reasons for cuzhi: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

import random

from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.cuzhi.heuristics import reason


def _reasons(players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    """Walk a random game; for each decision compare the reason read from the seat's view with the
    one read from the true state (equal means hidden information never changes the words)."""
    game = registry.get("cuzhi")
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


def test_reasons_speak_of_spaces_and_crickets() -> None:
    found = _reasons(3, 3, 1500)
    kinds = {k for k, _ in found}
    assert {"place", "cultivate"} <= kinds
    cultivate = next(t for k, t in found if k == "cultivate")
    assert "→" in cultivate and "in fights" in cultivate


def test_cultivate_names_the_grades_and_die() -> None:
    from zsgames.core.game import Action

    game = registry.get("cuzhi")
    match = Match(game, GameConfig.make(2), 1)
    view = game.view(match.state, 0)
    assert reason(view, 0, Action(0, "cultivate", (2, 0))) == "cultivates 二品 → 一品: d10 in fights"
