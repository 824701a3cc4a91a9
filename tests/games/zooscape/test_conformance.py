"""The engine's conformance check and random whole games with invariants after every action."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zsgames.core.conformance import check_all, random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_conformance(players):
    check_all(GAME, players)


def _invariants(before, action, after):
    GAME.check_invariants(after)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32), chooser=st.integers(0, 1000))
def test_random_games_keep_invariants(players, seed, chooser):
    final, _actions = random_playout(GAME, GameConfig.make(players), seed, chooser, on_step=_invariants)
    assert GAME.is_over(final) and final.round == 5
    totals = [s.total for s in GAME.scores(final)]
    assert len(totals) == players and GAME.winner(final).winners


def test_game_ends_after_reasonable_number_of_moves():
    final, actions = random_playout(GAME, GameConfig.make(6), 1)
    assert GAME.is_over(final) and len(actions) < 1000


@settings(max_examples=12, deadline=None)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32), chooser=st.integers(0, 1000))
def test_whole_games_obey_the_market_rules(players, seed, chooser):
    """Across whole random games: a seat that took a group, got a kimono or lost a single card never
    selects again that round; only a contest's players choose on it; the master splits every time
    (involved or not) and places the apprentice exactly once a round; in step III the apprentice's
    holder takes the bin and becomes master, otherwise mastership passes to the next seat."""
    from zsgames.games.zooscape.state import P_APPRENTICE, P_SELECT, P_SPLIT

    done: set[int] = set()
    placed = [0]

    def on_step(before, action, after):
        if before.phase in (P_SPLIT, P_APPRENTICE):
            assert action.seat == before.master, "only the master splits and places the apprentice"
        if before.phase == P_SELECT:
            assert action.seat in before.players_in and action.seat not in done, "a seat done for the round selected"
        placed[0] += action.kind == "apprentice"
        _, events = GAME.apply(before, action)  # the same move again, for its events
        step3 = [e for e in events if e.kind in ("bin_taken", "master")]
        if step3:
            (e,) = step3
            if e.kind == "bin_taken":  # the holder takes the bin and is the next master
                assert after.master == e.actor and after.bin == ()
            else:  # nobody holds it: the next seat is master and the bin stays
                assert after.master == (before.master + 1) % players
                assert len(after.bin) >= len(before.bin)
        if after.round != before.round or GAME.is_over(after):
            assert placed[0] == 1, "the apprentice is placed exactly once a round"
            done.clear()
            placed[0] = 0
            return
        done.update(seat for seat in range(players) if after.took[seat])
        if after.phase == P_SELECT:
            assert not done & set(after.players_in), "a seat done for the round is asked to choose"

    random_playout(GAME, GameConfig.make(players), seed, chooser, on_step=on_step)
