"""Every decision of each game has a stable integer id, and the id gives the decision back."""

from __future__ import annotations

import pytest

from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.rng import Rng
from zsgames.interop.action_codec import ActionCodec
from zsgames.interop.action_space import codec_for

#: (entries, digest) of each table. A change here renumbers the game's OpenSpiel actions: make it on
#: purpose (a new card, kind or size in the game's data), then record the values the test prints.
PINNED = {
    "zongshi": (244, "6a75f952e394dea00db3b69537a61f43f1a5fdacea303fd2ede2d44e55622c55"),
    "zooscape": (77, "79ae6716b421c8198512b8d07fa7fe03d8973708994397aff1d4e828dbf2d32e"),
    "cuzhi": (323, "6c98beb9054435f22d7f433376f99b08b1c766ab89455a845c0154c7f71eafa6"),
}


def test_every_shipped_game_declares_its_table():
    from zsgames.interop.action_space import table_games

    assert table_games() == registry.shipped() == tuple(PINNED)


@pytest.mark.parametrize("name", registry.shipped())
def test_the_table_is_pinned(name):
    codec = codec_for(name)
    assert (len(codec), codec.digest()) == PINNED[name], f"{name}: now {len(codec)}, {codec.digest()}"


@pytest.mark.parametrize("name", registry.shipped())
def test_every_id_round_trips_and_has_its_own_name(name):
    codec = codec_for(name)
    names = [codec.name(i) for i in range(len(codec))]
    assert len(set(names)) == len(names)
    for i in range(len(codec)):
        action = codec.decode(i, 2)
        assert action.seat == 2 and codec.encode(action) == i


@pytest.mark.parametrize("name", registry.shipped())
def test_every_legal_move_of_random_games_has_an_id(name):
    game = registry.get(name)
    codec = codec_for(name)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(4):
            state = game.setup(GameConfig.make(players), seed)
            rng = Rng(seed)
            while not game.is_over(state):
                seat = game.current_deciders(state)[0]
                legal = game.legal_actions(state, seat)
                for action in legal:
                    action_id = codec.encode(action)
                    assert codec.decode(action_id, seat) == action  # labels play no part in equality
                state, _ = game.apply(state, rng.choice(legal))


def test_a_codec_refuses_a_repeated_entry_and_an_unknown_move():
    with pytest.raises(ValueError, match="listed twice"):
        ActionCodec([("go", (1,)), ("go", (1,))])
    codec = ActionCodec([("go", (1,)), ("stop", ())])
    assert codec.name(0) == "go(1)" and codec.name(1) == "stop()"
    with pytest.raises(KeyError, match="not in the action table"):
        codec.encode(Action(0, "go", (2,)))
