"""Hint reasons for zongshi: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

import random

from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zongshi.heuristics import reason


def _reasons(players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    """Walk a random game; for each decision compare the reason read from the seat's view with the
    one read from the true state (equal means hidden information never changes the words)."""
    game = registry.get("zongshi")
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


def test_reasons_speak_of_projects_places_and_boxes() -> None:
    found = _reasons(3, 2, 2500)
    kinds = {k for k, _ in found}
    assert {"begin", "go"} <= kinds
    begin = next(t for k, t in found if k == "begin")
    assert begin.startswith("begins ") and "VP" in begin


def test_merchant_statue_names_its_effect() -> None:
    from zsgames.core.game import Action

    game = registry.get("zongshi")
    match = Match(game, GameConfig.make(3), 1)
    view = game.view(match.state, 0)
    text = reason(view, 0, Action(0, "begin", ("merchant_statue",)))
    assert text == "begins Merchant Statue: 2 VP, +1 box per Marketplace visit, 2 rounds of work"
