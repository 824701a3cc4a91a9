"""Soak: hundreds of random legal games per game, every player count, invariants after every action.

Per game, ``GAMES_PER_GAME`` random games are spread evenly over its player counts and cut into
small test cases of ``CHUNK`` games so ``pytest -n 2`` spreads them over both cores. Every
``SAVE_SAMPLE``-th game is also cut at a random move, saved, loaded and continued; it must end
identical to the uninterrupted game. ``ZSGAMES_SOAK_GAMES`` overrides the count (e.g. 5000 for a
night run). A game not in this checkout yet is skipped.
"""

from __future__ import annotations

import math
import os

import pytest

from tests.core.test_undo_games import present_game
from zsgames.core import snapshot
from zsgames.core.conformance import check_scores_add_up, random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match, state_digest
from zsgames.core.rng import Rng

#: game → (player counts, games per test case). Measured 2026-11-29 with ``pytest -n 2`` on 2 cores,
#: after the Zong Shi speed-up: the whole folder (501 + 504 + 501 games) ≈ 27 s wall.
PLAN: dict[str, tuple[range, int]] = {
    "zongshi": (range(3, 6), 14),
    "zooscape": (range(3, 7), 42),
    "cuzhi": (range(2, 5), 42),
}
GAMES_PER_GAME = int(os.environ.get("ZSGAMES_SOAK_GAMES", "500"))
SAVE_SAMPLE = 10  # one game in ten also goes through save → load → continue


def _cases() -> list[tuple[str, int, int, int]]:
    cases = []
    for name, (counts, chunk) in PLAN.items():
        per_count = math.ceil(GAMES_PER_GAME / len(counts))
        for players in counts:
            for start in range(0, per_count, chunk):
                cases.append((name, players, start, min(chunk, per_count - start)))
    return cases


def soak_one(game, players: int, seed: int) -> None:
    """One random game with invariants after every action (and a save round trip for a sample)."""
    config = GameConfig.make(players)
    steps = 0

    def after_each(_before, _action, after) -> None:
        nonlocal steps
        steps += 1
        try:
            game.check_invariants(after)
        except AssertionError as exc:
            raise AssertionError(f"{game.name} {players}p seed {seed}, move {steps}: {exc}") from None

    game.check_invariants(game.setup(config, seed))
    final, actions = random_playout(game, config, seed, chooser_seed=seed * 7 + players, on_step=after_each)
    assert game.is_over(final)
    check_scores_add_up(game, final)
    assert game.winner(final).winners, f"{game.name} {players}p seed {seed}: nobody won"
    if seed % SAVE_SAMPLE == 0:
        cut = Rng(seed).randbelow(len(actions) + 1)
        partial = Match.replay(game, config, seed, actions[:cut])
        resumed = snapshot.load_dict(snapshot.parse(snapshot.dumps(partial)))
        for action in actions[cut:]:
            resumed.apply(action)
        assert resumed.digest() == state_digest(game, final), (
            f"{game.name} {players}p seed {seed}: save at move {cut} → load → continue differs"
        )


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players", "start", "count"), _cases())
def test_soak(name: str, players: int, start: int, count: int) -> None:
    game = present_game(name)
    if not game.min_players <= players <= game.max_players:
        pytest.skip(f"{game.display_name} is not for {players} players")
    for seed in range(start, start + count):
        soak_one(game, players, seed)


def test_plan_reaches_the_promised_count() -> None:
    for name, (counts, _chunk) in PLAN.items():
        total = sum(c for n, _p, _s, c in _cases() if n == name)
        assert total >= GAMES_PER_GAME, name
        assert {p for n, p, _s, _c in _cases() if n == name} == set(counts)


def test_harness_on_the_tiny_game(tiny) -> None:
    for seed in range(0, 40, 3):
        soak_one(tiny, 2 + seed % 3, seed)


@pytest.mark.parametrize("name", sorted(PLAN))
def test_plan_covers_every_player_count(name: str) -> None:
    game = present_game(name)
    assert list(PLAN[name][0]) == list(range(game.min_players, game.max_players + 1))
