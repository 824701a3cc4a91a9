"""A seat's name, or who plays it (a person or a bot), never changes how a bot plays: bots seed
their search from what the view says of the game, and the names are not part of it."""

from __future__ import annotations

import pytest

from tests.bots.games import PLAYERS, REAL_GAMES, load
from zsgames.bots import make_bot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match

RENAMED = GameConfig.make(
    PLAYERS, ["You", "Bot A", "Bot B"], seats=[{"controller": "human"}, {"controller": "hard"}, {"controller": "easy"}]
)
PLAIN = GameConfig.make(PLAYERS)


@pytest.mark.parametrize("name", REAL_GAMES)
def test_renamed_seats_play_the_same_game(name):
    game = load(name)
    moves = []
    for config in (RENAMED, PLAIN):
        match = Match(game, config, 5)
        bots = [make_bot("easy", 40 + seat, deterministic=True) for seat in range(PLAYERS)]
        for _ in range(40):  # the first forty decisions: the names differ from the first one on
            if match.is_over():
                break
            seat = match.deciders()[0]
            legal = match.legal_actions(seat)
            match.apply(bots[seat].choose(game, game.view(match.state, seat), seat, legal, match.memory(seat)))
        moves.append(match.actions)
    assert moves[0] == moves[1] and len(moves[0]) == 40


@pytest.mark.parametrize("name", REAL_GAMES)
def test_a_search_bot_chooses_the_same_move_under_other_names(name):
    game = load(name)
    chosen = []
    for config in (RENAMED, PLAIN):
        state = game.setup(config, 8)
        seat = game.current_deciders(state)[0]
        bot = make_bot("ismcts:40", 3, deterministic=True)
        chosen.append(bot.choose(game, game.view(state, seat), seat, game.legal_actions(state, seat)))
    assert chosen[0] == chosen[1]
