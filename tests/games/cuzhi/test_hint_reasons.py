"""Hint reasons for cuzhi: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

from tests.support.hint_reasons import walk_reasons
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.cuzhi.hints import reason


def _reasons(players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    return walk_reasons("cuzhi", reason, players, seed, steps)


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
