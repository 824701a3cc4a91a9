"""Hint reasons for zongshi: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

from tests.support.hint_reasons import walk_reasons
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zongshi.heuristics import reason


def _reasons(players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    return walk_reasons("zongshi", reason, players, seed, steps)


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


def test_going_to_a_bin_says_how_many_boxes_it_would_bring() -> None:
    from tests.games.zongshi.helpers import act, set_bin, turn_of, vec
    from tests.games.zongshi.test_heuristics import _start
    from zsgames.core.game import Action

    game = registry.get("zongshi")
    s = turn_of(_start(), 0)
    set_bin(s, "large", vec(1, 1, 1, 0))
    alone = reason(game.view(s, 0), 0, Action(0, "go", ("large",)))
    assert alone == "goes to the large Marketplace bin: 3 of its 3 boxes as the pawns stand now (storage holds 0)"
    s = act(s, 0, "go", "large")
    s = act(s, 1, "pawn", "master")
    shared = reason(game.view(s, 1), 1, Action(1, "go", ("large",)))
    assert shared.startswith("goes to the large Marketplace bin: 1 of its 3 boxes")


def test_going_to_an_empty_bin_says_so() -> None:
    from tests.games.zongshi.helpers import set_bin, turn_of, vec
    from tests.games.zongshi.test_heuristics import _start
    from zsgames.core.game import Action

    game = registry.get("zongshi")
    s = turn_of(_start(), 0)
    set_bin(s, "small", vec())
    text = reason(game.view(s, 0), 0, Action(0, "go", ("small",)))
    assert text == "goes to the small Marketplace bin, empty now (storage holds 0)"
