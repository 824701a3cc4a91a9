"""The games as OpenSpiel games: OpenSpiel's own checks, information that never peeks, returns."""

from __future__ import annotations

from typing import Any

import pyspiel  # the openspiel extra: make setup installs it, so a missing one fails here, never skips
import pytest

from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng
from zsgames.interop import openspiel as zo
from zsgames.interop.history import Step

GAMES = registry.shipped()
EVERY_COUNT = [
    (name, n) for name in GAMES for n in range(registry.get(name).min_players, registry.get(name).max_players + 1)
]
#: random games per player count in OpenSpiel's check (Zong Shi's are ten times longer)
SIMS = {"zongshi": 3, "zooscape": 10, "cuzhi": 10}


def _playout(game: Any, seed: int, moves: int | None = None) -> list[Any]:
    """The states of one random game (the first ``moves`` of it), each a separate pyspiel state."""
    rng = Rng(seed)
    state = game.new_initial_state()
    states = [state.clone()]
    while not state.is_terminal() and (moves is None or len(states) <= moves):
        state.apply_action(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


@pytest.mark.parametrize(("name", "players"), EVERY_COUNT)
def test_openspiel_random_simulation_checks(name, players):
    # serialize=False: OpenSpiel serialises a sampled-stochastic game with its game-level RNG,
    # which a Python game cannot provide (GetRNGState); the state's own round trip is tested below
    game = zo.load(name, players, seed=5)
    pyspiel.random_sim_test(game, num_sims=SIMS[name], serialize=False, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_game_type_and_info(name):
    ours = registry.get(name)
    game = pyspiel.load_game(f"zsgames_{name}", {"players": ours.max_players})
    kind = game.get_type()
    assert kind.short_name == f"zsgames_{name}"
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert (kind.min_num_players, kind.max_num_players) == (ours.min_players, ours.max_players)
    assert game.num_players() == ours.max_players
    assert game.max_game_length() == ours.max_actions(GameConfig.make(ours.max_players))
    assert game.num_distinct_actions() == len(zo.codec_for(name))
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (0.0, 1.0, 1.0)


@pytest.mark.parametrize("name", GAMES)
def test_a_player_count_outside_the_game_is_refused(name):
    ours = registry.get(name)
    with pytest.raises((pyspiel.SpielError, ValueError), match="players"):
        pyspiel.load_game(f"zsgames_{name}", {"players": ours.max_players + 1})


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_deals_the_same_games(name):
    first, second = (_playout(zo.load(name, 3, seed=9), seed=1, moves=30) for _ in range(2))
    assert [str(s) for s in first] == [str(s) for s in second]
    other = _playout(zo.load(name, 3, seed=10), seed=1, moves=30)
    assert str(other[0]) != str(first[0]) or other[0].observation_string(0) != first[0].observation_string(0)


@pytest.mark.parametrize("name", GAMES)
def test_a_copy_shares_the_history_and_goes_its_own_way(name):
    game = zo.load(name, 3, seed=2)
    state = _playout(game, seed=4, moves=20)[-1]
    deals = game.table._deals.state
    copy = state.clone()
    assert copy.step is state.step  # nothing copied but one small object
    assert game.table._deals.state == deals  # a copy does not deal a new game
    before = str(state)
    copy.apply_action(copy.legal_actions()[-1])
    assert str(state) == before and state.history() != copy.history()


@pytest.mark.parametrize("name", GAMES)
def test_returns_share_the_win(name):
    for seed in range(3):
        final = _playout(zo.load(name, 3, seed=seed), seed=seed)[-1]
        ours = registry.get(name)
        winners = ours.winner(final.zs_state).winners
        returns = final.returns()
        assert winners and sum(returns) == pytest.approx(1.0)
        assert [r > 0 for r in returns] == [seat in winners for seat in range(3)]
        assert all(r == pytest.approx(1 / len(winners)) for r in returns if r > 0)
        for earlier in _playout(zo.load(name, 3, seed=seed), seed=seed, moves=10)[:-1]:
            assert earlier.returns() == [0.0, 0.0, 0.0]


def _other_world(game: Any, history: list[Any], seat: int, seed: int) -> list[Any]:
    """The same moves, every state swapped for another one ``seat`` cannot tell from it."""
    ours = game.table.game
    return [ours.determinize(ours.view(s.zs_state, seat), seat, Rng(seed + i)) for i, s in enumerate(history)]


def _state_of(game: Any, states: list[Any], actions: list[Any]) -> Any:
    """A pyspiel state whose history is ``states`` joined by ``actions``."""
    step = Step(states[0], None, None, 0)
    for state, action in zip(states[1:], actions, strict=True):
        step = step.then(state, action)
    return zo.ZsState(game, zo.Core(game.table, step))


@pytest.mark.parametrize("name", GAMES)
def test_information_never_peeks(name):
    """Two true histories that look the same to a seat give it the same strings."""
    game = zo.load(name, 3, seed=3)
    history = _playout(game, seed=6, moves=60)
    actions = [history[i + 1].step.action for i in range(len(history) - 1)]
    true_states = [s.zs_state for s in history]
    for seat in range(3):
        real = _state_of(game, true_states, actions)
        other_states = _other_world(game, history, seat, seed=100 * seat)
        other = _state_of(game, other_states, actions)
        assert any(
            game.table.game.state_to_json(a) != game.table.game.state_to_json(b)
            for a, b in zip(true_states, other_states, strict=True)
        )
        assert real.information_state_string(seat) == history[-1].information_state_string(seat)
        assert other.information_state_string(seat) == real.information_state_string(seat)
        assert other.observation_string(seat) == real.observation_string(seat)


def test_a_secret_choice_is_hidden_until_the_reveal():
    """Zooscape's selection disks are taken one seat at a time; the next seat sees no difference."""
    game = zo.load("zooscape", 3, seed=1)
    state = game.new_initial_state()
    while game.table.game.current_deciders(state.zs_state) != [0, 1, 2]:
        state.apply_action(state.legal_actions()[0])
    assert state.current_player() == 0
    one, two = state.clone(), state.clone()
    one.apply_action(one.action_id(state.zs_action(state.legal_actions()[0])))
    two.apply_action(two.action_id(state.zs_action(state.legal_actions()[1])))
    assert one.current_player() == two.current_player() == 1
    for seat in (1, 2):
        assert one.observation_string(seat) == two.observation_string(seat)
        assert one.information_state_string(seat) == two.information_state_string(seat)
    assert one.information_state_string(0) != two.information_state_string(0)


@pytest.mark.parametrize("name", GAMES)
def test_a_resampled_world_keeps_the_seats_information(name):
    game = zo.load(name, 3, seed=8)
    ours = game.table.game
    for index, state in enumerate(_playout(game, seed=3, moves=80)[1::8]):
        seat = state.current_player()
        sample = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert sample.information_state_string(seat) == state.information_state_string(seat)
        assert sample.observation_string(seat) == state.observation_string(seat)  # view(determinize(v)) == v
        assert sample.legal_actions() == state.legal_actions()
        again = sample.resampled(seat, Rng(index))
        assert again.information_state_string(seat) == state.information_state_string(seat)
        # the sample plays on: every seat's strings keep working
        sample.apply_action(sample.legal_actions()[0])
        for other in range(3):
            sample.information_state_string(other)
        assert ours.view(sample.zs_state, seat) is not None


@pytest.mark.parametrize("name", GAMES)
def test_a_state_survives_serialisation(name):
    game = zo.load(name, 3, seed=4)
    state = _playout(game, seed=2, moves=40)[-1]
    for original in (
        state,
        state.resample_from_infostate(state.current_player(), pyspiel.UniformProbabilitySampler(0.0, 1.0)),
    ):
        copy = game.deserialize_state(original.serialize())
        assert str(copy) == str(original) and copy.history() == original.history()
        assert [copy.information_state_string(p) for p in range(3)] == [
            original.information_state_string(p) for p in range(3)
        ]
        for _ in range(10):
            if original.is_terminal():
                break
            action = original.legal_actions()[-1]
            original.apply_action(action)
            copy.apply_action(action)
        assert str(copy) == str(original)


@pytest.mark.parametrize("name", GAMES)
def test_an_illegal_id_is_refused_with_the_moves_name(name):
    game = zo.load(name, 3)
    state = game.new_initial_state()
    illegal = next(i for i in range(game.num_distinct_actions()) if i not in state.legal_actions())
    with pytest.raises((pyspiel.SpielError, ValueError), match="not a legal move"):
        state.apply_action(illegal)
    assert state.history() == []
