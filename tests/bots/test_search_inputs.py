"""What the search asks of a game besides the rules: every seat's value in one call, and
secret commitments taken back for re-deciding (Zooscape's selection disks)."""

from __future__ import annotations

import pytest

from tests.bots.games import ALL_GAMES, as_json, load, positions
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng


@pytest.mark.parametrize("name", ALL_GAMES)
def test_evaluate_all_is_evaluate_for_every_seat(name: str) -> None:
    game = load(name)
    for state, _seat in positions(game, 25):
        seats = range(game.player_count(state))
        assert game.evaluate_all(state) == [game.evaluate(state, s) for s in seats]


@pytest.mark.parametrize("name", ALL_GAMES)
def test_evaluate_all_of_a_finished_game(name: str) -> None:
    game = load(name)
    state = game.setup(GameConfig.make(3), 4)
    rng = Rng(9)
    while not game.is_over(state):
        legal = game.legal_actions(state, game.current_deciders(state)[0])
        state, _ = game.apply(state, legal[rng.randbelow(len(legal))])
    assert game.evaluate_all(state) == [game.evaluate(state, s) for s in range(3)]


def _select_with_one_commit(game, seed: int):
    """A Zooscape state in the selection with seat order such that someone has chosen already."""
    state = game.setup(GameConfig.make(3), seed)
    rng = Rng(seed)
    while not (state.phase == 2 and any(state.choice) and game.current_deciders(state)):
        legal = game.legal_actions(state, game.current_deciders(state)[0])
        state, _ = game.apply(state, legal[rng.randbelow(len(legal))])
    return state


def test_zooscape_reopens_only_the_disks_the_seat_cannot_see() -> None:
    game = load("zooscape")
    state = _select_with_one_commit(game, 5)
    chosen = [p for p in range(3) if state.choice[p]]
    seat = game.current_deciders(state)[0]
    view = game.view(state, seat)
    sample = game.determinize(view, seat, Rng(1))
    before = as_json(game, sample)
    reopened = game.reopen_secret_choices(sample, view, seat)
    assert all(reopened.choice[p] == 0 for p in chosen)
    assert sorted(game.current_deciders(reopened)) == sorted([*chosen, *game.current_deciders(state)])
    assert as_json(game, sample) == before  # the sample itself is not changed
    reopened.choice = sample.choice
    assert as_json(game, reopened) == before  # nothing but the disks differs


def test_zooscape_reopen_leaves_a_seats_own_disk_alone() -> None:
    game = load("zooscape")
    state = _select_with_one_commit(game, 5)
    committed = next(p for p in range(3) if state.choice[p])
    view = game.view(state, committed)  # its own disk is visible to itself
    sample = game.determinize(view, committed, Rng(2))
    assert game.reopen_secret_choices(sample, view, committed).choice[committed] == state.choice[committed]


@pytest.mark.parametrize("name", [n for n in ALL_GAMES if n != "zooscape"])
def test_games_without_secret_commitments_keep_the_sample(name: str) -> None:
    game = load(name)
    for state, seat in positions(game, 5):
        view = game.view(state, seat)
        sample = game.determinize(view, seat, Rng(3))
        before = as_json(game, sample)
        assert as_json(game, game.reopen_secret_choices(sample, view, seat)) == before
