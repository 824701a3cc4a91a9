"""Many bot-vs-bot games with seats rotated, summarised per bot (Wilson 95 % intervals).

* Game ``i`` seats bot entry ``(seat + i) % players`` in each seat, and games come in blocks of
  ``players`` that share one deal (seed), so every entry plays every seat of every deal once
  when ``games`` is a multiple of the player count (duplicate format: less luck in the table).
* Bots search exactly their level's iteration count here (no wall-clock cap), so the results
  are the same for any ``--jobs`` and machine load; only ``mean_move_s`` varies. Easy keeps its
  safety cap (1 s, far above any decision); ``capped`` counts the decisions a cap cut short, and
  the text report warns when it is not 0 (the table may then differ on another machine).
* ``results`` has one row per ``--bots`` entry, in order, even when two entries name the same
  level (``normal,random,random`` gives two Random rows): each row is a seat-rotated player.
* ``elo`` rates every distinct bot (two entries of one level are one bot) from all its pairings
  (:mod:`zsgames.bots.elo`).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from zsgames.bots.elo import Pairings, fit, format_ratings

#: The most games one arena run takes: about a week of Random bots in the quickest game.
MAX_GAMES = 1_000_000


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a win rate (shared wins count as fractions)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


#: The builders of bots from outside this package that an arena's specs name, sent with each
#: game: a worker process or Ray task starts without the command line that filled EXTERNAL_BOTS
#: (a builder is a module-level function, so it travels as its name).
ExternalBots = tuple[tuple[str, Callable[[str, int], Any]], ...]

#: One game of an arena: game name, players, bot specs, game index, arena seed, game options,
#: the external bot builders the specs need.
Job = tuple[str, int, tuple[str, ...], int, int, tuple[tuple[str, Any], ...], ExternalBots]


def _one_game(job: Job) -> dict[str, Any]:
    """Game ``index``: seat i is played by bot ``specs[(i + index) % n]``."""
    from zsgames.bots import EXTERNAL_BOTS, make_bot
    from zsgames.bots.driver import play_match
    from zsgames.core import registry
    from zsgames.core.game import GameConfig

    game_name, players, specs, index, seed, options, external = job
    EXTERNAL_BOTS.update(external)
    game = registry.get(game_name)
    n = len(specs)
    seat_bot = [(seat + index) % n for seat in range(players)]
    game_seed = seed * 100_003 + index // n
    bots = [
        make_bot(specs[b], seed=(game_seed * 31 + index * 7 + seat) & 0xFFFFFFFF, deterministic=True)
        for seat, b in enumerate(seat_bot)
    ]
    config = GameConfig.make(players, options=dict(options))
    played = play_match(game, config, game_seed, bots)
    outcome = game.winner(played.match.state)
    scores = game.scores(played.match.state)
    return {
        "seat_bot": seat_bot,
        "winners": list(outcome.winners),
        "totals": [s.total for s in scores],
        "times": [sum(t) for t in played.think_seconds],
        "decisions": [len(t) for t in played.think_seconds],
        "capped": played.capped,
    }


def run_arena(
    game_name: str,
    players: int,
    specs: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    options: Mapping[str, Any] | None = None,
    backend: str = "processes",
    address: str | None = None,
) -> dict[str, Any]:
    """Results per bot entry; identical for any ``jobs`` and backend (each game has its own seed).

    ``backend`` "processes" plays on ``jobs`` local worker processes; "ray" plays each game as a
    Ray task (:mod:`zsgames.bots.arena_ray`) on a local Ray of ``jobs`` CPUs, or on the cluster at
    ``address``.

    ``progress(done, total)`` is called after each game (the app's arena dialog uses it). The games
    are made and summed one by one (at most a few per worker in flight), so a huge ``games`` costs
    time, never memory; the CLI refuses more than ``MAX_GAMES``. Every game is set up with ``options``
    (already checked against the game's declared options).
    """
    chosen = tuple(sorted((options or {}).items()))
    external = _external_bots(specs)
    work = ((game_name, players, tuple(specs), i, seed, chosen, external) for i in range(games))
    if backend == "ray":
        from zsgames.bots.arena_ray import played_on_ray

        results = played_on_ray(work, _one_game, address, jobs)
    else:
        results = _played(work, jobs)
    if progress is not None:
        results = _counted(results, games, progress)
    report = summarise(game_name, players, specs, seed, results)
    if chosen:
        report["options"] = dict(chosen)
    return report


def _external_bots(specs: Sequence[str]) -> ExternalBots:
    from zsgames.bots import EXTERNAL_BOTS

    return tuple(
        (prefix, build) for prefix, build in EXTERNAL_BOTS.items() if any(spec.startswith(prefix) for spec in specs)
    )


def _played(work: Iterator[Job], jobs: int) -> Iterator[dict[str, Any]]:
    """Each job's result, in order; with ``jobs`` > 1 from worker processes, a few games ahead."""
    if jobs <= 1:
        yield from map(_one_game, work)
        return
    with ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts) as pool:
        ahead: deque[Future[dict[str, Any]]] = deque()
        try:
            for job in work:
                ahead.append(pool.submit(_one_game, job))
                if len(ahead) >= 2 * jobs:
                    yield ahead.popleft().result()
            while ahead:
                yield ahead.popleft().result()
        except KeyboardInterrupt:  # Ctrl-C: the games in play are dropped, not waited for
            _stop_workers(pool)
            raise


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the parent's to handle (each worker would print its own traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End ``pool``'s workers now: nothing queued starts, the games in play are not waited for."""
    processes = list(getattr(pool, "_processes", None) or {})  # pid → process; no public handle exists
    pool.shutdown(wait=False, cancel_futures=True)
    for pid in processes:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGTERM)


def _counted(
    results: Iterator[dict[str, Any]], total: int, progress: Callable[[int, int], None]
) -> Iterator[dict[str, Any]]:
    for done, result in enumerate(results, 1):
        yield result
        progress(done, total)


def summarise(
    game_name: str, players: int, specs: Sequence[str], seed: int, results: Iterable[dict[str, Any]]
) -> dict[str, Any]:
    """The report of :func:`run_arena` from its per-game results (``_one_game``'s dicts, in order)."""
    per_bot: list[dict[str, Any]] = [
        {"wins": 0.0, "games": 0, "score": 0.0, "time": 0.0, "decisions": 0, "capped": 0} for _ in specs
    ]
    pairings = Pairings()
    played = 0
    for result in results:
        played += 1
        winners = result["winners"]
        pairings.add_game([specs[b] for b in result["seat_bot"]], winners, result["totals"])
        for seat, b in enumerate(result["seat_bot"]):
            entry = per_bot[b]
            entry["games"] += 1
            entry["score"] += result["totals"][seat]
            entry["time"] += result["times"][seat]
            entry["decisions"] += result["decisions"][seat]
            entry["capped"] += result.get("capped", [0] * len(result["seat_bot"]))[seat]
            if seat in winners:
                entry["wins"] += 1.0 / len(winners)
    report = []
    for spec, entry in zip(specs, per_bot, strict=True):
        g = entry["games"]
        low, high = wilson(entry["wins"], g)
        report.append(
            {
                "bot": spec,
                "games": g,
                "wins": round(entry["wins"], 3),
                "win_rate": round(entry["wins"] / g, 4) if g else 0.0,
                "ci95": [round(low, 4), round(high, 4)],
                "mean_score": round(entry["score"] / g, 2) if g else 0.0,
                "mean_move_s": round(entry["time"] / entry["decisions"], 5) if entry["decisions"] else 0.0,
                "capped": entry["capped"],
            }
        )
    return {
        "game": game_name,
        "players": players,
        "games": played,
        "seed": seed,
        "results": report,
        "elo": fit(pairings),
    }


def format_report(report: dict[str, Any]) -> str:
    header = f"{report['game']}, {report['players']} players, {report['games']} games, seed {report['seed']}"
    if report.get("options"):
        header += ", options " + " ".join(f"{k}={json.dumps(v)}" for k, v in report["options"].items())
    lines = [header]
    width = max([12] + [len(r["bot"]) + 2 for r in report["results"]])  # long specs keep the columns
    lines.append(f"{'bot':<{width}}{'games':>7}{'wins':>8}{'win rate':>10}  {'95% CI':<16}{'score':>8}{'move s':>10}")
    for r in report["results"]:
        ci = f"{r['ci95'][0]:.2f}–{r['ci95'][1]:.2f}"
        lines.append(
            f"{r['bot']:<{width}}{r['games']:>7}{r['wins']:>8}{r['win_rate']:>10.2%}  {ci:<16}"
            f"{r['mean_score']:>8}{r['mean_move_s']:>10.4f}"
        )
    ratings = format_ratings(report.get("elo", []))
    if ratings:
        lines.extend(["", *ratings])
    lines.extend(capped_notes(report))
    return "\n".join(lines)


def capped_notes(report: dict[str, Any]) -> list[str]:
    """One line per bot whose time cap cut decisions short (the safety net bit)."""
    from zsgames.core.text import plural

    return [
        f"{r['bot']}: the time cap cut {plural(r['capped'], 'decision')} short; "
        "this table may differ on another machine"
        for r in report["results"]
        if r.get("capped")
    ]


def format_markdown(report: dict[str, Any], command: str = "") -> str:
    """One arena run as a Markdown table (docs/ARENA.md is made of these)."""
    lines = []
    title = f"{report['game']}, {report['players']} players, {report['games']} games, seed {report['seed']}"
    lines.append(f"**{title}**" + (f" — `{command}`" if command else ""))
    lines.append("")
    lines.append("| bot | games | wins | win rate | 95 % CI | mean score | mean move s |")
    lines.append("|---|---:|---:|---:|---|---:|---:|")
    for r in report["results"]:
        lines.append(
            f"| {r['bot']} | {r['games']} | {r['wins']} | {r['win_rate']:.0%} | "
            f"{r['ci95'][0]:.2f}–{r['ci95'][1]:.2f} | {r['mean_score']} | {r['mean_move_s']:.3f} |"
        )
    if report.get("elo"):
        lines.extend(["", "| bot | Elo | 95 % CI | pairings |", "|---|---:|---|---:|"])
        lines.extend(
            f"| {e['bot']} | {e['elo']:.0f} | {e['ci95'][0]:.0f}–{e['ci95'][1]:.0f} | {e['games']} |"
            for e in report["elo"]
        )
    return "\n".join(lines)
