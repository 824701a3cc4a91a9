"""Write a lesson script's moves: ``python -m zsgames.lessons.record GAME``.

Plays the lesson's deal (its seed, players and options, read from the existing
``resources/<game>/lesson.json``) with a bot in every seat — Normal by default, so the
learner's moves are sensible ones — and writes every move in order, as a save writes them. When
several seats decide at once the bots' moves come first, as in the window. The texts already
written for a step (``say``, ``topic``) are kept where the same move is still at the same place, so
re-recording after a rules change keeps the words that still fit; ``--lengths N`` instead prints
how long the games of seeds 1..N are (Easy bots, quick), to pick a short deal.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from zsgames.bots import make_bot
from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match
from zsgames.core.resources import resource_path
from zsgames.lessons.lesson import LEARNER, LESSON_FILE


def next_seat(deciders: list[int]) -> int:
    """Who moves next in a script: the bots before the learner when both decide (their choices
    are made while the learner thinks)."""
    bots = [s for s in deciders if s != LEARNER]
    return bots[0] if bots else deciders[0]


def play(game_name: str, config: GameConfig, seed: int, level: str) -> list[Action]:
    """The moves of one game with ``level`` bots in every seat (seeded: the same every time)."""
    game = registry.get(game_name)
    match = Match(game, config, seed)
    bots = [make_bot(level, seed * 31 + seat, deterministic=True) for seat in range(config.players)]
    for _ in range(game.max_actions(config)):
        if match.is_over():
            return match.actions
        seat = next_seat(match.deciders())
        legal = match.legal_actions(seat)
        view = game.view(match.state, seat)
        action = legal[0] if len(legal) == 1 else bots[seat].choose(game, view, seat, legal, match.memory(seat))
        match.apply(action)
    raise RuntimeError("the game did not end")


def merge(old: list[dict[str, Any]], moves: list[Action]) -> list[dict[str, Any]]:
    """The new steps, keeping an old step's words where the same move stands at the same place."""
    steps = []
    for index, action in enumerate(moves):
        step = action.to_json() | {"source": "proposal"}  # our own script, as every data record says
        if index < len(old) and Action.from_json(old[index]) == action:
            step.update({k: old[index][k] for k in ("say", "topic") if k in old[index]})
        steps.append(step)
    return steps


def dumps(script: dict[str, Any]) -> str:
    """The script as JSON with one step per line (a readable diff when a step's words change)."""
    head = {k: v for k, v in script.items() if k != "steps"}
    text = json.dumps(head, ensure_ascii=False, indent=2)[:-2]
    lines = ",\n".join("    " + json.dumps(s, ensure_ascii=False) for s in script["steps"])
    return f'{text},\n  "steps": [\n{lines}\n  ]\n}}\n'


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zsgames.lessons.record", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--level", default="normal", help="the bots that play every seat (default normal)")
    parser.add_argument("--lengths", type=int, metavar="N", help="print the game lengths of seeds 1..N and stop")
    args = parser.parse_args(argv)
    path = resource_path(args.game, LESSON_FILE)
    script = json.loads(path.read_text(encoding="utf-8"))
    config = GameConfig.make(script["players"], script["names"], script.get("options", {}))
    if args.lengths:
        for seed in range(1, args.lengths + 1):
            moves = play(args.game, config, seed, "easy")
            mine = sum(1 for a in moves if a.seat == LEARNER)
            print(f"seed {seed}: {len(moves)} moves, {mine} of them the learner's")
        return 0
    moves = play(args.game, config, int(script["seed"]), args.level)
    script["steps"] = merge(script.get("steps", []), moves)
    path.write_text(dumps(script), encoding="utf-8")
    print(f"{path}: {len(moves)} steps", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
