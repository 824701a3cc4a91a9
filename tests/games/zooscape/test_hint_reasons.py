"""Hint reasons for zooscape: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

import random

from tests.support.hint_reasons import walk_reasons
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zooscape.heuristics import reason


def _reasons(players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    return walk_reasons("zooscape", reason, players, seed, steps)


def test_reasons_cover_the_main_decisions_and_name_values() -> None:
    found = dict(_reasons(3, 4, 400))
    assert {"split", "select"} <= set(found)
    assert found["select"].startswith("takes ") and ("+" in found["select"] or "-" in found["select"])
    assert "|" in found["split"]


def test_reason_never_names_the_bin() -> None:
    game = registry.get("zooscape")
    match = Match(game, GameConfig.make(4), 9)
    pick = random.Random(9)
    while not match.is_over() and match.state.round < 3:
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        view = game.view(match.state, seat)
        assert isinstance(view.bin, int)  # the view holds only how many cards lie in the bin
        for action in legal[:3]:
            assert "bin" not in (reason(view, seat, action) or "")
        match.apply(pick.choice(legal))
