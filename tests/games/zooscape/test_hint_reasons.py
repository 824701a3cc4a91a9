"""Hint reasons for zooscape: short, in the game's terms, and never from hidden information."""

from __future__ import annotations

import random

from tests.support.hint_reasons import walk_reasons
from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.heuristics import BIN_CARD_GUESS, MASTER_VALUE, gain_value, reason

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


def _apprentice_with_two_fires_in_the_bin(aid: bool):
    d = Deal()
    row = [*d("tea_bowl"), *d("fan")]
    fires = d("fire", 2)
    s = scenario(players=3, row=row, bin_cards=fires, aid=aid)
    s, _ = act(s, 0, "split", 1, 1)
    s, _ = act(s, 0, "apprentice", 1, 1)  # group 1: tea bowl + apprentice; group 2: fan
    return s, GAME.view(s, 1)


def test_apprentice_is_valued_with_the_bin_it_brings() -> None:
    """With the memory aid the hint counts the listed bin card by card."""
    _s, view = _apprentice_with_two_fires_in_the_bin(aid=True)
    with_app = reason(view, 1, Action(1, "select", (1,)))
    plain = reason(view, 1, Action(1, "select", (2,)))
    assert "the apprentice with the bin's 2 cards" in with_app
    # tea bowl 8 + mastership 1.5 - two Fires 8 = +1.5 ("+2"); the fan alone is +7
    assert with_app.endswith(": +2") and plain.endswith(": +7")
    assert gain_value(view, 1, view.groups[0]) == 8 + MASTER_VALUE - 8


def test_a_hint_never_names_what_lies_face_down_in_the_bin() -> None:
    """Without the memory aid the words count only the bin's size ("Never look at the cards that
    have been thrown in the bin"): each card at a guess, the same from the view as from the table."""
    s, view = _apprentice_with_two_fires_in_the_bin(aid=False)
    with_app = reason(view, 1, Action(1, "select", (1,)))
    assert "the apprentice with the bin's 2 cards" in with_app
    assert with_app == reason(s, 1, Action(1, "select", (1,)))  # the true Fires change nothing
    assert gain_value(view, 1, view.groups[0]) == 8 + MASTER_VALUE + 2 * BIN_CARD_GUESS
    assert with_app.endswith(f": {8 + MASTER_VALUE + 2 * BIN_CARD_GUESS:+.0f}")
