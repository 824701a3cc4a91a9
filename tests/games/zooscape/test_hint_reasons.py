"""Hint reasons for zooscape: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

import random

from tests.support.hint_reasons import walk_reasons
from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.heuristics import MASTER_VALUE, gain_value, reason

from .helpers import Deal, act, scenario


def _reasons(players: int, seed: int, steps: int) -> list[tuple[str, str]]:
    return walk_reasons("zooscape", reason, players, seed, steps)


def test_reasons_cover_the_main_decisions_and_name_values() -> None:
    found = dict(_reasons(3, 4, 400))
    assert {"split", "select"} <= set(found)
    assert found["select"].startswith("takes ") and ("+" in found["select"] or "-" in found["select"])
    assert "|" in found["split"]


def test_reason_reads_only_the_view() -> None:
    """A reason is the same whatever the hidden deck and piles hold."""
    game = registry.get("zooscape")
    match = Match(game, GameConfig.make(4), 9)
    pick = random.Random(9)
    while not match.is_over() and match.state.round < 3:
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        view = game.view(match.state, seat)
        assert isinstance(view.deck, int) and all(isinstance(p, int) for p in view.piles)
        other = game.view(game.determinize(view, seat, Rng(len(legal))), seat)
        for action in legal[:3]:
            assert reason(view, seat, action) == reason(other, seat, action)
        match.apply(pick.choice(legal))


def test_apprentice_is_valued_with_the_bin_it_brings() -> None:
    d = Deal()
    row = [*d("tea_bowl"), *d("fan")]
    fires = d("fire", 2)
    s = scenario(players=3, row=row, bin_cards=fires)
    s, _ = act(s, 0, "split", 1, 1)
    s, _ = act(s, 0, "apprentice", 1, 1)  # group 1: tea bowl + apprentice; group 2: fan
    view = GAME.view(s, 1)
    with_app = reason(view, 1, Action(1, "select", (1,)))
    plain = reason(view, 1, Action(1, "select", (2,)))
    assert "the apprentice with the bin's 2 cards" in with_app
    # tea bowl 8 + mastership 1.5 - two Fires 8 = +1.5 ("+2"); the fan alone is +7
    assert with_app.endswith(": +2") and plain.endswith(": +7")
    assert gain_value(view, 1, view.groups[0]) == 8 + MASTER_VALUE - 8
