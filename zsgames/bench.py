"""``zsgames bench``: rules throughput per game, bot decision times, and a peer engine.

* Throughput: uniformly random legal playouts for a few seconds at 4 players (Cuzhi at 3, the
  count its tests use most; the ``players`` field says which), giving actions/s, games/s and
  the cost of one ``clone`` of a mid-game state.
* Bots: each level decides at the same sampled positions (decision points with at least two
  legal actions from a random game); p50/p95 seconds per decision and, for the searches, the
  mean iterations done before the time cap.
* Peer: the pure-Python Catan engine *catanatron* (``pip install -e ".[bench]"``), random
  4-player games, so each game's actions/s has a ratio to a known engine measured in the same run.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from zsgames.core import registry
from zsgames.core.game import Game, GameConfig
from zsgames.core.rng import Rng

BENCH_PLAYERS = {"cuzhi": 3}


def bench_players(game: Game[Any]) -> int:
    wanted = BENCH_PLAYERS.get(game.name, 4)
    return min(max(wanted, game.min_players), game.max_players)


def playout_throughput(game: Any, players: int, seconds: float) -> dict[str, Any]:
    """Random legal playouts for ``seconds``: actions/s, games/s and clone cost."""
    config = GameConfig.make(players)
    rng = Rng(12345)
    actions = games = 0
    mid_state = None
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds or games == 0:
        state = game.setup(config, seed)
        seed += 1
        steps = 0
        while not game.is_over(state):
            seat = game.current_deciders(state)[0]
            legal = game.legal_actions(state, seat)
            state, _ = game.apply(state, legal[rng.randbelow(len(legal))])
            actions += 1
            steps += 1
            if games == 0 and steps == 40:
                mid_state = state
        games += 1
    elapsed = time.perf_counter() - start
    sample = mid_state if mid_state is not None else state
    clone_start = time.perf_counter()
    for _ in range(1000):
        game.clone(sample)
    clone_us = (time.perf_counter() - clone_start) * 1000  # 1000 clones: ms total = µs each
    return {
        "players": players,
        "actions_per_s": round(actions / elapsed),
        "games_per_s": round(games / elapsed, 2),
        "actions_per_game": round(actions / games, 1),
        "clone_us": round(clone_us, 2),
    }


def decision_positions(game: Any, players: int, count: int, seed: int = 7) -> list[tuple[Any, int]]:
    """``count`` (state, seat) decision points with ≥ 2 legal actions, spread over random games."""
    from zsgames.core.conformance import random_playout

    found: list[tuple[Any, int]] = []
    config = GameConfig.make(players)
    game_seed = seed
    while len(found) < count and game_seed < seed + 50:
        points: list[tuple[Any, int]] = []

        def on_step(before: Any, _action: Any, _after: Any, points: list[tuple[Any, int]] = points) -> None:
            seat = game.current_deciders(before)[0]
            if len(game.legal_actions(before, seat)) >= 2:
                points.append((before, seat))

        random_playout(game, config, game_seed, chooser_seed=game_seed, on_step=on_step)
        game_seed += 1
        want = min(count - len(found), 4)
        if points:
            step = max(1, len(points) // (want + 1))
            found += points[step::step][:want]
    return found


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def bot_times(game: Any, players: int, levels: dict[str, int], quick: bool) -> dict[str, Any]:
    """p50/p95 decision seconds per level over sampled positions (``levels``: name → positions), and
    how many decisions the level's time cap cut short (``capped``; the goal is 0 on a quiet machine:
    a capped bot is weaker than the one the arena measures, which searches its whole count)."""
    from zsgames.bots import make_bot

    out: dict[str, Any] = {}
    most = max(levels.values())
    positions = decision_positions(game, players, most)
    for level, count in levels.items():
        times: list[float] = []
        iterations: list[int] = []
        capped = 0
        for i, (state, seat) in enumerate(positions[:count]):
            bot = make_bot(level, seed=i)
            view = game.view(state, seat)
            legal = game.legal_actions(state, seat)
            start = time.perf_counter()
            bot.choose(game, view, seat, legal)
            times.append(time.perf_counter() - start)
            capped += int(getattr(bot, "capped", 0))
            last = getattr(bot, "last", None)
            if last is not None:
                iterations.append(last.iterations)
        entry: dict[str, Any] = {
            "decisions": len(times),
            "p50_s": round(_percentile(times, 0.5), 4),
            "p95_s": round(_percentile(times, 0.95), 4),
            "capped": capped,
        }
        if iterations:
            entry["mean_iterations"] = round(statistics.fmean(iterations), 1)
        out[level] = entry
    return out


def catanatron_peer(seconds: float) -> dict[str, Any] | None:
    """Random 4-player catanatron games for ``seconds``; None when it is not installed."""
    try:
        from catanatron import Color, RandomPlayer
        from catanatron import Game as CatanGame
    except ImportError:
        return None
    colors = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        catan = CatanGame([RandomPlayer(c) for c in colors], seed=games)
        catan.play()
        actions += len(catan.state.actions)
        games += 1
    elapsed = time.perf_counter() - start
    return {"players": 4, "actions_per_s": round(actions / elapsed), "games_per_s": round(games / elapsed, 2)}


def run(game_name: str | None = None, quick: bool = False) -> dict[str, Any]:
    """The whole bench as a JSON-ready dict: ``{"games", "bots", "peer"}``."""
    names = [game_name] if game_name else list(registry.games())
    seconds = 0.3 if quick else 5.0
    levels = {"random": 2, "easy": 2, "ismcts:20": 2} if quick else {"random": 10, "easy": 10, "normal": 12, "hard": 8}
    report: dict[str, Any] = {"games": {}, "bots": {}, "peer": {}}
    peer = catanatron_peer(seconds)
    if peer is None:
        report["peer"] = {"catanatron": None, "note": 'catanatron is not installed (pip install -e ".[bench]")'}
    else:
        report["peer"]["catanatron"] = peer
    for name in names:
        game = registry.get(name)
        players = bench_players(game)
        entry = playout_throughput(game, players, seconds)
        if peer is not None:
            entry["ratio_to_catanatron"] = round(entry["actions_per_s"] / max(1, peer["actions_per_s"]), 2)
        report["games"][name] = entry
        report["bots"][name] = bot_times(game, players, levels, quick)
    return report


def format_report(report: dict[str, Any]) -> str:
    lines = ["game          players   actions/s    games/s   clone µs   × catanatron"]
    for name, r in report["games"].items():
        ratio = r.get("ratio_to_catanatron")
        lines.append(
            f"{name:<14}{r['players']:>7}{r['actions_per_s']:>12}{r['games_per_s']:>11}{r['clone_us']:>11}"
            f"{(f'{ratio:.2f}' if ratio is not None else '—'):>15}"
        )
    peer = report.get("peer", {}).get("catanatron")
    if peer:
        lines.append(f"{'catanatron':<14}{peer['players']:>7}{peer['actions_per_s']:>12}{peer['games_per_s']:>11}")
    else:
        lines.append("peer: " + report.get("peer", {}).get("note", "catanatron is not installed"))
    if report.get("bots"):
        lines.append("")
        lines.append("bot decision time     level        p50 s     p95 s   iterations   capped")
        for name, levels in report["bots"].items():
            for level, b in levels.items():
                its = b.get("mean_iterations", "")
                capped = f"{b.get('capped', 0)}/{b['decisions']}"
                lines.append(f"  {name:<20}{level:<12}{b['p50_s']:>8.4f}{b['p95_s']:>10.4f}{its:>13}{capped:>9}")
    return "\n".join(lines)
