"""``zsgames bench``: rules throughput per game (random playouts) and bot decision times."""

from __future__ import annotations

import time
from typing import Any

from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng


def bench_players(game: Any) -> int:
    return min(max(4, game.min_players), game.max_players)


def playout_throughput(game: Any, players: int, seconds: float) -> dict[str, Any]:
    """Random legal playouts for ``seconds``: actions/s, games/s and clone cost."""
    config = GameConfig.make(players)
    rng = Rng(12345)
    actions = games = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds or games == 0:
        state = game.setup(config, seed)
        seed += 1
        while not game.is_over(state):
            seat = game.current_deciders(state)[0]
            legal = game.legal_actions(state, seat)
            state, _ = game.apply(state, legal[rng.randbelow(len(legal))])
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    clone_start = time.perf_counter()
    for _ in range(1000):
        game.clone(state)
    clone_us = (time.perf_counter() - clone_start) * 1000
    return {
        "players": players,
        "actions_per_s": round(actions / elapsed),
        "games_per_s": round(games / elapsed, 2),
        "actions_per_game": round(actions / games, 1),
        "clone_us": round(clone_us, 2),
    }


def run(game_name: str | None = None, quick: bool = False) -> dict[str, Any]:
    names = [game_name] if game_name else [n for n in registry.KNOWN_GAMES if n in registry.games()]
    seconds = 0.3 if quick else 5.0
    report: dict[str, Any] = {"games": {}, "bots": {}, "peer": {}}
    for name in names:
        game = registry.get(name)
        report["games"][name] = playout_throughput(game, bench_players(game), seconds)
    return report


def format_report(report: dict[str, Any]) -> str:
    lines = ["game          players   actions/s    games/s   clone µs"]
    for name, r in report["games"].items():
        lines.append(
            f"{name:<14}{r['players']:>7}{r['actions_per_s']:>12}{r['games_per_s']:>11}{r['clone_us']:>11}"
        )
    return "\n".join(lines)
