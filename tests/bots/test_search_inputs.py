"""What the search asks of a game besides the rules: every seat's value in one call, and
secret commitments taken back for re-deciding (Zooscape's selection disks)."""

from __future__ import annotations

import pytest

from tests.bots.games import ALL_GAMES, as_json, load, positions
from zsgames.bots import make_bot
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


def _sample_with_disks_face_down(game, seed: int):
    """(state, seats whose disks are down, the deciding seat, its view, a sample of that view)."""
    state = _select_with_one_commit(game, seed)
    chosen = [p for p in range(3) if state.choice[p]]
    seat = game.current_deciders(state)[0]
    view = game.view(state, seat)
    return state, chosen, seat, view, game.determinize(view, seat, Rng(1))


def test_zooscape_reopens_only_the_disks_the_seat_cannot_see() -> None:
    game = load("zooscape")
    state, chosen, seat, view, sample = _sample_with_disks_face_down(game, 5)
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


def test_zooscape_hard_search_ignores_the_face_down_disks() -> None:
    """Turning another seat's committed disk over (1 ↔ 2) changes nothing the deciding seat sees,
    so a search that re-decides that disk answers exactly the same."""
    game = load("zooscape")
    for seed in (5, 6, 7):
        state = _select_with_one_commit(game, seed)
        seat = game.current_deciders(state)[0]
        flipped = state.clone()
        flipped.choice = tuple(3 - c if c else 0 for c in state.choice)
        assert as_json(game, game.view(flipped, seat)) == as_json(game, game.view(state, seat))
        legal = game.legal_actions(state, seat)
        answers = []
        for world in (state, flipped):
            bot = make_bot("search:base=hard,iterations=120", seed=3)
            answers.append(bot.analyse(game, game.view(world, seat), seat, legal).edges)
        assert answers[0] == answers[1]


class _ReadOpponents:
    """Zooscape with a fixed reading of the others; records whose disks each iteration reopens."""

    def __init__(self, randomness: list[float]) -> None:
        self.game = load("zooscape")
        self.randomness = randomness
        self.reopened: list[tuple[int, ...]] = []

    def __getattr__(self, name: str):
        return getattr(self.game, name)

    def opponent_randomness(self, memory, seat):
        return self.randomness

    def reopen_secret_choices(self, state, view, seat, seats=None):
        self.reopened.append(tuple(seats) if seats is not None else ())
        return self.game.reopen_secret_choices(state, view, seat, seats)


def test_read_threshold_leaves_the_search_as_hard_while_nobody_looks_random() -> None:
    """Below the threshold every other seat is a planner: the search is Hard's, draw for draw."""
    from dataclasses import replace

    from zsgames.bots.ismcts import Ismcts
    from zsgames.bots.levels import HARD

    state = _select_with_one_commit(load("zooscape"), 5)
    seat = state.master
    game = _ReadOpponents([0.0 if p == seat else 0.79 for p in range(3)])
    view = game.view(state, seat)
    legal = game.legal_actions(state, seat)
    plain = replace(HARD, iterations=300, time_cap=None)
    reading = replace(plain, read_opponents=True, read_threshold=0.8)
    expected = Ismcts(plain).search(game.game, view, seat, legal, Rng(3)).edges
    assert Ismcts(reading).search(game, view, seat, legal, Rng(3), memory=(view,)).edges == expected
    assert game.reopened == [()] * 300  # every iteration reopened every face-down disk


def test_read_threshold_takes_a_seat_past_it_as_a_coin_tosser() -> None:
    """Past the threshold a seat's disk keeps the sample's coin toss and its steps in the tree are
    random; the planner's disk is re-decided in every iteration."""
    from dataclasses import replace

    from zsgames.bots.ismcts import Ismcts, _OpponentModel
    from zsgames.bots.levels import HARD

    state = _select_with_one_commit(load("zooscape"), 5)
    seat = state.master
    planner, tosser = [p for p in range(3) if p != seat]
    randomness = [0.0 if p == seat else 0.1 if p == planner else 0.85 for p in range(3)]
    config = replace(HARD, iterations=200, time_cap=None, read_opponents=True, read_threshold=0.8)
    model = _OpponentModel(config, 3, randomness)
    assert model.tossers == {tosser} and set(model.planners) == {seat, planner}
    game = _ReadOpponents(randomness)
    view = game.view(state, seat)
    Ismcts(config).search(game, view, seat, game.legal_actions(state, seat), Rng(1), memory=(view,))
    assert len(game.reopened) == 200
    assert all(planner in seats and tosser not in seats for seats in game.reopened)


def test_reopen_takes_back_only_the_named_seats_disks() -> None:
    game = load("zooscape")
    _state, chosen, seat, view, sample = _sample_with_disks_face_down(game, 6)
    assert game.reopen_secret_choices(sample, view, seat, []).choice == sample.choice
    for p in chosen:
        reopened = game.reopen_secret_choices(sample, view, seat, [p])
        assert reopened.choice == tuple(0 if q == p else c for q, c in enumerate(sample.choice))


def test_a_search_reads_memory_only_through_views() -> None:
    """The same past views as a plain list or as the match's Memory give the same decision."""
    from zsgames.bots.driver import play_match

    game = load("zooscape")
    bots = [make_bot("random", seed=s) for s in range(3)]
    match = play_match(game, GameConfig.make(3), 8, bots).match
    index = next(
        i
        for i in range(len(match.steps), 0, -1)
        if match.state_at(i).phase == 2 and game.current_deciders(match.state_at(i))
    )
    state = match.state_at(index)
    seat = game.current_deciders(state)[0]
    legal = game.legal_actions(state, seat)
    views = [game.view(match.state_at(i), seat) for i in range(index + 1)]
    from zsgames.core.memory import Memory

    memory = Memory(game, [match.state_at(i) for i in range(index + 1)], seat)
    spec = "search:base=hard,iterations=150,read_opponents=1,read_threshold=0.8"
    first = make_bot(spec, seed=3).analyse(game, views[-1], seat, legal, views).edges
    second = make_bot(spec, seed=3).analyse(game, views[-1], seat, legal, memory).edges
    assert first == second
    blind = make_bot(spec, seed=3).analyse(game, views[-1], seat, legal).edges  # no memory: nothing read
    assert blind == make_bot("search:base=hard,iterations=150", seed=3).analyse(game, views[-1], seat, legal).edges
