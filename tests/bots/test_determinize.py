"""Determinizations agree with the seat's view, and over many samples put each hidden card
everywhere it could be (the bots' picture of the unknown is neither fixed nor peeking)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.games import ALL_GAMES, as_json, load, positions
from zsgames.core.conformance import _get_path
from zsgames.core.match import canonical_json
from zsgames.core.rng import Rng

SAMPLES = 150


def _tokens(value: Any) -> list[str]:
    """The cards at a hidden place: list items, object entries, or the value itself."""
    if isinstance(value, list):
        return [canonical_json(v) for v in value]
    if isinstance(value, dict):
        return [canonical_json([k, v]) for k, v in value.items()]
    return [canonical_json(value)]


def _card_paths(game: Any, state: Any, seat: int) -> list[tuple]:
    """Hidden paths that hold cards (not the random generator's state)."""
    return [p for p in game.hidden_paths(state, seat) if not any("rng" in str(k) or "seed" in str(k) for k in p)]


@pytest.mark.parametrize("name", ALL_GAMES)
def test_determinizations_match_the_view_and_cover_the_unseen(name):
    game = load(name)
    checked = 0
    for state, seat in positions(game, 3, seed=23):
        view = game.view(state, seat)
        view_json = as_json(game, view)
        truth = game.state_to_json(state)
        paths = [p for p in _card_paths(game, state, seat) if _get_path(truth, p)[0]]
        seen: dict[tuple, set[str]] = {p: set() for p in paths}
        worlds: set[str] = set()
        rng = Rng(99)
        for _ in range(SAMPLES):
            world = game.determinize(view, seat, rng)
            assert as_json(game, game.view(world, seat)) == view_json, "a sample changed what the seat sees"
            assert game.current_deciders(world) == game.current_deciders(state)
            game.check_invariants(world)
            data = game.state_to_json(world)
            hidden_now = []
            for p in paths:
                present, value = _get_path(data, p)
                assert present, f"a sample lost the hidden place {p}"
                seen[p].update(_tokens(value))
                hidden_now.append(canonical_json(value))
            worlds.add("|".join(hidden_now))
        all_tokens: set[str] = set()
        for p in paths:
            true_cards = set(_tokens(_get_path(truth, p)[1]))
            all_tokens |= true_cards
            missing = true_cards - seen[p]
            assert not missing, f"seat {seat}: cards really at {p} never sampled there: {sorted(missing)[:5]}"
        if len(all_tokens) > 1:
            assert len(worlds) > 1, f"seat {seat}: every sample put the hidden cards in the same places"
            checked += 1
    assert checked, f"{name}: no sampled position had hidden cards"
